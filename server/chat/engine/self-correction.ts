// "how much is the voice ai — no scratch that, the text and whatsapp one", "¿Qué trae el Foundation… no, perdón, el
// Growth?", "Gói Foundation… à không, gói Growth có gì vậy em?", "Foundation套餐——不对，我是说Growth套餐，里面有什么？": what
// the visitor took back mid-sentence is not asked. The thing said before the correction (from its "the" / "el" / "gói" /
// "cái", or the short clause it stands in) is dropped with the correction's own words, so the sentence reads as meant:
// "how much is the text and whatsapp one".

// A pause (a dash, dots, a comma) and the words that take back what was just said. (A dash before the clause is a
// boundary: "…agent — kayla hang on i'm coming — i mean built in" takes back nothing.)
const LATIN_MARK = /(?:\s*(?:[—–]|--?|…|\.{2,}|,)\s*)(?:no+,? wait,? i mean|wait,? i mean|no+,? wait|wait,? no|no,? scratch that|scratch that|no,? sorry,? i mean|sorry,? i mean|i mean(?! (?:it|that|this|business|well)\b)|no,? actually|actually,? no|make that|correction|no,? perd[oó]n|perd[oó]n,? no|no,? mejor|mejor dicho|no,? digo|no,? espere|no,? espera|à không|á không|a không|à nhầm|nhầm,? nhầm|lộn,? lộn|ý (?:em|chị|anh|tôi|con) là|ý là)\s*[,:]?\s*/giu;
const HAN_MARK = /(?:——|—|…+|，|,)\s*(?:不对|不是不是|说错了|哦不|啊不)[，,：:]?\s*(?:我是说|我说的是|应该是|是)?/gu;
// Where the thing taken back begins: its article or classifier, the last one before the correction.
const OPENS = /(?<![\p{L}])(?:the|that|this|el|la|los|las|al|del|ese|esa|este|esta|gói|goi|cái|cai|dịch vụ|dich vu)(?![\p{L}])/giu;
const OFFERING_NAME = /(?<![\p{L}])(?:foundation|growth|enterprise|voice ai|email commander|social scheduler|market dashboard|enhanced messaging)(?![\p{L}])/giu;
const BOUNDARY = /[?¿!¡.;:—–(（)）]|(?<![\p{L}])(?:and|y|va|và|hay|or|o)(?![\p{L}])/giu;

function takenBack(text: string, at: number): number | null {
  const before = text.slice(0, at);
  // The clause the correction ends: after the last sentence mark (a comma is part of the pause, not a boundary).
  const marks = [...before.matchAll(BOUNDARY)];
  const start = marks.length > 0 ? (marks.at(-1)?.index ?? 0) + (marks.at(-1)?.[0].length ?? 0) : 0;
  const clause = before.slice(start);
  if (clause.trim() === "") return null;
  const opens = [...clause.matchAll(OPENS)];
  const open = opens.at(-1);
  if (open?.index !== undefined) return start + open.index;
  // No article: an offering's name said bare ("what comes in foundation — no wait, i mean growth") is the thing.
  const name = [...clause.matchAll(OFFERING_NAME)].at(-1);
  if (name?.index !== undefined) return start + name.index;
  // No article: a short clause ("foundation, i mean growth") is the thing itself.
  return clause.trim().split(/\s+/).length <= 4 ? start + (clause.length - clause.trimStart().length) : null;
}

/** The message without what the visitor took back mid-sentence; as typed when nothing was. */
export function withoutTakenBack(typed: string): string {
  let text = typed;
  for (const mark of [HAN_MARK, LATIN_MARK]) {
    mark.lastIndex = 0;
    const found = [...text.matchAll(mark)].reverse();
    for (const m of found) {
      if (m.index === undefined) continue;
      const end = m.index + m[0].length;
      if (end >= text.length || /^[\s?？!.。]*$/u.test(text.slice(end))) continue;
      if (mark === HAN_MARK) {
        // Chinese: the phrase since the last punctuation is what was taken back.
        const before = text.slice(0, m.index);
        const cut = Math.max(...["，", "。", "？", "！", "：", "；", ",", "?", "!", ":", "）", ")"].map((p) => before.lastIndexOf(p))) + 1;
        if (before.slice(cut).trim() === "") continue;
        text = text.slice(0, cut) + text.slice(end);
        continue;
      }
      const from = takenBack(text, m.index);
      if (from === null) continue;
      text = text.slice(0, from) + text.slice(end);
    }
  }
  return text;
}

// "(to my husband: yes the lake weekend, fine)", "(al Matías: ya voy)", "(nói với con: ăn cơm đi con)", "（对女儿说：作业写完
// 没？）": a remark in brackets said to someone in the room is not said to us ("(to be clear: 5 agents)" is).
const SAID_TO_OTHERS = new RegExp(
  [
    // "(to my husband:", "(a mi mamá por teléfono:", "(al Matías:": someone of theirs, or a name, before the colon.
    String.raw`[(（]\s*(?:[Tt]o|[Aa]l?|@)\s*(?:(?:my|mi|mis|the|our|her|his|la|el|su)\s+\p{L}+|\p{Lu}\p{Ll}+)[^()（）:：\n]{0,24}[:：][^()（）]*[)）]`,
    String.raw`[(（]\s*(?:[Nn]ói với|[Nn]oi voi|[Nn]ói vs|[Bb]ảo|[Dd]ặn|对|跟|和|同|给)\s*[^()（）:：\n]{1,24}?(?:说)?\s*[:：][^()（）]*[)）]`,
  ].join("|"),
  "gu",
);

/** The message without remarks in brackets said to someone else. */
export const withoutSaidToOthers = (typed: string): string => {
  const kept = typed.replace(SAID_TO_OTHERS, " ").replace(/\s{2,}/g, " ").trim();
  return kept === "" ? typed : kept;
};
