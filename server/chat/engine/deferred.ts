import { asksSomething } from "./acts.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import { ADD_TO } from "./question-patterns.ts";
import { BUT_FIRST, BUT_TURN, CLAUSE, DEFERS, SETS_ASIDE } from "./aside-patterns.ts";
import { declinesCall, declinesCallForPrice } from "./declines-call.ts";

// What a part of a message puts aside ("Voice AI can wait", "nothing to do with you") is not asked about.

// "but are my clients' details ever sold?": after the turn, a question may start with its verb (its "?" already cut off).
// "…, pero solo necesito su dirección de correo", "…, but I just need your phone number": a request for our own contact
// details is asked as surely as a question.
const OUR_DETAIL_WANTED = /\b(?:necesito|quiero|quisiera|busco|me (?:dan|da|pasan|pasa)|denme|deme|pasenme|need|want|would like|looking for|give me|send me)\b.{0,20}\b(?:su|sus|vuestro|vuestra|your|ur)\b.{0,12}\b(?:correo|e-?mail|direccion|telefono|numero|formulario|address|phone|number|form)\b/;
const asksAfterTurn = (clause: string): boolean =>
  asksSomething(clause) || OUR_DETAIL_WANTED.test(foldForRules(clause)) || /^\s*(?:but|pero|nhung|though|however)?\s*(?:are|is|do|does|did|can|could|will|would|should|have|has)\b/.test(foldForRules(clause));

const UNRELATED = /^[\s\p{P}\p{S}]*(?:(?:但|不过)?(?:这)?(?:跟|和|与)你们(?:无关|没关系|没有关系)|(?:but |that'?s |its |it'?s )*(?:nothing to do with (?:you|this|that)|unrelated)|(?:pero )?no tiene (?:nada )?que ver(?: con ustedes)?|(?:pero )?(?:esa|eso) es otra historia|(?:but )?(?:thats|that s|that is) (?:another|a different) story|(?:though )?(?:that is |thats |that s )?beside the point|chuyen khac|题外话|另外一回事|khong lien quan(?: (?:den|toi) (?:ban|cac ban|ben ban))?)[\s\p{P}\p{S}]*$/u;

// "no le pregunto cuánto cuesta: …", "no quiero saber el precio, …", "I'm not asking what it costs: …": the price said
// as the question not asked, or as what they do not want to know, sets it aside the same way.
// "no le pregunto el precio eh, nomás…", "not asking price ok, just…", "không hỏi giá nha, chỉ…", "hỏi tí thôi không hỏi
// tiền" (southern "hông hỏi giá
// đâu", northern "chả hỏi giá đâu", after "mà tui"): a clause that says
// the price is not what is asked sets it aside; the question comes after it.
const NOT_PRICE = /^\W*(?:(?:ok|okay|oiga|oye|ojo|mire|ma|nhung)\W+)?(?:(?:chi )?hoi (?:ti|chut|xiu|ti teo|ti xiu)(?: thoi)? )?(?:(?:i m|im|i am|i was|we re|were|tui|toi|em|minh) )?(?:not|no|khong|ko|hong|hok|hem|chang|cha)(?: (?:le|les|te|se|lo|estoy|estamos|ando|toi|tui|em|minh|co))? (?:asking|askin|ask|pregunt\w*|hoi|(?:quiero|queria|necesito|busco) saber|(?:want|wanna|need) to know|care about)(?: (?:about|for|por|ve))?(?: (?:the|your|a|el|los|su|sus))? (?:prices?|pricing|costs?|precios?|costos?|gia(?: ca| tien)?|tien|cuanto (?:cuesta|cuestan|sale|salen|vale|valen|cobran)(?: (?:eso|esto|el paquete|los paquetes))?|what (?:it|that|they|this) costs?|how much (?:it|that|they|this) (?:costs?|is|are))(?: (?:eh|ok|okay|eh\?|ni|nha|nhe|ha|oh|ah|pues|pos|ahorita|this time|now|right now|todavia|dau|nghen|ne|luc nay))*\W*$/;
// "不问价钱哦，…", "无问价钱啦", "我不是问价格，…", "先不问多少钱": the same clause in Chinese (无, 莫, 唔 for 不).
const NOT_PRICE_ZH = /^[\s\p{P}]*(?:我|俺)?(?:先|也|就|又)?(?:不|没|无|莫|唔|冇)(?:是)?(?:要|想)?(?:问|打听|讲)(?:你们?|贵司)?(?:的)?(?:价钱|价格|多少钱|钱|费用|报价|收费)(?:哈|哦|喔|啊|啦|嘛|呢|的|哈|了|先)*[\s\p{P}]*$/u;
const saysNotPrice = (text: string): boolean => NOT_PRICE.test(text) || NOT_PRICE_ZH.test(text);
// "no te pregunto el precio, nomás ¿por qué no lo publican?": the rest asks about that price ("lo", "it"), so it stays.
const PRICE_POINTED_AT = /\b(?:lo(?! que)|it|no)\b.{0,12}\b(?:publica\w*|pone\w*|ponen|muestra\w*|post\w*|publish\w*|show\w*|list\w*|dang|cong khai)\b|\b(?:why|how come|por que|porque|tai sao|sao)\b/;
const MOVES_UP = /\b(?:mov\w*|step\w*|go|goes|going|bump\w*|trad\w*|level\w*|scal\w*) up\b|\bupgrad\w*|\bgrow (?:into|out of)\b/;
/** "not asking about cost" said as a part of its own: it asks nothing, beside the part that asks. */
export const setsPriceAside = (part: string): boolean => saysNotPrice(foldForRules(part));

const FORGET_A_SEC = /^\W*(?:forget|never ?mind|leave|park) (?:the |about (?:the )?)?\w+ (?:a sec|a second|for a (?:sec|second|minute|moment))\W*$/;

/** The part without its clauses that put a named offering aside and ask nothing; "" when that is all it says. */
export function withoutDeferred(part: string): string {
  const clauses = part.split(CLAUSE);
  const kept = clauses.filter((c, i) => {
    const text = foldForRules(c);
    const named = findMentions(c);
    const offering = !!(named.addon || named.package || named.bundle);
    // "Katy and Sugar Land can wait, …": a short clause that puts something aside and asks nothing, named or not.
    // Unnamed, only before another clause (which carries the question) and in so many words.
    const unnamed = i < clauses.length - 1 && SETS_ASIDE.test(text) && !/[?？]/.test(c) && text.split(/\s+/).length <= 8;
    // "forget the packages a sec, what do we get…": a part of its own that only sets a thing aside asks nothing.
    const asideOnly = clauses.length === 1 && FORGET_A_SEC.test(text);
    // "se puede agregar después a cualquier paquete": added later is asked about, not put aside.
    // "start on the entry package and maybe move up later": a plan to grow out of the package, which is taken, not put aside.
    const putAside = DEFERS.test(text) && (offering || unnamed) && !asksSomething(text.replace(DEFERS, " ")) && !declinesCallForPrice(text) && !ADD_TO.test(text) && !MOVES_UP.test(text);
    const next = foldForRules(clauses[i + 1] ?? "").trim();
    const beforeButFirst = offering && !asksSomething(c) && BUT_FIRST.test(next);
    // "Enhanced Messaging sounds great, but my tenants' data, where is it kept?": an offering praised in passing before a
    // "but" that turns to the question.
    const beforeBut = offering && !asksSomething(c) && BUT_TURN.test(next) && clauses.slice(i + 1).some(asksAfterTurn);
    // "my loan is with Enterprise Bank, nothing to do with you": the name said to be unrelated is set aside with the remark.
    // "we pay $350 a month for parking, but that's another story": a remark said to be unrelated, with what it remarks on.
    const unrelated = UNRELATED.test(text) || (!asksSomething(c) && !/[?？]/.test(c) && UNRELATED.test(next));
    // "…, what does it mean, not asking price": said after the question, it sets the price aside all the same.
    const rest = i < clauses.length - 1 ? clauses.slice(i + 1) : clauses.slice(0, i);
    const notPrice = rest.length > 0 && saysNotPrice(text) && !PRICE_POINTED_AT.test(foldForRules(rest.join(" ")));
    // "No quiero agendar una consulta. ¿Cuánto cuesta…?": the call declined before the question asks nothing itself.
    const declined = i < clauses.length - 1 && declinesCall(text) && clauses.slice(i + 1).some((r) => asksSomething(r) || /[?？]/u.test(r));
    return !(putAside || asideOnly || beforeButFirst || beforeBut || unrelated || notPrice || declined || BUT_FIRST.test(text));
  });
  // "Love the Market Dashboard idea but our lists are gold. Do you ever sell data?": the same turn inside one clause.
  const turned = kept.map((c, i) => {
    // Typed without accents, "những gì", "những ai" (what, who: "gói Growth có nhung gi?") is no "nhưng" (but).
    const at = c.search(/\s(?:but|pero|nhưng|nhung(?! (?:gi|ai|cai|con|thu|dieu|noi|khu|goi|dich vu|nguoi|loai|buoc|tinh nang|muc|ngay|luc|chi)\b))\s/i);
    if (at < 0 || ![c.slice(at), ...kept.slice(i + 1)].some(asksAfterTurn)) return c;
    const before = c.slice(0, at);
    const named = findMentions(before);
    return (named.addon || named.package || named.bundle) && !asksSomething(before) ? c.slice(at).replace(/^\s*\S+\s/, "") : c;
  });
  const changed = turned.some((c, i) => c !== kept[i]);
  return kept.length === clauses.length && !changed ? part : turned.join(" ").trim();
}
