import { sitePassages } from "./knowledge/site-passage.ts";
import { findMentions } from "./mentions.ts";
import { BLOG, PRICE, RECOMMEND } from "./question-patterns.ts";
import { asksReplySpeed } from "./reply-speed.ts";
import { PACKAGE_ASKED } from "./fit.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// "suppose a lead writes in at 2 a.m. while I'm out, does something answer them right then?", "¿si un cliente escribe de
// madrugada le contesta alguien?", "Nếu khách nhắn lúc 2 giờ sáng thì có ai trả lời hông em?", "客户半夜发消息有人回吗？":
// whether the visitor's people are answered at night or on a holiday is the FAQ's "around the clock" (the AI agent holds
// the conversation and hands it to the visitor when a client asks for a person). An add-on named, or a price asked, is
// the add-on's question instead. And "if a client wants a real person, does it pass them to me?" is the same FAQ's hand-off.
// Rules run on folded text.

const THEIR_PEOPLE = /\b(?:leads?|clients?|customers?|buyers?|sellers?|prospects?|someone|somebody|anyone|people|visitors?|owners?|homeowners?|widows?|famil(?:y|ies)|she|he|they|clientes?|clientas?|prospectos?|comprador(?:es|as?)?|vendedor(?:es|as?)?|alguien|senoras?|senores?|duenos?|esposas?|familias?|vecin[oa]s?|neighbou?rs?|ba vo|vo cua|gia dinh|(?:anh|nguoi|may|gia dinh) linh|quan nhan|khach(?: hang)?|nguoi mua|nguoi ban|chu nha|ong ba|ai do)\b|客户|买家|卖家|业主|老人家|有人/;
// Tenants answered around the clock are the 24/7 Customer Service Agent's ("Round-the-clock answers for clients and
// tenants"), which the add-on rules give.
const TENANTS = /\b(?:tenants?|renters?|residents?|inquilinos?|arrendatarios?|nguoi thue|khach thue)\b|租客|房客/;
const ODD_HOURS = /\b(?:at night|overnight|midnight|after hours|late at night|in the middle of the night|(?:at )?[1-5] ?(?:a\.?m\.?|am)(?!\w)|[1-5] in the mornin(?:g)?|(?:por )?fuera (?:de|del) (?:ese |el |su |nuestro )?horario|outside (?:of )?(?:those|these|office|business|your|working) hours|on (?:a )?(?:sunday|saturday|weekends?|holidays?|christmas|thanksgiving|new year s?)|de noche|en la noche|ya (?:de )?noche|por la noche|de madrugada|en la madrugada|a medianoche|a las? (?:[1-5]|una|dos|tres|cuatro) de la (?:manana|madrugada)|(?:el |los )?(?:domingos?|fin(?:es)? de semana|feriados?|dias? festivos?)|a las (?:9|10|11|12|nueve|diez|once|doce) de la noche|(?:9|10|11|12)(?::\d\d)? ?(?:p\.?m\.?|pm|at night)(?!\w)|ban dem|nua dem|dem khuya|khuya|ngoai gio(?: (?:do|lam viec|hanh chinh|lam))?|[1-5] gio sang|(?:9|10|11|12) gio (?:dem|toi)|cuoi tuan|ngay le|tet|(?:on )?(?:christmas(?: day| eve)?|thanksgiving|new years?(?: day| eve)?|easter|the fourth of july|july 4th|labor day|memorial day)|(?:en |el dia de )?(?:nochebuena|navidad|ano nuevo|semana santa|viernes santo|fin de ano|dia de accion de gracias)|giao thua|mung (?:mot|1) tet|ngay tet|le giang sinh|giang sinh)\b|半夜|深夜|凌晨|晚上|不在(?:这个|那个)?(?:时间|时段|上班时间)|(?:下班|工作时间)(?:以后|之后|以外)|非工作时间|夜里|周末|节假日|过年|春节|除夕|年三十|大年初一|圣诞|感恩节|放假/;
const ANSWERED = /\b(?:answer\w*|works? (?=(?:at|on|over|during|through|after|late)\b)|repl\w*|respond\w*|get back|pick(?:s|ing)? up|handle\w*|contest\w*|respond\w*|respuestas?|atiend\w*|trabaja|trabajan|tra loi|rep|phan hoi|nghe may|nhan(?: tin)?(?: \w+){0,3} (?:voi|cho|lai))\b|回复|回覆|回应|回答|答复|接待|有人回|有人接|回吗|回不回|会(?:唔会|不会)?回|回唔回/;
// "does the AI on my site answer on Christmas Day?": the assistant itself asked of, the people it answers unsaid.
const THE_AI = /\b(?:the ai|ai|the bot|bot|chatbot|the assistant|(?:el |la |su |tu )?asistente|(?:la |su |tu )?ia|tro ly(?: ao)?)\b|机器人|助手|ＡＩ/;

const HANDS_OVER = /\b(?:real person|human|live person|actual person|(?:talk|speak) (?:to|with) (?:me|a person|someone)|persona (?:de verdad|real)|un humano|hablar con (?:una persona|alguien|usted|conmigo)|nguoi that|gap nguoi|gap nhan vien|noi chuyen voi nguoi)\b|真人|人工/;
// ("¿…me avisa el sistema si ese cliente pide hablar con una persona?": told of it, the conversation handed over.)
const PASSES = /\b(?:pass\w*|hand\w*|transfer\w*|send\w* (?:it|them) (?:to|over)|forward\w*|pasa\w*|transfiere\w*|chuyen|chuyen qua|chuyen cho|notif\w*|alert\w*|let (?:me|us) know|avis\w*|bao (?:cho )?(?:toi|minh|em|chi|anh|tui))\b|转给|转到|交给|通知我/;

// (A channel asked of: "does it answer texts?", "by text"; clients who text at night are only how they write in.)
const OWN_ANSWER = /\b(?:post|posts|article|articles|articulo|articulos|blog|bai|bai viet|sms|whatsapp|(?:by|via|over|through|the|their|my|our|a|answer\w*|repl\w* to|respond\w* to|handle\w*) texts?|text messages?|calls?|callers?|rings?|ringing|phone|llamadas?|telefono|dien thoai|goi dien|language|languages|idioma|idiomas|lengua|ngon ngu|tieng)\b|文章|那篇|短信|电话|语言|(?<![对说讲])话/;

// The question opens on its verb, the product its subject: "¿Contesta también…?", "does it answer…?", "它晚上也回吗？".
const IT_ASKED = /^\W*(?:(?:and|so|but|y|pero|e)\s+)?(?:(?:does|do|will|would|can|could|is)\s+(?:it|that|this)\b|(?:contesta|responde|atiende|funciona|trabaja|sirve)\b|(?:no|cai do|cai nay)\s+(?:co\s+)?(?:tra loi|rep|nghe may|lam)\b)|^\W*它/;
const OF_US = /\b(?:you|u|ya|y ?alls?|yalls?|your team|ustedes|uds|vosotros|usted|contestan|responden|atienden|trabajan|abren|estan|ben (?:em|anh|chi|ban)|cac ban|cong ty|cac anh chi)\b|你们|您|贵公司/;

/** The FAQ's "around the clock … hands the conversation to you" when the visitor's people at odd hours, or a person wanted, is asked; else null. */
export function nightOrHandOver(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  const said = findMentions(part);
  // (Which package is asked, "…answered at night, which plan?", is the package's to answer.)
  // (Nor a post asked for, a channel the add-ons answer on, or the clients' own language: those have their own answers.)
  if (said.addon || said.bundle || said.package || PRICE.test(text) || TENANTS.test(text) || PACKAGE_ASKED.test(text) || RECOMMEND.test(text) || OWN_ANSWER.test(text) || BLOG.test(text) || asksReplySpeed(text)) return null;
  // ("¿Contesta también los fines de semana y en la noche?": it, the AI, asked with no one named; "¿atienden los domingos?"
  // and "do you answer on weekends?" ask our own hours.)
  const atNight = ((THEIR_PEOPLE.test(text) || THE_AI.test(text)) && ODD_HOURS.test(text) && ANSWERED.test(text)) || (IT_ASKED.test(text) && answersAtOddHours(text) && !OF_US.test(text));
  const handedOver = THEIR_PEOPLE.test(text) && HANDS_OVER.test(text) && PASSES.test(text);
  if (!atNight && !handedOver) return null;
  // (Asked whether it answers at night, the answer opens on its yes in every language.)
  return aroundTheClock(facts, atNight);
}

/** The FAQ's "around the clock … hands the conversation to you", opening on its yes when `yes` (null if the FAQ is gone). */
export function aroundTheClock(facts: SiteFacts, yes: boolean): Resolved | null {
  const answers = sitePassages(["faq:spanish"], facts).map((a) => (yes && a.t === "passage" ? { ...a, lead: "yes" as const } : a));
  return answers.length > 0 ? { answers, topic: null, intent: "services" } : null;
}

/** Whether the FAQ's line answers yes to what the part asks (its people answered at odd hours, or passed to a person). */
/** Whether it answers at odd hours is asked with no one named ("¿Y contesta de noche también, a cualquier hora?"). */
// ("Chị nhắn cho bên em lúc nửa đêm… thì trong bao lâu có người trả lời chị?": the visitor writing to us asks our reply time.)
const WRITES_TO_US = /\b(?:(?:i|we) (?:message|text|write|email|e-mail|send|dm)\w* (?:to )?(?:y ?all|you|your team|u)|(?:les|le) (?:escribo|escribimos|mando|mandamos|envio)|(?:nhan|gui|viet)(?: tin)? cho ben (?:em|ban|anh|chi))\b|给你们(?:发|留|写)/;
// ("Si le escribo fuera de ese horario, ¿el asistente me contesta igual?": the AI asked of, not a person, is the FAQ's yes.)
const A_PERSON_REPLIES = /\b(?:co nguoi|alguien|una persona|someone|somebody|a person|anyone)\b|有人/;
export const answersAtOddHours = (text: string): boolean => ODD_HOURS.test(text) && ANSWERED.test(text) && !THEIR_PEOPLE.test(text) && (!WRITES_TO_US.test(text) || (THE_AI.test(text) && !A_PERSON_REPLIES.test(text)));
export const answeredRoundTheClock = (text: string): boolean => ((THEIR_PEOPLE.test(text) || THE_AI.test(text)) && ODD_HOURS.test(text) && ANSWERED.test(text)) || (HANDS_OVER.test(text) && PASSES.test(text));

/**
 * "Gói đó có trả lời chủ nhà nhắn tin lúc nửa đêm hông em?", "and if she tells it she'd rather talk to a real person, does
 * it pass her on?" right after a package: asked of that package, the FAQ's around-the-clock answer and hand-off, which
 * every package has (null when an add-on, a price, tenants, a channel or a post is what the part asks).
 */
export function nightAskedOfPackage(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  const said = findMentions(part);
  // (The clients' language said beside it, "nhắn tiếng Việt với mấy ông bà", is how it answers them, which the FAQ says too.)
  const channel = OWN_ANSWER.test(text.replace(IN_A_LANGUAGE, " "));
  // ("…how fast would the AI get back to a seller who writes in at night?": how fast is asked, the seconds answer.)
  if (!answeredRoundTheClock(text) || said.addon || said.bundle || PRICE.test(text) || TENANTS.test(text) || channel || BLOG.test(text) || asksReplySpeed(text)) return null;
  return aroundTheClock(facts, false);
}
const IN_A_LANGUAGE = /\b(?:tieng (?:viet|anh|hoa|tay ban nha|trung)|in (?:spanish|chinese|vietnamese|english|mandarin)|en (?:espanol|ingles|chino|vietnamita))\b|(?:用)?(?:中文|英文|英语|西班牙语|越南语)/g;
