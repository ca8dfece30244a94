import type { Language } from "../types.ts";
import { foldForRules } from "../text.ts";

// A yes-or-no question gets its yes or no first; a conditional passage ("if we switched on a model …") gets neither.
const YES_NO: Record<Language, RegExp> = {
  en: /^(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have)\b/i,
  es: /^¿?(?!.*\b(?:que|como|cuando|cuanto|cuanta|cuantos|cuantas|donde|por que|quien|quienes|cual|cuales)\b)[^?]{3,}\?$/i,
  vi: /(?:\bkhong|\bko|\bchua|\bphai khong)\s*\??$/i,
  zh: /[吗嘛][？?]?$/,
};
// "Can you explain how the newsletter works?", "could you walk me through…": a request put as a question, answered by
// what it asks to be told, with no yes or no before it ("can you tell me if…" still asks yes or no).
const ASKS_TO_BE_TOLD = /^(?:can|could|would|will) (?:you|u|ya) (?:please |pls |kindly |just |quickly )?(?:explain|describe|walk|run|talk|take|break|go (?:over|through)|outline|summari[sz]e|clarify|spell|show|remind|help me understand|give me (?:a |an |the )?(?:rundown|overview|idea|summary|breakdown)|tell (?:me|us)(?! (?:if|whether)\b))\b/;
const NEGATIVE = /\b(?:no|not|never|nothing|none|don'?t|doesn'?t|won'?t|isn'?t|aren'?t|without|nunca|ningun\w*|sin|khong|chua|chang)\b|不|没有|从不|无需/i;
const CONDITIONAL = /^\s*(?:if|when|unless)\b|\b(?:if|unless) (?:we|you|our|your)\b/i;
// Marketing's negations that say yes ("not just the calendar", "never miss a lead", "no client falls through the cracks").
const SAYS_YES = /\bnot (?:just|only|merely|simply)\b|\bno (?:matter|longer)\b|\bnever (?:miss\w*|lose|loses|losing)\b|\bno (?:client|lead|one|inquiry|message|call)s? (?:\w+ ){0,2}(?:falls?|slips?|goes|gets? (?:lost|missed|dropped))\b|\bwithout (?:scaling|adding|missing|losing|hiring)\b|\bno solo\b|\bsin perder\b|\bkhong (?:chi|bo lo)\b|不只|不仅|不再错过|不会错过/gi;
// "Will it pop up again?", "¿vuelve a salir?", "có hiện lại không?", "还蹦出来吗？" answered by "…so they stay closed":
// what stays as it was does not come back, whatever negation the sentence lacks.
const COMES_BACK = /\b(?:pops? up again|come[s]? back|show[s]? up again|reappears?|vuelven? a (?:salir|aparecer)|reaparecen?|hien (?:ra |len )?lai|lai hien|xuat hien lai)\b|蹦出来|弹出来|冒出来|再出来|又出来|再出现|又出现|重新出现/u;
const STAYS = /\b(?:stays?|remains?) (?:closed|hidden|dismissed|off)\b/i;
/** "Reads each agent's calendar rather than a separate list": what it does and what it does not, no plain yes. */
export const CONTRASTED = /\b(?:rather than|instead of|en (?:lugar|vez) de|thay vi)\b|而不是|而非/;
// "Should it text all my tenants?" answered by "Message only the affected properties": asked of all, said of only some
// is a no ("not only", a yes, is taken out first).
const ALL_ASKED = /\b(?:all|every|everyone|everybody|todos|todas|tat ca|toan bo)\b|所有|全部|全体|每一?个/;
const ONLY = /\b(?:only|solamente|unicamente)\b/;
/** Yes or no, when the question asks yes or no and the English passage says it plainly. */
/** `asked`: the caller knows the question asks yes or no ("…? Sí o no."), whatever its shape. */
export function polarity(question: string, language: Language, sentence: string | undefined, asked = false): "yes" | "no" | null {
  if (!sentence) return null;
  if (!asked && !YES_NO[language].test(foldForRules(question).replace(/[?？]+\s*$/u, "?").trim()) && !(language === "zh" && YES_NO.zh.test(question.trim()))) return null;
  if (language === "en" && ASKS_TO_BE_TOLD.test(foldForRules(question))) return null;
  if (CONDITIONAL.test(sentence)) return null;
  if (STAYS.test(sentence) && COMES_BACK.test(foldForRules(question))) return "no";
  if (ALL_ASKED.test(foldForRules(question)) && ONLY.test(sentence.replace(SAYS_YES, " "))) return "no";
  return NEGATIVE.test(sentence.replace(SAYS_YES, " ")) ? "no" : "yes";
}
