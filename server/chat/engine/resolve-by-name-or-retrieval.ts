import { TO_THE_AI } from "./platform-thread.ts";
import { foldForRules } from "./text.ts";
import { platformFeesAsked } from "./setup-fee-addons.ts";
import { readNeed } from "./needs.ts";
import { bothContactsAsked } from "./contact-ask.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import type { EntryId } from "./knowledge/entries.ts";
import type { Hit } from "./knowledge/search.ts";
import { packagesInOrder, topicOf } from "./mentions.ts";
import type { Mentions } from "./mentions.ts";
import { readProfile, type Profile } from "./topics.ts";
import { servedArea, servedPlaces } from "./needs.ts";
import { namedTogether } from "./list-picks.ts";
import { asksTestedFirst } from "./tested-first.ts";
import { asksFigure } from "./first-asks.ts";
import { asksSuccessManager, ENTRY_LEVEL, managerShown, successManagerEntry, PACKAGE_ASKED, recommendation, WHICH_ONE_THAT } from "./fit.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { Intent, SiteFacts } from "./types.ts";
import {
  WHATS_IN, RECOMMEND, ADD_TO, TENANTS, KEPT, WRITE_BACK, TIMELINE, CONNECT, LANGUAGES_ASK, BLOG,
  SELF_SETUP, FEE, BOOKING_LINK, BUNDLES_ASK, HOW_IT_WORKS, POINTS_BACK, TRUST, SITE_MATTER, SAVES, CONNECTS_IT,
} from "./question-patterns.ts";
import { ELSEWHERE, PEOPLE_THERE } from "./place-ask-patterns.ts";
import { EMAIL_ASK, PHONE_ASK, NUMBER_ASK, NOT_PHONE } from "./contact-ask-patterns.ts";
import { entry, servedHere } from "./resolved.ts";
import type { Resolved, ResolveInput } from "./resolved.ts";

// The last rules of resolvePart (resolve.ts), once no special ask has answered: a recommendation asked outright, the
// site's own contact entries, the platforms and places named, the offerings named or the topic followed up, then
// retrieval over the knowledge entries, with the classifier settling what retrieval leaves close.

// Entries that answer a specific question better than the description of an offering the question also names.
const SAFETY_WORD = /\b(?:data|safe\w*|secur\w*|privacy|private|trust\w*|risk\w*|datos|segur\w*|confi\w*|du lieu|an toan|bao mat|tin tuong)\b|数据|隐私|安全|信任|放心/;
const SPECIFIC = new Set<EntryId>(["timeline", "self-setup", "data-safety", "technical-skills", "add-later", "success-manager", "languages", "why-no-prices", "technologies", "mls"]);

const ADDON_EXISTS = /\b(?:is there|do you (?:have|offer)|hay (?:un|una|algun)|tienen (?:un|una|algun))\b|有没有|有无/;

// "适合我们九个人的那个套餐要多久上线", "how long would the one that fits us take to go live?": the package that fits, then
// its go-live time.
// "…còn chừng 3 tuần nữa. Gói nào, có kịp hông em?": whether it runs in time is its go-live time.
const IN_TIME = /\b(?:in time|on time|a tiempo|kip (?:khong|hong|ko|k)|co kip)\b|来得及|赶得上|赶得及/;
export const goLiveOf = (answer: Answer, text: string): Answer[] =>
  answer.t === "recommend" && (TIMELINE.test(text) || IN_TIME.test(text)) && !KEPT.test(text) && !WRITE_BACK.test(text) && !asksTestedFirst(text) ? [{ t: "timeline", key: answer.key }] : [];

// "¿se conectan con el MLS de HAR?", "what's the MLS integration for?": the MLS alone gets what it is for (listing data,
// real inventory in answers and alerts), not a bare yes.
const platformsYes = (names: string[]): Answer[] => (names.length === 1 && names[0] === "HAR.com MLS" ? [{ t: "entry", id: "mls" }] : [{ t: "platforms", names }]);

/** What resolvePart (resolve.ts) has read of the question by the time no special ask has answered it. */
export type ReadSoFar = {
  text: string;
  part: string;
  facts: SiteFacts;
  profile: Profile;
  classify: ResolveInput["classify"];
  topic: Topic | null;
  mentions: Mentions;
  platforms: string[];
  top: Hit | undefined;
  second: number;
  strong: Hit | undefined;
  asksPrice: boolean;
  named0: boolean;
  keptIn: boolean;
  onPlatform: boolean;
  whichSetup: boolean;
  otherArea: string | null;
  otherPlatform: string | null;
};

const TOOL_RECOMMENDED = /\b(?:que|cual|cuales|which|what) (?:(?:other|otra|otras) )?(?:herramientas?|tools?|software|programas?|apps?|aplicacion(?:es)?|plataformas?|platforms?|crms?|workflow (?:tools?|engines?)|motor(?:es)? de flujos?)\b|\b(?:cong cu|phan mem) (?:workflow )?nao\b|(?:哪个|什么)(?:工具|软件|平台)/;

const OWN_INBOX = /\b(?:get|gets|getting|got|receive\w*|recib\w*|me llegan|nos llegan|nhan|nhan duoc)\b.{0,25}\be-?mails?\b|\b(?:\d+|hundreds?|dozens?|tons?|lots?|ca tram|hang tram|may tram|cientos|montones|decenas) (?:of |de )?(?:\w+ )?(?:e-?mails?|correos)\b|收到.{0,10}邮件|邮箱(?:天天|每天|都|老是|总是)?(?:爆满|满了|塞满|爆了|快满)/;

/** "calls to the Baytown office", "nuestra oficina en Pasadena": a place named as where their own office is, not asked about. */
export const ownOffice = (text: string, place: string): boolean => {
  const name = foldForRules(place).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`\\b${name} (?:office|oficina|branch|sucursal)\\b|\\b(?:van phong|oficina|office) (?:o |en |in )?${name}\\b`).test(text) && !SERVE_ASK_HERE.test(text);
};
const SERVE_ASK_HERE = /\b(?:serve|cover|work in|operate|available in|atienden|cubren|trabajan en|phuc vu|co lam o)\b/;
const SOMETHING_FOR_IT = /\b(?:anything|something|any (?:service|add-?on|tool)|(?:co|cos) (?:cai|gi|mon|dich vu) (?:gi|chi|nao)?|algo|algun (?:servicio|complemento)|(?:which|what) (?:service|add-?on|one) (?:is )?for (?:that|this|it)|(?:que|cual) (?:servicio|complemento) (?:es )?para (?:eso|esto))\b|有没有|有什么|哪个服务/;

const ADDON_WORD = /\ban add ?-?on\b|\bcomplemento\b|\bdich vu (?:them|bo sung)\b|附加服务|加购/;

const TOOL_BROUGHT = /\b(?:hubspot|follow ?up ?boss|fub|kvcore|salesforce|calendly|mailchimp|quickbooks|airtable|gmail|outlook|slack|twilio|whatsapp)\b/;

const CLIENTS_LIVE_THERE = /\b(?:chu nha|khach(?: hang)?|nguoi mua|owners?|investors?|landlords?|duenos?|propietarios?|inversionistas?)\b (?:(?:who|que) (?:live|viven|are|estan) |(?:o|en|in|out of) )/;

export function byNameOrRetrieval({ text, part, facts, profile, classify, topic, mentions, platforms, top, second, strong, asksPrice, named0, keptIn, onPlatform, whichSetup, otherArea, otherPlatform }: ReadSoFar): Resolved {
  // "48 agents, the full CRM and HAR hookup: which one's that?": with the visitor's size told in the same breath, "which
  // one's that" asks which package, before the platforms named in it are answered as connections.
  const sizedWhichOne = WHICH_ONE_THAT.test(text) && readProfile(text).size !== undefined;
  // "¿qué herramienta recomiendan ahí para unirlo todo?": a tool recommended is no package (the post or the technologies answer).
  const toolRecommended = TOOL_RECOMMENDED.test(text);
  if ((RECOMMEND.test(text) || ENTRY_LEVEL.test(text) || sizedWhichOne || (strong?.entry === "recommend" && !asksPrice)) && !toolRecommended && !mentions.addon && !mentions.bundle && !mentions.package) {
    const answer = recommendation(profile, text);
    // "the smallest package, how many weeks?": the package named by its rank, its go-live time asked (not a fit).
    const timed = answer.t === "recommend" && ENTRY_LEVEL.test(text) && !RECOMMEND.test(text) && TIMELINE.test(text) && !KEPT.test(text) && !WRITE_BACK.test(text);
    if (timed) return { answers: [{ t: "timeline", key: answer.key }], topic: { kind: "package", key: answer.key }, intent: "packages" };
    return { answers: [managerShown(answer, text, Boolean(profile.size)), ...goLiveOf(answer, text)], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  if (BOOKING_LINK.test(text)) return entry("booking");
  // ("来看房的人在网站上留了电话和邮箱，之后系统能自动跟进吗？": the visitors' own phone and e-mail, left with them, ask none of ours.)
  if (bothContactsAsked(text)) return entry("contact");
  if (asksFigure(text) && !mentions.addon && !mentions.bundle) return entry("results");
  if (TIMELINE.test(text) && !KEPT.test(text) && !WRITE_BACK.test(text) && !asksTestedFirst(text)) return entry("timeline");
  if (TRUST.test(text)) return entry("data-safety");
  // "¿cómo funciona eso del Email Commander y cuánto cuesta?": how an offering named works is that offering's answer.
  if (HOW_IT_WORKS.test(text) && !mentions.addon && !mentions.bundle && !mentions.package) return entry("how-it-works");
  if (SELF_SETUP.test(text) && (FEE.test(text) || SAVES.test(text))) return SAVES.test(text) ? { answers: [{ t: "extra", id: "self-setup-saves" }], topic: null, intent: "setup_fees" } : entry("self-setup");
  // "¿Tendremos una persona de referencia?", "a proper person at your end looking after us": the success manager, by what
  // the person does (fit.ts), asked of what we give rather than of which package gives it.
  // "does Growth include a dedicated success manager?": asked of a package without one, the answer says only which has it.
  // "does Growth have its own person on your end, or only the top package?": the first package named is the one asked of.
  if (asksSuccessManager(text) && !PACKAGE_ASKED.test(text) && !RECOMMEND.test(text)) return entry(successManagerEntry(mentions.package ?? packagesInOrder(text)[0], facts));
  // "do you work outside of Houston?", "¿trabajáis con inmobiliarias de fuera?": the site lists Houston-area places only and
  // says nothing of anywhere else.
  // ("En Chile usábamos HubSpot, ¿sigue funcionando con ustedes acá?": the tool they bring is asked, not where we work.)
  // ("…nhắn hỏi thăm mấy chủ nhà ở tiểu bang khác…?", "owners who live out of state": where their clients live, not where we work.)
  if (ELSEWHERE.test(text) && !TOOL_BROUGHT.test(text) && !CLIENTS_LIVE_THERE.test(text)) return { answers: [{ t: "unknown", about: "elsewhere" }], topic: null, intent: "unanswered" };
  // "clients text in Chinese at night: is there a 24-hour service agent?": the add-on named is asked for; the language only says whose.
  // "a service that takes care of them in whatever tongue they speak, day or night?": the round-the-clock agent asked for
  // by what it does (needs.ts), the languages only say whose.
  const agentNeed = mentions.addon ? null : readNeed(text);
  const roundTheClockAgent = agentNeed?.key === "customer-service-agent";
  if (agentNeed && roundTheClockAgent && (LANGUAGES_ASK.test(text) || strong?.entry === "languages")) return { answers: [agentNeed], topic: { kind: "addon", key: agentNeed.key }, intent: "addons" };
  // "có một bài về trợ lý chăm khách bằng nhiều thứ tiếng, gửi link bài đó": a post on languages is asked for, not them.
  if (LANGUAGES_ASK.test(text) && !BLOG.test(text) && !(mentions.addon && (asksPrice || ADDON_EXISTS.test(text))) && !roundTheClockAgent) return entry("languages");
  // "can we add Voice AI later? how much?": yes, any time, and the add-on's own price.
  // ("已经在用Foundation套餐了，想加短信和WhatsApp，多少钱？": the add-on to be added, told by its use and priced, is answered.)
  const pricedNeed = asksPrice && !mentions.addon ? readNeed(text) : null;
  if ((ADD_TO.test(text) || strong?.entry === "add-later") && pricedNeed?.kind === "addon") return { answers: [pricedNeed], topic: { kind: "addon", key: pricedNeed.key }, intent: "addons" };
  if (ADD_TO.test(text) || (strong && strong.entry === "add-later")) return mentions.addon ? { answers: [{ t: "entry", id: "add-later" }, { t: "addon", key: mentions.addon }], topic: { kind: "addon", key: mentions.addon }, intent: "addons" } : entry("add-later");
  // "客户多半用WhatsApp和短信找我，能不能让AI在这两个上面直接回？": the AI answering on the messaging channels named is the
  // add-on that does it, not a connection of those platforms.
  // (Connecting or installing them, and its cost, is the setup row's.)
  // ("帮我们把WhatsApp和短信也接上AI": connected to the AI is the AI answering there; "that's an add-on right?" asks the add-on.)
  const connects = CONNECTS_IT.test(text) && !TO_THE_AI.test(text) && !ADDON_WORD.test(text);
  // "khách hay nhắn WhatsApp quá, có cái gì lo vụ đó hông em?": something asked for the messages on those channels.
  const onChannels = platforms.length > 0 && !connects && platforms.every((p) => /whatsapp|sms/i.test(p));
  const messaging = onChannels ? ((readNeed(text) ?? (SOMETHING_FOR_IT.test(text) || TO_THE_AI.test(text) || ADDON_WORD.test(text) ? ({ t: "need", kind: "addon", key: "enhanced-messaging", yes: false } as const) : null))) : null;
  if (messaging?.key === "enhanced-messaging" && !mentions.addon) return { answers: [messaging], topic: { kind: "addon", key: messaging.key }, intent: "addons" };
  // "something that'll put our new listings up on Facebook and Instagram without us touching it?": the posts made on the
  // social channels named are the Social Scheduler's, not a connection of those platforms.
  const onSocial = platforms.length > 0 && !connects && platforms.every((p) => /facebook|instagram|linkedin|tiktok/i.test(p));
  const posting = onSocial && !mentions.addon ? readNeed(text) : null;
  if (posting?.key === "social-scheduler") return { answers: [posting], topic: { kind: "addon", key: posting.key }, intent: "addons" };
  if (platforms.length > 0 && !asksPrice && !mentions.addon && !mentions.bundle && !mentions.package && (CONNECT.test(text) || onPlatform)) {
    // "zillow and follow up boss": the listed one gets its yes, the unlisted one is said to be unlisted.
    const unlisted: Answer[] = otherPlatform ? [{ t: "unlisted-platform", name: otherPlatform }] : [];
    // "salesforce, and the mls too?": the MLS said beside a platform gets its own yes (listing data), not silence.
    if (/\bmls\b/.test(text) && !platforms.includes("HAR.com MLS")) unlisted.push({ t: "entry", id: "mls" });
    // One platform's yes states its setup row: "the fee for just that?" then asks that row.
    return { answers: [...platformsYes(platforms), ...unlisted], topic: platforms.length === 1 && mentions.setup ? { kind: "setup", key: mentions.setup } : null, intent: "integrations" };
  }
  const area = servedArea(text, facts.offerings.serviceAreas);
  if (area && !mentions.addon && !mentions.bundle && !mentions.package) return servedHere(servedPlaces(text, facts.offerings.serviceAreas, area), otherArea);
  // "calls to the Baytown office go straight to voicemail": the place of their own office is not asked about.
  if (otherArea && !named0 && !ownOffice(text, otherArea)) return { answers: [{ t: "unlisted-area", name: otherArea }], topic: null, intent: "location" };
  if (PEOPLE_THERE.test(text)) return { answers: [{ t: "unknown", about: "presence" }], topic: null, intent: "unanswered" };
  // Why package prices are not published says nothing of an add-on or bundle, whose prices are ("giá sao" is "how much").
  // "what's the fee to connect Mailchimp for my client e-mails?": a setup row's price asked, whatever else its words are near.
  const setupPrice = asksPrice && Boolean(mentions.setup) && platforms.length > 0 && !SELF_SETUP.test(text);
  // "a 30-agent brokerage needing a dedicated manager: how long does Enterprise take?": the time asked; the feature only
  // says why that package.
  if (strong?.entry === "success-manager" && TIMELINE.test(text) && !KEPT.test(text) && !asksTestedFirst(text)) return entry("timeline");
  // "what do u get in foundation, like the list of whats in it": a package's list is no listing data ("list" shares the stem).
  const packageList = strong?.entry === "mls" && Boolean(mentions.package) && !/\b(?:mls|har|listings?|listados?|niem yet)\b|房源/.test(text);
  // "phí cài đặt nền tảng bao nhiêu?": the setup fees of every platform type, a list to pick from (setup-fee-addons.ts).
  const platformFees = topic?.kind === "setup" ? null : platformFeesAsked(text, platforms.length > 0 || Boolean(mentions.setup));
  if (platformFees) return platformFees;
  // ("what's the voice AI thing cost": an add-on's price asked is the add-on's, not a word of the FAQ the classifier heard.)
  // ("已经在用Foundation套餐了，想加短信和WhatsApp，多少钱？": an add-on asked by its use and priced is that add-on's.)
  const addonPriced = asksPrice && ((Boolean(mentions.addon || mentions.bundle) && !["timeline", "self-setup", "add-later", "why-no-prices"].includes(strong?.entry ?? "")) || (readNeed(text)?.kind === "addon" && !["timeline", "self-setup"].includes(strong?.entry ?? "")));
  // ("AI có lấy thông tin nhà trên HAR để trả lời khách không?": listings taken from a platform named, not data kept safe.)
  const dataFromPlatform = strong?.entry === "data-safety" && platforms.length > 0 && !TRUST.test(text);
  // ("what's the voice AI thing": an add-on named and asked what it is, with no word of data, safety or trust in it.)
  const addonOnly = strong?.entry === "data-safety" && Boolean(mentions.addon) && !TRUST.test(text) && !SAFETY_WORD.test(text);
  if (strong && SPECIFIC.has(strong.entry) && !packageList && !addonPriced && !dataFromPlatform && !addonOnly && !(strong.entry === "timeline" && asksTestedFirst(text)) && !(strong.entry === "why-no-prices" && (mentions.addon || mentions.bundle)) && !(setupPrice && strong.entry !== "self-setup")) return entry(strong.entry);

  // "how much is the enterprise one?" right after the bundles means the Enterprise Bundle.
  const bundleThread = topic?.kind === "bundle" || (topic?.kind === "list" && topic.key === "bundle");
  if (bundleThread && mentions.package && !/\bpackage|paquete|goi|套餐/.test(text)) mentions.bundle = mentions.package;
  if (!mentions.addon && TENANTS.test(text) && !keptIn) mentions.addon = "customer-service-agent";
  const short = text.split(" ").length <= 6;
  if (topic && topic.kind !== "list" && !mentions.addon && !mentions.bundle && !mentions.package && !mentions.setup && short && (WHATS_IN.test(text) || (asksPrice && (!strong || strong.entry === "pricing")))) {
    if (topic.kind === "package") return { answers: [{ t: "package", key: topic.key, price: asksPrice }], topic, intent: asksPrice ? "pricing" : "packages" };
    const kind = topic.kind;
    return { answers: [{ t: kind, key: topic.key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
  }
  const several = namedTogether(mentions, facts);
  if (several) return several;
  const named = topicOf(mentions);
  if (named && !(named.kind === "setup" && platforms.length > 0 && !asksPrice)) {
    if (named.kind === "package") return { answers: [{ t: "package", key: named.key, price: asksPrice }], topic: named, intent: asksPrice ? "pricing" : "packages" };
    // "how much for growth and the voice ai": each offering named gets its answer.
    const withPackage: Answer[] = mentions.package && named.kind !== "setup" ? [{ t: "package", key: mentions.package, price: asksPrice }] : [];
    // "does it integrate with my CRM?" asks yes or no, not the setup fee.
    // "what does CRM setup include besides connecting it?" asks the row (what it includes), not whether we connect.
    if (named.kind === "setup" && !asksPrice && CONNECT.test(text) && !whichSetup && !WHATS_IN.test(text)) return entry("integrations");
    if (named.kind === "setup") return { answers: [{ t: "setup", key: named.key }], topic: named, intent: "setup_fees" };
    const kind = named.kind === "bundle" ? "bundle" : "addon";
    // "the pro bundle and the email commander": both named in one breath, both answered.
    const also: Answer[] = kind === "bundle" && mentions.addon ? [{ t: "addon", key: mentions.addon }] : [];
    return { answers: [...withPackage, { t: kind, key: named.key }, ...also], topic: named, intent: kind === "bundle" ? "bundles" : "addons" };
  }
  if (BUNDLES_ASK.test(text)) return { ...entry("bundles"), topic: { kind: "list", key: "bundle" } };
  // "Mỗi ngày tui nhận cả trăm email khách hỏi nhà", "we get hundreds of e-mails": their own inbox told, not ours asked.
  if (EMAIL_ASK.test(text) && !/marketing|commander/.test(text) && !OWN_INBOX.test(text)) return entry("email");
  // "your phone answering AI", "电话一个个漏掉", "一个电话就找得到" (one of ours to call): the phone is the need or the person, not our number.
  if ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !asksPrice && !NOT_PHONE.test(text) && !SITE_MATTER.test(text) && readNeed(text)?.key !== "voice-ai" && !asksSuccessManager(text)) return entry("phone");
  // "gmail and whatsapp?": our e-mail found by a typo's match of "Gmail" is no e-mail asked.
  const typoEmail = strong?.entry === "email" && !EMAIL_ASK.test(text);
  if (platforms.length > 0 && (!strong || typoEmail || dataFromPlatform || strong.entry === "integrations" || strong.entry === "technologies" || strong.entry === "mls" || strong.entry === "setup-fees")) {
    return { answers: platformsYes(platforms), topic: null, intent: "integrations" };
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
    const picked = guessed && close && guessed !== strong.entry ? guessed : strong.entry;
    const chosen: EntryId = picked === "success-manager" ? successManagerEntry(mentions.package, facts) : picked;
    const listKind = ({ packages: "package", bundles: "bundle", addons: "addon", "setup-fees": "setup" } as Partial<Record<EntryId, string>>)[chosen];
    return { ...entry(chosen), topic: listKind ? { kind: "list", key: listKind } : null, ...(strong.coverage < 0.75 || chosen !== strong.entry ? { weak: strong.coverage } : {}) };
  }
  if (guessed) return { ...entry(guessed), weak: top?.coverage ?? 0 };
  if (top && top.coverage >= 0.34) return { ...entry(top.entry), weak: top.coverage };
  return { answers: [], topic: null, intent: null };
}
