import { COUNT_ITEMS, titleWords, words } from "./sentence-pick.ts";
import type { Sentence } from "./sentence-pick.ts";
import type { Passage } from "./passage-sources.ts";

// Numbered lists and table rows among a passage's sentences: a list quoted whole from the line introducing it,
// numbered when its items are counted, and a table row named by a word the visitor wrote.

/** "How many items?" answered from an item of a numbered list: the whole list, from the line introducing it. */
export function fromIntro(picked: string[], all: readonly Sentence[]): string[] {
  // The line introducing the list may already come first (sentence-pick.ts gives an item with it).
  const item = picked[0]?.endsWith(":") && /^\d+\./.test(picked[1] ?? "") ? 1 : 0;
  const first = all.findIndex((x) => x.text === picked[item]);
  if (first < 1 || !/^\d+\./.test(picked[item] ?? "")) return picked;
  const intro = all.slice(0, first).findLastIndex((x) => x.text.endsWith(":"));
  if (intro < 0) return picked;
  const list = all.slice(intro).map((x) => x.text);
  const end = list.findIndex((x, k) => k > 0 && !/^\d+\./.test(x));
  return end < 0 ? list : list.slice(0, end);
}

// A count of things asked ("how many things", "cuántas cosas", "mấy thứ", "几样") and a sentence counting them out.
export const ITEMS_ASK = new RegExp(`${COUNT_ITEMS.source}|\\b(?:how many (?:things|elements|parts)|cuant[oa]s (?:cosas|partes)|(?:bao nhieu|may) (?:thu|yeu to|phan)(?! tieng))\\b|几样|哪几样|几个(?:要素|部分)`);
// "How should each message be written?", "¿cómo se redacta cada mensaje?", "mỗi tin nhắn viết sao?", "每条消息怎么写？":
// what each one holds is asked too, as with "how many things should each have".
// So is what each should be like ("how should each text read?", "¿cómo tiene que ser cada mensaje?"); "viết răng" is
// central speech's "viết sao".
export const WRITE_ASK = /\bhow (?:should|do|to|would|can) (?:(?:i|we|you|they|one) )?(?:write|word|phrase)\b|\bhow should\s+(?:\w+\s+){1,3}(?:be|look|read|sound)\b|\bwhat should\s+(?:\w+\s+){1,3}be like\b|\bcomo\s+(?:\w+\s+){0,3}(?:ser|quedar|verse|sonar)\b|\bcomo (?:se )?(?:debe |deben |hay que )?(?:escrib|redact)\w*|\b(?:viet|soan)(?: tin)? (?:sao|the nao|nhu the nao|ra sao|rang)\b|\b(?:sao|rang|the(?: nao)?|ra sao) +cho (?:de|ro|gon|ngan)\b|(?:怎么|怎样|如何)(?:写|撰写|编写)/;
export const EACH = /\b(?:each|every|per|cada|moi|tung)\b|每/;
// "…viết sao cho dễ làm theo?", "how to write them so they're easy to act on": the aim of each message named is asked of
// every one of them, as "each" does ("dễ mần theo" in central speech).
export const EASE_AIM = /\b(?:cho de (?:lam|man|hieu|thuc hien|lam theo|man theo)|easy to (?:act|follow|understand)|facil(?:es)? de (?:seguir|entender))\b/;
export const COUNTED_OUT = /\b(?:one|a|an|two|three) [a-z]+(?: [a-z]+)?, (?:one|a|an|two|three) [a-z]+(?: [a-z]+)?,? (?:and|or) (?:one|a|an|two|three) [a-z]+/i;

/** A list asked to be counted: its items numbered after the line introducing them, unless they already are. */
export function numbered(sentences: string[]): string[] {
  const [intro, ...items] = sentences;
  if (intro === undefined || !intro.endsWith(":") || items.length < 2 || items.some((s) => /^\d+\./.test(s))) return sentences;
  return [intro, ...items.map((s, k) => `${k + 1}. ${s}`)];
}

/** A table row (cells split by ";") whose first cell opens with a word the visitor wrote, not one of the post's title. */
export function rowNames(sentence: string, groups: readonly string[][], passage: Passage, phrases: boolean): boolean {
  const cells = sentence.split(";");
  // The header row ("…: Lead signal; Route to; Why:") names the columns, not a thing of its own.
  if (cells.length < 3 || passage.kind !== "post" || sentence.endsWith(":")) return false;
  // "MUD (municipal utility district) tax", "Earnest money": the row is about it; not "System in the Gulf may affect …",
  // nor the section's heading a first row may carry ("When a storm threatens: staged notices: …").
  const head = new Set(words((cells[0] ?? "").replace(/^.*:\s/, "")).slice(0, 2));
  const titled = titleWords(passage.title);
  // The visitor's own word ("MUD", "earnest"), not a synonym the glossary gave it ("thông báo" as "warning"); but a
  // Spanish phrase of the glossary ("ordenan evacuar", "no contesta") is no loose synonym: its English ("Evacuation
  // ordered", "No reply") names the row. Not a Vietnamese one: every Vietnamese word of two syllables is spelt as a
  // phrase ("thông báo"). A cell of one word ("Stage") is a column's header carried into the first row.
  const phrase = (g: string[]): boolean => phrases && head.size >= 2 && (g[0] ?? "").includes(" ") && g.slice(1).some((t) => head.has(t));
  return groups.some((g) => !g.some((t) => titled.has(t)) && (head.has(g[0] ?? "") || phrase(g)));
}
