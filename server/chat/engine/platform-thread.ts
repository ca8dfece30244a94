import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import { REACHES_OTHERS } from "./channel-cues.ts";
import { findMentions } from "./mentions.ts";
import { bareCount, bundleFor, countPlatforms, largestBundle, threadCount, totalSaid } from "./list-picks.ts";
import { SAYS_TOTAL } from "./multiples.ts";
import { ANY_PACKAGE, FOR_THAT_MANY, onlyLeadSources } from "./bundle-count.ts";
import { packageByDescribedFeatures } from "./features-described.ts";
import { readProfile } from "./topics.ts";
import { answersMessages, makesPosts } from "./needs.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { BEST_VALUE, BUNDLE_ASK, BUNDLE_WORD, CONNECT, FEE, PRICE, RECOMMEND, SELF_SETUP } from "./question-patterns.ts";
import { COUNT_WORD, NUMBER_WORDS, THE_TWO_OR_BOTH, withRoughCounts } from "./count-patterns.ts";
import type { SiteFacts } from "./types.ts";

// Platforms counted across a thread of setup fees and bundles: one more added, a total said, a bare "and with four?",
// another platform's own row, or two platforms named at once and the bundle that covers them. Adding is said to one
// ("agrega"), to several ("agreguen") and to vosotros ("añadid", "sumad").

export const ADDS_MORE = /\b(?:add|adding|added|plus|on top(?: of (?:that|it|those|them|this))?|(?:throw|throwing|chuck|chucking|toss|tossing|bung|stick) in|also|too|as well|another|more|sumo|sumar|sumamos|suma|sumale|sumen|agrego|agregar|agregamos|agrega|agregale|agreguen|agreguele|anado|anadir|anade|anadele|anadid|anadan|anadamos|agregad|sumad|meted|poned|ponle|ponles|metele|tambien|ademas|mas|them|cong them|nua)\b|再加|加上|还有|也要|另外|再来/;

// Platforms taken off the ones counted: "leave out", "without", "sin", "quitando", "bỏ bớt", "去掉", "不要".
const LEAVES_OUT = /\b(?:leave (?:out|off)|leaving (?:out|off)|left out|drop(?:ped|ping)?|skip(?:ped|ping)?|without|minus|take (?:out|off)|taking (?:out|off)|cut(?:ting)? out|forget about|sin|quit\w*|dej\w* (?:fuera|afuera|de lado)|menos|sac\w*|bo (?:cai|bot|ra|di|qua)|bot (?:cai|di|ra)|tru (?:cai|ra)|khong (?:can|noi|ket noi))\b|不要|去掉|除了|拿掉|先不(?:连|接)|不连|不接/;

const NO_FEE = /\b(?:without (?:paying )?(?:a |any |the )?(?:setup|installation|install) (?:fee|cost|charge)s?|no (?:setup|installation) (?:fee|cost|charge)s?|(?:for )?free of charge|sin pagar (?:la |el )?(?:instalacion|costo de instalacion)|sin (?:costo|cargo|pagar) de instalacion|khong (?:mat|ton) phi cai(?: dat)?)\b|不(?:交|付|花)安装费|免安装费/;

// "what's it cost to connect HubSpot and Calendly", "is there a deal to hook up all six": a price or a deal asked for
// connecting the platforms counted is the bundle that covers them, as "which bundle" is. A phone "ringing off the hook"
// (busy all day) hooks nothing up: "two things about voice AI. our line rings off the hook" counts no platforms.
// "nối QuickBooks với Google Drive" joins them; "nói" (to speak) folds to the same letters, read apart by what follows.
// "cài hết thì tốn bao nhiêu" (setting them all up): the short "cài" with "hết" (all) connects them too.
const CONNECTING = /\b(?:connect\w*|(?<!\boff the )hook\w*|cai (?:het|tat ca|luon ca)|set(?:ting)? up|link\w*|integrat\w*|tie[sd]?|tying|wire\w*|sync\w*|conect\w*|integr\w*|enlaz\w*|vincul\w*|ket noi|tich hop|lien ket|noi(?! (?:chuyen|tieng|duoc|gi|la|rang|that|thang|ro|chung|sao|voi (?:nguoi|em|anh|chi|ban|toi|co|chu))\b))\b|连接|对接|接入|集成|接上|连起来|(?:要|需要|想|得)接|串接|一起串|串起来/;
// "setup fee for each?", "¿cuánto cada una?", "từng cái bao nhiêu", "每个多少": each platform's own row is asked.
const EACH = /\b(?:each|apiece|per platform|individually|separately|one by one|cada|por separado|tung cai|moi cai|rieng tung|rieng le)\b|每个|分别|各自|单独/;
const PRICE_OR_DEAL = /\b(?:(?:would|will|does|do) (?:it|that|this|they) run|run (?:me|us)|deals?|discounts?|specials?|ofertas?|descuentos?|promo\w*|uu dai|giam gia)\b|优惠|折扣/;
// "we use Gmail and Calendly, is there a deal for doing both?", "¿hay descuento por las dos?": a deal asked on the
// platforms counted, whatever the verb ("doing", "getting"), is the bundle that covers them.
const DEAL = /\b(?:deals?|discounts?|specials?|ofertas?|descuentos?|promo\w*|uu dai|giam gia)\b|优惠|折扣/;
// "QuickBooks y Calendly, ¿hay precio por las dos juntas?", "what's the price for both together?": a price asked of
// the platforms counted as one job is the bundle that covers them, even when one setup row holds both.
const TOGETHER = /\b(?:(?:las|los) dos juntos|(?:las|los) dos juntas|juntas|juntos|together|por ambas|por ambos|por (?:las|los) dos|for both|for the two)\b/;
// "hook up two things", "conectar mis tres cosas", "kết nối 3 thứ", "连两样东西": a count of things to connect ("across all
// three offices" counts offices).
const THINGS = new RegExp(`\\b${COUNT_WORD}\\s+(?:things?|cosas|thu|programs?|programas|accounts?|cuentas)\\b|\\b(?:all|todas?(?: las| los)?|ca|tat ca|het) (?!nam\\b(?! (?:cai|thu|nen tang|cong cu|app|ung dung)\\b))${COUNT_WORD}\\b(?! (?:offices|locations|branches|stores|oficinas|sucursales|tiendas|van phong|chi nhanh))`);
const thingsToConnect = (text: string): number => {
  const said = CONNECTING.test(text) ? text.match(THINGS)?.slice(1).find(Boolean) : undefined;
  return said ? Number(said) || NUMBER_WORDS[said] || 0 : 0;
};

const SUPPOSED = /\b(?:what if|what about|how about|and if|if (?:its|it s|there are|we have|i have|we had)|y si|y con|y para|si (?:son|fueran|tengo|tenemos)|con neu|neu (?:la|co)|thi sao)\b|要是|如果|假如|假设|那.{0,6}呢/;

/** The one small number a message says (the same number said twice counts once); 0 when none or several. */
const bareNumber = (text: string): number => {
  const said = new Set(text.match(/\b\d{1,2}\b/g) ?? []);
  return said.size === 1 ? Number([...said][0]) : 0;
};

type ThreadInput = { text: string; topic: Topic | null; counted: number; platforms: string[]; mentions: ReturnType<typeof findMentions>; facts: SiteFacts };

const WEIGHED = /\b(?:cheaper|cheapest|which way|one by one|mas barat[oa]|uno por uno|conviene mas|re hon|tung cai mot)\b|便宜|划算|一个一个/;

/** The setup row or bundle a part asks for by the platforms it counts; null when it counts none. */
export function platformThread({ text: typed, topic, counted: said, platforms, mentions, facts }: ThreadInput): Resolved | null {
  const text = withRoughCounts(typed);
  // "Gmail and HubSpot" answered with their two setup rows: "and WhatsApp too?" adds one to those two.
  const rows = topic?.kind === "list" && topic.key.startsWith("setup:") ? topic.key.split(":")[1]?.split(",").length ?? 0 : 0;
  const counted = said > 0 ? said : rows;
  // Setup rows compared ("setup:3,1") are a thread of platforms too: "and if it's four?" counts them.
  const inBundleThread = topic?.kind === "bundle" || topic?.kind === "setup" || (topic?.kind === "list" && /^(?:bundle|setup)(?::|$)/.test(topic.key));
  // "and if I add Calendly and Follow Up Boss?", "y con Instagram y Facebook también?": the platforms counted before, plus these.
  // "another couple on top of those", "2 more": a count added without naming what it counts.
  const more = Number(text.match(/\b(?:another|an extra|otr[oa]s)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:more|extra|mas)\b/)?.slice(1).find(Boolean) ?? 0);
  const added = inBundleThread && counted > 0 && ADDS_MORE.test(text) ? countPlatforms(text, platforms) || more : 0;
  // "add Mailchimp to that, so two platforms total?": the total said is the count, not one more on top of it.
  // "if I add Gmail also, two platform, got bundle?": a count said beside fewer platforms named is the total as the visitor
  // counts it, not more on top of the ones before.
  // "un par de esas ya las tenemos… sin ese par": the ones set aside counted, not named.
  const named = countPlatforms("", platforms) || (LEAVES_OUT.test(text) || SELF_SETUP.test(text) || /\b(?:ya (?:las|los) tenemos|already (?:have|got))\b/.test(text) ? bareNumber(text) : 0);
  const stated = countPlatforms(text, []);
  const total = inBundleThread && SAYS_TOTAL.test(text) ? stated || totalSaid(text) : inBundleThread && named > 0 && stated > named ? stated : 0;
  // "if I leave out WhatsApp and QuickBooks what would it be", "¿y sin Slack?", "去掉WhatsApp呢": the ones counted, fewer these.
  const left = inBundleThread && counted > 0 && named > 0 && named < counted && LEAVES_OUT.test(text) && !SAYS_TOTAL.test(text) ? counted - named : 0;
  // "what if I hook that Mailchimp one up myself": the ones counted, fewer those they connect themselves (free), for the bundle.
  const selfDone = inBundleThread && left === 0 && counted > 0 && named > 0 && named < counted && SELF_SETUP.test(text) ? counted - named : 0;
  // The bundle for the ones left (with the free self-setup named when they connect the rest themselves).
  const fewer = left >= 2 ? left : selfDone;
  if (fewer >= 2) {
    const answer = bundleFor(fewer, facts);
    const selfSetup: Answer[] = selfDone >= 2 ? [{ t: "entry", id: "self-setup" }] : [];
    if (answer) return { answers: [answer, ...selfSetup], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  const again = total >= 2 ? total : added > 0 ? counted + added : inBundleThread ? bareCount(text) || threadCount(text) : 0;
  // "còn Google Sheets thì sao?", "and outlook" after a setup fee: that platform's setup row.
  const setupThread = topic?.kind === "setup" || (topic?.kind === "list" && topic.key === "setup");
  if (setupThread && added === 0 && total < 2 && mentions.setup && platforms.length === 1 && text.split(/\s+/).length <= 8 && !CONNECT.test(text.replace(/\b(?:thi sao|what about|and|y|con)\b/g, " "))) {
    return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
  }
  // "and if my assistant hooks one of them up himself": the free self-setup, asked of the platforms just discussed.
  // "any way to get them connected without paying a setup fee at all?": the free self-setup is that way.
  if (inBundleThread && ((SELF_SETUP.test(text) && !FEE.test(text)) || NO_FEE.test(text))) return entry("self-setup");
  // "再加Gmail和WhatsApp，每个多少？": what each costs is their own rows, not a bundle for all of them.
  if (again >= 2 && !EACH.test(text)) {
    const answer = bundleFor(again, facts);
    // Beyond the largest bundle, the platform just added is paid at its own row: "a seventh, say HubSpot" → the CRM row.
    const beyond = again > largestBundle(facts) && added > 0 && mentions.setup ? [{ t: "setup" as const, key: mentions.setup }] : [];
    if (answer) return { answers: [answer, ...beyond], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  // "¿Y si junto esas dos en un paquete de instalación…?" after two setup rows: the two just priced, bundled.
  // ("which way is cheaper, paying those two one by one or a bundle" weighs the two ways: cheaper-way answers it.)
  const twoBack = inBundleThread && BUNDLE_WORD.test(text) && THE_TWO_OR_BOTH.test(text) && !WEIGHED.test(text) ? 2 : 0;
  const counted0 = Math.max(countPlatforms(text, platforms), thingsToConnect(text), twoBack);
  const pricesConnecting = CONNECTING.test(text) && (PRICE.test(text) || PRICE_OR_DEAL.test(text)) && !EACH.test(text);
  // "post my vacancies to Facebook and Instagram automatically: which service?" asks for the add-on that posts, not a bundle.
  // "要是四个平台呢？", "y si son tres plataformas?", "còn nếu ba nền tảng thì sao?": a count of platforms supposed asks what it
  // would take to connect that many, which the bundle of that size answers.
  const supposed = counted0 >= 2 && countPlatforms(text, []) === counted0 && SUPPOSED.test(text) && !EACH.test(text);
  // "how much for 5 platforms?", "¿cuánto por cinco plataformas?", "5 nền tảng bao nhiêu?", "5个平台多少钱？": a price asked
  // for a number of platforms is the bundle of that size (the package prices are not what a platform count asks).
  const pricedCount = counted0 >= 2 && countPlatforms(text, []) === counted0 && (PRICE.test(text) || PRICE_OR_DEAL.test(text)) && !EACH.test(text);
  const dealOnThem = (DEAL.test(text) || (TOGETHER.test(text) && PRICE.test(text))) && !EACH.test(text);
  // "leads come in off zillow, har and facebook. which package fits us?": lead sources named ask for a package (bundle-count.ts);
  // so does a brokerage told in the same breath ("45 agents in 3 offices, CRM and MLS across all three: what would he be
  // looking at").
  // "cần nối sáu nền tảng: …, có gói nào không?": any package asked for the platforms to connect is the bundle.
  const asksBundle = BUNDLE_ASK.test(text) || FOR_THAT_MANY.test(text) || ((RECOMMEND.test(text) || BEST_VALUE.test(text)) && !onlyLeadSources(text) && !(RECOMMEND.test(text) && readProfile(text).size === "brokerage")) || (CONNECTING.test(text) && ANY_PACKAGE.test(text));
  // "which package gives a separate AI to Facebook, HAR and the site, and ties it all to the CRM and MLS?": the platforms
  // illustrate features of a package (features-described.ts), which is what is asked.
  if (counted0 >= 2 && (asksBundle || pricesConnecting || supposed || pricedCount || dealOnThem) && !mentions.package && !makesPosts(text) && !packageByDescribedFeatures(text)) {
    const answer = bundleFor(counted0, facts);
    // "Google Sheets and Airtable, what would connecting those cost?": their own setup fee, then the bundle that covers
    // them; only when one setup row holds them all ("Gmail, Slack and Calendly" are not all Business and Marketing).
    const row = facts.offerings.setupAddOns.find((s) => s.key === mentions.setup)?.examples ?? "";
    // "Google Sheets y WhatsApp… ¿cuánto por instalar esos dos?": two platforms of two rows are each priced at their own
    // row, then the bundle for both.
    const rowsOfTwo = counted0 === 2 && platforms.length === 2 ? [...new Set(platforms.flatMap((p) => facts.offerings.setupAddOns.find((s) => s.examples.includes(p))?.key ?? []))] : [];
    const own: Answer[] = BUNDLE_WORD.test(text) ? [] : mentions.setup && platforms.length >= 2 && platforms.every((p) => row.includes(p)) ? [{ t: "setup", key: mentions.setup }] : rowsOfTwo.length === 2 ? rowsOfTwo.map((key) => ({ t: "setup" as const, key })) : [];
    if (answer) return { answers: [...own, answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  return null;
}

// "I only use Twilio SMS to text my tenants, what does setting that up cost?": the platform's setup row, not the add-on
// the tenants would point at (our AI answering those messages is asked otherwise).
// "only need Mailchimp connected, how much?", "conectar Mailchimp, ¿cuánto?", "nối cái đó tốn bao nhiêu": connecting the
// one platform is its setup ("nối" only before what is joined: "nói" folds to the same letters; "nối vô" is the
// southern "nối vào"), "就连这一个" too.
// "phí cài là bao nhiêu?": the setup fee said short ("cài" for "cài đặt").
const SETUP_ASKED = /\b(?:setup|set up|set-up|setting (?:it |that )?up|install\w*|instalacion|instalar\w*|cai dat|phi cai|connect\w*|hook\w* (?:it |that )?up|conect\w*|ket noi|noi (?:cai|no|vao|vo|voi))\b|安装|设置费|连接|接上|对接|连上|(?:连|接)(?:这|那)(?:一)?个|连(?=\s?(?:脸书|面书|[a-z]))/;
const USED_FOR = /\bfor (?:texting|text messages|sms|calls|calling|e-?mails?|e-?mailing|messaging)(?: (?:tenants|clients|buyers|sellers|leads|customers|renters|residents|owners))?\b/g;

// "帮我们把WhatsApp和短信也接上AI", "hook whatsapp up to the AI": connected to the AI is the AI answering there (an add-on).
export const TO_THE_AI = /\b(?:to|into|with) (?:the |your |y ?all s )?(?:ai|bot|assistant)\b|\b(?:con|a) (?:la|su) ia\b|\b(?:voi|vao) (?:ai|tro ly)\b|接上(?:ai|机器人|助手)|接到(?:ai|机器人|助手)|连(?:上|到)(?:ai|机器人|助手)/;

export function setupFeeOfOne(text: string, platforms: string[], mentions: ReturnType<typeof findMentions>): Resolved | null {
  // "Twilio SMS for texting my tenants": what the platform is used for names no add-on ("texting" alone would be Enhanced Messaging).
  // "twilio for texting", "twilio number for texting tenants": what it is used for, said after "for" with no one or the
  // visitor's people named bare, names no add-on either.
  const addon = mentions.addon && findMentions(text.replace(REACHES_OTHERS, " ").replace(USED_FOR, " ")).addon;
  if (!mentions.setup || countPlatforms("", platforms) !== 1 || addon || mentions.bundle || mentions.package || TO_THE_AI.test(text)) return null;
  // "hook up two things, Follow Up Boss and my calendar": the visitor's own count says more than one is connected.
  if (!SETUP_ASKED.test(text) || !PRICE.test(text) || answersMessages(text) || makesPosts(text) || thingsToConnect(text) >= 2) return null;
  return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
}
