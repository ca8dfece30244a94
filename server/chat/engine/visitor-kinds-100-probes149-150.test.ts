import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { readAct } from "./acts.ts";
import { heldAddonsSaid, heldSumAsked, withoutHoldings } from "./held-addons.ts";
import { processStep } from "./process-steps.ts";
import { foldForRules } from "./text.ts";

// Blind probes 149 and 150 (their misses read after their first runs), with phrasings written for these tests, not
// copied from the probes: the way in asked one step at a time; add-ons they already have; a complaint with a question
// in it; their office's place beside "which package"; deletion and selling asked otherwise.

const { ask, conversation } = useTrainedEngine();

describe("the way in, one step at a time", () => {
  const step = (message: string, profile = {}) => processStep(foldForRules(message), null, profile, false)?.answers;

  it("reads what the consultation gives, and being left alone after go-live", () => {
    expect(step("So after the free call, what will we actually walk away with?")).toEqual([{ t: "entry", id: "why-no-prices" }]);
    expect(step("¿Qué me llevo de la consulta? ¿Me dan precio ahí?")).toEqual([{ t: "entry", id: "why-no-prices" }]);
    expect(step("聊完之后我能拿到什么？")).toEqual([{ t: "entry", id: "why-no-prices" }]);
    expect(step("and once it's live you just disappear on us?")).toEqual([{ t: "extra", id: "after-care" }]);
    expect(step("Cuando ya esté funcionando, ¿me dejan sola?")).toEqual([{ t: "extra", id: "after-care" }]);
    expect(step("系统上线之后就不管了吗？")).toEqual([{ t: "extra", id: "after-care" }]);
    expect(step("what time is the consultation?")).toBeUndefined();
  });

  it("how long for them, with the size they gave", () => {
    expect(step("how long until it's running for us?", { size: "team", agents: 7 })).toEqual([{ t: "timeline", key: "growth" }]);
    expect(step("how long until it's running for us?")).toBeUndefined();
  });

  it("in a conversation", () => {
    const [quote, live, after] = conversation(
      "If I book the consultation for my 5 agents, what do I get out of that call?",
      "And once we agree to it, how long till it's working for us?",
      "Then what, you hand it over and disappear?",
    );
    expect(quote?.response).toMatch(/24 hours/);
    expect(live?.response).toMatch(/Growth setups go live within three to four weeks/);
    expect(after?.response).toMatch(/onboarding, training/);
  });

  it("two or more offices is a brokerage", () => {
    expect(ask("We're 12 agents across three offices, which package do you suggest?").response).toMatch(/^I'd suggest Enterprise/);
    expect(ask("We're 12 agents, which package do you suggest?").response).toMatch(/^I'd suggest Growth/);
  });
});

describe("add-ons they already have", () => {
  it("reads the add-ons named as theirs, and leaves the sentence out of the question", () => {
    expect(heldAddonsSaid("We're on Growth and we already have Voice AI and the Market Dashboard. What else helps with e-mail?")).toEqual(["voice-ai", "market-dashboard"]);
    expect(heldAddonsSaid("Does Voice AI work with Growth?")).toEqual([]);
    expect(heldAddonsSaid("We're on Growth and looking at Voice AI. How much is it?")).toEqual([]);
    expect(withoutHoldings("We're on Growth and looking at Voice AI. How much is it?")).toBe("We're on Growth and looking at Voice AI. How much is it?");
    expect(withoutHoldings("Tenemos Foundation y el Voice AI. ¿Qué hay para publicar en Facebook?")).toBe("¿Qué hay para publicar en Facebook?");
    // Told by what it does, a tool of theirs is no add-on of ours: the sentence stays.
    expect(withoutHoldings("We have a proprietary CRM. How much to connect it?")).toBe("We have a proprietary CRM. How much to connect it?");
  });

  it("sums the ones they have with the one just asked about", () => {
    expect(heldSumAsked("with what we already have, what's that a month?", ["voice-ai"], [{ t: "addon", key: "market-dashboard" }])).toEqual([
      { t: "addon", key: "voice-ai" },
      { t: "addon", key: "market-dashboard" },
      { t: "addon-sum", keys: ["voice-ai", "market-dashboard"] },
    ]);
    expect(heldSumAsked("what's that a month?", ["voice-ai"], [{ t: "addon", key: "market-dashboard" }])).toBeNull();
  });

  it("in a conversation: the new one, the monthly total, and which costs more", () => {
    const [first, total] = conversation("We have Growth and the Market Dashboard. Now clients keep texting on WhatsApp, is there something for that?", "Counting what we already have, how much a month in add-ons?");
    expect(answerKeys(first!).some((k) => k.endsWith(":enhanced-messaging"))).toBe(true);
    expect(total?.response).toContain("$278");
    const [, dearer] = conversation("Cuánto cuesta el Enhanced Messaging?", "¿Y cuál sale más caro, ese o el Voice AI?");
    expect(dearer?.response).toContain("$129");
    expect(dearer?.response).toContain("$197");
  });

  it("put on the package they have, not named", () => {
    const [, onto] = conversation("¿Cuánto cuesta Voice AI?", "¿Me lo agregan a mi paquete así nomás o tengo que cambiarme de plan?");
    expect(onto?.response).toMatch(/cualquier paquete/);
  });
});

describe("a complaint with a question in it, and complaints said plainly", () => {
  it.each([
    ["Sent your contact form on Friday and haven't heard a peep. Hello?"],
    ["I keep getting your newsletter five times a week, I signed up once."],
    ["Me llegó el mismo correo tres veces, ya me tienen harta."],
    ["Gửi form mấy ngày rồi chờ dài cổ chẳng thấy ai gọi."],
  ])("%s", (message) => {
    expect(readAct(message, false).act).toBe("complaint");
  });

  it("answers the question after the apology", () => {
    const reply = ask("The bot told me last week Voice AI had a setup fee and now I can't find it on the page. What does it really cost?");
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
    expect(reply.response).toMatch(/^I'm sorry/);
    expect(reply.response).toContain("$197/month");
  });

  it("our reply time asked inside a complaint", () => {
    const reply = ask("sent the form for my Sugar Land office days ago, doesn't the site say you reply within a day?");
    expect(reply.context.lastAnswers).toEqual([{ t: "extra", id: "reply-time" }]);
    expect(reply.response).toMatch(/24 hours/);
  });
});

describe("their office beside which package, and deletion and selling asked otherwise", () => {
  it("the place of their office is not the question", () => {
    expect(ask("7 agents, all working out of our Cypress office, leads off Zillow and HAR. what package fits us").response).toMatch(/Growth/);
    expect(ask("my uncle, just him and his phone selling land in Alvin. what would y'all start him on?").response).toMatch(/Foundation/);
  });

  it("deletion and selling", () => {
    expect(readAct("Quiero que eliminen mis datos y mi teléfono de su sistema.", false).act).toBe("deletion");
    expect(readAct("把我的资料和电话全部删掉。", false).act).toBe("deletion");
    expect(readAct("saquen mi número de su lista", false).act).toBe("opt_out");
    expect(answerKeys(ask("You won't sell my clients' details to marketing companies for cash, right?"))).toEqual(["verdict", "entry:data-safety"]);
    expect(answerKeys(ask("你们会把客户资料卖给其他公司吗？"))).toEqual(["verdict", "entry:data-safety"]);
  });

  it("how long the company has been around is not on the site", () => {
    expect(ask("¿Cuánto tiempo llevan funcionando como empresa?").response).toMatch(/no dice/);
    expect(ask("Bên em mở công ty bao lâu rồi?").response).toMatch(/không nói/);
  });
});
