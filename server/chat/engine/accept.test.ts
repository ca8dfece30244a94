import { describe, expect, it } from "vitest";
import { acceptsOffer } from "./accept.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Issue 37, item 2: a short yes after a reply that offered a consultation takes it, in every language; a no never does.

const { conversation } = useTrainedEngine();

const PRICING = { en: "How much does it cost?", es: "¿Cuánto cuesta?", vi: "Giá bao nhiêu?", zh: "多少钱？" } as const;
const YES = ["sí, agendemos", "sí, por favor", "vale", "dale", "好的，预约吧", "好", "可以", "vâng, đặt lịch đi", "ok đặt", "yes please", "sure, let's do it", "Sure!", "sí, agendemos, gracias", "được", "行"];
const NO = ["no thanks", "no gracias", "不用了", "không cần", "no", "not now", "maybe later", "yes, but what about add-ons?", "sí pero después", "thanks", "please", "ok thanks", "vale, gracias", "好的谢谢"];

describe("acceptsOffer", () => {
  it.each(YES)("reads %s as yes", (message) => expect(acceptsOffer(message)).toBe(true));
  it.each(NO)("does not read %s as yes", (message) => expect(acceptsOffer(message)).toBe(false));
});

describe("a yes after the pricing answer books, in each language", () => {
  it.each(Object.entries(PRICING))("the %s pricing answer is an offer", (_language, question) => {
    const [priced] = conversation(question);
    expect(priced!.intent).toBe("pricing");
    expect(priced!.context.offered).toBe(true);
  });

  it.each(Object.values(PRICING).flatMap((question) => YES.map((yes) => [question, yes] as const)))("%s → %s is booking", (question, yes) => {
    const [, reply] = conversation(question, yes);
    expect(reply!.intent).toBe("booking");
    expect(reply!.response).toContain("https://");
  });

  it.each(Object.values(PRICING).flatMap((question) => NO.map((no) => [question, no] as const)))("%s → %s is not booking", (question, no) => {
    const [, reply] = conversation(question, no);
    expect(reply!.intent).not.toBe("booking");
  });

  it("a yes with no offer before it, or after small talk's sign-off, is not booking", () => {
    expect(conversation("yes")[0]!.intent).not.toBe("booking");
    const [hi, yes] = conversation("hello", "yes");
    expect(hi!.context.offered).toBe(false);
    expect(yes!.intent).not.toBe("booking");
    const [, thanks, ok] = conversation("What are your hours?", "thanks", "ok");
    expect(thanks!.context.offered).toBe(false);
    expect(ok!.intent).not.toBe("booking");
  });

  it("any answer that ends in the consultation offer counts, and an opted-out visitor is never booked by a yes", () => {
    const [, yes] = conversation("Do you connect to HubSpot?", "vale");
    expect(yes!.intent).toBe("booking");
    const [, , after] = conversation("How much does it cost?", "stop texting me", "yes");
    expect(after!.intent).not.toBe("booking");
  });
});
