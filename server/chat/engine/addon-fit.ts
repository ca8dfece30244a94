import { asksSomething } from "./acts.ts";
import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { contentText } from "./knowledge/content-text.ts";
import { asksYesNo, messagesTaken, onlyPriceAsked, pointsBackToMessages, readNeed, wantsAgentInTheirLanguage } from "./needs.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// "Which add-on deals with calls, and what does it cost?", "add-on nào nhắn khách qua WhatsApp?", "对应的是哪项附加服务？":
// an add-on asked for by the need it serves. The need rules (needs.ts) know the common phrasings; what they miss is
// matched against the add-ons' own descriptions on the site (common/content and their translations), so a need
// phrased in words nobody wrote a rule for still finds the add-on whose description says it. Asked for an add-on, the
// visitor wants that add-on: a place or a platform named beside it (Sugar Land, WhatsApp) only sets the scene.

// "Quiero algo que arme publicaciones…", "I need something that sorts my e-mail", "cần thứ gì tự soạn bài…", "想要一个能自动
// 回短信的": something wanted for a task (readNeed says which add-on does it).
const WANTS_SOMETHING = /\b(?:i|we) (?:want|need|d like|would like|m looking for|are looking for|could use) (?:something|a thing|a tool|a service|an? (?:ai|bot|system)) (?:that|to|which|for)\b|\b(?:quiero|queremos|necesito|necesitamos|busco|buscamos) (?:algo|una herramienta|un servicio|un sistema) (?:que|para|pa)\b|\b(?:can|muon|dang can) (?:cai|thu|mon) (?:gi|chi)\b|(?:想要|需要|想找)(?:一个|个)?(?:能|可以|会)/;
/** Something wanted for a task, said as a wish rather than asked ("quiero algo que…"). */
export const wantsSomething = (part: string): boolean => WANTS_SOMETHING.test(foldForRules(part));

// "which extra fields should I add to my CRM": "extra" before the thing it qualifies is no add-on asked for.
const ASKS_FOR_ADDON = new RegExp(
  [
    /\b(?:which|what|wich) (?:(?:one )?of (?:your|the|these|those|ur) )?(?:add ?-?ons?|extras?)\b(?! (?:fields?|steps?|time|minutes|hours|days|info|information|details|questions|words|lines|columns|tags)\b)|\b(?:is there|are there|any|got|do you have|have you got) (?:an? )?(?:add ?-?ons?|extras?)\b|\badd ?-?ons? (?:for|that|which|to|would|could|can|handles?|does|do)\b/.source,
    /\b(?:que|cual|cuales) (?:(?:es|son|seria|serian) (?:el|la|los|las) )?(?:de (?:sus|los|tus) )?(?:complementos?|servicios? (?:adicional|extra)\w*|add ?-?ons?|extras?)\b|\b(?:algun|hay (?:un|algun)|tienen (?:un|algun)) (?:complemento|servicio (?:adicional|extra)|add ?-?on)\b|\b(?:complemento|servicio adicional)s? (?:para|que)\b|\b(?:hay|tienen|ofrecen) (?:un |algun |alguno )?servicio (?:que|pa|para)\b/.source,
    /\b(?:add ?-?on|addon|dich vu (?:bo sung|them)|goi (?:bo sung|them)|tien ich(?: them)?) nao\b|\bco (?:add ?-?on|dich vu bo sung|goi bo sung) (?:nao|gi)\b|\bdich vu (?:nao|gi|chi)(?: (?:rua|vay|the|day|ha))?\s*$|\bco dich vu (?!nao\b|gi\b|chi\b)(?:[\w,]+ ){1,14}?(?:khong|ko|hong|hok)\b/.source, // "có dịch vụ tự viết bài… đăng lên Facebook theo lịch không?": a service asked for by what it does.
    /(?:哪|什么|有没有|有无|对应).{0,4}(?:附加服务|附加功能|增值服务|插件|加购|附加项)|(?:附加服务|增值服务|插件)(?:是)?(?:哪|什么)|(?:哪个|哪项|哪一个|哪一项)服务|(?:有没有|有无|有什么|有啥)[^，。？！?!]{1,16}的(?:服务|功能)(?=\s*(?:[吗呢？?]|$))/.source, // "有没有帮忙整理、起草回复的服务？": a service asked for by what it does.
    // "What do you have that picks up and qualifies them?", "¿qué tienen pa' que la IA les conteste?", "có dịch vụ nào
    // giúp…", "有什么服务能…": something of ours asked for by what it should do; Nigerian pidgin "una get something wey fit…".
    // "có con AI nào tự phân loại…", "có công cụ nào…", "có dịch vụ chi lo email": a tool of ours asked for by its kind.
    /\bwhat (?:do you|do y ?all|have you) (?:have|got|offer) (?:that|to|for)\b|\b(?:do you have|is there|got|una (?:dey )?get|una (?:dey )?have)(?: any)? (?:something|anything|tin|thing)\b(?! (?:to |for me to |i can )?(?:read|learn|watch|look|study|wrote|written|write))(?: [\w/-]+){0,4} (?:that|to|for|which|wey)\b|\bque (?:tienen|ofrecen) (?:ustedes )?(?:pa|para)(?: que)?\b|\b(?:hay|tienen) algo (?:\w+ ){0,3}(?:que|pa|para)\b|\bco dich vu (?:nao|ai)\b|\bco (?:con |cai |mot )?(?:ai|bot|tro ly|cong cu|phan mem|ung dung|app|dich vu) (?:nao|gi|chi)\b|\bco (?:gi|cai gi|cai nao)\b(?=.{0,80}\b(?:gium|giup|dum|ho)\b)|有什么(?:服务|功能|产品)(?:能|可以|帮)|有没有(?:东西|工具|办法)(?:可以|能)?(?:帮|替|代)/.source,
    // "还要加哪个？", "which one do I add for that?", "¿cuál tengo que agregar?", "phải thêm cái nào": what to add asked.
    // ("¿cuántos minutos dice que hay que sumar…?": minutes added to a drive, no add-on.)
    /\b(?:which|what) (?:one |thing )?(?:do|should|would|could) (?:i|we) (?:need to |have to |got to )?add\b|(?<!\b(?:minutos|horas|dias|semanas|tiempo)\b.{0,25})\b(?:cual|que) (?:tengo|tenemos|tendria|tendriamos|hay|habria|debo|debemos) (?:que )?(?:agregar|anadir|sumar|contratar)\b|\b(?:phai |can |nen )?them (?:cai|goi|dich vu|mon) (?:nao|gi)\b|(?:加|添|补|买)哪(?:个|一个|项|一项|样)/.source,
  ].join("|"),
);
// After a list of add-ons, "which one handles e-mail?" picks among them by what it does.
const WHICH_ONE = /\b(?:which(?: one)?|what one|cual|cuales|cai nao)\b|哪(?:个|一个|项|一项)/;
// After an add-on, "and the one for calls?", "¿y el de las llamadas?", "còn cái lo nghe máy?", "那个接电话的呢？": another
// add-on, named by what it does.
const ONE_FOR = /\b(?:the one|that one|the add ?-?on) (?:for|that (?:does|handles|takes|answers|sends|posts|sorts)|with the)\b|^\W*(?:(?:and|y|e|ok|pues) )*(?:el|la|ese|esa) (?:de|del|que (?:contesta|atiende|hace|maneja|manda|publica))\b|\b(?:cai|goi|con) (?:(?:de|lo|ma|chuyen) )?(?:(?:ai|bot|may|tro ly) )?(?:nghe|tra loi|goi|nhan|dang|tra|xu ly)\b|(?:接|回|管|负责|发|处理)[^，。？?]{0,6}的(?:那个|那项)|那个(?:接|回|管|负责|发|处理)/;
// A what-question gets the add-on, not "Yes." first ("is there an add-on that…?" still does).
const WHICH = /\b(?:which|what|wich|que|cual|cuales|nao)\b|哪|什么/;

// The words visitors use for what a description says in its own: "telephone" and "IG/FB" are the description's phone
// calls and social channels. Read on folded text; each adds the descriptions' words in the four languages.
const SAID_OTHERWISE: [RegExp, string][] = [
  [/\btelephon\w*|\bphones?\b|\bcell(?:phone)?s?\b|\bdien thoai\b|\bllamadas?\b|\btelefono\b|电话|来电/, "phone calls llamadas cuoc goi 来电"],
  [/\b(?:calls?|calling|callers?|ring\w*)\b|\bgoi (?:den|dien|toi)\b/, "calls llamadas cuoc goi 来电"],
  [/\b(?:ig|insta|instagram|fb|facebook|tiktok|linkedin|youtube|socials?)\b|小红书|脸书|社媒|社交/, "social redes sociales mang xa hoi 社交媒体"],
  [/\be ?-?mails?\b|\binbox\w*\b|\bcorreos?\b|\bmails?\b|\bhop thu\b|邮件|邮箱|电邮/, "email correo 邮件"],
  [/\b(?:texts?|texting|sms|whatsapp|mensajes?|msgs?|nhan tin|tin nhan|nhan (?:cho )?khach)\b|短信/, "sms whatsapp 短信"],
  [/\b(?:comps|comparables|market (?:stats|numbers))\b|行情|房价走势/, "market data datos mercado du lieu thi truong 市场数据"],
];

// Words of the descriptions that say nothing of what an add-on does ("your", "Houston", "AI agent").
const NOT_TELLING = new Set(
  `your their that with across already uses houston agent agente para sus por con que del las los una uno and the for who their
   live vivo handled created atendidas creadas toda cho ban cua cac va do duoc bang tren`.split(/\s+/),
);

type Features = Set<string>;
/**
 * Words, pairs of neighbouring words and pairs of Han characters. A Vietnamese syllable alone means little ("nhà" is a
 * house, "những" only a plural): its description gives pairs only ("cuộc gọi", "thị trường"). The visitor's short words
 * count ("IG", "FB").
 */
function featuresOf(text: string, words1: "short" | "long" | "none"): Features {
  const folded = foldForRules(text).replace(/\be-mail/g, "email");
  const out: Features = new Set();
  const words = folded.replace(/\p{Script=Han}+/gu, " ").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  words.forEach((w, at) => {
    if ((words1 === "short" || (words1 === "long" && w.length >= 3)) && !NOT_TELLING.has(w)) out.add(w);
    const next = words[at + 1];
    if (next && !NOT_TELLING.has(w) && !NOT_TELLING.has(next)) out.add(`${w} ${next}`);
  });
  for (const run of folded.match(/\p{Script=Han}+/gu) ?? []) for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  return out;
}

/** Same word give or take an ending ("call"/"calls", "ordena"/"ordenar", "correo"/"correos"). */
const sameWord = (a: string, b: string): boolean => {
  if (a === b) return true;
  if (a.includes(" ") || b.includes(" ")) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
};

type Described = { key: string; features: Features }[];
const described = new WeakMap<SiteFacts, Described>();
function descriptions(facts: SiteFacts): Described {
  const known = described.get(facts);
  if (known) return known;
  const made = facts.offerings.addOnServices.map((a) => ({
    key: a.key as string,
    features: new Set([...featuresOf(`${a.description} . ${contentText("es").addon(a)} . ${contentText("zh").addon(a)}`, "long"), ...featuresOf(contentText("vi").addon(a), "none")]),
  }));
  described.set(facts, made);
  return made;
}

/** The add-on whose description holds most of what the message asks for, when one clearly does. */
export function describedAddon(text: string, facts: SiteFacts, except?: string): string | null {
  const said = SAID_OTHERWISE.filter(([p]) => p.test(text)).map(([, words]) => words);
  const asked = [...featuresOf([text, ...said].join(" . "), "short")];
  const all = descriptions(facts);
  // A word most descriptions share tells them apart less than one only a single description holds.
  const spread = (f: string): number => all.filter((d) => d.features.has(f)).length;
  const scored = all
    .filter(({ key }) => key !== except)
    .map(({ key, features }) => ({ key, score: [...features].filter((f) => asked.some((g) => sameWord(f, g))).reduce((sum, f) => sum + 1 / spread(f), 0) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  return best && best.score >= 1 && best.score >= 1.5 * (second?.score ?? 0) ? best.key : null;
}

/** The add-on (or, by the need rules, the service) asked for by the need it serves; null when no add-on is asked for. */
export function addonAsked(text: string, facts: SiteFacts, topic: Topic | null): Extract<Answer, { t: "need" }> | null {
  const amongShown = topic?.kind === "list" && topic.key.startsWith("addon") && WHICH_ONE.test(text);
  const afterAddon = topic?.kind === "addon" || (topic?.kind === "list" && topic.key.startsWith("addon"));
  const oneFor = afterAddon && ONE_FOR.test(text);
  if (!ASKS_FOR_ADDON.test(text) && !amongShown && !oneFor) return null;
  const yes = asksYesNo(text) && !WHICH.test(text);
  const need = readNeed(text);
  if (need && (!oneFor || need.kind === "addon")) return { ...need, yes };
  const key = describedAddon(text, facts);
  return key ? { t: "need", kind: "addon", key, yes } : null;
}

// A list of needs split into parts ("自动整理邮件的AI，还有24小时用租客语言回复的客服，各多少钱？", "an AI for my inbox, also
// a voice agent for calls, how much each?"): the later part describes another add-on by its own use, so its price is
// that add-on's, not the one before. The round-the-clock agent counts only asked for by its two words (listed-needs.ts).
const describesAnother = (text: string, topic: Topic): boolean => {
  const need = readNeed(text);
  return need?.kind === "addon" && need.key !== topic.key && (need.key !== "customer-service-agent" || wantsAgentInTheirLanguage(text));
};

/** "and the one for calls?" after another add-on: the add-on it names by what it does, when that is another one. */
export function anotherAddonByUse(text: string, facts: SiteFacts, topic: Topic | null): boolean {
  if (topic?.kind === "addon" && describesAnother(text, topic)) return true;
  if (topic?.kind !== "addon" || !ONE_FOR.test(text)) return false;
  const key = addonAsked(text, facts, topic)?.key;
  return key !== undefined && key !== topic.key;
}

// "what each one costs", "cuánto cuesta cada uno", "mỗi cái bao nhiêu", "每个多少钱".
const EACH_OF = /\b(?:each|every one|cada un[oa]|cada cual|moi (?:cai|goi|thu|loai)|tung (?:cai|goi|thu|loai))\b|每(?:个|一个|项|样|种)/;

const CONNECTING_IT = /\b(?:connect\w*|hook\w* (?:it |them |that )?up|integrat\w*|link\w*|conect\w*|integr\w*|enlaz\w*|ket noi|tich hop)\b|连接|对接|接入|集成/;

/** The message asks which add-on does something (a named post is not what "đăng bài" asks for then). */
export const asksForAddon = (part: string): boolean => ASKS_FOR_ADDON.test(foldForRules(part));

/**
 * "I get 200 emails a day. Which of your add-ons would sort them?", "điện thoại reo suốt mà không ai nghe, có add-on nào
 * nghe máy giùm ko": the need said in the part before the add-on ask belongs to that ask, and is no question itself.
 */
export function joinAddonAsk(parts: string[], facts: SiteFacts, topic: Topic | null): string[] {
  return parts.reduce<string[]>((out, part) => {
    const previous = out[out.length - 1];
    const joined = previous !== undefined ? `${previous}, ${part}` : "";
    // The part before says what is needed when it asks nothing itself, or says what an add-on does ("không ai nghe" asks
    // no question, though its "không" often does).
    const setsScene = previous !== undefined && (!asksSomething(previous) || readNeed(foldForRules(previous)) !== null || describedAddon(foldForRules(previous), facts) !== null);
    // "they write me on WhatsApp. can the AI answer those messages?": the channel said before is the one to answer.
    const channelBefore = previous !== undefined && pointsBackToMessages(foldForRules(part), foldForRules(previous));
    // "…WhatsApp y SMS, ¿la IA les contesta? ¿cuánto al mes?": the price asked next is the price of what was asked for.
    // "we got a twilio number for texting tenants, how much to connect it?": connecting it is its setup, not the add-on.
    // "…something that writes up posts and schedules them? cost?": the same for any add-on the part before asked for.
    const priceOfIt = previous !== undefined && onlyPriceAsked(foldForRules(part)) && !CONNECTING_IT.test(foldForRules(part)) && (messagesTaken(foldForRules(previous)) || ((asksForAddon(previous) || asksSomething(previous)) && readNeed(foldForRules(previous))?.kind === "addon"));
    // "run me through every add-on and what each one costs": the price of each is asked of what the part before listed.
    const eachPriced = previous !== undefined && onlyPriceAsked(foldForRules(part)) && EACH_OF.test(foldForRules(part)) && asksSomething(previous);
    const belongs = channelBefore || priceOfIt || eachPriced || (setsScene && asksForAddon(part) && addonAsked(foldForRules(joined), facts, topic) !== null);
    if (belongs) out[out.length - 1] = joined;
    else out.push(part);
    return out;
  }, []);
}
