import { COUNT_WORD as N, NUMBER_WORDS } from "./count-patterns.ts";

// A count said as a multiple of the one before: "twice that many", "three times that", "el triple", "tres veces eso",
// "gấp 3 lần số đó", "gấp đôi", "三倍", "翻倍". The factor, read from folded text; 0 when the message says none.

const WORDS: Record<string, number> = { double: 2, doubled: 2, doubling: 2, twice: 2, doble: 2, triple: 3, tripled: 3, quadruple: 4, quadrupled: 4, cuadruple: 4, doi: 2 };
const FACTORS: RegExp[] = [
  /\b(twice|double|triple|quadruple)\s+(?:that|as many|as much|the (?:number|count|size|team)|it|those|them)\b/,
  /\b(?:if (?:we|i|it|that|they) )?(doubled|tripled|quadrupled)\b|\b(doubling)\b/,
  new RegExp(String.raw`\b${N}\s*(?:times|x)\s+(?:that|as many|the (?:number|count|size|team)|it|those|them|more)\b`),
  /\b(?:el|al|en el|lo) (doble|triple|cuadruple)\b/,
  new RegExp(String.raw`\b${N} veces (?:eso|esa|ese|mas|el|la|lo)\b`),
  new RegExp(String.raw`\b(?:gap|nhan) (?:(doi)|${N} lan)\b`),
];
const HAN: Record<string, number> = { ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([w]) => /\p{Script=Han}/u.test(w))), 一: 1 };
const ZH = /(\d{1,2}|[二两三四五六七八九十])倍|(翻倍|加倍|双倍|翻一番)/u;
// "what if we double?", "times two", "x2", "duplicar", "nhân đôi": doubled, said as an operation ("double-check" is not).
const DOUBLED = /\b(?:double(?![- ]?check)|times two|x ?2|2 ?x|duplic\w*|nhan doi)\b/;

/** The factor a follow-up multiplies the count before by ("gap muoi lan so do" → 10); 0 when it says none. */
export function timesSaid(folded: string): number {
  if (DOUBLED.test(folded)) return 2;
  for (const pattern of FACTORS) {
    const said = pattern.exec(folded)?.slice(1).find(Boolean);
    if (said) return WORDS[said] ?? (Number(said) || NUMBER_WORDS[said] || 0);
  }
  const zh = ZH.exec(folded);
  if (zh?.[2]) return 2;
  return zh?.[1] ? Number(zh[1]) || HAN[zh[1]] || 0 : 0;
}

// "so two platforms total", "en total tres", "tổng cộng 4", "一共四个": the count said is the new total, not an addition.
// "add Gmail, that makes 2 platforms", "con Gmail serían dos plataformas", "thêm Gmail nữa là 2 nền tảng", "加上Gmail
// 就是两个平台": a count of platforms (or "things") said to be what the addition makes is the total too.
const PLATFORM_NOUN = "(?:platforms?|tools?|apps?|things|ones|plataformas?|herramientas?|cosas|cai|nen tang|cong cu|ung dung)";
export const SAYS_TOTAL = new RegExp(
  [
    String.raw`\b(?:total|in total|in all|altogether|all together|all in all|en total|entre todos|tong cong|tong \d+|tat ca la|la \d+ cai)\b`,
    String.raw`\b(?:makes?|making|that(?:s| is| would be| will be)|so|serian?|son|quedan|hacen|seran|la|thanh|thi co|vay la)\s+${N}\s+${PLATFORM_NOUN}\b`,
    // "Añadid Instagram. Ya son dos.", "so that's two now": the count alone, ending what is said.
    String.raw`\b(?:thats|that s|that is|ya son|ahora son|son ya)\s+${N}(?:\s+(?:now|ya|ahora))?\W*$`,
    String.raw`(?:就是|一共|变成|成了|算)[二两三四五六七八九十\d]\s*个?(?:平台|工具)`,
    "一共|总共|合计",
  ].join("|"),
  "u",
);
