import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";
import { ABOUT_THE_PRODUCT } from "./channel-cues.ts";

// Small readings of a message that steer the conversation rather than ask about a topic.

const LANGUAGE_NAMES: [Language, RegExp][] = [
  ["es", /\b(?:spanish|espanol|tay ban nha)\b|西班牙/],
  ["en", /\b(?:english|ingles|tieng anh)\b|英文|英语/],
  ["zh", /\b(?:chinese|chino|tieng trung|mandarin)\b|中文|汉语/],
  ["vi", /\b(?:vietnamese|vietnamita|tieng viet)\b|越南/],
];
const TRANSLATE = /\b(?:say|repeat|tell me|write|answer|reply|explain|put)\b.{0,20}\bin (?:spanish|english|chinese|vietnamese|mandarin)\b|^(?:in )?(?:english|spanish|chinese|vietnamese)(?: please| pls)?$|\b(?:dimelo|dilo|repitelo|escribelo)\b|\b(?:me lo|nos lo|se lo|lo) (?:puede|podria|puedes|podrias|pueden)? ?(?:repetir|decir|escribir|poner|pasar|traducir)\b.{0,15}\ben (?:ingles|espanol|chino|vietnamita)\b|\b(?:repita|repitame|repitanos|digamelo|escribamelo|traduzcamelo|traducemelo)\b.{0,15}\ben (?:ingles|espanol|chino|vietnamita)\b|^(?:en|y en) (?:espanol|ingles|chino|vietnamita)(?: por favor)?$|\b(?:noi|viet|tra loi) (?:lai )?bang tieng\b|^bang tieng|用(?:中文|英文|英语|西班牙语|越南语)(?:说|讲|回答|再说)|(?:说|讲)一遍/;

const OTHERS_WRITE = /\b(?:they|he|she|clients?|buyers?|sellers?|leads?|tenants?|people|customers?|someone|somebody)\b.{0,15}\b(?:writes?|texts?|answers?|replies|says?|speaks?|talks?)\b.{0,10}\bin\b/;

/** "say that in Spanish" → "es": the visitor wants the last answer again in another language. */
export function translationRequest(message: string): Language | null {
  // "Mi socio es gringo y no habla español, ¿me lo puede repetir en inglés?": the sentence that asks is what counts, a
  // reason said before it changes nothing.
  const whole = foldForRules(message);
  const text = whole.length > 60 ? (whole.split(/[.;!?¿¡]+/).find((s) => TRANSLATE.test(s)) ?? whole).trim() : whole;
  // "does it answer tenants in Spanish too?" asks what the product does, not for our last reply in Spanish.
  // ("what if they write in Spanish", "¿y si ellos escriben en inglés?": others writing in it, not a reply asked of us.)
  if (text.length > 60 || !TRANSLATE.test(text) || ABOUT_THE_PRODUCT.test(text) || OTHERS_WRITE.test(text)) return null;
  return LANGUAGE_NAMES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** A person asked for in so many words ("a real person", "un asesor", "nhân viên", "真人"). */
export const PERSON_ASKED = /\b(?:real person|human|someone|somebody|a person|rep|representative|one of (?:your|y ?all s|yalls|ur) (?:people|folks|guys|team|staff)|persona real|alguien|un asesor|nhan vien|nguoi that)\b|真人|人工|同事/;
