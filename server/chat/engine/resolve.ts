import type { Topic } from "./context.ts";
import type { Answer, UnknownAbout } from "./knowledge/answer-types.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { EntryId } from "./knowledge/entries.ts";
import { searchEntries } from "./knowledge/search.ts";
import { findMentions, topicOf } from "./mentions.ts";
import { OTHERS_REACH_ME } from "./cues.ts";
import { findPlatforms, matchPosts } from "./topics.ts";
import type { Profile } from "./topics.ts";
import { foldForRules } from "./text.ts";
import { asksSomething, DELETION_SOMEDAY, looksOffTopic, REPLY_TIME } from "./acts.ts";
import { readExtra, readNeed, readNotOffered, unlistedArea, unlistedPlatform } from "./needs.ts";
import { readProfile } from "./topics.ts";
import { namedPost, postsAbout } from "./knowledge/passage-choice.ts";
import type { Intent, SiteFacts } from "./types.ts";

// What one question is about, read against the conversation: named offerings, follow-ups on the last topic,
// recommendations from the visitor's profile, then retrieval over the knowledge entries.

const PRICE = /\b(?:how much|price|prices|pricing|cost|costs|costo|costos|cuestan|valor|charge|ballpark|a number|fee|fees|cuota|tarifa|exacto|cuanto|cuanta|precio|cuesta|cobran|gia|bao nhieu|tien)\b|\$\s?\d|\d+ (?:a|per|al) (?:month|mes)|多少钱|价格|费用|收费|啥价|咋收费|说个价|多少/;
const WHATS_IN = /\b(?:whats in|what is in|include|includes|included|incluye|gom|bao gom|features|tell me about)\b|包括|包含/;
const RECOMMEND = /^(?:cual|which|which one|cai nao|goi nao)$|\bgoi nao hop\b|\b(?:which (?:one|package|plan|pkg|pakage|pack)|wich pakage|(?:recommend|suggest|recomiendan|recomienda)\w*|fits? (?:us|me)|which (?:is|one is|would be|one would be) (?:better|best)|better for (?:me|us|a)|best for (?:me|us|a)|cual es mejor|mejor para (?:mi|nosotros|un)|tot hon|phu hop hon|escogen la mayoria|eligen la mayoria|most (?:teams|people|clients) (?:pick|choose|get)|should (?:i|we) (?:get|pick|choose)|shud i get|what should (?:i|we) get|most popular|conviene|nos sirve|mas popular|nen (?:chon|dung)|goi nao (?:phu hop|hop)|pho bien nhat)\b|适合|推荐|选哪个|用哪个|最受欢迎|哪个套餐|哪个好|哪个更好|更适合/;
const BUNDLE_ASK = /\b(?:bundles?|bundel|covers?|connected|hooked up|conectar|ket noi)\b|连接|套餐|捆绑包|打包|接起来|接上|对接|接入|组合价/;
// "can I tack it on later, once I have a package?", "¿lo puedo sumar más adelante?", "sau này mới thêm … được không",
// "以后再加可以吗": an add-on added after the package is chosen.
const ADD_TO = /\b(?:add (?:it|this|that|them) to|agregarlo a|sumarlo a|them vao)\b|加到|\b(?:add|tack|bolt|put)\b(?: (?:it|this|that|them|one|\w+ ai))? on\b.{0,12}\blater\b|\b(?:add|tack on|bolt on)\b.{0,20}\b(?:later|afterwards|down the road)\b|\b(?:agreg|sum|anad)\w*\b.{0,25}\b(?:despues|mas adelante|luego)\b|\b(?:sau nay|mai mot|de sau|sau do)\b.{0,20}\bthem\b|\bthem\b.{0,20}\bsau\b.{0,12}\b(?:duoc khong|duoc ko|duoc hong|khong)\b|以后再加|之后再加|后面再加|以后(?:再)?(?:添加|加上|加购)|先买套餐.{0,12}(?:再加|以后加|后加)/;
const TENANTS = /\b(?:tenants?|rental units?|doors|inquilinos|nguoi thue|cho thue)\b|租户|出租/;
const BLOG = /\b(?:article|articles|blog|blogs|post|posts|read|guide|piece|written|publish\w*|articulo|articulos|guia|nota|escrito|publicado|bai viet|bai nao|viet bai)\b|文章|博客|写过/;
// Amounts of something that is not money ("how much time", "cuántos mensajes", "bao nhiêu tin nhắn", "多少条消息").
const AMOUNT_OF = /\b(?:how much (?:of|time|extra|longer|more time|data|info)|how many (?:messages|days|hours|minutes|clients|people|calls)|cuantos (?:mensajes|dias|minutos|clientes)|cuanto tiempo|bao nhieu (?:tin nhan|phut|ngay|gio|khach|nguoi|cuoc goi|phan tram))\b|%|\b(?:percent|percentage|porcentaje|por ciento|phan tram)\b|百分之|百分比|多少(?:条|个)?(?:消息|信息|分钟|天|小时|客户)/;
// "how long do you keep transcripts", "how long is the link valid": how long something is kept, not how long to go live.
const KEPT = /\b(?:keep|kept|store|stored|retain\w*|hang on to|transcripts?|conversations?|messages?|data|link|valid|expire\w*|purge\w*|delete\w*|guardan?|conservan?|enlace|sirve|luu|giu|het han)\b|保存|保留|记录|链接|失效|过期/;
// "How soon should I expect someone to write back?": our reply time (REPLY_TIME's answer), not the go-live timeline.
const WRITE_BACK = /\b(?:write back|writes back|reply|replies|respond\w*|hear back|get back to|answer (?:me|us|my)|contestan?|responden?|tra loi|phan hoi)\b|回复|回信|答复/;
const TIMELINE = /\b(?:how long|how fast|how soon|rollout|go live|be live|up and running|when (?:would|will|could|can) (?:we|i|it) (?:be|go) (?:live|up|running|ready)|cuanto tiempo|cuanto tardan?|cuantas semanas|tarda en (?:quedar|estar) list[oa]|quedar list[oa]|en cuanto tiempo|cuando (?:estariamos|estaria|estaremos|estara) (?:funcionando|listos?|en vivo)|bao lau|mat bao lau|khi nao (?:chay|dung|hoat dong|van hanh) (?:duoc)?)\b|多久|多长时间|什么时候(?:能|可以)(?:用|上线)/;
const PHONE_AND_EMAIL = /(?:phone|number|telefono|tel|so dien thoai|sdt|电话).{0,30}(?:e-?mail|correo|邮箱)|(?:e-?mail|correo|邮箱).{0,30}(?:phone|number|telefono|so dien thoai|sdt|电话)/;
const BUNDLE_WORD = /\b(?:bundles?|bundel|paquetes? de instalacion|goi cai dat)\b|捆绑包|打包/;
const WHICH_TOOLS = /\b(?:which|what (?:tools|kinds?|apps|ones)|cuales|que herramientas|loai nao|cai nao|nhung (?:gi|loai))\b|哪些|哪个|哪种|什么工具/;
const ON_THAT_PLATFORM = /\b(?:there|on it|on that|through it|ahi|alli|por ahi|por alli|o do|tren do|qua do)\b|在(?:那里|那边|那上面|上面)|通过它/;
const NEWSLETTER = /\b(?:newsletters?|boletin|boletines|ban tin)\b|周报|简报|通讯|订阅/;
const NEWSLETTER_LINK = /\b(?:confirm\w*|verification|verify) (?:link|e-?mail|button)\b|\b(?:link|e-?mail) (?:to confirm|for confirming)\b|\b(?:enlace|link|liga|correo) de confirmacion\b|\blink xac nhan\b|\bxac nhan\b.{0,30}\blink\b|确认链接|确认邮件|验证链接|那个链接/;
const LINK_LIFE = /\b(?:how long|expir\w*|stop(?:s)? working|twice|more than once|how many times|again|valid|good for|last|cuanto (?:tiempo|dura)|cuanto tiempo tengo|caduca|vence|expira|varias veces|mas de una vez|dos veces|sirve|bao lau|het han|may lan|con han|co han|hieu luc|bam lai)\b|多久|失效|过期|几次|有效|多长时间|还能用|点几次/;
const NEWSLETTER_NAME = new RegExp(
  `(?:${NEWSLETTER.source}).{0,30}(?:\\b(?:name|named|called|call it|title|se llama|nombre|ten (?:la )?gi|ten gi)\\b|叫什么|名字|名称)|(?:\\b(?:name|called|call|se llama|nombre|ten)\\b|叫什么).{0,30}(?:${NEWSLETTER.source})|\\b(?:is there|do you have|have you got|do you (?:put out|send|publish)|any) (?:a |an )?(?:\\w+ )?newsletter\\b|\\btienen (?:un |algun )?boletin\\b|\\bco ban tin\\b|有没有(?:周报|简报|通讯)|有(?:周报|简报|通讯)吗|(?:周报|简报|通讯).{0,10}(?:怎么|如何)订|(?:怎么|如何)订阅`,
);
const BLOG_NAME_ASK = /\bblog\b.{0,20}\b(?:name|named|called|se llama|nombre|ten (?:la )?gi)\b|\b(?:name|nombre) (?:of|de) (?:your|su|tu) blog\b|博客叫什么|博客的名字|博客名/;
// The home page's figures asked in so many words: hours saved a week, how much leads or retention grow.
const STATS_ASK = new RegExp(
  [
    /\bhow many hours\b.{0,40}\bsav\w*|\b(?:cuantas|cuanto|cuantos) (?:horas|tiempo)\b.{0,40}\bahorr\w*|\bahorr\w*\b.{0,20}\b(?:cuantas|cuantos) horas\b/.source,
    /\b(?:tiet kiem|do|bot|giam)\b.{0,30}\b(?:bao nhieu|may) (?:gio|tieng)\b|\b(?:bao nhieu|may) (?:gio|tieng)\b.{0,30}\b(?:tiet kiem|moi tuan|mot tuan)\b/.source,
    /\b(?:lead|leads|khach tiem nang|khach)\b.{0,30}\btang\b.{0,20}\b(?:bao nhieu|may) phan tram\b|\btang\b.{0,20}\b(?:bao nhieu|may) phan tram\b.{0,20}\b(?:lead|khach)\b/.source,
    /(?:每周|一周|每星期|每个星期).{0,8}(?:省|节省|节约).{0,6}(?:多少|几)个?小时|(?:省|节省|节约)(?:下)?(?:多少|几)个?小时|(?:潜在客户|线索|获客|客户留存|留存).{0,10}(?:增加|提高|提升|增长)(?:了)?(?:多少|百分之几|几成)/.source,
  ].join("|"),
);
const CONNECT = /\b(?:integrat\w*|connect\w*|work with|works with|works? (?:on|over|through|via)|sync\w*|hook\w*|do|use|using|support\w*|conect\w*|integr\w*|jalan|usan|ket noi|tich hop|dung|lien ket)\b|\b(?:tra loi|phan hoi)\b.{0,20}\b(?:o do|tren do|qua do)\b|对接|集成|连接|能连|用|在(?:那里|那边|那上面|上面)(?:自动)?(?:回复|回答|答复)/;
const LANGUAGES_ASK = /\b(?:speak|speaks|talk|habla|hablan|hablar\w*|escribir\w*|noi|support|soportan)\b.{0,40}\b(?:spanish|espanol|chinese|chino|vietnamese|vietnamita|tieng viet|tieng trung|mandarin|languages?|idiomas?)\b|\bin (?:spanish|chinese|vietnamese)\b|(?:中文|越南语|西班牙语).{0,10}(?:沟通|交流|支持|说)|(?:说|讲|用)(?:中文|越南语|西班牙语)/;
const SELF_SETUP = /\b(?:self[- ]?(?:setup|install\w*)|set (?:it )?up (?:myself|ourselves)|myself|ourselves|diy|yo mismo|nosotros mismos|por mi cuenta|por nuestra cuenta|auto ?instalacion|autoconfiguracion|tu cai dat|tu lam|tu thiet lap|(?:hago|haga|hacemos) (?:yo |nosotros )?la instalacion(?: yo| nosotros)?|(?:lo )?instalo yo|lo instalamos nosotros)\b|自己安装|自行安装|自己装|自助安装|自己设置/;
const FEE = /\b(?:fee|fees|cost|pay|charge|costo|cobran|tarifa|cuota|cargo|pagar|phi|tien)\b|费|钱/;
const BOOKING_LINK = /\b(?:booking|calendar|calendly|schedul\w*|book a (?:call|time|consult\w*|meeting))\b.{0,20}\b(?:link|url|page)\b|\b(?:link|url)\b.{0,20}\b(?:book|booking|schedul\w*|consult\w*|agendar|cita|reservar|dat lich)\b|\b(?:enlace|link) (?:para|de) (?:agendar|reservar|la cita|la consulta)\b|\blink dat lich\b|预约链接|预约的链接/;
const ELSEWHERE = /\b(?:dallas|austin|san antonio|fort worth|galveston|el paso|outside (?:of )?houston|fuera de houston|ngoai houston)\b|达拉斯|奥斯汀|圣安东尼奥|休斯顿以外/;
const BUNDLES_ASK = /\bbundles?\b|捆绑包|安装套餐|\bgoi cai dat\b|\bpaquetes de instalacion\b/;
const EMAIL_ASK = /\b(?:e-?mail|correo|email address)\b|邮箱|电子邮件/;
// "number" alone is the phone only when nothing else is counted or cited ("where does the 300% number come from").
const PHONE_ASK = /\b(?:phone|telefono|cel|celular|sdt|so dien thoai|dien thoai|hotline)\b|电话/;
const NUMBER_ASK = /\b(?:your|ur|the|a|su|tu|el|contact|call(?:ing)?|office|de contacto) (?:number|numbr|numero|num)\b|^(?:number|numero)\W*$|\bso (?:cua|lien lac|lien he)\b/;
const NOT_PHONE = /\d\s?%|\bpercent\b|\bporcentaje\b|\bphan tram\b|\b(?:figure|stat|stats|statistic\w*|cifra|dato|estadistica\w*|so lieu|con so)\b|\bnumber of\b|\bnumero de (?!telefono|contacto)|数字|数据来源|百分/;
const HOW_IT_WORKS = /\bhow (?:does|do) (?:it|this|you|that) work\b|\bwhats the process\b|\bcomo funciona\b|\bhoat dong (?:the|nhu the) nao\b|怎么运作|如何运作/;
const POINTS_BACK = /\b(?:it|that|this|that one|this one|those|them|ese|esa|eso|este|esta|no|do|cai do|goi do)\b|它|那个|这个/;

// Asking for our hours, e-mail or phone: a place or product named beside it ("for clients in Katy", "for Voice AI
// questions") only says what the visitor wants to talk about, so the contact detail is what gets answered, first.
const OFF_HOURS = /\b(?:after|outside(?: of)?|beyond|before|fuera del?|despues del?|ngoai)\s+(?:business |office |working |normal |regular |our |your )?(?:hours|horario|gio)\b|\bhours? (?:saved|per week|a week|back)\b|\bsav\w* .{0,12}\bhours\b|非工作时间|下班后|工作时间(?:以外|之外)/;
// "what times does your office pick up?" (after "which days and" was split off), "làm việc từ mấy giờ", "thứ bảy có làm việc
// không", "你们星期六有人上班吗": which days or times someone is there.
const WHEN_OPEN = new RegExp([
  /\bwhat times?\b.{0,30}\b(?:open|close|pick up|picks up|answer\w*|available|reach)\b/.source,
  /\b(?:lam viec|mo cua|nghe may|truc)\b.{0,12}\bmay gio\b/.source,
  /\b(?:thu (?:hai|ba|tu|nam|sau|bay|[2-7])|chu nhat|cuoi tuan)\b.{0,25}\b(?:lam viec|mo cua|nghi|co nguoi truc|di lam)\b/.source,
  /(?:周[一二三四五六日末天]|星期[一二三四五六日天]|礼拜[一二三四五六天]|周末)[^，。？?]{0,8}(?:上班|营业|开门|办公|有人)/.source,
].join("|"));
const HOURS_ASK = new RegExp(String.raw`\b(?:what|which|whats)\b.{0,12}\bhours\b|\b(?:what|which) days\b.{0,20}\b(?:times?|hours|open|answer|pick up|available)\b|\bdays and (?:times|hours)\b|\bque dias\b.{0,20}\b(?:horas?|horario|atienden|abren)\b|\bwhat time (?:do|does|are|is)\b.{0,20}\b(?:open|close|start|work\w*|available)\b|\bwhen (?:are|is|do) (?:you|your team|your office|u|yall|you guys)\b.{0,6}\b(?:open|available)\b|\b(?:your|ur|business|office|opening|working) hours\b|\bhours of (?:operation|business)\b|\bhorarios?\b|\ba que hora (?:abren|cierran|atienden|trabajan|contestan|empiezan)\b|\bgio (?:lam viec|mo cua|hanh chinh)\b|\bmay gio\b.{0,10}\b(?:mo cua|lam|dong cua|nghi)\b|几点(?:上班|开门|下班|关门)|(?:营业|工作|上班|办公)时间|${WHEN_OPEN.source}`);
const NOT_CONTACT_EMAIL = "(?! commander| marketing| campaigns?| lists?| tools?| automation| sequences?| follow| templates?| blasts?)";
const EMAIL_CONTACT_ASK = new RegExp(`\\b(?:your|ur|su|tu|sus|contact)\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:what|whats|which|cual|que)\\b(?:\\s+(?:is|es|the|el|su|your)){0,2}\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:e-?mail|correo) (?:de ustedes|de contacto|cua (?:ban|cac ban|cong ty|ben ban))\\b|\\bemail (?:nao|gi)\\b|邮箱(?:是|地址|多少)|哪个邮箱|你们的邮箱`);
const PHONE_CONTACT_ASK = /\b(?:your|ur|su|tu|contact|office)\s+(?:phone(?: number)?|number|numero(?: de telefono)?|telefono)\b(?! systems?| lines?| trees?)|\b(?:what|whats|which|cual|que)\b(?:\s+(?:is|es|the|el|su|your)){0,2}\s+(?:phone number|number (?:do i|should i|to) call|telefono|numero de telefono)\b|\b(?:so dien thoai|sdt)\b.{0,25}\b(?:la gi|nao|bao nhieu)\b|哪个电话|电话(?:是多少|号码是|多少)|打哪个|你们的电话/;

// "Voice AI can wait", "forget Growth for now", "dejemos Voice AI para después", "gói Growth tính sau", "先不谈Voice AI":
// an offering put aside, in a clause that asks nothing, is not what the visitor asks about.
const DEFERS = /\b(?:can wait|later|for now|aside|forget|skip|not now|never ?mind|hold off|despues|luego|mas tarde|olvid\w*|dejemos|dejamos|por ahora|de momento|tinh sau|de sau|sau nha|sau di|khoan|chua ban|bo qua|gac lai|noi sau)\b|先不|以后再|再说|不谈|别说|先别|暂时不|回头再/;
const CLAUSE = /(?<=[,;:，；：])\s*|(?<=[.!。！])\s+/u;

/** The part without its clauses that put a named offering aside and ask nothing; "" when that is all it says. */
export function withoutDeferred(part: string): string {
  const clauses = part.split(CLAUSE);
  const kept = clauses.filter((c) => {
    const text = foldForRules(c);
    const named = findMentions(c);
    return !(DEFERS.test(text) && (named.addon || named.package || named.bundle) && !asksSomething(c.replace(DEFERS, " ")));
  });
  return kept.length === clauses.length ? part : kept.join(" ").trim();
}

/** The visitor asks for our phone, e-mail or hours ("…, then give me your office number"). */
export function asksForContact(part: string): boolean {
  const text = foldForRules(part);
  return contactAsk(text) !== null || EMAIL_CONTACT_ASK.test(text) || ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !NOT_PHONE.test(text));
}

function contactAsk(text: string): EntryId | null {
  if (PHONE_AND_EMAIL.test(text)) return "contact";
  const asked: EntryId[] = [];
  if (HOURS_ASK.test(text) && !OFF_HOURS.test(text)) asked.push("hours");
  if (EMAIL_CONTACT_ASK.test(text)) asked.push("email");
  if (PHONE_CONTACT_ASK.test(text)) asked.push("phone");
  return asked.length > 1 ? "contact" : (asked[0] ?? null);
}

// Entries that answer a specific question better than the description of an offering the question also names.
const SPECIFIC = new Set<EntryId>(["timeline", "self-setup", "data-safety", "technical-skills", "add-later", "success-manager", "languages", "why-no-prices", "technologies", "mls"]);
const MIN_COVERAGE = 0.5;
// "solo, what do I need?": a stated profile plus a request for advice is a recommendation.
const ADVICE = /\bwhat (?:do|should|would|will) (?:i|we) (?:need|get|use|start with)\b|\bwhat (?:would|could) help\b|\bwhere (?:do|should) (?:i|we) start\b|\bque (?:necesito|necesitamos|me sirve)\b|\bcan (?:gi|goi gi)\b|需要什么|该用什么/;
const ARTICLE = /\b(?:articles?|blog|blogs|read|guide|piece|written|published|articulos?|guia|nota|escrito|publicado|bai viet)\b|文章|博客|写过/;
// "can I trust an AI with my clients?" asks what the FAQ on data safety answers.
const TRUST = /\bwho owns\b.{0,20}\bdata\b|\b(?:trust|risky|safe to)\b.{0,30}\b(?:clients?|customers?|leads?|data|info)\b|\bconfiar\w*\b.{0,30}\b(?:clientes?|datos)\b|\btin tuong\b|(?:信任|放心).{0,10}(?:客户|数据)|(?:客户|数据).{0,10}(?:信任|放心)/;
// Whether the client data is safe, sold or whose it is, in the four languages.
const DATA_ASK = new RegExp([
  /\b(?:data|records?|information|info)\b.{0,40}\b(?:safe|secure|protected|sold|sell|owns?|ownership|belongs?)\b|\b(?:safe|secure|sell|sold|owns?)\b.{0,30}\b(?:data|records|information|info)\b/.source,
  // Sold or passed on in other words: "pass my buyers' details along for money", "resell my client list".
  /\b(?:resell\w*|hand\w* over|give away|rent out)\b.{0,50}\b(?:details|lists?|contacts?)\b|\b(?:details|lists?|contacts?)\b.{0,40}\b(?:resell\w*|sell|sold|for money|to marketers|third part\w+)\b/.source,
  /\b(?:datos|informacion|registros)\b.{0,40}\b(?:segur[oa]s?|protegid\w*|vend(?:en|emos|er|id[oa]s?)|dueno\w*|pertenec\w*)\b|\b(?:segur[oa]s?|vend(?:en|emos|er))\b.{0,30}\b(?:datos|informacion)\b/.source,
  /\b(?:du lieu|thong tin)\b.{0,60}\b(?:an toan|bao mat|ban cho|di ban|ban lai|thuoc ve ai|cua ai|so huu)\b|\b(?:ban|chia se) (?:du lieu|thong tin)\b/.source,
  /(?:数据|资料|信息|联系方式|名单|客户).{0,20}(?:安全|归谁|属于谁|所有权|卖给|卖掉|被卖|出售|存(?:放)?在哪|放在哪|存哪)|(?:安全|卖|出售).{0,12}(?:数据|资料|信息|联系方式|名单)/.source,
  // Where the data lives once connected, or what becomes of it if the work ends: it stays in the visitor's own accounts.
  /\bwhere\b.{0,20}\b(?:data|records|information|info|contacts)\b.{0,30}\b(?:live|lives|stored|kept|sit|sits|go|goes|end up|held)\b|\bwhose accounts?\b|\bwhat (?:happens|becomes|will happen)\b.{0,20}\b(?:to|of|with)\b.{0,25}\b(?:data|records|information|info|contacts)\b/.source,
  /\bque (?:pasa|pasaria|sucede)\b.{0,10}\bcon\b.{0,25}\b(?:datos|informacion|registros|contactos)\b|\bdonde\b.{0,20}\b(?:quedan|se guardan|viven|estan|se almacenan)\b.{0,20}\b(?:datos|informacion)\b|\ben (?:que|cuales|las) cuentas?\b.{0,30}\b(?:datos|informacion)\b/.source,
  /\b(?:du lieu|thong tin)\b.{0,40}\b(?:luu o dau|nam o dau|o dau|the nao|ra sao|se ra sao|tai khoan cua ai)\b/.source,
  /(?:数据|资料|信息|名单).{0,12}(?:怎么办|怎么处理|会怎样|会怎么样|在哪|存在谁|谁的账户)|存在谁的|谁的账户/.source,
].join("|"));
const FILLER = /^(?:hold on|wait|ok|okay|so|hmm+|um+|uh+|well|lol|haha|oh|ah|bueno|pues|oye|a|uhm|vay|嗯|那个|好的)\W*$/;
const OFFERING_WORD = /\b(?:bundles?|add-?ons?|complementos?|setup fees?|dich vu bo sung)\b|附加|安装套餐/;

// The question's object is the site itself (cookies, the newsletter, where a figure comes from): a product or
// platform named in passing does not make it a question about that product; retrieval over the site's pages answers it.
const FIGURE_SOURCE = /\b(?:who (?:came up with|measured|calculated|worked out)|how (?:was|were|did you|do you) (?:\w+ ){0,3}(?:measur|calculat)\w*|de donde (?:sacan|sacaron)|quien (?:midio|calculo))\b.{0,40}(?:\d\s?%|\d+\+?\s?(?:percent|por ciento|horas|hours)|\b(?:figure|number|stat|stats|statistics?|cifra|dato|numero)\b)|(?:\d\s?%|\bpercent\b|\b(?:figure|number|stat|cifra)\b).{0,40}\b(?:who measured (?:it|that|them)|how (?:was|were) (?:it|that|they|those) measured)\b|(?:\b(?:where does|where do|where did|source (?:of|for)|based on|de donde (?:sale|salen|viene|vienen)|fuente de|lay tu dau|tu dau ra|nguon)\b.{0,40}(?:\d\s?%|\b(?:figure|number|stat|stats|statistics?|claim|cifra|dato|datos|numero|con so|so lieu)\b))|(?:\d\s?%|\b(?:figure|stat|statistic|cifra|con so|so lieu)\b).{0,40}\b(?:come from|source|fuente|de donde|tu dau|nguon)\b|(?:数字|数据|\d+\s?%).{0,12}(?:怎么来|从哪|哪来|来源|出处|依据)/;
const SITE_MATTER = new RegExp(`${/\bcookies?\b|\bnewsletters?\b|\bboletin\w*|\bban tin\b|(?<!un)\bsubscrib\w*|\bsuscrib\w*|\bdang ky nhan\b|\btrack(?:ing|s)? (?:me|my|visitors)\b|订阅|通讯|简报/.source}|${FIGURE_SOURCE.source}`);
// What the visitor types, sent to or seen by a model vendor: a privacy question, not "do you work with OpenAI?".
const MY_DATA = /我的(?:电话|号码|手机|邮箱|资料|信息|数据|联系方式)|我.{0,6}(?:输入|写|打|说)的|(?:输入|聊天|对话)的?内容|\b(?:what i (?:type|write|say|enter)|my (?:messages?|chats?|data|info|information|conversations?|questions?|phone(?: number)?|number|e-?mail(?: address)?|details|contact (?:info|details))|mi (?:numero|telefono|correo|celular)|mis datos de contacto|so (?:dien thoai )?cua toi|email cua toi|thong tin cua toi|lo que (?:escribo|pongo|digo)|mis (?:mensajes|datos|preguntas)|mi (?:informacion|conversacion)|nhung gi toi (?:go|viet|nhap|noi)|tin nhan cua toi|du lieu cua toi|cuoc tro chuyen)\b|我(?:输入|写|打|说)的|我的(?:消息|数据|信息|聊天|对话)/;
// Someone else receiving, seeing or keeping something: with the visitor's own details, a privacy question.
const SHARED = /\b(?:get|gets|see|sees|receive\w*|shar\w+|sen[dt]|sell\w*|sold|access\w*|stor\w+|keep\w*|kept|compart\w+|recib\w+|vend\w+|guard\w+|chia se|ban|nhan duoc|luu)\b|共享|分享|出售|卖|保存|看到|拿到|收到/;
const AI_VENDOR = /\b(?:openai|open ai|chatgpt|chat gpt|gpt|anthropic|claude)\b/;
// Blunt price pushes: the honest redirect (package prices are quoted in a consultation), not a description.
const PRICE_BLUNT = /^\W*(?:\$+|💰+|💵+)\s*\?*\W*$|\b(?:just|only|simply) (?:the |a |give me (?:the |a )?)?(?:range|number|price|figure|ballpark|cost)\b|\bgive me (?:a |the )?(?:range|number|ballpark)\b|\b(?:bottom line|straight answer)\b.{0,20}\b(?:price|cost)\b|\bdame (?:solo |nada mas )?(?:el|un) (?:numero|rango|precio)\b|\bsolo (?:el|un) (?:numero|rango|precio)\b|\bchi (?:can|muon|xin) (?:con so|gia|khoang gia|muc gia)\b|\bnoi (?:thang|luon) gia\b|直接(?:说|告诉我|给个?)(?:价格|价钱|多少钱|数字)|(?:只要|就要|给个)(?:价格|数字|范围|大概价)/;
// Facts the site never states: named so the reply says what it does not know.
const GUARANTEE = /\bguarantee\w*|\bgarantiz\w*|\bgarantia\b|\b(?:cam ket|dam bao|bao dam) (?:ket qua|hieu qua|doanh so)\b|保证(?:效果|结果|成交|业绩)|(?:效果|结果).{0,4}保证/;
// Where the agency itself is ("where are you based?", "¿en qué ciudad están?", "công ty bạn ở đâu", "你们公司在哪个城市"):
// the site says Houston and the areas around it.
const WHERE_WE_ARE = new RegExp([
  /\bwhere (?:are|r) (?:you|u|y ?all|you guys)\b(?: \w+)? (?:based|located|headquartered|from)\b|\bwhere is (?:your|the) (?:company|agency|office|business|headquarters|hq)(?: located| based)?\s*\??$/.source,
  /\ben que (?:ciudad|parte|lugar|estado)\b.{0,20}\b(?:estan|se encuentran|quedan|trabajan)\b|\bdonde (?:estan|queda\w*|se encuentra\w*)\b.{0,10}\b(?:ubicad\w*|ustedes|su (?:empresa|oficina|agencia|compania))\b/.source,
  // Only the company or office is asked about: "dữ liệu công ty tôi lưu ở đâu", "公司的数据存在哪" ask where data is.
  /\b(?:cong ty|van phong|tru so)(?: (?:cong ty|cua|ben|cac|ban|anh|chi|em|minh)){0,4} (?:nam |dat )?o (?:dau|thanh pho nao)\b|\b(?:ben ban|cac ban|ben em)(?: (?:nam|dat|lam viec))? o (?:dau|thanh pho nao)\b/.source,
  /(?:你们|贵公司)(?:公司|的公司|办公室)?(?:在|位于)(?:哪|什么地方)|(?:你们|贵公司).{0,4}哪个城市/.source,
].join("|"));
// Asking whether we have an office somewhere; "our leasing office" or "2 offices" is the visitor's own.
// Where the office is (a place, an address, a visit), not when it answers ("which days does your office pick up?").
const OFFICE_PLACE = /\b(?:in|at|near|around|located|location|where|visit|address|physical|storefront|en|cerca|donde|direccion|visitar|o dau|dia chi|tai)\b|在哪|地址|位于|哪里/;
const OFFICE = /\b(?:do you|do u|you guys|y all|yall|have you|are you|is there|any|your|ur)\b.{0,25}\b(?:offices?|physical location|storefront)\b|\b(?:tienen|hay|su|sus)\b.{0,20}\boficinas?\b|\b(?:co|ben ban)\b.{0,20}\bvan phong\b|你们.{0,8}(?:办公室|办事处|分公司)|(?:有|设)(?:没有)?(?:办公室|办事处|分公司)/;
const NOT_OURS = /\b(?:our|my|mi|nuestra|nuestras|mis|cua (?:toi|chung toi|minh))\b.{0,15}\b(?:offices?|oficinas?|van phong)\b|\d+ (?:offices|oficinas|van phong)|我们的(?:办公室|办事处)/;
// More facts the site never states: how many clients, who founded it and when, calls at once, a minimum contract.
const UNSTATED: [NonNullable<UnknownAbout["about"]>, RegExp][] = [
  ["clients", /\bhow many (?:clients|customers|users|agents|brokerages|companies)\b.{0,30}\b(?:you|your|yall|have|use|using|work|served|signed)\b|\bcuant[oa]s (?:clientes|usuarios)\b.{0,20}\b(?:tienen|atienden|han|usan)\b|\bbao nhieu khach(?: hang)?\b.{0,20}\b(?:roi|dang dung|da dung|su dung)?|(?:你们|贵公司).{0,4}(?:有多少|多少个?)(?:客户|用户)|(?:客户|用户)(?:有多少|数量)/],
  ["founding", /\bwho (?:founded|started|created|owns|runs)\b.{0,25}\b(?:company|you|it|agency|business|bayou\w*)\b|\bwhen (?:was|were|did)\b.{0,30}\b(?:founded|started|established|launched)\b|\bhow long (?:have|has)\b.{0,30}\bbeen (?:around|in business|operating|doing this)\b|\bhow many years\b.{0,30}\b(?:in business|around|operating|been)\b|\bquien (?:fundo|creo|es el dueno)\b|\b(?:desde cuando|cuantos anos)\b.{0,25}\b(?:existen|operan|trabajan|llevan|tiene la empresa)\b|\bai (?:thanh lap|sang lap)\b|\bthanh lap\b.{0,15}\b(?:khi nao|nam nao|bao lau|tu bao gio)\b|\bhoat dong (?:duoc )?bao (?:lau|nhieu nam)\b|谁(?:创立|创办|成立)|(?:成立|创立)(?:了)?(?:多久|几年|多少年|于哪年)|哪年成立|什么时候成立/],
  ["capacity", /\b(?:at once|simultaneous\w*|at the same time|concurrent\w*|a la vez|al mismo tiempo|simultanea\w*|cung luc|dong thoi)\b.{0,40}|同时.{0,12}(?:电话|通话|来电)/],
  ["contract", /\b(?:minimum|min)\b.{0,20}\b(?:contract|commitment|term)\b|\bhow long\b.{0,20}\bcontract\b|\b(?:plazo|contrato|permanencia) minim[oa]\b|\bcontrato\b.{0,20}\bminimo\b|\bhop dong\b.{0,30}\b(?:toi thieu|bao lau|may thang)\b|(?:最短|最少|最低).{0,6}(?:合同|合约)|(?:合同|合约).{0,6}(?:多久|多长|最短|至少)/],
  // Security certifications, how we are paid, how many people work here, which languages our
  // staff or Voice AI speak, referral commissions, messaging apps other than SMS and WhatsApp.
  ["certification", /\b(?:soc ?(?:2|ii)|iso ?27001|hipaa|pci(?: dss)?|pen(?:etration)? tests?|security (?:certifications?|audits?|reports?)|compliance (?:certifications?|reports?))\b|\bcertific\w*\b.{0,25}\b(?:security|seguridad|bao mat)\b|\bchung nhan bao mat\b|安全认证|合规认证|审计报告/],
  ["payment", /\b(?:take|accept|pay (?:by|with|via)|pagar con|tra bang|thanh toan (?:bang|qua))\b.{0,15}\b(?:apple pay|google pay|paypal|zelle|venmo|credit cards?|debit cards?|crypto\w*|bitcoin|tarjeta|the tin dung|the ghi no|tien mat|chuyen khoan)\b|支付宝|微信支付|(?:用|通过|刷).{0,10}(?:付款|付钱|交钱)|\b(?:pay|paying|payment|pagar\w*|pago|thanh toan|tra tien)\b.{0,30}\b(?:checks?|cheques?|bank transfer|wire|ach|credit cards?|paypal|zelle|venmo|crypto|transferencia|tarjeta|efectivo|sec|chuyen khoan|the tin dung|tien mat)\b|\b(?:checks?|cheques?|wire transfer|bank transfer|transferencia bancaria|chuyen khoan)\b.{0,25}\b(?:pay|accept|aceptan|pagar|pago|thanh toan)\w*\b|\bpayment (?:methods?|options?)\b|\bformas? de pago\b|\bhinh thuc thanh toan\b|支票|银行转账|转账付款|付款方式|支付方式|信用卡付/],
  ["headcount", /\bhow many (?:people|employees|staff|team members|workers)\b.{0,30}\b(?:work|does|do|have|has|are there|employ)\b|\bhow (?:big|large) is (?:your|the) (?:team|company|agency|staff)\b|\bcuant[oa]s (?:personas|empleados|trabajadores)\b.{0,30}\b(?:trabaj\w*|tienen?|son|hay)\b|\bcuanta gente\b.{0,30}\btrabaj\w*|\bbao nhieu (?:nhan vien|nguoi)\b.{0,30}\b(?:lam|cong ty|ben|doi ngu)\b|(?:公司|团队|你们)(?:有|一共有)?多少(?:个|名)?(?:员工|人|同事)|(?:员工|团队)(?:有)?多少人|团队(?:有)?多大/],
  ["voice-languages", /\bvoice ai\b.{0,50}\b(?:spanish|espanol|chinese|chino|mandarin|cantonese|vietnamese|vietnamita|tieng viet|tieng trung|tieng hoa|languages?|idiomas?|ngon ngu|giong)\b|\bvoice ai\b.{0,30}(?:中文|普通话|越南语|西班牙语|粤语|语言)/],
  ["staff-languages", /\b(?:staff|employees?|team members?|someone|anyone|people|personal|empleados?|alguien|nhan vien|ai trong|doi ngu)\b.{0,40}\b(?:speaks?|speaking|habl\w+|noi|biet)\b.{0,15}\b(?:spanish|espanol|chinese|chino|mandarin|vietnamese|vietnamita|tieng viet|tieng trung|tieng hoa)\b|(?:员工|工作人员|同事|人员|有人).{0,10}(?:会说|会讲|说|讲|懂)(?:中文|普通话|越南语|西班牙语|粤语)|(?:会说|会讲|懂)(?:中文|普通话|越南语|西班牙语|粤语)的(?:员工|工作人员|同事|人)/],
  // Refunds and money back, asked about ahead of time ("is there a refund policy?"); demanding one is a complaint.
  ["refund", /\b(?:refund\w*|money back|reembols\w*|devoluci(?:on|ones)(?: del dinero)?|devuelven (?:el|mi|nuestro) dinero|hoan (?:lai )?tien|tra lai tien)\b|退款|退钱|退费/],
  ["referral", /\breferral (?:program\w*|scheme|bonus\w*|partner\w*|rewards?)\b|\bprograma de (?:referidos|referencias|recomendad\w*)\b|\bchuong trinh (?:thuong )?gioi thieu\b|\bgioi thieu\b.{0,30}\b(?:thuong|duoc thuong)\b|推荐(?:计划|项目|有奖)|介绍.{0,10}(?:有奖|奖励)|\breferr?\w*\b.{0,40}\b(?:commissions?|fees?|bonus\w*|rewards?|paid|pay)\b|\b(?:commissions?|bonus\w*|rewards?)\b.{0,40}\brefer\w*|\b(?:comision\w*|recompensas?|bono)\b.{0,40}\b(?:referi\w*|recomend\w*)|\b(?:referi\w*|recomend\w*)\b.{0,40}\b(?:comision\w*|recompensas?|bono)\b|\bhoa hong\b|(?:推荐|介绍).{0,20}(?:佣金|奖励|返利|提成)|(?:佣金|返佣|提成)/],
  ["messaging-apps", /\b(?:wechat|weixin|telegram|zalo|viber|kakao\w*|line (?:app|messages?|messenger|chat)|on line|en line|qua line)\b|微信|(?:用|回|接)line|line(?:消息|聊天)/],
];
const TRAINING_ASK = /\b(?:teach|show|train)\b.{0,20}\b(?:me|us|my team|our team|my staff|our staff|my agents)\b.{0,20}\b(?:to use|how to use|using)\b|\bhow to use (?:it|the (?:system|tool|platform|thing|software)|this|your)\b|\bon (?:my|our) own\b|\btraining\b|\b(?:ensen\w*|explic\w*|muestr\w*)\b.{0,20}\b(?:a |como )?(?:usar|usarlo|usarla|manejar\w*)\b|\b(?:capacitacion|capacitan|entrenamiento)\b|\b(?:huong dan|chi|day (?:toi|minh|em|chi|anh))\b.{0,10}\bcach (?:su dung|dung|xai)\b|\bdao tao\b|教.{0,6}(?:怎么用|如何用|使用)|培训|(?:使用|上手)(?:指导|教程)|手把手|带(?:我|我们)上手/;
const UNLISTED_TOOL = /\b(?:software|program|programs|tool|tools|system|app|platform|crm)\b.{0,40}\b(?:(?:is ?nt|is not|not) (?:on|in) (?:your|the) list|(?:is ?nt|not) listed|you dont list)\b|\b(?:software|programa|sistema|herramienta|aplicacion|plataforma)\b.{0,40}\bno (?:veo|aparece|esta|sale) en (?:su|la|tu) lista\b|\b(?:phan mem|chuong trinh|he thong|ung dung|cong cu)\b.{0,40}\bkhong (?:co )?(?:nam )?trong danh sach\b|(?:软件|系统|工具|平台|程序).{0,12}(?:不在.{0,6}(?:列表|名单|清单)|(?:列表|名单|清单)(?:里|上)?没有)/;
const CALLS = /\b(?:calls?|llamadas?|cuoc goi|phone|telefon\w*)\b|电话|通话|来电/;
const FORM_INSTEAD = /\b(?:form|formulario|bieu mau|mau don|mau lien he)\b.{0,40}\b(?:instead|rather|fill|llenar|rellenar|en vez|en lugar|dien|thay vi)\b|\b(?:fill|llenar|rellenar|dien)\b.{0,20}\b(?:form|formulario|bieu mau|mau don)\b|(?:填|写).{0,4}(?:表格|表单)|(?:表格|表单).{0,6}(?:填|代替|不想聊)/;
// "if I set it up myself, do I skip the setup fee?" asks whether it saves the fee: yes, not "no fee".
const SAVES = /\b(?:save|saves|skip|avoid|waive\w*|get out of|not pay|dont pay|dont have to pay|no pago|no tengo que pagar|me ahorro|ahorr\w*|me salto|evito|khoi|khong phai tra|khong mat|tiet kiem|mien)\b|省|免掉|不用(?:付|交)/;
const ORDINALS: [RegExp, number][] = [
  [/\b(?:first|1st|primer|primero|primera|thu nhat|dau tien)\b|第一/, 0],
  [/\b(?:second|2nd|segundo|segunda|thu hai|thu 2)\b|第二/, 1],
  [/\b(?:third|3rd|tercer|tercero|tercera|thu ba|thu 3)\b|第三/, 2],
  [/\b(?:fourth|4th|cuarto|cuarta|thu tu|thu 4)\b|第四/, 3],
  [/\b(?:last|ultimo|ultima|cuoi cung|cuoi)\b|最后/, -1],
];
const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};
const COUNT_WORD = "(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|hai|ba|bon|nam|sau|bay|tam|chin|muoi)";
const COUNTED = new RegExp(`\\b${COUNT_WORD}\\s*(?:different |distintas |diferentes )?(?:platforms?|plataformas?|tools?|herramientas?|systems?|sistemas?|apps?|aplicaciones|integrations?|integraciones|softwares?|nen tang|cong cu|he thong|ung dung|phan mem)\\b`);
const COUNTED_ZH = /(\d{1,2}|[二两三四五六七八九十])\s*(?:个|種|种|套)?(?:平台|工具|系统|软件|应用)/;
// "and for 6?" right after a bundle answer: a bare count asks for the bundle of that size.
// "ok and 5?", "how about 3 haha", "vale, ¿y con 2?": fillers, joiners and laughter around the count change nothing.
const BARE_COUNT = new RegExp(`^[^\\p{L}\\p{N}]*(?:(?:ok|okay|k|kk|vale|bueno|pues|so|and|y|va|what about|how about|and what about|y para|y si son|and if (?:its|it s|we have))[^\\p{L}\\p{N}]+)*(?:for |para |cho |with |con |if )?${COUNT_WORD}(?: (?:platforms?|plataformas?|nen tang|tools?|herramientas))?(?: (?:thi sao|thi chon (?:goi|bundle) nao|then|entonces))?(?:[^\\p{L}\\p{N}]+(?:lol|haha+|jaja+|jeje+|pls|please|porfa))*[^\\p{L}\\p{N}]*$|^(?:那|那么|如果)?(\\d{1,2}|[二两三四五六七八九十])\\s*个?(?:平台)?(?:呢|的话呢|的话)?[^\\p{L}\\p{N}]*$`, "u");

/** How many platforms the visitor says they connect: a number (in digits or words) or the platforms listed. */
export function countPlatforms(text: string, platforms: readonly string[]): number {
  const said = text.match(COUNTED)?.[1] ?? text.match(COUNTED_ZH)?.[1];
  if (said) return Number(said) || NUMBER_WORDS[said] || 0;
  // "Twilio" and "Twilio SMS" are one platform.
  return new Set(platforms.map((p) => foldForRules(p).split(" ")[0])).size;
}

const bareCount = (text: string): number => {
  const m = text.match(BARE_COUNT);
  const said = m?.[1] ?? m?.[2];
  return said ? Number(said) || NUMBER_WORDS[said] || 0 : 0;
};

/** "the second one" against the list last shown (packages, bundles, add-ons, setup fees). */
function ordinalPick(text: string, topic: Topic | null, facts: SiteFacts): Topic | null {
  if (topic?.kind !== "list" || text.split(" ").length > 9) return null;
  const at = ORDINALS.find(([pattern]) => pattern.test(text))?.[1];
  if (at === undefined) return null;
  const o = facts.offerings;
  const keys: Record<string, string[]> = { package: o.packages.map((p) => p.key), bundle: o.bundles.map((b) => b.key), addon: o.addOnServices.map((a) => a.key), setup: o.setupAddOns.map((s) => s.key) };
  const list = keys[topic.key] ?? [];
  const key = at < 0 ? list[list.length - 1] : list[at];
  return key ? { kind: topic.key as Topic["kind"], key } : null;
}

const SERVE_ASK = /\b(?:serve|serves|servicing|cover|covers|work in|operate|available in|atienden|cubren|trabajan en|llegan a|phuc vu|co lam o|lam viec o|hoat dong o)\b|服务|覆盖|在.{0,6}(?:吗|么)/;
const MY_AREA = /\b(?:my (?:area|city|town|zone|neighbou?rhood|market)|where i (?:am|work|live)|there|mi (?:zona|area|ciudad|barrio)|donde (?:estoy|trabajo)|khu vuc (?:cua )?(?:toi|minh|em)|cho (?:toi|minh) o|o do)\b|我(?:这边|那边|这里|那里|所在|的地区|的区域)|我这个?(?:区域|地区|地方|片区)|那边|那里/;

export type ResolveInput = { part: string; facts: SiteFacts; topic: Topic | null; profile: Profile; classify?: (text: string) => { label: Intent; p: number } };
/**
 * `weak`: the answer came from loose retrieval over entry phrasings, with this share of the question's words; a
 * passage of the site that covers clearly more of the question wins.
 */
export type Resolved = { answers: Answer[]; topic: Topic | null; intent: Intent | null; weak?: number };

const entry = (id: EntryId): Resolved => ({ answers: [{ t: "entry", id }], topic: null, intent: ENTRY_INTENT[id] });

function recommendation(profile: Profile, text: string): Answer {
  if (profile.size === "solo") return { t: "recommend", key: "foundation", reason: "solo" };
  if (profile.size === "team") return { t: "recommend", key: "growth", reason: "team" };
  if (profile.size === "brokerage") return { t: "recommend", key: "enterprise", reason: "brokerage" };
  if (/popular|pho bien|受欢迎|nhieu nhat|nhieu nguoi chon|mas elegid|most chosen|la mayoria|most (?:teams|people|clients)/.test(text)) return { t: "recommend", key: "growth", reason: "popular" };
  return { t: "recommend-ask" };
}

/** The smallest bundle covering `count` platforms; beyond the largest, the largest (its renderer adds the per-platform fees). */
function bundleFor(count: number, facts: SiteFacts): Answer | null {
  const sized = facts.offerings.bundles.map((b) => ({ key: b.key, n: Number(b.platforms.match(/\d+/)?.[0] ?? 0) })).filter((b) => b.n > 0).sort((a, b) => a.n - b.n);
  const key = (sized.find((b) => count <= b.n) ?? sized[sized.length - 1])?.key;
  return key ? { t: "bundle-for", key, count: Math.min(count, 20) } : null;
}

export function resolvePart({ part, facts, topic, profile, classify }: ResolveInput): Resolved {
  const text = foldForRules(part);
  // "hold on, is this automated?": a filler before the question answers nothing by itself.
  if (looksOffTopic(part) || FILLER.test(text)) return { answers: [], topic: null, intent: null };
  const mentions = findMentions(part);
  const platforms = findPlatforms(part, facts);
  // Questions about the site itself, or about what happens to the visitor's words: nothing here grabs them by one word.
  // "Does HubSpot get my phone number if I leave it here?": who receives the visitor's details is the privacy page's.
  // The newsletter's name and its confirmation link, asked in so many words: the site's own facts.
  if ((NEWSLETTER_LINK.test(text) && LINK_LIFE.test(text)) || /\b(?:click|use|open|tap) (?:it|the link|that link|on it) (?:twice|more than once|again|a second time)\b/.test(text)) return { answers: [{ t: "extra", id: "newsletter-link" }], topic: null, intent: "blog" };
  if (DELETION_SOMEDAY.test(text)) return { answers: [{ t: "extra", id: "deletion-how" }], topic: null, intent: "about" };
  // "where does the 300% come from?": the figures, and that the site does not say how they were measured.
  if (FIGURE_SOURCE.test(text)) return { answers: [{ t: "extra", id: "figure-source" }], topic: null, intent: "results" };
  // "does this site drop cookies on me?": the privacy page's plain no, with what the browser does keep.
  if (/\bcookies?\b|\bcookie\b|饼干/.test(text) && !/\b(?:recipe|receta|bake|hornear)\b/.test(text)) return { answers: [{ t: "extra", id: "cookies" }], topic: null, intent: "about" };
  if (NEWSLETTER_NAME.test(text)) return { answers: [{ t: "extra", id: "newsletter" }], topic: null, intent: "blog" };
  if (BLOG_NAME_ASK.test(text)) return entry("blog");
  if (SITE_MATTER.test(text) || (MY_DATA.test(text) && (AI_VENDOR.test(text) || platforms.length > 0 || SHARED.test(text)))) return { answers: [], topic: null, intent: null };
  if (STATS_ASK.test(text)) return entry("results");
  if (PRICE_BLUNT.test(text) || (/^\W*(?:\$+|💰+)\W*$/u.test(part.trim()))) return entry("pricing");
  if (REPLY_TIME.test(text)) return { answers: [{ t: "extra", id: "reply-time" }], topic: null, intent: "contact" };
  const contact = contactAsk(text);
  if (contact) {
    // "what time do you open for agents in Katy?": the place is answered after the hours.
    const known = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)));
    const other = known ? null : unlistedArea(text);
    const place: Answer[] = known ? [{ t: "area", name: known, known: true }] : other ? [{ t: "unlisted-area", name: other }] : [];
    return { answers: [...entry(contact).answers, ...place], topic: null, intent: ENTRY_INTENT[contact] };
  }
  const picked = ordinalPick(text, topic, facts);
  if (picked) {
    if (picked.kind === "package") return { answers: [{ t: "package", key: picked.key, price: false }], topic: picked, intent: "packages" };
    return { answers: [{ t: picked.kind as "addon" | "bundle" | "setup", key: picked.key }], topic: picked, intent: picked.kind === "bundle" ? "bundles" : picked.kind === "setup" ? "setup_fees" : "addons" };
  }
  const inBundleThread = topic?.kind === "bundle" || (topic?.kind === "list" && topic.key === "bundle") || topic?.kind === "setup" || (topic?.kind === "list" && topic.key === "setup");
  const again = inBundleThread ? bareCount(text) : 0;
  if (again >= 2) {
    const answer = bundleFor(again, facts);
    if (answer) return { answers: [answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  const counted0 = countPlatforms(text, platforms);
  if (counted0 >= 2 && (BUNDLE_ASK.test(text) || RECOMMEND.test(text)) && !mentions.package) {
    const answer = bundleFor(counted0, facts);
    // "Google Sheets and Airtable, what would connecting those cost?": their own setup fee, then the bundle that covers them.
    const own: Answer[] = mentions.setup && platforms.length >= 2 && !BUNDLE_WORD.test(text) ? [{ t: "setup", key: mentions.setup }] : [];
    if (answer) return { answers: [...own, answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  // "money-back guarantee or trial?" is about trials and refunds, which have their own answer.
  if (GUARANTEE.test(text) && !/\b(?:money back|refund\w*|trial|reembolso|prueba|devolucion|hoan tien|dung thu)\b|退款|试用/.test(text)) return { answers: [{ t: "unknown", about: "guarantee" }], topic: null, intent: "unanswered" };
  if (OFFICE.test(text) && OFFICE_PLACE.test(text) && !NOT_OURS.test(text) && !HOURS_ASK.test(text)) {
    const place = text.match(ELSEWHERE)?.[0] ?? facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a))) ?? unlistedArea(text) ?? undefined;
    const name = place ? place.replace(/\b\w/g, (c) => c.toUpperCase()) : undefined;
    return { answers: [{ t: "unknown", about: "office", ...(name && /^[\p{L} .-]+$/u.test(name) ? { name } : {}) }], topic: null, intent: "unanswered" };
  }
  if (WHERE_WE_ARE.test(text) && !unlistedArea(text)) return entry("areas");
  // "money back or a trial period?" gets the trial answer, which says where to ask about the rest.
  const unstated = UNSTATED.find(([about, pattern]) => pattern.test(text) && (about !== "capacity" || CALLS.test(text)) && (about !== "refund" || readExtra(text) !== "trial"))?.[0];
  if (unstated) return { answers: [{ t: "unknown", about: unstated }], topic: null, intent: "unanswered" };
  // "will someone show me how to use it?": the onboarding and training every package includes.
  if (TRAINING_ASK.test(text) && !BLOG.test(text)) return { answers: [{ t: "extra", id: "training" }], topic: null, intent: "services" };
  // "a program that isn't on your list": tools outside the list are Custom Integrations.
  if (UNLISTED_TOOL.test(text) && findMentions(part).addon === undefined) return { answers: [{ t: "addon", key: "custom-integrations" }], topic: { kind: "addon", key: "custom-integrations" }, intent: "addons" };
  if (FORM_INSTEAD.test(text)) return { answers: [{ t: "extra", id: "form" }], topic: null, intent: "contact" };
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
  if ((extra === "trial" || extra === "start") && !named0 && !OFFERING_WORD.test(text)) return { answers: [{ t: "extra", id: extra }], topic: null, intent: extra === "trial" ? "booking" : "pricing" };
  // "broker-owner here, 7 agents, our weekend leads go cold": a team's size and what hurts, asking nothing else, asks
  // which package fits; the pain alone would point at one offering.
  const sized = readProfile(part);
  if (sized.agents !== undefined && !asksSomething(part) && !named0 && platforms.length === 0) {
    const answer = recommendation({ ...profile, ...sized }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "my tenants' data: is it safe, who owns it?", "tenants in Sugar Land: do you work there?": who the visitor serves
  // (tenants) only sets the scene; the data or the area asked is answered.
  if (DATA_ASK.test(text) && !named0) return entry("data-safety");
  const areaNamed = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)) || (a === "Sugar Land" && text.includes("sugarland")));
  if (areaNamed && SERVE_ASK.test(text) && !named0 && !asksPrice) return { answers: [{ t: "area", name: areaNamed, known: true }], topic: null, intent: "location" };
  // "tenants write to me on WhatsApp: can it answer them there?": the platform is asked, not the tenants' add-on.
  const onPlatform = platforms.length > 0 && (ON_THAT_PLATFORM.test(text) || new RegExp(OTHERS_REACH_ME.source).test(text));
  // "which spreadsheet tools can you connect?": the kind of platform asked, listed with its setup.
  const whichSetup = Boolean(mentions.setup) && WHICH_TOOLS.test(text);
  const need = named0 || onPlatform || whichSetup ? null : readNeed(text);
  // "any article about tenant automation" asks for an article; "post my listings to instagram" does not.
  if (BLOG.test(text) && (!need || ARTICLE.test(text)) && !/\bpost(?:ed)? (?:on|about)? ?(?:instagram|facebook)/.test(text)) {
    const { posts, subject } = matchPosts(part, facts.posts);
    // The posts' own paragraphs, in any language, decide which are about the subject; the titles alone decided before.
    const about = postsAbout(part, facts, "en");
    // A post's title may name the subject when no paragraph holds enough of it ("storm warnings to renters" → the
    // hurricane post; "property taxes" is named by no title: "property" is what the whole site is about).
    // A post its title names goes first among those whose paragraphs hold the subject ("tra loi nhanh": Speed to Lead).
    const named = about ? namedPost(part, facts) : null;
    const slugs = named ? [named.slug, ...(about ?? []).filter((slug) => slug !== named.slug)].slice(0, 3) : about === null || (about.length === 0 && posts.length > 0 && !facts.posts.some((p) => p.body)) ? posts.map((p) => p.slug) : about;
    return { answers: [{ t: "posts", slugs, subject: slugs.length === 0 ? subject : null }], topic: null, intent: "blog" };
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
  // "we're a 40-agent brokerage in Katy": the size asks for a package; the place is only where they work.
  const namesPlace = Boolean(stated.area ?? otherArea ?? text.match(ELSEWHERE) ?? facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a))));
  if ((stated.agents !== undefined || stated.size === "solo") && namesPlace && !SERVE_ASK.test(text) && !asksPrice && !named0 && platforms.length === 0) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "do you cover my area?" after "I'm a property manager in Clear Lake".
  const where = stated.area ?? profile.area;
  if (where && MY_AREA.test(text)) {
    const known = facts.offerings.serviceAreas.some((a) => a === where);
    return { answers: [known ? { t: "area", name: where, known: true } : { t: "unlisted-area", name: where }], topic: null, intent: "location" };
  }
  if (extra === "audience") return { answers: [{ t: "extra", id: "audience" }], topic: null, intent: "about" };
  const otherPlatform = unlistedPlatform(text);
  if (otherPlatform && platforms.length === 0) return { answers: [{ t: "unlisted-platform", name: otherPlatform }], topic: null, intent: "integrations" };

  if ((RECOMMEND.test(text) || (strong?.entry === "recommend" && !asksPrice)) && !mentions.addon && !mentions.bundle && !mentions.package) {
    const answer = recommendation(profile, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  if (BOOKING_LINK.test(text)) return entry("booking");
  if (PHONE_AND_EMAIL.test(text)) return entry("contact");
  if (TIMELINE.test(text) && !KEPT.test(text) && !WRITE_BACK.test(text)) return entry("timeline");
  if (TRUST.test(text)) return entry("data-safety");
  if (HOW_IT_WORKS.test(text)) return entry("how-it-works");
  if (SELF_SETUP.test(text) && FEE.test(text)) return SAVES.test(text) ? { answers: [{ t: "extra", id: "self-setup-saves" }], topic: null, intent: "setup_fees" } : entry("self-setup");
  if (ELSEWHERE.test(text)) return entry("areas");
  if (LANGUAGES_ASK.test(text)) return entry("languages");
  if (ADD_TO.test(text) || (strong && strong.entry === "add-later")) return entry("add-later");
  if (platforms.length > 0 && !asksPrice && !mentions.addon && !mentions.bundle && !mentions.package && (CONNECT.test(text) || onPlatform)) {
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
    if (named.kind === "setup" && !asksPrice && CONNECT.test(text) && !whichSetup) return entry("integrations");
    if (named.kind === "setup") return { answers: [{ t: "setup", key: named.key }], topic: named, intent: "setup_fees" };
    const kind = named.kind === "bundle" ? "bundle" : "addon";
    // "the pro bundle and the email commander": both named in one breath, both answered.
    const also: Answer[] = kind === "bundle" && mentions.addon ? [{ t: "addon", key: mentions.addon }] : [];
    return { answers: [...withPackage, { t: kind, key: named.key }, ...also], topic: named, intent: kind === "bundle" ? "bundles" : "addons" };
  }
  if (BUNDLES_ASK.test(text)) return { ...entry("bundles"), topic: { kind: "list", key: "bundle" } };
  if (EMAIL_ASK.test(text) && !/marketing|commander/.test(text)) return entry("email");
  if ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !asksPrice && !NOT_PHONE.test(text) && !SITE_MATTER.test(text)) return entry("phone");
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
    return { ...entry(chosen), topic: listKind ? { kind: "list", key: listKind } : null, ...(strong.coverage < 0.75 || chosen !== strong.entry ? { weak: strong.coverage } : {}) };
  }
  if (guessed) return { ...entry(guessed), weak: top?.coverage ?? 0 };
  if (top && top.coverage >= 0.34) return { ...entry(top.entry), weak: top.coverage };
  return { answers: [], topic: null, intent: null };
}
