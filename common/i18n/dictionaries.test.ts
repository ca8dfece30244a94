import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "./locales.ts";
import { siteChromeEnAll as siteChromeEn } from "./site-chrome.all.ts";
import { siteChromeTranslations } from "./site-chrome.translations.ts";
import { homeEn } from "./home.ts";
import { homeTranslations } from "./home.translations.ts";
import { PAGE_TRANSLATIONS } from "./page-languages.ts";
import { contactPageEn } from "./contact-page.ts";
import { contactMessagesEn } from "./contact-messages.ts";
import { contactTranslations } from "./contact.translations.ts";

const contactEn = { page: contactPageEn, messages: contactMessagesEn };
import { solutionsEn } from "./solutions.ts";
import { solutionsTranslations } from "./solutions.translations.ts";
import { privacyPageEn } from "./privacy.ts";
import { privacyTranslations } from "./privacy.translations.ts";
import { blogEn } from "./blog.ts";
import { blogTranslations } from "./blog.translations.ts";

/** Every leaf of a dictionary as "a.b.0.c" → value. */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  } else out.set(path, value);
  return out;
}

/** The keys (and list lengths) a translation lacks or adds, and its empty or non-string texts. */
function problems(source: unknown, translation: unknown): string[] {
  const want = leaves(source);
  const have = leaves(translation);
  return [
    ...[...want.keys()].filter((k) => !have.has(k)).map((k) => `missing ${k}`),
    ...[...have.keys()].filter((k) => !want.has(k)).map((k) => `extra ${k}`),
    ...[...have].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => `empty ${k}`),
    // A template's {placeholders} are the same in every language.
    ...[...want]
      .filter(([k, v]) => typeof v === "string" && have.has(k))
      .filter(([k, v]) => placeholders(v as string) !== placeholders(String(have.get(k))))
      .map(([k]) => `placeholders ${k}`),
  ];
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(",");

describe("dictionaries", () => {
  it("the chrome is complete in every shipped language", () => {
    for (const locale of PREFIXED_LOCALES) expect(problems(siteChromeEn, siteChromeTranslations[locale]), locale).toEqual([]);
  });

  it("the home page is complete in each language it is translated into", () => {
    for (const [locale, text] of Object.entries(homeTranslations)) expect(problems(homeEn, text), locale).toEqual([]);
  });

  it("the contact page and its messages are complete in each language it is translated into", () => {
    for (const [locale, text] of Object.entries(contactTranslations)) expect(problems(contactEn, text), locale).toEqual([]);
  });

  it("Solutions and the privacy page are complete in each language they are translated into", () => {
    for (const [locale, text] of Object.entries(solutionsTranslations)) expect(problems(solutionsEn, text), `solutions ${locale}`).toEqual([]);
    for (const [locale, text] of Object.entries(privacyTranslations)) expect(problems(privacyPageEn, text), `privacy ${locale}`).toEqual([]);
  });

  it("Solutions' translated price labels show the English figures", () => {
    const figures = (text: unknown) => [...leaves(text)].filter(([k]) => /\.(price|setup)$/.test(k)).map(([k, v]) => `${k} ${String(v).match(/\$[\d,]+/g)}`);
    for (const [locale, text] of Object.entries(solutionsTranslations)) expect(figures(text.addOns), locale).toEqual(figures(solutionsEn.addOns));
  });

  it("the blog pages are complete in each language they are translated into", () => {
    for (const [locale, text] of Object.entries(blogTranslations)) expect(problems(blogEn, text), locale).toEqual([]);
  });

  it("the check finds a missing, an empty and an extra key", () => {
    const broken = structuredClone(siteChromeTranslations.es) as unknown as Record<string, Record<string, unknown>>;
    delete broken.header!.blog;
    broken.footer!.company = " ";
    broken.footer!.extra = "x";
    expect(problems(siteChromeEn, broken)).toEqual(["missing header.blog", "extra footer.extra", "empty footer.company"]);
  });

  it("a page is listed as translated exactly when its dictionary exists", () => {
    expect([...PAGE_TRANSLATIONS["/"]].sort()).toEqual(Object.keys(homeTranslations).sort());
    expect([...PAGE_TRANSLATIONS["/contact"]].sort()).toEqual(Object.keys(contactTranslations).sort());
    expect([...PAGE_TRANSLATIONS["/solutions"]].sort()).toEqual(Object.keys(solutionsTranslations).sort());
    expect([...PAGE_TRANSLATIONS["/privacy"]].sort()).toEqual(Object.keys(privacyTranslations).sort());
    expect([...PAGE_TRANSLATIONS["/blog"]].sort()).toEqual(Object.keys(blogTranslations).sort());
    expect([...PAGE_TRANSLATIONS["/blog/:slug"]].sort()).toEqual(Object.keys(blogTranslations).sort());
  });

  it("no translated text is left in English (texts that read the same in both are named here)", () => {
    const same = new Set([
      "header.blog",
      "footer.blog",
      "footer.location",
      "activity.figures.0.value",
      "activity.figures.2.value",
      "activity.figures.1.value",
      // Product names, the same in every language (the chat assistant knows them so).
      "addOns.items.voice-ai.name",
      "addOns.items.email-commander.name",
      "addOns.items.social-scheduler.name",
      "setup.rows.crm.type",
      "policy.contact.blocks.0.text",
      "page.form.methods.whatsapp",
      "page.consent.channels.sms",
      "page.consent.channels.whatsapp",
      "page.form.email",
      "page.form.methods.email",
    ]);
    // A privacy block's kind ("p", "ul", "contact") is structure, not text.
    const check = (source: unknown, translation: unknown) =>
      [...leaves(translation)].filter(([k, v]) => !same.has(k) && !k.endsWith(".type") && v === leaves(source).get(k)).map(([k]) => k);
    for (const locale of PREFIXED_LOCALES) {
      expect(check(siteChromeEn, siteChromeTranslations[locale]), locale).toEqual([]);
      const home = homeTranslations[locale];
      if (home) expect(check(homeEn, home), locale).toEqual([]);
      const contact = contactTranslations[locale];
      if (contact) expect(check(contactEn, contact), locale).toEqual([]);
      const solutions = solutionsTranslations[locale];
      if (solutions) expect(check(solutionsEn, solutions), `solutions ${locale}`).toEqual([]);
      const privacy = privacyTranslations[locale];
      if (privacy) expect(check(privacyPageEn, privacy), `privacy ${locale}`).toEqual([]);
      const blog = blogTranslations[locale];
      if (blog) expect(check(blogEn, blog), locale).toEqual([]);
    }
  });
});
