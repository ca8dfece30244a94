import type { Answer } from "./knowledge/answer-types.ts";
import { HEARD } from "./heard.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";

// An answer doubted without a new question: "that quick? the last company promised the same… y'all sure about that?",
// "¿En serio? ¿Está seguro?", "Rẻ vậy sao? Em kiểm lại đi, chị sợ em nói lộn.", "真系咁平？你冇讲错吧？". The site's words do not
// change because they are doubted: the same answer is given again, said to be what the site states. A message that
// names an offering or asks something else is read as that question instead. Rules run on folded text.

const DOUBT = new RegExp(
  [
    // In English and Spanish the doubt closes its sentence: "is that right for a team of 3?" and "¿en serio no publican
    // precios?" ask something new.
    /\b(?:(?:are )?(?:you|y ?all|yall|you guys) (?:sure|certain)(?: about (?:that|this|it))?|is that (?:right|correct|true)|that (?:quick|fast|cheap|low|little|soon)|double[- ]?check(?: (?:that|it))?|check (?:that|it) again)(?=\s*(?:[?!.,;…]|$))/.source,
    /\b(?:(?<!\bno )(?:esta|estas|estan) (?:seguro|segura|seguros)(?: de (?:eso|esto))?|(?<!\b(?:alguien|persona|humano|gente|agente|alguno) )(?:en serio|de verdad)|no se (?:equivoca|equivocan|equivocas)|reviselo|revisalo|chequealo|checalo|tan (?:rapido|barato|poco))(?=\s*(?:[?!.,;…]|$))/.source,
    /\b(?:(?:re|mac|nhanh|lau) (?:vay|the) (?:sao|a|ha|ta)|(?:em|chau|con|ban) (?:kiem|coi|xem|check) lai|noi lon|noi nham|chac (?:khong|chua|chan khong|ko))\b/.source,
    /真的吗|真的假的|有影无|(?:敢会|是不是|会不会)?算错了?|真系|真是|你冇讲错|你没讲错|你没说错|没有讲错|没有说错|没搞错|确定吗|是不是搞错|咁平|这么便宜|这么快|那么快|咁快/.source,
  ].join("|"),
);

/** The last answers again, led by "that's what our site states", when the message only doubts them. */
export function doubtedAgain(message: string, lastAnswers: readonly Answer[]): Answer[] | null {
  const text = foldForRules(message);
  const long = /\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length > 40 : text.split(/\s+/).length > 35;
  // (What someone else said, put to us, is a claim of its own: "最后她说合同要签两年，这个是真的吗？")
  if (long || !DOUBT.test(text) || lastAnswers.length === 0 || HEARD.test(text)) return null;
  const m = findMentions(message);
  if (m.package || m.addon || m.bundle || m.setup) return null;
  const kept = lastAnswers.filter((a) => a.t !== "unknown" && !(a.t === "extra" && a.id === "as-site-says")).slice(0, 5);
  return kept.length > 0 ? [{ t: "extra", id: "as-site-says" }, ...kept] : null;
}
