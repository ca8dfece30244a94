import type { Answer } from "./knowledge/answer-types.ts";
import { findMentions } from "./mentions.ts";
import { readNeed } from "./needs.ts";
import { WHICH_PRICIER } from "./question-patterns.ts";
import { foldForRules } from "./text.ts";
import { addOnServices } from "#common/content/offerings.ts";

// What the visitor already has, told before what they ask: "Chị đang xài gói Foundation với Voice AI rồi. Giờ khách hay
// nhắn WhatsApp quá, có cái gì lo vụ đó hông em?", "Nosotros ya tenemos el Growth y le sumamos el Voice AI. Ahora
// quisiera…", "我们已经在用 Growth，还加了 Market Dashboard。现在邮件多得处理不过来…". The sentence that says what they have
// asks nothing: the question is read without it, and the add-ons they have are kept (context.heldAddons), so "with what
// I already have, how much a month in add-ons?" sums them with the one just asked about. Rules run on folded text.

const HOLDS = /\b(?:we|i|weve|ive|were|im|we ve|i ve|we re|i m)\b (?:already |currently |also |now )?(?:on|using|use|have|had|got|pay for|paying for|signed up for|added|bought|subscribed to|been using)\b|\balready (?:have|got|use|using|pay for)\b|\b(?:ya )?(?:tenemos|tengo|usamos|uso|contratamos|contrate|pagamos)\b|\ble (?:sumamos|agregamos|anadimos)\b|\b(?:dang|van dang) (?:xai|dung|co)\b|\bda co\b|\bco them\b|\b(?:da|co) (?:mua|gan|lap)(?: them)?\b|\bdang chay\b|已经(?:在)?(?:用|有|加了|买了)|在用|用着|还加了/;
// A sentence ends at its full stop; a clause of it may hold the question ("…ya tengo Growth, ¿le puedo sumar…?").
// ("we already got Growth with Enhanced Messaging, can we add…?": a comma before the question's verb ends it too.)
const SENTENCES = /(?<=[.!。！])\s*|(?<=[?？])\s*|(?<=,)\s*(?=(?:can|could|may|do|does|would|puedo|podemos|se puede)\b)/iu;
// "We're on Growth and looking at Voice AI": an add-on weighed is not one they have.
const WEIGHED = /\b(?:looking at|look at|interested in|thinking (?:about|of)|considering|weighing|want|wants|need|needs|would like|quiero|queremos|me interesa|nos interesa|pensando en|estamos viendo|muon|dang tinh|dang can nhac|can them)\b|想要|想加|考虑|打算/;
const ASKS = /[?？¿]|\b(?:what|whats|which|how|hows|can|could|do|does|is there|any|que|cual|cuanto|como|hay|puedo|co (?:cai|gi|chi)|gi|nao|bao nhieu|khong|hong|ko)\b|什么|吗|多少|哪|有没有|能不能|怎么/;

const ADDON_NAMES = addOnServices.map((a) => foldForRules(a.name));
const NAMES_SAID = new RegExp(ADDON_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "g");
// Something else told beside what they have: the channels their clients use, their mail, their posts.
const TOLD_MORE = /\b(?:sms|whatsapp|texts?|e-?mails?|correos?|facebook|instagram|calls?|llamadas|nhan tin|cuoc goi)\b|短信|邮件|电话/;

// The channels a held add-on works on, said beside its name ("la mensajería avanzada, lo de WhatsApp y SMS"): they only
// say which add-on it is, nothing more told.
const OWN_CHANNELS: Record<string, RegExp> = {
  "enhanced-messaging": /\b(?:sms|whatsapp|texts?|nhan tin)\b|短信/g,
  "email-commander": /\b(?:e-?mails?|correos?)\b|邮件/g,
  "voice-ai": /\b(?:calls?|llamadas|cuoc goi)\b|电话/g,
  "social-scheduler": /\b(?:facebook|instagram)\b/g,
};

/** The add-ons a sentence names by name, English or translated (keys, in the order named). */
const addonsNamed = (sentence: string): string[] => {
  const text = foldForRules(sentence);
  const named = addOnServices.map((a) => ({ key: a.key as string, at: text.indexOf(foldForRules(a.name)) })).filter((a) => a.at >= 0).sort((a, b) => a.at - b.at).map((a) => a.key);
  // (Custom Integrations is read from what a tool of theirs is, "a proprietary CRM": that is theirs to connect, not held.)
  const translated = findMentions(sentence).addon;
  return translated && translated !== "custom-integrations" && !named.includes(translated) ? [...named, translated] : named;
};

// "已经加了看市场数据的那个看板", "we added the one with the market data", "ya le sumamos el de los datos del mercado": an add-on
// added, told by what it does (not a need told: "I have 1,100 unread emails" holds none).
const ADDED_ONE = /\b(?:(?:we|i) (?:already )?(?:added|bought|subscribed to|signed up for) the (?:\w+ ){0,4}one|(?:ya )?(?:le )?(?:sumamos|agregamos|contratamos) (?:el|la) de\b|da them (?:cai|goi|dich vu))\b|(?:已经)?(?:加了|加过|买了|订了).{0,12}那个/;
const addonsHeld = (sentence: string): string[] => {
  const named = addonsNamed(sentence);
  const need = named.length === 0 && ADDED_ONE.test(foldForRules(sentence)) ? readNeed(foldForRules(sentence)) : null;
  return need?.kind === "addon" && need.key !== "custom-integrations" ? [need.key] : named;
};

/** The add-ons a sentence of the message says the visitor already has (keys, in the order named). */
export function heldAddonsSaid(message: string): string[] {
  const held: string[] = [];
  for (const sentence of message.split(SENTENCES)) {
    const text = foldForRules(sentence);
    if (!HOLDS.test(text) || ASKS.test(text) || WEIGHED.test(text)) continue;
    for (const key of addonsHeld(sentence)) if (!held.includes(key)) held.push(key);
  }
  return held;
}

/** The message without the sentences that only say what the visitor has, when another sentence asks something. */
export function withoutHoldings(message: string): string {
  const sentences = message.split(SENTENCES);
  if (sentences.length < 2) return message;
  // Named by name ("Voice AI", "Growth"), not told by what it does ("a proprietary CRM" is theirs to connect).
  const holding = (s: string): boolean => {
    const text = foldForRules(s);
    const m = findMentions(s);
    // ("…đang dùng gói Growth, khách toàn nhắn qua SMS với WhatsApp.": the channels told there are what the next sentence asks about.)
    const named = addonsNamed(s);
    const told = named.reduce((t, key) => t.replace(OWN_CHANNELS[key] ?? /$^/, " "), text.replace(NAMES_SAID, " "));
    return HOLDS.test(text) && !ASKS.test(text) && !WEIGHED.test(text) && (Boolean(m.package) || named.length > 0) && !TOLD_MORE.test(told);
  };
  const kept = sentences.filter((s) => !holding(s));
  return kept.length > 0 && kept.length < sentences.length && kept.some((s) => ASKS.test(foldForRules(s))) ? kept.join(" ").trim() : message;
}

// "con lo que ya tengo, ¿cuánto estaría pagando al mes solo en adicionales?", "tính luôn cái chị đang có thì mỗi tháng
// chị trả thêm bao nhiêu tiền phụ?", "with what I already have, what's that a month in add-ons?", "加上我们原来有的，一个月多少？".
const WITH_HELD = /\b(?:with|counting|including|plus) (?:what|the ones?|the add-?ons?) (?:i|we) (?:already )?(?:have|got|pay for)\b|\bthe ones? (?:i|we) (?:already )?(?:got|have|pay for)\b.{0,30}\b(?:new one|that one|this one|each)\b|\b(?:con|sumando|sumandole|mas|junto con) lo que ya (?:tengo|tenemos|pago|pagamos)\b|\b(?:solo|nada mas) en (?:adicionales|complementos|extras)\b|\btinh (?:luon|ca|chung) (?:cai|mon|may cai)? ?(?:chi|anh|em|toi|minh|tui)? ?(?:dang co|dang xai)\b|\btien phu\b|(?:加上|算上|连同)(?:我们)?(?:原来|现在|已经)(?:有|用|加)的/;

/** The monthly sum of the add-ons they have and the one just asked about, when that is what the message asks. */
export function heldSumAsked(message: string, held: readonly string[], lastAnswers: readonly Answer[]): Answer[] | null {
  if (held.length === 0 || !WITH_HELD.test(foldForRules(message))) return null;
  const asked = lastAnswers.flatMap((a) => (a.t === "addon" || (a.t === "need" && a.kind === "addon") ? [a.key] : []));
  const keys = [...held, ...asked.filter((k) => !held.includes(k))];
  if (keys.length < 2) return null;
  return [...keys.map((key): Answer => ({ t: "addon", key })), { t: "addon-sum", keys: keys.slice(0, 6) }];
}

// "the one I already have or the new one, which costs more?", "el que ya tengo y este nuevo, ¿cuál sale más caro?",
// "cái chú đang có với cái mới, cái nào đắt hơn?", "我已经有的那个同这个新的，边个贵啲？": the add-on they have, pointed at.
const HELD_ONE = /\b(?:the one|the add-?on|what) (?:i|we) (?:already )?(?:have|got|pay for|use)\b|\bthe (?:\w+ )?one (?:we|i|were|im)(?: re| are| m| am)? (?:already )?(?:have|got|pay for|paying for|use|using)\b|\b(?:el|lo) que ya (?:tengo|tenemos|pago|uso)\b|\bcai (?:\w+ ){0,2}(?:chu|chi|anh|em|toi|minh|co|bac|tui) (?:dang|da) (?:co|dung|xai)\b|(?:我|我们)(?:已经)?(?:有|用|加)(?:的|紧的|着的|了的)(?:那个|那项)?/;
// "那这个新的跟我们现在那个看板，各是多少钱一个月？", "the new one and the one we have now, how much each?", "¿el nuevo y el que
// tenemos ahora, cuánto cada uno?", "cái mới với cái đang có, mỗi cái bao nhiêu?": both priced, each on its own.
const NEW_AND_HELD = /\b(?:the )?new one\b.{0,40}\b(?:the one|what) (?:i|we) (?:have|got|use)(?: now)?\b|\b(?:el|lo) (?:nuevo|que (?:sigue|viene))\b.{0,40}\b(?:el|lo) que (?:ya )?(?:tengo|tenemos)(?: ahora)?\b|\bcai moi\b.{0,30}\bcai (?:\w+ ){0,2}(?:dang|da) (?:co|dung|xai)\b|(?:这个|那个)?新的.{0,6}(?:跟|和|与|同)(?:我们|我)(?:现在|原来|已经有的?)(?:的)?(?:那个|这个)?/;
const EACH_PRICED = /\b(?:each|apiece|cada uno|cada una|moi cai|tung cai)\b|各(?:是|要)?多少|分别(?:是)?多少|各自/;

/** The add-on they have and the one just asked about (other than it), when the message points at both as `pointed` says. */
function heldAndAsked(message: string, held: readonly string[], lastAnswers: readonly Answer[], pointed: (text: string) => boolean): { have: string; asked: string } | null {
  const have = held.at(-1);
  if (have === undefined || !pointed(foldForRules(message))) return null;
  const asked = lastAnswers.flatMap((a) => (a.t === "addon" || (a.t === "need" && a.kind === "addon") ? [a.key] : [])).find((k) => k !== have);
  return asked ? { have, asked } : null;
}

/** The add-on they have and the new one, each priced, when both are pointed at and each price asked. */
export function heldAndNewPriced(message: string, held: readonly string[], lastAnswers: readonly Answer[]): Answer[] | null {
  const both = heldAndAsked(message, held, lastAnswers, (text) => NEW_AND_HELD.test(text) && EACH_PRICED.test(text));
  return both ? [{ t: "addon", key: both.asked }, { t: "addon", key: both.have }] : null;
}

/** The add-on they have and the one just asked about, both priced, when the message asks which of them costs more. */
export function heldCompareAsked(message: string, held: readonly string[], lastAnswers: readonly Answer[]): Answer[] | null {
  const both = heldAndAsked(message, held, lastAnswers, (text) => HELD_ONE.test(text) && WHICH_PRICIER.test(text));
  return both ? [{ t: "addon", key: both.have }, { t: "addon", key: both.asked }] : null;
}
