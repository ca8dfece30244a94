import type { Language } from "./types.ts";
import { foldForRules } from "./text.ts";

// "so that's 1500 one time and then 197 every month after, I got that straight?", "cộng lại 326 đô một tháng, chị hiểu vậy có
// đúng không?", "所以是六到八个礼拜…我理解得对吗？": the visitor reads our figures back and asks whether that is right. The
// answer says yes only when every figure they read back is one the reply states (or the sum of two it states); a figure
// of theirs that the reply does not hold is never confirmed (misread-duration.ts says the right one again).

const ASKS_IF_RIGHT = new RegExp(
  [
    String.raw`\b(?:i (?:got|get|have) (?:that|it|this) (?:straight|right)|(?:did|have) i (?:got|get) (?:that|it|this) (?:straight|right)|is that (?:right|correct)|am i (?:right|reading (?:that|it|this) right)|that (?:right|correct)\s*[?]|right\s*[?]\s*$)`,
    String.raw`(?:^|\s)(?:si (?:te|le) entendi|entendi bien|a ver si (?:te|le) entendi)\b|(?:¿|\s)(?:no|verdad|cierto|correcto|es asi)\s*\?\s*$`,
    String.raw`\b(?:(?:co )?dung (?:khong|hong|ko|chua)|phai (?:khong|hong|ko) (?:em|anh|chi|a)?|hieu (?:vay|nhu vay|the) (?:co )?dung (?:khong|chua|hong))\b`,
    "(?:对吗|对吧|对不对|是吗|是吧|没错吧|理解得对吗|理解对吗|理解的对吗|是这样吗|是不是这样|我说得对吗)",
  ].join("|"),
  "u",
);

const CHINESE_DIGITS: Record<string, string> = { 一: "1", 两: "2", 二: "2", 三: "3", 四: "4", 五: "5", 六: "6", 七: "7", 八: "8", 九: "9" };
/** The figures a text states, digits only ("$1,500" and "1500" alike; "六到八" as 6 and 8). */
const figuresIn = (text: string): number[] =>
  [...text.replace(/[一两二三四五六七八九](?=[到至个周星礼月天])|(?<=[到至])[一两二三四五六七八九]/gu, (c) => CHINESE_DIGITS[c] ?? c).matchAll(/(?<![a-z])\d[\d,]*(?![a-z])/gi)]
    .map((m) => Number(m[0].replace(/,/g, "")))
    .filter((n) => Number.isFinite(n));

/** "24/7", "24 hours", "24 giờ", "24小时": a way of working, not a figure. */
export const ROUND_THE_CLOCK = /\b24\s*[/x]\s*7\b|\b24\s*(?:h|hrs?|hours?|horas|gio|giờ|tieng)\b|24小时/giu;

// (Each opens with the language's plain yes: "Vâng", "是的".)
const AFFIRM: Record<Language, string> = { en: "Yes, that's right.", es: "Sí, así es.", vi: "Vâng, đúng rồi.", zh: "是的，没错。" };

/** The message reads figures back and asks whether they are right ("that's $3,000 setup once and then $497 plus $197, right?"). */
export const readsFiguresBack = (message: string): boolean =>
  (ASKS_IF_RIGHT.test(foldForRules(message)) || ASKS_IF_RIGHT.test(message)) && figuresIn(message.replace(ROUND_THE_CLOCK, " ")).some((n) => n >= 2);

/** "Yes, that's right." (in the visitor's language) when the message reads back figures the reply states; null otherwise. */
export function readBackConfirmed(message: string, response: string, language: Language): string | null {
  if (!ASKS_IF_RIGHT.test(foldForRules(message)) && !ASKS_IF_RIGHT.test(message)) return null;
  // "24/7" names a way of working, not a figure read back ("gói Foundation có agent 24/7, đúng không?").
  const theirs = figuresIn(message.replace(ROUND_THE_CLOCK, " ")).filter((n) => n >= 2);
  if (theirs.length === 0) return null;
  const ours = figuresIn(response.replace(/https?:\/\/\S+|\(\d{3}\) \d{3}-\d{4}/g, " ").replace(ROUND_THE_CLOCK, " "));
  const sums = new Set(ours.flatMap((a, i) => ours.slice(i + 1).map((b) => a + b)));
  const held = (n: number): boolean => ours.includes(n) || sums.has(n);
  return theirs.every(held) && theirs.some((n) => ours.includes(n)) ? AFFIRM[language] : null;
}
