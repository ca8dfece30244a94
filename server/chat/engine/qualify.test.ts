import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { QUALIFY_QUESTIONS, QUALIFY_THANKS } from "./qualify-questions.ts";
import type { ConversationContext } from "./context.ts";
import { sampleFacts } from "./sample-facts.ts";
import type { ChatReply, Language } from "./types.ts";

// Issue 37, item 6: one short question about the visitor's business now and then, in the conversation's language,
// never two in a row, never on a turn that is not a plain answer, never about what is known, not after two skipped.

const { conversation, engine } = useTrainedEngine();
const asked = (reply: ChatReply) => Object.values(QUALIFY_QUESTIONS[reply.language]).find((q) => reply.response.includes(q)) ?? null;

const TWO_QUESTIONS: Record<Language, [string, string]> = {
  en: ["What's in the Growth package?", "Do you connect to Follow Up Boss?"],
  es: ["¿Qué incluye el paquete Growth?", "¿Se conectan con HubSpot?"],
  vi: ["Gói Growth gồm những gì?", "Có kết nối HubSpot không?"],
  zh: ["Growth套餐包括什么？", "能对接HubSpot吗？"],
};

describe("the assistant's qualification question", () => {
  it.each(Object.entries(TWO_QUESTIONS) as [Language, [string, string]][])("comes after two on-topic questions, in %s, asking the role first", (language, [first, second]) => {
    const [one, two] = conversation(first, second);
    expect(asked(one!)).toBeNull();
    expect(two!.language).toBe(language);
    expect(asked(two!)).toBe(QUALIFY_QUESTIONS[language].role);
    expect(two!.followUp).toBe(QUALIFY_QUESTIONS[language].role);
    // Once, at the end: the answer and its next step come first.
    expect(two!.response.split(QUALIFY_QUESTIONS[language].role)).toHaveLength(2);
    expect(two!.response.endsWith(QUALIFY_QUESTIONS[language].role)).toBe(true);
  });

  it("comes when the visitor tells about their business, asking what is not known yet", () => {
    const [reply] = conversation("I'm a broker with 25 agents, which package fits?");
    expect(reply!.qualification).toMatchObject({ role: "broker", teamSize: 25 });
    expect(asked(reply!)).toBe(QUALIFY_QUESTIONS.en.timeline);
  });

  it("reads the answer, thanks for it, recommends from it, and asks the next field only after a turn's rest", () => {
    const [, , broker, next, size] = conversation("What's in the Growth package?", "Do you connect to Follow Up Boss?", "broker", "how long does setup take?", "about 30 agents");
    expect(broker!.qualification).toMatchObject({ role: "broker" });
    expect(broker!.response.startsWith(QUALIFY_THANKS.en)).toBe(true);
    expect(broker!.response).toContain("Enterprise");
    expect(asked(broker!)).toBeNull();
    expect(asked(next!)).toBe(QUALIFY_QUESTIONS.en.teamSize);
    expect(size!.qualification).toMatchObject({ teamSize: 30 });
    expect(size!.context.qualify.answers).toEqual({ role: "broker", teamSize: 30 });
  });

  it("follows the order role → team size → timeline → main problem → current tools", () => {
    const replies = conversation(
      "¿Qué incluye el paquete Growth?", "¿Se conectan con HubSpot?", "soy agente",
      "¿Cuánto tarda la instalación?", "solo yo",
      "¿Tienen Voice AI?", "el próximo mes",
      "¿Qué complementos tienen?", "el seguimiento de prospectos",
      "¿Atienden en Katy?", "usamos Follow Up Boss",
      "¿Cuál es su horario?",
    );
    expect(replies.map(asked).filter(Boolean)).toEqual(["role", "teamSize", "timeline", "problem", "tools"].map((f) => QUALIFY_QUESTIONS.es[f as keyof typeof QUALIFY_QUESTIONS.es]));
    expect(replies.at(-1)!.context.qualify.answers).toMatchObject({ role: "agent", teamSize: 1, timeline: "now", problem: "El seguimiento de prospectos", tools: ["Follow Up Boss"] });
    expect(asked(replies.at(-1)!)).toBeNull();
  });

  it("stops after the visitor passes over two", () => {
    const replies = conversation("What's in the Growth package?", "Do you connect to Follow Up Boss?", "what about voice ai?", "and the social scheduler?", "how long to set up?", "do you serve katy?", "what are your hours?", "what bundles do you have?");
    const questions = replies.map(asked).filter(Boolean);
    expect(questions).toEqual([QUALIFY_QUESTIONS.en.role, QUALIFY_QUESTIONS.en.teamSize]);
    expect(replies.at(-1)!.context.qualify.skipped).toBe(2);
  });

  it("is never asked twice in a row", () => {
    const replies = conversation("I'm a broker with 25 agents, which package fits?", "We use kvCORE. Do you connect to it?", "what does voice ai do?");
    for (let i = 1; i < replies.length; i++) expect(asked(replies[i - 1]!) && asked(replies[i]!)).toBeFalsy();
  });

  it("(the moment those below are tested at: a plain question there gets one)", () => {
    const replies = conversation("What's in the Growth package?", "What add-ons do you have?", "How long does setup take?", "What does Voice AI do?");
    expect(asked(replies[3]!)).toBe(QUALIFY_QUESTIONS.en.teamSize);
  });

  it.each([
    ["a complaint", "Your assistant gave me wrong info twice, this is ridiculous"],
    ["an opt-out", "stop texting me"],
    ["a request for a person", "I want to talk to a real person"],
    ["a price pushed for", "Just tell me the price of Growth"],
    ["an off-topic message", "what's the weather tomorrow?"],
    ["something the site does not say", "Do you offer a 30-day free trial with a money-back guarantee?"],
  ])("is never added to %s", (_kind, message) => {
    const replies = conversation("What's in the Growth package?", "What add-ons do you have?", "How long does setup take?", message);
    expect(asked(replies[3]!)).toBeNull();
    // Nor when it comes with a word about their business (an off-topic aside beside it is answered as the profile).
    if (_kind === "an off-topic message") return;
    const [reply] = conversation(`I'm a broker with 25 agents. ${message}`);
    expect(asked(reply!)).toBeNull();
  });

  it("never asks what the contact already holds, nor what the visitor said", () => {
    const [first] = conversation("What's in the Growth package?");
    const second = engine().reply({ message: "Do you connect to HubSpot?", facts: sampleFacts, context: first!.context as ConversationContext, knownOnContact: ["role", "teamSize"] });
    expect(asked(second)).toBe(QUALIFY_QUESTIONS.en.timeline);
    const [, said] = conversation("We're a team of 8 and I'm the team leader. What's in Growth?", "Do you connect to HubSpot?");
    expect([QUALIFY_QUESTIONS.en.role, QUALIFY_QUESTIONS.en.teamSize]).not.toContain(asked(said!));
  });

  it("is never added after an opt-out, even to a plain answer", () => {
    const replies = conversation("stop emailing me", "What's in the Growth package?", "Do you connect to HubSpot?", "what does voice ai do?");
    expect(replies.map(asked).filter(Boolean)).toEqual([]);
  });
});
