import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { leadPathAsked } from "./lead-path.ts";
import { sampleFacts } from "./sample-facts.ts";
import { foldForRules } from "./text.ts";
import { readAct } from "./acts.ts";

// Blind probes 151 and 152 (their misses read after their first runs), with phrasings written for these tests, not
// copied from the probes: one imagined client of theirs followed through the product; their own office's place beside
// a need; the add-on they have and a new one, priced each.

const { conversation } = useTrainedEngine();

describe("one imagined client, followed through the product", () => {
  const path = (message: string) => leadPathAsked(foldForRules(message), sampleFacts, "en")?.answers.map((a) => ("key" in a ? `${a.t}:${a.key}` : a.t));

  it("reads who answers, the showing, the hand-off and the silence", () => {
    expect(path("Say a seller calls my cell at midnight and I'm asleep. What picks that up?")).toEqual(["need:ai-agents-lead-capture", "need:voice-ai"]);
    expect(path("Let's say a buyer messages us on WhatsApp on a Sunday night, who answers her?")).toEqual(["need:ai-agents-lead-capture", "need:enhanced-messaging"]);
    expect(path("and she wants to see the house on Tuesday?")).toEqual(["need:ai-agents-lead-capture"]);
    expect(path("then he stops answering after the showing, does it give up on him?")).toEqual(["need:client-management"]);
    expect(path("and if she says she'd rather speak to a human?")).toEqual(["passage"]);
  });

  it("leaves alone what a post says, and an agent who does not answer", () => {
    expect(path("the speed to lead post: what does it say about leads who text back STOP?")).toBeUndefined();
    expect(path("si el agente no responde en 15 minutos, ¿qué pasa?")).toBeUndefined();
    expect(path("what would the AI say back to a tenant who smells gas?")).toBeUndefined();
  });

  it("in a conversation, in Spanish and Chinese", () => {
    const es = conversation("Supongamos que un cliente me escribe por WhatsApp a medianoche. ¿Quién le contesta?", "¿Y si ella quiere ir a ver la casa el jueves?");
    expect(answerKeys(es[0]!)).toContain("need:enhanced-messaging");
    expect(es[1]?.response).toMatch(/segundos/);
    const zh = conversation("比如说有个客户半夜打电话问房子，我睡着了，谁来接？", "看完房他两个星期都没回复，系统会放弃他吗？");
    expect(answerKeys(zh[0]!)).toContain("need:voice-ai");
    expect(zh[1]?.response).toMatch(/跟进/);
  });
});

describe("their own office, and the add-on they have", () => {
  it("the place of their office beside a need is not asked about", () => {
    const [reply] = conversation("Calls to our Humble office after 6 go straight to voicemail. What would pick those up?");
    expect(answerKeys(reply!)).toContain("need:voice-ai");
    expect(reply?.response).not.toMatch(/among the areas/);
  });

  it("the one they have and the new one, each priced; and it goes on the package they are on", () => {
    const [, each, onto] = conversation(
      "We're on Foundation and we added Enhanced Messaging last year. What posts our listings to Instagram on a schedule?",
      "so the one we already have and the new one, what's each run a month?",
      "and that goes on the package we're on, or do we have to move up?",
    );
    expect(each?.response).toContain("$129/month");
    expect(each?.response).toContain("$247/month");
    expect(onto?.response).toMatch(/any package/);
  });
});

describe("lists, erasure, a person, and phrasings of what the site says", () => {
  it.each([
    ["pull our front desk number off your texting list, thanks", "opt_out"],
    ["Em xóa hết thông tin với email anh đã gửi bên em nhé.", "deletion"],
    ["Em chuyển anh qua nhân viên tư vấn đi, anh muốn hỏi kỹ.", "handoff"],
  ])("%s", (message, act) => {
    expect(readAct(message, false).act).toBe(act);
  });

  it("a chat box and a monthly report is Foundation; the AI's languages and a self-setup to save, in Vietnamese", () => {
    const [box] = conversation("Just want a chat box on my website catching leads and a monthly report, nothing more. Which one's that?");
    expect(answerKeys(box!).filter((k) => /:(?:foundation|growth|enterprise)$/.test(k))).toEqual([expect.stringMatching(/:foundation$/)]);
    expect(answerKeys(conversation("AI bên em nói được những tiếng gì vậy?")[0]!)).toEqual(["entry:languages"]);
    expect(answerKeys(conversation("Anh tự kết nối các nền tảng cho đỡ tốn được không?")[0]!)).toEqual(["extra"]);
  });
});
