// Hawaiʻi Pidgin writes the little words its own way: "dat" (that), "dis" (this), "da" (the), "dats" (that's), a "kine"
// after them that only points ("dat kine platform": that platform, the one just named), "bumbye" (by and by:
// eventually), "no can" (can't), "brah", "bruddah" (said to the listener: no word asked), and thanks in Hawaiian,
// "mahalo" ("mahalo nui": thank you very much). Every rule reads the standard forms, so a message with a marker no other
// language has ("brah", "kine", "bumbye", "mahalo") is read with the standard ones first: "mahalo brah, dat was real
// helpful" as "thanks, that was real helpful". "dat" or "da" alone changes nothing: they are Vietnamese syllables too.
const STRONG = /\b(?:brah|bruddah|braddah|kine|bumbye|mahalo)\b/i;
// Spanish, Vietnamese and Chinese messages are left alone.
const OTHER_LANGUAGE = /[¿¡ñáéíóúàảãạăâđèẻẽẹêìỉĩịòỏõọôơùủũụưỳỷỹỵ\p{Script=Han}]/iu;

const IN_PLACE: [RegExp, string][] = [
  [/\bmahalo nui(?: loa)?\b/gi, "thank you very much"],
  [/\bmahalo\b/gi, "thanks"],
  [/\b(?:brah|bruddah|braddah)\b,?\s*/gi, ""],
  [/\b(dat|dis) kine\b/gi, "$1"],
  [/\bda kine\b/gi, "the thing"],
  [/\bbumbye\b/gi, "eventually"],
  [/\bno can\b/gi, "can't"],
  [/\bdats\b/gi, "that's"],
  [/\bdat\b/gi, "that"],
  [/\bdis\b/gi, "this"],
  [/\bda\b/gi, "the"],
];

/** The message with its Pidgin words read as standard English, when it is written in Pidgin. */
export function asPidginRead(message: string): string {
  if (OTHER_LANGUAGE.test(message) || !STRONG.test(message)) return message;
  return IN_PLACE.reduce((text, [pattern, word]) => text.replace(pattern, word), message).replace(/\s+([,.!?])/g, "$1").trim();
}
