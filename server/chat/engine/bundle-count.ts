import type { Topic } from "./context.ts";
import { bundleFor, countPlatforms } from "./list-picks.ts";
import { onlyPriceAsked } from "./needs.ts";
import { findMentions } from "./mentions.ts";
import { BUNDLE_ASK, RECOMMEND } from "./question-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// How many platforms a visitor counts, and the bundle that covers them, in the cases the per-part rules miss.

// "any package for that many?", "có gói nào cho ngần đó không", "¿hay algún paquete para tantas?", "这么多有套餐吗": a
// package asked for the number of platforms just counted is the bundle of that size.
export const FOR_THAT_MANY = /\b(?:for (?:that many|so many|all (?:of )?(?:those|them|that)|all \d+|all (?:two|three|four|five|six))|to cover (?:that many|all (?:of )?(?:those|them))|para (?:tantas|tantos|todas (?:esas|ellas|las \d+)|todos (?:esos|ellos))|(?:goi|bundle|combo) (?:\w+ )?(?:nao )?(?:cho|danh cho|du cho|hop voi|phu hop voi|bao|cover) (?:tung|ngan|chung|bay|nhieu|so|het|ca|tat ca)(?: (?:do|ay|nay|nhieu|luong|cai|nen tang))?)\b|(?:这么多|那么多|这些|这几个)(?:个)?(?:平台)?.{0,6}(?:套餐|捆绑包|方案)/;

// "leads come in off zillow, har, facebook…", "los clientes nos llegan de Zillow y Facebook", "khách đến từ Zillow,
// Facebook", "客源来自Zillow和Facebook": the platforms are where their leads come from, not what they ask us to connect.
const LEAD_SOURCES = /\b(?:leads?|inquiries|clients|buyers|traffic) (?:\w+ )?(?:come|comes|coming|pour|pours|trickle|roll) (?:in )?(?:off|from|through|via|thru)\b|\blead sources?\b|\bleads? (?:off|from)\b|\b(?:leads|clientes|prospectos|contactos) (?:nos |me )?(?:llegan|vienen|entran) (?:de|por|desde)\b|\bkhach(?: hang)? (?:\w+ )?(?:den|toi|vao) (?:tu|qua)\b|\bnguon khach\b|(?:线索|客源|客户)(?:来自|从)/;
// …unless connecting them is asked: "hook up zillow and facebook, which bundle?".
const CONNECT_ASK = /\b(?:connect\w*|hook\w* up|integrat\w*|sync\w*|conect\w*|integr\w*|ket noi|noi|tich hop|dong bo)\b|\bbundles?\b|连接|对接|接入|集成|捆绑包/;

/** The platforms named only as where the visitor's leads come from: a package asked beside them is no bundle. */
export const onlyLeadSources = (text: string): boolean => LEAD_SOURCES.test(text) && !CONNECT_ASK.test(text);

const countIn = (text: string): number => countPlatforms(text, []);

// A part asking for a bundle or a package, with no count or platform of its own: "có gói nào cho ngần đó không",
// "which package covers that?", "¿hay algún combo?".
/** "có gói nào không", "any package", "¿hay algún paquete?": a package asked for, any. */
export const ANY_PACKAGE = /\b(?:co|any|hay|algun) (?:goi|package|plan|paquete|bundle|combo)\w*\b/;
const ASKS_BUNDLE = (text: string): boolean => FOR_THAT_MANY.test(text) || BUNDLE_ASK.test(text) || RECOMMEND.test(text) || ANY_PACKAGE.test(text);

/**
 * "nam sau chac minh dung toi 6 nen tang, co goi nao cho ngan do khong": a count of platforms said in one part and a
 * package or bundle asked in another is the bundle of that size.
 */
export function bundleCountAcrossParts(message: string, parts: readonly string[], facts: SiteFacts): Resolved | null {
  if (parts.length < 2) return null;
  const folded = parts.map((p) => foldForRules(p));
  const counts = folded.map(countIn);
  const at = counts.findIndex((n) => n >= 2);
  if (at < 0 || counts.filter((n) => n > 0).length !== 1) return null;
  const count = counts[at] ?? 0;
  // The count is of the platforms named when some are (read by the platform rules otherwise).
  if (findPlatforms(message, facts).length > 0 || findMentions(message).package) return null;
  const asks = folded.some((p, i) => i !== at && ASKS_BUNDLE(p));
  const answer = asks ? bundleFor(count, facts) : null;
  return answer?.t === "bundle-for" ? { answers: [answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" } : null;
}

// "if you connect gmail, calendly, follow up boss and google sheets for me, that's 4, what's that going to cost me": the
// platforms to connect counted in one part, only the price asked in the next, is the bundle that covers them.
export function connectedThenPriced(parts: readonly string[], facts: SiteFacts): Resolved | null {
  if (parts.length < 2) return null;
  const at = parts.findIndex((p) => CONNECT_ASK.test(foldForRules(p)) && findPlatforms(p, facts).length >= 2);
  const asked = at >= 0 ? parts.slice(at + 1).some((p) => onlyPriceAsked(foldForRules(p))) : false;
  const count = asked ? countPlatforms(foldForRules(parts[at] ?? ""), findPlatforms(parts[at] ?? "", facts)) : 0;
  const answer = count >= 2 ? bundleFor(count, facts) : null;
  return answer?.t === "bundle-for" ? { answers: [answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" } : null;
}

/** The topic keeps a thread of setup fees or bundles, where one more platform named is counted on. */
export const inPlatformThread = (topic: Topic | null): boolean =>
  topic?.kind === "bundle" || topic?.kind === "setup" || (topic?.kind === "list" && /^(?:bundle|setup)(?::|$)/.test(topic.key));

// "Thêm WhatsApp nữa là hai cái rồi đấy nhé", "add WhatsApp too, that's two", "súmale WhatsApp, serían dos": in a thread of
// setup fees, a platform added or a count of platforms said is counted on; WhatsApp or SMS named there is a platform, not
// the channel the visitor wants to be reached on.
const ADDED = /\b(?:add|adding|plus|also|too|as well|another|them|cong|nua|sumale|sumar|agrega\w*|anade\w*|tambien|mas)\b|再加|加上|还有/;
const COUNT_CLOSES = /\b(?:that s|thats|that makes|so|serian|son|la|thanh|tong(?: cong)?(?: la)?)\s+(?:\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis|hai|ba|bon|nam|sau)\b|[一二两三四五六]个/;
export function countsPlatformsInThread(message: string, topic: Topic | null, facts: SiteFacts): boolean {
  if (!inPlatformThread(topic) || findPlatforms(message, facts).length === 0) return false;
  const text = foldForRules(message);
  return ADDED.test(text) || COUNT_CLOSES.test(text) || countPlatforms(text, []) >= 2;
}
