import type { ConversationContext } from "./context.ts";
import { asksSomething } from "./acts.ts";
import { askedAfterStory, inDomain, looksOffTopic } from "./off-topic.ts";
import { asksHowToOptOut } from "./opt-out-asked.ts";
import { foldForRules } from "./text.ts";
import type { Intent } from "./types.ts";

// Questions never refused as off-topic though they carry none of our product's words (docs/decisions/015): the
// company itself asked about (who founded or owns it, its staff, its office, whether it takes Zelle), which the site
// may not say, and a short follow-up in a conversation about us ("y si armo un equipo de 4, a cuál me cambio?",
// "它建议先从哪个语言开始？", "是否需分阶段推行？"). Only a message that is clearly about something else (off-topic.ts)
// is refused; the rest is answered, or told the site does not say. Rules run on folded text.

// Who founded, owns or runs it, who works there, where it sits, said of us: "who started this outfit?", "¿quién es
// el dueño de la compañía?", "công ty có bao nhiêu nhân viên", "你们老板是谁".
const WHO_RUNS_IT =
  /\b(?:found(?:ed|er|ers|ing)|co-?found\w*|owners?|owns|ceo|boss|runs?|started|behind|employees|staff|people work|headquarter\w*|hq|office|based|dueno|duena|duenos|fundo|fundaron|fundador\w*|jefe|empleados|trabajadores|oficina|sang lap|chu|giam doc|nhan vien|van phong|tru so)\b|老板|创办|创立|创始|员工|办公室|总部/;
const US =
  /\b(?:(?:this|the|that|your|yalls?) (?:outfit|firm|agency|company|business|place|shop|team|crew|operation)|you|your|yall|you guys|ustedes|usted|(?:la|esta|su) (?:compania|empresa|agencia)|cong ty|ben (?:ban|anh|chi|em)|cac ban)\b|公司|你们|您们|贵公司|贵司/;
// How we are paid: "do y'all take Zelle?", "aceptan Zelle pa' pagar?", "nhận chuyển khoản không", "可以用Zelle付款吗".
const PAY_US =
  /\b(?:accept\w*|take|acept\w*|pag(?:ar|o|os|an)|pay|thanh toan|tra tien)\b.{0,30}\b(?:zelle|venmo|paypal|cash ?app|credit cards?|debit cards?|tarjetas?|cheques?|checks?|ach|wire|transferencia|efectivo|cash|chuyen khoan)\b|\b(?:zelle|venmo|paypal|cash ?app)\b.{0,20}\b(?:pag(?:ar|o|os)|pay\w*|thanh toan)\b|(?:用|收|接受|支持).{0,6}(?:zelle|venmo|paypal|信用卡|支票|现金|转账)/;

// What our product might do, asked of it: replies sent by themselves, a tool linked up ("can it auto-reply to Google
// reviews?", "¿responde automáticamente las reseñas?", "có tự động trả lời đánh giá không", "可以串Google评论自动回复吗").
// The site may not say; the question is ours all the same.
const CAPABILITY =
  /\b(?:auto-?repl\w*|auto-?respon\w*|automatic(?:ally)? (?:repl|respon|answer)\w*|respuestas? automatic\w*|respond\w* automaticamente|contest\w* automaticamente|tu dong (?:tra loi|phan hoi|tra loi tin)|tra loi tu dong)\b|自动(?:回复|回覆|回应|答复)|自動(?:回覆|回復|回應)|(?:可以|能|能不能|可不可以|有没有办法)(?:串|串接|接|连|連|对接|整合)\s*[A-Za-z]/;

// Paying us in another currency or from a bank abroad: "can we pay you in pesos from a bank back home?", "¿puedo pagar
// en euros desde un banco de España?", "thanh toán bằng tiền Việt từ ngân hàng ở Việt Nam được không", "可以用人民币付款吗".
const PAID_IN = "(?:dollars?|pesos?|euros?|pounds?|yuan|rmb|yen|naira|cedis?|rupees?|reais|reales|soles|dolares|dong|vnd|tien viet|foreign currency|moneda extranjera|ngoai te)";
const PAY_VERB = String.raw`\b(?:pay\w*|pag(?:ar|o|os|amos|an|arles)|thanh toan|tra tien|chuyen (?:tien|khoan))\b`;
const PAY_ABROAD = new RegExp(
  [
    String.raw`${PAY_VERB}.{0,40}\b(?:in|en|bang)\s+(?:\w+\s+){0,2}?${PAID_IN}\b`,
    String.raw`${PAY_VERB}.{0,40}\b(?:from|desde|de|tu)\s+(?:a |an |my |our |un |mi |nuestro )?(?:bank|banco|ngan hang)\b.{0,25}\b(?:back home|abroad|overseas|foreign|outside the (?:us|country)|del extranjero|en el extranjero|de (?:mi|nuestro) pais|o (?:viet nam|vn|nuoc ngoai|que nha)|nuoc ngoai)\b`,
    String.raw`\b(?:foreign|international|overseas) (?:bank|wire|transfer|payment)s?\b|\b(?:banco|transferencia) (?:extranjer[oa]|internacional)\b|\bngan hang nuoc ngoai\b`,
    "(?:用|以|拿)(?:人民币|欧元|比索|外币|港币|台币|日元|加元|英镑)(?:来)?(?:付|支付|付款|结算|交)|(?:从|用)(?:国外|海外|国内|中国|台湾|香港)的?银行.{0,8}(?:付|转账|汇款|支付)|境外(?:付款|汇款|转账)",
  ].join("|"),
);

// What our system does by itself, asked in Spanish with the system as the subject: "¿cada cuánto le escribe el sistema a
// un prospecto?", "¿el asistente le avisa solo al agente del listado?", "¿la IA contesta sola de noche?". The classifier
// reads the visitor's scene (a late showing, a lead not ready) as small talk; the ask is of our product.
const SYSTEM_DOES =
  /\b(?:el|su|este|ese) (?:sistema|asistente|bot|chatbot|agente de ia)\b.{0,50}\b(?:escribe|avisa|manda|envia|contesta|responde|llama|sigue|da seguimiento|le pasa|pregunta)\b|\b(?:escribe|avisa|manda|envia|contesta|responde|llama|da seguimiento)\b(?: solo| sola| solito| solita)?(?: \w+){0,6} (?:el|su|este|ese) (?:sistema|asistente|bot|chatbot|agente de ia)\b|\bla ia\b.{0,30}\b(?:escribe|avisa|manda|envia|contesta|responde)\b/;

/** The message asks about the company itself (its founder, owner, staff, office, how it is paid) or what its product can do. */
export const asksAboutTheCompany = (text: string): boolean => (WHO_RUNS_IT.test(text) && US.test(text)) || PAY_US.test(text) || PAY_ABROAD.test(text) || CAPABILITY.test(text) || SYSTEM_DOES.test(text);

// A conversation about us: its last reply answered a question of ours, not small talk or a refusal.
const OFF_THE_SUBJECT = new Set<Intent>(["off_topic", "greeting", "thanks", "goodbye"]);
const aboutUsSoFar = (base: ConversationContext): boolean =>
  base.turns > 0 && base.lastIntent !== null && !OFF_THE_SUBJECT.has(base.lastIntent) && (base.lastAnswers.length > 0 || base.topic !== null);
const short = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/[\s\p{P}]/gu, "").length <= 30 : text.split(/\s+/).length <= 16);

// A follow-up goes on from what was said: it opens with "and", "y si", "còn", "那"; points back ("it", "that one", "ese",
// "cái đó", "它", "该方案"); or asks of the visitor's own side ("my team", "nosotros", "bên mình", "本公司"). "What's the
// capital of France?" does none of these and is refused as ever.
const GOES_ON =
  /^\W*(?:and|also|so|then|but|what about|how about|ok(?:ay)? (?:and|so)|y|e|entonces|pero|tambien|va|vay|the con|con|roi|ma)\b|\b(?:it|its|that|this|those|these|they|them|that one|the other|ese|esa|eso|este|esta|esto|esos|esas|ahi|alli|el otro|la otra|(?:cai|goi|bai|dich vu|vu) (?:do|nay|kia|no)|no (?:co|la|lam|tra loi|chay|ho tro|mat|can)|we|us|our|my (?:team|side|agents|staff|people|office|brokerage|company|business)|nosotros|nuestr\w*|mi (?:equipo|gente|oficina|empresa|correduria|agentes)|me cambio|nos cambiamos|chung toi|chung minh|ben (?:minh|em|toi)|(?:cong ty|doi|team) (?:minh|em|toi))\b/;
const GOES_ON_HAN = /^[\s\p{P}]*(?:那|那么|还有|另外|然后|如果|要是)|它|那个|这个|该|此|我们|我方|我司|本公司|敝公司|我的团队/u;
const goesOn = (message: string, text: string): boolean => GOES_ON.test(text) || GOES_ON_HAN.test(message);

/** The message asks about the company itself, or asks a short follow-up in a conversation about us, and is not clearly about something else. */
export function keptOnTopic(message: string, base: ConversationContext): boolean {
  if (looksOffTopic(message)) return false;
  // A story, then a question of ours: the classifier reads the story, the question is ours (off-topic.ts).
  if (askedAfterStory(message)) return true;
  const text = foldForRules(message);
  if (asksAboutTheCompany(text)) return true;
  // "¿Cómo me quito del boletín si un día ya no lo quiero recibir?": how leaving our newsletter or texts would work is
  // ours, however few of its words the passage that answers holds ("si", "un día", "ya" are the visitor's case).
  if (asksHowToOptOut(text) && inDomain(message)) return true;
  return aboutUsSoFar(base) && short(text) && (asksSomething(message) || /[?？]/u.test(message)) && goesOn(message, text);
}
