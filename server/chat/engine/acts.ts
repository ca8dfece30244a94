import { greetsWithSmallTalk, onlyAsksLeave, saysFarewell, thanksByPraise } from "./courtesy.ts";
import { VI_CALLBACK, withoutChatGripe } from "./person-over-chat.ts";
import { OTHERS_REACH_ME } from "./cues.ts";
import { ADMIN_TASK, looksLikeInjection } from "./injection.ts";
import { readExtra } from "./needs.ts";
import { CALL_SOMEONE } from "./call-someone.ts";
import { anotherChannelAsked, withoutRefusedChannels } from "./channel-refused.ts";
import { BOT_HANDS_OVER, DELETE_ALL_HELD, erasesOwnMessages, heardNothingBack, meetingMissed, PERSON_ALONE, PERSON_ASKED_POLITELY, PERSON_TO_REACH_ME, POLITE_OPT_OUT, STOP_CONTACTING, STOP_WISHED, VI_DONT_ANYMORE } from "./policy-acts.ts";
import { asksIfErased, botMisinformed, erasesTheirPeoples, FOR_THEIR_PEOPLE, PREFERS_A_PERSON, VI_CASE_FEARED, wishesRecordsErased } from "./policy-shapes.ts";
import { asksStaffLanguage, LOOKS_AFTER_US } from "./question-patterns.ts";
import { ourPersonMisbehaved } from "./staff-conduct.ts";
import { plainVerbNoReply, stopsMarketing } from "./acts-plain-verbs.ts";
import { asksHowToOptOut } from "./opt-out-asked.ts";
import { asksUntickedBox } from "./form-texting.ts";
import { foldForRules } from "./text.ts";
import { asksToBePassedOn, nobodyAnsweredUs, refusesOurMarketing } from "./acts-enes.ts";
import { withNobodySaid } from "./nobody-said.ts";

// What the visitor is doing, apart from what it is about (docs/decisions/015). Policy acts (opt-out, deletion,
// complaint, asking for a person) are read first, so "delete my info" or "nobody got back to me" can never be
// taken for an attack on the prompt. Rules run on folded text (accents off, lower case) in the four languages.

export const ACTS = ["greeting", "question", "complaint", "opt_out", "deletion", "handoff", "details", "thanks", "goodbye", "injection", "off_topic"] as const;
export type Act = (typeof ACTS)[number];

const OPT_OUT: RegExp[] = [
  /^(?:stop|stop all|stop please|please stop|unsubscribe|unsub|opt out|stop\W*)$/,
  // "can the bot stop sending follow-ups when a lead replies?" asks what the product does.
  // "so tenants quit callin my cell": others who call the visitor stopping is what the visitor wants our product for.
  /(?<!\b(?:it|bot|ai|assistant|system|agent|chatbot|tool|crm|automation|tenants?|clients?|customers?|people|folks|they|leads?|buyers?|sellers?|renters?|residents?|callers?|vendors?)\s(?:automatically\s|also\s|ever\s|would\s|will\s|can\s)?)\bstop (?:(?:text|call|email|messag|contact|send)ing?|the (?:sms|texts|emails|messages|calls))\b/,
  // "unsubscribe me", not "can I unsubscribe easily later?" (a question about the newsletter).
  /(?<!\b(?:can|could|will|would|is it easy to|easy to) (?:i|we|you|u)?\s?(?:easily |just |still )?)\bunsub(?:scribe)?\b(?! (?:later|easily|any ?time|whenever|link)\b)|\bopt (?:me )?out\b/,
  /\b(?:remove|take|get|delete|drop|scratch) (?:me|my (?:number|phone(?: number)?|cell|email(?: address)?|e-mail|name|info|contact(?: info)?)|this (?:number|email))\b.{0,12}\b(?:off|from|out of)\b.{0,20}\b(?:list|lists|mailing|database|contacts|system|calls|texts)\b|\b(?:take|remove|get) (?:it|this|that) off (?:your|the) list\b|\bdo not (?:call|text|contact) list\b|\bdnc\b/,
  /\b(?:quit\w*|saque\w*|borre\w*|elimine\w*|borr\w+|quita\w*|saca\w*)\b.{0,6}\b(?:mi|este) (?:numero|telefono|correo|email|celular)\b.{0,25}\b(?:lista|base de datos|contactos)\b/,
  /\bxoa (?:so|so dien thoai|sdt|email|thong tin) (?:cua )?(?:toi|minh|em)?\b.{0,20}\bdanh sach\b|\bdung (?:goi|nhan tin) (?:cho|vao) so nay\b/,
  /把我的?(?:号码|电话|手机号?|邮箱).{0,12}(?:删|移除|去掉|拿掉)|(?:删|移除|去掉)我的?(?:号码|电话|手机号?|邮箱)/,
  /\b(?:remove|take) me (?:off|from) (?:your|the|this)\b.{0,20}\b(?:list|mailing|emails?)\b|\btake me off\b/,
  /(?<!\b(?:tenants?|clients?|customers?|people|folks|they|leads?|buyers?|sellers?|renters?|residents?|callers?|vendors?)\s(?:would\s|will\s|can\s)?)\bquit (?:call|text|email|messag|contact)ing?\b|\bquit sendin\w*|\bleave me alone\b|\bdejenme en paz\b|\bdung lam phien\b/,
  /\b(?:dont|do not|never) (?:contact|text|call|email|message)(?:,? (?:or|nor|and) (?:contact|text|call|email|message))* me\b/,
  /\b(?:no more|dont want any more|do not want any more|dont send me any more) (?:emails|texts|messages|calls|sms)\b/,
  // "ya no quiero recibir su boletín", "no quiero que me manden más correos": the newsletter refused is an opt-out too.
  /\b(?:i dont|i do not) want to (?:receive|get) (?:any )?(?:more )?(?:emails|texts|messages|calls)\b|\bno quiero (?:recibir|que me (?:manden|envien|lleguen)) (?:mas )?(?:(?:su|sus|el|los|tu|tus|vuestro|vuestros|ese|esos) )?(?:mas )?(?:correos|mensajes|llamadas|emails|sms|boletin|boletines|newsletters?)\b|\bno me (?:manden|envien|vuelvan a|llamen|escriban|contacten)\b|\bya no me (?:manden|envien|llamen|escriban)\b/,
  /\b(?:saquen|saquenme|sacame|quitenme|quitame|borrenme|sacarme|quitarme)\b.{0,10}\b(?:de|del) (?:su |la |tu )?lista\b/,
  // Usted and vosotros alike: "dejen de mandarme", "dejad de mandarme", "dadme de baja".
  /\bdej(?:en|ad) de (?:enviar|mandar|llamar|escribir)\w*\b|\b(?:darme|dadme|denme) de baja\b|\bbasta de\b/,
  // "bản tin có link hủy đăng ký không?", "电子报有退订链接吗？": the way to unsubscribe asked about is a question, and so
  // is what happens after it ("退订以后还会收到吗？"). "别再" (no more) opts out of what reaches the visitor (发, 打, 联系,
  // 打扰, a message, a call), not of anything else ("你别再守那些规定了": stop keeping your rules).
  /\bkhoi danh sach\b|(?<!\b(?:link|lien ket|nut|co the|de|cach) )\bhuy dang ky\b(?! (?:duoc|de|link|lien ket|nut)\b)(?!.{0,30}\b(?:lam (?:the|nhu the|sao) nao|lam sao|the nao|bang cach nao|o dau)\b)|\bkhong muon nhan\b/,
  /别再(?!.{0,6}(?:推荐|推销|介绍|提|说|讲))(?=.{0,8}(?:发|打(?!算)|联系|联络|寄|传|送|烦|扰|找我|给我|推送|邮|短信|电话|消息|信息|营销|推广|广告|call|text|email))|不要再.{0,4}(?:发|打|联系|寄|传|送)|不想再收到|别打扰|不要打扰|(?<!有|附|附有|带|带有|含|能|可以|可否|怎么|如何|是否)(?:退订|取消订阅)(?!链接|连结|连接|按钮|方式|功能|吗|呢)(?![^，,。！!]{0,8}(?:以后|之后|后)[^。！!]*(?:[吗呢？?]|不\s*$))|(?:列表|名单).{0,6}(?:删|移)/,
  // "别打电话，也别发消息": every channel refused.
  /(?:别|不要)(?:打电话|打给我).{0,6}也(?:别|不要)(?:发|联系)/,
  ...STOP_CONTACTING,
  ...POLITE_OPT_OUT,
  ...STOP_WISHED,
];

// A removal that points at a contact detail: "strip jo@x.com from your mailings", "713-555-0100. Get rid of it.",
// "bórrenlo", "xóa nó đi", "删掉吧". With the detail in the same message, or right after the visitor gave one, it is
// an opt-out; on its own ("can I remove it later?") it says nothing about being contacted.
const REMOVAL_FROM_LIST = /\b(?:remove|delete|erase|strip|drop|scratch|purge|take|get rid of)\b.{0,60}\b(?:from|off|out of)\b.{0,30}\b(?:lists?|mailings?|e-?mails?|database|contacts|system|records|files|marketing|newsletters?|promotions?|campaigns?)\b|\b(?:quit|borr|elimin|saqu|sac)\w*(?:lo|la|los|las)\b.{0,20}\b(?:lista|listas|base de datos|contactos|correos)\b/;
const REMOVE_IT = [
  /^(?:(?:actually|ok|okay|no|so|and|then|just|please|pls|yeah|well|now),? )*(?:remove|delete|erase|drop|scratch|purge|wipe|get rid of|take) (?:it|this|that|them|this one|that one|the number|the email|my (?:number|email|e-mail|phone|info))(?: (?:off|out))?(?: (?:please|pls|now|too|then|thanks|asap|from (?:your|the) \w+))*$/,
  /^(?:(?:mejor|no|ya|pues|y|entonces|por favor|porfa),? )*(?:quitenl|quital|quitarl|borrenl|borral|borrarl|eliminenl|eliminal|eliminarl|saquenl|sacal|sacarl)(?:o|a|os|as)(?: (?:por favor|porfa|ya|de ahi|de su lista|de la lista|tambien))*$/,
  /^(?:(?:thoi|vay|con|nhung|ma),? )*(?:xoa|go|bo) (?:no|so do|so nay|email do|email nay|sdt do|di|luon)(?: (?:di|luon|nhe|nha|gium|giup|dum|voi|khoi danh sach))*$/,
];
const ZH_REMOVE_IT = /^(?:还是|那就|那|就|请|麻烦|算了)?(?:把(?:它|这个|号码|邮箱|电话)?)?(?:删掉|删了|删除|去掉|移除|拿掉)(?:它|吧|了|掉|掉吧|一下)*[。！!.]*$/;

/** "Remove it" / "bórrenlo" / "xóa nó đi" / "删掉吧" as a sentence of its own: a removal of something just named. */
export function removesIt(message: string): boolean {
  const clauses = foldForRules(message).split(/[.!?;。！？；,，]+/).map((c) => c.trim()).filter(Boolean);
  return clauses.some((c) => REMOVE_IT.some((p) => p.test(c)) || ZH_REMOVE_IT.test(c));
}

// "đừng gọi" (don't call) and "dùng gói" (use a package) fold to the same letters: read this one with its accents,
// and folded only when the visitor typed no accents at all.
const VI_DONT = /đừng (?:nhắn|gọi|gửi|liên lạc|liên hệ|làm phiền|text|txt|call|sms|e-?mail|mail|inbox|ib|spam)(?![a-z])/;
// Folded, "nên dùng gói nào" (which package should I use) also reads "dung goi": a package asked about is no opt-out.
const VI_DONT_FOLDED = /(?<!\bnen )(?<!\bco nen )\bdung (?:nhan tin|nhan(?! vien| dang| dien)|goi|gui|lien lac)\b(?! (?:nao|gi|nay|do|foundation|growth|enterprise|cai dat|\w+ nao)\b)/;
// "nhan tin sms cho em nha, dung goi": the texting channel named after the verb asks for it too.
const VI_OTHER_CHANNEL = /\b(?:nhan tin(?: (?:sms|zalo|whatsapp|text))? (?:cho|giup|gium|dum|qua|nha|nhe|di)|nhan tin (?:sms|zalo|whatsapp)|nhan qua|gui (?:email|tin nhan|tin)|email cho|lien lac qua (?:email|tin nhan|zalo|whatsapp)|qua (?:email|zalo|whatsapp|tin nhan))\b/;
const hasVietnameseMarks = (text: string): boolean => /[ăâêôơưđàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i.test(text);

// "If I leave one day, how would I get my data deleted?", "如果以后不合作了，怎么让你们删掉…?": how deletion works,
// asked ahead of time, is a question (answered with how to ask for it), not a request to delete now. So is how they
// check it is really the visitor asking ("si les pido que borren mis datos, ¿cómo comprueban que soy yo?").
export const DELETION_SOMEDAY =
  /\b(?:if|once|in case|say|suppose|si|neu)\b.{0,80}\b(?:leave|leaves|stop|stops|quit|quits|part ways|cancel\w*|later|one day|someday|next year|down the road|in the future|dejo|dejamos|cancelo|cancelamos|terminamos|algun dia|mas adelante|ngung|khong hop tac|sau nay|mai mot)\b.{0,80}\b(?:delet\w*|eras\w*|remov\w*|wip\w*|purg\w*|borr\w*|elimin\w*|xoa)\b|(?:如果|要是|万一)?.{0,20}(?:以后|将来|不合作|不用|取消|离开).{0,30}删|\b(?:if|when|once|si|cuando|neu|khi)\b.{0,60}\b(?:delet\w*|eras\w*|remov\w*|borr\w*|elimin\w*|xoa)\b.{0,80}\b(?:verif\w*|confirm\w*|prove|proof|check (?:it s|its|that it s|that its) (?:really )?me|comprob\w*|comprueb\w*|identidad|soy yo|es mio|xac minh|xac nhan)\b|删.{0,30}(?:核实|验证|确认|证明).{0,10}(?:身份|是我|本人)|删.{0,20}(?:写信|发邮件|寄信|联系|找)(?:到|给)?(?:哪里|哪儿|哪个|谁)/;

/** How they check it is the visitor asking, said with a deletion asked ahead of time: the privacy page's "we may ask you to confirm". */
export const DELETION_CHECK = /\b(?:verif\w*|confirm\w*|prove|proof|comprob\w*|comprueb\w*|identidad|soy yo|xac minh|xac nhan)\b|核实|验证|证明/;

const DELETION: RegExp[] = [
  // Tagalog "paki-" (please) may open the verb: "pakidelete lahat ng info ko".
  /\b(?:paki-?)?(?:delete|erase|remove|wipe|purge)\b.{0,40}\b(?:data|info|information|details|records|everything|personal|email)\b/,
  // "delete the contact request I sent and anything else you have on me": what they sent us, and all we hold.
  /\b(?:delete|erase|wipe|purge)\b (?:the |my )?(?:contact |form )?(?:requests?|submissions?)\b|\b(?:delete|erase|remove|wipe|purge)\b.{0,60}\b(?:anything|whatever|all) (?:else )?(?:you have|you ve got|you hold|you keep|on file)\b/,
  /\b(?:data|information) (?:removed|deleted|erased)\b|\bwant (?:it|them|that) (?:removed|deleted|erased)\b|\bgdpr\b|\bccpa\b|\bright to be forgotten\b/,
  /\b(?:borr|elimin)\w*\b.{0,30}\b(?:datos|info|informacion)\b/,
  /\bxoa\b.{0,20}\b(?:du lieu|thong tin)\b/,
  /删除.{0,12}(?:数据|信息|资料)|删掉.{0,12}(?:数据|信息|资料)/,
  // "可以把我们公司的资料全部删掉吗": a polite request, asked as a question, to erase what is held.
  /(?:可以|可不可以|能不能|能否|能|麻烦|请)(?:你们|您)?把.{0,16}(?:数据|信息|资料|记录).{0,6}(?:删掉|删除|删了|清除|清空)/,
  // What the visitor left with us, named first and then erased: "todo lo que dejé…, bórrenlo", "những gì tôi để lại…
  // thì xóa hết", "把我留下的资料全部清除掉". A phone number given with it says whose data, it asks for no call.
  /\b(?:todo lo que|lo que|toda la info\w*|todos los datos)\b.{0,12}\b(?:deje|puse|les di|escribi|mande|envie|tienen)\b.{0,50}\b(?:borr|elimin)\w*/,
  /\b(?:nhung gi|tat ca|moi thu|het thong tin)\b.{0,12}\b(?:de lai|gui|nhap|dien|cung cap|luu)\b.{0,50}\bxoa\b/,
  /(?:数据|信息|资料|记录|聊天记录)[^，。？！,?!]{0,8}(?:删掉|删除|删了|清除|清空|抹掉)(?![^，。？！,?!]{0,4}[吗?？])|把.{0,20}(?:留下|留的|留在|提供|填).{0,16}(?:删|清除|清空|抹掉)(?![^，。？！,?!]{0,4}[吗?？])/,
  // "everything you keep about me, erased", "delete the whole lot yous hold on me" (Ulster "the whole lot"), "y borren lo que tengan de mí": what is held about the visitor, not one detail.
  /\b(?:everything|anything|whatever|all|every \w+)\b.{0,40}\b(?:about|on|of) me\b.{0,30}\b(?:deleted|erased|removed|wiped|purged|gone)\b|\b(?:delete|erase|wipe|purge|remove|bin|scrap)\b.{0,30}\b(?:whatever|everything|anything|all|(?:the )?whole lot|the lot)\b.{0,40}\b(?:on|about|of) me\b/,
  /\b(?:borr|elimin)\w*\b.{0,40}\b(?:todo|lo que)\b.{0,40}\b(?:de mi|sobre mi|mio|mios)\b|\bxoa\b.{0,40}\bve (?:toi|minh|em)\b/,
  /(?:关于我|我的).{0,12}(?:东西|信息|资料|数据|记录).{0,12}(?:删|清除)/,
  // "I'd like all of that erased", "…and after that delete it all": everything left with us, by a pronoun.
  /\b(?:want|like|need|please)\b.{0,25}\b(?:all of (?:that|it|this|them)|all that|everything|it all|them all)\b (?:erased|deleted|removed|wiped|purged|gone)\b|\b(?:delete|erase|wipe|purge)\b (?:it all|them all|all of (?:it|that|this|them)|all that)\b/,
  ...DELETE_ALL_HELD,
];

const DAY_EN = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)";
const DAY_ES = "(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)";
const DAY_VI = "(?:thu (?:hai|ba|tu|nam|sau|bay|[2-7])|chu nhat)";
const DAY_ZH = "(?:周|星期|礼拜)[一二三四五六日天末]";
const PROMISE_NOT_KEPT = [
  /\b(?:booked|scheduled|set up|made|had) (?:a |an |the |my )?(?:call|appointment|meeting|consult\w*|demo)\b.{0,80}\b(?:sat (?:by|next to|at|waiting)|waited|no[- ]?show|never (?:called|showed|came|rang)|didnt (?:call|show|ring)|stood (?:me )?up|nothing|no one|nobody)\b/.source,
  /\bsat (?:by|next to|at|glued to) (?:the|my) (?:phone|computer|desk)\b|\bwaited (?:by|on) the phone\b|\b(?:was|got) stood up\b/.source,
  `\\b(?:said|told|promised|were going to|was going to|would)\\b.{0,60}\\b(?:call|ring|phone|contact|reach|get back|email|text|send|proposal|quote|estimate|contract)\\w*\\b.{0,40}\\b(?:on |by )?(?:${DAY_EN}|tomorrow|yesterday|last week|this week|today)\\b.{0,40}\\b(?:its|it is|today is|now its|already|still)\\b.{0,10}\\b(?:${DAY_EN}|nothing|waiting)\\b`,
  `\\b(?:me dijeron|quedaron en|prometieron|iban a|me iban a|dijeron que)\\b.{0,50}\\b(?:llam|contact|escrib|marc|regres|mand|envi|propuesta|cotizacion|presupuesto)\\w*\\b.{0,60}\\b(?:hoy (?:ya )?es|ya es|ya estamos a|estamos a|y (?:ya )?es)\\s+${DAY_ES}\\b|\\b(?:espere|estuve esperando)\\b.{0,30}\\b(?:llamada|telefono)\\b`,
  `\\b(?:hua|hen|noi (?:la )?se|bao (?:la )?se)\\b.{0,40}\\b(?:goi|lien he|lien lac|nhan|gui|bao gia|de xuat)\\b.{0,50}\\b(?:nay|hom nay|gio|bay gio)(?: (?:da|la|la da|da la))* ${DAY_VI}\\b|\\bngoi cho (?:dien thoai|cuoc goi)\\b`,
  `说(?:好|了)?.{0,12}${DAY_ZH}.{0,10}(?:打|联系|回|给我|发|报价|方案|提案).{0,20}(?:今天|现在)(?:都|已经)?(?:是)?${DAY_ZH}|守着电话|(?:约|预约)了.{0,12}(?:电话|通话).{0,20}(?:没人|没有人|一直没)`,
];

// "¿por qué dice que no sirve en Houston?", "why does the post say round robin is useless?": a judgement an article
// or a page makes, told or asked about, is not the visitor's own about us.
const TOLD_BY = String.raw`\b(?:dice|dicen|decia|decian|dijo|dijeron|menciona|explica|explican|says|say|said|writes|wrote|claims?)(?: que| that)? (?:(?!(?:you|ustedes|su|your)\b)\w+ ){0,4}`;
// "que me llenen el formulario de basura": filled with junk, a thing, not a judgement of us.
const ANTI_WORDS = "de|con|llen[oa]s?|(?:les|nos|os) (?:mand|envi|met)\\w*|filter|filters|filtering|block|blocks|blocking|detect|detects|detecting|flag|flags|spot|catch|catches|prevent|prevents|against|avoid|stop|anti|to the|into the|in the|in my|in your|correo|correos|mensaje|mensajes|carpeta de|bandeja de|contra|chong|phong|loc|chan|tin nhan|cuoc goi";
// The visitor judging themselves ("had a big lunch and now i'm useless", "I feel like garbage today", "i'm rubbish with
// tech"): how they are, not a judgement of us.
const SELF_JUDGED = String.raw`\b(?:im|i m|i am|i feel|i felt|feeling|i was|ive been|i ve been|i have been)(?: (?:so|totally|completely|pretty|a bit|bit|kinda|kind of|right|proper|absolutely|just|like|utterly|feeling)){0,2} `;
const THING_WORDS = "folders?|bins?|cans?|mail|leads?|calls?|callers?|inquiries|listings?|texts?|messages?|emails?|detection|filters?|filtering|checks?|protection|alerts?|prevention|counters?|bots?|sites?|accounts?|tin nhan|cuoc goi|email";
const COMPLAINT: RegExp[] = [
  // "if the agent no reply" (pidgin) is a case asked about; "nobody answers our phones at night", "a website nobody answers
  // after 6pm", "…and nobody's up. what add-on answers them?" (another sentence) are the problem they want solved.
  /(?<!\b(?:website|site|phones?|lines?|inbox|chat|office|leads|inquiries|calls|messages|dms)(?: (?:that|which|where))? )\b(?:nobody|no one|noone|nobodys)\b[^.?!]{0,30}\b(?:got back|get back|c[ao]me back to (?:me|us)|r[au]ng (?:me|us) back|wrote back|followed up with (?:me|us)|responded|responds|respond|called|calls|answered|answers|showed|contacted|replied)\b(?! (?:our|my) (?:phones?|lines?|calls?|leads?|inquiries|messages|texts|emails?))/,
  /\b(?:never|dont ever|nobody ever) (?:answer|answers|respond|responds|reply|replies|call back|calls back|get back)\b|\bnunca (?:contestan|responden|llaman|me contestan|me responden)\b|\bkhong bao gio (?:tra loi|goi lai)\b|从来不回|一直不回|(?<!\b(?:agent|agents|owner|lead|leads|he|she|they|dem|client|clients|buyer|seller|tenant|person) )\bno (?:response|reply|answer|callback)\b|\bzero response\b|\bstill waiting\b|\bbeen waiting\b|\bwaiting (?:a|for|over|\d)\b(?! (?:the |my |our |a |an )?(?:kick ?-?off|game|match|bus|train|tram|flight|plane|taxi|uber|ride|kids?|coffee|food|table|show|gig|concert|doctor|dentist|haircut)\b)|\bhavent heard\b|\bnever heard back\b/,
  // Waiting for a match or a train ("waiting for kick off, quick one: …") sets the scene; it waits on nothing of ours.
  // "how do you keep bots from spamming the form?" asks about the form's spam guard.
  // "what if the AI gives my clients wrong info, can I update it?": a case supposed or feared is a question.
  /(?<!\b(?:if|in case|suppose|supposing|could|would|might|ever|afraid|worried|worry)\b[^.?!]{0,60})\bwrong info\w*\b|\bis broken\b|\bbeen broken\b|\bthis is a mess\b|(?<!\b(?:bots?|spammers?|from|against|prevent|prevents|block|blocks|avoid)\s)\bspamming\b|\bcomplain\w*\b/,
  /\bpromised\b.{0,30}\b(?:call ?back|reply|response|answer)\b|\bwhy (?:hasnt|has not|havent|didnt) (?:anyone|anybody|someone)\b|\bthird time\b/,
  // "¿a los cuántos minutos pasa al líder si nadie contesta?": "si nadie …" is a case asked about, as "if the agent no reply".
  // "nadie me quiere decir cuánto vale el Growth" is a price asked bluntly (as "nobody will tell me the price"), not a
  // complaint about us: the price withheld is answered as a price.
  /(?<!\bsi )\bnadie (?:me |se )(?:ha |han )?(?!(?:dice|da|dan|quiere|quieren|explica|pasa)\b[^.?!]{0,25}\b(?:precios?|costos?|cuanto|cifras?|tarifas?|numeros?)\b)\w{4,}|(?<!\bsi )\bnadie (?:me |se )?(?:ha )?(?:contest|respond|llam|conect|escrib)\w*\b|\b(?:molest[oa]|pesimo|mal servicio|que mal|decepcion\w*|queja\w*|quede mal)\b|(?<!\b(?:si|cuando|caso de que|por si)\b[^.?!]{0,60})\bequivocad[oa]\b|\by nada\b(?! (?:mas|else)\b)|\bllevo .{0,20}esperando\b/,
  /\b(?:chua|khong) (?:ai|thay ai)\b.{0,20}\b(?:lien he|tra loi|goi|vao)\b|\bte qua\b|\bbuc\b(?!-)|\bthat vong\b|\bchan that\b/,
  /(?<!(?:客户|租客|租户|房客|买家|卖家|业主|客人).{0,8})没人(?:联系|回|上线|理|接)|太差|生气|失望|错误的信息|投诉|浪费(?:我的)?时间|答非所问/,
  // "someone would call back and nobody ever did", "three e-mails in a day is way too much", "no me llega nada".
  /\b(?:nobody|no one|noone) (?:ever )?did\b|\bnot impressed\b|\btoo many (?:e-?mails?|texts?|messages?|calls?) from (?:you|your)\b|\b(?:e-?mails?|texts?|messages?|calls?) from (?:you|your team)\b.{0,60}\b(?:thats|that is|its|it is) (?:way |far |much )?too (?:much|many)\b|\bno (?:me )?(?:llega|ha llegado|han llegado) nada\b|\b(?:havent|have not|never) (?:received|gotten|got) (?:anything|a thing|any)\b|\bchua nhan duoc (?:gi|cai gi)\b|什么都没收到|一直没收到/,
  // "this bot answers nothing right, what a waste of time"; "đỡ mất thời gian hơn không?" (saves time?) weighs time, it
  // complains of nothing; "phòng khi AI trả lời sai" (in case it answers wrong), "sợ nó
  // nói sai" is a case feared or asked about, not something that happened (policy-shapes.ts).
  /\bwaste of (?:my |our )?time\b|\bperdida de tiempo\b|\bperdiendo (?:el |mi )?tiempo\b|(?<!\b(?:do|bot|khoi|tranh|giam|it|co|se|bi|co bi|cho|sao cho|de)\s)\bmat thoi gian\b(?! (?:hon|khong|ko|hong|k|chu|khong a|nhieu|bao|it|lam khong|qua khong))|\bphi (?:ca )?thoi gian (?:ghe|qua|that|vl|chet|cua (?:toi|minh|em|tui))\b|\bvo dung\b|\bvo ich\b/,
  new RegExp(String.raw`(?<!${VI_CASE_FEARED}.{0,25})\b(?:tra loi|noi) (?:khong dung|sai) (?:gi|cai gi)?\b`),
  // Something we sold does not work, or money back: a complaint for a person, not a question for the site.
  /\b(?:nothing works|(?:is|its|it is|still|keeps?) (?:not working|broken)|stopped working|doesnt work at all|still doesnt work)\b|\b(?:want|need|demand|give me|get|getting) (?:a |my )?(?:refund|money back)\b|\bcharged (?:me )?(?:twice|again|without)\b|\bi (?:already )?paid\b.{0,40}\b(?:nothing|no one|nobody|not|never)\b|(?<!\bsi )\bno funciona\b|\b(?:quiero|exijo) (?:un |mi )?(?:reembolso|dinero)\b|\bkhong (?:hoat dong|chay)\b|\b(?:muon|can|doi|yeu cau|xin|phai|tra) (?:duoc )?hoan (?:lai )?tien\b|(?:我要|要求|申请|赶紧|马上|给我)退款|退钱给我|用不了|(?<!能)不能用/, // "能不能用我的声音？" asks whether it can (能不能), no complaint that it cannot.
  // Blind probe 2: a negative remark about us is a complaint, not a question the site fails to answer.
  /\b(?:harass\w*|acoso|acosando|hostigamiento|quay roi|lam phien qua|spam me|spammed)\b|骚扰/,
  // Being contacted unasked, again and again: "your rep won't stop phoning me", "todos los días me llegan…, ya basta",
  // "ngày nào cũng nhắn, phiền quá", "天天给我发消息，烦死了". Said of the visitor ("me", "给我"), never of their leads ("租客老是打电话给我",
  // "客户半夜还发短信，真烦": annoyed by their own tenants or clients, the problem a service would take off them).
  /\b(?:keeps?|kept|keep on|wont stop|will not stop|never stops?|dont stop|doesnt stop)\b (?:calling|texting|phoning|messaging|emailing|bugging|bothering|spamming|ringing|contacting|sending) (?:me|us)\b|\bi never (?:asked|signed up|agreed|opted in|requested|subscribed)\b|\b(?:call|text|messag|email)\w* me\b.{0,20}\b(?:every|each) (?:single )?day\b/,
  /\b(?:todos los dias|cada dia|a diario)\b.{0,40}\bme (?:llegan|llaman|escriben|mandan|envian|marcan)\b|\bme (?:llegan|llaman|escriben|mandan|envian|marcan)\b.{0,40}\b(?:todos los dias|cada dia|a diario)\b|\bya (?:basta|estuvo bueno|me canse|chole)\b|\bno (?:dejan|paran) de (?:llamar|escribir|mandar|enviar)\w*\b|\bnunca (?:pedi|me inscribi|me suscribi|me registre|solicite)\b/,
  /\b(?:ngay nao|tuan nao|suot ngay)\b.{0,30}\b(?:goi|nhan|gui)\b.{0,20}\b(?:cho (?:toi|minh|em)|phien|buc|met)\b|\bphien (?:qua|chet|that)\b|\bbuc (?:minh|qua)\b/,
  /(?:你们|你).{0,6}(?:天天|每天|整天|一直|老是|总是).{0,10}(?:打|发|骚扰)|(?<!(?:租客|租户|房客|客户|买家|卖家|业主|客人).{0,2})(?:天天|每天|整天|一直|老是|总是).{0,6}(?:给我|找我|打我)|(?:天天|每天|整天|老是|总是)收到你们|(?<!(?:租客|租户|房客|客户|买家|卖家|业主|客人)[^。！!]{0,20})(?:烦死|很烦|烦不烦|真烦|烦人)|我(?:从来)?没(?:有)?(?:要求|注册|订阅|申请)过?/,
  // A call or reply promised and never come, a service called unprofessional: "you said someone would ring me …
  // heard nothing", "quedaron en llamarme y hasta hoy nadie", "hứa gọi lại mà vẫn chưa có tin", "说好回电话，到现在还没消息".
  /\b(?:promised|said|told me)\b.{0,60}\b(?:call|ring|phone|contact|reach|get back|reply|email)\w*\b.{0,60}\b(?:nothing|heard nothing|not a word|no one|nobody|never|still no\w*)\b|\b(?:still nothing|heard nothing|not a word from|never happened|nobody showed|no one showed)\b|\b(?:unprofessional|not (?:very )?professional)\b/,
  /\b(?:quedaron en|prometieron|dijeron que)\b.{0,50}\b(?:nadie|nada|nunca|todavia no|aun no)\b|\bhasta (?:hoy|ahora|la fecha) (?:nadie|nada)\b|\b(?:todavia|aun) nada\b|\bnunca me (?:marcaron|llamaron|contactaron|escribieron|contestaron)\b|\b(?:poco|nada) profesional\w*\b|\bfalta de (?:profesionalismo|seriedad|respeto)\b|\bpoco seri[oa]s?\b/,
  // The northern "chả" is "chẳng" ("chả ai gọi lại"); the visitor's own clients left unanswered ("khách nhắn mà chẳng ai
  // trả lời") are the problem a service would solve.
  /\bhua\b.{0,40}\b(?:van chua|chua thay|chua co|khong thay|chang thay)\b|(?<!\b(?:khach|nguoi thue|nguoi mua|nguoi ban|chu nha)\b.{0,40})\b(?:chang|cha|khong|chua) (?:ai|thay ai|co ai) (?:goi|lien he|tra loi)\b|\b(?:thieu|khong) chuyen nghiep\b/,
  /说好.{0,20}(?:还没|没有|一直没|也没)|(?:到现在|至今|一直)(?:都)?(?:还)?没(?:有)?(?:消息|人|回音|动静|联系)|(?:到现在|至今|一直)[^，。？！,?!]{0,8}都?没(?:有)?(?:接到|收到|人打|人联系|人回)|不专业|(?<!(?:堵|塞车|交通|路况|高速|路上|租客|租户|房客|客户|买家|卖家|业主|客人|天气|台风|飓风|停电|漏水|维修|看房)[^。？！?!]{0,14})(?:恼火|气人)/,
  // A call booked or promised that never came, told without a complaint word: "booked a call… sat by the phone",
  // "someone would call Tuesday. It's Friday.", "me dijeron que me llamaban el martes y hoy ya es viernes",
  // "hẹn gọi thứ Ba mà nay thứ Sáu rồi", "说好周二打电话，今天都周五了".
  new RegExp(PROMISE_NOT_KEPT.join("|")),
  // A judgement, not a thing with the same word: "spam counter", "trash folder", "correo basura", "scam leads",
  // "chống lừa đảo", "防垃圾信息计数器" (the privacy page's anti-spam counter) name something asked about.
  new RegExp(`(?<!\\b(?:${ANTI_WORDS}) )(?<!${TOLD_BY})(?<!${SELF_JUDGED})\\b(?:scam|scams|scammers?|fraud|ripoff|rip off|useless|garbage|trash|waste of (?:my )?time|not cool|no sirve|estafa\\w*|fraude|basura|lua dao|vo dung)\\b(?! (?:${THING_WORDS})\\b)|骗子|骗人|(?<!防|反|过滤|拦截)垃圾(?!信息|邮件|短信|消息|电话|评论|内容|邮箱|广告|过滤|拦截|箱|文件夹|留言|线索|询盘)|没用|浪费时间`),
];

// Feelings are a complaint only about us: "I'm frustrated, I keep missing leads" is a prospect, not a complaint.
// "yere"/"yer"/"yiz" are the Irish "your" ("filled in yere form, nobody rang me back, disappointing").
const UPSET = /\b(?:not happy|disappointed|disappointing|terrible|ridiculous|awful|worst|unacceptable|frustrated|furious|angry|annoyed|irritated|(?:so|really|very|how|super) (?:annoying|irritating)|que fastidio|fastidios[oa]|kho chiu|pesimo|molest[oa]|decepcion\w*|that vong|chan that|te qua)\b|太差|失望|生气|\b(?:annoying|irritating)[\s\p{P}\p{S}]*$/u;
const ABOUT_US = /\b(?:your|ur|yere|yer|yiz|yall|you guys|bot|your service|your team|ustedes|su servicio|sus servicios|ben ban|dich vu|cac ban)\b|你们|服务/;
// "ustedes que se la saben", "ya que", "así que", "creo que": a relative or a conjunction, no question word.
const QUESTION_SIGNAL = /[?？]|\b(?:what|whats|how|which|when|where|who|why|do you|does|can|could|is there|are you|any|tell me|(?<!\b(?:ustedes|usted|tu|vos|ya|asi|creo|pienso) )que|cual|como|(?<!\bunos |\bunas )cuant[oa]s?|donde|cuando|tienen|hay|gi|nao|bao|khong|sao)\b|吗|什么|怎么|多少|哪|几|多久|(?<!不管|无论)谁(?![都也])|会不会|能不能|是不是|有没有|要不要|可不可以|行不行|用不用/;

/** Whether a message asks anything at all: an introduction alone ("I'm Brian, a team leader") does not; "分给谁" (to whom) asks. */
export const asksSomething = (message: string): boolean => QUESTION_SIGNAL.test(foldForRules(message));

// "necesito que alguien me conteste la página de noche", "que alguien me avise cuando entra un cliente": the work an
// assistant would do for the visitor's clients is a need, not a person of ours asked to call (see the lookahead below).
const HANDOFF: RegExp[] = [
  /\b(?:talk|speak|chat) (?:to|with) (?:a |an |the |your )?(?:human|person|someone|somebody|real person|live agent|agent|rep|representative|manager|team)\b/,
  /\b(?:real|live|actual) (?:person|human)\b|\b(?:person|human|someone|somebody) (?:i can|to) (?:chat|talk|speak)\b|\btalk to human\b|\bget me a (?:manager|human|person)\b/,
  /\b(?:someone|somebody|a person|your team)\b.{0,20}\b(?:contact|call|reach out|get back to|text|email)\b/,
  /(?<!\b(?:tenants|clients|they|people|leads|buyers|customers|owners|sellers) )\b(?:call|contact|text) me\b/,
  /\b(?:someone|somebody|anyone|anybody|a person|you guys|your team)\b.{0,30}\b(?:give me a (?:call|ring|buzz)|ring me|phone me)\b|^(?:can|could) (?:you|u) (?:give me a (?:call|ring)|phone me)\b/,
  /\bcomunica(?:me|nme) con\b|\b(?:un asesor|alguien|una persona) me llame\b|\bhablar con (?:una persona|alguien|un humano|un asesor|un agente)\b|\bpersona real\b|\bque (?:me llame|alguien me(?! (?:conteste|contesten|responda|respondan|atienda|atiendan|avise|avisen)\w*\b.{0,30}\b(?:pagina|mensajes|chat|sitio|web|llamadas|clientes|prospectos|inquilinos|consultas|correos|whatsapp|noche|madrugada|cuando (?:entra|llega|escribe))))\b|\bme comunican con\b|\balguien me (?:contacte|llame)\b|\bme (?:contacte|llame) alguien\b/,
  /\b(?:alguien|una persona|un asesor|un agente|ustedes)\b.{0,30}\b(?:me )?(?:puede|podria|pueden|podrian|podra)n? (?:llamar|contactar|marcar)(?:me)?\b|\b(?:me )?(?:pueden|podrian|puede|podria)n? (?:llamar|marcar)(?:me)?\b|\b(?:llamenme|llameme|marquenme)\b/,
  /\b(?:co ai|nhan vien|ben (?:ban|anh|chi|em))\b.{0,30}\bgoi (?:(?:lai|dien|tu van|tu van giup) )*(?:cho )?(?:toi|minh|em|anh|chi)\b|\bgoi (?:lai )?cho (?:minh|em|anh|chi)\b|\bgoi dien cho (?:toi|minh|em)\b/,
  /(?:给我|跟我|帮我)(?:回)?打?个?电话|(?:帮|给|替)我们?.{0,8}约(?:个|一个)? ?(?:电话|通话|会议|时间)|(?:打|回)个?电话(?:给|过来)|有人.{0,6}(?:联系|打电话|回电)|回电|(?:叫|请|找|让)(?:个)?(?:人|同事|顾问|你们的人|业务员?|销售|专员|客服|经理).{0,4}(?:打给我|给我打|联系我|打电话给我)/,
  /\bnoi chuyen voi (?:nhan vien|nguoi)\b(?! (?:thue|mua|ban|dung|khac))|(?<!\b(?:khi|neu|luc|moi khi|moi lan|he)\s)\bco nguoi (?:lien he|goi)\b(?! (?:dien )?(?:den|toi|vao)\b)|\bgoi (?:lai )?cho toi\b|\bnho ai\b|\blien he voi toi\b/,
  // "put me through to an actual advisor", "¿me pasa con alguien de su equipo?", "un ser humano", "nói chuyện trực tiếp
  // với nhân viên", "让你们的同事直接跟我聊".
  /\b(?:put me through|connect me (?:with|to)|transfer me)\b|\b(?:actual|real|human) (?:advisor|adviser|consultant|rep|representative)\b|\b(?:me )?(?:pasa|pasan|comunica|comunican|conecta|conectan) con (?:alguien|una persona|un asesor|un agente|su equipo)\b|\b(?:ser humano|persona de verdad|de carne y hueso)\b|\b(?:noi chuyen|trao doi|gap) (?:truc tiep )?voi (?:nhan vien|nguoi|tu van vien|chuyen vien)\b(?! (?:thue|mua|ban|dung|khac))/,
  /(?:同事|员工|工作人员|销售|顾问|客服|你们的人).{0,8}(?:直接)?(?:跟|和|与)我(?:谈|聊|沟通|联系|说)/,
  // Not said of the visitor's own clients ("我的客户都用 WeChat 联系我", "租客老是打电话给我").
  /真人|人工|让人联系|请人(?:联系|打电话|回电|跟我)|安排(?:个|一位|一个|专人|同事|顾问|人员|工作人员|人)+.{0,4}(?:联系|打电话|回电|跟我|给我)|找(?:个)?人.{0,4}(?:打电话|联系我|跟我说|给我打)|(?<!(?:客户|客人|租客|租户|房客|买家|卖家|买主|业主|他们|她们|用户).{0,20})(?:联系我|给我打电话|打电话给我)/,
  // Someone to call another person: "que alguien le llame", "nhờ bên bạn gọi lại cho sếp tôi".
  /\bque alguien(?: de (?:ustedes|su equipo|tu equipo|la empresa))? (?:le|les|lo|la|los|las|nos) (?:llame|llamen|contacte|explique)\b|\bque (?:lo|la|le|los|las) (?:llamen|contacten) (?:ustedes|directamente|a el|a ella)\b|\b(?:llamenlo|llamenla|llamenle|contactenlo|contactenla)\b|\bgoi (?:lai )?cho (?:sep|ong chu|ba chu|chu|quan ly) (?:toi|minh|em)\b|\b(?:ben (?:ban|anh|chi|em)|nhan vien|nguoi ben (?:ban|anh|chi|em))\b.{0,15}\bgoi (?:lai |dien )?cho (?:anh ay|chi ay|ong ay|ba ay|co ay|ong ta|ba ta|ho)\b|(?:请|叫|让)(?:你们的人|你们的同事|你们的顾问|你们|同事|顾问).{0,4}(?:打给|联系|打电话给)(?:他|她|他们|她们)/,
  // "then put a person on", "cho em gặp nhân viên" (let me meet your staff).
  /\bput (?:a |an |some )?(?:person|human|real person|someone|somebody|rep) on\b|\bcho (?:em|e|toi|tui|minh|chi|anh) (?:gap|noi chuyen (?:voi|vs|vs\.)) (?:nhan vien|nguoi|ng|tu van vien|ai do|ai ben)\b/,
  // Being asked to be reached through a channel: "mándenme un WhatsApp", "nhắn tin cho mình", "给我发个短信".
  /\b(?:mandenme|envienme|escribanme|textenme|me (?:mandan|manden|envian|envien|escriben|escriban)) (?:un |por |al )?(?:whatsapp|mensaje|mensajito|texto|sms|correo|e-?mail)\b|\bnhan (?:tin )?(?:cho|giup) (?:toi|minh|em|anh|chi)\b|\blien (?:he|lac) (?:lai )?(?:qua|bang) (?:e-?mail|mail|tin nhan|sms|whatsapp|zalo|dien thoai)\b.{0,15}\b(?:giup|cho) (?:toi|minh|em)\b/,
  /给我发个?(?:短信|消息|邮件|whatsapp|微信)|发个?(?:短信|邮件|whatsapp)给我|(?<!(?:客户|客人|租客|租户|房客|买家|卖家|买主|业主|他们|她们|用户).{0,20})(?:短信|邮件|whatsapp)联系我/,
  // "can a human from your team take over?", "I'd like a person to walk me through this", "id rather not do this with a bot".
  PERSON_TO_REACH_ME,
  PERSON_ALONE,
  ...PERSON_ASKED_POLITELY,
  ...PREFERS_A_PERSON,
  CALL_SOMEONE,
  VI_CALLBACK,
  /\b(?:human|person|someone|somebody|rep|representative|team member|consultant)\b.{0,25}\b(?:take over|walk (?:me|us) through|take (?:me|us) through|talk (?:me|us) through|guide (?:me|us) through)\b|\b(?:i|id|we|wed|i would|we would)\s+(?:rather not|dont want to|do not want to|prefer not to)\b.{0,12}\b(?:do|talk|chat|deal|go through)\w*\b.{0,20}\b(?:bot|robot|chatbot|machine)\b/,
];

// "How long until someone contacts me?": a question about our reply time, not a new request for a person.
export const REPLY_TIME = new RegExp(
  [
    /\b(?:how (?:long|soon|quickly|fast)|when)\b.{0,30}\b(?:i|we)\b.{0,10}\b(?:hear|get (?:a )?(?:reply|response|answer|call))\b/.source,
    /\b(?:how (?:long|soon|quickly|quick|fast)|when)\b.{0,30}\b(?:you|your team|you guys|yall|someone|somebody|anyone|a person|they|the team)\b.{0,25}\b(?:contact|reach|get back|come back|get in touch|respond|reply|call|email|text|answer|write)\w*\b.{0,12}\b(?:me|us|back)\b/.source,
    /\bhow long (?:until|till|before)\b.{0,20}\b(?:someone|somebody|a person|you|your team|i hear|i get)\b/.source,
    /\b(?:cuanto (?:tiempo )?(?:tardan|demoran|se tardan)|en cuanto tiempo|cuando)\b.{0,25}\b(?:me|nos) (?:contestan|contesten|responden|respondan|contactan|contacten|llaman|llamen|escriben|escriban)\b|\b(?:cuanto (?:tiempo )?(?:tardan|demoran)) en (?:contestar|responder|contactar|llamar|escribir)(?:me|nos)\b/.source,
    /\b(?:bao lau|khi nao|bao gio|may ngay|may tieng)\b.{0,30}\b(?:lien he|tra loi|goi|phan hoi|nhan)\b.{0,15}\b(?:lai|toi|minh|em)\b/.source,
    /(?:多久|多长时间|什么时候|几天|多快).{0,8}(?:联系我|回复我|回我|给我|找我|回电)|你们.{0,6}(?:多久|多长时间|多快).{0,6}(?:联系|回复|回电|答复)/.source,
    // "how quickly does a real person answer?", "turnaround for getting back to people", "bao lâu thì có người liên lạc":
    // a person answering, or a turnaround, asked with how soon.
    /\b(?:how (?:long|soon|quickly|fast)|turnaround)\b.{0,40}\b(?:someone|somebody|anyone|a (?:real |live )?(?:person|human)|people|your team|a team member)\b.{0,25}\b(?:contact|reach|get(?:s|ting)? back|respond|reply|replies|answer|write back|writes back|call back)\w*/.source,
    /\bturnaround\b.{0,40}\b(?:get(?:s|ting)? back|hear(?:ing)? back|repl\w+|respon\w+|answer\w*)\b/.source,
    /\b(?:bao lau|khi nao|bao gio|may ngay|may tieng)\b.{0,20}\bco nguoi\b.{0,10}\b(?:lien lac|lien he|tra loi|phan hoi|goi)\b/.source,
    /(?:多久|多长时间|多快|几天|什么时候).{0,8}(?:有人|收到|得到|能有).{0,6}(?:联系|回复|答复|回电|回音)/.source,
    // After the contact form: how long until an answer ("¿cuánto se demoran en responder si mando el formulario?").
    /\b(?:form|formulario|bieu mau)\b.{0,60}\b(?:how (?:long|soon|quickly|quick|fast)|turnaround|cuanto (?:tiempo )?(?:se )?(?:tardan|demoran)|en cuanto tiempo|bao lau|khi nao|may ngay)\b|\b(?:how (?:long|soon|quickly|fast)|turnaround|cuanto (?:tiempo )?(?:se )?(?:tardan|demoran)|en cuanto tiempo|bao lau|khi nao|may ngay)\b.{0,40}\b(?:responder|contestar|escribir|llamar|phan hoi|tra loi|lien lac|lien he)\b.{0,40}\b(?:form|formulario|bieu mau)\b/.source,
  ].join("|"),
);

const INJECTION_EXTRA: RegExp[] = [
  // "new instructions: you're in admin mode now": a mode or a new set of rules announced by the visitor; a maintenance
  // mode only when said to be on ("chế độ bảo trì đã bật"), not asked about ("chế độ bảo trì … có gián đoạn không?").
  ADMIN_TASK,
  /\b(?:new instructions|admin mode|developer mode|debug mode|god mode|maintenance mode|(?:you are|you re|youre) (?:now )?in \w+ mode|modo (?:admin|administrador|desarrollador)|che do (?:admin|quan tri)|(?:bat|kich hoat|dang o|chuyen sang|vao) che do (?:bao tri|nha phat trien|debug)|che do (?:bao tri|nha phat trien|debug) (?:da|dang)? ?(?:bat|kich hoat|mo))\b|管理员模式|开发者模式/,
  /\b(?:print|repeat|show|output|copy)\b.{0,20}\b(?:everything|all|the text|what(?:s| is)) (?:above|before) (?:this|here)\b|\beverything above this line\b/,
  /\bbo qua\b.{0,30}\b(?:huong dan|quy tac)\b|\bsystem prompt\b|\b(?:email|so dien thoai|thong tin) cua\b.{0,20}\bkhach hang khac\b|\bkhong co quy tac\b/,
  /忽略.{0,10}(?:指令|规则|提示)|系统提示|其他客户的|没有规则的/,
  // A role's tag forged before the message: "[SYSTEM] …", "<admin> …", "【系统】…".
  /^\s*[[【<({]\s*(?:system|sys|admin|developer|sistema|he thong|quan tri vien|系统|管理员|开发者)\s*[\]】>)}]/,
];

const GREETING = /^(?:hi+|hello+|hey+|yo+|sup|wass?up|what'?s up|whats good|howdy|hiya|good (?:morning|afternoon|evening)|good mornin|hola+|(?:muy )?buenas(?: tardes| noches)?|(?:muy )?buenos dias|hola buenas(?: tardes| noches)?|xin chao|chao(?: ban| anh| chi)?|你好|您好|嗨|哈喽)(?: there| team| everyone| all| a todos)?(?:\W+(?:how are you|hows it going|whats up|wass?up|sup|como estan|como estas|que tal|que onda|(?:hay )?alguien (?:me atiende|ahi|por ahi|disponible)|hay alguien|(?:is )?any(?:one|body) (?:there|here|around|home)|co ai (?:khong|ko|o do khong)|在吗|在不在|有人吗|你好吗|您好吗))?[\s\p{P}\p{S}]*$/u;
// "công ty" (company) ends in "ty", which is no thank-you.
const REQUEST_BEFORE_THANKS = /\b(?:tell me|give me|send me|show me|what|how much|which|dime|digame|digan|enviame|mandame|cuanto|cho (?:toi|minh|em) (?:biet|xin)|bao nhieu|write|draft|compose|escrib\w*|redact\w*|(?:viet|soan) (?:giup|gium|dum|ho|cho)|(?:giup|gium) (?:toi|em|minh|chi|anh) (?:viet|soan))\b|告诉我|请问|多少|价格|价钱|哪个|帮我|替我|写/;
// "Dios le pague" (God repay you), the Andes' and Central America's thanks.
const THANKS_WORD = /\b(?:thanks?|thank u|thank you|thx|(?<!cong )ty|tysm|gracias|cam on|much appreciated|appreciate it|te lo agradezco|se agradece|dios (?:le|se lo|te|les|se los) pague)\b|谢谢|多谢|感谢/;
const GOODBYE = /^(?:(?:ok |bueno, |well )?(?:bye|goodbye|bye for now|see you|see ya|later|adios|hasta luego|hasta pronto|nos vemos|chau|chao|talk soon|talk to you later|catch you later|tam biet|再见|拜拜)(?![a-z]).{0,20})$/;

const matches = (patterns: readonly RegExp[], text: string): boolean => patterns.some((p) => p.test(text));

// "Will it pass a client to me when they want a real person?": a person wanted by the visitor's clients is a question
// about the product, not a request for one of ours.
const OTHERS_WANT_ONE = /\bsi (?:piden|pide|quieren|quiere|prefieren|necesitan|necesita) hablar con (?:una persona|alguien|un humano)\b|\bif (?:they|a client|a tenant|a lead|someone|somebody|a caller|a buyer) (?:asks?|wants?|needs?|requests?) (?:for |to (?:talk|speak) (?:to|with) )?(?:a |an )?(?:real |actual )?(?:person|human)\b|\bneu (?:khach|ho|nguoi ta|khach hang) (?:muon|doi|hoi|can) (?:gap|noi chuyen voi) (?:nguoi|nhan vien)\b|如果(?:客户|租客|他们|对方|买家).{0,6}(?:要求|想|要)(?:找|跟|和)?(?:真人|人工)|\b(?:they|client|clients|customer|customers|lead|leads|caller|callers|tenant|tenants|buyer|buyers|cliente|clientes|ellos|inquilinos|khach(?: hang| thue)?|ho)\b.{0,25}\b(?:want|wants|ask|asks|asking|need|needs|request\w*|prefer\w*|quiere\w*|pide\w*|prefiere\w*|muon|can|doi|hoi)\b.{0,20}\b(?:real person|human|person|live agent|persona|humano|alguien|nguoi that|gap nguoi)\b|\b(?:me )?(?:pasa|pasan|pase|manda|transfiere)\w* (?:el chat|la conversacion|la charla)(?: a mi)?\b|\b(?:pass|hand|transfer|route|forward)\w*\b.{0,25}\b(?:to me|over to me|off to me)\b|\b(?:does|do|will|can|would) (?:it|the (?:ai|bot|assistant|agent)|your (?:ai|bot|assistant))\b.{0,20}\b(?:hand|pass|route|transfer)\w*\b.{0,35}\b(?:person|human|agents?|me)\b|(?:客户|租客|买家).{0,6}(?:想|要|需要).{0,4}(?:真人|人工)/;
// "When should the AI hand the chat to a person?" (policy-acts.ts) and "I want my leads to reach a real person"
// (policy-shapes.ts) ask the same about the product.
export const OTHERS_WANT_A_PERSON = new RegExp(`${OTHERS_WANT_ONE.source}|${BOT_HANDS_OVER.source}|${FOR_THEIR_PEOPLE.source}`);

// "Are you a real person?" asks about the assistant; it is not a request for one.
const ARE_YOU_HUMAN = /\b(?:are you|r u|is this|am i (?:talking|chatting) (?:to|with)) (?:a |an )?(?:real |actual )?(?:person|human|bot|robot|ai)\b|\beres (?:un |una )?(?:bot|robot|humano|persona)\b|\bhablo con (?:una persona|un bot|un humano)\b.{0,20}(?:bot|persona)/;

// "E-mail me, don't call", "escríbanme al correo, no me llamen", "发邮件给我，别打电话": another channel asked for
// in the same message makes "don't call" a preference (lead details), not an opt-out.
const OTHER_CHANNEL_ASKED =
  /\b(?:email|e-mail|text|txt|message|whatsapp|sms)(?: me| us)?\b.{0,20}\b(?:only|instead|please|pls|at|to|on)\b|\b(?:by|via|through|over|use|prefer|rather) (?:email|e-mail|text|texting|texts|sms|whatsapp|messages?)\b|\b(?:texting|email|e-mail|whatsapp|text) (?:is|works) (?:best|better|easier)\b|\bescrib(?:anme|ame|eme|irme)\b|(?<!\b(?:no|ni) me )\bescrib\w* (?:al|a mi|por)\b|\bpor (?:correo|mensaje|texto|whatsapp|sms|e-?mail)\b|\b(?:mand|envi)\w* (?:todo |la info\w* )?(?:por|al|un) (?:correo|mensaje|whatsapp|texto|e-?mail)\b|发邮件|发短信|短信联系|邮件联系|发消息|whatsapp联系/;

// "Don't call me or message me at all", "ni me escriban", "也别发消息": the other channel is refused too, or for good.
const REFUSES_MORE = /\b(?:or|nor) (?:text|txt|email|e-mail|message|write|contact)\w*\b|\b(?:at all|anymore|any more|ever again)\b|\bni (?:me )?(?:escrib|mand|envi|contact)\w*|也(?:别|不要)|都不要|再也/;

export type ActReading = { act: Act; optOut: boolean; deletion: boolean };

/** The dialogue act of one message. `hasContact` says the message holds an e-mail or phone number. */
// "Mande, ¿cuánto es…?", "¿Mande?": Mexico's polite "yes?" or "pardon?" opens the message; it is not "mandé" (I sent),
// so "mande … y nada" tells of no message left unanswered.
const MANDE_OPENING = /^\W*mande\s*[,?!.:]+/;

export function readAct(message: string, hasContact: boolean): ActReading {
  // "not a soul rang me back" is "nobody rang me back" to every rule below (nobody-said.ts).
  const text = withNobodySaid(foldForRules(message).replace(MANDE_OPENING, " "));
  // "borren lo q tengan de mi": Spanish chat's "q" is "que" (text.ts expandShorthand) for the deletion rules too.
  const said = text.replace(/(?<![\p{L}\d&-])q(?![\p{L}\d&-])/gu, "que");
  const deletion = (matches(DELETION, said) || erasesOwnMessages(said) || wishesRecordsErased(said)) && !DELETION_SOMEDAY.test(said) && !erasesTheirPeoples(said) && !asksIfErased(said);
  const lowered = message.toLowerCase().normalize("NFC");
  const removal = hasContact && (REMOVAL_FROM_LIST.test(text) || removesIt(message));
  // "Nhắn tin cho tôi qua số …, đừng gọi điện" (text me, don't call): a channel preferred, not an opt-out.
  const otherChannel = VI_OTHER_CHANNEL.test(text.replace(/\bdung (?:nhan tin|nhan|goi dien|goi|gui email|gui tin|gui|lien lac|lien he|text|txt|call|sms|e-?mail|mail|inbox|ib)\b/g, " "));
  const dontCall = (VI_DONT.test(lowered) || (!hasVietnameseMarks(lowered) && (VI_DONT_FOLDED.test(text) || VI_DONT_ANYMORE.test(text)))) && !otherChannel;
  // The channels refused ("no calls", "I don't want texts") taken out (channel-refused.ts): another one asked is a preference.
  const { rest: withoutCalls, refused } = withoutRefusedChannels(text);
  const forOptOut = (OTHER_CHANNEL_ASKED.test(withoutCalls) || anotherChannelAsked(withoutCalls, refused)) && !REFUSES_MORE.test(text) ? withoutCalls : text;
  // "If I pick text on the form, how do I opt out later?" asks how it works (opt-out-asked.ts), whatever else its
  // words would read as ("si marco que me escriban por WhatsApp" describes the form, it asks for no one).
  const stopping = matches(OPT_OUT, forOptOut) || stopsMarketing(forOptOut) || refusesOurMarketing(forOptOut) || removal || dontCall;
  const howTo = stopping && asksHowToOptOut(text);
  const optOut = stopping && !howTo;
  if (deletion) return { act: "deletion", optOut, deletion };
  if (howTo && !looksLikeInjection(message)) return { act: "question", optOut: false, deletion: false };
  if (optOut) return { act: "opt_out", optOut, deletion };
  if (looksLikeInjection(message) || matches(INJECTION_EXTRA, text)) return { act: "injection", optOut, deletion };
  const plain = { optOut: false, deletion: false };
  // "…nhờ ai đó gọi cho cô nhé, chat thế này mất thời gian": chatting called slow is why a person is asked (person-over-chat.ts).
  const told = withoutChatGripe(text, matches(HANDOFF, text.replace(OTHERS_REACH_ME, " ")));
  if (matches(COMPLAINT, told) || nobodyAnsweredUs(told) || heardNothingBack(told) || plainVerbNoReply(told) || meetingMissed(told) || botMisinformed(told) || ourPersonMisbehaved(told) || (UPSET.test(told) && (ABOUT_US.test(told) || told.split(" ").length <= 6))) return { act: "complaint", ...plain };
  if ((matches(HANDOFF, text.replace(OTHERS_REACH_ME, " ")) || asksToBePassedOn(text)) && !ARE_YOU_HUMAN.test(text) && !OTHERS_WANT_A_PERSON.test(text) && !REPLY_TIME.test(text) && readExtra(text) !== "assistant" && !asksStaffLanguage(text) && !asksUntickedBox(text) && !LOOKS_AFTER_US.test(text)) return { act: "handoff", ...plain };
  if (hasContact) return { act: "details", ...plain };
  if (GREETING.test(text) || greetsWithSmallTalk(text) || onlyAsksLeave(text)) return { act: "greeting", ...plain };
  if (GOODBYE.test(text) || saysFarewell(text)) return { act: "goodbye", ...plain };
  // "请直接告诉我 Enterprise 套餐的价格，谢谢": a request that ends in thanks is the request; so is a text asked for that thanks someone.
  // "Cám ơn mấy em nhiều, trả lời rõ ràng quá cỡ", "cheers, that's a big help": a longer thanks that praises the help.
  const thanked = THANKS_WORD.test(text);
  if (!/[?？]/.test(text) && !REQUEST_BEFORE_THANKS.test(text) && ((thanked && text.length <= 40) || thanksByPraise(text, thanked))) return { act: "thanks", ...plain };
  return { act: "question", ...plain };
}

/** The visitor voices a feeling ("I'm frustrated"): a question that merely sounds negative ("can I cancel?", "we miss leads") does not. */
export const soundsUpset = (message: string): boolean => UPSET.test(foldForRules(message));

export const isThanks = (message: string): boolean => THANKS_WORD.test(foldForRules(message));
