import { PACKAGE_KEYS } from "#common/content/packages.ts";
import type { Topic } from "./context.ts";
import type { Mentions } from "./mentions.ts";
import type { Profile } from "./topics.ts";
import type { Resolved } from "./resolved.ts";
import type { Language, SiteFacts } from "./types.ts";
import { entry } from "./resolved.ts";
import { findMentions } from "./mentions.ts";
import { addonList } from "./addon-list.ts";
import { correctingAsked, seeingHeldAsked } from "./correct-own-details.ts";
import { audiencePackageAsked } from "./audience-package.ts";
import { listingDataAsked } from "./listing-data.ts";
import { asksAccuracy } from "./accuracy-asked.ts";
import { replySpeedAsked } from "./reply-speed.ts";
import { readNeed } from "./needs.ts";
import { sizeToldWithAsk } from "./first-reads.ts";
import { processStep } from "./process-steps.ts";
import { leadPathAsked } from "./lead-path.ts";
import { setupFeeAddonsAsked } from "./setup-fee-addons.ts";
import { asksBundleList } from "./first-asks.ts";
import { TIMELINE, WHICH_PRICIER } from "./question-patterns.ts";
import type { Answer } from "./knowledge/answer-types.ts";

// "go live in 2 weeks", "estar funcionando en dos semanas", "chạy được trong hai tuần", "两周上线": a time for going live.
const GOES_LIVE_IN = /\b(?:go(?:es)? live|up and running|(?:be )?ready|funcionando|andando|listo|chay (?:duoc|dc)|hoat dong)\b.{0,20}\b(?:weeks?|days?|months?|semanas?|dias?|mes(?:es)?|tuan|ngay|thang)\b|(?:周|星期|天|月)(?:内)?(?:就)?(?:能)?上线/;
import { PHONE_ONE } from "./contact-ask-patterns.ts";

// What resolve.ts reads of a part before the site's own readers and the offerings: where to book, people of ours
// abroad, an offering asked by its price, the phone one picked, a step of the way in, one imagined client followed
// through, the size told with the package asked, the visitor's own details corrected, how right the answers are,
// listings, a package by its audience, how fast it answers, the add-ons with a setup fee, a package only compared with,
// two add-ons priced against each other, and how many packages there are. Each is a question of its own that a word of a
// page or an offering in the same part would otherwise answer. All read the folded part (`text`).

const LIKE_NAMED = /\b(?:like|same as|as (?:in|with)|como|igual que|nhu|giong(?: nhu)?)(?: (?:the|el|goi|cai|in))? (foundation|growth|enterprise)\b|(?:像|跟|和)(foundation|growth|enterprise)(?:套餐)?(?:一样|那样)/;
// ("hủy giùm chị mấy gói Calendly … đang trả tiền": their own subscriptions to another vendor, not ours counted.)
const HOW_MANY_PACKAGES = /\b(?:how many (?:packages|plans|tiers)|cuantos (?:paquetes|planes)|(?<!\b(?:huy|bo|ngung|cat|giup|gium|dum|ho) (?:\w+ )?)(?:co )?may goi\b(?! \w+ (?:tuan|ngay|thang))(?!.{0,40}\b(?:dang (?:tra tien|xai|dung)|ben kia|cu)\b)|bao nhieu goi(?! \w+ (?:tuan|ngay|thang)))\b|几(?:个|种|档)套餐|有几(?:个|种|档)(?:套餐|方案)/;

// "好，在哪里预约？", "where do I book it?", "¿dónde agendo?", "đặt lịch ở đâu em?": where to book is the booking page, not
// where we are.
const WHERE_TO_BOOK = /\bwhere (?:do|can|would|should) (?:i|we) (?:book|schedule|set (?:it|that|one) up)\b|\bdonde (?:agendo|reservo|aparto|me anoto|(?:puedo|podemos) (?:agendar|reservar|apartar))\b|\bdat lich o dau\b|\bo dau (?:de |thi )?dat lich\b|(?:在|去)?(?:哪里|哪儿|哪)(?:可以|能)?(?:预约|预订|约时间)|预约(?:在哪|要去哪)/;

// "你们在国内有团队吗？", "bên em có người ở Việt Nam không": people of ours somewhere else, not the visitor's team size.
const PRESENCE_ZH = /(?:你们|贵公司|您们)(?:在)(?:国内|中国|大陆|越南|海外|国外|台湾|香港|亚洲)(?:也)?有(?:没有)?(?:团队|人|员工|办公室|分公司|同事)/u;

// "¿y entonces el de 129 cuál es?", "what was the 900 thing on the solutions page", "129那个是什么": an offering asked by
// its price, when one add-on or bundle alone has it (or the add-ons that share it).
const WHICH_IS_IT = /\b(?:cual|which|what|que|la gi|gi|nao)\b|\bthe one (?:that|thats|which|with)\b|是什么|是哪个|哪个/;
// The figure said as a price: "$129", "the 900 thing", "el de 129", "cái 129", "129的那个", "247 a month".
const AS_PRICE = /\$\d|\b(?:setup|set ?up|installation|instalacion|cai dat)\b.{0,12}\d|\d.{0,12}\b(?:setup|set ?up|installation|instalacion|cai dat)\b|安装费?.{0,4}\d|\d.{0,8}安装|\b(?:the|el|la|cai|goi) (?:de )?\d{2,4}\b|\b\d{2,4} (?:thing|one|a month|per month|monthly|dollars?|dolares|bucks|do|al mes)\b|\d{2,4}(?:块|美元|刀)?(?:一个月|每个?月|\/月)?(?:的那个|那个|的是)/;
const NO_SETUP = /\b(?:no|without|sin|zero|khong (?:co )?|ko) (?:a |any |the )?(?:setup|set-?up|installation|instalacion|phi cai dat|cai dat)\b|(?:冇|没有?|无|不用|免)(?:安装费|安装|设置费)/;
function pricedOne(text: string, facts: SiteFacts, last: Topic | null): Resolved | null {
  if (!WHICH_IS_IT.test(text) || !AS_PRICE.test(text)) return null;
  // (A count of people or homes is no price: "we have 129 agents".)
  const figures = [...text.matchAll(/(?<![\d,.])\$?(\d{2,4}|\d,\d{3})(?![\d%])(?!\s*(?:agents?|agentes|people|personas|doors|units|rentals|homes|houses|casas|puertas|nguoi|can|nha|agent|listings?|个|套|位|名|人))/g)].map((m) => (m[1] ?? "").replace(",", ""));
  if (figures.length !== 1) return null;
  const price = (p: string): string[] => [...p.matchAll(/\$([\d,]+)/g)].map((m) => (m[1] ?? "").replace(/,/g, ""));
  // "the one with the 1,500 setup", "197 a month with no setup fee": the setup fee said, or said to be none.
  const noSetup = NO_SETUP.test(text);
  const addons = facts.offerings.addOnServices.filter((a) => (price(a.price).includes(figures[0] ?? "") || (!noSetup && price(a.setup ?? "").includes(figures[0] ?? ""))) && !(noSetup && a.setup));
  // (Among add-ons just talked about, "the one with the 1,500 setup" is Email Commander's fee, not the bundle of that price.)
  const amongAddons = last?.kind === "addon" || (last?.kind === "list" && last.key.startsWith("addon"));
  const bundles = amongAddons && addons.length > 0 ? [] : facts.offerings.bundles.filter((b) => price(b.price).includes(figures[0] ?? ""));
  const [addon] = addons;
  const [bundle] = bundles;
  if (addons.length === 1 && bundles.length === 0 && addon) return { answers: [{ t: "addon", key: addon.key }], topic: { kind: "addon", key: addon.key }, intent: "addons" };
  if (bundles.length === 1 && addons.length === 0 && bundle) return { answers: [{ t: "bundle", key: bundle.key }], topic: { kind: "bundle", key: bundle.key }, intent: "bundles" };
  // "那197一个月的是哪个？": two add-ons share the price (Voice AI and Email Commander), so both are the answer.
  if (addons.length > 1 && bundles.length === 0) return { answers: addons.map((a) => ({ t: "addon", key: a.key })), topic: addonList(addons.map((a) => a.key), facts), intent: "addons" };
  return null;
}

export type EarlyInput = { part: string; text: string; last: Topic | null; profile: Profile; toldSize: Profile; said: Mentions; facts: SiteFacts; language: Language };

// "cái nhắn tin SMS với WhatsApp, thêm vô gói đó bao nhiêu?", "the texting one, SMS and WhatsApp, on that package?":
// texting added to a package is the messaging add-on, not two more platforms to connect (even in a thread of setup fees).
const TEXTING = /\b(?:text\w*|messag\w*|mensaj\w*|nhan tin|tin nhan)\b|短信|消息/;
const TO_THE_PACKAGE = /\b(?:to|onto|on) (?:the|that|this|my|our) (?:package|plan)\b|\b(?:al|a ese|a este|a mi) (?:paquete|plan)\b|\b(?:vo|vao|cho) goi\b|加到(?:这个|那个)?套餐|套餐(?:上|里)/;

// "the texting one for sms and whatsapp", "el de mensajes", "cái nhắn tin": the add-on picked by its use, in a thread of
// setup fees where SMS and WhatsApp would be counted as platforms.
const THE_TEXTING_ONE = /\bthe (?:texting|text|messaging|sms) one\b|\bel de (?:los )?(?:mensajes|textos|sms)\b|\bcai nhan tin\b|(?:发短信|短信)的那个/;
// "Cái nhắn tin SMS với WhatsApp đó một tháng nhiêu?", "texting by sms and whatsapp, what's that a month?": a monthly price
// is the add-on's, not the one-time setup of connecting the channels.
const MONTHLY = /\b(?:a month|per month|monthly|each month|al mes|por mes|mensual\w*|(?:mot|moi|1) thang|hang thang)\b|每月|一个月|月费/;
const messagingOntoPackage = (text: string, last: Topic | null): boolean => {
  // (Something asked for, "有冇嘢可以幫我回覆？幾錢一個月？", is the need the add-on meets, read as one.)
  // (Not texting said away, "the one that picks up calls, not texting", nor the phone one asked beside it.)
  if (/(?<!\b(?:not|no|sin|khong|ko) )\b(?:sms|whatsapp|texting)\b/.test(text) && MONTHLY.test(text) && !/\b(?:something|anything|algo|alguien|co gi|co cai gi|call|calls|phone|llamadas?|telefono|dien thoai|goi dien)\b|有冇|有没有|有什么|电话/.test(text)) return true;
  const inSetupThread = last?.kind === "setup" || last?.kind === "bundle" || (last?.kind === "list" && /^(?:setup|bundle)/.test(last.key));
  return TEXTING.test(text) && /\b(?:sms|whatsapp)\b/.test(text) && (TO_THE_PACKAGE.test(text) || (inSetupThread && THE_TEXTING_ONE.test(text)));
};

export function earlyAsked({ part, text, last, profile, toldSize, said, facts, language }: EarlyInput): Resolved | null {
  if (WHERE_TO_BOOK.test(text)) return entry("booking");
  // (Not beside another add-on: "the texting one and the phone answering one, add em up" asks for both.)
  if (messagingOntoPackage(text, last) && (said.addon === undefined || said.addon === "enhanced-messaging")) return { answers: [{ t: "addon", key: "enhanced-messaging" }], topic: { kind: "addon", key: "enhanced-messaging" }, intent: "addons" };
  if (PRESENCE_ZH.test(part)) return { answers: [{ t: "unknown", about: "presence" }], topic: null, intent: "unanswered" };
  const byPrice = said.addon || said.bundle || said.package ? null : pricedOne(text, facts, last);
  if (byPrice) return byPrice;
  // "那个电话的呢？", "the phone one?": the add-on that answers the phone, while the site still offers it.
  const phoneOne = PHONE_ONE.test(text) && !said.addon ? facts.offerings.addOnServices.find((a) => a.key === "voice-ai") : undefined;
  if (phoneOne) return { answers: [{ t: "addon", key: phoneOne.key }], topic: { kind: "addon", key: phoneOne.key }, intent: "addons" };
  // "What do I walk away with after that call?", "上线以后呢？就没你们的事了？": the next step of the way in (process-steps.ts).
  const step = processStep(text, last, { ...profile, ...toldSize }, Boolean(said.package || said.addon || said.bundle));
  if (step) return step;
  // "Say a buyer texts our team number at 11 at night… what answers him?", "she goes quiet for two weeks, does it drop
  // her?": one imagined client of theirs followed through the product (lead-path.ts).
  const path = leadPathAsked(text, facts, language);
  if (path) return path;
  // The size told with the package asked, or an add-on asked for by its work with its price (first-reads.ts).
  const sizedFit = sizeToldWithAsk(part, text, toldSize, profile, last, said);
  if (sizedFit) return sizedFit;
  // "I typed the wrong number in your form, how do I fix it?": the privacy page says how (correct-own-details.ts).
  const correcting = correctingAsked(text) ?? seeingHeldAsked(text, facts, language);
  if (correcting) return correcting;
  // "what if the AI gives my clients wrong info, can I update it?": what keeps it right (accuracy-asked.ts).
  if (asksAccuracy(text)) return { answers: [{ t: "extra", id: "accuracy" }], topic: null, intent: "services" };
  // "how fast does your AI answer leads?": the lead-capture agents answer in seconds (reply-speed.ts), whatever
  // listing it is asked of ("买家半夜问我们某套在售房源的情况，AI多久能回复？").
  const speed = replySpeedAsked(text);
  if (speed) return speed;
  // "dữ liệu nhà đang rao bán ở địa phương lấy từ đâu": the listings said in everyday words (listing-data.ts).
  const listings = listingDataAsked(text);
  if (listings) return listings;
  // "gói dành cho người làm một mình có gửi báo cáo không": the package named by its audience (audience-package.ts).
  const byAudience = findMentions(part).package ? null : audiencePackageAsked(text);
  if (byAudience) return byAudience;
  // "which add-ons have a setup fee?": those add-ons alone, a list of their own (setup-fee-addons.ts).
  const withSetupFee = setupFeeAddonsAsked(text, facts);
  if (withSetupFee) return withSetupFee;
  // "Gói nhỏ đó có bảng theo dõi hiệu suất như Growth không?" right after Foundation: the package named is only the one it
  // is compared with; the question is asked of the one being talked about.
  const likeNamed = LIKE_NAMED.exec(text);
  const comparedWith = likeNamed?.slice(1).find(Boolean);
  if (comparedWith && last?.kind === "package" && last.key !== comparedWith && (PACKAGE_KEYS as readonly string[]).includes(last.key) && findMentions(part.replace(new RegExp(comparedWith, "i"), " ")).package === undefined) {
    // "does that one go live in 2 weeks like foundation does?": its go-live time is what is asked of it.
    const asked: Answer = TIMELINE.test(text) || GOES_LIVE_IN.test(text) ? { t: "timeline", key: last.key } : { t: "package", key: last.key, price: false };
    return { answers: [asked], topic: last, intent: "packages" };
  }
  // "Cái đó với cái Voice AI chị đang có, cái nào mắc hơn?": the add-on just shown and the one named, both priced.
  // "那它跟回短信的那个比，哪个便宜？": the other one told by what it does.
  const pricierByUse = WHICH_PRICIER.test(text) ? readNeed(text) : null;
  const namedAddon = findMentions(part).addon ?? (pricierByUse?.kind === "addon" && pricierByUse.key !== last?.key ? pricierByUse.key : undefined);
  if (WHICH_PRICIER.test(text) && namedAddon && last?.kind === "addon" && last.key !== namedAddon) {
    return { answers: [{ t: "addon", key: last.key }, { t: "addon", key: namedAddon }], topic: addonList([last.key, namedAddon], facts), intent: "addons" };
  }
  // "Bên em có mấy gói, kể ra cho anh với", "how many plans do you have?": the packages listed.
  // In talk of bundles, "trong mấy gói còn lại" (of the bundles left) counts no packages.
  const amongBundles = last?.kind === "bundle" || (last?.kind === "list" && last.key.startsWith("bundle"));
  if (HOW_MANY_PACKAGES.test(text) && !amongBundles && !findMentions(part).package && !asksBundleList(text)) return { ...entry("packages"), topic: { kind: "list", key: "package" }, named: true };
  return null;
}
