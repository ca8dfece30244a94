import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";

// A date the package must be running by: "Say I put my name on Growth March 1st. Would my 9 agents be going by the
// 15th?", "¿le alcanza el tiempo con ese?", "离现在只有十天，那个来得及不？", then the same dates for another package named
// by its place among them ("the littlest package", "el del medio", "最小的那个", "the biggest one"). The site gives each
// package's go-live time; that time is the answer, for the package meant. Whether a date is met is the visitor's to
// count: the assistant states no date of its own. Read on folded text (foldForRules).

const MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)";
const DEADLINE = new RegExp(
  [
    // ("going by your site" is according to it: "by" counts only before a date or a time.)
    String.raw`\b(?:in time|make it|(?:going|running|ready|up|live|done|set ?up)(?: and running)? (?:by|before) (?:the |then\b|that (?:date|day|time)|${MONTH}|\d|next|mid|early|late|end|christmas|spring|summer|fall|winter)|same dates?|by the (?:\d{1,2}(?:st|nd|rd|th)?|first|fourth|end of)|by ${MONTH}|before the (?:\d{1,2}(?:st|nd|rd|th)?|${MONTH}))`,
    String.raw`\b(?:a tiempo|(?:le|me|nos|les) alcanza el tiempo|alcanza el tiempo|alcanza\w* en (?:ese|este|el mismo) (?:tiempo|plazo)|(?:me|nos|le) da(?:ria)? (?:el )?tiempo|lleg\w* a (?:tiempo|esa fecha|la fecha)|(?:estaria|estara|queda|quedaria|estaria andando|andaria) (?:funcionando|listo|andando|lista) (?:para|antes)|funcionando para el \d{1,2}|mismas fechas|alcanza(?:ra|ria)? con (?:ese|este|eso|el|ella)|(?:andando|funcionando|listo|lista|jalando) para el (?:\d{1,2}|primero)|para esa fecha)\b`,
    String.raw`\b(?:kip khong|co kip|kip (?:ngay|truoc|cho)|(?:chay|xai|dung) duoc (?:truoc|kip)|truoc ngay \d{1,2}|(?:den|toi) ngay \d{1,2} (?:co )?(?:chay|xai|dung) duoc)\b`,
    "来得及|赶得上|赶不上|赶得及|(?:之前|以前|前)能(?:用上|上线|弄好|装好|跑起来)|能用上不|用得上不",
  ].join("|"),
  "u",
);

// The package meant by its place among the three: smallest, smaller than the one talked about, middle, biggest.
// The fastest to go live is the smallest too ("¿cuál sale más rápido para esa fecha?": Foundation, about two weeks).
const SMALLEST = /\b(?:littlest|smallest|tiniest|most basic|cheapest|entry level|fastest|quickest)\b|\bmas (?:sencillo|basico|chico|chiquito|pequeno|barato|rapido)\b|\b(?:goi )?(?:nho nhat|re nhat|co ban nhat|nhanh nhat)\b|最小|最便宜|最基础|入门|最快/u;
const SMALLER = /\b(?:smaller|littler|cheaper|lower)\b|\b(?:menor|mas chico|mas pequeno)\b|\b(?:nho hon|re hon)\b|小一点|小一些|小的那个|便宜(?:一点|些)的/u;
const MIDDLE = /\bmiddle\b|\b(?:del medio|de en medio|de la mitad)\b|\b(?:o giua|chinh giua)\b|中间/u;
const BIGGEST = /\b(?:biggest|largest|top one|highest)\b|\bmas grande\b|\b(?:lon nhat|to nhat)\b|最大/u;
const BIGGER = /\b(?:bigger|larger)\b|\b(?:lon hon|to hon)\b|大一点|大的那个|那个大的/u;
const ORDER = ["foundation", "growth", "enterprise"];

function packageByPlace(text: string, current: string | null): string | null {
  if (SMALLEST.test(text)) return "foundation";
  if (BIGGEST.test(text)) return "enterprise";
  if (MIDDLE.test(text)) return "growth";
  const at = current ? ORDER.indexOf(current) : -1;
  if (SMALLER.test(text)) return at > 0 ? (ORDER[at - 1] ?? null) : "foundation";
  if (BIGGER.test(text)) return at >= 0 && at < ORDER.length - 1 ? (ORDER[at + 1] ?? null) : "enterprise";
  return null;
}

/** Whether a date the package must be running by is asked ("faltan tres semanas… ¿me da tiempo?"). */
export const asksDeadline = (text: string): boolean => DEADLINE.test(text);

/** The go-live time of the package a date is asked of (named, placed, or the one talked about); null otherwise. */
export function deadlineAsked(text: string, named: string | undefined, topic: Topic | null): Resolved | null {
  if (!DEADLINE.test(text)) return null;
  const current = topic?.kind === "package" ? topic.key : null;
  const key = named ?? packageByPlace(text, current) ?? current;
  if (!key || !ORDER.includes(key)) return null;
  const answers: Answer[] = [{ t: "timeline", key }];
  return { answers, topic: { kind: "package", key }, intent: "how_it_works" };
}
