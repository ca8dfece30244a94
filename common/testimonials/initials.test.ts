import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("maria gonzalez")).toBe("MG");
    expect(initials("  Jean-Luc   de la Cruz ")).toBe("JD");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("");
  });
});
