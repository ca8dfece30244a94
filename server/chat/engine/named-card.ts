import { homeEn } from "#common/i18n/home.ts";
import type { ServiceKey } from "#common/content/offerings.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";
import { homeIn } from "./who-we-are.ts";

// One of the home page's "why us" cards named by its title and asked what it is (docs/decisions/064): "tell me about
// that traffic-aware scheduling thing", "¿y eso de 24/7 Multilingual Support de qué se trata?", "Mà cái Traffic-Aware
// Scheduling là sao ad?", "24/7 多语言服务是什么？". The card's own words answer (its title and description, in the
// visitor's language where the page has it), before an offering that shares a word of the title ("24/7" is also the
// customer service add-on's). The title is found as the page writes it in English or in the visitor's language. (The
// services' cards are the services' own answers.) Rules run on folded text.

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
// The roads themselves, as traffic is judged on them: "según cómo estén las autopistas", "freeways", "cao tốc".
// "so my agent isnt stuck on 249 for an hour": stuck on a road is the traffic.
const TRAFFIC = /\b(?:traffic|jams?|rush hour|congestion|freeways?|highways?|stuck (?:on|in) (?:the )?(?:\d{2,3}|i-? ?\d{1,3}|beltway|loop|tollway|toll road)|bumper to bumper|trafico|embotellamientos?|hora pico|autopistas?|ket xe|tac duong|giao thong|gio cao diem|cao toc)\b|堵车|塞车|路况|交通|高峰/;
// Asked whether we do it: an English question opening on its verb, a Spanish "¿se puede…?", a Vietnamese "có … không?"
// or "được không", a Chinese "能…吗". What would suit someone, a search ("anything on…?"), what a post says, a team's
// size and its needs ("a 6-agent team wants follow-ups and showings round the traffic: which one?") are asked elsewhere
// (a time of day, "at 5pm", is no size).
const CAN_WE = /^(?:so |and |but |ok |okay |hey |also )?(?:can|could|will|would|does|do|is it possible)\b|\b(?:does|do|can|will) (?:it|they|the system|your system|the ai|your ai)\b|\b(?:se puede\w*|pueden|podrian|es posible|duoc khong|duoc ko|dc khong|co the|co duoc)\b|\bco\b[^?]{0,80}\b(?:khong|ko|hong)\b|\b(?:acomoda|organiza|ajusta|programa|arregla|cuadra)n?\b[^?]{0,60}\b(?:segun|de acuerdo|considerando|tomando en cuenta|evitando)\b|能不能|可不可以|可以.{0,12}[吗么]|能.{0,12}[吗么]|会.{0,8}[吗么]/;
// A road's number ("on 249", "I-10", "the 610") is no team's size.
const ROAD_NUMBER = /\b(?:on|along|off|the) (?:the )?(?:i-? ?|hwy |highway |fm |sh |us |loop |beltway )?\d{1,4}\b|\bi-? ?\d{1,3}\b/g;
const ELSEWHERE = /\b(?:post|article|blog|articulo|bai viet|bai|route home|way home|commute|anything|something|algo|says?|said|dice|dicen|recommend\w*|put (?:her|him|them|us|me) on|point (?:her|him|them|us|me)|which (?:one|package|plan)|growth|foundation|enterprise|teams?|equipos?|nhom|thi sao)\b|\d+(?!\d)(?!\s?(?:am|pm)\b)|文章|博客|推荐|哪个|团队|说/;

/** The card named in `part` with its words, in the visitor's language where the home page has it, or null. */
export function namedCard(part: string, asked: Language): Resolved | null {
  const text = plain(part);
  // "…I-10 đứng im cả tiếng. Bên bạn có cái xếp lịch … kẹt xe không?": a scene told in the sentences before is no part of
  // what is asked (its numbers are the road's, not a team's size).
  const last = text.split(/(?<=[.!。！])\s*/u).filter(Boolean).at(-1) ?? text;
  const described = [text, last].some((t) => SHOWINGS.test(t) && TRAFFIC.test(t) && CAN_WE.test(t) && !ELSEWHERE.test(t.replace(ROAD_NUMBER, " ")) && !OTHER_ASK.test(t));
  if (!described && (!WHAT_IS.some((p) => p.test(text)) || OTHER_ASK.test(text))) return null;
  const english = cardsOf("en");
  const own = homeIn(asked) ? cardsOf(asked) : english;
  const named = english.findIndex((card, i) => [card.title, own[i]?.title ?? ""].some((title) => title.length > 0 && plainHolds(text, plain(title))));
  const at = named >= 0 ? named : described ? english.findIndex((card) => card.key === "traffic-scheduling") : -1;
  return at < 0 ? null : cardAt(at, asked);
}

function cardAt(at: number, asked: Language): Resolved | null {
  const english = cardsOf("en");
  const own = homeIn(asked) ? cardsOf(asked) : english;
  const language: Language = homeIn(asked) ? asked : "en";
  const card = own[at] ?? english[at];
  if (!card) return null;
  const sentences = [`${card.title}: ${card.description}`];
  return { answers: [{ t: "passage", id: "page:home", kind: "page", title: "Our home page", url: "/", sentences, lang: language }], topic: null, intent: "services", named: true };
}

/** The home page's card on showings planned around the traffic, in the visitor's language where the page has it. */
export const trafficCard = (asked: Language): Resolved | null => cardAt(cardsOf("en").findIndex((card) => card.key === "traffic-scheduling"), asked);

// One of the three services named in the visitor's own words and asked about: "does your client management thing keep
// buyers posted once they're under contract?", "¿los tableros de análisis que hacen traen datos del mercado?", "cái quản
// lý khách hàng tự động của bên em có tự báo tình hình hồ sơ không?", "你们的客户自动管理能不能自动告诉客户进度？". The
// service's own answer (what it does) says it, whatever else the question's words would find.
const SERVICE_NAMES: [ServiceKey, RegExp][] = [
  ["client-management", /\b(?:client|customer) management\b|\b(?:gestion|administracion|manejo) (?:automatizada |automatica )?de (?:los )?clientes\b|\bquan ly khach hang\b|客户(?:自动化?)?管理|自动化?客户管理/],
  ["analytics-dashboards", /\b(?:analytics|reporting|custom) dashboards?\b|\b(?:tableros?|paneles?) de (?:analisis|analitica|datos|reportes)\b|\bbang (?:phan tich|so lieu)\b|(?:数据)?分析看板|数据看板/],
];
// What the service is asked: what it is or does, or whether it does something (not its price, nor which package has it).
const ASKED_OF = /[?？]|\b(?:does|do|can|will|is|what|how|hace|hacen|trae|traen|puede|pueden|que|como|co|khong|gi|nao)\b|吗|能不能|会不会|是什么|什么|怎么/;

// Not the service: which package has it, a team's size and what it wants ("我们团队6个人，想要自动跟进和数据看板，选啥子？"),
// a package's own dashboards (executive, performance), or the Market Dashboard add-on ("市场数据看板", "bảng số liệu thị trường").
const NOT_THE_SERVICE = /\d|\b(?:which|cual(?:es)?|nao|exec\w*|leadership|performance|ejecutiv\w*|desempeno|rendimiento|hieu suat|agents|agentes|market dashboard|thi truong|want|need|looking for|quiero|queremos|necesito|necesitamos|muon|team|equipo|nhom)\b|哪|选|想要|需要|团队|管理层|业绩|市场/;

/** The service the part names in everyday words and asks about, as that service's answer, or null. */
export function namedService(part: string): Resolved | null {
  const text = plain(part);
  const named = SERVICE_NAMES.find(([, pattern]) => pattern.test(text));
  if (!named || !ASKED_OF.test(text) || OTHER_ASK.test(text) || NOT_THE_SERVICE.test(text)) return null;
  return { answers: [{ t: "need", kind: "service", key: named[0], yes: false }], topic: null, intent: "services", named: true };
}

// A Latin title typed between Chinese characters ("你们说的Traffic-Aware Scheduling具体是啥") is a word of its own.
const spaced = (text: string): string => ` ${text.replace(/[^\p{L}\p{N}]+|\p{Script=Han}+/gu, " ").replace(/\s+/g, " ").trim()} `;
/** Whether the folded text holds the folded title as whole words (Chinese titles as they are). */
const plainHolds = (text: string, title: string): boolean => (/\p{Script=Han}/u.test(title) ? text.includes(title) : spaced(text).includes(spaced(title)));
