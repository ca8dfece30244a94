import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { readAct } from "./acts.ts";
import { readBackConfirmed } from "./read-back.ts";

// Blind probes 161 and 162 (first scored at 179b184, before any of their misses was read), with phrasings written for
// these tests: our figures read back and the reading confirmed, the setup tiers asked in Spanish, training and the
// written quote in other words, acts in more words.

const { ask, conversation } = useTrainedEngine();

describe("our figures read back", () => {
  it("is confirmed when the reply holds every figure read back", () => {
    const [, back] = conversation("how much is the voice AI one", "ok so 197 a month for that, did I get that right?");
    // (Read as a yes-or-no of the add-on's figure since session 69: the yes is the add-on's own, said once.)
    expect(back?.response).toMatch(/^Yes\b/);
    expect(back?.response).not.toMatch(/^Yes, that's right\. Yes\./);
  });

  it("a sum of two of our figures is confirmed too, in Vietnamese", () => {
    expect(readBackConfirmed("Vậy hai cái là 197 với 129, cộng lại 326 một tháng, đúng không em?", "Voice AI: $197/tháng.\n\nEnhanced Messaging: $129/tháng.", "vi")).toBe("Vâng, đúng rồi.");
  });

  it("a figure of theirs the reply does not hold is never confirmed", () => {
    const [, back] = conversation("how much is the voice AI one", "so 179 a month for that, right?");
    expect(back?.response).not.toMatch(/that's right/);
    expect(readBackConfirmed("entonces son 250 al mes, ¿verdad?", "Voice AI: $197/mes.", "es")).toBeNull();
  });
});

describe("the setup tiers asked in Spanish", () => {
  it.each([
    ["Hazme la lista de los tipos de plataformas que conectan y lo que cobran por tipo", "$750-$1,200"],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toContain(expected);
  });
});

describe("site words in other words", () => {
  it.each([
    ["once it's live, will someone walk our team through it?", /training/],
    ["Ya instalado, ¿alguien nos enseña a usar el sistema?", /capacitación/],
    ["after the consultation, when do I get a firm price in writing?", /24 hours/],
    ["Danh sách khách hàng của anh, bên em có đem đi bán không?", /tài khoản/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("acts", () => {
  it.each([
    ["请帮我转给你们公司的人，我想跟人直接聊", "handoff"],
    ["Cảm ơn nhiều nha, hỏi chút xíu mà rõ hết trơn", "thanks"],
    ["Bórrenme de su base de datos, por favor, con todo lo que les escribí", "deletion"],
  ])("%s → %s", (message, act) => {
    expect(readAct(message, false).act).toBe(act);
  });
});
