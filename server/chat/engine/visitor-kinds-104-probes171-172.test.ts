import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 171 and 172 (first scored at 7af18ed, before any of their misses was read: 85.6 and 84.9 %), with
// phrasings written for these tests: a go-live time guessed for one package, add-ons asked of one package, paying extra
// that is no way of paying, one of ours in more words, and a few more errands and acts.

const { ask } = useTrainedEngine();

describe("a go-live time guessed for one package", () => {
  it.each([
    ["Growth is maybe a week to set up, right?", /three to four weeks/],
    ["El Foundation tarda como dos meses en quedar listo, ¿no?", /dos semanas/],
    ["Gói Enterprise chắc tầm một tháng là chạy rồi nhỉ?", /sáu đến tám tuần/],
    ["Foundation得三个月才能上线吧？", /两周/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("a price for a length of time is no go-live", () => {
    expect(ask("how much is Growth for three months?").response).not.toMatch(/three to four weeks/);
  });
});

describe("add-ons asked of one package", () => {
  it.each([
    ["is Foundation allowed any add-ons or just the bigger plans?", /any package/],
    ["Gói Growth có gắn thêm được dịch vụ bổ sung không em?", /bất kỳ gói/],
    ["附加服务是不是只有Enterprise才能加？", /任何套餐/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("paying extra is no way of paying", () => {
  it("asks whether the add-on is included", () => {
    expect(ask("那个语音助手要另外付钱吗？").response).toContain("Voice AI");
    expect(ask("可以用支付宝付款吗？").intent).toBe("unanswered");
  });
});

describe("one of ours, in more words", () => {
  it.each([
    ["does Growth have its own dedicated person on your end, or only the top package?", /Only Enterprise/],
    ["I want one named person at your company who knows our brokerage. Which package?", /Enterprise/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("errands and acts", () => {
  it.each([
    ["got 3 cords of oak at $220 a cord plus $50 delivery, what's that come to?", "off_topic"],
    ["¿Tú eres persona de verdad o es un programa?", "question"],
    ["mejor bórrame el correo que te pasé", "deletion"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("when the call back comes, in Spanish", () => {
    expect(ask("¿En cuánto tiempo me regresan la llamada?").response).toContain("24");
  });
});
