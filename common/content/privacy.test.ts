import { describe, expect, it } from "vitest";
import { EMAIL_TOKEN, privacyIntro, privacySections, type PrivacyBlock } from "./privacy.ts";

function allText(siteName: string): string[] {
  const texts = [privacyIntro(siteName)];
  const blockText = (b: PrivacyBlock): string[] =>
    b.type === "p" ? [b.text] : b.type === "ul" ? b.items.map((i) => (typeof i === "string" ? i : `${i.term} ${i.text}`)) : [];
  for (const s of privacySections(siteName)) texts.push(s.title, ...s.blocks.flatMap(blockText));
  return texts;
}

describe("privacy policy content", () => {
  it("names the agency from the settings, never a built-in brand", () => {
    const text = allText("Acme Realty AI").join("\n");
    expect(text).toContain("What Acme Realty AI collects");
    expect(text).toContain("Acme Realty AI, Houston, Texas.");
    expect(text).not.toMatch(/Bayou/i);
  });

  it("gives every section a unique fragment id and ends with the contact details", () => {
    const sections = privacySections("Acme");
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    expect(sections.at(-1)?.blocks).toContainEqual({ type: "contact" });
  });

  it('writes the contact placeholder only after "write to", so the no-e-mail fallback still reads as a sentence', () => {
    const uses = allText("Acme").flatMap((t) => [...t.matchAll(/(\S+ \S+) \{email\}/g)].map((m) => m[1]!.toLowerCase()));
    expect(uses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(uses)).toEqual(new Set(["write to"]));
    expect(allText("Acme").join("").split(EMAIL_TOKEN).length - 1).toBe(uses.length);
  });
});

describe("privacy policy translations", () => {
  it('write the contact placeholder only after their "write to", and name the agency from the settings', async () => {
    const { privacyTranslations } = await import("../i18n/privacy.translations.ts");
    const writeTo: Record<string, string> = { es: "escríbanos a" };
    for (const [locale, text] of Object.entries(privacyTranslations)) {
      const sections = privacySections("Acme Realty AI", text.policy);
      const all = sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.type === "ul" ? b.items.map((i) => (typeof i === "string" ? i : `${i.term} ${i.text}`)) : []))]);
      const uses = all.flatMap((t) => [...t.matchAll(/(\S+ \S+) \{email\}/g)].map((m) => m[1]!.toLowerCase()));
      expect(uses.length, locale).toBeGreaterThanOrEqual(3);
      expect(new Set(uses), locale).toEqual(new Set([writeTo[locale]]));
      expect(all.join("\n"), locale).toContain("Acme Realty AI, Houston, Texas.");
      expect(all.join("\n"), locale).not.toMatch(/\{siteName\}|Bayou/);
    }
  });
});
