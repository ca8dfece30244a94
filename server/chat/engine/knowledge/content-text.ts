import type { AddOnService, Bundle, Differentiator, Package, Service, SetupAddOn, Stat } from "#common/content/offerings.ts";
import type { Language } from "../types.ts";
import { esContent } from "./content-es.ts";
import { viContent } from "./content-vi.ts";
import { zhContent } from "./content-zh.ts";

// The site's own content in the visitor's language, keyed by the ids of common/content entries (server-only, so
// public pages carry none of it). Prices and names are never here: they always come from the facts. An entry
// added later without a translation is shown in English rather than not at all.

export type Translated = { title: string; description: string };
export type PackageText = { subtitle: string; description: string; features: readonly string[]; outcome: string };
export type ContentTranslations = {
  services: Record<string, Translated>;
  differentiators: Record<string, Translated>;
  packages: Record<string, PackageText>;
  addons: Record<string, string>;
  setups: Record<string, { type: string; included: string }>;
  stats: Record<string, string>;
  platforms: Record<string, string>;
  /** FAQ answers by FAQ id (see faq-ids.ts). */
  faq: Record<string, string>;
  hours: (hours: string) => string;
  price: (label: string) => string;
  /** What every package includes (common/content/solutions-facts.ts coreOffering), in the same order. */
  core: (hours: string) => readonly string[];
  /** The two setup options of "How Clients Choose", by key. */
  setupChoices: Record<"done-for-you" | "self-setup", string>;
};

const BY_LANGUAGE: Record<Exclude<Language, "en">, ContentTranslations> = { es: esContent, vi: viContent, zh: zhContent };

export function contentText(language: Language) {
  const t = language === "en" ? null : BY_LANGUAGE[language];
  return {
    service: (s: Service): Translated => t?.services[s.key] ?? { title: s.title, description: s.description },
    differentiator: (d: Differentiator): Translated => t?.differentiators[d.key] ?? { title: d.title, description: d.description },
    pkg: (p: Package): PackageText => t?.packages[p.key] ?? p,
    addon: (a: AddOnService): string => t?.addons[a.key] ?? a.description,
    setup: (s: SetupAddOn): { type: string; included: string } => t?.setups[s.key] ?? { type: s.type, included: s.included },
    stat: (s: Stat): string => t?.stats[s.key] ?? s.label.toLowerCase(),
    platforms: (b: Bundle): string => t?.platforms[b.key] ?? b.platforms.toLowerCase(),
    faq: (id: string, english: string): string => t?.faq[id] ?? english,
    hours: (hours: string): string => (t ? t.hours(hours) : hours),
    /** Null in English: the English text is the site's own (common/content). */
    core: (hours: string): readonly string[] | null => (t ? t.core(t.hours(hours)) : null),
    setupChoice: (key: "done-for-you" | "self-setup"): string | null => t?.setupChoices[key] ?? null,
    price: (label: string): string => (t ? t.price(label) : label),
  };
}
export type ContentText = ReturnType<typeof contentText>;
