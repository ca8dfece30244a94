import { homeEn } from "#common/i18n/home.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";
import { homeIn } from "./who-we-are.ts";

// One of the home page's "why us" cards named by its title and asked what it is: "tell me about that traffic-aware
// scheduling thing", "¿y eso de 24/7 Multilingual Support de qué se trata?", "Mà cái Traffic-Aware Scheduling là sao
// ad?", "24/7 多语言服务是什么？". The card's own words answer (its title and description, in the visitor's language where the
// page has it), before an offering that shares a word of the title ("24/7" is also the customer service add-on's).
// The title is found as the page writes it in English or in the visitor's language. (The services' cards are the
// services' own answers.) Rules run on folded text.

type Card = { key: string; title: string; description: string };

const cardsOf = (language: Language): Card[] => {
  const home = homeIn(language) ?? homeEn;
  return Object.entries(home.why.differentiators).map(([key, card]) => ({ key, ...(card as Omit<Card, "key">) }));
};

/** A title folded as the rules fold text, "&" as "and" and hyphens as spaces: "traffic aware scheduling". */
const plain = (text: string): string => foldForRules(text).replace(/&/g, " and ").replace(/[-–/]+/g, " ").replace(/\s+/g, " ").trim();

// What it is, what it does, how it works, or only tell me about it (and nothing else asked of it).
const WHAT_IS = [
  /\b(?:what(?:s| is| are| does| do)?|how (?:does|do|would|will)|tell me (?:more )?about|explain|describe|more (?:info|about|on)|meaning of|mean)\b/,
  /\b(?:que (?:es|son|significa|quiere decir|hace|incluye)|de que (?:se )?trata|en que consiste|como funciona|explic\w+|cuent\w+|hablame|hableme|info\w* (?:de|sobre))\b/,
  /\b(?:la (?:gi|sao|the nao|nhu the nao)|nghia la gi|hoat dong (?:the nao|ra sao|sao)|gioi thieu|noi (?:ro|them) ve|cu the)\b/,
  /是什么|是啥|什么意思|啥意思|怎么回事|怎么(?:用|做|弄|运作|工作)|介绍|讲讲|说说|具体/,
];
// A price, a package or a yes-or-no about it asks something the card does not say.
const OTHER_ASK = /\b(?:cost\w*|price\w*|pricing|fees?|how much|precio\w*|cuesta\w*|cuanto|gia|bao nhieu|phi|packages?|plans?|tiers?|paquetes?|planes|goi|included|incluid\w*|bao gom)\b|多少钱|价格|费用|套餐|包括|包含/;

// The traffic card said in other words and asked whether we do it: "can my showings avoid traffic jams?", "¿se pueden
// agendar las visitas evitando el tráfico?", "xếp lịch xem nhà né kẹt xe được không?", "带客户看房能避开堵车吗？". What a
// post on it says ("the traffic article", "bài viết", "文章") and one's own drive ("best route home") are asked elsewhere.
const SHOWINGS = /\b(?:showings?|appointments?|tours?|schedul\w*|calendar|visitas|citas|recorridos|agend\w*|xem nha|lich hen|lich xem|xep lich|dat lich)\b|看房|带看|排程|行程|预约/;
const TRAFFIC = /\b(?:traffic|jams?|rush hour|congestion|trafico|embotellamientos?|hora pico|ket xe|tac duong|giao thong|gio cao diem)\b|堵车|塞车|路况|交通|高峰/;
// Asked whether we do it: an English question opening on its verb, a Spanish "¿se puede…?", a Vietnamese "có … không?"
// or "được không", a Chinese "能…吗". What would suit someone, a search ("anything on…?"), what a post says, a team's
// size and its needs ("a 6-agent team wants follow-ups and showings round the traffic: which one?") are asked elsewhere.
const CAN_WE = /^(?:so |and |but |ok |okay |hey |also )?(?:can|could|will|would|does|do|is it possible)\b|\b(?:se puede\w*|pueden|podrian|es posible|duoc khong|duoc ko|dc khong|co the|co duoc)\b|\bco\b[^?]{0,40}\b(?:khong|ko|hong)\b|能不能|可不可以|可以.{0,12}[吗么]|能.{0,12}[吗么]|会.{0,8}[吗么]/;
const ELSEWHERE = /\b(?:post|article|blog|articulo|bai viet|bai|route home|way home|commute|anything|something|algo|says?|said|dice|dicen|recommend\w*|put (?:her|him|them|us|me) on|point (?:her|him|them|us|me)|which (?:one|package|plan)|growth|foundation|enterprise|teams?|equipos?|nhom|thi sao)\b|\d|文章|博客|推荐|哪个|团队|说/;

/** The card named in `part` with its words, in the visitor's language where the home page has it, or null. */
export function namedCard(part: string, asked: Language): Resolved | null {
  const text = plain(part);
  const described = SHOWINGS.test(text) && TRAFFIC.test(text) && CAN_WE.test(text) && !ELSEWHERE.test(text) && !OTHER_ASK.test(text);
  if (!described && (!WHAT_IS.some((p) => p.test(text)) || OTHER_ASK.test(text))) return null;
  const english = cardsOf("en");
  const own = homeIn(asked) ? cardsOf(asked) : english;
  const named = english.findIndex((card, i) => [card.title, own[i]?.title ?? ""].some((title) => title.length > 0 && plainHolds(text, plain(title))));
  const at = named >= 0 ? named : described ? english.findIndex((card) => card.key === "traffic-scheduling") : -1;
  if (at < 0) return null;
  const language: Language = homeIn(asked) ? asked : "en";
  const card = own[at] ?? english[at];
  if (!card) return null;
  const sentences = [`${card.title}: ${card.description}`];
  return { answers: [{ t: "passage", id: "page:home", kind: "page", title: "Our home page", url: "/", sentences, lang: language }], topic: null, intent: "services" };
}

/** Whether the folded text holds the folded title as whole words (Chinese titles as they are). */
const plainHolds = (text: string, title: string): boolean => (/\p{Script=Han}/u.test(title) ? text.includes(title) : ` ${text.replace(/[^\p{L}\p{N}]+/gu, " ")} `.includes(` ${title.replace(/[^\p{L}\p{N}]+/gu, " ")} `));
