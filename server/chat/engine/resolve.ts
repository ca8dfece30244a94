import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { EntryId } from "./knowledge/entries.ts";
import { searchEntries } from "./knowledge/search.ts";
import { findMentions, topicOf } from "./mentions.ts";
import { findPlatforms, matchPosts } from "./topics.ts";
import type { Profile } from "./topics.ts";
import { foldForRules } from "./text.ts";
import { looksOffTopic } from "./acts.ts";
import { readExtra, readNeed, readNotOffered, unlistedArea, unlistedPlatform } from "./needs.ts";
import { readProfile } from "./topics.ts";
import type { Intent, SiteFacts } from "./types.ts";

// What one question is about, read against the conversation: named offerings, follow-ups on the last topic,
// recommendations from the visitor's profile, then retrieval over the knowledge entries.

const PRICE = /\b(?:how much|price|prices|pricing|cost|costs|costo|costos|cuestan|valor|charge|ballpark|a number|fee|fees|cuota|tarifa|exacto|cuanto|cuanta|precio|cuesta|cobran|sale|gia|bao nhieu|tien)\b|\$\s?\d|\d+ (?:a|per|al) (?:month|mes)|多少钱|价格|费用|收费|啥价|咋收费|说个价|多少/;
const WHATS_IN = /\b(?:whats in|what is in|include|includes|included|incluye|gom|bao gom|features|tell me about)\b|包括|包含/;
const RECOMMEND = /^(?:cual|which|which one|cai nao|goi nao)$|\bgoi nao hop\b|\b(?:which (?:one|package|plan|pkg|pakage|pack)|wich pakage|(?:recommend|suggest|recomiendan|recomienda)\w*|fits? (?:us|me)|which (?:is|one is|would be|one would be) (?:better|best)|better for (?:me|us|a)|best for (?:me|us|a)|cual es mejor|mejor para (?:mi|nosotros|un)|tot hon|phu hop hon|escogen la mayoria|eligen la mayoria|most (?:teams|people|clients) (?:pick|choose|get)|should (?:i|we) (?:get|pick|choose)|shud i get|what should (?:i|we) get|most popular|conviene|nos sirve|mas popular|nen (?:chon|dung)|goi nao (?:phu hop|hop)|pho bien nhat)\b|适合|推荐|选哪个|用哪个|最受欢迎|哪个套餐|哪个好|哪个更好|更适合/;
const BUNDLE_ASK = /\b(?:bundles?|bundel|covers?|connected|hooked up|conectar|ket noi)\b|连接|套餐/;
const ADD_TO = /\b(?:add (?:it|this|that|them) to|agregarlo a|sumarlo a|them vao)\b|加到/;
const TENANTS = /\b(?:tenants?|rental units?|doors|inquilinos|nguoi thue|cho thue)\b|租户|出租/;
const BLOG = /\b(?:article|articles|blog|blogs|post|posts|read|guide|articulo|articulos|guia|bai viet|bai nao)\b|文章|博客/;
const TIMELINE = /\b(?:how long|how fast|how soon|rollout|go live|be live|up and running|when (?:would|will|could|can) (?:we|i|it) (?:be|go) (?:live|up|running|ready)|cuanto tiempo|cuanto tardan?|en cuanto tiempo|cuando (?:estariamos|estaria|estaremos|estara) (?:funcionando|listos?|en vivo)|bao lau|mat bao lau|khi nao (?:chay|dung|hoat dong|van hanh) (?:duoc)?)\b|多久|多长时间|什么时候(?:能|可以)(?:用|上线)/;
const PHONE_AND_EMAIL = /(?:phone|number|telefono|tel|so dien thoai|sdt|电话).{0,30}(?:e-?mail|correo|邮箱)|(?:e-?mail|correo|邮箱).{0,30}(?:phone|number|telefono|so dien thoai|sdt|电话)/;
const CONNECT = /\b(?:integrat\w*|connect\w*|work with|works with|works? (?:on|over|through|via)|sync\w*|hook\w*|do|use|using|support\w*|conect\w*|integr\w*|jalan|usan|ket noi|tich hop|dung|lien ket)\b|对接|集成|连接|能连|用/;
const LANGUAGES_ASK = /\b(?:speak|speaks|talk|habla|hablan|noi|support|soportan)\b.{0,40}\b(?:spanish|espanol|chinese|chino|vietnamese|vietnamita|tieng viet|tieng trung|mandarin|languages?|idiomas?)\b|\bin (?:spanish|chinese|vietnamese)\b|(?:中文|越南语|西班牙语).{0,10}(?:沟通|交流|支持|说)|(?:说|讲|用)(?:中文|越南语|西班牙语)/;
const SELF_SETUP = /\b(?:self[- ]?setup|myself|ourselves|diy|yo mismo|por mi cuenta|tu cai dat|tu lam)\b|自己安装|自行安装|自己装/;
const FEE = /\b(?:fee|fees|cost|pay|charge|costo|cobran|tarifa|phi|tien)\b|费|钱/;
const ELSEWHERE = /\b(?:dallas|austin|san antonio|fort worth|galveston|el paso|outside (?:of )?houston|fuera de houston|ngoai houston)\b|达拉斯|奥斯汀|圣安东尼奥|休斯顿以外/;
const BUNDLES_ASK = /\bbundles?\b|捆绑包|安装套餐|\bgoi cai dat\b|\bpaquetes de instalacion\b/;
const EMAIL_ASK = /\b(?:e-?mail|correo|email address)\b|邮箱|电子邮件/;
const PHONE_ASK = /\b(?:phone|number|numbr|numero|num|telefono|cel|sdt|so dien thoai|dien thoai)\b|电话/;
const HOW_IT_WORKS = /\bhow (?:does|do) (?:it|this|you|that) work\b|\bwhats the process\b|\bcomo funciona\b|\bhoat dong (?:the|nhu the) nao\b|怎么运作|如何运作/;
const POINTS_BACK = /\b(?:it|that|this|that one|this one|those|them|ese|esa|eso|este|esta|no|do|cai do|goi do)\b|它|那个|这个/;

// Entries that answer a specific question better than the description of an offering the question also names.
const SPECIFIC = new Set<EntryId>(["timeline", "self-setup", "data-safety", "technical-skills", "add-later", "success-manager", "languages", "why-no-prices", "technologies", "mls"]);
const MIN_COVERAGE = 0.5;
// "solo, what do I need?": a stated profile plus a request for advice is a recommendation.
const ADVICE = /\bwhat (?:do|should|would|will) (?:i|we) (?:need|get|use|start with)\b|\bwhat (?:would|could) help\b|\bwhere (?:do|should) (?:i|we) start\b|\bque (?:necesito|necesitamos|me sirve)\b|\bcan (?:gi|goi gi)\b|需要什么|该用什么/;
const ARTICLE = /\b(?:articles?|blog|blogs|read|guide|articulos?|guia|bai viet)\b|文章|博客/;
// "can I trust an AI with my clients?" asks what the FAQ on data safety answers.
const TRUST = /\bwho owns\b.{0,20}\bdata\b|\b(?:trust|risky|safe to)\b.{0,30}\b(?:clients?|customers?|leads?|data|info)\b|\bconfiar\w*\b.{0,30}\b(?:clientes?|datos)\b|\btin tuong\b|(?:信任|放心).{0,10}(?:客户|数据)|(?:客户|数据).{0,10}(?:信任|放心)/;
const FILLER = /^(?:hold on|wait|ok|okay|so|hmm+|um+|uh+|well|lol|haha|oh|ah|bueno|pues|oye|a|uhm|vay|嗯|那个|好的)\W*$/;
const OFFERING_WORD = /\b(?:bundles?|add-?ons?|complementos?|setup fees?|dich vu bo sung)\b|附加|安装套餐/;

export type ResolveInput = { part: string; facts: SiteFacts; topic: Topic | null; profile: Profile; classify?: (text: string) => { label: Intent; p: number } };
export type Resolved = { answers: Answer[]; topic: Topic | null; intent: Intent | null };

const entry = (id: EntryId): Resolved => ({ answers: [{ t: "entry", id }], topic: null, intent: ENTRY_INTENT[id] });

function recommendation(profile: Profile, text: string): Answer {
  if (profile.size === "solo") return { t: "recommend", key: "foundation", reason: "solo" };
  if (profile.size === "team") return { t: "recommend", key: "growth", reason: "team" };
  if (profile.size === "brokerage") return { t: "recommend", key: "enterprise", reason: "brokerage" };
  if (/popular|pho bien|受欢迎|nhieu nhat|nhieu nguoi chon|mas elegid|most chosen|la mayoria|most (?:teams|people|clients)/.test(text)) return { t: "recommend", key: "growth", reason: "popular" };
  return { t: "recommend-ask" };
}

function bundleFor(count: number, facts: SiteFacts): Answer | null {
  const sizes: [string, number][] = [["starter", 2], ["pro", 4], ["enterprise", 6]];
  const key = sizes.find(([k, n]) => count <= n && facts.offerings.bundles.some((b) => b.key === k))?.[0];
  return key ? { t: "bundle-for", key, count } : null;
}

export function resolvePart({ part, facts, topic, profile, classify }: ResolveInput): Resolved {
  const text = foldForRules(part);
  // "hold on, is this automated?": a filler before the question answers nothing by itself.
  if (looksOffTopic(part) || FILLER.test(text)) return { answers: [], topic: null, intent: null };
  const mentions = findMentions(part);
  const platforms = findPlatforms(part, facts);
  const hits = searchEntries(part);
  const top = hits[0];
  // A clear winner counts too: Chinese questions share few whole words with any phrasing, but one entry dominates.
  const second = hits[1]?.score ?? 0;
  const strong = top && (top.coverage >= MIN_COVERAGE || (top.coverage >= 0.3 && top.score >= 2.5 * second)) ? top : undefined;
  const asksPrice = PRICE.test(text);
  const named0 = Boolean(mentions.addon || mentions.bundle || mentions.package);

  // Blind probe 2: what the visitor wants done, what we do not offer, and what the site does not list.
  const extra = readExtra(text);
  if (extra === "assistant") return { answers: [{ t: "extra", id: "assistant" }], topic: null, intent: "about" };
  // The trial answer's next step is the free consultation: "how can I get a demo" is a booking.
  if ((extra === "trial" || extra === "start") && !named0 && !OFFERING_WORD.test(text)) return { answers: [{ t: "extra", id: extra }], topic: null, intent: extra === "trial" ? "booking" : "pricing" };
  const need = named0 ? null : readNeed(text);
  // "any article about tenant automation" asks for an article; "post my listings to instagram" does not.
  if (BLOG.test(text) && (!need || ARTICLE.test(text)) && !/\bpost(?:ed)? (?:on|about)? ?(?:instagram|facebook)/.test(text)) {
    const { posts, subject } = matchPosts(part, facts.posts);
    return { answers: [{ t: "posts", slugs: posts.map((p) => p.slug), subject }], topic: null, intent: "blog" };
  }
  const notOffered = readNotOffered(text);
  if (notOffered) return { answers: [{ t: "not-offered", what: notOffered }], topic: null, intent: "services" };
  const otherArea = unlistedArea(text);
  if (need) {
    const also: Answer[] = otherArea ? [{ t: "unlisted-area", name: otherArea }] : [];
    return { answers: [need, ...also], topic: need.kind === "addon" ? { kind: "addon", key: need.key } : null, intent: need.kind === "addon" ? "addons" : "services" };
  }
  const stated = readProfile(part);
  if ((stated.size ?? profile.size) && ADVICE.test(text)) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  if (extra === "audience") return { answers: [{ t: "extra", id: "audience" }], topic: null, intent: "about" };
  const otherPlatform = unlistedPlatform(text);
  if (otherPlatform && platforms.length === 0) return { answers: [{ t: "unlisted-platform", name: otherPlatform }], topic: null, intent: "integrations" };

  const counted = platforms.length >= 2 ? platforms.length : Number(text.match(/\b(\d)\s*(?:platforms?|plataformas?|nen tang)\b|(\d)\s*个平台/)?.slice(1).find(Boolean) ?? 0);
  if (counted >= 2 && (BUNDLE_ASK.test(text) || RECOMMEND.test(text))) {
    const answer = bundleFor(counted, facts);
    if (answer) return { answers: [answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  if ((RECOMMEND.test(text) || (strong?.entry === "recommend" && !asksPrice)) && !mentions.addon && !mentions.bundle && !mentions.package) {
    const answer = recommendation(profile, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  if (PHONE_AND_EMAIL.test(text)) return entry("contact");
  if (TIMELINE.test(text)) return entry("timeline");
  if (TRUST.test(text)) return entry("data-safety");
  if (HOW_IT_WORKS.test(text)) return entry("how-it-works");
  if (SELF_SETUP.test(text) && FEE.test(text)) return entry("self-setup");
  if (ELSEWHERE.test(text)) return entry("areas");
  if (LANGUAGES_ASK.test(text)) return entry("languages");
  if (ADD_TO.test(text) || (strong && strong.entry === "add-later")) return entry("add-later");
  if (platforms.length > 0 && !asksPrice && !mentions.addon && !mentions.bundle && !mentions.package && CONNECT.test(text)) {
    // "zillow and follow up boss": the listed one gets its yes, the unlisted one is said to be unlisted.
    const unlisted: Answer[] = otherPlatform ? [{ t: "unlisted-platform", name: otherPlatform }] : [];
    return { answers: [{ t: "platforms", names: platforms }, ...unlisted], topic: null, intent: "integrations" };
  }
  const area = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)) || (a === "Sugar Land" && text.includes("sugarland")));
  if (area && !mentions.addon && !mentions.bundle && !mentions.package) return { answers: [{ t: "area", name: area, known: true }], topic: null, intent: "location" };
  if (otherArea && !named0) return { answers: [{ t: "unlisted-area", name: otherArea }], topic: null, intent: "location" };
  if (strong && SPECIFIC.has(strong.entry)) return entry(strong.entry);

  // "how much is the enterprise one?" right after the bundles means the Enterprise Bundle.
  const bundleThread = topic?.kind === "bundle" || (topic?.kind === "list" && topic.key === "bundle");
  if (bundleThread && mentions.package && !/\bpackage|paquete|goi|套餐/.test(text)) mentions.bundle = mentions.package;
  if (!mentions.addon && TENANTS.test(text)) mentions.addon = "customer-service-agent";
  const short = text.split(" ").length <= 6;
  if (topic && topic.kind !== "list" && !mentions.addon && !mentions.bundle && !mentions.package && !mentions.setup && short && (WHATS_IN.test(text) || (asksPrice && (!strong || strong.entry === "pricing")))) {
    if (topic.kind === "package") return { answers: [{ t: "package", key: topic.key, price: asksPrice }], topic, intent: asksPrice ? "pricing" : "packages" };
    const kind = topic.kind;
    return { answers: [{ t: kind, key: topic.key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
  }
  const named = topicOf(mentions);
  if (named && !(named.kind === "setup" && platforms.length > 0 && !asksPrice)) {
    if (named.kind === "package") return { answers: [{ t: "package", key: named.key, price: asksPrice }], topic: named, intent: asksPrice ? "pricing" : "packages" };
    // "how much for growth and the voice ai": each offering named gets its answer.
    const withPackage: Answer[] = mentions.package && named.kind !== "setup" ? [{ t: "package", key: mentions.package, price: asksPrice }] : [];
    // "does it integrate with my CRM?" asks yes or no, not the setup fee.
    if (named.kind === "setup" && !asksPrice && CONNECT.test(text)) return entry("integrations");
    if (named.kind === "setup") return { answers: [{ t: "setup", key: named.key }], topic: named, intent: "setup_fees" };
    const kind = named.kind === "bundle" ? "bundle" : "addon";
    // "the pro bundle and the email commander": both named in one breath, both answered.
    const also: Answer[] = kind === "bundle" && mentions.addon ? [{ t: "addon", key: mentions.addon }] : [];
    return { answers: [...withPackage, { t: kind, key: named.key }, ...also], topic: named, intent: kind === "bundle" ? "bundles" : "addons" };
  }
  if (BUNDLES_ASK.test(text)) return { ...entry("bundles"), topic: { kind: "list", key: "bundle" } };
  if (EMAIL_ASK.test(text) && !/marketing|commander/.test(text)) return entry("email");
  if (PHONE_ASK.test(text) && !asksPrice) return entry("phone");
  if (platforms.length > 0 && (!strong || strong.entry === "integrations" || strong.entry === "technologies" || strong.entry === "mls" || strong.entry === "setup-fees")) {
    return { answers: [{ t: "platforms", names: platforms }], topic: null, intent: "integrations" };
  }
  const followUp = !strong || strong.entry === "pricing" || strong.entry === "packages";
  if (topic && topic.kind !== "list" && topic.kind !== "package" && followUp && (asksPrice || WHATS_IN.test(text) || POINTS_BACK.test(text))) {
    const kind = topic.kind;
    return { answers: [{ t: kind, key: topic.key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
  }
  if (topic?.kind === "package" && followUp && (asksPrice || WHATS_IN.test(text) || POINTS_BACK.test(text))) {
    return { answers: [{ t: "package", key: topic.key, price: asksPrice }], topic, intent: asksPrice ? "pricing" : "packages" };
  }
  if (asksPrice && (!strong || strong.entry === "packages" || strong.entry === "recommend")) return entry("pricing");
  // The classifier, trained on the corpus, settles what retrieval leaves close ("servics" is near both services and service areas).
  const guess = classify?.(part);
  const guessed = guess && guess.p >= 0.6 ? (Object.entries(ENTRY_INTENT) as [EntryId, Intent][]).find(([, intent]) => intent === guess.label)?.[0] : undefined;
  if (strong) {
    const close = strong.score < 1.5 * second;
    const chosen = guessed && close && guessed !== strong.entry ? guessed : strong.entry;
    const listKind = ({ packages: "package", bundles: "bundle", addons: "addon", "setup-fees": "setup" } as Partial<Record<EntryId, string>>)[chosen];
    return { ...entry(chosen), topic: listKind ? { kind: "list", key: listKind } : null };
  }
  if (guessed) return entry(guessed);
  if (top && top.coverage >= 0.34) return entry(top.entry);
  return { answers: [], topic: null, intent: null };
}
