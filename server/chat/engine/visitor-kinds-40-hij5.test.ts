import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 39 and 40's hijacks and complaint, by kind, with phrasings written for these tests (never the visitors'
// own words): what is asked (an equation solved, a barbecue place, a car repair, a phone plan, a dish cooked, a garden
// watered) decides, and a word of ours inside it (a package name in quotes, "automation", "plan", "dashboard") only
// fills it. The same words asked of us keep their answer.

const { ask } = useTrainedEngine();

describe("an everyday ask with one of our words inside is off-topic", () => {
  it.each([
    "my daughter's algebra is killing us, could you solve 2x + 5 = 17 for her? she's at UH",
    "Can you solve for x: x = 4(1.2)^3? it's for my son's class",
    `Need a solid crawfish spot near Kingwood for my team's "Growth" party. Suggestions?`,
    "how tight should the lug nuts be on a Tahoe? the Foundation of my week is driving to showings",
    "which spark plugs should I buy for my Camry? the Foundation of my week is my commute to showings",
    "what's the cheapest cell plan for calling Mexico? half my leads' families live there",
  ])("en: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each([
    "¿qué plan de datos me conviene pa hablar a Honduras? mis clientes tienen familia allá",
    "¿cada cuánto cambio las bujías de mi troca? la uso pa enseñar casas",
  ])("es: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each([
    'Chỉ chị cách làm bánh bèo với, cuối tuần đãi đội "Growth" nhà mình',
    'trồng cây chanh ngoài vườn ở Katy được không? tui muốn "tự động hóa" tưới nước luôn',
    'cháo lòng nấu sao cho ngon? đãi team "Enterprise" cuối tuần',
  ])("vi: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("the same words asked of us keep their answer", () => {
  it.each([
    "What does the Growth package include?",
    "Which plan fits a team of 5 agents?",
    "Does the Market Dashboard show Cypress prices?",
    "¿Qué incluye el plan Enterprise?",
    "Gói Growth có tự động hóa tin nhắn không?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("a form sent and nothing back, called unserious: a complaint", () => {
  it.each([
    "mandé el formulario el martes y ni un correo de vuelta, qué poco serios",
    "les escribí hace una semana y ni un mensaje, qué falta de respeto",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });
});

describe("a subject asked for with the verb dropped: the posts on it", () => {
  it.each([
    "Hurricane prep is on my mind, I manage a few duplexes. Anything about evacuations for renters?",
    "Anything on your website about hurricanes and keeping renters posted?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("blog");
    expect(reply.response).toMatch(/hurricane-season/i);
  });
});
