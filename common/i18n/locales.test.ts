import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, preferredLocale, unlocalizedPath } from "./locales.ts";
import { isFallbackPage, pageLanguages, pageLocale, switchLanguageHref } from "./page-languages.ts";

describe("language paths", () => {
  it("prefixes every language but English, and takes the prefix off again", () => {
    expect(localizedPath("en", "/solutions")).toBe("/solutions");
    expect(localizedPath("es", "/solutions")).toBe("/es/solutions");
    expect(localizedPath("es", "/")).toBe("/es/");
    expect(localizedPath("zh", "blog/a-post")).toBe("/zh/blog/a-post");
    for (const path of ["/", "/solutions", "/blog/a-post"]) {
      for (const locale of ["en", "es", "vi", "zh"] as const) expect(unlocalizedPath(localizedPath(locale, path))).toBe(path);
    }
    expect(unlocalizedPath("/es")).toBe("/");
  });

  it("reads the language from the first segment only when it is one of ours", () => {
    expect(localeFromPath("/es/")).toBe("es");
    expect(localeFromPath("/vi/solutions")).toBe("vi");
    expect(localeFromPath("/fr/")).toBe("en");
    expect(localeFromPath("/en/")).toBe("en");
    expect(localeFromPath("/establishing")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
  });

  it("picks the first preferred language that is ours", () => {
    expect(preferredLocale(["es-MX", "en-US"])).toBe("es");
    expect(preferredLocale(["fr-FR", "zh-CN"])).toBe("zh");
    expect(preferredLocale(["de"])).toBeNull();
  });
});

describe("page languages", () => {
  it("shows a page in the address's language only where it is translated, else English with the note", () => {
    expect(pageLanguages("/es/")).toEqual(["en", "es", "vi", "zh"]);
    expect(pageLocale("/es/")).toBe("es");
    expect(isFallbackPage("/es/")).toBe(false);
    expect(pageLanguages("/vi/solutions")).toEqual(["en", "es"]);
    expect(pageLocale("/vi/solutions")).toBe("en");
    expect(isFallbackPage("/vi/solutions")).toBe(true);
    expect(isFallbackPage("/solutions")).toBe(false);
    // A 404 under a prefix is no page: no note.
    expect(isFallbackPage("/es/nothing-here")).toBe(false);
  });

  it("the switcher keeps the page; booking pages keep ?lang=; elsewhere the language's home", () => {
    expect(switchLanguageHref("es", "/")).toBe("/es/");
    expect(switchLanguageHref("en", "/es/")).toBe("/");
    expect(switchLanguageHref("vi", "/es/blog/a-post")).toBe("/vi/blog/a-post");
    expect(switchLanguageHref("es", "/book")).toBe("/book?lang=es");
    expect(switchLanguageHref("zh", "/nowhere")).toBe("/zh/");
  });
});
