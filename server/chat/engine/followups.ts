import { DOES_WHAT_ITS_LINE_SAYS } from "./addon-does.ts";
import { answeredRoundTheClock, answersAtOddHours, aroundTheClock, nightAskedOfPackage } from "./night-answers.ts";
import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { countArithmetic, packageByRole, rowsTogether } from "./followup-counts.ts";
import { addonSum } from "./followup-sums.ts";
import { reviewBeforeLaunch } from "./launch-review.ts";
import { askedOfPostShown } from "./followup-post.ts";
import { platformPick } from "./platform-picks.ts";
import { pickInView } from "./list-in-view.ts";
import { channelAddon } from "./channel-addon.ts";
import { platformsTogether } from "./followup-pairs.ts";
import { ADDS_MORE } from "./platform-thread.ts";
import { refitAfterRecommendation } from "./fit.ts";
import { figurePick, stepPick } from "./offering-steps.ts";
import { featureOfPackageShown } from "./package-feature-ask.ts";
import { bundleFor, countPlatforms, HAS_SETUP_FEE, NO_SETUP_FEE, ordinalPick } from "./list-picks.ts";
import { findMentions } from "./mentions.ts";
import { timelineFollowUp } from "./package-timeline.ts";
import { speedOfPair } from "./package-pair.ts";
import { findPlatforms } from "./topics.ts";
import { answersMessages, makesPosts, placesIn, readNeed } from "./needs.ts";
import { whoElseSees } from "./own-data.ts";
import { chatDetailFollowUp, keptFollowUp, newsletterFollowUp } from "./privacy-matter.ts";
import { asksWhoSeesMine, privacyFollowUp } from "./privacy-asks.ts";
import { BUNDLE_WORD, FEE, PRICE, TIMELINE, WHICH_PRICIER } from "./question-patterns.ts";
import { COUNTED, COUNTED_ZH, ORDINALS } from "./count-patterns.ts";
import { entry, type Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// Follow-ups that point back at something the conversation named, chosen by the noun the question uses: "the second
// area I told you", "khu kia", "第一个地方" pick from the places the visitor named; "gói thứ hai em vừa hỏi" from the
// packages compared, however long the rest of the question; "the biggest bundle", "最大的那个包" from the bundles;
// "which of those have a setup fee?" lists each add-on compared that has one.

/** The places named so far, in the order first named (listed or not), with those of this message added. */
export function rememberPlaces(known: readonly string[], message: string, facts: SiteFacts): string[] {
  const named = placesIn(foldForRules(message), facts.offerings.serviceAreas);
  return [...known, ...named.filter((p) => !known.includes(p))].slice(0, 8);
}

const PLACE_NOUN = /\b(?:areas?|places?|zones?|towns?|city|cities|neighbou?rhoods?|locations?|suburbs?|zonas?|lugar(?:es)?|sitios?|barrios?|ciudad(?:es)?|khu(?: vuc)?|vung|dia diem|thanh pho)\b|地方|地区|区域|地点|片区|城市/;
const THE_OTHER = /\b(?:the other|other one|el otro|la otra|kia|con lai)\b|另一个|另外一个|另外那个|另一(?:处|边)/;
const SHORT = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 24 : text.split(/\s+/).length <= 16);

const placeAnswer = (name: string, facts: SiteFacts): Answer =>
  facts.offerings.serviceAreas.some((a) => a === name) ? { t: "area", name, known: true } : { t: "unlisted-area", name };

/** "¿Y en la segunda zona que te dije?", "còn khu kia thì sao", "那第二个呢" after a place: one of the places named. */
function placePick(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const places = base.places;
  if (places.length === 0 || !SHORT(text) || placesIn(text, facts.offerings.serviceAreas).length > 0) return null;
  const lastPlace = base.lastAnswers.find((a) => a.t === "area" || a.t === "unlisted-area");
  // A bare "and the second?" right after a place was answered points at the places too.
  const aboutPlaces = PLACE_NOUN.test(text) || (lastPlace !== undefined && base.lastIntent === "location" && text.split(/\s+/).length <= 6);
  if (!aboutPlaces) return null;
  let name: string | undefined;
  const at = ORDINALS.find(([pattern]) => pattern.test(text))?.[1];
  if (at !== undefined) name = at < 0 ? places[places.length - 1] : places[at];
  else if (THE_OTHER.test(text) && places.length === 2) {
    const last = lastPlace && "name" in lastPlace ? lastPlace.name : null;
    name = places.find((p) => p !== last);
  }
  return name ? { answers: [placeAnswer(name, facts)], topic: null, intent: "location" } : null;
}

// "gói thứ hai em vừa hỏi…", "the second package you mentioned…", "el segundo paquete…", "第二个套餐…".
const PACKAGE_ORDINAL = /\b(?:goi|package|plan|paquete)\s+(?:thu (?:nhat|hai|ba|2|3)|dau tien|cuoi(?: cung)?)\b|\b(?:first|second|third|last|primer|segundo|tercer|ultimo)\s+(?:package|plan|paquete|tier)\b|第[一二三]个套餐|最后(?:一|那)个套餐/;

function packageByOrdinal(text: string, list: string | null, facts: SiteFacts): Resolved | null {
  const named = text.match(PACKAGE_ORDINAL)?.[0];
  // Up to nine words the rules read the pick and what is asked of it ("con gói đầu tiên thì bao lâu xong?", resolve.ts).
  if (!named || !list?.startsWith("package") || text.split(/\s+/).length <= 9) return null;
  const picked = ordinalPick(named, { kind: "list", key: list }, facts);
  return picked ? { answers: [{ t: "package", key: picked.key, price: false }], topic: picked, intent: "packages" } : null;
}

// "the biggest bundle", "el combo más chico", "bundle nhỏ nhất", "最大的那个包": of all the bundles, by platforms covered.
const BUNDLE_NOUN = /\b(?:bundles?|combos?)\b|包(?![括含装月])/;
const BIGGEST = /\b(?:biggest|largest|most expensive|priciest|mas grande|mas car[oa]|el mayor|lon nhat|to nhat|dat nhat)\b|最大|最贵/;
const SMALLEST = /\b(?:smallest|cheapest|least expensive|mas pequen[oa]|mas chic[oa]|mas barat[oa]|el menor|nho nhat|re nhat)\b|最小|最细|最便宜/;

// "the one that takes the most platforms", "el de más plataformas", "cái nhiều nền tảng nhất", "最多可以接几个平台的是哪一个":
// the biggest bundle by what it covers, a bundle spoken of (its noun, or the conversation on bundles).
const MOST_PLATFORMS = /\b(?:most|max(?:imum)?) (?:number of )?platforms\b|\bmas plataformas\b|\bnhieu nen tang nhat\b|最多.{0,6}平台|平台最多|(?:接|连|装|包含|包)(?:得|的)?最多/u;

// "what's the smallest one?", "and the biggest one?" right after the packages were listed: the package at that end
// (the site lists them from the largest down).
function packageBySize(text: string, facts: SiteFacts, base: ConversationContext): Resolved | null {
  const shown = base.topic?.kind === "list" && base.topic.key.startsWith("package");
  const big = BIGGEST.test(text);
  if (!shown || !/\bones?\b/.test(text) || (!big && !SMALLEST.test(text)) || !SHORT(text)) return null;
  const key = (big ? facts.offerings.packages[0] : facts.offerings.packages.at(-1))?.key;
  const price = /\b(?:how much|price|pricing|cost|costs|charge)\b/.test(text);
  return key ? { answers: [{ t: "package", key, price }], topic: { kind: "package", key }, intent: price ? "pricing" : "packages" } : null;
}

function bundleBySize(text: string, facts: SiteFacts, base: ConversationContext, onBundles = false): Resolved | null {
  const most = MOST_PLATFORMS.test(text) && (onBundles || BUNDLE_NOUN.test(text));
  const big = BIGGEST.test(text) || most;
  // "what's the smallest one?" right after the bundles were listed: "one" is a bundle.
  const bundlesShown = (base.topic?.kind === "list" && base.topic.key === "bundle") && /\bones?\b/.test(text);
  if ((!BUNDLE_NOUN.test(text) && !most && !bundlesShown) || (!big && !SMALLEST.test(text)) || COUNTED.test(text) || COUNTED_ZH.test(text) || !SHORT(text)) return null;
  const sized = facts.offerings.bundles.map((b) => ({ key: b.key as string, n: Number(b.platforms.match(/\d+/)?.[0] ?? 0) })).sort((a, b) => a.n - b.n);
  const key = (big ? sized.at(-1) : sized[0])?.key;
  return key ? { answers: [{ t: "bundle", key }], topic: { kind: "bundle", key }, intent: "bundles" } : null;
}

/** "哪几个要另外交安装费", "which of those come with a setup fee?": each add-on compared that has one (or none). */
function addonsWithSetupFee(text: string, from: string | null, facts: SiteFacts): Resolved | null {
  if (!from?.startsWith("addon") || !HAS_SETUP_FEE.test(text) || !SHORT(text)) return null;
  const [, picked] = from.split(":");
  const all = facts.offerings.addOnServices;
  const items = picked ? picked.split(",").map((i) => all[Number(i)]).filter((a) => a !== undefined) : all;
  const none = NO_SETUP_FEE.test(text);
  const matching = items.filter((a) => (a.setup !== undefined) !== none);
  // "¿Y cuál tiene cuota de configuración?" of three where one has a fee: that one, which a later "it" points at.
  const [one] = matching;
  if (matching.length === 1 && one && items.length >= 2) return { answers: [{ t: "addon", key: one.key }], topic: { kind: "addon", key: one.key }, intent: "addons" };
  if (matching.length < 2) return null;
  return { answers: matching.map((a) => ({ t: "addon", key: a.key }) as Answer), topic: { kind: "list", key: from }, intent: "addons" };
}

/** A follow-up on something named earlier in the conversation, answered from what it picks; null when there is none. */
export function followUp(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  const topic: Topic | null = base.topic;
  const from = topic?.kind === "list" ? topic.key : base.list;
  // "那它跟回短信的那个比，哪个便宜？" after Voice AI: another add-on told by its use, compared with it (resolve.ts).
  const other = WHICH_PRICIER.test(text) && topic?.kind === "addon" ? readNeed(text) : null;
  if (other?.kind === "addon" && other.key !== topic?.key) return null;
  // "what does it suggest?" right after a post: that post, before any pick among offerings or places.
  return (
    askedOfPostShown(part, base, facts) ?? (base.topic?.kind === "package" ? nightAskedOfPackage(part, facts) : null) ?? keptFollowUp(part, base.lastAnswers, facts, base.language) ?? chatDetailFollowUp(part, base.lastAnswers, facts, base.language) ?? placePick(text, base, facts) ?? timelineFollowUp(part, base, facts) ?? speedOfPair(part, base, facts) ?? pickInView(part, base, facts) ?? channelAddon(part, base, facts) ?? packageByOrdinal(text, from, facts) ?? bundleBySize(text, facts, base, base.topic?.kind === "bundle" || from?.startsWith("bundle") === true) ?? packageBySize(text, facts, base) ?? addonsWithSetupFee(text, from, facts) ??
    countArithmetic(text, base, facts) ?? addonSum(text, base, facts) ?? rowsTogether(text, base, facts) ?? packageByRole(text, base) ?? refitAfterRecommendation(text, base) ?? reviewBeforeLaunch(text, base) ?? platformPick(text, base, facts) ??
    platformsTogether(text, base, facts) ?? figurePick(text, base, facts) ?? stepPick(text, base, facts) ??
    featureOfPackageShown(text, base, facts) ?? (asksWhoSeesMine(text, base.lastAnswers) ? whoElseSees(facts, base.language) : null) ?? privacyAsked(text, base) ??
    newsletterFollowUp(part, base.lastAnswers, facts, base.language) ?? stillAnswersAtNight(text, base, facts) ?? daysOfHours(text, base) ??
    packageBeforeAddon(text, base) ?? timelineOfPackageTalkedOf(text, base) ?? addonDoesItsLine(text, base)
  );
}

// "does it make the posts itself or do my agents still gotta write em" right after the Social Scheduler: "it" is the
// add-on, asked whether it does what its line says (not the blog's posts).
const IT = /\b(?:it|that|that one|eso|ese|esa|no|cai do|cai nay)\b|它|那个|这个/;
function addonDoesItsLine(text: string, base: ConversationContext): Resolved | null {
  // ("我说的是那个全天候给租客回答问题的，不是接电话的那个": another add-on told by its use is not "it".)
  const other = readNeed(text);
  if (base.topic?.kind !== "addon" || !IT.test(text) || !DOES_WHAT_ITS_LINE_SAYS[base.topic.key]?.test(text) || findMentions(text).addon || findMentions(text).package || (other !== null && other.key !== base.topic.key) || /不是|\bnot the\b|\bno (?:es )?(?:el|la|ese|esa)\b|\bkhong phai\b/.test(text)) return null;
  return { answers: [{ t: "addon", key: base.topic.key }], topic: base.topic, intent: "addons" };
}

// "¿En cuánto tiempo quedaría funcionando ese paquete?" after a package, then an add-on: "that package" is the package
// talked of before the add-on, and its go-live time is asked.
const THAT_PACKAGE = /\b(?:(?:ese|este|el) (?:paquete|plan)|(?:that|this|the) (?:package|plan)|goi (?:do|nay|kia|ay))\b|(?:那个|这个)(?:套餐|方案)/;
// "and that one takes about six to eight weeks to roll out, did I hear that right?" with Enterprise being talked about: the
// go-live time of that package (its figures confirmed or not by yes-no.ts), not the three packages' times at once.
const LENGTH_SAID = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|hai|ba|bon|nam|sau|bay|tam)\b.{0,12}\b(?:weeks?|months?|semanas?|meses|tuan|thang)\b|[一二两三四五六七八九十\d](?:到[一二两三四五六七八九十\d])?(?:个)?(?:周|星期|礼拜|月)/;
const THAT_ONE = /\b(?:that one|this one|that package|this package|that plan|it|ese|esa|ese paquete|ese plan|goi do|goi nay|cai do)\b|那个|这个|它/;
function timelineOfPackageTalkedOf(text: string, base: ConversationContext): Resolved | null {
  // (Only with a length read back to be confirmed; "¿y ese en cuántas semanas?" gets the three packages' times side by side.)
  if (base.topic?.kind !== "package" || !THAT_ONE.test(text) || !TIMELINE.test(text) || !LENGTH_SAID.test(text) || findMentions(text).package || findMentions(text).addon) return null;
  return { answers: [{ t: "timeline", key: base.topic.key }], topic: base.topic, intent: "packages" };
}

function packageBeforeAddon(text: string, base: ConversationContext): Resolved | null {
  if (base.topic?.kind !== "addon" || !THAT_PACKAGE.test(text) || !TIMELINE.test(text)) return null;
  const held = base.recent.flat().reverse().find((a) => a.t === "recommend" || a.t === "package");
  const key = held?.t === "recommend" || held?.t === "package" ? held.key : null;
  return key ? { answers: [{ t: "timeline", key }], topic: { kind: "package", key }, intent: "packages" } : null;
}

// "¿Y qué días?", "and what days?", "còn thứ mấy?", "哪几天？" right after our hours: the days are in the same line.
const WHICH_DAYS = /^\W*(?:(?:and|y|e|va|con|but|pero|so|ok|also|tambien)\W+)*(?:(?:what|which|que|cuales|cual|thu|ngay) (?:days?|dias?|mays?|nao)|thu may|ngay nao|(?:on )?weekends?|(?:los )?(?:fines? de semana|sabados?|domingos?)|cuantos dias)\b(?: (?:of the week|de la semana|trong tuan|then|entonces|nomas|tambien|too|also|nha|vay|ha))*\W*$|^\W*(?:那|还有)?(?:哪几天|星期几|周几|礼拜几|周末呢?)\W*$/u;
function daysOfHours(text: string, base: ConversationContext): Resolved | null {
  return base.lastAnswers.some((a) => a.t === "entry" && a.id === "hours") && WHICH_DAYS.test(text) ? entry("hours") : null;
}

// "¿Y contesta de noche también, a cualquier hora?" right after the AI's languages: the FAQ's line on them says it
// answers around the clock, a yes.
const THE_AI_ASKED = /\b(?:the ai|ai|the bot|the assistant|the chat|(?:el|la|su|este) (?:asistente|ia|bot|chat|chatbot)|tro ly)\b|机器人|助手/;
function stillAnswersAtNight(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  // ("¿Y por fuera de ese horario el asistente sí contesta?", "¿el chat me contesta igual un sábado de noche?" right after
  // our hours: the AI, asked of outside them.)
  const afterHours = base.lastAnswers.some((a) => a.t === "entry" && a.id === "hours") && THE_AI_ASKED.test(text);
  // ("and it'll answer at like 10 at night or on a sunday too?" right after Voice AI: the add-on that answers, asked of
  // odd hours, is the same AI agent around the clock.)
  const answering = base.lastAnswers.some((a) => (a.t === "addon" || a.t === "need") && ANSWERING_ADDONS.has(a.key));
  // (A service asked for by its work, "有没有能24小时…回复的服务？", is the add-on's own question.)
  if (answering && (answersAtOddHours(text) || answeredRoundTheClock(text)) && !PRICE.test(text) && readNeed(text) === null && !findMentions(text).addon) return aroundTheClock(facts, true);
  if (!(afterHours || base.lastAnswers.some((a) => (a.t === "passage" && a.id === "faq:spanish") || (a.t === "entry" && a.id === "languages"))) || !answersAtOddHours(text)) return null;
  return aroundTheClock(facts, true);
}
const ANSWERING_ADDONS = new Set(["voice-ai", "enhanced-messaging", "customer-service-agent"]);

// "are they sold?", "sent to an outside AI?" after a privacy answer: the site's word that nothing is sold, or the chat's model.
function privacyAsked(text: string, base: ConversationContext): Resolved | null {
  const asked = privacyFollowUp(text, base.lastAnswers);
  return asked === "sold" ? entry("data-safety") : asked === "ai-model" ? { answers: [{ t: "extra", id: "chat-model" }], topic: null, intent: "services" } : null;
}

// "Six tools: QuickBooks, Gmail… Cheapest way to set them up?", "I keep it all in Google Sheets, only that one. Setup
// fee?": the platforms named in one sentence, the cost asked in the next, read as one question.
const CHEAPEST_WAY = /\b(?:cheapest|least expensive|most affordable|best deal|best value|mas barat[oa]|mas economic[oa]|re nhat|tiet kiem nhat|cheaper (?:way|option|package|bundle)|(?:goi|cach) (?:cai dat |bundle |gop |combo )?(?:nao )?re hon)\b|最省钱|最便宜|最划算|更便宜的(?:方案|套餐|办法|组合)/;
// "the Pro isn't enough, right?", "el Pro no alcanza", "gói Pro không đủ hả", "Pro不够吧": the bundle named is too small
// for the platforms listed, so the one that covers them is asked.
const NOT_ENOUGH = /\b(?:not enough|isnt enough|wont (?:cover|do)|too small|no (?:alcanza|basta|cubre|sirve|llega)|se queda corto|khong (?:du|bao het|cover (?:het|du)))\b|不够|不足|装不下/;
// "we use Gmail and Calendly, just the two, is there a deal for doing both": a deal asked apart is that bundle too.
const BUNDLE_APART = new RegExp(`${BUNDLE_WORD.source}|\\b(?:gop (?:lai|chung)|combos?|deals?|discounts?|specials?|descuentos?|ofertas?|promos?|uu dai|giam gia)\\b|优惠|折扣`);
const SETUP_FEE = /\b(?:setup|set-up|set up|installation|instalacion|(?:phi )?cai dat)\b|安装费/;
// "what's it run to…", "what would that run us": a cost asked; "hook it up", "get that hooked up": connecting it.
const RUNS_TO = /\bwhat(?:s| is| does| would| will|ll|d)? (?:it|that|this) (?:run|runs|set (?:me|us) back)\b/;
const CONNECT = /\b(?:connect\w*|conect\w*|ket noi|hook(?:ed|ing)? (?:up|(?:it|that|this|them) up)|set(?:ting)? (?:it|that|this|them|that one) up)\b/;
// "…, ¿cuánto es la instalación de esa plataforma, vos?": a part that points back at the platform named is as short.
// "get that hooked up", "have it connected": a connection asked of the one just named points back as well.
// "…the fee for connecting just that", "the fee to connect it": connecting what was just named points back too; so does
// "what do you lot charge to set that up".
const THAT_PLATFORM = /\b(?:that|this|the same) (?:platform|tool|app)\b|\b(?:set|setting) (?:it|that|this|that one|this one) up\W*$|\b(?:connect\w*|hook\w* up) (?:just |only )?(?:it|that|this|that one|this one)\W*$|\b(?:get|have) (?:that|it|this) (?:hooked up|connected|integrated|plugged in)\b|\b(?:esa|esta|la misma) (?:plataforma|herramienta|app|aplicacion)\b|\b(?:nen tang|cong cu|ung dung) (?:do|nay|kia)\b|(?:那|这)个?(?:平台|工具)/;
// The site's name of the option, "done for you", counts as one word.
const shortAsk = (part: string): boolean =>
  /\p{Script=Han}/u.test(part) ? part.replace(/\s+/g, "").length <= (THAT_PLATFORM.test(part) ? 18 : 12) : part.replace(/\bdone[- ]for[- ]you\b/gi, "done-for-you").split(/\s+/).length <= (THAT_PLATFORM.test(foldForRules(part)) ? 11 : 7);

export function platformsAsked(message: string, parts: readonly string[], facts: SiteFacts, topic: Topic | null = null): Resolved | null {
  const text = foldForRules(message);
  // "Add Calendly to that. Now the setup cost?" in a thread of setup fees adds to the platforms counted (platform-thread.ts).
  if ((topic?.kind === "setup" || topic?.kind === "bundle") && ADDS_MORE.test(text)) return null;
  // "kvCORE, Gmail, Instagram and Sheets, 4 in all, any cheaper setup package?": the cheapest way asked over any parts.
  // "tui xài HubSpot, Outlook, Calendly với Sheets, có bundle nào gộp lại không?": a bundle asked in a part that names no
  // platform is asked for the platforms the other part lists.
  // (A count said, "end up at 6 w/ Gmail and Calendly", is read by the rules of counts instead.)
  const bundleApart = parts.length > 1 && !/\d/.test(text) && parts.some((p) => BUNDLE_APART.test(foldForRules(p)) && findPlatforms(p, facts).length === 0);
  if (parts.length > 1 && !CHEAPEST_WAY.test(text) && !bundleApart && (parts.length > 2 || !parts.some((p) => shortAsk(p) && findPlatforms(p, facts).length === 0))) return null;
  const platforms = findPlatforms(message, facts);
  const mentions = findMentions(message);
  // Outside a talk about bundles "the Pro" alone is no mention of one ("el Pro no alcanza"), so its name is read here.
  const tooSmall = (mentions.bundle !== undefined || /\b(?:starter|pro)\b/.test(text)) && NOT_ENOUGH.test(text);
  if (platforms.length === 0 || mentions.package || (mentions.bundle && !tooSmall)) return null;
  const count = countPlatforms(text, platforms);
  if ((CHEAPEST_WAY.test(text) || tooSmall || bundleApart) && count >= 2) {
    const answer = bundleFor(count, facts);
    if (answer?.t === "bundle-for") return { answers: [answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" };
  }
  // "only HubSpot connected. The fee for just that?": a fee asked of connecting one platform is its setup fee; posts made
  // for Facebook or messages answered on WhatsApp are an add-on's work (setupFeeOfOne in platform-thread.ts reads the same).
  // "…post our listings on Facebook and Insta, you got a thing for that? setup and monthly?": the posting is the need.
  if (!makesPosts(text) && !answersMessages(text) && readNeed(text)?.key !== "social-scheduler" && (SETUP_FEE.test(text) || ((FEE.test(text) || RUNS_TO.test(text)) && CONNECT.test(text))) && countPlatforms("", platforms) === 1 && mentions.setup && !mentions.addon) {
    return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
  }
  return null;
}
