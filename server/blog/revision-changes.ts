// What one revision changed relative to the one kept before it, computed once when the revision is stored so the
// history lists it without reading any text.
import { diffArrays } from "diff";
import { TEXT_FIELDS, type PostSnapshot, type RevisionChanges } from "#common/blog/post-revisions.ts";

/** Past this many word edits (or this long) the word diff gives up and words are counted as a bag instead. */
const MAX_WORD_EDITS = 2000;
const DIFF_TIMEOUT_MS = 50;
/** A first changed line is shown cut to this many characters. */
const LINE_CHARS = 140;

const OTHER_FIELDS = ["slug", "category", "coverImage", "author", "tags", "seoTitle", "seoDescription", "isPublished", "publishedAt"] as const;

const words = (s: PostSnapshot | null) => (s ? TEXT_FIELDS.flatMap((f) => s[f].split(/\s+/).filter(Boolean)) : []);
const lines = (text: string) => (text === "" ? [] : text.split(/\r?\n/));
const cut = (text: string) => (text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS - 1).trimEnd()}…` : text);

/** Words added and removed: a word diff, or (a large rewrite) the difference of the two bags of words. */
function countWords(before: string[], after: string[]): { wordsAdded: number; wordsRemoved: number } {
  const parts = diffArrays(before, after, { maxEditLength: MAX_WORD_EDITS, timeout: DIFF_TIMEOUT_MS });
  if (parts) {
    let wordsAdded = 0;
    let wordsRemoved = 0;
    for (const part of parts) {
      if (part.added) wordsAdded += part.count;
      else if (part.removed) wordsRemoved += part.count;
    }
    return { wordsAdded, wordsRemoved };
  }
  const bag = new Map<string, number>();
  for (const w of before) bag.set(w, (bag.get(w) ?? 0) + 1);
  let wordsAdded = 0;
  for (const w of after) {
    const left = bag.get(w) ?? 0;
    if (left > 0) bag.set(w, left - 1);
    else wordsAdded++;
  }
  let wordsRemoved = 0;
  for (const left of bag.values()) wordsRemoved += left;
  return { wordsAdded, wordsRemoved };
}

/** The first line of the title, excerpt or content (in that order) that differs: the new line, or the removed one. */
function firstChange(before: PostSnapshot | null, after: PostSnapshot): RevisionChanges["firstChange"] {
  for (const field of TEXT_FIELDS) {
    const old = lines(before?.[field] ?? "");
    const now = lines(after[field]);
    const length = Math.max(old.length, now.length);
    for (let i = 0; i < length; i++) {
      if (old[i] === now[i]) continue;
      const removed = i >= now.length;
      return { field, line: i + 1, text: cut((removed ? old[i] : now[i]) ?? ""), removed };
    }
  }
  return null;
}

const shown = (value: unknown) => JSON.stringify(value ?? null);

export function revisionChanges(before: PostSnapshot | null, after: PostSnapshot): RevisionChanges {
  return {
    ...countWords(words(before), words(after)),
    firstChange: firstChange(before, after),
    fields: before ? OTHER_FIELDS.filter((f) => shown(before[f]) !== shown(after[f])) : [],
  };
}
