import MiniSearch from "minisearch";
import { SOLUTIONS_FAQ } from "../../../../common/content/faq.ts";
import { privacySections } from "../../../../common/content/privacy.ts";
import { coreOffering, SETUP_CHOICES } from "../../../../common/content/solutions-facts.ts";
import type { ChatSourceKind } from "../../../../common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import { contentText } from "./content-text.ts";
import { faqId } from "./faq-ids.ts";
import { expandQuery } from "./glossary.ts";
import { terms } from "./search.ts";

// The assistant's knowledge as the site says it: every page section, FAQ answer, offering row, privacy section,
// post paragraph and staff-taught answer becomes a passage; questions find passages by BM25 over their words (with
// a glossary carrying Spanish, Vietnamese and Chinese questions to the English words of passages that exist only in
// English). Built from the facts, so a staff edit (which reloads the facts on every instance) rebuilds it.

export type Passage = {
  id: string;
  kind: ChatSourceKind;
  title: string;
  /** Where a visitor reads it on the site. */
  url: string;
  /** The text by language; English is always there except for a taught answer written only in another language. */
  text: Partial<Record<Language, string>>;
  /** For a taught answer: the questions it answers, which is what a visitor's question is matched against. */
  questions?: readonly string[];
};

export type PassageHit = {
  passage: Passage;
  score: number;
  /** Share of the question's meaningful words (glossary groups) the passage contains. */
  coverage: number;
  /** How many of them. */
  matched: number;
  /** The sentences of the passage that answer, in order, in `language` when the passage has that language. */
  sentences: string[];
  language: Language;
};

const SENTENCE = /(?<=[.!?。！？])\s+|\n+/u;

/** Markdown to the plain sentences a reply can quote: no marks, links as their text, table rows as "a: b; c". */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\|?\s*-{3,}.*$/gm, "")
    .replace(/^\|(.*)\|\s*$/gm, (_m, row: string) => `${row.split("|").map((c) => c.trim()).filter(Boolean).join("; ")}.`)
    .replace(/[*_`~]{1,3}/g, "")
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, "")
    .replace(/^>\s?/gm, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

function postPassages(facts: SiteFacts): Passage[] {
  const out: Passage[] = [];
  for (const post of facts.posts) {
    const url = `/blog/${post.slug}`;
    out.push({ id: `post:${post.slug}`, kind: "post", title: post.title, url, text: { en: `${post.title}. ${post.excerpt}` } });
    if (!post.body) continue;
    let heading = "";
    let n = 0;
    for (const block of post.body.split(/\n\s*\n/)) {
      const h = block.match(/^#{1,6}\s+(.+)$/m);
      if (h && block.trim().startsWith("#")) {
        heading = plainMarkdown(h[1] ?? "");
        const rest = block.replace(/^#{1,6}\s+.+$/m, "").trim();
        if (!rest) continue;
      }
      const text = plainMarkdown(block.replace(/^#{1,6}\s+.+$/m, ""));
      if (text.length < 20) continue;
      // The section's heading travels with each paragraph: "before the season" is what makes "get your data ready" findable.
      out.push({ id: `post:${post.slug}:${n++}`, kind: "post", title: post.title, url, text: { en: heading ? `${heading}: ${text}` : text } });
    }
  }
  return out;
}

function sitePassages(facts: SiteFacts): Passage[] {
  const o = facts.offerings;
  const languages: Language[] = ["en", "es", "vi", "zh"];
  const byLanguage = (make: (language: Language) => string): Partial<Record<Language, string>> => Object.fromEntries(languages.map((l) => [l, make(l)]));
  const out: Passage[] = [];
  SOLUTIONS_FAQ.forEach((entry, i) => {
    const id = faqId(entry) ?? `faq-${i}`;
    out.push({ id: `faq:${id}`, kind: "faq", title: entry.question, url: "/solutions#faq", text: byLanguage((l) => (l === "en" ? `${entry.question} ${entry.answer}` : contentText(l).faq(id, entry.answer))) });
  });
  out.push({
    id: "page:core",
    kind: "page",
    title: "What every package includes",
    url: "/solutions",
    text: { en: `Every package, whichever you choose, includes: ${coreOffering(facts.hours).join(". ")}.` },
  });
  for (const choice of SETUP_CHOICES) {
    out.push({ id: `page:setup-${choice.key}`, kind: "page", title: `How Clients Choose: ${choice.title}`, url: "/solutions#how-clients-choose", text: { en: `${choice.title}: ${choice.tagline}. ${choice.points.join(". ")}. Every platform connection can be done for you or by you; most clients mix both.` } });
  }
  for (const pkg of o.packages) {
    out.push({ id: `offering:package:${pkg.key}`, kind: "offering", title: pkg.name, url: "/solutions", text: byLanguage((l) => { const t = contentText(l).pkg(pkg); return `${pkg.name}: ${t.subtitle}. ${t.description} ${t.features.join(". ")}. ${t.outcome}`; }) });
  }
  for (const s of o.services) {
    out.push({ id: `offering:service:${s.key}`, kind: "offering", title: s.title, url: "/", text: byLanguage((l) => { const t = contentText(l).service(s); return `${t.title}: ${t.description}`; }) });
  }
  for (const d of o.differentiators) {
    out.push({ id: `page:why:${d.key}`, kind: "page", title: d.title, url: "/", text: byLanguage((l) => { const t = contentText(l).differentiator(d); return `${t.title}: ${t.description}`; }) });
  }
  for (const s of o.stats) {
    out.push({ id: `page:stat:${s.key}`, kind: "page", title: "What our clients see", url: "/", text: { en: `${s.prefix}${s.value}${s.suffix} ${s.label}, as reported by our clients.` } });
  }
  for (const section of privacySections(facts.siteName)) {
    const parts: string[] = [];
    for (const block of section.blocks) {
      if (block.type === "p") parts.push(block.text);
      else if (block.type === "ul") parts.push(...block.items.map((item) => (typeof item === "string" ? item : `${item.term}: ${item.text}`)));
      else parts.push(`Contact: ${facts.email}, ${facts.phone}.`);
    }
    const text = parts.map((p) => p.replaceAll("{email}", facts.email).trim()).map((p) => (/[.!?:]$/.test(p) ? p : `${p}.`)).join("\n");
    out.push({ id: `privacy:${section.id}`, kind: "privacy", title: `Privacy: ${section.title}`, url: `/privacy#${section.id}`, text: { en: `${section.title}: ${text}` } });
  }
  return out;
}

function taughtPassages(facts: SiteFacts): Passage[] {
  return (facts.taught ?? []).map((t) => ({ id: `taught:${t.id}`, kind: "taught", title: t.questions[0] ?? "", url: "", text: t.answers, questions: t.questions }));
}

type Doc = { id: number; passage: number; body: string };

export type KnowledgeBase = { passages: readonly Passage[]; retrieve(query: string, language: Language, limit?: number): PassageHit[] };

function groupsOf(query: string): string[][] {
  return expandQuery(terms(query, false));
}

function build(facts: SiteFacts): KnowledgeBase {
  const passages = [...taughtPassages(facts), ...sitePassages(facts), ...postPassages(facts)];
  const index = new MiniSearch<Doc>({ fields: ["body"], storeFields: ["passage"], tokenize: (text) => terms(text, false), processTerm: (t) => t });
  const docs: Doc[] = [];
  passages.forEach((p, i) => {
    // A taught answer is found by the questions staff answered; a passage by all of its languages' text.
    const body = p.questions ? p.questions.join("\n") : Object.values(p.text).join("\n");
    docs.push({ id: i, passage: i, body: `${p.title}\n${body}` });
  });
  index.addAll(docs);
  const vocabulary = new Set<string>();
  for (const d of docs) for (const t of terms(d.body, false)) vocabulary.add(t);

  function retrieve(query: string, language: Language, limit = 3): PassageHit[] {
    const groups = groupsOf(query).filter((g) => g.some((t) => vocabulary.has(t) || t.length >= 4));
    if (groups.length === 0) return [];
    const words = [...new Set(groups.flat())];
    const results = index.search(words.join(" "), { prefix: (t) => t.length >= 5, fuzzy: (t) => (t.length >= 6 ? 0.15 : 0), combineWith: "OR" });
    const hits: PassageHit[] = [];
    for (const r of results.slice(0, 12)) {
      const passage = passages[r["passage"] as number];
      if (!passage) continue;
      const found = new Set(r.queryTerms);
      const matchedGroups = groups.filter((g) => g.some((t) => found.has(t) || [...found].some((f) => f.startsWith(t) && t.length >= 5)));
      const sentences = pickSentences(passage, language, groups);
      hits.push({ passage, score: r.score, coverage: matchedGroups.length / groups.length, matched: matchedGroups.length, sentences, language: passage.text[language] ? language : "en" });
    }
    hits.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
    return hits.slice(0, limit);
  }
  return { passages, retrieve };
}

/** The sentences that carry the answer: the best-matching one, with its neighbour when that one matches too. */
function pickSentences(passage: Passage, language: Language, groups: string[][]): string[] {
  const text = passage.text[language] ?? passage.text.en ?? Object.values(passage.text)[0] ?? "";
  if (passage.kind === "taught" || passage.kind === "faq") return [text.replace(/^[^?？]*[?？]\s*/, "")];
  const sentences = text.split(SENTENCE).map((s) => s.trim()).filter((s) => s.length > 0);
  if (sentences.length <= 2) return sentences;
  const wanted = new Set(groups.flat());
  const score = (s: string): number => new Set(terms(s, false).filter((t) => wanted.has(t))).size;
  const scored = sentences.map((s, i) => ({ s, i, n: score(s) }));
  const best = scored.reduce((a, b) => (b.n > a.n ? b : a));
  const picked = [best];
  const next = scored[best.i + 1];
  if (next && next.n > 0 && picked.join(" ").length < 280) picked.push(next);
  // A heading-prefixed paragraph ("Before the season: …") keeps its heading only on its first sentence.
  return picked.map((p) => p.s);
}

const cache = new WeakMap<SiteFacts, KnowledgeBase>();

/** The knowledge of these facts, built once per facts object (the facts source reloads on any staff change). */
export function knowledgeOf(facts: SiteFacts): KnowledgeBase {
  let kb = cache.get(facts);
  if (!kb) {
    kb = build(facts);
    cache.set(facts, kb);
  }
  return kb;
}

/** Passages that answer `query`, best first, for the offline answer and the model's grounding. */
export function retrievePassages(query: string, facts: SiteFacts, language: Language, limit = 3): PassageHit[] {
  return knowledgeOf(facts).retrieve(query, language, limit);
}
