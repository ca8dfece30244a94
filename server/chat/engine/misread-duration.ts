import type { Answer } from "./knowledge/answer-types.ts";
import { asksSomething } from "./acts.ts";
import { foldForRules } from "./text.ts";

// "two months? that's slow", "¿dos meses? muy lento", "hai tháng hả?", "两个月？可慢了" right after the go-live times: the
// visitor read a length the reply did not say. The go-live answer is said again, so the right figure stands (the
// visitor's own figure is never confirmed). Only a length echoed back as a question, in a short message.

const LENGTH = new RegExp(
  [
    String.raw`\b(?:a|one|two|three|four|five|six|eight|a couple(?: of)?|a few|\d{1,2}) (?:months?|weeks?|days?)\b`,
    String.raw`\b(?:un|una|dos|tres|cuatro|cinco|seis|ocho|\d{1,2}) (?:mes(?:es)?|semanas?|dias?)\b`,
    String.raw`\b(?:mot|hai|ba|bon|nam|sau|tam|\d{1,2}) (?:thang|tuan|ngay)\b`,
    "[一两二三四五六八1-9]个?(?:月|星期|礼拜|周|天)",
  ].join("|"),
);
const ECHOED = /^\W*(?:so |wait,? |what,? |entonces |o sea,? |como que |vay |the |sao )?(?:[^?？]{0,30})[?？]+/u;
// A question word after the echo asks something else ("two weeks? and what does it cost?"); "that long?" does not.
const ASKS_MORE = /\b(?:what|whats|how|hows|which|when|why|who|where|does|do|is|are|can|que|cual|como|cuanto|cuando|donde|gi|nao|sao|bao nhieu|khong)\b|什么|啥|吗|多少|几|怎么|呢/u;

/** The go-live answers to say again when the message echoes a length back as a question; null otherwise. */
export function misreadLength(message: string, lastAnswers: readonly Answer[]): Answer[] | null {
  const timeline = lastAnswers.filter((a) => a.t === "timeline" || (a.t === "entry" && a.id === "timeline"));
  if (timeline.length === 0) return null;
  const text = foldForRules(message);
  const short = /\p{Script=Han}/u.test(message) ? message.replace(/\s+/g, "").length <= 24 : message.split(/\s+/).length <= 12;
  const first = ECHOED.exec(text)?.[0] ?? "";
  // "two weeks? great, and what's in it?": a question after the echo is what is asked.
  const rest = text.slice(first.length);
  // ("…我们哪等得了那么久": a rhetorical 哪 asks nothing.)
  const asksMore = ASKS_MORE.test(rest) || (!/\p{Script=Han}/u.test(rest) && !/[?？]/u.test(rest) && asksSomething(rest));
  return short && LENGTH.test(first) && !asksMore ? timeline : null;
}
