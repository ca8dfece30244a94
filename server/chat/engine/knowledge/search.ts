import MiniSearch from "minisearch";
import { foldAccents } from "../text.ts";
import { ENTRY_IDS, PHRASINGS } from "./entries.ts";
import type { EntryId } from "./entries.ts";

// Retrieval over the knowledge entries' phrasings with MiniSearch (BM25 with prefix and fuzzy matching for typos).
// Text is folded (accents off, so Vietnamese typed without diacritics matches) and Chinese is cut into words by
// ICU's dictionary (Intl.Segmenter), plus single characters so a short question still finds its entry.

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });
const HAN = /\p{Script=Han}/u;

// Words that say nothing about what is asked; kept out of the index and the queries. Chinese asks yes or no by
// doubling its verb (会不会, 有没有): the doubled verb says nothing of the subject either.
const STOP = new Set(
  `a an the baby babe honey darlin darling sweetie is are am do does did you your u ur i im me my we our us to for of and or in on at with it its be can could would will
   what whats which how who when where there this that any some have has get please pls just ok so like know tell about no not one long term
   el la los las un una de del al que y o en con por para es son me mi su sus se lo le les hay tienen tiene ustedes usted
   co khong ban toi minh la gi nao cua cho duoc va thi nhe a vay the nhung mot ben nay do ko dc
   的 了 吗 呢 吧 我 你 您 们 是 有 在 和 请 什么 怎么 那 这 个 一 你们 我们 一般 能 可以 请问 大概 一下 想
   会不会 能不能 是不是 有没有 要不要 可不可以`.split(/\s+/),
);

/**
 * Index terms: words, and for Chinese also single characters (`chars: false` leaves those out). `stops: true` keeps
 * the stop words, for reading phrases that hold one ("dễ làm theo", "cho thuê"); `isStopWord` tells them apart.
 */
export function terms(text: string, chars = true, stops = false): string[] {
  const out: string[] = [];
  const keep = (t: string): boolean => stops || !STOP.has(t);
  for (const { segment, isWordLike } of segmenter.segment(oneWordIdioms(foldAccents(text.toLowerCase())))) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) {
      if (keep(segment)) out.push(segment);
      if (chars && segment.length > 1) for (const ch of segment) if (keep(ch)) out.push(ch);
    } else {
      for (const word of segment.split(/[^a-z0-9#/]+/)) if ((word.length > 1 || /\d/.test(word)) && keep(word)) out.push(word);
    }
  }
  return out;
}

// "Test the flow end to end" says nothing of an end: as one word it no longer answers "when does the season start and
// end?", and still meets a visitor's own "end-to-end".
const oneWordIdioms = (text: string): string => text.replace(/\bend[\s-]+to[\s-]+end\b/g, "endtoend");

// "hệ thống" (system) and "liên hệ" (contact) share a syllable: in the entries' index "hệ thống" is one word, so "hệ
// thống bên anh an toàn chưa?" or "chuẩn bị hệ thống từ tháng mấy" finds nothing of the contact entry's "liên hệ".
// (Passages read "hệ thống" through the glossary's phrases, so only the entries' terms join it.)
const entryTerms = (text: string): string[] => terms(foldAccents(text.toLowerCase()).replace(/\bhe thong\b/g, "hethong"));

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}
/** Vietnamese function words: never part of a glossary phrase ("cho" of "cho thuê" is as often "for"). */
// "bài về mùa bão ấy" (that post): "ấy" points back as "đó" does.
const VIETNAMESE_STOP = new Set("co khong ban toi minh la gi nao cua cho duoc va thi nhe a vay the nhung mot ben nay do ay ko dc".split(" "));
export function isVietnameseStopWord(word: string): boolean {
  return VIETNAMESE_STOP.has(word);
}

type Doc = { id: number; entry: EntryId; text: string };

const VIETNAMESE_MARKS = /[ăâđêôơưàèìòùĩũạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

function buildIndex(): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({ fields: ["text"], storeFields: ["entry"], tokenize: entryTerms, processTerm: (t) => t });
  let id = 0;
  const docs: Doc[] = [];
  for (const entry of ENTRY_IDS) for (const list of Object.values(PHRASINGS[entry])) for (const text of list) docs.push({ id: id++, entry, text });
  index.addAll(docs);
  return index;
}

let shared: MiniSearch<Doc> | null = null;

export type Hit = { entry: EntryId; score: number; coverage: number };

/**
 * Entries that answer `query`, best first. `coverage` is the share of the query's meaningful terms the phrasing
 * matched: a long message that shares one common word with an entry is not an answer to it.
 */
export function searchEntries(query: string): Hit[] {
  shared ??= buildIndex();
  const queryTerms = terms(foldAccents(query.toLowerCase()).replace(/\bhe thong\b/g, "hethong"), false);
  if (queryTerms.length === 0) return [];
  // Vietnamese typed with its marks is one syllable a word: a syllable one letter from another is another word ("tính
  // năng", features, is not "đáng tin", trustworthy), so such a query's syllables match only as typed (or as a prefix).
  const syllables = VIETNAMESE_MARKS.test(query);
  const results = shared.search(query, { prefix: (t) => t.length >= 4, fuzzy: (t) => (syllables && t.length <= 5 ? 0 : t.length >= 5 ? 0.2 : t.length >= 4 ? 1 : 0), combineWith: "OR" });
  const best = new Map<EntryId, Hit>();
  for (const r of results) {
    const entry = r["entry"] as EntryId;
    if (best.has(entry)) continue;
    best.set(entry, { entry, score: r.score, coverage: queryTerms.filter((t) => r.queryTerms.includes(t)).length / queryTerms.length });
  }
  return [...best.values()];
}
