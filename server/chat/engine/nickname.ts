import { isKey, NOT_A_NAME, OFFERING_WORDS, PLACES, ZH_SURNAMES } from "./name-words.ts";

// The name the visitor goes by, said instead of an introduction: "me dicen Rigo", "everyone calls me Deb", "I go by
// Sam", "mọi người gọi tui là Tí", "大家都叫我小洪". It is what our team should call them, so it is the lead's name when
// no other introduction names them (person-name.ts reads those first). A Latin name must be capitalised, as typed:
// "call me tomorrow", "call me at 713…" name nobody, and neither do a day, a place or an offering of ours.

const LATIN_NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)`;
const CALLED_LATIN = new RegExp(
  "(?:" +
  [
    // Spanish: "me dicen Rigo", "todos me dicen Lupe", "me llaman Chuy", "díganme Rigo", "me conocen como Tere".
    String.raw`(?<![\p{L}])(?:[Mm]e (?:dicen|llaman|conocen como)|[Dd](?:í|i)ganme|[Dd]ime|[Ll](?:l[áa]menme))`,
    // English: "they call me Rigo", "everyone calls me Deb", "just call me Sam", "I go by Sam", "folks know me as Bo".
    String.raw`(?<![\p{L}])(?:(?:[Tt]hey|[Ee]veryone|[Ee]verybody|[Pp]eople|[Ff]olks|[Mm]ost people|[Ff]riends)\s+(?:all\s+)?(?:call|calls)\s+me|[Jj]ust call me|[Cc]all me|[Ii] go by|(?:[Ff]olks|[Pp]eople|[Ee]veryone) know(?:s)? me as)`,
    // Vietnamese: "mọi người gọi tui là Tí", "cứ gọi em là Lan", "gọi chị là Hoa được rồi".
    String.raw`(?<![\p{L}])(?:[Mm]ọi người |[Aa]i cũng |[Cc]ứ |[Bb]ạn bè )?[Gg]ọi (?:tui|tôi|em|mình|anh|chị|cô|chú) là`,
  ].join("|") + ")" + String.raw`\s+${LATIN_NAME}(?=\s*(?:[,.!;:)]|\s(?:nha|nhé|nhe|nghen|được rồi|is fine|for short|pa|y|and|but|pero)\b|$))`,
  "u",
);
// "大家都叫我小洪", "叫我阿明就行", "朋友叫我 Rigo": a nickname (小/老/阿 and a character, or a surname and a given name).
const CALLED_ZH = new RegExp(
  String.raw`(?:大家|朋友|他们|同事|客户)?(?:都|也)?叫我\s*((?:[小老阿][\p{Script=Han}]|[${ZH_SURNAMES}][\p{Script=Han}]{1,2})|\p{Lu}[\p{Ll}'’-]+)(?=\s*(?:就(?:行|好|可以)|即可|吧|[，,。.！!；;]|$))`,
  "u",
);
const DAY_OR_MONTH = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:tomorrow|today|tonight|later|back|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana)$/;

/** The name the visitor says they go by, or undefined. */
export function calledName(message: string): string | undefined {
  const found = CALLED_LATIN.exec(message)?.[1] ?? CALLED_ZH.exec(message)?.[1];
  if (!found) return undefined;
  const words = found.split(/\s+/).map(isKey);
  return words.some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w)) ? undefined : found;
}
