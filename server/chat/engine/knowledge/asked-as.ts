import type { Language, SiteFacts } from "../types.ts";
import type { AskedLine, AskedLines } from "./asked-as-types.ts";
import { ASKED_EN } from "./asked-as-en.ts";
import { ASKED_ES } from "./asked-as-es.ts";
import { ASKED_VI } from "./asked-as-vi.ts";
import { ASKED_ZH } from "./asked-as-zh.ts";
import { knowledgeOf, retrievePassages, SENTENCE } from "./passages.ts";
import type { Passage, PassageHit } from "./passages.ts";
import { groupsOf } from "./query-groups.ts";
import { withoutBlogWords } from "./passage-answer.ts";

// "Asked as" (doc2query): for the site's passages, the questions visitors ask that a sentence of them answers, written
// once in each language (asked-as-en.ts and the others) from the passages' text alone. A visitor's question that
// nothing else answers and that says nearly what one of them says, in any language, is answered by that sentence,
// whichever of the site's words it uses or lacks (passage-choice.ts). A line whose words the site no longer says (a
// post edited or removed) answers nothing. docs/decisions/063 says why it answers only what nothing else does.

const BANKS: Record<Language, AskedLines> = { en: ASKED_EN, es: ASKED_ES, vi: ASKED_VI, zh: ASKED_ZH };

/**
 * How nearly a visitor's question must say what a bank question says to be answered by its line: the share of the bank
 * question's weight the visitor's words hold, and the share of the visitor's words the line's questions hold.
 */
const FORM_COVERAGE = 0.7;
const QUERY_COVERAGE = 0.6;
/** A word no question of the bank holds (a typo, a scene word) weighs this much. */
const UNSEEN = 1;

type Group = readonly string[];
type Form = { line: AskedLine; groups: Group[]; weights: number[]; total: number; lineTerms: Set<string> };
type Bank = { byTerm: Map<string, Form[]>; weight: (g: Group) => number };

/**
 * Every bank, read once: each question as the glossary's groups of its meaningful words (each word with the site's
 * English words that say the same, query-groups.ts), so "texts go out" meets "send notices", and a question in
 * Vietnamese meets one written in English.
 */
let bank: Bank | null = null;
function bankOf(): Bank {
  if (bank) return bank;
  const all = Object.values(BANKS).flat();
  const read = all.map((line) => ({ line, each: line.slice(1).map((q) => groupsOf(withoutBlogWords(q))) }));
  const linesOf = new Map<string, Set<AskedLine>>();
  for (const { line, each } of read) for (const t of each.flat(2)) linesOf.set(t, (linesOf.get(t) ?? new Set()).add(line));
  // A group many lines' questions hold ("chat", "tenants") says little about which sentence answers; one none holds
  // (a typo, a scene word) weighs UNSEEN.
  const weights = new Map<string, number>();
  const weight = (g: Group): number => {
    const key = g.join(" ");
    let w = weights.get(key);
    if (w === undefined) {
      const held = new Set(g.flatMap((t) => [...(linesOf.get(t) ?? [])]));
      w = held.size === 0 ? UNSEEN : Math.log((all.length + 1) / (held.size + 0.5));
      weights.set(key, w);
    }
    return w;
  };
  const byTerm = new Map<string, Form[]>();
  for (const { line, each } of read) {
    // The words of all of a line's questions: one visitor says "renters", another "tenants".
    const lineTerms = new Set(each.flat(2));
    for (const groups of each) {
      const own = groups.map(weight);
      const form = { line, groups, weights: own, total: own.reduce((a, b) => a + b, 0), lineTerms };
      for (const t of new Set(groups.flat())) byTerm.set(t, [...(byTerm.get(t) ?? []), form]);
    }
  }
  bank = { byTerm, weight };
  return bank;
}

export type AskedMatch = { at: string; queryCoverage: number; formCoverage: number };

/**
 * The bank line one of whose questions says nearly what `query` says (in any language, through the glossary): most of
 * that question's weight among the visitor's words, and most of the visitor's words among the line's questions.
 */
export function askedMatch(query: string): AskedMatch | null {
  const { byTerm, weight } = bankOf();
  const asked = groupsOf(query);
  const askedWeights = asked.map(weight);
  const total = askedWeights.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const said = new Set(asked.flat());
  let best: AskedMatch | null = null;
  const seen = new Set<Form>();
  for (const t of said) for (const form of byTerm.get(t) ?? []) {
    if (seen.has(form)) continue;
    seen.add(form);
    let held = 0;
    let heldWeight = 0;
    form.groups.forEach((g, k) => {
      if (g.some((x) => said.has(x))) {
        held++;
        heldWeight += form.weights[k] ?? 0;
      }
    });
    if (held < 2 && !(held === 1 && form.groups.length === 1)) continue;
    const formCoverage = heldWeight / form.total;
    if (formCoverage < FORM_COVERAGE) continue;
    const queryCoverage = asked.reduce((sum, g, k) => sum + (g.some((x) => form.lineTerms.has(x)) ? (askedWeights[k] ?? 0) : 0), 0) / total;
    if (queryCoverage < QUERY_COVERAGE) continue;
    if (!best || queryCoverage + formCoverage > best.queryCoverage + best.formCoverage) best = { at: form.line[0], queryCoverage, formCoverage };
  }
  return best;
}

const owners = new WeakMap<SiteFacts, Map<string, Passage | null>>();
/** The one passage of the site's (not a post's version, not a taught answer) whose English text says `at`. */
function ownerOf(at: string, facts: SiteFacts): Passage | null {
  let map = owners.get(facts);
  if (!map) owners.set(facts, (map = new Map()));
  if (!map.has(at)) {
    const found = knowledgeOf(facts).passages.filter((p) => !p.only && p.kind !== "taught" && !p.id.startsWith("entry:") && (p.text.en ?? "").includes(at));
    map.set(at, found.length === 1 ? (found[0] ?? null) : null);
  }
  return map.get(at) ?? null;
}

const split = (text: string): string[] => text.split(SENTENCE).map((x) => x.trim()).filter((x) => x.length > 0);

/** The passage hit that says the anchored sentence, in the visitor's language where the site says it in that language. */
export function askedHit(at: string, facts: SiteFacts, language: Language): PassageHit | null {
  const passage = ownerOf(at, facts);
  if (!passage) return null;
  const hit = (sentences: string[], lang: Language): PassageHit => ({ passage, score: 1, coverage: 1, matched: 2, groups: 2, sentences, language: lang });
  const text = passage.text.en ?? "";
  const english = split(text);
  // The sentence the anchor starts in (an anchor may run on over short items: "Executive analytics dashboards. 24/7 …").
  const from = text.indexOf(at);
  let end = 0;
  const index = english.findIndex((s) => (end = text.indexOf(s, end) + s.length) > from);
  if (from < 0 || index < 0) return null;
  if (passage.kind === "post") {
    // The post's own retrieval quotes the paragraph with what follows the sentence, from the visitor's version of the post.
    // Its version's paragraph at the same place ("post:slug:es:3" for "post:slug:3"), not another one of that version.
    const version = passage.id.replace(/^(post:[^:]+):/, `$1:${language}:`);
    const found = retrievePassages(at, facts, language, 3, ["post"], [passage.url]).find((h) => h.passage === passage || (h.passage.id === version && h.language === language));
    if (found && (found.language === language || found.sentences.includes(english[index] ?? ""))) return found;
    return hit([english[index] ?? ""], "en");
  }
  // A FAQ answer or an offering is said whole (an item of a package's list says nothing without the package); a page's
  // sentence at the same place of its version in the visitor's language.
  const own = language === "en" ? undefined : passage.text[language];
  if (passage.kind === "faq" || passage.kind === "offering") return own ? hit([own], language) : hit([passage.text.en ?? ""], "en");
  const theirs = own ? split(own) : [];
  if (own && theirs.length === english.length) return hit([theirs[index] ?? ""], language);
  return hit([english[index] ?? ""], "en");
}

