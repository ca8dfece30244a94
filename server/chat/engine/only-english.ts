import type { Resolved } from "./resolved.ts";

// "¿y el asistente nomás habla inglés, verdad?", "the bot only speaks English, right?", "AI chỉ nói tiếng Anh thôi hả?":
// the languages' line says no. Another company's bot that "solo contesta en inglés" is the rival's, not ours. (Chinese is
// left out: its languages line opens with "可以", which cannot follow a "不是".) Folded text.
const ONLY_ENGLISH = /\b(?:only|just|solo|solamente|nomas|nada mas|chi)\b (?:\w+ )?(?:speaks?|habla|talks?|noi|answers?|contesta|responde|knows?|sabe)\b (?:\w+ )?(?:english|ingles|tieng anh)\b|\b(?:english|ingles) only\b/;
const ANOTHER_BOT = /\b(?:otra|otro|another|other|competitor\w*|competidor\w*|rival|cong ty khac|ben khac)\b.{0,40}\b(?:chatbot|bot|empresa|company|vendor|proveedor|app|tro ly)\b/;

/** The no and the languages' line when only English is claimed of our assistant; else null. */
export function onlyEnglishClaimed(text: string): Resolved | null {
  return ONLY_ENGLISH.test(text) && !ANOTHER_BOT.test(text) ? { answers: [{ t: "verdict", yes: false }, { t: "entry", id: "languages" }], topic: null, intent: "about" } : null;
}
