import MiniSearch from "minisearch";
import type { ChatSourceKind } from "#common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import { foldAccents } from "../text.ts";
import { passagesOf } from "./passage-sources.ts";
import { asksEnumeration, asksList, asksReason, holdsReason, quotedPhrases } from "./passage-asks.ts";
import { COUNT_ITEMS, listUnder, pickSentences, titleWords, WHOLE_LIST, words } from "./sentence-pick.ts";
import { askedThing, groupsOf } from "./query-groups.ts";
import type { Sentence } from "./sentence-pick.ts";
import { askedShapes, shapeHeld } from "./answer-shape.ts";
import type { Passage } from "./passage-sources.ts";
import { answerStrength, byAnswerWithinPost, DATE_NOUNS, headingHeld } from "./post-paragraphs.ts";
import { alignedVersions, sameSentences } from "./post-versions.ts";
import { ownWordsSaid } from "./own-words.ts";
import { seseo, seseoMay } from "./seseo.ts";
import { itemAt, positionAsked } from "./list-position.ts";
import { COUNTED_OUT, EACH, EASE_AIM, fromIntro, ITEMS_ASK, numbered, rowNames, WRITE_ASK } from "./lists-and-rows.ts";

export type { Passage } from "./passage-sources.ts";

// Questions find the site's passages (passage-sources.ts) by BM25 over their words, with a glossary carrying Spanish,
// Vietnamese and Chinese questions to the English words of passages that exist only in English. Built from the facts,
// so a staff edit (which reloads the facts on every instance) rebuilds it.

// "what's on the list", "what is in that checklist": the items of a list asked for; not "what goes in the first
// reminder", which asks what one row of a table says. "whats actually on it?", "what exactly is on it": the same.
const ON_LIST = /\b(?:what'?\s?s|what is|what are)(?: (?:actually|exactly|really|all))? (?:on|in)\b|\bwhat (?:actually|exactly|all) (?:is|s|goes) (?:on|in)\b/;

export type PassageHit = {
  passage: Passage;
  score: number;
  /** Share of the question's meaningful words (glossary groups) the passage contains. */
  coverage: number;
  /** How many of them, of how many. */
  matched: number;
  groups: number;
  /** The sentences of the passage that answer, in order, in `language` when the passage has that language. */
  sentences: string[];
  language: Language;
};

// "3. Refresh the vendor roster" is one sentence: a numbered item's number ends nothing.
// "At 5 p.m. on a weekday…": the dot of a.m./p.m. ends no sentence when a preposition carries the sentence on.
export const SENTENCE = /(?<=[.!?。！？])(?<!^\d{1,2}\.)(?<!\b[ap]\.m\.)\s+|(?<=\b[ap]\.m\.)\s+(?!(?:on|at|in|during|with|when|before|after|until|for)\b)|\n+/mu;

type Doc = { id: number; passage: number; body: string };

const MONTH_WORDS = ["january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"];

const PRIOR: Record<ChatSourceKind, number> = { taught: 3, faq: 2, page: 2, offering: 2, privacy: 1, post: 0, model: 0 };
// The assistant's own renderings of the settings and catalogue go after the site's written passages that say as much.
const prior = (p: Passage): number => PRIOR[p.kind] - (p.id.startsWith("entry:") ? 0.5 : 0);

export type KnowledgeBase = {
  passages: readonly Passage[];
  retrieve(query: string, language: Language, limit?: number, kinds?: readonly ChatSourceKind[], urls?: readonly string[]): PassageHit[];
};

function build(facts: SiteFacts): KnowledgeBase {
  const passages = passagesOf(facts);
  const newIndex = () => new MiniSearch<Doc>({ fields: ["body"], storeFields: ["passage"], tokenize: words, processTerm: (t) => t });
  // Posts' versions in other languages have an index of their own: what the site's own passages weigh stays as it is.
  const index = newIndex();
  const versions = newIndex();
  const docs: Doc[] = [];
  const versionDocs: Doc[] = [];
  passages.forEach((p, i) => {
    // A taught answer is found by the questions staff answered (and its own words); a passage by all its languages' text.
    const body = [...(p.questions ?? []), ...Object.values(p.text)].join("\n");
    (p.only ? versionDocs : docs).push({ id: i, passage: i, body: `${p.title}\n${body}` });
  });
  index.addAll(docs);
  versions.addAll(versionDocs);
  // Each passage's own words (and neighbouring pairs, for Vietnamese words of two syllables such as "dao tao"): its
  // title and English text, and separately each other language's text, built when first needed.
  const ownWords = new Map<string, { set: Set<string>; long: string[]; soft: Set<string> }>();
  const wordSet = (key: string, text: string) => {
    let entry = ownWords.get(key);
    if (!entry) {
      const list = words(text);
      const set = new Set([...list, ...list.slice(1).map((w, j) => `${list[j]} ${w}`)]);
      entry = { set, long: [...set].filter((w) => w.length >= 5), soft: new Set(list.filter(seseoMay).map(seseo)) };
      ownWords.set(key, entry);
    }
    return entry;
  };
  const holds = (i: number, language: Language, t: string): boolean => {
    const p = passages[i];
    if (!p) return false;
    const sets = [wordSet(`${i}`, [p.title, ...(p.questions ?? []), p.text.en ?? ""].join("\n"))];
    if (language !== "en" && p.text[language]) sets.push(wordSet(`${i}:${language}`, p.text[language] ?? ""));
    // A word of five letters or more also matches the longer words it starts ("automat" → "automation").
    // A Spanish word typed as it sounds ("promosionales") is the site's word spelt right ("promocionales", seseo.ts).
    return sets.some(({ set, long, soft }) => set.has(t) || (t.length >= 5 && long.some((w) => w.startsWith(t))) || (language === "es" && seseoMay(t) && soft.has(seseo(t))));
  };
  const aligned = alignedVersions(passages);
  const versionOf = new Set([...aligned.values()].flatMap((v) => Object.values(v)));
  const versionIndex = (i: number, language: Language): number => {
    const own = language === "en" ? undefined : aligned.get(passages[i] as Passage)?.[language];
    return own ? passages.indexOf(own) : -1;
  };
  const sentenceCache = new Map<string, Sentence[]>();
  const sentencesOf = (i: number, language: Language): Sentence[] => {
    const p = passages[i];
    const own = p?.text[language] ? language : "en";
    const key = `${i}:${own}`;
    let list = sentenceCache.get(key);
    if (!list) {
      const text = p?.text[own] ?? Object.values(p?.text ?? {})[0] ?? "";
      const parts = p?.kind === "taught" || p?.kind === "faq" ? [text] : text.split(SENTENCE).map((x) => x.trim()).filter((x) => x.length > 0);
      list = parts.map((x) => ({ text: x, words: new Set(words(x)) }));
      sentenceCache.set(key, list);
    }
    return list;
  };
  // How many passages hold each word: a word most passages hold ("Houston", "AI") says nothing about which one answers.
  const frequency = new Map<string, number>();
  for (const d of docs) for (const t of new Set(words(d.body))) frequency.set(t, (frequency.get(t) ?? 0) + 1);

  function retrieve(query: string, language: Language, limit = 3, kinds?: readonly ChatSourceKind[], urls?: readonly string[]): PassageHit[] {
    const groups = groupsOf(query);
    const folded = foldAccents(query.toLowerCase());
    const all = WHOLE_LIST.test(folded);
    const counting = COUNT_ITEMS.test(folded);
    const why = asksReason(query);
    const shapes = askedShapes(query);
    const list = asksList(query);
    const contents = ON_LIST.test(folded);
    const enumerate = asksEnumeration(query);
    const focus = askedThing(query);
    const position = positionAsked(query);
    const dateNoun = (g: string[]): boolean => shapes.includes("date") && DATE_NOUNS.has(g[0] ?? "");
    const picking = groups.some((g) => !dateNoun(g)) ? groups.filter((g) => !dateNoun(g)) : groups;
    // A quoted phrase is the site's own words: the passage holding all of them is the one meant.
    const quoted = quotedPhrases(query).map((q) => words(q)).filter((q) => q.length > 0);
    // A rare word weighs more than a frequent one, and a word no passage holds weighs most: "home buyer grants" is
    // not answered by a paragraph about home buyers.
    // A group of synonyms is as frequent as its most frequent word.
    const weight = (g: string[]): number => Math.log((docs.length + 1) / (Math.max(...g.map((t) => frequency.get(t) ?? 0)) + 1));
    const total = groups.reduce((sum, g) => sum + weight(g), 0);
    if (groups.length === 0) return [];
    // A post asked about at one address is asked about at any of its versions' addresses.
    const shown = urls && new Set([...urls, ...passages.flatMap((p) => (p.of && urls.includes(p.url) ? [p.of] : []))]);
    // "Which dates?": the paragraphs holding dates are found by their months, not by the word "dates".
    const months = groups.some(dateNoun) ? MONTH_WORDS : [];
    const search = (within: MiniSearch<Doc>) => within.search([...new Set([...groups.flat().flatMap((t) => t.split(" ")), ...months])].join(" "), {
      prefix: (t) => t.length >= 5,
      fuzzy: (t) => (t.length >= 6 ? 0.15 : 0),
      combineWith: "OR",
      filter: (r) => {
        const p = passages[r["passage"] as number];
        if (!p || (p.only && p.only !== language) || (kinds && !kinds.includes(p.kind))) return false;
        return !shown || shown.has(p.url) || (p.of !== undefined && shown.has(p.of));
      },
    });
    const own = language === "en" || versionDocs.length === 0 ? [] : search(versions).slice(0, 8);
    const results = [...search(index).slice(0, 16), ...own];
    const hits: (PassageHit & { focus: number; beyond: number; quotes: number; reason: number; shaped: number; listed: string; counted: number })[] = [];
    // A version of the post's shape is reached through the English paragraphs, which the glossary finds best; on its
    // own only when the question's words reach none of them ("giá rét" in a Vietnamese version).
    const reached = new Set(results.map((r) => passages[r["passage"] as number]?.url));
    for (const r of results) {
      const at = r["passage"] as number;
      const passage = passages[at];
      if (!passage || (passage.of !== undefined && versionOf.has(passage) && reached.has(passage.of))) continue;
      // What the passage says in the visitor's language or in English (the index holds every language at once).
      // "What dates?" is answered by a date, not by the word ("promise repair dates").
      // Asked of the posts shown or named, an English paragraph with a version in the visitor's language holds the
      // words of that version too ("¿y ahí qué dice si el agente no contesta?").
      const version = urls ? versionIndex(at, language) : -1;
      const matchedGroups = groups.filter((g) => (dateNoun(g) ? sentencesOf(at, language).some((x) => shapeHeld(x.text, ["date"]) > 0) : g.some((t) => holds(at, language, t) || (version >= 0 && holds(version, language, t)))));
      const picked = pickSentences(passage, sentencesOf(at, language), picking, weight, all, why, shapes, focus);
      const { matched } = picked;
      // "The last thing on the checklist?": the list's item at that place, after the line introducing it.
      const placed = position === null ? null : itemAt(picked.sentences, sentencesOf(at, language), position);
      const sentences = placed ?? (counting ? numbered(fromIntro(picked.sentences, sentencesOf(at, language))) : picked.sentences);
      // "How many items?": a numbered list answers over a sentence that only holds the words.
      // …and the list holding the place asked answers over a paragraph that only holds the words.
      const counted = placed || (counting && sentences.length > 2 && sentences.slice(1).every((x) => /^\d+\./.test(x))) ? 1 : 0;
      const covered = matchedGroups.reduce((sum, g) => sum + weight(g), 0) / total;
      // In a post, words of its title are held by every paragraph: what the answering sentences hold beyond them decides.
      const titled = passage.kind === "post" ? titleWords(passage.title) : null;
      const said = new Set(sentences.flatMap((t) => words(t)));
      const beyond = titled ? groups.filter((g) => !g.some((t) => titled.has(t)) && g.some((t) => said.has(t))).length : 0;
      const quotes = quoted.filter((q) => q.every((t) => holds(at, language, t))).length;
      const reason = why && holdsReason(sentences) ? 1 : 0;
      const shaped = shapeHeld(sentences.join(" "), shapes);
      // "What's on that checklist?": of a section's paragraphs, the list (its introducing line and items) answers.
      // …found by one item under the line ("A short checklist for May: 1. Update tenant and owner contacts…") as well.
      const intro = sentences[0]?.endsWith(":") && (sentences.length >= 3 || /^\d+\.\s/.test(sentences[1] ?? "")) ? new Set(words(sentences[0])) : null;
      // …over the section's other paragraphs, which share its heading ("A short checklist for May: If you manage …").
      const listed = (list || contents) && intro && groups.some((g) => g.some((t) => intro.has(t))) ? (sentences[0] ?? "").slice(0, -1) : "";
      hits.push({ quotes, reason, shaped, listed, counted, passage, score: r.score, coverage: covered, matched: matchedGroups.length, groups: groups.length, sentences, language: passage.text[language] ? language : "en", focus: matched, beyond });
    }
    // Most of the question first; then the passage whose answering sentence holds most of it, not the one that
    // repeats one word most often.
    // Within a twentieth of each other, the site's own answers (FAQ, pages, offerings, taught) before the privacy page and posts.
    const bucket = (h: { coverage: number }): number => Math.round(h.coverage * 20);
    const inSection = (h: { passage: Passage }, o: { listed: string; passage: Passage }): boolean => o.listed !== "" && o !== h && o.passage.url === h.passage.url && (h.passage.text.en ?? "").startsWith(o.listed);
    const section = new Map(hits.map((h) => [h, hits.some((o) => inSection(h, o)) ? -1 : hits.some((o) => inSection(o, h)) ? 1 : 0]));
    // A passage holding the quoted phrase first; for a "why", the one whose answer gives a reason.
    // Of one post's versions answering as well, the one in the visitor's language.
    const ownVersion = (a: PassageHit, b: PassageHit): number => ((a.passage.of ?? a.passage.url) === (b.passage.of ?? b.passage.url) ? Number(b.language === language) - Number(a.language === language) : 0);
    hits.sort((a, b) => b.quotes - a.quotes || bucket(b) - bucket(a) || ownVersion(a, b) || (a.passage.url === b.passage.url ? b.beyond - a.beyond || b.reason - a.reason || b.shaped - a.shaped : 0) || (a.passage.url === b.passage.url ? (section.get(b) ?? 0) - (section.get(a) ?? 0) : 0) || b.focus - a.focus || prior(b.passage) - prior(a.passage) || b.score - a.score);
    // Within one post, the paragraph holding a quoted phrase, the best answering sentence, a reason, the list asked for.
    const strength = new Map(hits.map((h) => [h, answerStrength(h, groups, weight, shapes)]));
    // "Why?" (not a "porque" that may be the visitor's own "because"): of a post's paragraphs, one giving a reason answers
    // before one holding more of the words…
    // …when both hold as much of the question ("which workflow engine, and why choose it?": "We often use n8n because …").
    const whyFirst = why && !/\bporque\b/.test(folded);
    // "What must it not do?": of a post's paragraphs, one saying what it must not answers before any holding more words.
    const negated = new Map(hits.map((h) => [h, shapes.includes("negative") && shapeHeld(h.sentences.join(" "), ["negative"]) > 0 ? 1 : 0]));
    // "How many things should each message have?": of a post's paragraphs, one counting out what each holds ("one topic,
    // one link and one phone number") answers before a numbered list or one holding more of the words.
    const perEach = (ITEMS_ASK.test(folded) || WRITE_ASK.test(folded)) && (EACH.test(folded) || EASE_AIM.test(folded));
    const itemized = new Map(hits.map((h) => [h, perEach && h.sentences.some((x) => COUNTED_OUT.test(x)) ? 1 : 0]));
    // "What does the assistant do about the MUD tax?": of paragraphs answering as well, a table row whose first cell names
    // the thing asked ("MUD (municipal utility district) tax; Explain briefly; …") says what is done with it, over a
    // sentence listing it among others; not when the terms are what is asked ("哪些术语？比如HOA那种").
    const rowHead = new Map(hits.map((h) => [h, !list && h.sentences.some((x) => rowNames(x, groups, h.passage, language === "es")) ? 1 : 0]));
    // Last, of paragraphs answering as well, in English: the one saying the visitor's very word ("start"), not only a synonym the
    // glossary gave it ("runs").
    const saysOwn = new Map(hits.map((h) => [h, ownWordsSaid(h.sentences, groups)]));
    // Last of all, of paragraphs answering as well, the one under a heading naming what is asked (post-paragraphs.ts).
    const headed = new Map(hits.map((h) => [h, headingHeld(h.passage.text[language] ? h.passage : aligned.get(h.passage)?.[language], language, groups)]));
    // "What's on that checklist for May?": the contents of a list asked, its items answer over the section's closing
    // paragraph under the same heading, even when that one holds more of the visitor's other words ("manage rentals").
    const ranked = byAnswerWithinPost(hits, (a, b) => b.quotes - a.quotes || (contents ? (section.get(b) ?? 0) - (section.get(a) ?? 0) : 0) || (itemized.get(b) ?? 0) - (itemized.get(a) ?? 0) || b.counted - a.counted || (negated.get(b) ?? 0) - (negated.get(a) ?? 0) || (whyFirst && a.coverage === b.coverage ? b.reason - a.reason : 0) || (strength.get(b) ?? 0) - (strength.get(a) ?? 0) || (rowHead.get(b) ?? 0) - (rowHead.get(a) ?? 0) || b.reason - a.reason || (section.get(b) ?? 0) - (section.get(a) ?? 0) || (enumerate ? Number(b.listed !== "") - Number(a.listed !== "") : 0) || (language === "en" ? (saysOwn.get(b) ?? 0) - (saysOwn.get(a) ?? 0) : 0) || (headed.get(b) ?? 0) - (headed.get(a) ?? 0));
    const out = ranked.map(({ focus: _focus, beyond: _beyond, quotes: _quotes, reason: _reason, shaped: _shaped, listed: _listed, counted: _counted, ...found }) => {
      const hit = position === null && !counting ? { ...found, sentences: widened(found, sentencesOf(passages.indexOf(found.passage), found.language)) } : found;
      // The paragraph found in English, quoted from the visitor's version of the post where it has the same one.
      const own = hit.language === language ? undefined : aligned.get(hit.passage)?.[language];
      const said = own ? sameSentences(hit.sentences, sentencesOf(passages.indexOf(hit.passage), "en"), sentencesOf(passages.indexOf(own), language)) : null;
      return own && said ? { ...hit, passage: own, language, sentences: said } : hit;
    });
    return out.filter((h, i) => out.findIndex((o) => o.passage === h.passage) === i).slice(0, limit);
  }
  return { passages, retrieve };
}

/** How much of a post's paragraph a reply quotes around the sentences that answer (about two short sentences more). */
const ROOM = 400;

/**
 * The answering sentences of a post's paragraph with the ones after them, as far as ROOM holds: the sentence that holds
 * the question's words often only sets up the fact ("A short checklist for May:", "Review the glossary twice a year."),
 * which the paragraph goes on to say.
 */
function widened(hit: PassageHit, all: readonly Sentence[]): string[] {
  if (hit.passage.kind !== "post") return hit.sentences;
  const at = hit.sentences.map((s) => all.findIndex((x) => x.text === s));
  if (at.length === 0 || at.some((i) => i < 0)) return hit.sentences;
  const found = [...new Set(at)].sort((a, b) => a - b);
  const picked = found.map((i) => ({ s: all[i]?.text ?? "", i }));
  listUnder(picked, all.map((x, i) => ({ s: x.text, i })), ROOM);
  // A line introducing a list not quoted ("these are the questions that matter:") ends nothing: it is left out.
  while (picked.length > found.length && picked[picked.length - 1]?.s.endsWith(":")) picked.pop();
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

/** How many of the question's word groups `text` holds (a post's title naming the subject, for instance). */
export function groupsHeld(query: string, text: string): number {
  return heldGroups(query, text).length;
}

/** The question's word groups: each word with the English words that say the same. */
export function questionGroups(query: string): string[][] {
  return groupsOf(query);
}

/** The question's word groups that `text` holds. */
export function heldGroups(query: string, text: string): string[][] {
  const held = new Set(words(text));
  return groupsOf(query).filter((g) => g.some((t) => held.has(t)));
}

/** Passages that answer `query`, best first, for the offline answer and the model's grounding. */
export function retrievePassages(query: string, facts: SiteFacts, language: Language, limit = 3, kinds?: readonly ChatSourceKind[], urls?: readonly string[]): PassageHit[] {
  return knowledgeOf(facts).retrieve(query, language, limit, kinds, urls);
}
