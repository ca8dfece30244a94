import { describe, expect, it } from "vitest";
import { shownLocale } from "./shown-locale.ts";

describe("shownLocale", () => {
  it("is the page's language, English for a page not translated into the address's", () => {
    expect(shownLocale("/es/solutions")).toBe("es");
    expect(shownLocale("/vi/solutions")).toBe("en");
    expect(shownLocale("/solutions")).toBe("en");
  });

  it("is the prefix's language for an address that is none of our pages (a 404), English without a prefix", () => {
    expect(shownLocale("/es/nothing-here")).toBe("es");
    expect(shownLocale("/zh/a/b")).toBe("zh");
    expect(shownLocale("/nothing-here")).toBe("en");
    expect(shownLocale("/book")).toBe("en");
  });
});
