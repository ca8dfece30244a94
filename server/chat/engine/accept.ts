import { foldForRules } from "./text.ts";

// "sí, agendemos", "好的，预约吧", "ok đặt": a short yes to the consultation the last reply offered (issue 37, item 2).
// Read only right after such an offer, and only when every word of the message is a word of agreeing (or of
// booking, or a please/thanks): "sí, pero ¿y los complementos?", "no thanks", "不用了", "không cần" hold a word
// that is not, so they stay what they are. A list of what agreeing sounds like, not a guess at anything longer.

/** Folded (lower case, no accents, đ→d) phrases; the longest are tried first. */
const AGREEING = [
  // en
  "yes", "yeah", "yea", "yep", "yup", "ya", "sure", "ok", "okay", "oke", "okey", "k", "alright", "all right", "absolutely", "definitely",
  "of course", "great", "perfect", "sounds good", "sounds great", "that works", "works for me", "go ahead", "why not", "id like that",
  "i would like that", "lets do it", "lets do that", "do it", "lets go", "book it", "lets book", "lets book it", "book me", "lets schedule",
  "schedule it", "lets set it up", "set it up",
  // es
  "si", "claro", "claro que si", "vale", "dale", "va", "sale", "de acuerdo", "perfecto", "genial", "bueno", "listo", "me parece bien",
  "esta bien", "por supuesto", "agendemos", "agendamos", "agendala", "agendalo", "reservemos", "hagamoslo", "vamos", "adelante", "me interesa",
  // vi (folded)
  "vang", "da", "co", "duoc", "dong y", "ok luon", "chot", "tot", "dat", "dat lich", "dat lich di", "dat di", "dat luon", "hen lich",
  "len lich", "muon dat", "toi muon dat", "minh muon dat", "em muon dat", "di", "luon", "u", "uh", "um",
  // zh
  "好", "好的", "好啊", "好吧", "好呀", "可以", "可以的", "行", "行啊", "是", "是的", "对", "嗯", "嗯嗯", "要", "没问题", "当然", "当然可以",
  "预约", "预约吧", "约吧", "那就预约吧", "帮我预约", "安排吧", "就这么办",
];
/** Words that may come with a yes without changing it. */
const COURTESY = ["please", "pls", "now", "then", "por favor", "ahora", "entonces", "pues", "vui long", "giup", "cho toi", "cho minh", "ban", "nhe", "nha", "a", "请", "吧", "呀", "啊", "了", "那"];
/** "ok thanks" closes a topic more often than it takes an offer: a thanks takes it only beside a word of booking. */
const THANKS = ["thanks", "thank you", "thx", "gracias", "cam on", "谢谢"];
const BOOKING_WORD = /book|schedul|set it up|agend|reserv|dat|hen lich|len lich|预约|约|安排/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join("|");
// A Latin word stands alone; Chinese runs into its neighbours, so it needs no spaces around it.
const PIECE = new RegExp(`^(?:(${alternatives(AGREEING)})|(${alternatives([...COURTESY, ...THANKS])}))(?:(?<=[\\u4e00-\\u9fff])|\\s+|$)`, "u");
const THANKING = new RegExp(`(?:^|\\s)(?:${alternatives(THANKS)})(?:\\s|$)|谢谢`, "u");

/** Whether the whole message says yes (to the offer just made); "please, thanks" alone is not a yes. */
export function acceptsOffer(message: string): boolean {
  const folded = foldForRules(message).replace(/[^\p{L}\p{N}\s]+/gu, " ").replace(/\s+/g, " ").trim();
  let rest = folded;
  if (rest === "" || rest.length > 40) return false;
  let agreed = false;
  while (rest.length > 0) {
    const found = PIECE.exec(rest);
    if (!found) return false;
    if (found[1]) agreed = true;
    rest = rest.slice(found[0].length).trimStart();
  }
  return agreed && (!THANKING.test(folded) || BOOKING_WORD.test(folded));
}
