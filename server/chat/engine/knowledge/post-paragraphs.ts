import type { Passage } from "./passage-sources.ts";
import { shapeHeld } from "./answer-shape.ts";
import type { Shape } from "./answer-shape.ts";
import { titleWords, words } from "./sentence-pick.ts";

// Which paragraph of a post answers. Paragraphs are found by the question's words, and every one of them holds the words
// of the post's title: those name the post, not the fact. Of the paragraphs of one post, the one whose answering
// sentences hold most of the rest of the question, and the shape of fact asked (a date for "when", a number for "how
// many"), answers; the post itself is still chosen, and judged, by its paragraphs' coverage of the whole question.

// "What date", "which day", "qué fecha", "ngày nào", "哪天": the word naming the shape is not the fact; a date is.
// "The start and end dates", "la fecha de inicio", "ngày bắt đầu", "开始和结束日期": which end of a span is asked is said by
// the range's own dates ("from June 1 to November 30"), not by a sentence holding the word "end"; nor is "the date range".
// "几号" is cut into 几 (a question word, dropped) and 号: with a date asked, that 号 is the day of the month.
export const DATE_NOUNS = new Set(["date", "day", "month", "year", "fecha", "dia", "mes", "ano", "ngay", "thang", "nam", "日期", "哪天", "几号", "号", "几月", "月份", "年份", "哪年",
  "start", "end", "begin", "finish", "inicio", "comienzo", "fin", "termino", "cierre", "bat dau", "ket thuc", "起止", "截止", "从", "range", "span", "window", "rango"]);

export type Strength = { sentences: readonly string[]; passage: Passage };

/** How well a paragraph's answering sentences answer, beyond the words naming its post. */
export function answerStrength(hit: Strength, groups: readonly string[][], weight: (g: string[]) => number, shapes: readonly Shape[]): number {
  const titled = titleWords(hit.passage.title);
  // A paragraph ending on the line that introduces a list or table ("Build routing rules that reflect …:") stops where
  // its answer would start: that line's words are the next paragraph's, whose rows answer.
  const last = hit.sentences.length > 1 && hit.sentences[hit.sentences.length - 1]?.endsWith(":") ? 1 : 0;
  const answering = hit.sentences.slice(0, hit.sentences.length - last);
  const said = new Set(answering.flatMap((s) => words(s)));
  const shapeNoun = (g: string[]): boolean => shapes.includes("date") && DATE_NOUNS.has(g[0] ?? "");
  // A group with a word of the title names the post, unless the sentence holds the visitor's very word ("owners",
  // though "property" of the same glossary line is in the title); "contestar rápido" still names "Answer … Within Minutes".
  const own = (g: string[]): boolean => !titled.has(g[0] ?? "") && said.has(g[0] ?? "");
  const held = groups.filter((g) => !shapeNoun(g) && (own(g) || (!g.some((t) => titled.has(t)) && g.some((t) => said.has(t)))));
  const mean = groups.reduce((sum, g) => sum + weight(g), 0) / Math.max(1, groups.length);
  return held.reduce((sum, g) => sum + weight(g), 0) + shapeHeld(answering.join(" "), shapes) * mean;
}

type Ranked = { passage: Passage; coverage: number; matched: number };

/**
 * `hits` (best first) with each post's paragraphs reordered among the places they hold, strongest answer first: the
 * post keeps its place, its best-answering paragraph speaks for it, with the post's best coverage of the question.
 */
export function byAnswerWithinPost<T extends Ranked>(hits: readonly T[], compare: (a: T, b: T) => number): T[] {
  const out = [...hits];
  // A post's versions in other languages are the same post: their paragraphs compete with its own.
  const post = (p: Passage): string => p.of ?? p.url;
  const urls = new Set(hits.filter((h) => h.passage.kind === "post").map((h) => post(h.passage)));
  for (const url of urls) {
    const slots = hits.flatMap((h, i) => (h.passage.kind === "post" && post(h.passage) === url ? [i] : []));
    if (slots.length < 2) continue;
    const own = slots.map((i) => hits[i] as T);
    const coverage = Math.max(...own.map((h) => h.coverage));
    const matched = Math.max(...own.map((h) => h.matched));
    // A stable sort: paragraphs answering as well keep the order coverage gave them.
    const sorted = [...own].sort(compare);
    slots.forEach((at, k) => {
      const h = sorted[k] as T;
      out[at] = k === 0 ? { ...h, coverage, matched } : h;
    });
  }
  return out;
}

/**
 * How many of the question's groups (beyond the post's title) a paragraph's section heading holds, in the post's version
 * in the visitor's language, by the word they typed: "¿por dónde empiezo?" is answered by the section "Por dónde
 * empezar" over another paragraph holding the word in passing ("…es suficiente para empezar"). Not in English, nor
 * through the glossary: an English heading's word ("Calendar", "When a storm threatens") is in too many of a post's
 * sections to tell them apart.
 */
export function headingHeld(version: Passage | undefined, language: string, groups: readonly string[][]): number {
  const text = version?.kind === "post" && language !== "en" ? (version.text[language as keyof typeof version.text] ?? "") : "";
  const heading = /^([^:\n]{3,80}):/.exec(text)?.[1];
  if (!heading || !version) return 0;
  const titled = titleWords(version.title);
  const said = new Set(words(heading));
  return groups.filter((g) => !g.some((t) => titled.has(t)) && said.has(g[0] ?? "")).length;
}
