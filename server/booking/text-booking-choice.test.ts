import { describe, expect, it } from "vitest";
import { textChoice } from "./text-booking-choice.ts";

describe("textChoice", () => {
  it("reads a bare number or an ordinal in the four languages", () => {
    for (const [text, n] of [["2", 2], [" 1. ", 1], ["#3", 3], ["the 2nd", 2], ["Option 2 please", 2], ["second one", 2], ["opción 2", 2], ["La segunda, por favor", 2], ["số 3", 3], ["第二个", 2], ["2号", 2], ["选1", 1]] as const) {
      expect(textChoice(text, 3), text).toBe(n);
    }
  });

  it("is no choice when the text says more, or names a time not offered", () => {
    for (const text of ["2 people", "is 2 ok for my wife too?", "4", "0", "2 or 3", "hi", "", "I have 2 listings"]) expect(textChoice(text, 3), text).toBeNull();
    expect(textChoice("3", 2)).toBeNull();
  });
});
