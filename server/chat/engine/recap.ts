import { BOTH, THE_TWO } from "./count-patterns.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { readsFiguresBack } from "./read-back.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";

// "Put that all together in one message for me, so I can forward it to Elvin", "ponémelo todo junto en un solo mensaje
// para mandárselo a mi socia", "你把刚刚讲的这几样整理成一段给我": after a few answers the visitor asks for them gathered
// in one message. Nothing new is asked: the answers of the last few questions (context.recent) are said again together,
// every figure with them, in the visitor's language. Answering only the last question, or a vague summary, would lose
// what they mean to forward.

const RECAP = new RegExp(
  [
    String.raw`\b(?:put|pull|gather|bundle|write|sum|wrap|round|lump|roll|boil) (?:that|it|this|those|these|everything|all (?:that|this|of (?:that|it|this|those))|what you (?:said|told me)|your answers)(?: all| up)? (?:together|up|into one|in one)\b`,
    String.raw`\b(?:in|into) (?:one|a single|1) (?:message|text|note|reply|email|e mail|paragraph|list)\b`,
    String.raw`\b(?:recap|summari[sz]e|give me a summary|a quick summary|short summary|sum up)\b`,
    String.raw`\beverything you (?:just )?(?:said|told me|wrote)\b|\ball (?:that|of that|of it) in one\b`,
    String.raw`\b(?:todo junto|tod[oa]s? junt[oa]s|en un (?:solo )?(?:mensaje|texto|parrafo|correo)|resum(?:e|a|ame|amelo|emelo|elo|ir|eme|anos)|un resumen de (?:lo|todo|esto|eso)|recapitul\w*|todo lo que (?:me )?(?:dijo|dijiste|ha dicho|has dicho|contesto|contestaste))\b`,
    String.raw`\b(?:tom tat|tong hop lai|(?:tom|noi|ke) lai\b.{0,30}\b(?:trong|vao|thanh) (?:mot|1) (?:tin|tin nhan|doan)|viet gon lai|(?:gom|gop|viet|ghi|gui)\b.{0,30}\b(?:trong|vao|vo|thanh) (?:mot|1) (?:tin|tin nhan|doan)|noi lai het|ghi lai het)\b`,
    "再列一遍|再列一下|重新列一遍|整理成|整理一下|汇总|总结一下|帮我总结|给我总结|归纳一下|写在一起|一段话|一条消息|一条信息|一起发给我|(?:你|您)(?:刚才|刚刚)(?:说|讲)的.{0,8}(?:写|发|整理|合|列|放)",
  ].join("|"),
  "u",
);

/** The message asks for the conversation's answers gathered in one message. */
export const asksForRecap = (message: string): boolean => RECAP.test(foldForRules(message));

// "ok remind me, what were those two a month again?", "a ver, repetime cuánto es al mes cada uno de los dos", "刚才那两个每个
// 月分别多少，再说一遍？": the last two offerings answered, said again (only they, not every answer before them). "so if I
// add both, that's $3,000 setup once and then $497 plus $197 every month, right?": both, read back, are said again too, so
// the figures read back can be confirmed against them (read-back.ts).
const AGAIN_OR_EACH = /\b(?:again|remind me|repeat|one more time|each|apiece|otra vez|de nuevo|repet\w*|recuerd\w*|cada uno|cada una|nhac lai|noi lai|moi cai|tung cai)\b|再说|再讲|重复|提醒我|分别|各(?:是|要)?多少/;
const OFFERING = new Set<Answer["t"]>(["addon", "package", "bundle"]);

/** The last two offerings answered, when the message asks "those two" again; else null. */
export function thoseTwoAgain(message: string, recent: readonly (readonly Answer[])[]): Answer[] | null {
  const text = foldForRules(message);
  if (!((THE_TWO.test(text) && AGAIN_OR_EACH.test(text)) || (BOTH.test(text) && readsFiguresBack(message)))) return null;
  // (An add-on found by what it does, "SMS với WhatsApp giá bao nhiêu", is said again as itself.)
  const offerings = recent.flatMap((answers) => answers.flatMap((a): Answer[] => (OFFERING.has(a.t) ? [a] : a.t === "need" && a.kind === "addon" ? [{ t: "addon", key: a.key }] : [])));
  const distinct = offerings.filter((a, i) => offerings.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i);
  return distinct.length >= 2 ? distinct.slice(-2) : null;
}

// Answers that say nothing to forward: a gap, a question back.
const SAYS_NOTHING = new Set<Answer["t"]>(["unknown", "recommend-ask"]);

/** The answers of the last questions, each once, in the order they were given. */
export function recapAnswers(recent: readonly (readonly Answer[])[]): Answer[] {
  const seen = new Set<string>();
  const all: Answer[] = [];
  for (const answers of recent) {
    for (const answer of answers) {
      const key = JSON.stringify(answer);
      if (SAYS_NOTHING.has(answer.t) || seen.has(key)) continue;
      seen.add(key);
      // Said again, an answer's leading "Yes." answers nothing: the facts are what is forwarded.
      all.push(answer.t === "need" ? { ...answer, yes: false } : answer.t === "passage" ? { ...answer, lead: undefined } : answer);
    }
  }
  return all;
}

/** The answers kept for a later recap: the last four questions' (only answers that say something). */
export function rememberAnswers(recent: readonly Answer[][], answers: readonly Answer[]): Answer[][] {
  const kept = answers.filter((a) => !SAYS_NOTHING.has(a.t)).slice(0, 6);
  return kept.length === 0 ? [...recent] : [...recent, kept].slice(-4);
}

/** Said before the answers gathered. */
export const RECAP_LEAD: Record<Language, string> = {
  en: "Here it is all in one message:",
  es: "Aquí va todo junto en un solo mensaje:",
  vi: "Đây là tất cả gom lại trong một tin:",
  zh: "汇总如下：",
};
