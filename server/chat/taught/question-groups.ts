import { terms } from "../engine/knowledge/search.ts";
import type { UnansweredReason } from "#common/chat/taught-answers.ts";

/** Two questions are "the same question" when they share at least this share of their words (Jaccard). */
export const SAME_QUESTION = 0.5;
/** Distinct phrasings kept per group. */
const PHRASINGS_KEPT = 20;

export interface AskedQuestion {
  messageId: number;
  conversationId: string;
  content: string;
  language: string | null;
  createdAt: Date;
  reason: UnansweredReason;
}

export interface QuestionGroup {
  /** The newest question's words: what later questions are compared with. */
  words: ReadonlySet<string>;
  newest: AskedQuestion;
  phrasings: string[];
  count: number;
  languages: Set<string>;
  reasons: Record<UnansweredReason, number>;
}

/**
 * A question's words: lower-cased and accent-folded by the engine's own `terms()` (Chinese cut into words and
 * characters), with a plain English plural folded so "price" and "prices" count as one word.
 */
export function questionWords(text: string): Set<string> {
  return new Set(terms(text).map((w) => (w.length > 3 && /^[a-z]+s$/.test(w) && !w.endsWith("ss") ? w.slice(0, -1) : w)));
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Groups questions given newest first: each joins the first group whose newest question it is similar enough to,
 * else starts a group. Questions with no words to compare (only "?" or stop words) are left out.
 */
export function groupQuestions(questions: readonly AskedQuestion[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  for (const q of questions) {
    const words = questionWords(q.content);
    if (words.size === 0) continue;
    let group = groups.find((g) => similarity(g.words, words) >= SAME_QUESTION);
    if (!group) {
      group = { words, newest: q, phrasings: [], count: 0, languages: new Set(), reasons: { unanswered: 0, handoff: 0, takeover: 0 } };
      groups.push(group);
    }
    group.count++;
    group.reasons[q.reason]++;
    if (q.language) group.languages.add(q.language);
    const text = q.content.replace(/\s+/g, " ").trim();
    if (group.phrasings.length < PHRASINGS_KEPT && !group.phrasings.some((p) => p.toLowerCase() === text.toLowerCase())) group.phrasings.push(text);
  }
  return groups;
}

/** The first taught answer one of whose questions is similar enough to one of the group's phrasings. */
export function coveringAnswer<T extends { id: number; questions: readonly string[] }>(group: QuestionGroup, taught: readonly { answer: T; words: ReadonlySet<string>[] }[]): T | null {
  const asked = [group.words, ...group.phrasings.map(questionWords)];
  for (const t of taught) if (t.words.some((w) => asked.some((a) => similarity(a, w) >= SAME_QUESTION))) return t.answer;
  return null;
}
