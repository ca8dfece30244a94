import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { deadlineAsked } from "./deadline.ts";
import { readAct } from "./acts.ts";
import { foldForRules } from "./text.ts";

// Blind probes 145 and 146 (their misses read after their first runs), with phrasings written for these tests, not
// copied from the probes: a date a package must run by, and the package meant by its place among the three; our days
// and hours asked otherwise; no more texts, erasure and complaints in more words; whose AI it is; the lead figure; the
// round-the-clock agent asked by what it does; an old program of theirs to connect.

const { ask, conversation } = useTrainedEngine();

describe("a date a package must run by", () => {
  const asked = (message: string, named?: string, topic: string | null = null) =>
    deadlineAsked(foldForRules(message), named, topic ? { kind: "package", key: topic } : null)?.answers;

  it("gives the go-live time of the package meant", () => {
    expect(asked("If we sign Foundation on the 3rd, would it be running by the 20th?", "foundation")).toEqual([{ t: "timeline", key: "foundation" }]);
    expect(asked("and the biggest one, same dates?", undefined, "growth")).toEqual([{ t: "timeline", key: "enterprise" }]);
    expect(asked("would the smaller one make it in time?", undefined, "growth")).toEqual([{ t: "timeline", key: "foundation" }]);
    expect(asked("¿y el del medio llega a tiempo?", undefined, "enterprise")).toEqual([{ t: "timeline", key: "growth" }]);
    expect(asked("那个来得及不？", undefined, "enterprise")).toEqual([{ t: "timeline", key: "enterprise" }]);
    expect(asked("gói đó có kịp không em?", undefined, "growth")).toEqual([{ t: "timeline", key: "growth" }]);
  });

  it("reads no date where none is asked", () => {
    expect(asked("Growth saves how many hours a week, going by your site?", "growth")).toBeUndefined();
    expect(asked("what's in the biggest package?", undefined, "growth")).toBeUndefined();
    expect(asked("would it be ready by then?")).toBeUndefined();
  });

  it("in a conversation, over two sentences", () => {
    const [, second] = conversation("Growth for my 6 agents: if I sign June 1st, would it be going by the 20th?", "What about the littlest package? Same dates.");
    expect(second?.response).toMatch(/Foundation setups go live within two weeks/);
    const zh = conversation("我们7个人，下礼拜签Growth，月底前能用上不？", "赶不上的话，换最小的那个呢？");
    expect(zh[0]?.response).toContain("三到四周");
    expect(zh[1]?.response).toContain("两周");
  });
});

describe("our days and hours asked otherwise", () => {
  it.each([
    ["¿Los domingos abren?", /lunes - viernes/],
    ["What days do y'all work?", /Monday - Friday/],
    ["Until what time is somebody answering the phone?", /6 PM/],
    ["¿Y desde qué hora me pueden marcar el martes?", /8 AM/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("no more texts, erasure and complaints in more words", () => {
  it.each([
    ["No más mensajes al 832-555-0171, por favor.", "opt_out"],
    ["往281-555-0172发的信息都停掉吧。", "opt_out"],
    ["Quiero que eliminen cualquier dato mío que tengan.", "deletion"],
    ["Mandé el formulario hace una semana y nada de nada, nadie me llamó.", "complaint"],
    ["You said someone would call me back on Monday, and nothing.", "complaint"],
  ])("%s", (message, act) => {
    expect(readAct(message, false).act).toBe(act);
  });
});

describe("site facts asked otherwise", () => {
  it("whose AI it runs on", () => {
    for (const message of ["Whose AI does this run on?", "你们这个AI用的是谁家的？", "ai ben em chay bang cong nghe cua hang nao vay"]) {
      expect(answerKeys(ask(message)), message).toEqual(["entry:technologies"]);
    }
  });

  it("the lead figure", () => {
    expect(ask("Your front page had some number about more leads coming in, what was it?").response).toContain("300%");
    expect(ask("số khách tiềm năng tăng lên nhiều không, cụ thể bao nhiêu?").response).toContain("300%");
  });

  it("the round-the-clock agent asked by what it does, not the languages", () => {
    expect(answerKeys(ask("My tenants call at all hours and some only speak Vietnamese. Anything that answers them in whatever tongue they speak, day or night?"))).toContain("need:customer-service-agent");
    expect(answerKeys(ask("租客半夜发消息，有讲越南话的，有没有全天候帮我回的服务？"))).toContain("need:customer-service-agent");
    expect(answerKeys(ask("what languages does your AI speak?"))).toEqual(["entry:languages"]);
  });

  it("an old program of theirs to connect", () => {
    expect(answerKeys(ask("我们用一个老掉牙的软件管租约，能跟你们的系统接起来吗？"))).toEqual(["addon:custom-integrations"]);
  });
});
