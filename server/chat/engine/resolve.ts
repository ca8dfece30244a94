import { onlyEnglishClaimed } from "./only-english.ts";
import { droppedLater } from "./for-a-season.ts";
import { ownLineAsked } from "./package-feature-verdict.ts";
import { forbiddenAsked, postSituation } from "./post-situations.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import { searchEntries } from "./knowledge/search.ts";
import { findMentions } from "./mentions.ts";
import { OTHERS_REACH_ME } from "./channel-cues.ts";
import { findPlatforms, readProfile } from "./topics.ts";
import { foldForRules } from "./text.ts";
import { asksSomething } from "./acts.ts";
import { describesOwnFeature } from "./features-described.ts";
import { PACKAGE_KEYS } from "#common/content/packages.ts";
import type { PackageKey } from "#common/content/packages.ts";
import { looksOffTopic } from "./off-topic.ts";
import {
  answersMessages, audienceAnswer, makesPosts, readExtra, readNeed, readNotOffered, servedArea, servedPlaces,
  unlistedArea, unlistedPlatform, wantsAgentInTheirLanguage,
} from "./needs.ts";
import { addonAsked, asksForAddon } from "./addon-fit.ts";
import { largestBundleNamed, pricedNeedAsked } from "./first-reads.ts";
import { earlyAsked } from "./early-asks.ts";
import { askedOfOursFirst } from "./ours-first.ts";
import { moreInfo } from "./more-info.ts";
import { neverSaidAsked } from "./never-said.ts";
import { timeGuessedFor } from "./package-timeline.ts";
import { audienceAsked } from "./audience-ask.ts";
import { cheaperPick, ORDINAL_ONE, ordinalPick, otherPick, rankPick } from "./list-picks.ts";
import { ADDS_MORE, platformThread, setupFeeOfOne } from "./platform-thread.ts";
import { listedAddonNeeds } from "./listed-needs.ts";
import { describedOnes } from "./described-ones.ts";
import { siteFirst } from "./site-first.ts";
import { postsAsked } from "./posts-asked.ts";
import { adjacentRoleAsked } from "./adjacent-roles.ts";
import { asksSmallestContents } from "./smallest-package.ts";
import {
  asksPopular, managerShown, ENTRY_LEVEL, onlyEnterpriseHas, PACKAGE_ASKED, recommendation, wantsFoundation, wantsGrowth, WHICH_ONE_THAT,
} from "./fit.ts";
import { entry, servedHere } from "./resolved.ts";
import { asksSold } from "./privacy-asks.ts";
import { pairChoice } from "./pair-choice.ts";
import type { Resolved, ResolveInput } from "./resolved.ts";
import { sizeToldFirst, sizeWeighed } from "./size-asks.ts";
import {
  PRICE, RECOMMEND, ADD_TO, BLOG, AMOUNT_OF, WHICH_TOOLS, ON_THAT_PLATFORM, HOLDS_RECORDS, LANGUAGES_ASK, ADVICE,
  ARTICLE, BUNDLE_WORD, DATA_ASK, FILLER, packageAskedBesideTools, OFFERING_WORD, TIMELINE, CONNECTS_IT, CONNECTS_NAMED, MONTHLY_ONLY,
} from "./question-patterns.ts";
import { ELSEWHERE, SERVE_ASK, MY_AREA, HOURS_OF_SERVING, ORIGIN_TOLD } from "./place-ask-patterns.ts";
import { ORDINALS } from "./count-patterns.ts";
import { addonsAmongListed } from "./among-listed.ts";
import { placeAcrossParts } from "./area-across-parts.ts";
import { leadAlertAsked } from "./lead-alerts.ts";
import { namesArticle } from "./knowledge/named-post.ts";
import { byNameOrRetrieval, goLiveOf, ownOffice } from "./resolve-by-name-or-retrieval.ts";
import { CLIENTS_DATA, gapOrCareAsked } from "./gaps-and-care.ts";

// What one question is about, read against the conversation: named offerings, follow-ups on the last topic,
// recommendations from the visitor's profile, then retrieval over the knowledge entries.

const WHICH_IT_SPEAKS = /除了?英[语文](?:以外|之外)?[^。？！?!]{0,6}还|(?:会|能|可以)(?:说|讲|用)?(?:什么|哪些|哪几种|几种|哪几门|几门)(?:语言|话)|\b(?:what|which) (?:other )?languages? (?:does|do|can|will) (?:it|the \w+(?: \w+)?) (?:speak|handle|talk)\b/;
const MIN_COVERAGE = 0.5;
const SERVICE_WORD = /\b(?:service|add ?-?ons?|servicio|complemento|dich vu|chi phi)\b|服务|费用|客服/;

// What may be asked of one offering picked from a list: its timeline, its success manager, adding to it later…
const OF_THE_PICK = new Set<string>(["timeline", "self-setup", "add-later", "success-manager", "technical-skills", "training"]);

// "can my leads try the chatbot for free?" asks what the product does for the visitor's people.
const THEIR_PEOPLE = /\b(?:my|our|mis|nuestros|cua (?:toi|em|minh)) (?:leads?|clients?|customers?|visitors?|buyers?|tenants?|clientes|prospectos|khach)\b|我的客户|客户/;
// ("how do I see this thing for myself before I spend a dime", "我要怎么亲眼看看效果？": seeing it work before paying.)
const FREE_TRIAL = /\b(?:free trial|trial (?:period|run)|try (?:\w+ ){0,3}(?:for )?free|prueba (?:gratis|gratuita)|periodo de prueba|probar\w* (?:\w+ ){0,5}gratis|(?:dung|xai|choi) thu(?: mien phi)?|see (?:it|this|this thing|that|the thing|how it works) (?:work |in action )?(?:for myself|with my own eyes|first)|before (?:i|we) (?:spend|pay|put down|commit)\b.{0,12}\b(?:a dime|a cent|anything|a penny|money)|verlo (?:funcionar|con mis propios ojos)|antes de (?:pagar|gastar)|tan mat (?:xem|thay)|xem (?:thu|tan mat) truoc)\b|免费试用|试用|亲眼(?:看看|看到|见)|先看看效果/;

const MONTHLY_ASKED = /\b(?:monthly|per month|a month|each month|every month|\/mo|month to month)\b/;



export function resolvePart({ part, facts, topic: last, profile, classify, list = null, afterAreas = false, counted = 0, language = "en" }: ResolveInput): Resolved {
  const text = foldForRules(part);
  // A gap of ours or a bargain, read before anything reads the part as off-topic (ours-first.ts).
  const ofOurs = askedOfOursFirst(part, text, facts, last);
  if (ofOurs) return ofOurs;
  // "is it possible to get more info?": more of what was just said, or what we build (more-info.ts).
  const more = moreInfo(text, last);
  if (more) return more;
  // "hold on, is this automated?": a filler before the question answers nothing by itself.
  if (looksOffTopic(part) || FILLER.test(text)) return { answers: [], topic: null, intent: null };
  // "I'm a loan officer, can you help me?": a role next to real estate gets whom the site names (adjacent-roles.ts).
  if (adjacentRoleAsked(text)) return { answers: [{ t: "extra", id: "audience" }], topic: null, intent: "about" };
  const said = findMentions(part);
  const toldSize = readProfile(part);
  // What is read before anything of the site is (early-asks.ts).
  // "can y'all just scrape HAR.com for our listings?", "can your AI translate the TREC contract for my Spanish-speaking
  // buyers?": the post's "Do not scrape" or "must not become your contract translator", before HAR or Spanish named answers.
  const forbidden = forbiddenAsked(text) ? postSituation(part, text, facts, language) : null;
  if (forbidden) return forbidden;
  // "Si mis agentes conectan la información de sus clientes con ustedes, ¿ustedes la venden o la comparten?": their clients'
  // data sold or shared is the data-safety answer (never sold or shared), whatever connecting it names.
  if (CLIENTS_DATA.test(text) && (asksSold(text) || /\b(?:you|y ?all|ustedes|uds|ben em|cac ban)\b.{0,30}\b(?:share|compart\w*|chia se)\b|你们.{0,10}(?:共享|分享)/.test(text))) return entry("data-safety");
  // The package the visitor's size fits, read before anything else asks it.
  const fitting = profile.size !== undefined ? recommendation(profile, text) : null;
  // "线索从Facebook、Instagram、网站…进来，用哪个套餐合适？", "khách chủ yếu nhắn qua Facebook với Instagram. Gói nào hợp…?": the
  // platforms the leads come from, named beside which package fits, set the scene; the size known picks the package.
  if (fitting?.t === "recommend" && findPlatforms(part, facts).length > 0 && (RECOMMEND.test(text) || PACKAGE_ASKED.test(text)) && !CONNECTS_IT.test(text) && !CONNECTS_NAMED.test(text) && !/\b(?:noi|gop|gom|bundles?)\b|捆绑|打包/.test(text) && !PRICE.test(text) && !said.addon && !said.bundle && !said.package) {
    return { answers: [fitting], topic: { kind: "package", key: fitting.key }, intent: "packages" };
  }
  // "…between us we speak Spanish, Vietnamese, Tagalog… which package fits a brokerage like mine?": the languages told
  // beside the size are the scene; the package for the size is asked.
  if (fitting?.t === "recommend" && (RECOMMEND.test(text) || PACKAGE_ASKED.test(text)) && LANGUAGES_ASK.test(text) && !said.addon && !said.bundle && !said.package) return { answers: [fitting], topic: { kind: "package", key: fitting.key }, intent: "packages" };
  const firstRead = earlyAsked({ part, text, last, profile, toldSize, said, facts, language });
  if (firstRead) return firstRead;
  // "y el otro, ¿cuánto es de setup?": of the two compared, the other one is what the question is about.
  const other = otherPick(text, last, facts, list);
  // "the last one, setup fee?": what is asked after an ordinal is asked of the item it picks.
  // ("第二个那个，要是让你们帮我们连脸书，另外收多少？": a platform named to be connected is asked, not the one picked.)
  const connectsOne = CONNECTS_NAMED.test(text) && findPlatforms(part, facts).length > 0;
  const topic = other ?? (ORDINAL_ONE.test(text) && !connectsOne ? ordinalPick(text, last, facts, list) : null) ?? last;
  const mentions = findMentions(part);
  const platforms = findPlatforms(part, facts);
  // "Y sus clientes chinos escriben de madrugada en su idioma, ¿les contesta?" right after Enterprise: a feature only
  // the package being talked about has, described and asked of it, is answered by that package's own list.
  // The package is the one being talked about, or else the one the visitor's size fits ("can he see which of his 5 is
  // actually converting" after a team of 5 and a CRM question).
  // (Not when an add-on's need or an article is asked: "co AI nghe dien thoai va loc khach…", "có bài nào về … kẹt xe".)
  const byFit = fitting?.t === "recommend" && !/\b(?:articles?|posts?|blog|articulos?|notas?|bai(?: viet)?)\b|文章|博客|那篇|这篇/.test(text) && readNeed(text) === null && !TIMELINE.test(text) ? (fitting.key as PackageKey) : null;
  const talkedOf = topic?.kind === "package" && (PACKAGE_KEYS as readonly string[]).includes(topic.key) ? (topic.key as PackageKey) : byFit;
  // (Which package is asked is the fit's to answer: "she wants a chat on her website, what would y'all put her on?".)
  const fitAsked = RECOMMEND.test(text) || PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text) || ENTRY_LEVEL.test(text);
  const own = !mentions.package && !mentions.addon && !mentions.bundle && !fitAsked && (asksSomething(part) || /[¿?？]/.test(part)) ? talkedOf : null;
  // (What the site never says, asked of the package being talked about: "còn app riêng trên điện thoại để nhận thông báo?".)
  const never = neverSaidAsked(text) ?? leadAlertAsked(text, language);
  if (never) return never;
  const english = onlyEnglishClaimed(text);
  if (english) return english;
  const dropped = droppedLater(text, Boolean(mentions.addon) || topic?.kind === "addon" || /\b(?:add-?ons?|complementos?)\b/.test(text));
  if (dropped) return dropped;
  if (own && (describesOwnFeature(text, own) || ownLineAsked(text, own, language))) return { answers: [{ t: "package", key: own, price: false }], topic, intent: "packages", named: true };
  // "这笔钱是每个月都交吗？" right after a bundle: whether its price recurs, which the bundle's own answer says (one-time).
  if (topic?.kind === "bundle" && MONTHLY_ONLY.test(text) && !mentions.addon && !mentions.package && (asksSomething(part) || /[¿?？]/.test(part))) return { answers: [{ t: "bundle", key: topic.key }], topic, intent: "bundles" };
  // What a size told with the question asks first: the go-live of the package that fits, the package to move to, whether
  // the one talked about still does (size-asks.ts).
  const bySize = sizeToldFirst({ part, text, fitting, toldSize, profile, mentions, topic, platforms: platforms.length });
  if (bySize) return bySize;
  // "of those, which help with calls or texts?": the add-ons just listed, narrowed by use (among-listed.ts).
  const among = addonsAmongListed(text, topic, facts);
  if (among) return among;
  // The largest bundle named by its size, a go-live time guessed for a package (what the site never says is read above):
  // each answered before an offering or a page word in the same part can.
  const early = largestBundleNamed(text, facts) ?? timeGuessedFor(part);
  if (early) return early;
  // "we might open an office back home in Giddings, Lee County. do y'all serve out there?": the place told, then pointed at.
  const toldPlace = placeAcrossParts(part, facts);
  if (toldPlace) return toldPlace;
  const priced = pricedNeedAsked(text, mentions, facts);
  if (priced) return priced;
  // What the site itself answers (its pages, posts, privacy, setup choices, contacts) before any offering (site-first.ts).
  const site = siteFirst({ part, text, facts, topic, mentions, platforms, afterAreas, profile, language });
  if (site) return site;
  // "trabajo sola: ¿Foundation o Growth?": the one of the two that fits the size known (pair-choice.ts).
  const ofPair = pairChoice(part, text, profile);
  if (ofPair) return ofPair;
  const byUse = describedOnes(text, mentions, facts, topic, list);
  if (byUse) return byUse;
  // "add Calendly to that, the setup cost?" in a thread of setup fees counts one more platform (platform-thread.ts).
  // "…post our listings on Facebook and Insta, you got a thing for that? setup and monthly?": a monthly price is an
  // add-on's (setup rows have none), so the add-on for the need is asked, not the platform's setup row.
  const addonMonthly = MONTHLY_ASKED.test(text) && readNeed(text)?.kind === "addon" && !mentions.setup;
  const setupFee = ((topic?.kind === "setup" || topic?.kind === "bundle") && counted > 0 && ADDS_MORE.test(text)) || addonMonthly ? null : setupFeeOfOne(text, platforms, mentions);
  if (setupFee) return setupFee;
  // "which add-on deals with calls?": the add-on for the need, whatever place or platform sets the scene (addon-fit.ts).
  // "¿los datos míos y de mis inquilinos dónde quedan guardados?": where the data is kept is asked, not the tenants' add-on.
  const forNeed = mentions.addon || mentions.bundle || mentions.package || DATA_ASK.test(text) ? null : addonAsked(text, facts, topic);
  if (forNeed) return { answers: [forNeed], topic: forNeed.kind === "addon" ? { kind: "addon", key: forNeed.key } : null, intent: forNeed.kind === "addon" ? "addons" : "services" };
  const picked = cheaperPick(text, topic, facts, list) ?? ordinalPick(text, topic, facts, list) ?? rankPick(text, topic, facts, list) ?? other;
  if (picked) {
    // "the first one, how long does it take?": what is asked of the one picked, when the rest asks something specific.
    const rest = text.replace(ORDINAL_ONE, " ").replace(ORDINALS.find(([p]) => p.test(text))?.[0] ?? /$^/, " ").trim();
    const asked = rest.split(/\s+/).length >= 2 ? resolvePart({ part: rest, facts, topic: picked, profile, language, ...(classify ? { classify } : {}) }) : null;
    const first = asked?.answers[0];
    if (asked && first && (first.t === "entry" || first.t === "extra") && OF_THE_PICK.has(first.id)) return { ...asked, topic: picked };
    if (picked.kind === "package") return { answers: [{ t: "package", key: picked.key, price: false }], topic: picked, intent: "packages" };
    return { answers: [{ t: picked.kind as "addon" | "bundle" | "setup", key: picked.key }], topic: picked, intent: picked.kind === "bundle" ? "bundles" : picked.kind === "setup" ? "setup_fees" : "addons" };
  }
  const thread = platformThread({ text, topic, counted, platforms, mentions, facts });
  if (thread) return thread;
  // A guarantee, an office, where we are, what the site never states, training and care, a tool off the list, the form
  // asked for instead (gaps-and-care.ts).
  const gapOrCare = gapOrCareAsked(part, text, facts, platforms.length, said);
  if (gapOrCare) return gapOrCare;
  const hits = searchEntries(part);
  const top = hits[0];
  // A clear winner counts too: Chinese questions share few whole words with any phrasing, but one entry dominates.
  const second = hits[1]?.score ?? 0;
  const strong = top && (top.coverage >= MIN_COVERAGE || (top.coverage >= 0.3 && top.score >= 2.5 * second)) ? top : undefined;
  // "how much of our conversation does my browser keep": an amount of something else is not a price.
  const asksPrice = PRICE.test(text) && !AMOUNT_OF.test(text);
  const named0 = Boolean(mentions.addon || mentions.bundle || mentions.package);

  // Blind probe 2: what the visitor wants done, what we do not offer, and what the site does not list.
  const extra = readExtra(text);
  if (extra === "assistant") return { answers: [{ t: "extra", id: "assistant" }], topic: null, intent: "about" };
  // The trial answer's next step is the free consultation: "how can I get a demo" is a booking.
  // "a team of 4 on a middling budget: which package?": the size asked about decides, not the budget.
  const budgetFit = extra === "start" && RECOMMEND.test(text) && toldSize.size !== undefined;
  // "budget's tight, I'll start with the smallest package: what's in it?", "预算紧，先从最小的套餐开始，里面都包含啥？": the
  // package picked by its size is asked for its contents, not the cheapest way to begin.
  const smallestContents = extra === "start" && asksSmallestContents(text);
  // "a free trial of Growth before we sign on?": a free trial asked of a package named is still the trial the site does not list.
  if (FREE_TRIAL.test(text) && !THEIR_PEOPLE.test(text) && (extra === "trial" || extra === null || named0) && !ADD_TO.test(text)) return { answers: [{ t: "extra", id: "trial" }], topic: null, intent: "booking" };
  if ((extra === "trial" || extra === "start") && !budgetFit && !smallestContents && !named0 && !OFFERING_WORD.test(text) && !ADD_TO.test(text)) return { answers: [{ t: "extra", id: extra }], topic: null, intent: extra === "trial" ? "booking" : "pricing" };
  // The size weighed against a package named, a hire or a size supposed, or a size told alone (size-asks.ts).
  const weighed = sizeWeighed({ part, text, fitting, toldSize, profile, mentions, topic, platforms: platforms.length });
  if (weighed) return weighed;
  // "my tenants' data: is it safe, who owns it?", "tenants in Sugar Land: do you work there?": who the visitor serves
  // (tenants) only sets the scene; the data or the area asked is answered.
  // "in which languages does your AI talk to my clients?": the languages, not what happens to the clients' data.
  // "有什么全天用他们的语言回答的服务？" asks for the service that answers round the clock in their language, not which languages.
  // "那个24/7多语言客服除了英语还会什么语言？": the service named, the languages it speaks asked (what it can speak).
  // ("mấy người thuê" is "the tenants": "mấy" asks how many only before the languages, "mấy thứ tiếng".)
  if (LANGUAGES_ASK.test(text) && /\b(?:what|which|que|cuales|nao|nhung (?:thu )?(?:tieng|ngon ngu)|may (?:thu |loai )?(?:tieng|ngon ngu))\b|哪|什么|几种/.test(text) && !named0 && !BLOG.test(text) && (!wantsAgentInTheirLanguage(text) || WHICH_IT_SPEAKS.test(text))) return entry("languages");
  if (DATA_ASK.test(text) && !named0) return entry("data-safety");
  const areaNamed = servedArea(text, facts.offerings.serviceAreas);
  // ("Estoy de visita en Huaral, ¿a qué hora atienden ustedes en Houston?": "atienden" at an hour is our hours.)
  // ("which setup bundle covers those 4?": a bundle covers platforms, not places.)
  if (areaNamed && SERVE_ASK.test(text) && !named0 && !asksPrice && !HOURS_OF_SERVING.test(text) && !BUNDLE_WORD.test(text)) return servedHere(servedPlaces(text, facts.offerings.serviceAreas, areaNamed), unlistedArea(text.replace(ORIGIN_TOLD, " ")));
  // "tenants write to me on WhatsApp: can it answer them there?": the platform is asked, not the tenants' add-on.
  const keptIn = platforms.length > 0 && HOLDS_RECORDS.test(text);
  const onPlatform = keptIn || (platforms.length > 0 && (ON_THAT_PLATFORM.test(text) || new RegExp(OTHERS_REACH_ME.source).test(text)));
  // "which spreadsheet tools can you connect?": the kind of platform asked, listed with its setup.
  const whichSetup = Boolean(mentions.setup) && WHICH_TOOLS.test(text);
  // ("we want Follow Up Boss, Gmail, Calendly and WhatsApp hooked up. which setup bundle covers those 4?": the platforms
  // named for a bundle are to connect, WhatsApp among them.)
  const bundleOfThem = platforms.length >= 2 && BUNDLE_WORD.test(text);
  const need0 = named0 || (onPlatform && !answersMessages(text) && !makesPosts(text)) || whichSetup || bundleOfThem ? null : readNeed(text);
  // ("tengo todo lo de los inquilinos en Google Sheets, ¿su sistema se conecta con Google Sheets?": the platform connected
  // is asked; the tenants only say whose records it holds.)
  const need = need0?.key === "customer-service-agent" && platforms.length > 0 && CONNECTS_NAMED.test(text) ? null : need0;
  // "any article about tenant automation" asks for an article; "post my listings to instagram" does not.
  // An add-on named ("someone to do my listing posts: the Social Scheduler, how much?") is asked about, not an article.
  // ("y'all got a link for the hurricane season playbook for property managers?": a post named by its title's word.)
  const titled = namesArticle(part) && /\b(?:link|links|url|enlace|send|mand\w*|envi\w*|gui (?:link|bai|cho (?:toi|tui|chi|anh|em|minh|co|chu)))\b|链接|发我|发给我/.test(text);
  if ((BLOG.test(text) || titled) && (!need || ARTICLE.test(text) || titled) && !(mentions.addon && !ARTICLE.test(text)) && !/\bpost(?:ed)? (?:on|about)? ?(?:instagram|facebook)/.test(text)) {
    return postsAsked(part, facts, areaNamed);
  }
  // "my bookkeeping app is obscure, a custom integration?": the books are the tool to connect when Custom Integrations is asked for.
  const notOffered = readNotOffered(text);
  if (notOffered && !(notOffered === "bookkeeping" && mentions.addon === "custom-integrations")) return { answers: [{ t: "not-offered", what: notOffered }], topic: null, intent: "services" };
  // ("grew up in Brackettville by Fort Clark Springs, team leader … in Sugar Land": where they come from asks nothing.)
  const otherArea = unlistedArea(text.replace(ORIGIN_TOLD, " "));
  // "we're a team of 5, we want automatic follow-up: which package fits?": the package asked for, then the offering.
  const sizedAsk = toldSize;
  // "a solo agent out in Pearland who wants the website chat: which package?": the place unlisted is said after them.
  // "only a chatbot on my site: which plan is that?": Foundation's own feature alone asks for it, whoever asks.
  if (need && ((sizedAsk.size ?? profile.size) !== undefined || need.key === "customer-service-agent" || wantsFoundation(text) || wantsGrowth(text) || ENTRY_LEVEL.test(text)) && (RECOMMEND.test(text) || ENTRY_LEVEL.test(text) || PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text)) && !(otherArea && SERVE_ASK.test(text))) {
    const answer = recommendation({ ...profile, ...sizedAsk }, text);
    const place: Answer[] = otherArea && !ownOffice(text, otherArea) ? [{ t: "unlisted-area", name: otherArea }] : [];
    // A property manager not yet sized keeps the add-on as what "what does that cost?" points at.
    const asked: Topic | null = answer.t === "recommend" ? { kind: "package", key: answer.key } : need.kind === "addon" ? { kind: "addon", key: need.key } : null;
    return { answers: [answer, need, ...place], topic: asked, intent: "packages" };
  }
  // "can your AI answer my tenants in Spanish?", "¿trabajan también con administradores?": the language or the audience
  // asked about, not the offering the tenants or the role would point at.
  // "a 24/7 service in the caller's language, and what does it cost?": the 24/7 Customer Service Agent add-on asked for;
  // so is "something answering tenants round the clock in spanish too. what's that cost", priced in any words.
  const csaAsked = need?.key === "customer-service-agent" && (asksPrice || wantsAgentInTheirLanguage(text)) && (asksPrice || SERVICE_WORD.test(text) || asksForAddon(text) || /\b(?:agent|agente|anything|something|a thing|algo|co gi|cai gi|add ?-?ons?|(?:what|which|wuh|wah) (?:\w+ ){0,3}(?:have|got|offer|sell))\b|有啥|有什么|有没有/.test(text));
  if (need && LANGUAGES_ASK.test(text) && !named0 && !csaAsked) return entry("languages");
  if (need && extra === "audience" && /\b(?:work|works|deal|partner|trabaj\w*|lam viec)\b|合作/.test(text)) return { answers: [audienceAnswer(text)], topic: null, intent: "about" };
  const forWhom = named0 ? null : audienceAsked(text);
  if (forWhom) return { answers: forWhom, topic: null, intent: "about" };
  if (need) {
    const also: Answer[] = otherArea && !ownOffice(text, otherArea) ? [{ t: "unlisted-area", name: otherArea }] : [];
    return listedAddonNeeds(text, need, facts, also) ?? { answers: [need, ...also], topic: need.kind === "addon" ? { kind: "addon", key: need.key } : null, intent: need.kind === "addon" ? "addons" : "services" };
  }
  const stated = toldSize;
  // "60 agents, they want executive dashboards: what package would that be?": a package asked of what only one package
  // holds, whatever retrieval finds nearer (the success manager's own line).
  // "¿Cuál es el paquete que más os piden?": the package most clients take (Growth, marked so on the site) likewise.
  const packageAsked = (PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text)) && !named0 && !mentions.setup;
  if (((stated.size ?? profile.size) && ADVICE.test(text)) || (packageAsked && (onlyEnterpriseHas(text) || wantsFoundation(text) || wantsGrowth(text) || asksPopular(text)))) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [managerShown(answer, text, Boolean(stated.size ?? profile.size)), ...goLiveOf(answer, text)], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "we're a 40-agent brokerage in Katy": the size asks for a package; the place is only where they work.
  const namesPlace = Boolean(stated.area ?? otherArea ?? text.match(ELSEWHERE) ?? servedArea(text, facts.offerings.serviceAreas));
  // ("…leads come in off HAR and the website… what package fits a crew like that": the lead sources named beside it too.)
  if ((stated.agents !== undefined || stated.size === "solo") && namesPlace && !SERVE_ASK.test(text) && !asksPrice && !named0 && (platforms.length === 0 || PACKAGE_ASKED.test(text))) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "do you cover my area?" after "I'm a property manager in Clear Lake".
  const where = stated.area ?? profile.area;
  if (where && MY_AREA.test(text) && !servedArea(text, facts.offerings.serviceAreas) && !unlistedArea(text)) {
    const known = facts.offerings.serviceAreas.some((a) => a === where);
    return { answers: [known ? { t: "area", name: where, known: true } : { t: "unlisted-area", name: where }], topic: null, intent: "location" };
  }
  // "a landlord with no staff: which plan for a one-person shop?": the size asks for a package, whatever the role.
  // "Enterprise套餐适合谁": whom a package named is for is that package's own answer (who it is for heads it).
  if (extra === "audience" && !mentions.package && !((stated.size ?? profile.size) && RECOMMEND.test(text))) return { answers: [audienceAnswer(text)], topic: null, intent: "about" };
  const otherPlatform = unlistedPlatform(text);
  // "leads come in from zillow, our website… what would y'all put us on": which package is asked; the tool only says where
  // leads come from (site-asks.ts reads the same for tools the site does not know).
  if (otherPlatform && platforms.length === 0 && !packageAskedBesideTools(text)) return { answers: [{ t: "unlisted-platform", name: otherPlatform }], topic: null, intent: "integrations" };

  return byNameOrRetrieval({ text, part, facts, profile, classify, topic, mentions, platforms, top, second, strong, asksPrice, named0, keptIn, onPlatform, whichSetup, otherArea, otherPlatform });
}
