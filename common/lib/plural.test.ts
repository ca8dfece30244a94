import { describe, expect, it } from "vitest";
import { plural, pluralNoun } from "./plural.ts";

describe("plural", () => {
  it("uses the singular for exactly one and the plural otherwise, zero included", () => {
    expect(plural(1, "recipient")).toBe("1 recipient");
    expect(plural(0, "recipient")).toBe("0 recipients");
    expect(plural(2, "subscriber")).toBe("2 subscribers");
  });

  it("takes an irregular plural and groups large numbers", () => {
    expect(plural(1, "person", "people")).toBe("1 person");
    expect(plural(1204, "person", "people")).toBe("1,204 people");
  });

  it("gives the noun alone for sentences that print the number elsewhere", () => {
    expect(pluralNoun(1, "subscriber")).toBe("subscriber");
    expect(pluralNoun(5, "subscriber")).toBe("subscribers");
  });
});
