import { addedSinceStarted } from "./since-started.ts";
import { asksHowToErase } from "./policy-shapes.ts";
import { ORIGIN_TOLD, SERVE_ASK } from "./place-ask-patterns.ts";
import { asksTrainedOnTheirs } from "./trained-on-theirs.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ENTRY_LEVEL, PACKAGE_ASKED, successManagerEntry, wantsFoundation, WHICH_ONE_THAT } from "./fit.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import { DELETION_CHECK, DELETION_SOMEDAY } from "./opt-out-deletion-patterns.ts";
import { OTHERS_WANT_A_PERSON, REPLY_TIME } from "./acts.ts";
import { addonForChannel, asksYesNo, readNeed, servedArea, unlistedArea, unlistedPlatform } from "./needs.ts";
import { asksOtherLanguage, mayNameAPlace, unlistedPlace, unlistedTools } from "./unlisted.ts";
import { contactAsk } from "./contact-ask.ts";
import { featureOfNamedPackage } from "./feature-owner.ts";
import { entry } from "./resolved.ts";
import { asksSocialPages } from "./social-asks.ts";
import { sitePassages } from "./knowledge/site-passage.ts";
import { readProfile } from "./topics.ts";
import { asksAreasListed } from "./areas-asked.ts";
import { addedLater, asksAddonOnto } from "./addon-onto.ts";
import { anotherAddonByUse } from "./addon-fit.ts";
import { namesBothOptions } from "./setup-choice-ask.ts";
import { asksPlanFirst, asksTuning } from "./tuning-ask.ts";
import type { Resolved, ResolveInput } from "./resolved.ts";
import { BUNDLE_WORD, CLIENTS_TELL_AI, CONNECTS_NAMED, packageAskedBesideTools } from "./question-patterns.ts";
import { DATA_ASK, OTHERS_READ, SELF_SETUP, asksSetupChoice, ADDON_PRICE_FOLLOW, AI_VENDOR, INCLUDED_ASK, RECOMMEND, TECH_SKILLS, TRAINING_ASK, ANSWERS_LEADS, BLOG_NAME_ASK, FIGURE_SOURCE, LINK_LIFE, MONTHLY_REPORTS, MY_DATA, NEWSLETTER_LINK, NEWSLETTER_NAME, PRICE, PRICE_BLUNT, ROUND_THE_CLOCK, SHARED, SITE_MATTER, STATS_ASK, THE_ASSISTANT, THIS_CHAT_VENDOR, WHICH_AI, CONSULT_COST, ABOUT_US_ASK, TIMELINE } from "./question-patterns.ts";
import { HOURS_ASK } from "./contact-ask-patterns.ts";

// Questions about the site itself, about what happens to the visitor's words, about our contacts and about what the
// site does not list: asked in so many words, they are answered before any offering a word of them names.

// "someone assigned to us", "alguien asignado pa ellos", "una persona fija de su lado", "the same person every time", "người phụ trách riêng", "专人负责": a person of ours kept for the
// client's account, which the site calls a dedicated success manager.
const ASSIGNED_PERSON = /\b(?:someone|somebody|a person|a rep|one person|anyone)\b.{0,10}\b(?:assigned|dedicated)\b|\b(?:alguien|una persona|un gerente|un asesor|un contacto|un interlocutor)\b.{0,6}\b(?:asignad|dedicad|exclusiv|fij)[oa]s?\b|\b(?:the same|one fixed|a fixed) (?:person|rep|contact) (?:each|every) time\b|\b(?:la misma persona|el mismo contacto) (?:siempre|cada vez|de (?:su|vuestro) lado)\b|\bnguoi (?:phu trach|ho tro|cham soc|quan ly) rieng\b|\bco ai (?:co dinh |rieng )?(?:lo|phu trach|cham soc|theo)(?: rieng)? cho (?:cong ty|van phong|ben|nhom|minh|toi|em|chi|anh)\b|\bai (?:lo|phu trach|cham soc) rieng\b|专人(?:负责|对接|服务|跟进)|(?:派|配|安排)(?:一个|个|一位)?(?:专门的)?(?:人|经理|顾问)(?:专门)?(?:负责|对接|跟)/;

// "and in Galveston?", "y en Fulshear?", "còn ở Alief?", "what about Pearland", "那Meadows Place呢": a place asked after the
// areas, bare.
const AREA_FOLLOW_UP = /^(?:(?:and|y|e|what about|how about|and what about|con|va|con o|còn|còn ở|thế còn|vậy còn|rứa còn|the con|vay con|thế|vậy|rứa|thế thì|vậy thì|thế ở|vậy ở)\s+|(?:那|那么|还有|那在|那么在)\s*)?(?:in|en|o|ở|tai|tại|for|para)?\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s*(?:呢|那边呢|的话呢)?\s*[?？]?$/u;
const AREA_FOLLOW_UP_LEAD = /^(?:(?:and what about|what about|how about|and|y|e|con|va|thế còn|vậy còn|rứa còn|the con|vay con|còn|thế thì|vậy thì|thế|vậy|rứa)\s+|(?:那|那么|还有|那在|那么在)\s*)?(?:(?:in|en|o|ở|tai|tại|for|para)\s+)?|\s*(?:呢|那边呢|的话呢)?\s*[?？]?$/gu;
// "Thế Marilyn Estates thì sao?" ("thế", "vậy" open it as "còn" does), "Còn Marilyn Estates thì sao?", "Còn Marilyn Estates, chỗ nhóm em làm thì sao?", "and Carverdale, where my team
// works?": after a place was answered, the place follow-up may close on "how about it" and say in an aside whose place
// it is; both go, so the place is what is left.
const AREA_ASIDE = /\s*[,，]\s*(?:(?:cho|noi|khu|vung|la noi|la cho|where|which is where|that['’]?s where|just (?:up|down) the road|(?:up|down) the road|near|next to|close to|right by|donde|que es donde|ahi donde|alla donde)\b|(?:chỗ|nơi|là nơi|là chỗ|vùng)\s)[^,，?？]{0,40}(?=\s*(?:thì sao|thì thế nào|thì sao ạ)?\s*[?？.!]*\s*$)/iu;
const AREA_TAIL = /\s*(?:thì sao|thì thế nào|thì như nào|thì được không|thì có không|sao|nữa|then|entonces)(?:\s+(?:ạ|anh chị|anh|chị|em|nhé|nha))*\s*([?？]?)\s*$/u;
// "what about westbury, where me office is", "what about timbergrove, just up the road from there": typed in lower case,
// the name is a place because the aside says whose place it is; it is read as the site writes places, in title case.
const placeAlone = (bare: string): string => {
  const alone = bare.replace(AREA_ASIDE, "");
  const named = alone !== bare ? alone.replace(/^((?:and |so )?(?:what|how) about )(\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,2})(?=\s*[?？.!]*\s*$)/u, (_, lead: string, name: string) => lead + name.replace(/(?<!\p{L})\p{Ll}/gu, (c) => c.toUpperCase())) : alone;
  return named.replace(AREA_TAIL, "$1");
};

const LOWER_PLACE_NEXT = /^(?:(?:and|so|ok|okay) )?(?:what|how) about (\p{Ll}[\p{L}'’-]{3,}(?: \p{Ll}[\p{L}'’-]+)?)\s*(?:[,?.!]|$)/u;

// A reference call or a talk with a client we already serve: "could we speak with one of your current clients?",
// "¿nos pasan referencias de clientes actuales?", "cho em nói chuyện với một khách hàng đang dùng", "能不能介绍一个现有客户
// 跟我们聊聊". The site names no client to put anyone in touch with: the gap, and who can answer it.
// (Against another company: "something cheaper that at least answers the calls" asks for a cheaper add-on instead.)
const CHEAPER_THAN = /\b(?:cheaper|less expensive|more expensive|pricier|(?:mas|menos) (?:barat|car)[oa]s?|re hon|dat hon|mac hon)\b.{0,12}\b(?:than|que|hon|so voi) (?:them|they|those guys|the others?|other (?:agencies|companies|outfits)|competitors?|your competitors|ellos|ellas|la otra|el otro|los otros|otras? (?:agencias?|empresas?|companias?)|la competencia|ben kia|cong ty kia|ho)\b|比(?:他们|别家|那家|其他).{0,4}(?:便宜|贵)/;
// ("give me 2 or 3 brokers I can call as references", "số điện thoại mấy khách hàng cũ để anh gọi hỏi", "几个客户的电话打去问":
// clients of ours to call.)
const REFERENCE_ASK = /\b(?:clients?|customers?|brokers?|brokerages?|agents?|people|folks)\b.{0,25}\b(?:i|we) (?:can|could) (?:call|talk to|reach|contact|ring)\b|\bas (?:a )?references?\b|\b(?:so dien thoai|sdt|so)\b.{0,20}\bkhach hang (?:cu|truoc|hien tai|cua ben (?:em|anh|chi))\b|(?:客户|用户)的(?:电话|联系方式)[^。？?]{0,8}(?:打(?:去|过去)?问|问问|聊聊|咨询)|\b(?:references?|reference (?:calls?|checks?)|talk (?:to|with)|speak (?:to|with)|chat with|call with|hear from|contact (?:info )?(?:for|of))\b.{0,30}\b(?:another|other|existing|current|past|former|one of your|a few of your|some of your|a couple of your)\b.{0,12}\b(?:clients?|customers?|brokerages?|brokers?|agents?|teams?|users?|accounts?)\b|\b(?:referencias?|hablar con|platicar con|contactar a|contacto de)\b.{0,25}\b(?:clientes?|corredurias?|agentes?|inmobiliarias?)\b.{0,6}\b(?:actuales|anteriores|que ya (?:lo )?(?:usan|usen|tienen|trabajan)|suy[oa]s|de ustedes|con ustedes)\b|\b(?:noi chuyen|goi dien|lien he|tham khao|hoi)\b.{0,20}\b(?:khach hang|cong ty|san|moi gioi)\b.{0,6}\b(?:cu|hien tai|da dung|dang dung|cua ben (?:anh|chi|minh|ban))\b|(?:介绍|联系|认识|和|跟).{0,8}(?:现有|老|其他|已有的?|你们的)(?:客户|用户)(?:聊|谈|通话|打电话|交流|了解)|参考客户|客户推荐人/;

const SETUP_CHOICE_PASSAGES = ["page:setup-done-for-you", "page:setup-self-setup"];

// "…later on, can we bolt it on then?": the moment said first.
const ADDED_LATER = /\b(?:later(?: on)?|down the road)\b.{0,60}\b(?:add|bolt|tack|put)\w* (?:it |that |them |this )?on\b|\b(?:add(?:ed)?|bolt on|tack on|put on)\b.{0,40}\b(?:later(?: on)?|down the (?:road|line)|any ?time|whenever (?:i|we|she|he|they) (?:want|like|need)|after (?:we|i|she|he|they) (?:sign|start|go live))\b|\b(?:agreg|sum|anad|pon)\w*\b.{0,40}\b(?:despues|mas adelante|mas tarde|cuando (?:quiera|quieras|queramos|sea)|en cualquier momento)\b|\b(?:them|gan|lap)\b.{0,40}\b(?:sau nay|luc nao cung|bat cu luc nao|khi nao cung|ve sau)\b|(?:以后|之后|后面|将来|日后)[^。？！?!]{0,20}(?:什么时候|任何时候|随时)(?:都)?(?:能|可以)?(?:加|添)|(?:以后|之后|后面|将来|日后)(?:还)?(?:能|可以)(?:再)?(?:加|添)/;
// "¿Usáis Zapier o algo parecido para enlazar las herramientas?", "do you use Make or something like it?": the workflow
// tool we build on is among the technologies the site lists (n8n).
const WORKFLOW_TOOL_ASKED = /\b(?:do|did|are|would) (?:you|u|y ?all|you guys)(?: \w+)? (?:use|using|run|build on|go with)\b.{0,15}\b(?:zapier|make|integromat|ifttt|power automate)\b|\b(?:usan|usais|usas|utilizan|utilizais|trabajan con|trabajais con)\b.{0,15}\b(?:zapier|make|integromat|ifttt|power automate)\b|\b(?:ben (?:em|anh|chi|ban)|cac ban) (?:co )?(?:dung|xai)\b.{0,15}\b(?:zapier|make)\b|你们[^，。？?]{0,8}(?:用|使用)(?:的是)?(?:zapier|make)/;
// A person to talk to: "pide hablar con alguien", "wants to speak to a human", "muốn nói chuyện với người thật", "要找真人".
const TALK_TO = /\b(?:talk|speak|chat|hablar|platicar|noi chuyen|gap)\b|真人|人工/;
// An add-on asked for by name or price ("which add-on does that, and what does it cost?") is not the hand-off asked about.
const asksFor = (text: string): boolean => /\b(?:add-?ons?|complementos?|dich vu bo sung|how much|cuanto|bao nhieu|price|precio|cost\w*)\b|附加|多少钱/.test(text);
export type SiteAskInput = Pick<ResolveInput, "part" | "facts" | "topic" | "afterAreas" | "profile"> & { text: string; mentions: ReturnType<typeof findMentions>; platforms: string[] };

/** The answer to a question about the site, its contacts or what it does not list; null when the part asks none. */
// Alerts of new listings for buyers ("can it send listing alerts?", "¿manda alertas de casas nuevas?", "có báo nhà mới cho
// người mua không", "能推送新房源吗"): the MLS/HAR connection the site says alerts come from.
const LISTING_ALERTS =
  /\b(?:listing|property|new (?:listing|home|house)s?|price[- ](?:drop|change))s? (?:alerts?|notifications?)\b|\balerts?\b.{0,20}\b(?:new )?(?:listings|homes|houses|properties)\b|\balertas?\b.{0,30}\b(?:casas|propiedades|listados|inmuebles)\b|\b(?:thong bao|bao|gui tin|canh bao)\b.{0,20}\bnha moi\b|\bnha moi (?:len|ra)\b.{0,30}\b(?:nguoi mua|khach)\b/u;
// The CRM kept up to date by itself ("will it update my CRM automatically?", "¿actualiza mi CRM solo?", "có tự cập nhật
// CRM không", "会自动更新CRM吗"): the integration answer (every lead lands in the pipeline), not only the setup row's fee.
// "which CRMs do you connect to?", "¿con qué CRM trabajan?", "kết nối được CRM nào", "支持哪些CRM": the list of CRMs, by
// rule, so a lead-in beside it ("lost again, gutted. anyway which crms…") does not bury it for the classifier.
const CRM_SYNC =
  /\b(?:which|what|wat) crms?\b.{0,25}\b(?:connect|integrat|work|sync|support|hook|plug)\w*|\b(?:que|cuales|con que|con cuales) crms?\b.{0,25}\b(?:conect|integr|trabaj|manej|sincroniz)\w*|\bcrm (?:nao|gi)\b|(?:哪些|哪个|什么)\s*crm|\b(?:con )?(?:que|cuales) (?:programas?|sistemas?|software|apps?) (?:de|para) (?:(?:manejar|llevar|administrar) (?:a )?(?:los )?)?(?:clientes|contactos)\b.{0,25}\b(?:conect|integr|trabaj|funcion)\w*|(?:哪些|哪个|什么)(?:客户管理系统|客户关系管理(?:系统)?|客户系统)|\b(?:phan mem|he thong) quan ly khach hang (?:nao|gi)\b|\b(?:updates?|updating|sync\w*|log\w*|push\w*|feeds?|lands?|goes|go) (?:(?:everything|leads?|it|them|contacts?) )?(?:(?:in|into|to|with) )?(?:my |our |the )?crm\b(?:.{0,20}\b(?:automatic\w*|by itself|on its own))?|\b(?:actualiza\w*|sincroniza\w*|llena\w*) (?:solo |sola |automaticamente )?(?:mi |el |nuestro )?crm\b|\b(?:actualiza|sincroniza|registra|pasa|manda|mete)\w*\b.{0,30}\b(?:a|con|en|al) (?:mi |el |nuestro )?crm\b|\b(?:tu )?(?:cap nhat|dong bo|dua|day) (?:vao |len |sang |qua |voi )?crm\b|\b(?:co )?(?:vo|vao|nam trong|len) (?:cai |he thong )?crm\b|(?:自动)(?:更新|同步|录入|导入).{0,4}crm/;
const LISTING_ALERTS_ZH = /(?:推送|通知|提醒).{0,8}(?:新房源|新盘)|新房源.{0,8}(?:推送|通知|提醒)|房源(?:提醒|通知|推送)/;

// Being followed by what the browser keeps or by ad scripts: the question the cookies answer gives.
const TRACKS_ME = /\b(?:track(?:s|ing)? (?:me|us|visitors|people)|(?:me|nos|los) rastre\w*|rastre(?:a|an|ar) (?:a )?(?:los )?(?:visitantes|usuarios)|(?:me|nos) (?:sigue|siguen|espia|espian)|theo doi (?:toi|minh|em|nguoi xem))\b.{0,100}\b(?:little files|files that follow|browser|navegador|scripts?|ads|advertising|ad (?:scripts?|pixels?|trackers?)|publicidad|anuncios|pixels?|trinh duyet|quang cao)\b|(?:追踪|跟踪)(?:我|访客|用户).{0,20}(?:浏览器|广告)|\b(?:is|does|do) (?:this|the|your) (?:site|website|web ?page|page|web)\b.{0,15}\btrack(?:s|ing)?\b|\b(?:little|small|tiny) files\b.{0,40}\b(?:follow|track|ads?)\b|\bfiles? that (?:follow|track) (?:you|me|people)\b|\barchivitos\b/;
const ON_A_DEVICE = /\bcookies?\b.{0,30}\b(?:on|in|onto|into|en) (?:my|mi|your|our|the|a) (?:phone|cell|browser|computer|device|laptop|pc|mac|tablet|celular|telefono|navegador|computadora)\b|\b(?:site|website|web ?page|page|sitio|pagina)\b.{0,25}\b(?:put|puts|set|sets|use|uses|drop|drops|store|stores|leave|leaves|place|places|pone|usa|guarda|deja)\b.{0,12}\bcookies?\b/;

// "what'd you start him with", "what would y'all put her on": the package to start someone on.
const START_THEM_ON = /\bwhat(?:d| would| will| do)? (?:you|y ?all|yall|you guys) (?:start|put|set) (?:him|her|them|me|us)(?: up)? (?:with|on)\b/;

const MUST_SET_UP_ALONE = /\b(?:do|does|will|would|must) (?:i|we|she|he|they) (?:have|need|got) to (?:\w+ ){0,2}(?:hook|set|connect|link|wire|install|configure|do)\w*\b.{0,30}\b(?:myself|ourselves|herself|himself|themselves|on (?:my|our|her|his|their) own)\b|\b(?:tengo|tenemos|tiene|tienen|hay) que (?:conectar|instalar|configurar)\w*(?: \w+){0,3} (?:yo|nosotros|nosotras|ella|el)(?: mism[oa]s?| sol[oa]s?)?\b|\b(?:phai|bat buoc) (?:tu|tu minh) (?:cai(?: dat)?|ket noi|gan)\b|(?:要|得|需要|必须)(?:我|我们)?自己(?:装|弄|接|连|设置|安装|搞)/;
const WITH_OUR_GUIDES = /\b(?:with|using|follow\w*|by) (?:your|y ?all ?s|yalls|ur|the) (?:step[- ]by[- ]step |own )?guides?\b|\bcon (?:sus|vuestras|tus|las) guias\b|\btheo (?:cac |cai )?huong dan (?:cua )?(?:ben )?(?:em|ban|anh|chi|cac ban)\b|(?:照着|按照|按着|跟着)(?:你们的?)(?:指南|教程|说明|步骤)/;

// Added to any package at any time (or "no need to change packages"), with the add-on's own prices when one is meant.
const addedLaterOf = (text: string, key: string | undefined): Resolved =>
  key ? { answers: [addedLater(text), { t: "addon", key }], topic: { kind: "addon", key }, intent: "addons" } : { answers: [addedLater(text)], topic: null, intent: "addons" };

const BUNDLE_PRICED = /\b(?:bundles?|combos?)\b|打包|套装|捆绑/;

export function resolveSiteAsk({ part, text, facts, topic, mentions, platforms, afterAreas = false, profile }: SiteAskInput): Resolved | null {
  // "can the bot answer at 2am on a Sunday?", "do you send monthly reports?": what every package includes says so.
  // ("the 24/7 Customer Service Agent: what does it handle?" asks of that add-on.)
  const roundTheClock = ROUND_THE_CLOCK.test(text) && ANSWERS_LEADS.test(text) && THE_ASSISTANT.test(text) && !readNeed(text) && !PRICE.test(text) && !mentions.addon;
  if (REFERENCE_ASK.test(text)) return { answers: [{ t: "unknown" }], topic: null, intent: "unanswered" };
  // "si el inquilino pide hablar con alguien de la oficina, ¿la IA qué hace?": the site's own answer, that the assistant
  // hands the conversation to the visitor whenever a client asks for a person (not the add-on the tenants named).
  const handsOver = OTHERS_WANT_A_PERSON.test(text) && TALK_TO.test(text) && readNeed(text) !== null && !asksFor(text) ? sitePassages(["faq:spanish"], facts) : [];
  if (handsOver.length > 0) return { answers: handsOver, topic: null, intent: "services" };
  // "will my clients know it's a computer?": what the site says of it (the hand-off to a person) and what it does not.
  if (CLIENTS_TELL_AI.test(text)) return { answers: [{ t: "extra", id: "clients-know-ai" }], topic: null, intent: "about" };
  // "Yes." only to a yes-or-no question ("do you send monthly reports?"), not to "what comes with every package?".
  // "just me, I need something answering my site at night: which package?": who asks decides the package, not the feature.
  // "the minimum tier with a website chat and a monthly report": the entry-level package asked for, not what all include.
  // "làm một mình, …, báo cáo hằng tháng, gói nào ạ?": who they are, said in an earlier part, decides it as well.
  const fitAsked = (RECOMMEND.test(text) || ENTRY_LEVEL.test(text)) && ((readProfile(text).size ?? profile.size) !== undefined || ENTRY_LEVEL.test(text) || wantsFoundation(text)) && !INCLUDED_ASK.test(text);
  // "is Voice AI included in every package?", "Voice AI có đi kèm với mọi gói không?": an add-on is asked, which goes on
  // any package at its own price; it is not among what every package includes.
  // "is tuning ongoing or a one-time thing?": the care after launch every package includes (tuning-ask.ts).
  // "do you do a written plan before the setup?": the discovery session and blueprint, which head the same list.
  const tuning = (asksTuning(text) || asksPlanFirst(text)) && !PRICE_BLUNT.test(text);
  if (!HOURS_ASK.test(text) && !fitAsked && (roundTheClock || MONTHLY_REPORTS.test(text) || (INCLUDED_ASK.test(text) && !mentions.addon && !mentions.package) || tuning || asksTrainedOnTheirs(text))) {
    // "does Foundation come with a monthly report?": the package named, whose own list says so.
    // "…trả lời khách ban đêm. … gói Growth bên em làm được những gì?": what the package named does, asked beside the
    // round-the-clock answer every package gives (a yes-or-no "does Growth answer at 10pm?" gets the "Yes." of every package).
    // ("does Foundation send me some kinda report every month?": the package whose own list names its report.)
    const reports = MONTHLY_REPORTS.test(text) && facts.offerings.packages.find((p) => p.key === mentions.package)?.features.some((f) => /\breport\b/i.test(f)) ? mentions.package : undefined;
    const named = featureOfNamedPackage(text, mentions.package, facts) ?? reports ?? (roundTheClock && mentions.package && /\b(?:what|whats|which|que|cual|cuales|gi)\b|什么|哪些|啥/.test(text) ? mentions.package : null);
    if (named) return { answers: [{ t: "package", key: named, price: false }], topic: { kind: "package", key: named }, intent: "packages" };
    const yes = !tuning && (roundTheClock || MONTHLY_REPORTS.test(text)) || (asksYesNo(text) && !/\b(?:what|whats|which|how|que|cual|cuales|gi)\b|什么|哪些|啥/.test(text));
    return { answers: [{ t: "extra", id: yes ? "included-yes" : "included" }], topic: null, intent: "services" };
  }
  // Questions about the site itself, or about what happens to the visitor's words: nothing here grabs them by one word.
  // "Does HubSpot get my phone number if I leave it here?": who receives the visitor's details is the privacy page's.
  // The newsletter's name and its confirmation link, asked in so many words: the site's own facts.
  if ((NEWSLETTER_LINK.test(text) && LINK_LIFE.test(text)) || /\b(?:click|use|open|tap) (?:it|the link|that link|on it) (?:twice|more than once|again|a second time)\b/.test(text)) return { answers: [{ t: "extra", id: "newsletter-link" }], topic: null, intent: "blog" };
  const checked = DELETION_SOMEDAY.test(text) && DELETION_CHECK.test(text) ? sitePassages(["privacy:your-choices"], facts) : [];
  if (checked.length > 0) return { answers: checked, topic: null, intent: "about" };
  if (DELETION_SOMEDAY.test(text) || asksHowToErase(text)) return { answers: [{ t: "extra", id: "deletion-how" }], topic: null, intent: "about" };
  // "where does the 300% come from?": the figures, and that the site does not say how they were measured.
  if (FIGURE_SOURCE.test(text)) return { answers: [{ t: "extra", id: "figure-source" }], topic: null, intent: "results" };
  // "does this site drop cookies on me?": the privacy page's plain no, with what the browser does keep.
  // Cookies baked beside it ("my wife bakes cookies for the tenants, but does this site put cookies on my phone?") leave
  // the site's cookies asked when a site, a device or a browser holds them.
  // "¿el sitio me rastrea con algo guardado en el navegador o con scripts de publicidad?": the cookies asked without the word.
  if ((/\bcookies?\b|\bcookie\b|饼干/.test(text) && (!/\b(?:recipe|receta|bake|hornear)\b/.test(text) || ON_A_DEVICE.test(text))) || TRACKS_ME.test(text)) return { answers: [{ t: "extra", id: "cookies" }], topic: null, intent: "about" };
  if (NEWSLETTER_NAME.test(text)) return { answers: [{ t: "extra", id: "newsletter" }], topic: null, intent: "blog" };
  if (BLOG_NAME_ASK.test(text)) return entry("blog");
  // "Is this chat ChatGPT?", "does what I type go to OpenAI?": how this chat's replies are made (the privacy page's words).
  // "why not just use ChatGPT myself?" compares us with it (ABOUT_US_ASK below): no question about this chat.
  if (!ABOUT_US_ASK.test(text) && (THIS_CHAT_VENDOR.test(text) || (MY_DATA.test(text) && (AI_VENDOR.test(text) || OTHERS_READ.test(text))))) return { answers: [{ t: "extra", id: "chat-model" }], topic: null, intent: "about" };
  if (WHICH_AI.test(text) || WORKFLOW_TOOL_ASKED.test(text)) return entry("technologies");
  // Which of the two setup options clients take: the site's passage on it answers, not the most popular package.
  const choices = asksSetupChoice(text) || namesBothOptions(text) ? sitePassages(SETUP_CHOICE_PASSAGES, facts) : [];
  if (choices.length > 0) return { answers: choices, topic: null, intent: "setup_fees" };
  // "does it come with someone assigned to them?": the success manager, unless the package for it is what is asked.
  // "…with a dedicated manager, how long does Enterprise take?": the time is what is asked (resolve.ts answers it).
  // "does Growth include a dedicated manager?": a package without one named, the answer says no and which one has it.
  if (ASSIGNED_PERSON.test(text) && !RECOMMEND.test(text) && !ENTRY_LEVEL.test(text) && !TIMELINE.test(text)) return entry(successManagerEntry(mentions.package, facts));
  if (ABOUT_US_ASK.test(text)) return entry("about");
  if (CONSULT_COST.test(text) && !PRICE_BLUNT.test(text) && !mentions.package && !mentions.addon && !mentions.bundle) return entry("booking");
  if (SITE_MATTER.test(text) || (MY_DATA.test(text) && (platforms.length > 0 || SHARED.test(text)))) return { answers: [], topic: null, intent: null };
  // "And monthly?", "the setup for that one?" right after an add-on: that add-on's own prices. ("¿Y si conecto todo yo
  // solito, me cobran instalación?" asks the self-setup's fee, not the add-on's.)
  // ("安装费最多500美元，连两个平台的打包价是多少？" asks a bundle's price, whatever add-on was just priced.)
  if (topic?.kind === "addon" && ADDON_PRICE_FOLLOW.test(text) && text.split(" ").length <= 10 && !BUNDLE_PRICED.test(text) && !SELF_SETUP.test(text) && !mentions.package && !mentions.addon && !mentions.bundle && !mentions.setup && !(platforms.length > 0 && CONNECTS_NAMED.test(text)) && !anotherAddonByUse(text, facts, topic)) {
    return { answers: [{ t: "addon", key: topic.key }], topic, intent: "addons" };
  }
  // "could she add something later that answers her phone?", "以后想加语音AI之类的，什么时候都能加吗？": added later, at any
  // time, as the site says, with the add-on named or told by its use.
  // "can that be added to a Growth package later on?": the package named is where it goes, not one taken later.
  const ontoPackage = /\b(?:to|onto|on) (?:a|an|the|my|our|her|his|their) (?:foundation|growth|enterprise)\b/.test(text);
  if (ADDED_LATER.test(text) && !PRICE_BLUNT.test(text) && (!mentions.package || ontoPackage) && !mentions.bundle) {
    const key = mentions.addon ?? readNeed(text)?.key;
    return addedLaterOf(text, key);
  }
  // "which package can both go on?" after add-ons: any package, as the site says.
  // "She wants the AI that picks up the phone. Can that go onto what she has?": the add-on told by its use is named too.
  // ("…thêm báo cáo mỗi tháng. gói nào hợp" asks which package fits the needs told, not where an add-on goes.)
  // ("…con el Growth ya contratado, ¿todavía puedo agregar Voice AI?": a client already started adds later too.)
  // ("…已经在用Foundation套餐了，想加短信和WhatsApp，多少钱？": the add-on told by its use and priced is its price, below.)
  const pricedAddon = PRICE.test(text) && !mentions.addon && readNeed(text)?.kind === "addon";
  const since = PRICE_BLUNT.test(text) || mentions.bundle || pricedAddon ? null : addedSinceStarted(part);
  if (since) return since;
  const describedAddon = mentions.addon || RECOMMEND.test(text) ? undefined : readNeed(text);
  const addonOnto = mentions.addon ?? (describedAddon?.kind === "addon" ? describedAddon.key : undefined) ?? (RECOMMEND.test(text) ? undefined : addonForChannel(text));
  if (asksAddonOnto(text, Boolean(addonOnto), topic)) return addedLaterOf(text, addonOnto);
  if (asksAreasListed(text, afterAreas) && !DATA_ASK.test(text) && !servedArea(text, facts.offerings.serviceAreas) && !unlistedArea(text)) return entry("areas");
  // Named by what is asked of it, none of them on the site: a place to serve, a tool to connect, a fifth language.
  // "¿Y en Weston Lakes?": the opening mark and a capitalised joiner are not part of the place.
  const bare = part.trim().replace(/^[¿¡]+\s*/u, "").replace(/^(?:And|Y|E|What|How|Con|Còn|Thế|Vậy|Rứa|Va|In|En|Ở|For|Para)(?!\p{L})/u, (w) => w.toLowerCase());
  const alone = placeAlone(bare);
  // "how about huntsville, i got two agents living up there": typed in lower case, the place right after "how about"
  // following an areas answer, whatever the visitor says of it after the comma.
  // (a word of our domain, "what about pricing?", or an everyday one, "what about them", is no place).
  const lowerNext = afterAreas ? LOWER_PLACE_NEXT.exec(bare)?.[1] : undefined;
  const lowerNamed = lowerNext && mayNameAPlace(lowerNext) ? lowerNext : undefined;
  const lowerPlace = lowerNamed ? unlistedPlace(`do you serve ${lowerNamed.replace(/(?<!\p{L})\p{Ll}/gu, (c) => c.toUpperCase())}`, facts) : null;
  const place = unlistedPlace(part.replace(ORIGIN_TOLD, " "), facts) ?? (afterAreas && AREA_FOLLOW_UP.test(alone) ? unlistedPlace(`do you serve ${alone.replace(AREA_FOLLOW_UP_LEAD, "")}`, facts) : null) ?? lowerPlace;
  // "Nhóm chị có 4 người, làm ở Alief… Gói nào hợp?": where the visitor works, told beside a package asked for, is no
  // area asked of us (unless it is asked too).
  // "I got 9 agents, we all work out of the Pearland office… what package fits a crew like that": nor beside "which package".
  const packageAsked = RECOMMEND.test(text) || PACKAGE_ASKED.test(text) || START_THEM_ON.test(text);
  // "…after-hours calls to the Baytown office go straight to voicemail. What would pick those up?": the place is where
  // their office is; what is asked is the add-on for the need told.
  const needAsked = !SERVE_ASK.test(text) && readNeed(text)?.kind === "addon";
  // ("which setup bundle covers those 4?": a bundle covers platforms, not a place.)
  if (place && !(packageAsked && !SERVE_ASK.test(text)) && !REPLY_TIME.test(text) && !needAsked && !BUNDLE_WORD.test(text)) return { answers: [{ t: "unlisted-area", name: place }], topic: null, intent: "location" };
  // A tool the site's own list of unlisted names knows is written the way that list writes it ("AppFolio").
  const tools = unlistedTools(part, facts).map((t) => unlistedPlatform(foldForRules(t)) ?? t);
  if (tools.length > 0 && platforms.length === 0 && !mentions.addon && !packageAskedBesideTools(text)) return { answers: tools.slice(0, 2).map((name) => ({ t: "unlisted-platform" as const, name })), topic: null, intent: "integrations" };
  // ("…between us we speak Spanish, Vietnamese, Tagalog… which package fits a brokerage like mine?": the languages told
  // are the scene of the package asked for.)
  if (asksOtherLanguage(part) && !packageAsked) return { answers: [{ t: "unknown", about: "other-languages" }], topic: null, intent: "unanswered" };
  if (asksSocialPages(text)) return { answers: [{ t: "extra", id: "social" }], topic: null, intent: "contact" };
  if (STATS_ASK.test(text)) return entry("results");
  if (LISTING_ALERTS.test(text) || LISTING_ALERTS_ZH.test(text)) return entry("mls");
  // "we're six, half our leads never land in the CRM. which package suits us?": told with who they are, the trouble is
  // what the package must fix.
  // "…the full CRM and HAR hookup. which one's that?": a package asked by "which one" is asked as "which package" is.
  if (CRM_SYNC.test(text) && !((PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text) || RECOMMEND.test(text)) && (readProfile(text).size ?? profile.size) !== undefined)) return entry("integrations");
  // "do I have to hook all this up myself?", "¿tengo que conectarlo yo?", "chị phải tự cài hả?", "要我自己装吗？": whether the
  // setup is theirs to do is the FAQ's "No", with the done-for-you setup; "can she connect it herself with y'all's
  // guides?" asks for the self-setup the guides are for.
  if (MUST_SET_UP_ALONE.test(text)) return entry("technical-skills");
  if (WITH_OUR_GUIDES.test(text) && !PRICE_BLUNT.test(text)) return entry("self-setup");
  // "not techy: will someone teach me?" asks for the training.
  if (TECH_SKILLS.test(text) && !TRAINING_ASK.test(text)) return entry("technical-skills");
  if (PRICE_BLUNT.test(text) || (/^\W*(?:\$+|💰+)\W*$/u.test(part.trim()))) {
    // "just give me the price of Growth and of Voice AI": the packages' quote policy, and the add-on's own price.
    const priced: Answer[] = [...(mentions.addon ? [{ t: "addon" as const, key: mentions.addon }] : []), ...(mentions.bundle ? [{ t: "bundle" as const, key: mentions.bundle }] : [])];
    return priced.length > 0 ? { answers: [...(mentions.package ? [{ t: "entry" as const, id: "pricing" as const }] : []), ...priced], topic: null, intent: "pricing" } : entry("pricing");
  }
  if (REPLY_TIME.test(text)) return { answers: [{ t: "extra", id: "reply-time" }], topic: null, intent: "contact" };
  // "¿al final ustedes salen más baratos que ellos?", "are y'all cheaper than them?": our packages' price against another's
  // is the consultation's (add-ons and bundles have their own prices).
  if (CHEAPER_THAN.test(text) && !mentions.addon && !mentions.bundle) return entry("pricing");
  const contact = contactAsk(text);
  if (contact) {
    // "what time do you open for agents in Katy?": the place is answered after the hours.
    const known = servedArea(text, facts.offerings.serviceAreas);
    const other = known ? null : unlistedArea(text);
    const place: Answer[] = known ? [{ t: "area", name: known, known: true }] : other ? [{ t: "unlisted-area", name: other }] : [];
    return { answers: [...entry(contact).answers, ...place], topic: null, intent: ENTRY_INTENT[contact] };
  }
  return null;
}
