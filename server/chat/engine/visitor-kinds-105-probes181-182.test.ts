import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 66's third round, on the misses of blind probes 181 and 182 (first scored at f2c07cb9, before any of their
// misses was read: 93.5 and 90.5 %), with phrasings written for these tests: "24/7" is no figure read back, people of
// ours abroad, the phone one picked, a phone or money emoji as its word, thanks in emoji, an offering asked by its price.

const { ask, conversation } = useTrainedEngine();

describe("what is never confirmed", () => {
  it("a feature claimed with 24/7 in it gets no 'that's right'", () => {
    const reply = ask("you told me foundation comes with the 24/7 multilingual tenant agent, is that right?");
    expect(reply.response).not.toMatch(/^Yes, that's right/);
  });
});

describe("asked in other words", () => {
  it("people of ours in another country", () => {
    expect(ask("你们在越南有员工吗？").intent).toBe("unanswered");
  });

  it("the phone one, after the add-ons", () => {
    const [, phone] = conversation("what add-ons do you have?", "and the phone one?");
    expect(phone?.response).toMatch(/^Voice AI/);
  });

  it("a phone emoji in Chinese is the phone", () => {
    const [, phone] = conversation("附加服务有哪些？", "这个📞的多少钱？");
    expect(phone?.response).toMatch(/Voice AI/);
  });

  it("money emoji ask the price", () => {
    expect(ask("market dashboard 💰?").response).toMatch(/\$149/);
  });

  it("thanks in emoji alone", () => {
    expect(ask("🙏👍").act).toBe("thanks");
  });

  it("an offering asked by its price, and a head count that is no price", () => {
    expect(ask("which one is the 247 a month?").response).toMatch(/^Social Scheduler/);
    expect(ask("y el de 350, ¿cuál es?").response).toMatch(/Starter Bundle/);
    expect(ask("we're 150 agents, which one is for us?").response).toMatch(/Enterprise/);
  });

  it("a bill by the bag in Vietnamese, its total asked as hết bao nhiêu", () => {
    expect(ask("Chị mua 3 gói trà, mỗi gói 8 đô, ship 10 đô, hết bao nhiêu?").act).toBe("off_topic");
  });
});
