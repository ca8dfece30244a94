import { privacySections } from "#common/content/privacy.ts";
import type { PrivacyBlock, PrivacySection } from "#common/content/privacy.ts";
import { privacyTranslations } from "#common/i18n/privacy.translations.ts";
import type { Language, SiteFacts } from "../types.ts";
import type { Passage } from "./passage-sources.ts";

// The privacy page as passages, a section each, in English (what the glossary carries every language's question to).
// Its paragraphs are also given in the languages the page is translated into, so an answer found in the English text
// can be said in the page's own words in the visitor's language.

const partsOf = (block: PrivacyBlock, contact: string): string[] =>
  block.type === "p" ? [block.text] : block.type === "ul" ? block.items.map((item) => (typeof item === "string" ? item : `${item.term}: ${item.text}`)) : [contact];

function sectionParts(section: PrivacySection, facts: SiteFacts): string[] {
  const contact = `Contact: ${facts.email}, ${facts.phone}.`;
  return section.blocks
    .flatMap((b) => partsOf(b, contact))
    .map((p) => p.replaceAll("{email}", facts.email).trim())
    .map((p) => (/[.!?:。！？：]$/u.test(p) ? p : `${p}.`));
}

/** The privacy page's sections as passages, in English. */
export function privacyPassages(facts: SiteFacts): Passage[] {
  return privacySections(facts.siteName).map((section) => ({
    id: `privacy:${section.id}`,
    kind: "privacy" as const,
    title: `Privacy: ${section.title}`,
    url: `/privacy#${section.id}`,
    text: { en: `${section.title}: ${sectionParts(section, facts).join("\n")}` },
  }));
}

/**
 * The paragraphs of a section holding `sentences` (found in its English text), in `language` when the page is
 * translated into it paragraph for paragraph; null otherwise.
 */
export function privacyParagraphsIn(sectionId: string, sentences: readonly string[], language: Language, facts: SiteFacts): string[] | null {
  const policy = language === "en" ? undefined : privacyTranslations[language]?.policy;
  if (!policy) return null;
  const english = privacySections(facts.siteName).find((s) => s.id === sectionId);
  const own = privacySections(facts.siteName, policy).find((s) => s.id === sectionId);
  if (!english || !own) return null;
  const en = sectionParts(english, facts);
  const theirs = sectionParts(own, facts);
  if (en.length !== theirs.length) return null;
  const at = [...new Set(sentences.map((s) => en.findIndex((p) => p.includes(s.replace(/^[^:]+:\s*(?=\S)/u, "")) || p.includes(s))))];
  if (at.some((n) => n < 0)) return null;
  return at.sort((a, b) => a - b).flatMap((n) => theirs[n] ?? []);
}
