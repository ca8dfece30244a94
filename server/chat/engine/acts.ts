import { greetsWithSmallTalk, onlyAsksLeave, saysFarewell, thanksByPraise } from "./courtesy.ts";
import { VI_CALLBACK, withoutChatGripe } from "./person-over-chat.ts";
import { OTHERS_REACH_ME, productAskedToSend } from "./channel-cues.ts";
import { ADMIN_TASK, looksLikeInjection } from "./injection.ts";
import { readExtra } from "./needs.ts";
import { CALL_SOMEONE } from "./call-someone.ts";
import { anotherChannelAsked, withoutRefusedChannels } from "./channel-refused.ts";
import { BOT_HANDS_OVER, erasesOwnMessages, heardNothingBack, meetingMissed, PERSON_ALONE, PERSON_ASKED_POLITELY, PERSON_TO_REACH_ME, VI_DONT_ANYMORE } from "./policy-acts.ts";
import { asksIfErased, botMisinformed, erasesTheirPeoples, FOR_THEIR_PEOPLE, PREFERS_A_PERSON, wishesRecordsErased } from "./policy-shapes.ts";
import { asksStaffLanguage, LOOKS_AFTER_US } from "./question-patterns.ts";
import { ourPersonMisbehaved } from "./staff-conduct.ts";
import { plainVerbNoReply, stopsMarketing } from "./acts-plain-verbs.ts";
import { asksHowToOptOut } from "./opt-out-asked.ts";
import { asksUntickedBox } from "./form-texting.ts";
import { expandShorthand, foldForRules } from "./text.ts";
import { leavesToConfer, plainHello } from "./greeting-openers.ts";
import { asksToBePassedOn, nobodyAnsweredUs, refusesOurMarketing } from "./acts-enes.ts";
import { withNobodySaid } from "./nobody-said.ts";
import { declinesCall } from "./declines-call.ts";
import { DELETION, DELETION_SOMEDAY, hasVietnameseMarks, OPT_OUT, REMOVAL_FROM_LIST, removesIt, VI_DONT, VI_DONT_FOLDED, VI_OTHER_CHANNEL } from "./opt-out-deletion-patterns.ts";
import { ABOUT_US, COMPLAINT, UPSET } from "./complaint-patterns.ts";
import { HOURS_ASK, NUMBER_TO_CALL } from "./contact-ask-patterns.ts";
import { checksHearsay } from "./heard.ts";
import { doubtAsked } from "./doubt-asked.ts";

// What the visitor is doing, apart from what it is about (docs/decisions/015). Policy acts (opt-out, deletion,
// complaint, asking for a person) are read first, so "delete my info" or "nobody got back to me" can never be
// taken for an attack on the prompt. Rules run on folded text (accents off, lower case) in the four languages.

export const ACTS = ["greeting", "question", "complaint", "opt_out", "deletion", "handoff", "details", "thanks", "goodbye", "injection", "off_topic"] as const;
export type Act = (typeof ACTS)[number];

// "ustedes que se la saben", "ya que", "así que", "creo que", "me dijeron que": a relative or a conjunction, no question
// word; "como 6 cosas" (about six things) asks nothing either.
// "and will somebody walk her agents through it", "would it text them too": a question opened by its verb, without "?".
// "quản lý 60 căn nhà" counts homes: "căn" folds to "can" and asks nothing.
const QUESTION_SIGNAL = /^\W*(?:(?:and|so|but|ok|okay|also|then|oh)\s+)?(?:will|would|should|shall|is|are) (?:you|u|yall|somebody|someone|anyone|anybody|they|it|she|he|there|that|this|i|we)\b|[?？]|\b(?:what|whats|how|which|when|where|who|why|do you|does|(?<!\b(?:\d+|may|vai|nhung|cac|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi) )can(?! (?:nha|ho|phong|duplex|chung cu)\b)|could|is there|are you|any|tell me|(?<!\b(?:ustedes|usted|tu|vos|ya|asi|creo|pienso|dijeron|dijo|dicen|contaron|conto|comentaron|comento|parece) )que|cual|como(?! (?:\d|unos?|unas?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|treinta|cuarenta|cincuenta|cien)\b)|(?<!\bunos |\bunas )cuant[oa]s?|donde|cuando|tienen|hay|gi|nao|bao|khong|sao)\b|吗|什么|怎么|多少|哪|几|多久|(?<!不管|无论)谁(?![都也])|会不会|能不能|是不是|有没有|要不要|可不可以|行不行|用不用|[，,]\s*还是(?!算了|不要|先)|是[^，,。！!]{1,10}还是/;

/** Whether a message asks anything at all: an introduction alone ("I'm Brian, a team leader") does not; "分给谁" (to whom) asks. */
// So does "A，还是B" / "是A还是B" ("那是只付一回，还是每个月都要付"), the Chinese either-or question.
export const asksSomething = (message: string): boolean => QUESTION_SIGNAL.test(foldForRules(message));

// "necesito que alguien me conteste la página de noche", "que alguien me avise cuando entra un cliente": the work an
// assistant would do for the visitor's clients is a need, not a person of ours asked to call (see the lookahead below).
const HANDOFF: RegExp[] = [
  // "can a real person from y'all's team get with me?": one of ours to get with, reach or call the visitor.
  /\b(?:can|could|would|will) (?:a (?:real |live |actual )?(?:person|human)|someone|somebody|one of (?:you|y ?all|your (?:people|team|folks))|(?:a |an |one )?(?:agent|rep|representative))(?: (?:from|on|at|of) (?:your|y ?all s?|yalls|the) (?:team|end|side|office|company))? (?:get with|get in touch with|reach out to|call|ring|text|contact) (?:me|us)\b/,
  // "Em chuyển chị sang nhân viên thật đi": passed on to a real person of ours.
  // "¿me podés comunicar con una persona del equipo?", "帮我转一个同事", "叫你们那边的人给我来个电话": put through to one of ours
  // ("…那篇文章发给我，我要转给同事": the visitor forwarding it to a colleague of theirs asks for nobody).
  /(?<!\b(?:ia|bot|asistente|sistema|agente|ai) )\b(?:me|nos) (?:puede|podes|podria|pueden|podrian|puedes) (?:comunicar|pasar|conectar|transferir) con (?:una persona|alguien|un humano|un agente|alguno)\b|(?:帮我|给我)?转(?:一个|个|一位|给)?(?:真人|人工|客服|工作人员)|(?:帮我|给我)?转(?:一个|个|一位)?同事|(?<!(?<!帮|给)(?:我|我们)(?:要|想|会|再|好|得|可以|就)?)转给同事|叫(?:你们)?(?:那边|这边)?的?(?:人|同事|工作人员)给我(?:来|打)(?:个|一个)?电话/,
  /\bchuyen (?:chi|anh|em|toi|minh|tui|co|chu|bac) (?:sang|qua|cho|toi) (?:nhan vien|nguoi|tu van vien)\b|\bnoi may (?:giup|gium|dum|cho) (?:em|chi|anh|toi|minh|tui)\b/,
  // "let me talk to one of you'uns, a person", "cho tau gặp một người bên mi", "quiero que una persona me explique bien el
  // Growth", "跟你们的人当面港一下" (Wuhan 港, to talk): a person of ours asked for in the visitor's own words.
  /\blet me (?:talk|speak|chat) (?:to|with) (?:one of (?:you|y ?all|you ?uns|your (?:people|team|folks|lot))|a (?:real |live )?(?:person|human))\b|\bcho (?:tau|tui|toi|em|minh|chu|co|bac|anh|chi) gap (?:mot |1 )?(?:nguoi|ai|nhan vien)\b|\bquiero que (?:una persona|alguien|un humano|alguien de ustedes|alguien de su equipo) me (?:explique|llame|contacte|hable)\b(?! (?:a|con) (?:los|mis|las|nuestros) )|(?:跟|和|同)你们(?:的)?(?:团队的?人|人|同事|工作人员|团队)(?:当面)?(?:港|讲|说|聊|谈)(?:一下|下|几句)?(?![\u4e00-\u9fff]{0,3}(?:文章|什么|哪))|帮我转(?:过去|接|给(?:你们的)?人)|(?:给我|帮我)找(?:个|一个)(?:你们的)?人(?:来)?(?:讲|说|聊|谈)?|(?:叫|让|请)你们(?:公司)?的人(?:来)?(?:跟|和)我(?:讲|说|聊|谈)|\bput me on with (?:a|one of your|someone|somebody)\b|\bchuyen cho (?:chi|anh|em|toi|minh|co|chu|bac|di) (?:gap|noi chuyen voi) (?:mot )?(?:anh chi |nguoi )?nhan vien\b|(?:不想|不要|莫|别)(?:再)?(?:跟|和|让)机器(?:人)?(?:讲|聊|说|回)|(?:换|来)(?:个|一个)(?:大)?活人/,
  // Someone of ours to reach the visitor about a package: "can someone from your end get in touch about growth", "querría
  // que me llamara alguien de vuestro equipo", "cháu bảo ai bên đó gọi cho cô", "cho người bên con liên lạc tui".
  /\b(?:someone|somebody|anyone|one of (?:you|your (?:people|team|guys)))\b(?: [\w-]+){0,4} (?:get in touch|reach out|contact me|call me|ring me|give me a (?:call|ring|bell)|get back to me)\b(?! with (?:my|our) (?:leads|clients|tenants|buyers))|\bme (?:llamara|llamase|llame|llamen|contactara|contactase|contacte|contacten|escribiera|escriba)\b.{0,10}\b(?:alguien|una persona|uno de (?:ustedes|vosotros)|alguno)\b|\b(?:bao|de|cho|nho) (?:ai|nguoi) ben (?:do|con|em|anh|chi|ban|cong ty)\b.{0,10}\b(?:goi|lien lac|lien he|nhan tin)\b/,
  // "can I get talking to somebody from your team", "talk to one of y'all's people instead of the computer".
  /\b(?:talk|speak|chat)(?:ing)? (?:to|with) (?:a |an |the |your )?(?:human|person|someone|somebody|real person|live agent|agent|rep|representative|manager|team)\b|\b(?:talk|speak|chat)(?:ing)? (?:to|with) one of (?:y ?alls|yalls|y ?all s|your|ur|yous|you ?uns) (?:people|folks|team|guys|staff|crowd)\b/,
  // "i want to talk enterprise with someone", "i'd rather talk it through with someone": what is talked over comes between.
  /(?<!\b(?:clients?|tenants?|buyers?|leads?|customers?|they|them|he|she|agents?)\b.{0,30})\b(?:talk|speak|chat|go)(?: [\w-]+){1,3} (?:with|to) (?:someone|somebody|a person|a human|one of (?:you|your people|your team|y ?all|yall|you all|you guys|yours))\b(?! (?:who|that|on (?:my|our)|from (?:my|our)|in (?:my|our))\b)/,
  // "a flesh-and-blood person … instead of the computer": a person asked for in place of the assistant.
  /\b(?:flesh[- ]and[- ]blood|living,? breathing) (?:person|human|one|people)\b|\b(?:get|want|need|talk (?:to|with)|speak (?:to|with)|put me through to|have|give me|can|could)\b(?: [\w-]+){0,4} (?:person|human|someone|somebody|one of you|one of your people)\b.{0,50}\b(?:instead of|not|rather than) (?:the |this |a |your )?(?:computer|bot|robot|machine|ai|chat ?bot|program)\b|\bget (?:a|an|some) (?:real |actual |live )?(?:person|human) on the (?:line|phone)\b|\b(?:can|could) (?:a|an|some) (?:real |actual |live )?(?:person|human|somebody real) (?:get|hop|jump|come) on (?:here|this|the chat|the line)\b/,
  /\b(?:real|live|actual) (?:person|human)\b|\b(?:person|human|someone|somebody) (?:i can|to) (?:chat|talk|speak)\b|\btalk to human\b|\bget me a (?:manager|human|person)\b/,
  /\b(?:someone|somebody|a person|your team)\b.{0,20}\b(?:contact|call|reach out|get back to|text|email)\b/,
  /\b(?:one of (?:your|ur|y ?all s|yalls|y alls) (?:people|guys|team|folks|staff|reps?)|your people)\b.{0,20}\b(?:contact|call|ring|phone|reach out|get back to|text|email) (?:me|us|my)\b/,
  // "márcame al rato…, quiero hablar lo del Growth con una persona", "quisiera que una persona de su equipo me atienda…, no la
  // máquina", "cho chị nói chuyện với một người bên em", "我想找你们的人具体聊聊": a person of ours asked for in other words.
  /\b(?:marcame|llamame|marqueme|llameme|hableme)\b|\bme atienda (?:una persona|alguien|un humano|una persona real|una persona de verdad)\b|(?<!\bno (?:quiero|quisiera|me gusta|tengo que) )\bhablar\b(?! cada vez)(?!.{0,30}\b(?:distint[oa]|diferente)\b).{0,30}\bcon (?:una persona|alguien|un humano|un asesor)\b|\b(?:una persona|alguien)(?: de (?:su|tu|vuestro) equipo)? (?:me )?atienda\b(?! (?:a |de )?(?:los |las |mis |a mis )?(?:prospectos|clientes|inquilinos|llamadas|mensajes|interesados|compradores))|\bnoi chuyen voi (?:mot )?(?:nguoi|nhan vien)(?: that| that su)? ben (?:em|anh|chi|ban|anh chi)\b|\bmuon (?:hoi|gap|noi chuyen voi) nguoi that\b|(?:找|跟|和)(?:你们的?|贵公司的?)(?:人|同事|顾问|销售)(?:具体|详细|单独|好好)?(?:聊|谈|沟通)/,
  // "我想找人电话聊一下，明天下午三点方便吗？": someone to talk with by phone, asked for ("找人" alone may be hiring).
  /找(?:个|一个|一位)?(?:你们的?)?(?:人|同事|顾问)(?:用)?(?:电话|打电话|通个?电话)(?:聊|谈|讲|沟通|说)/,
  /(?<!\b(?:tenants|clients|they|people|leads|buyers|customers|owners|sellers|parents|students|families|folks|renters|residents) )\b(?:call|contact|text) me\b/,
  /\b(?:someone|somebody|anyone|anybody|a person|you guys|your team)\b.{0,30}\b(?:give me a (?:call|ring|buzz)|ring me|phone me|(?:ring|call|phone) my (?:cell|phone|mobile|number|office|line))\b|^(?:can|could) (?:you|u) (?:give me a (?:call|ring)|phone me)\b|^\W*(?:please |pls |just )?give (?:me|us) a (?:call|ring|buzz)\b/,
  // "mejor quiero que alguien del equipo me lo explique por teléfono": one of ours asked to explain it.
  /\b(?:alguien|una persona)(?: (?:del|de su|de tu|de vuestro) equipo| de ustedes)? me (?:lo |la |los )?(?:expliqu|cuent|platiqu)\w*\b/,
  /\bcomunica(?:me|nme) con\b|\b(?:un asesor|alguien|una persona) me llame\b|\bhablar con (?:una persona|alguien|un humano|un asesor|un agente)\b|\bpersona real\b|\bque (?:me llame|alguien me(?! (?:conteste|contesten|responda|respondan|atienda|atiendan|avise|avisen)\w*\b.{0,30}\b(?:pagina|mensajes|chat|sitio|web|llamadas|clientes|prospectos|inquilinos|consultas|correos|whatsapp|noche|madrugada|cuando (?:entra|llega|escribe))))\b|\bme comunican con\b|\balguien me (?:contacte|llame)\b|\bme (?:contacte|llame) alguien\b/,
  /\bque me (?:llame|marque|telefonee|hable)n? (?:alguien|una persona|un asesor|un agente|ustedes)\b|\b(?:alguien|una persona) (?:de (?:su|tu|vuestro) equipo )?me (?:llame|marque|telefonee)\b|\b(?:alguien|una persona|un asesor|un agente|ustedes)\b.{0,30}\b(?:me )?(?:puede|podria|pueden|podrian|podra)n? (?:llamar|contactar|marcar)(?:me)?\b|(?<!\b(?:ia|bot|sistema|asistente|programa|software|agente de ia) )\b(?:me )?(?:pueden|podrian|puede|podria)n? (?:llamar|marcar)(?:me)?\b(?! (?:en frio|a (?:los|las|mis|sus) ))|\b(?:llamenme|llameme|marquenme)\b|^\W*(?:y |entonces |pues )?me (?:llaman|marcan|hablan|telefonean)\b(?= (?:el|este|manana|hoy|a las|en la|por la|mas tarde|luego|temprano|como a)\b)/,
  /\b(?:co ai|nhan vien|ben (?:ban|anh|chi|em))\b.{0,30}\bgoi (?:(?:lai|dien|tu van|tu van giup) )*(?:cho )?(?:toi|minh|em|anh|chi)\b|\bgoi (?:lai )?cho (?:minh|em|anh|chi)\b|\bgoi (?:lai )?(?:minh|tui|toi|em|anh|chi|chu|co) (?:duoc khong|nhe|nha|giup|voi)\b|\bgoi (?:lai )?cho (?:chu|bac|co|di|o|tui|ong|ba|cau|thim|mo) (?:so|qua so|vao so|luc|nhe|nha)\b|\bgoi dien cho (?:toi|minh|em)\b/,
  // "下午三点后打我电话281-555-0138", "打我手机": call me, said with the visitor as the object (not "客户打我电话…", clients
  // calling, nor "有事打我电话", a number left for when it is needed); a call with our people asked for ("我想约你们的人
  // 电话聊一下", "找你们的人打个电话").
  // ("俺妈天天…给我打电话": family calling the visitor asks nothing of us.)
  /(?<!(?:客户|租客|租户|买家|卖家|业主|他们|他|她|别人|人家|房东|房客)(?:都|经常|总是|老是|常常|一直|会)?)(?<!有事(?:就|请|可以|的话)?)打我(?:的)?(?:电话|手机)|(?:约|找|跟|和)(?:你们|贵公司|您们)的?(?:人|同事|顾问|团队|销售)?(?:打|通)?(?:个)?电话|(?<!(?:妈|爸|奶奶|姥姥|外婆|爷爷|老公|老婆|媳妇|儿子|女儿|朋友|哥们|亲戚|家里人).{0,12})(?:给我|跟我|帮我)(?:回)?打?个?电话(?!号码|号|是多少|多少)|(?:帮|给|替)我们?.{0,8}约(?:个|一个)? ?(?:电话|通话|会议|时间)|(?<![表别莫不]|不要)(?:打|回)个?电话(?:给(?!他们|她们|他|她|客户|租客|买家)|过来)|有人.{0,6}(?:联系|打电话|回电)|回电|(?:叫|请|找|让)(?:个)?(?:人|同事|顾问|你们的人|业务员?|销售|专员|客服|经理).{0,12}(?:打给我|给我打|联系我|打电话给我)/,
  /\bnoi chuyen voi (?:nhan vien|nguoi)\b(?! (?:thue|mua|ban|dung|khac|goi|ta\b|ho\b))|(?<!\b(?:khi|neu|luc|moi khi|moi lan|he)\s)\bco nguoi (?:ben (?:anh chi|anh|chi|ban|em|cong ty) )?(?:lien he|goi)\b(?! (?:dien )?(?:den|toi|vao)\b)|\bgoi (?:lai )?cho toi\b|\bnho ai\b|\blien he voi toi\b/,
  // "put me through to an actual advisor", "¿me pasa con alguien de su equipo?", "un ser humano", "nói chuyện trực tiếp
  // với nhân viên", "让你们的同事直接跟我聊".
  /\b(?:put me through|connect me (?:with|to)|transfer me)\b|\b(?:actual|real|human) (?:advisor|adviser|consultant|rep|representative)\b|\b(?:me )?(?:pasa|pasas|pasan|comunica|comunicas|comunican|conecta|conectas|conectan|pongame|ponganme|pasame|pasadme|ponedme) con (?:alguien|una persona|un asesor|un agente|su equipo|vuestro equipo)\b|\bponme con (?:alguien|una persona|un asesor)\b|\b(?:ser humano|persona de verdad|de carne y hueso)\b|\b(?:noi chuyen|trao doi|gap) (?:truc tiep )?voi (?:nhan vien|nguoi|tu van vien|chuyen vien)\b(?! (?:thue|mua|ban|dung|khac|goi|ta\b|ho\b))/,
  /(?:同事|员工|工作人员|销售|顾问|客服|你们的人).{0,8}(?:直接)?(?:跟|和|与)我(?:谈|聊|沟通|联系|说)/,
  // "让你们的人明儿上午十点给我来个电话", "Chiều thứ Năm cháu bảo người gọi cho bác số …": a call from one of ours asked for, at a time.
  /(?:叫|请|找|让)(?:你们的?|贵公司的?)?(?:人|同事|顾问|销售|经理).{0,10}给我(?:来|打)(?:个|一个|一通|通)?电话|\b(?:bao|nho|de|cho) (?:nguoi|ai)(?: ben (?:do|con|chau|em|anh|chi))? goi (?:lai )?(?:cho )?(?:bac|chu|co|di|o|toi|minh|em|anh|chi|tui|ong|ba|thim|mo)\b|(?:拨|打)\s*\+?\d[\d\s()-]{6,}\s*找我/,
  // "让你们那边来个人跟我说，我跟机器说不明白", "Cho người gọi cho bác để bàn về gói Enterprise": a person sent for.
  /(?:让|叫|请|派)(?:你们)?(?:那边|这边)?(?:来)?(?:个|一个|位)?人(?:来)?(?:跟|和|给)我(?:说|讲|聊|谈|联系|打)|跟机器(?:人)?(?:说|讲)不(?:明白|清楚)|\bcho (?:nguoi|ai|nhan vien)(?: ben (?:em|chau|con|anh|chi|do))? (?:goi|lien he|lien lac) (?:cho|voi) (?:bac|chu|co|toi|minh|anh|chi|em|tui|ong|ba)\b/,
  // Not said of the visitor's own clients ("我的客户都用 WeChat 联系我", "租客老是打电话给我").
  /\bgoi (?:lai )?(?:cho )?(?:tui|toi|minh|chi|anh|co|chu|bac|di|con)\b (?:\w+ ){0,2}(?:so|sdt|qua so)\b|\bkeu (?:giup |gium |dum )?(?:tui |toi |chi |anh |em |minh |co |chu )?(?:mot |1 )?(?:nguoi|nhan vien|ai)\b.{0,30}\b(?:noi chuyen|ra gap|gap|goi lai|goi cho)\b|(?:找|要|叫|换|喊|来)(?:个|一个|位)?活人|(?:找|叫|喊)(?:个|一个)人(?:来|过来)|真人|人工|让人联系|转给你们(?:公司)?的人|请人(?:联系|打电话|回电|跟我)|安排(?:个|一位|一个|专人|同事|顾问|人员|工作人员|人)+.{0,4}(?:联系|打电话|回电|跟我|给我)|找(?:个)?人.{0,4}(?:打电话|联系我|跟我说|给我打|(?:跟|和)我(?:细|详细|好好|慢慢)?(?:聊|谈|讲))|(?:我)?想找(?:个|你们的)?人(?:谈谈|聊聊|谈一谈|聊一聊|谈一下|聊一下)|(?<!(?:客户|客人|租客|租户|房客|买家|卖家|买主|业主|他们|她们|用户).{0,6})(?:跟|和|找)你们(?:公司|那边|那里|这边|团队)?(?:负责|管事|主管)?的?(?:人|负责人|经理|老板|工作人员|员工|同事|顾问)(?:直接)?(?:谈|聊|说|通(?:个|一下|一个)?电话|打(?:个|一个)?电话)|别让机器(?:人)?(?:回|答|跟我聊)|打\s*\+?[\d(（][\d\s()（）-]{6,}\s*找(?:我|[\u4e00-\u9fff]{1,2}(?:女士|先生|小姐|太太|经理|总))|(?<!(?:客户|客人|租客|租户|房客|买家|卖家|买主|业主|他们|她们|用户|妈|爸|奶奶|姥姥|外婆|爷爷|老公|老婆|媳妇|儿子|女儿|朋友|哥们|亲戚|家里人).{0,20})(?:联系我|给我打电话|打电话给我)/,
  // Someone to call another person: "que alguien le llame", "nhờ bên bạn gọi lại cho sếp tôi".
  /\bque alguien(?: de (?:ustedes|su equipo|tu equipo|la empresa))? (?:le|les|lo|la|los|las|nos) (?:llame|llamen|contacte|explique)\b|\bque (?:lo|la|le|los|las) (?:llamen|contacten) (?:ustedes|directamente|a el|a ella)\b|\b(?:llamenlo|llamenla|llamenle|contactenlo|contactenla)\b|\bgoi (?:lai )?cho (?:sep|ong chu|ba chu|chu|quan ly) (?:toi|minh|em)\b|\b(?:ben (?:ban|anh|chi|em)|nhan vien|nguoi ben (?:ban|anh|chi|em))\b.{0,15}\bgoi (?:lai |dien )?cho (?:anh ay|chi ay|ong ay|ba ay|co ay|ong ta|ba ta|ho)\b|(?:请|叫|让)(?:你们的人|你们的同事|你们的顾问|你们|同事|顾问).{0,4}(?:打给|联系|打电话给)(?:他|她|他们|她们)/,
  // "then put a person on", "cho em gặp nhân viên" (let me meet your staff).
  // "alright then get me one of your people", "get me a human".
  /\bput (?:a |an |some )?(?:person|human|real person|someone|somebody|rep) on\b|\bget me (?:a |an )?(?:person|human|real person|rep|one of (?:your|y ?all s|yalls|ur) (?:people|folks|guys|team))\b|\bcho (?:em|e|toi|tui|minh|chi|anh) (?:gap|noi chuyen (?:voi|vs|vs\.)) (?:mot )?(?:nhan vien|nguoi|ng|tu van vien|ai do|ai ben)(?: that)?\b/,
  // Being asked to be reached through a channel: "mándenme un WhatsApp", "nhắn tin cho mình", "给我发个短信".
  // ("si me escriben por WhatsApp", "cuando los clientes me escriben": others writing to them, not us asked to.)
  /\b(?:mandenme|envienme|escribanme|textenme|(?<!\b(?:si|cuando|que|donde) (?:\w+ ){0,3})me (?:mandan|manden|envian|envien|escriben|escriban)) (?:un |por |al )?(?:whatsapp|mensaje|mensajito|texto|sms|correo|e-?mail)\b|\bnhan (?:tin )?(?:cho|giup) (?:toi|minh|em|anh|chi)\b|\blien (?:he|lac) (?:lai )?(?:qua|bang) (?:e-?mail|mail|tin nhan|sms|whatsapp|zalo|dien thoai)\b.{0,15}\b(?:giup|cho) (?:toi|minh|em)\b/,
  // ("买家…半夜给我发消息": their buyers writing to them.)
  /(?<!(?:客户|客人|租客|租户|房客|买家|卖家|买主|业主|他们|她们|用户).{0,20})(?:给我发个?(?:短信|消息|邮件|whatsapp|微信)|发个?(?:短信|邮件|whatsapp)给我|(?:短信|邮件|whatsapp)联系我)/,
  // "can a human from your team take over?", "I'd like a person to walk me through this", "id rather not do this with a bot".
  PERSON_TO_REACH_ME,
  PERSON_ALONE,
  ...PERSON_ASKED_POLITELY,
  ...PREFERS_A_PERSON,
  CALL_SOMEONE,
  VI_CALLBACK,
  /\b(?:human|person|someone|somebody|rep|representative|team member|consultant)\b.{0,25}\b(?:take over|walk (?:me|us) through|take (?:me|us) through|talk (?:me|us) through|guide (?:me|us) through)\b|\b(?:i|id|we|wed|i would|we would)\s+(?:rather not|druther not|dont want to|do not want to|prefer not to)\b.{0,12}\b(?:do|talk|chat|deal|go through|typ)\w*\b.{0,20}\b(?:bot|robot|chatbot|machine|computer)\b|\b(?:want|need|get)\b.{0,8}\b(?:somebody|someone|a person) (?:human|real|live)\b|\b(?:somebody|someone|anybody|anyone|a person)\b.{0,30}\bget with (?:me|us)\b/,
];

// "联系表单里可以选什么方式联系我？", "on the form, which ways can I pick to be contacted?": the form's choices asked, no
// request to be contacted.
// The Vietnamese verbs of reaching someone, refused after "đừng" (folded).
const VI_VERB = "(?:nhan tin|nhan|goi dien|goi|gui email|gui tin|gui|lien lac|lien he|text|txt|call|sms|e-?mail|mail|inbox|ib)";
const FORM_CHOICE_ASKED = /(?:表单|表格|联[系络]表|\bforms?\b|\bformulario\b|\bbieu mau\b).{0,20}(?:可以选|能选|选什么|选哪|哪些方式|什么方式|\b(?:choose|pick|select|elegir|escoger|chon)\b)/;
// "How long until someone contacts me?": a question about our reply time, not a new request for a person.
// "what's the earliest somebody could ring me Monday?": our hours asked, no call asked for yet.
// ("when can I call and get a live person on the line?": the hours a person answers, asked before calling.)
const EARLIEST_CALL = /\b(?:when|what (?:days|hours|times?)) (?:can|could|should|do) (?:i|we) (?:call|ring|phone) (?:and|to) (?:get|reach|talk to|speak (?:to|with)) (?:a |an )?(?:live |real |actual )?(?:person|human|someone|somebody|body)\b|\b(?:desde|a partir de) que hora (?:me|nos) (?:pueden|puede|podeis) (?:llamar|marcar|contactar)\b|\b(?:som nhat|tre nhat|muon nhat)\b.{0,12}\bmay gio\b|\bmay gio\b.{0,12}\b(?:som nhat|tre nhat|muon nhat)\b|\bwhat(?:s| is)? the (?:earliest|latest)\b.{0,30}\b(?:ring|call|phone|reach|contact)\b|\blo mas (?:temprano|tarde) que (?:me|nos) (?:(?:pueden|podeis|puede) (?:llamar|contactar|marcar)|llaman|llamen|contactan|marcan)\b|(?:最早|最晚)几点(?:能|可以)?(?:打|联系|回)|\bwhat time (?:can|could|will|would) (?:you|y ?all|they|someone|somebody) (?:start )?(?:call|ring|phone|reach)\b/;
export const REPLY_TIME = new RegExp(
  [
    /\b(?:how (?:long|soon|quickly|fast)|when)\b.{0,30}\b(?:i|we)\b.{0,10}\b(?:hear|get (?:a )?(?:reply|response|answer|call))\b/.source,
    /\b(?:how (?:long|soon|quickly|quick|fast)|when)\b.{0,30}\b(?:you|your team|you guys|yall|someone|somebody|anyone|a person|they|the team)\b.{0,25}\b(?:contact|reach|get back|come back|get in touch|respond|reply|call|email|text|answer|write)\w*\b.{0,12}\b(?:me|us|back|folks|people|everybody|everyone)\b/.source,
    /\bhow long (?:until|till|before)\b.{0,20}\b(?:someone|somebody|a person|you|your team|i hear|i get)\b/.source,
    // "¿en cuánto tiempo me devuelven el llamado?": the call back, in Spanish.
    /\b(?:en cuanto tiempo|cuando|que tan pronto)\b.{0,20}\bme (?:devuelven|regresan) (?:el |la )?(?:llamado|llamada|mensaje|correo)\b/.source,
    // "don't your site say you answer inside a day?", "¿para cuándo me estarían respondiendo?", "chừng nào có người trả lời chị?".
    /\b(?:you|y ?all|yall|you guys|your team|they)\b.{0,8}\b(?:answer|reply|respond|get back|call back|write back)\w*\b.{0,12}\b(?:inside|within|in under|in less than|in) (?:a|one|1|24) (?:day|hours?)\b|\bpara cuando (?:me|nos) (?:estarian |estaran |van a |iban a )?(?:respondiendo|contestando|llamando|escribiendo|responder|contestar|llamar|escribir)\b|\b(?:chung nao|bao gio|khi nao)\b.{0,20}\b(?:co )?nguoi\b.{0,6}\b(?:tra loi|goi|lien he|lien lac)\b/.source,
    // "¿Cuánto se supone que se demoran en contestar?": the reply time asked with the supposition.
    /\bcuanto (?:se supone que )?(?:se )?(?:tardan|demoran|tardais) en (?:contestar|responder|llamar|escribir)\b/.source,
    /\b(?:cuanto (?:tiempo )?(?:tardan|demoran|se tardan)|en cuanto(?: tiempo)?|cuando)\b.{0,25}\b(?:me|nos) (?:contestan|contesten|responden|respondan|contactan|contacten|llaman|llamen|escriben|escriban|contesta|conteste|responde|responda|contacta|contacte|llama|llame|escribe|escriba)\b|\b(?:cuanto (?:tiempo )?(?:tardan|demoran)) en (?:contestar|responder|contactar|llamar|escribir)(?:me|nos)\b/.source,
    /\b(?:bao lau|khi nao|bao gio|may ngay|may tieng)\b.{0,30}\b(?:lien he|tra loi|goi|phan hoi|nhan)\b.{0,15}\b(?:lai|toi|minh|em)\b/.source,
    // "你们好久回我？" (Sichuan 好久, how long) asks the same; "好久没回我" tells a wait.
    /(?:多久|多长时间|什么时候|啥时候|甚时候|几时|哪哈|啥时|几天|多快|好久(?=(?:才|能|会)?(?:回|联系|答复)))(?!没).{0,8}(?:联系我|回复我|回我|给我|找我|回电)|你们.{0,6}(?:多久|多长时间|多快).{0,6}(?:联系|回复|回电|答复)/.source,
    // "我在网上填了表，你们多长时间回？": after the form, how long until we answer ("回" alone is answering back there).
    /(?:填了?(?:个)?表|填(?:了)?(?:表格|表单)|提交了?(?:表|表格|表单)).{0,20}(?:多久|多长时间|什么时候|啥时候|甚时候|几天|多快).{0,8}(?:回|联系|答复|找我)/.source,
    // "how quickly does a real person answer?", "turnaround for getting back to people", "bao lâu thì có người liên lạc":
    // a person answering, or a turnaround, asked with how soon.
    /\b(?:how (?:long|soon|quickly|fast)|turnaround)\b.{0,40}\b(?:someone|somebody|anyone|a (?:real |live )?(?:person|human)|people|your team|a team member)\b.{0,25}\b(?:contact|reach|get(?:s|ting)? back|respond|reply|replies|answer|write back|writes back|call back)\w*/.source,
    /\bturnaround\b.{0,40}\b(?:get(?:s|ting)? back|hear(?:ing)? back|repl\w+|respon\w+|answer\w*|(?:that|the|your|this) form)\b/.source,
    /\b(?:bao lau|khi nao|bao gio|may ngay|may tieng)\b.{0,20}\bco nguoi\b.{0,10}\b(?:lien lac|lien he|tra loi|phan hoi|goi)\b/.source,
    /(?:多久|多长时间|多快|几天|什么时候).{0,8}(?:有人|收到|得到|能有).{0,6}(?:联系|回复|答复|回电|回音)/.source,
    // "你们真人客服几点上班", "人工客服什么时候在线": when a person is at work, asked as our hours.
    /(?:真人|人工|客服|工作人员).{0,4}(?:几点|什么时候|啥时候)(?:上班|在线|开始|开门|有人)|(?:几点|什么时候|啥时候)(?:有)?(?:真人|人工)(?:客服)?(?:在线|上班)/.source,
    // After the contact form: how long until an answer ("¿cuánto se demoran en responder si mando el formulario?").
    /\b(?:form|formulario|bieu mau)\b.{0,60}\b(?:how (?:long|soon|quickly|quick|fast)|how many hours|turnaround|cuanto (?:tiempo )?(?:se )?(?:tardan|demoran)|en cuanto tiempo|en cuantas horas|cuantas horas|(?:que tan|cuan) rapido|bao lau|khi nao|may ngay|may tieng|bao nhieu (?:gio|tieng))\b|\b(?:how (?:long|soon|quickly|fast)|how many hours|turnaround|cuanto (?:tiempo )?(?:se )?(?:tardan|demoran)|en cuanto tiempo|(?:en )?cuantas horas|bao lau|khi nao|may ngay|may tieng)\b.{0,40}\b(?:responder|contestar|contestan|contesten|responden|escribir|llamar|phan hoi|tra loi|lien lac|lien he|answer|reply|respond|get back)\w*\b.{0,40}\b(?:form|formulario|bieu mau)\b/.source,
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
const REQUEST_BEFORE_THANKS = /\b(?:tell me|give me|send me|show me|what|how much|which|dime|digame|digan|enviame|mandame|cuanto|cho (?:toi|minh|em) (?:biet|xin)|bao nhieu|write|draft|compose|escrib\w*|redact\w*|(?:viet|soan) (?:giup|gium|dum|ho|cho)|(?:giup|gium) (?:toi|em|minh|chi|anh) (?:viet|soan))\b|告诉我|请问|多少|价格|价钱|哪个|帮我(?!很大的忙|大忙|不少|好多)|替我|写|(?<!谢谢你?|谢谢您|多谢)(?:发|传|寄)(?:给)?我(?!了)|链接(?:发|给|传)|(?:发|给)(?:我)?(?:一下|个)?链接/;
// "that's what I needed", "just what I was after": the "what" asks nothing.
const GOT_WHAT_NEEDED = /\b(?:thats|that s|that is|just|exactly)(?: exactly| just)? what i (?:needed|wanted|was after|was looking for)\b/g;
// "Dios le pague" (God repay you), the Andes' and Central America's thanks.
// "ta muchly", "ta very much": British and Australian thanks ("ta bien" is Spanish for "fine"); "谢了哈": thanks, said
// offhand. "Thank you darlin": a word of endearment may close the thanks.
const THANKS_WORD = /\b(?:thanks?|thank u|thank you|thx|preciate (?:it|y ?all|you|ya)|(?:le |te |les )?quedo (?:muy )?agradecid[oa]s?|(?<!cong )ty|tysm|ta (?:muchly|very much|heaps|love|mate)|gracias|cam on|much appreciated|appreciate it|i (?:really |sure |truly )?appreciate (?:it|that|you|y ?all s?|yalls|your|you all s?|the)\b|te lo agradezco|se agradece|dios (?:le|se lo|te|les|se los) pague|daalu|you have tried|god bless (?:you|u)|merci(?: beaucoup| bien)?|arkun|or kun)\b|谢谢|多谢|感谢|谢了|谢啦|承蒙你/;
const THANKS_FIRST = /^\W*(?:thanks?|thank you|thx|gracias|muchas gracias|mil gracias|cam on|merci|谢谢|多谢|感谢)\b/;
// A blessing or a word of cheer closing a thanks: "God bless y'all", "que Dios te bendiga", "Chúa ban phước cho cháu",
// Cajun French "lâche pas" (don't give up).
const BLESSING = /[\s,.!;]*\b(?:(?:y |and )?(?:que )?dios (?:te|le|les|los|las|lo|la|me lo|me la|se lo) (?:bendiga|acompane|cuide|guarde)\w*|god bless(?: (?:you|u|y ?all|yall|you all))?|bless (?:you|ya|your heart)|chua ban phuoc(?: cho (?:\w+ ?){1,2})?|lache pas)\W*$/;
const THANKS_LAST = /(?:^|[.!,;]\s*|\s)(?:thanks?|thank you|thank (?:y ?all|you all|you guys|u)|thx|ty|cheers|gracias|muchas gracias|cam on|daalu|god bless (?:you|u)|谢谢|多谢|谢了|谢啦)(?: (?:for (?:your|ur|the|all your) (?:time|help)|for everything|por (?:su|tu|todo su) (?:tiempo|ayuda)|por todo|again|so much|a lot|a bunch|kindly|mucho|nhieu|nhe|nha|darlin|darling|dear|hon|honey|love|mate|sweetheart|sugar))*\W*$/;
// "I need a quote for Growth, thanks": something wanted before the thanks is the request.
const WANTS = /\b(?:i need|we need|i want|we want|i d like|we d like|looking for|(?:a|the) quote|send me|book me|sign me up|necesito|necesitamos|quiero|queremos|busco|mandame|envieme|can toi|muon|我要|我想要|需要)\b/;
const GOODBYE = /^(?:(?:ok |bueno, |well )?(?:bye|goodbye|bye for now|see you|see ya|later|(?:aight |alright |ok )?i ?m out|peace out|adios|hasta luego|hasta pronto|nos vemos|chau|chao|talk soon|talk to you later|catch you later|tam biet|再见|拜拜)(?![a-z]).{0,20})$/;

const matches = (patterns: readonly RegExp[], text: string): boolean => patterns.some((p) => p.test(text));

// "Will it pass a client to me when they want a real person?": a person wanted by the visitor's clients is a question
// about the product, not a request for one of ours.
const OTHERS_WANT_ONE = /\b(?:he|she|they|el|ella)\b (?:says?|said|dice|pide)\b.{0,30}\b(?:real person|human|live agent|one of my agents|persona real|un humano|uno de mis agentes)\b|\b(?:inquilino|cliente|prospecto|comprador|interesado|dueno|propietario|vendedor)s?\b.{0,40}\b(?:pide|piden|quiere|quieren|exige|exigen)\w* hablar con\b|\bsi (?:piden|pide|quieren|quiere|prefieren|necesitan|necesita) hablar con (?:una persona|alguien|un humano)\b|\b(?:le|les) (?:pide|piden|dice|dicen)\w* (?:al|a la) (?:asistente|ia|bot|sistema|chat)\b.{0,20}\bhablar con\b|\bif (?:they|a client|a tenant|a lead|someone|somebody|a caller|a buyer) (?:asks?|wants?|needs?|requests?) (?:for |to (?:talk|speak) (?:to|with) )?(?:a |an )?(?:real |actual )?(?:person|human)\b|\b(?:muon|doi|can) (?:gap|noi chuyen voi) (?:nguoi that|nhan vien)\b.{0,40}\b(?:ai|tro ly|he thong|bot)\b.{0,20}\bchuyen\b|\bneu (?:khach|ho|nguoi ta|khach hang) (?:muon|doi|hoi|can) (?:gap|noi chuyen voi) (?:nguoi|nhan vien)\b|如果(?:客户|租客|他们|对方|买家).{0,6}(?:要求|想|要)(?:找|跟|和)?(?:真人|人工)|\b(?:they|client|clients|customer|customers|lead|leads|caller|callers|tenant|tenants|buyer|buyers|cliente|clientes|ellos|inquilinos|khach(?: hang| thue)?|ho)\b(?:(?!\b(?:i|we|yo|toi|tui)\b).){0,25}\b(?:want|wants|ask|asks|asking|need|needs|request\w*|prefer\w*|quiere\w*|pide\w*|prefiere\w*|muon|can|doi|hoi)\b.{0,20}\b(?:real person|human|person|live agent|persona|humano|alguien|nguoi that|gap nguoi)\b|\b(?:me )?(?:pasa|pasan|pase|pasen|manda|mandan|mande|transfiere|transfieren|transfiera)(?:me|nos)? (?:el chat|la conversacion|la charla)(?: a mi)?\b|\b(?:pass|hand|transfer|route|forward)\w*\b.{0,25}\b(?:to me|over to me|off to me)\b|\b(?:does|do|will|can|would) (?:it|the (?:ai|bot|assistant|agent)|your (?:ai|bot|assistant))\b.{0,20}\b(?:hand|pass|route|transfer)\w*\b.{0,35}\b(?:person|human|agents?|me)\b|(?:客户|租客|买家).{0,6}(?:想|要|需要).{0,4}(?:真人|人工)/;
// ("I'm a current client, I need a real person": the visitor's own need, whatever noun they call themselves.)
// "When should the AI hand the chat to a person?" (policy-acts.ts) and "I want my leads to reach a real person"
// (policy-shapes.ts) ask the same about the product.
export const OTHERS_WANT_A_PERSON = new RegExp(`${OTHERS_WANT_ONE.source}|${BOT_HANDS_OVER.source}|${FOR_THEIR_PEOPLE.source}`);

// "E-mail me, don't call", "escríbanme al correo, no me llamen", "发邮件给我，别打电话": another channel asked for
// in the same message makes "don't call" a preference (lead details), not an opt-out.
const OTHER_CHANNEL_ASKED =
  /\b(?:email|e-mail|text|txt|message|whatsapp|sms)(?: me| us)?\b.{0,20}\b(?:only|instead|please|pls|at|to|on)\b|\b(?:text|txt|email|e-mail|whatsapp|messag)(?:e|ing)?(?: (?:me|us|(?:that|this|the|my) (?:number|cell|phone|one|line)))? (?:rather than|instead of|beats?|better than)\b|\b(?:by|via|through|over|use|prefer|rather) (?:email|e-mail|text|texting|texts|sms|whatsapp|messages?)\b|\b(?:texting|email|e-mail|whatsapp|text) (?:is|works) (?:best|better|easier)\b|\bescrib(?:anme|ame|eme|irme)\b|(?<!\b(?:no|ni) me )\bescrib\w* (?:al|a mi|por)\b|\bpor (?:correo|mensaje|texto|whatsapp|sms|e-?mail)\b|\b(?:mand|envi)\w* (?:todo |la info\w* )?(?:por|al|un) (?:correo|mensaje|whatsapp|texto|e-?mail)\b|发邮件|发短信|短信联系|邮件联系|发消息|whatsapp联系/;

// "Don't call me or message me at all", "don't text or call me no more", "ni me escriban", "也别发消息": the other channel
// is refused too, or for good.
const REFUSES_MORE = /\b(?:dont|do not|never) \w+ (?:or|nor) (?:call|ring|phone)\w*\b|\b(?:or|nor) (?:text|txt|email|e-mail|message|write|contact)\w*\b|\b(?:at all|anymore|any more|no more|ever again)\b|\bni (?:me )?(?:escrib|mand|envi|contact)\w*|也(?:别|不要)|都不要|再也/;

// "do u have an article about … when to pass it to a real person": an article asked for, whatever person it is about.
const ASKS_FOR_ARTICLE = /\b(?:do (?:you|u|yall) have|have (?:you|u) (?:got|written)|got|is there|any)\b.{0,12}\b(?:an? )?(?:article|post|blog post|write-?up|guide)s?\b|\b(?:tienen|hay|tiene)\b.{0,8}\b(?:articulo|post|nota)s?\b|\bco bai (?:viet )?(?:nao|ve)\b|有没有.{0,8}文章/;

export type ActReading = { act: Act; optOut: boolean; deletion: boolean };

/** The dialogue act of one message. `hasContact` says the message holds an e-mail or phone number. */
// "Mande, ¿cuánto es…?", "¿Mande?": Mexico's polite "yes?" or "pardon?" opens the message; it is not "mandé" (I sent),
// so "mande … y nada" tells of no message left unanswered.
const MANDE_OPENING = /^\W*mande\s*[,?!.:]+/;

// "🙏🙏", "👌🙏", "👍 thx": a message of thanking emoji and no question is thanks.
const THANKS_EMOJI = /[🙏👍👌❤💯🤝😊🥰]/u;
const thankedByEmoji = (message: string): boolean => THANKS_EMOJI.test(message) && !/[\p{L}\p{N}?？]/u.test(message);

// "which package comes with a dedicated success manager? I want a real person I can call": the person is what a package
// holds, asked of the packages ("¿cuál paquete trae gerente de éxito?", "gói nào có người hỗ trợ riêng?", "哪个套餐有专属经理？").
const PACKAGE_WITH = /\b(?:which|what) (?:package|plan|tier|one)s? (?:comes? with|has|have|includes?|gets? you|gives? you)\b|\b(?:is there|do (?:you|y ?all) have|got) (?:a |one |any )?(?:package|plan|tier|one) (?:with|that (?:has|comes with|includes|gives you))\b|\bcual (?:paquete|plan) (?:trae|tiene|incluye|viene con)\b|\bgoi nao (?:co|kem|di kem)\b|哪个(?:套餐|方案)(?:有|包括|包含|带)/;

// "half the expired sellers … say \"not right now, call me in the spring.\"": words quoted from others ask nothing of us.
const QUOTED_SPEECH = /\b(?:say|says|said|saying|tell me|tells me|told me|telling me|dicen|dice|dijo|dijeron|diciendo|noi|bao)\b\s*[:,]?\s*["“«][^"”»]{1,80}["”»]/g;
const withoutOthersWords = (text: string): string => text.replace(OTHERS_REACH_ME, " ").replace(QUOTED_SPEECH, " ");

export function readAct(message: string, hasContact: boolean): ActReading {
  if (thankedByEmoji(message)) return { act: "thanks", optOut: false, deletion: false };
  // "not a soul rang me back" is "nobody rang me back" to every rule below (nobody-said.ts).
  // Texting shorthand spelled out ("cho mk gặp nhân viên dc ko", "oke tks b", "好的 3q") as the questions read it.
  const text = withNobodySaid(foldForRules(expandShorthand(message)).replace(MANDE_OPENING, " "));
  // "borren lo q tengan de mi": Spanish chat's "q" is "que" (text.ts expandShorthand) for the deletion rules too.
  const said = text.replace(/(?<![\p{L}\d&-])q(?![\p{L}\d&-])/gu, "que");
  const deletion = (matches(DELETION, said) || erasesOwnMessages(said) || wishesRecordsErased(said)) && !DELETION_SOMEDAY.test(said) && !erasesTheirPeoples(said) && !asksIfErased(said);
  const lowered = message.toLowerCase().normalize("NFC");
  const removal = hasContact && (REMOVAL_FROM_LIST.test(text) || removesIt(message));
  // "Nhắn tin cho tôi qua số …, đừng gọi điện" (text me, don't call): a channel preferred, not an opt-out.
  // ("đừng nhắn tin hay gửi email cho chị nữa": every channel refused together, none asked.)
  const otherChannel = VI_OTHER_CHANNEL.test(text.replace(new RegExp(`\\bdung (?:co )?${VI_VERB}(?:\\s+(?:hay|hoac|voi|va|lan|ca)\\s+${VI_VERB})*\\b`, "g"), " "));
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
  const told = withoutChatGripe(text, matches(HANDOFF, withoutOthersWords(text)));
  // (What someone else said of us, put to us to confirm, is a question: "una vecina me aseguró que no sirve con WhatsApp, ¿es cierto?")
  const complains = (matches(COMPLAINT, told) && !OTHERS_WANT_A_PERSON.test(told)) || nobodyAnsweredUs(told) || heardNothingBack(told) || plainVerbNoReply(told) || meetingMissed(told) || botMisinformed(told) || ourPersonMisbehaved(told) || (UPSET.test(told) && (ABOUT_US.test(told) || told.split(" ").length <= 6) && !OTHERS_WANT_A_PERSON.test(told));
  if (complains && !checksHearsay(told) && !doubtAsked(told)) return { act: "complaint", ...plain };
  // ("could it text me a summary every morning?": the product asked to send something, no person asked for.)
  if ((matches(HANDOFF, withoutOthersWords(text)) || asksToBePassedOn(text)) && !productAskedToSend(text) && !ASKS_FOR_ARTICLE.test(text) && !FORM_CHOICE_ASKED.test(text) && !OTHERS_WANT_A_PERSON.test(text) && !REPLY_TIME.test(text) && !EARLIEST_CALL.test(text) && !NUMBER_TO_CALL.test(text) && readExtra(text) !== "assistant" && !asksStaffLanguage(text) && !asksUntickedBox(text) && !LOOKS_AFTER_US.test(text) && !PACKAGE_WITH.test(text) && !hoursOfPeople(text)) return { act: "handoff", ...plain };
  if (hasContact) return { act: "details", ...plain };
  // "well hey there", "now then, anybody about?": the filler and the regional hello read as a plain hello.
  const hello = plainHello(text);
  if (GREETING.test(hello) || greetsWithSmallTalk(hello) || onlyAsksLeave(hello)) return { act: "greeting", ...plain };
  // "Gracias, me ayudaste un montón. Que Dios te bendiga", "Cảm ơn cháu nhiều nhé, Chúa ban phước cho cháu": a blessing
  // after the thanks closes it; with nothing else taking leave it is still a thanks, not a farewell or an aside.
  const unblessed = text.replace(BLESSING, "");
  if (unblessed !== text && unblessed.trim() && THANKS_WORD.test(unblessed) && !/[?？¿]/.test(text) && readAct(unblessed, false).act === "thanks") return { act: "thanks", ...plain };
  if (GOODBYE.test(text) || saysFarewell(text) || leavesToConfer(text)) return { act: "goodbye", ...plain };
  // "请直接告诉我 Enterprise 套餐的价格，谢谢": a request that ends in thanks is the request; so is a text asked for that thanks someone.
  // "Cám ơn mấy em nhiều, trả lời rõ ràng quá cỡ", "cheers, that's a big help": a longer thanks that praises the help.
  const thanked = THANKS_WORD.test(text);
  // "well i'll be darned, that's more straight talk than i expected out of a website. thanks": a remark closed by thanks,
  // asking and wanting nothing.
  // "that's exactly what I needed to know. thank you": the "what" of what was needed asks nothing.
  const closedByThanks = thanked && THANKS_LAST.test(text) && text.split(" ").length <= 30 && !asksSomething(text.replace(GOT_WHAT_NEEDED, " ")) && !WANTS.test(text);
  // "appreciate it man, that's exactly what i needed": thanks, and the help said to be what was needed.
  const gotIt = thanked && new RegExp(GOT_WHAT_NEEDED.source).test(text) && text.split(" ").length <= 14;
  // "Cám ơn em nhiều nghen, người Khmer tụi anh nói là arkun!": a thanks that opens the message, then a remark asking nothing.
  const opensWithThanks = thanked && THANKS_FIRST.test(text) && text.split(" ").length <= 20 && !asksSomething(text) && !WANTS.test(text) && !/\d|\b(?:foundation|growth|enterprise|voice ai|bundles?|packages?|plans?|paquetes?|planes|goi|add-?ons?|want|wants|need|needs|quiere\w*|necesit\w*|muon|can)\b|套餐|想要|需要/.test(text);
  // ("谢谢，不过不用了，我现在不想约咨询", "Cảm ơn em, nhưng thôi, chị chưa muốn đặt lịch tư vấn đâu": thanks, and the
  // consultation declined with it; the thanks answers, with no booking pushed again (engine.ts).)
  if (thanked && (THANKS_FIRST.test(text) || /^\W*(?:谢谢|多谢|感谢)/.test(text)) && declinesCall(text)) return { act: "thanks", ...plain };
  if (!/[?？]/.test(text) && !declinesCall(text) && !REQUEST_BEFORE_THANKS.test(text.replace(GOT_WHAT_NEEDED, " ")) && ((thanked && text.length <= 40 && !WANTS.test(text)) || closedByThanks || gotIt || opensWithThanks || thanksByPraise(text, thanked))) return { act: "thanks", ...plain };
  return { act: "question", ...plain };
}

/** The visitor voices a feeling ("I'm frustrated"): a question that merely sounds negative ("can I cancel?", "we miss leads") does not. */
export const soundsUpset = (message: string): boolean => UPSET.test(foldForRules(message));

export const isThanks = (message: string): boolean => THANKS_WORD.test(foldForRules(message));

// "what hours can I get hold of an actual person?", "¿en qué horario atienden si necesito hablar con alguien?", "你哋团队真人几时
// 上班？": when our people can be reached is asked, not a person now (the hours answer it).
const WHEN_PEOPLE = /\b(?:what|which) hours\b|\ben (?:que|cual) horario\b|\bhorario\b.{0,30}\b(?:atienden|trabajan|contestan)\b|\b(?:what time|when) (?:is|does) (?:y ?all s |yalls |your |the )?office (?:open|close)\b|\bhours is (?:y ?all s |yalls |your |the )?office open\b|几时(?:上班|开门|有人|返工|开工)|几点(?:上班|开门|有人)/;
const hoursOfPeople = (text: string): boolean => WHEN_PEOPLE.test(text) && HOURS_ASK.test(text);
