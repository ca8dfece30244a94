import { foldAccents } from "../text.ts";

// What the shape of a question says about the sentence that answers it, beyond its words: a phrase it quotes names the
// section or sentence ("the \"test like it matters\" part"), and a "why" asks for the sentence that gives a reason.

const QUOTES = /["“”„«»「」『』]([^"“”„«»「」『』]{3,80})["“”„«»「」『』]/gu;

/** The phrases the question puts in quotation marks: the visitor is quoting the site, so its words belong together. */
export function quotedPhrases(query: string): string[] {
  return [...query.matchAll(QUOTES)].map((m) => m[1]?.trim() ?? "").filter((p) => /\p{L}{2,}|\d/u.test(p));
}

// "why", "what's the reason", "¿por qué?", "tại sao", "为什么": the answer is the sentence saying because or so.
const REASON_ASK = /\b(?:why|how come|reasons?|reasoning|rationale|por que|porque|razon|razones|motivo|motivos|tai sao|vi sao|ly do|sao lai|sao (?:chon|dung|xai)|ventajas?|loi ich|uu diem)\b|为什么|为何|原因|理由|怎么会|好处|优点|优势/;
const REASON_SAID = /\b(?:because|since|so that|so you|so your|reason|that's why|which is why|porque|ya que|para que|razon|boi vi|ly do)\b|因为|所以|原因|以便/i;

export const asksReason = (query: string): boolean => REASON_ASK.test(foldAccents(query.toLowerCase()));
export const givesReason = (sentence: string): boolean => REASON_SAID.test(foldAccents(sentence));
// "Speed to lead is not about being pushy. It is about being present…": what a thing is not, then what it is instead;
// asked why it is not ("¿por qué no es ser insistente?"), the sentence saying what it is gives the reason.
const NOT_SAID = /\b(?:is not|isn't|are not|aren't|no es|no son|khong phai)\b|不是/;
const INSTEAD = /^(?:it is|it's|they are|that is|es|son|se trata de|do la|ma la)\b|^(?:而是|是)/;
export const reasonAfter = (before: string, sentence: string): boolean => givesReason(sentence) || (NOT_SAID.test(foldAccents(before.toLowerCase())) && INSTEAD.test(foldAccents(sentence.toLowerCase())));
/** Sentences of which one gives a reason, or says what the one before it is instead. */
export const holdsReason = (sentences: readonly string[]): boolean => sentences.some((s, i) => givesReason(s) || (i > 0 && reasonAfter(sentences[i - 1] ?? "", s)));

// A list's items as markdown writes them: every line a bullet or a number.
export const isListBlock = (block: string): boolean => {
  const lines = block.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 1 && lines.every((l) => /^(?:[-+*]|\d+[.)])\s+/.test(l));
};

// "Name them.", "enumérelos", "liệt kê", "列出来": the items themselves are asked for, not one fact among them.
const ENUMERATE = /\b(?:(?:list|name) (?:them|those|these|all|each|every)|enumerat\w*|enumer\w*|liet ke|ke ra|ke het)\b|列出|列举|一一说/;
// "What's on that checklist?", "¿cuáles son?", "gồm những gì", "有哪些", "name them", "liệt kê", "列出": the items of a list are the answer.
// "¿a quién dice que hay que pasarle…?": "hay que" is "one must", no "qué hay" (what is there) asked.
const LIST_ASK = new RegExp(`${/\b(?:what'?\s?s on|what is on|what are|which|list|items|cuales|que hay(?! que\b)|lista|nhung gi|gom|danh sach)\b|哪些|哪几|有什么|清单/.source}|${ENUMERATE.source}`);
export const asksEnumeration = (query: string): boolean => ENUMERATE.test(foldAccents(query.toLowerCase()));
export const asksList = (query: string): boolean => LIST_ASK.test(foldAccents(query.toLowerCase()));
