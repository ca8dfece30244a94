import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";
import { BARE_COUNT, COUNT_WORD, COUNTED, COUNTED_ZH, NOT_A_COUNT, NUMBER_WORDS, ORDINALS, withRoughCounts } from "./count-patterns.ts";
import { findMentions } from "./mentions.ts";
import { findPlatforms } from "./topics.ts";
import type { Mentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// Follow-ups that point back at what the conversation listed: "the second one", "the cheaper of the two", "and for 6?".

/** How many platforms the visitor says they connect: a number (in digits or words) or the platforms listed. */
export function countPlatforms(typed: string, platforms: readonly string[]): number {
  const text = withRoughCounts(typed);
  const zh = text.match(COUNTED_ZH);
  const said = text.match(COUNTED)?.[1] ?? zh?.[1] ?? zh?.[2];
  if (said) return Number(said) || NUMBER_WORDS[said] || 0;
  // "Twilio" and "Twilio SMS" are one platform.
  return new Set(platforms.map((p) => foldForRules(p).split(" ")[0])).size;
}

// "her two as well, so four altogether", "sumando las suyas, seis en total", "vậy tổng cộng là bốn": the total after the rest.
const TOTAL_AFTER = new RegExp(`\\b${COUNT_WORD}\\s+(?:(?:cai|nen tang|platforms?|plataformas)\\s+)?(?:altogether|all together|in total|in all|total|en total|en todo|tong cong|tat ca)\\b`);

// "tổng cộng là bốn", "tổng 4 cái": a Vietnamese count word right after the total is a count ("ba" alone is not read as one).
const totalIn = (digits: string): string | undefined => {
  const said = digits.match(TOTAL_AFTER)?.[1];
  // "total 4 leh?", "total is four", "en total son cinco": the count right after the word total.
  // "又多两个，六个呢？", "再加两个，那就四个的话？": a Chinese count closing the question (呢, 的话) is the total asked, the
  // count said before it what was added.
  const closing = digits.match(/[，,、\s](\d+)\s*(?:个|種|种|套)?(?:平台|工具|系统)?(?:呢|的话呢?|的话|怎么算|咋算)\W*$/u)?.[1];
  if (closing) return closing;
  const after = digits.match(/(?:一共|总共|合计|\bin total|\bin all|\ben total|\btotal(?: (?:is|of|es|de|son|would be|comes to|la))?|\btong(?: cong)?(?: la)?|\btat ca la)\s*(\d+|hai|ba|bon|nam|sau|bay|tam|chin|muoi|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|siete|ocho)(?![a-z0-9])/u)?.[1];
  return (after ? String(Number(after) || NUMBER_WORDS[after] || "") : undefined) ?? (said ? String(Number(said) || NUMBER_WORDS[said] || "") : undefined);
};
/** "Facebook and Google Drive too, four in all", "一共四个": the total said in a message of any length; 0 when none. */
export const totalSaid = (text: string): number => Number(totalIn(text.replace(/[二两三四五六七八九十]/gu, (n) => String(NUMBER_WORDS[n] ?? n)))) || 0;

// "Mà chắc năm sau lên 6 cái luôn, lúc đó tính sao anh chị?": a figure before a counted noun counts platforms in a
// longer, chattier message too, as a total said does.
// "3 cái đó" (those three) counts them; "sau cái đó" (after that) was never turned into a figure.
const COUNT_BEFORE_NOUN = /\b\d{1,2} (?:cai|nen tang|cong cu|ung dung|apps?|platforms?|tools?|plataformas?|herramientas?)\b/;
// "and if the team grows and we end up needing six?", "what if we get to 5 next year": the count the thread grows to,
// said after why it grows (a longer message than a bare "and for six?").
const GROWS_TO = new RegExp(`\\b(?:end(?:s|ing)? up (?:needing |with |at |having |using |connecting )?|grow(?:s|ing)? (?:it |that )?to|get(?:s|ting)? (?:up )?to|go(?:es|ing)? up to|reach(?:es|ing)?|hit(?:s|ting)?)\\s*${COUNT_WORD}\\b`);
// "by the end of the year", "next year", "in a few months": when the count is reached, not what is counted.
// "明年", "下个月", "年底" likewise.
const WHEN_REACHED = /\b(?:by (?:the )?end of (?:the |this |next )?(?:year|month|quarter)|(?:next|this) (?:year|month|quarter)|in a (?:year|month|few months))\b|明年|今年|年底|年内|下半年|下个?月|过几个月|以后|将来/gu;

/** The one count in a short message of a conversation about bundles (NOT_A_COUNT): 0 when there is none or several. */
export function threadCount(said: string): number {
  const text = said.replace(WHEN_REACHED, " ");
  // "一共四个呢？": a count in Chinese numerals is a count too; "再加两个，一共四个" counts the total.
  // "and if we need six in one go?", "¿y si fueran seis?": a count spelled out in English or Spanish, from three up ("one
  // go", "the two", "los dos" point at things rather than count them).
  const digits = text
    .replace(/[二两三四五六七八九十]/gu, (n) => String(NUMBER_WORDS[n] ?? n))
    .replace(/(?<!\b(?:the|los|las|of|de) )\b(?:three|four|five|six|seven|eight|nine|ten|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b/g, (n) => String(NUMBER_WORDS[n] ?? n))
    // "lên tới sáu cái", "năm nền tảng": a Vietnamese count word is a count before a counted noun
    // ("sau cái đó" is "after that", not six; "ba cái đó" is "those three").
    .replace(/\b(?:hai|ba|bon|nam|bay|tam|chin|muoi)(?= (?:cai|nen tang|cong cu|ung dung|app)\b)|\bsau(?= (?:cai|nen tang|cong cu|ung dung|app)\b(?! (?:do|nay|no|ni|kia)\b))/g, (n) => String(NUMBER_WORDS[n] ?? n));
  // "and if my partner adds his three too, so five altogether?": a total said may come after who adds what.
  const words = /\p{Script=Han}/u.test(text) ? 0 : text.split(/\s+/).length;
  const short = /\p{Script=Han}/u.test(text) ? text.length <= 24 : words <= 10 || (words <= 16 && (TOTAL_AFTER.test(text) || GROWS_TO.test(text) || COUNT_BEFORE_NOUN.test(digits)));
  const total = totalIn(digits);
  const figures = total ? [total] : (digits.match(/\d+/g) ?? []);
  if (!short || figures.length !== 1 || NOT_A_COUNT.test(text)) return 0;
  const n = Number(figures[0]);
  return n >= 2 && n <= 20 ? n : 0;
}

export const bareCount = (text: string): number => {
  const m = text.match(BARE_COUNT);
  const said = m?.[1] ?? m?.[2];
  return said ? Number(said) || NUMBER_WORDS[said] || 0 : 0;
};

// "and the first one?", "gói thứ hai", "最后那个": an ordinal that points at one item of a list shown before.
export const ORDINAL_ONE = /\bthe one (?:i|we) (?:said|named|mentioned|listed|asked about|put) (?:first|second|third|last)\b|^\W*(?:(?:and|y|e|what about|how about|va|con)\s+)?(?:the |el |la )?(?:first|second|third|last|primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa])\b(?!\s+(?:time|step|paso|vez|week|semana|month|mes|year|ano))|\b(?:first|second|third|last|middle|primer\w*|segund\w*|tercer\w*|ultim\w*)\b.{0,6}\b(?:one|ones|uno|una|package|paquete|plan|bundle)\b|\b(?:el|la|los|las) (?:de en medio|del medio)\b|\b(?:goi|cai) (?:thu (?:nhat|hai|ba)|dau tien|cuoi|(?:o )?(?:chinh )?giua)\b|\b(?:loai|muc|khoan|dich vu|hang) (?:thu (?:nhat|hai|ba|tu|[1-4])|dau tien|cuoi(?: cung)?)\b|第[一二三四](?:个|種|种|样|樣|项|類|类|款|档)|最后(?:那|一)(?:个|种|样|项|类)|中间(?:那|的|一)?个/;

// "what's the first step?", "la primera vez", "bước đầu tiên", "第一步": an ordinal of steps or times picks no offering.
const NOT_A_PICK = /\b(?:first|second|third|last|next|primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa])\s+(?:time|times|step|steps|thing|things|stage|phase|paso|pasos|vez|cosa|etapa|fase)\b|\b(?:buoc|lan|giai doan|viec) (?:dau tien|thu nhat|cuoi cung|cuoi)\b|第一步|第一次|最后一步|最后一次|第一阶段/;

// "the second one I mentioned", "el segundo que le mencioné", "cái thứ hai em nói", "我刚才说的第二个": the visitor's own
// order, said in words that ask nothing more (not counted against a short pick).
// "…, nói lại giùm", "…, remind me", "再说一遍": asking it said again adds nothing to what is picked.
const AS_NAMED = /\b(?:(?:that|which) )?i (?:just )?(?:mentioned|named|listed|said)\b|\b(?:que|q) (?:le |les |te )?(?:mencione|nombre|dije|puse)\b|\b(?:ma )?(?:minh|em|toi|tui|anh|chi) (?:vua )?(?:nhac|noi|ke)(?: den| toi| ra)?\b|我(?:刚才|刚刚)?(?:说|提|列)的|\b(?:(?:noi|nhac|ke) lai(?: (?:giup|gium|dum|di|coi|nha|voi))*|(?:say|tell me) (?:it|that) again|remind me|repeat (?:it|that)|(?:otra vez|de nuevo)(?: (?:porfa|por favor))?|recuerdeme|recuerdame)\b|再说一(?:遍|次)|再讲一(?:遍|次)/;

/** "the second one" against the list last shown (packages, bundles, add-ons, setup fees). */
export function ordinalPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null = null): Topic | null {
  const from = topic?.kind === "list" ? topic.key : shown && ORDINAL_ONE.test(text) ? shown : null;
  if (!from || text.replace(AS_NAMED, " ").trim().split(/\s+/).length > 9 || NOT_A_PICK.test(text)) return null;
  const at = ORDINALS.find(([pattern]) => pattern.test(text))?.[1];
  if (at === undefined) return null;
  const o = facts.offerings;
  const keys: Record<string, string[]> = { package: o.packages.map((p) => p.key), bundle: o.bundles.map((b) => b.key), addon: o.addOnServices.map((a) => a.key), setup: o.setupAddOns.map((s) => s.key) };
  // "addon:2,1": the offerings the visitor named together, in their order ("voice ai vs enhanced messaging" → the second).
  const [kind = "", picked] = from.split(":");
  const all = keys[kind] ?? [];
  const list = picked ? picked.split(",").map((i) => all[Number(i)] ?? "").filter(Boolean) : all;
  const key = at < 0 ? list[list.length - 1] : list[at];
  return key ? { kind: kind as Topic["kind"], key } : null;
}

// "the cheaper one", "el más barato de los dos", "cái rẻ hơn", "便宜的那个": of the offerings just compared (or of the
// list last shown), the lowest listed figure; "the biggest one", "最大的那个", "cái đắt nhất": the highest.
const CHEAPER = /\b(?:cheaper|cheapest|costs? less|less expensive|least expensive|lower|lowest|mas barat[oa]|mas economic[oa]|menos car[oa]|mas baj[oa]|re hon|re nhat|thap hon|thap nhat|(?:most|more) affordable|easiest on the (?:wallet|pocket|budget)|least pricey|mas accesible|mas economic[oa]s?)\b|便宜|更低|最低|最省钱|低一点|低一些|低些|少一点|少一些/;
const DEARER = /\b(?:costs? (?:the )?more|biggest|largest|bigger|larger|more expensive|most expensive|priciest|pricier|mas car[oa]|mas grande|el mayor|la mayor|higher|highest|mas alt[oa]|dat hon|dat nhat|mac hon|mac nhat|lon nhat|to nhat|lon hon|cao hon|cao nhat)\b|最大|最贵|更贵|大的那个|贵的|更高|最高/;
const firstFigure = (price: string): number => Number(price.replace(/,/g, "").match(/\d+/)?.[0] ?? Infinity);

/** The offerings of a list key ("addon:2,1" → those two add-ons in the visitor's order; "bundle" → every bundle). */
export function listed<T extends { key: string }>(key: string, rows: Record<string, T[]>): { kind: string; items: T[] } {
  const [kind = "", picked] = key.split(":");
  const all = rows[kind] ?? [];
  return { kind, items: picked ? picked.split(",").map((i) => all[Number(i)]).filter((r): r is T => r !== undefined) : all };
}

// "which one has a setup fee?", "cái nào có phí setup", "哪个有安装费": of the add-ons compared, the only one with one.
export const HAS_SETUP_FEE = /\b(?:which|cual|cuales|nao)\b.{0,35}\b(?:setup|set-up|instalacion|configuracion|cai dat)\b|哪(?:个|几个|些).{0,8}(?:安装费|设置费|开通费)/;
export const NO_SETUP_FEE = /\b(?:no|without|sin|khong(?: (?:co|mat|tinh|thu|can))?|(?:does|do)n.?t (?:have|charge|need|come with))\b.{0,22}\b(?:setup|set-up|instalacion|phi cai dat|cai dat)\b|(?:不用|不要|不需要|没有|没|无|免|不收|不必)(?:交|付|收)?(?:取)?安装费/;

export function cheaperPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null = null): Topic | null {
  const from = topic?.kind === "list" ? topic.key : shown;
  if (HAS_SETUP_FEE.test(text) && from?.startsWith("addon") && text.split(" ").length <= 10) {
    const none = NO_SETUP_FEE.test(text);
    const withFee = listed(from, { addon: [...facts.offerings.addOnServices] }).items.filter((a) => (a.setup !== undefined) !== none);
    if (withFee.length === 1 && withFee[0]) return { kind: "addon", key: withFee[0].key };
  }
  const cheaper = CHEAPER.test(text);
  if ((!cheaper && !DEARER.test(text)) || text.split(" ").length > 16) return null;
  if (!from) return null;
  const o = facts.offerings;
  const { kind, items } = listed<{ key: string; figure: number }>(from, {
    bundle: o.bundles.map((b) => ({ key: b.key, figure: firstFigure(b.price) })),
    addon: o.addOnServices.map((a) => ({ key: a.key, figure: firstFigure(a.setup ?? a.price) + firstFigure(a.price) })),
    setup: o.setupAddOns.map((x) => ({ key: x.key, figure: firstFigure(x.feeRange) })),
  });
  // "which is cheaper, Gmail or HubSpot?" after the setup rows: only the rows of the platforms it names.
  const named = kind === "setup" ? findPlatforms(text, facts) : [];
  const rows = named.length > 0 ? o.setupAddOns.filter((x) => named.some((p) => x.examples.split(/,\s*/).includes(p))).map((x) => x.key as string) : null;
  const pool = rows ? items.filter((i) => rows.includes(i.key)) : items;
  const pick = [...pool].sort((a, b) => (cheaper ? a.figure - b.figure : b.figure - a.figure))[0];
  return pick ? { kind: kind as Topic["kind"], key: pick.key } : null;
}

// "and the other one?", "y el otro", "còn cái kia", "另一个呢": of two offerings compared, the one not picked last.
const OTHER_ONE = /^\W*(?:(?:ok|okay|alright|right|so|vale|bueno|ya|da|u|ah|oh|好|那)\W+)?(?:(?:and|y|e|con|va|but|pero)\s+)?(?:what about\s+|how about\s+)?(?:the other(?: one)?|el otro|la otra|cai kia|con kia|goi kia|cai con lai|cai the hai|cai khac|goi khac)\b|另一个|另外一个|另外那个/;

export function otherPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null): Topic | null {
  if (!shown || !topic || topic.kind === "list" || !OTHER_ONE.test(text) || text.split(" ").length > 14) return null;
  const o = facts.offerings;
  const keyed = (keys: string[]) => keys.map((key) => ({ key }));
  const { kind, items } = listed<{ key: string }>(shown, { package: keyed(o.packages.map((p) => p.key)), bundle: keyed(o.bundles.map((b) => b.key)), addon: keyed(o.addOnServices.map((a) => a.key)), setup: keyed(o.setupAddOns.map((x) => x.key)) });
  if (kind !== topic.kind || items.length !== 2 || !items.some((i) => i.key === topic.key)) return null;
  const other = items.find((i) => i.key !== topic.key);
  return other ? { kind: topic.kind, key: other.key } : null;
}

// "Growth and Foundation, how long each? …and the third one?", "剩下那个呢", "第三个套餐呢", "¿y el que falta?": of the
// packages, the one the list just answered left out. Counted from the site's order, "the third" would be Foundation,
// one of the two just said; the visitor means the one not said yet.
const LEFT_ONE = /\b(?:the (?:third|remaining|last remaining)(?: one| package| plan| tier)?|the one (?:left|remaining)|the rest|el (?:tercero|tercer paquete|que (?:falta|queda))|(?:cai|goi) (?:con lai|thu ba)|(?:goi|cai) kia)\b|第三个|剩下(?:的|那个|那一个|一个)|剩余(?:的|那个)|另一个|另外一个|另外那个/;

/** The one package of three the list in view left out, asked as "the third" or "the one left"; null otherwise. */
export function leftPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null): Topic | null {
  const from = topic?.kind === "list" ? topic.key : shown;
  if (!from?.startsWith("package:") || !LEFT_ONE.test(text) || text.split(" ").length > 14) return null;
  const keys = facts.offerings.packages.map((p) => p.key as string);
  const said = new Set(listed(from, { package: keys.map((key) => ({ key })) }).items.map((i) => i.key));
  const left = keys.filter((k) => !said.has(k));
  return said.size >= 2 && left.length === 1 && left[0] ? { kind: "package", key: left[0] } : null;
}

/** The bundles with how many platforms each covers, smallest first. */
const bundleSizes = (facts: SiteFacts): { key: string; n: number }[] =>
  facts.offerings.bundles.map((b) => ({ key: b.key, n: Number(b.platforms.match(/\d+/)?.[0] ?? 0) })).filter((b) => b.n > 0).sort((a, b) => a.n - b.n);

/** The smallest bundle covering `count` platforms; beyond the largest, the largest (its renderer adds the per-platform fees). */
export function bundleFor(count: number, facts: SiteFacts): Answer | null {
  const sized = bundleSizes(facts);
  const key = (sized.find((b) => count <= b.n) ?? sized[sized.length - 1])?.key;
  return key ? { t: "bundle-for", key, count: Math.min(count, 20) } : null;
}

/**
 * Several add-ons, bundles or setup rows named in one breath ("Voice AI vs Email Commander", "Starter and Pro bundles",
 * "Data Tools and CRM setup"): each answered, and kept in the visitor's order for "the cheaper one", "the second".
 */
export function namedTogether(mentions: Mentions, facts: SiteFacts): Resolved | null {
  const o = facts.offerings;
  const lists = [
    { kind: "addon", named: mentions.addons ?? [], keys: o.addOnServices.map((a) => a.key as string), alone: !mentions.package && !mentions.bundle, intent: "addons" },
    { kind: "bundle", named: mentions.bundles ?? [], keys: o.bundles.map((b) => b.key as string), alone: !mentions.addon, intent: "bundles" },
    { kind: "setup", named: mentions.setups ?? [], keys: o.setupAddOns.map((x) => x.key as string), alone: !mentions.addon && !mentions.bundle && !mentions.package, intent: "setup_fees" },
  ] as const;
  const list = lists.find((l) => l.named.length >= 2 && l.alone);
  if (!list) return null;
  return {
    answers: list.named.map((key) => ({ t: list.kind, key }) as Answer),
    topic: { kind: "list", key: `${list.kind}:${list.named.map((k) => list.keys.indexOf(k)).join(",")}` },
    intent: list.intent,
  };
}

/** How many platforms the largest bundle covers. */
export const largestBundle = (facts: SiteFacts): number => bundleSizes(facts).at(-1)?.n ?? 0;

// "four tools: (1) HubSpot, (2) Gmail, (3) Calendly, (4) Slack", "1) … 2) …": the numbers of a list of platforms the
// visitor writes out mark its items; they are neither questions to split at nor counts. A list naming our offerings
// ("(1) Enterprise monthly, (2) the Voice AI add-on") is a list of questions, each split off.
const LIST_NUMBER = /(^|[:,;、]\s*|\s)\(?[1-9]\)\s*(?=\S)/gu;
export const withoutListNumbers = (message: string): string => {
  const { addon, package: pkg } = findMentions(message);
  return (message.match(LIST_NUMBER)?.length ?? 0) >= 2 && !addon && !pkg ? message.replace(LIST_NUMBER, "$1") : message;
};

/**
 * "y el otro tiene costo de instalación", "the cheaper one?", "cái thứ hai": the message picks an offering from the list
 * last shown, so it asks about that offering and answers none of our qualification questions ("el otro" is no role).
 */
export function picksFromShown(message: string, topic: Topic | null, list: string | null, facts: SiteFacts): boolean {
  const text = foldForRules(message);
  return Boolean(otherPick(text, topic, facts, list) ?? (ORDINAL_ONE.test(text) ? ordinalPick(text, topic, facts, list) : null) ?? ((CHEAPER.test(text) || DEARER.test(text)) && cheaperPick(text, topic, facts, list))) || rankPick(text, topic, facts, list) !== null;
}

// "and the one above both of them?", "¿y el de arriba?", "còn gói cao hơn?", "比这两个都高的那个呢？": the package ranked
// above (or below) those just shown or discussed.
const ABOVE = /\b(?:the one|one|the (?:package|plan|tier)) (?:above|over|higher than|bigger than|up from)\b|\b(?:next|one) (?:tier |level |package |plan )?up\b|\b(?:tier|level|package|plan) (?:above|up)\b|\b(?:el|la|el paquete|el plan) (?:de arriba|de mas arriba|superior|que (?:le )?sigue|de mas nivel)\b|\bpor encima de (?:los|esos|ambos|ese|eso)\b|\bgoi (?:tren|cao hon|lon hon|ke tiep|tiep theo|xin hon)\b|(?:更高|高一级|上一级|再上一级|更大)(?:的)?(?:那个|那一个|一个|套餐|方案)|比(?:这|那)?(?:两个|它)都?(?:高|大|好)/;
const BELOW = /\b(?:the one|one|the (?:package|plan|tier)) (?:below|under|beneath|lower than|smaller than|down from)\b|\b(?:next|one) (?:tier |level |package |plan )?down\b|\b(?:tier|level|package|plan) (?:below|down)\b|\b(?:el|la|el paquete|el plan) (?:de abajo|de mas abajo|inferior)\b|\bpor debajo de (?:los|esos|ambos|ese|eso)\b|\bgoi (?:duoi|thap hon|nho hon)\b|(?:低一级|下一级|更低)(?:的)?(?:那个|一个|套餐|方案)/;

/** The package above (or below) the ones shown ("package:1,2") or the one discussed; null at either end. */
// "the smaller one", "el más grande", "gói nhỏ hơn", "小的那个": of the packages shown, by the site's own order.
const SMALLER = /\b(?:the (?:smaller|smallest|more basic)(?: one| package| plan)?|(?:el|la) (?:mas )?(?:chic[oa]|pequen[oa]|basic[oa])|(?:goi|cai) nho (?:hon|nhat))\b|小的那个|小一点的|最小的/;
const BIGGER = /\b(?:the (?:bigger|biggest|larger|largest)(?: one| package| plan)?|(?:el|la) (?:mas )?grande|(?:goi|cai) (?:lon|to) (?:hon|nhat))\b|大的那个|大一点的/;

export function rankPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null): Topic | null {
  const keys = facts.offerings.packages.map((p) => p.key as string);
  const from = topic?.kind === "list" ? topic.key : topic?.kind === "package" ? null : shown;
  const sized = SMALLER.test(text) ? 1 : BIGGER.test(text) ? -1 : 0;
  if (sized !== 0 && from?.startsWith("package:") && text.split(" ").length <= 14) {
    const at = listed(from, { package: keys.map((key) => ({ key })) }).items.map((i) => keys.indexOf(i.key)).filter((i) => i >= 0);
    const key = at.length >= 2 ? keys[sized > 0 ? Math.max(...at) : Math.min(...at)] : undefined;
    if (key) return { kind: "package", key };
  }
  const up = ABOVE.test(text);
  if ((!up && !BELOW.test(text)) || text.split(" ").length > 14) return null;
  const at = from?.startsWith("package")
    ? listed(from, { package: keys.map((key) => ({ key })) }).items.map((i) => keys.indexOf(i.key))
    : topic?.kind === "package" ? [keys.indexOf(topic.key)] : [];
  if (at.length === 0 || at.includes(-1)) return null;
  // The site lists its packages from the largest down (Enterprise, Growth, Foundation).
  const key = keys[up ? Math.min(...at) - 1 : Math.max(...at) + 1];
  return key ? { kind: "package", key } : null;
}
