// Small text helpers for the AI modules: matching topics against signal words, and shaping titles.

const STOP_WORDS = new Set(
  `a an and are as at be by can do for from how i in into is it its my of on or our that the their this to what when
   where which who why will with you your we us vs about after before than then them they more most new best tips guide`
    .split(/\s+/)
    .filter(Boolean),
);

/** Crude stemmer: enough for plurals and -ing forms to meet ("listings", "listing" and "list" → "list"). */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  return w;
}

/** Lower-cased, accent-folded, stemmed tokens, stop words kept (phrases need them). */
export function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/** Distinct content words (no stop words), for similarity and overlap. */
export function contentWords(text: string, extraStopWords: ReadonlySet<string> = new Set()): Set<string> {
  return new Set(tokens(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !extraStopWords.has(w)));
}

/** A text prepared for `hasPhrase`: its tokens joined by single spaces, padded. */
export type MatchText = string & { readonly __match: true };

export function matchText(text: string): MatchText {
  return ` ${tokens(text).join(" ")} ` as MatchText;
}

/** Whole-word (or whole-phrase) match after the same normalization on both sides. */
export function hasPhrase(text: MatchText, phrase: string): boolean {
  const needle = tokens(phrase).join(" ");
  return needle !== "" && text.includes(` ${needle} `);
}

/** How many of `phrases` occur in `text`. */
export function countPhrases(text: MatchText, phrases: readonly string[]): number {
  return phrases.reduce((n, phrase) => n + (hasPhrase(text, phrase) ? 1 : 0), 0);
}

/** Overlap coefficient |A∩B| / min(|A|,|B|): 1 when one word set contains the other. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "vs", "with"]);

const ACRONYMS: ReadonlyMap<string, string> = new Map(
  ["AI", "CRM", "MLS", "HAR", "IDX", "ISD", "HISD", "HCAD", "SEO", "ROI", "SMS", "HOA", "KPI", "FAQ", "NFIP", "FOMC", "HVAC", "DIY"].map((a) => [a.toLowerCase(), a]),
);

/** Title case that keeps acronyms and mixed-case words (HISD, kvCORE) as typed, and knows common acronyms. */
export function titleCase(text: string): string {
  const words = text.trim().replace(/\s+/g, " ").split(" ");
  return words
    .map((word, i) => {
      if (word !== word.toLowerCase()) return word;
      const bare = word.replace(/[^\p{L}\p{N}]/gu, "");
      const acronym = ACRONYMS.get(bare);
      if (acronym) return word.replace(bare, acronym);
      if (i > 0 && i < words.length - 1 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** At most `max` characters, cut at a word boundary, without trailing punctuation or dangling small words. */
export function clampAtWord(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  let result = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : clean.slice(0, max)).trim();
  for (;;) {
    const trimmed = result.replace(/[\s,;:–—-]+$/u, "");
    const words = trimmed.split(" ");
    const last = words.at(-1)?.toLowerCase() ?? "";
    if (words.length > 1 && SMALL_WORDS.has(last)) result = words.slice(0, -1).join(" ");
    else return trimmed;
  }
}

/** "Katy", "Katy and Bellaire", "Katy, Bellaire and Heights". */
export function joinWords(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Whole percent; 0 when the denominator is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Stable 32-bit FNV-1a hash, for deterministic choices that should still vary between inputs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
