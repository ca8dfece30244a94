import { foldForRules } from "./text.ts";
import { HELPS_ME } from "./fits-them.ts";
import { ASKS_IF_ASSISTANT } from "./assistant-asked.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { ExtraId, NotOffered } from "./knowledge/answers-extra.ts";

// What the visitor wants done, read on folded text (foldForRules) in the four languages and matched to the offering
// of the site that does it: "can it answer my phone?" is Voice AI, "I manage 60 rentals" the 24/7 Customer Service
// Agent. Blind probe 2 showed these questions name no offering, so retrieval over offering names misses them.

type NeedRule = { kind: "addon" | "service"; key: string; pattern: RegExp };

// "can your AI handle those WhatsApp chats?", "¿la IA puede contestar esos mensajes?", "AI trả lời mấy tin nhắn đó được
// không", "AI能回复这些消息吗": our AI asked to answer chats or messages on a messaging channel the message names.
const MESSAGING_CHANNEL = /\b(?:whatsapp|sms|texts?|texting|text messages?|mensajes de texto|mensajitos|tin nhan|nhan tin|zalo)\b|短信|简讯/;
// "keep a conversation going with buyers over plain text messages": holding the conversation there; "keep those
// conversations going" after the channel was named.
const AI_ANSWERS_MESSAGES = /\b(?:keep|hold|carry|have)\w* (?:a |the )?conversations? (?:going )?(?:with \w+ )?(?:over|on|via|through|by)\b|\b(?:keep|keeps|keeping) (?:those|these|the|their|them|my|our) (?:conversations?|convos?|chats?|threads?) (?:going|alive)\b|\b(?:handl|answer|repl|respond|manag|cover|contest|atiend|atend)\w*\s+(?:to\s+)?(?:those|these|the|my|their|all|our|esos|estos|los|mis|sus|todos)?\s*(?:whatsapp\s+|sms\s+|text\s+)?(?:chats?|messages?|texts|convos?|conversations?|threads?|mensajes|mensajitos|textos|chats|sms|whatsapps?)\b|\btra loi (?:(?:may|nhung|cac|het|tat ca)\s)?(?:tin nhan|tin|chat|sms|whatsapp)\b|(?:回复|回覆|回答|处理|回)(?:这些|那些|客户的?|他们的?|租客的?)?(?:消息|信息|讯息|聊天|短信|whatsapp)/;
// "my leads write me on WhatsApp and text: does the AI handle that, and what's it cost a month?", "ya no damos abasto con
// los whatsapp y sms, ¿hay un servicio para eso y cuánto?", "khách nhắn SMS với WhatsApp, AI trả lời được hông, giá bao
// nhiêu", "客户都发短信和WhatsApp，AI能回吗？多少钱": the messages of a channel named, something of ours asked to take
// them, and its price. That is the add-on's monthly price, not the one-time setup of the channel.
const TAKES_THEM = new RegExp(
  [
    /\b(?:ai|a\.i|bot|assistant|system|it|you|y ?all|you guys)\b (?:\w+ ){0,2}?(?:handle|handles|answer|answers|reply|replies|respond|responds|cover|covers|take care of|deal with|manage|manages|pick up|take over)\b/.source,
    /\b(?:handl|answer|repl|respond|cover|deal|manag)\w* (?:with |to )?(?:that|those|them|it|this|all (?:that|of (?:it|them)))\b/.source,
    /\b(?:is there|do you have|have you got|got|any|(?:you|y ?all|allyuh|you guys|yall) (?:\w+ )?have) (?:a |an )?(?:service|add ?-?on|something|anything) (?:for|to|that)\b/.source,
    /\b(?:la ia|el bot|el asistente|el sistema|ustedes)\b.{0,20}\b(?:contest|respond|atiend|manej|encarg|hacer\w* cargo|hace cargo|haga cargo|ocup)\w*|\b(?:hay|tienen|tendran) (?:un |una |algun |alguna |algo )?(?:servicio|complemento|add ?-?on|algo|opcion) (?:pa|para|que)\b|\bque (?:servicio|complemento|opcion) (?:tienen|hay|ofrecen|me dan) (?:pa|para) (?:eso|esto|ello)\b/.source,
    /\b(?:ai|bot|tro ly|he thong|ben (?:anh|chi|em|ban))\b.{0,20}\b(?:tra loi|xu ly|rep|phan hoi|lo)\b|\bco dich vu (?:nao )?(?:cho|de|lo|xu ly|tra loi)\b/.source,
    /(?:ai|机器人|助手|系统|你们).{0,6}(?:回复|回覆|回答|处理|接|回)|有(?:没有)?(?:什么)?(?:服务|附加服务|功能)|有没有(?:东西|工具|办法|人)?.{0,4}(?:帮我|替我|代我|自动)(?:回复|回覆|回答|回|接)/.source,
  ].join("|"),
);
const SMS_AND_WHATSAPP = /\b(?:sms|texts?|tin nhan|nhan tin|mensajes?)\b.{0,30}\bwhatsapp\b|\bwhatsapp\b.{0,30}\b(?:sms|texts?|tin nhan|mensajes? de texto)\b|短信.{0,10}whatsapp|whatsapp.{0,10}短信/;
export const PRICE_ASKED = /\b(?:(?:what s|whats|what does|what would|what will) (?:it|that|this|that one|this one) (?:run|set (?:me|us) back)|how much|cost|costs|price|pricing|fee|monthly|a month|per month|cuanto|cuesta|precio|al mes|mensual|mensualidad(?:es)?|gia|bao nhieu|phi|hang thang|moi thang)\b|多少钱|价格|费用|月费|每个?月|(?:要|收|花)多少/;
/** A messaging channel named and something of ours asked to take its messages (its price may be asked in the next part). */
export const messagesTaken = (text: string): boolean => MESSAGING_CHANNEL.test(text) && TAKES_THEM.test(text);
/** Only a price asked, in a few words ("¿y cuánto?", "what's it cost monthly", "giá bao nhiêu", "月费多少"). */
export const onlyPriceAsked = (text: string): boolean =>
  PRICE_ASKED.test(text) && (/\p{Script=Han}/u.test(text) ? text.replace(/[\s\p{P}]+/gu, "").length <= 12 : text.split(/\s+/).length <= 7);
// "can the AI answer my clients on WhatsApp?", "¿la IA le contesta a mis clientes por WhatsApp?", "AI có trả lời khách qua
// WhatsApp không", "AI能在WhatsApp上自动回复客户吗", "¿tu IA puede contestarles por ahí?": our AI answering people there is the
// add-on, not the channel's setup.
const AI_ANSWERS_THERE = /\b(?:nhan tin|tin nhan|nhan)\b.{0,30}\bqua (?:ai|tro ly|bot)\b|\b(?:ai|a\.i|bot|chatbot|assistant|agent|ia|el bot|el asistente|tro ly|he thong)\b.{0,25}\b(?:answer|answers|reply|replies|respond|responds|text back|chat with|talk to|contest\w*|respond\w*|atend\w*|segui\w* (?:la|esa) conversacion|tra loi|phan hoi|rep lai|nhan lai|nhan tin (?:qua|bang|tren|cho)|texts? (?:with )?(?:them|clients|leads|people|customers|tenants|buyers) (?:on|over|via|through)|(?:les )?escribe (?:a (?:los|mis) (?:clientes|prospectos|inquilinos) )?(?:por|en))\b|\b(?:seguir|continuar) (?:la|esa) (?:conversacion|platica|charla) (?:por|en) (?:whatsapp|texto|sms|mensaje)|(?:ai|机器人|助手|系统).{0,10}回(?=吗|么|嘛|不|[？?，,]|$)|(?:ai|机器人|助手|系统).{0,12}(?:自动)?(?:回复|回覆|回答|答复|帮.{0,2}回|(?:跟|和|与)(?:客户|客人|买家|租客|租户|业主)们?聊)/;
// Both channels Enhanced Messaging's description names, and something of ours asked to take them ("my leads message me on
// WhatsApp and text, have you got something for that?"), need no price asked to be the add-on.
export const answersMessages = (text: string): boolean =>
  MESSAGING_CHANNEL.test(text) && (AI_ANSWERS_MESSAGES.test(text) || AI_ANSWERS_THERE.test(text) || (TAKES_THEM.test(text) && (PRICE_ASKED.test(text) || SMS_AND_WHATSAPP.test(text))));
/** The part answers the channel of the part before it by pointing back ("those messages", "esos mensajes", "这些消息"). */
// "…por SMS y WhatsApp, que la IA les conteste": the people who wrote, or the channel ("can the bot answer there too"),
// pointed back at, answered by our AI.
export const pointsBackToMessages = (part: string, before: string): boolean =>
  MESSAGING_CHANNEL.test(before) &&
  ((/\b(?:those|these|esos|estos|do|nay|may tin|tin (?:cua )?(?:no|tui no|ho))\b|这些|那些/.test(part) && AI_ANSWERS_MESSAGES.test(part)) || (/\b(?:them|les|ho|there|alli|ahi|o do)\b|他们|她们|那里|那边|那儿/.test(part) && AI_ANSWERS_THERE.test(part)));

// "something that makes the posts and schedules them", "que arme los posts y los programe", "làm bài đăng rồi lên lịch",
// "自动做贴文、排程发到…", "做帖子、排好时间发", "帖子按时发": posts made and scheduled are the Social Scheduler's, whatever
// platform they go to; so are posts made and put up on the social channels ("makes our listing posts and puts them up on
// facebook and insta").
// The network said first ("在脸书和Instagram上自动发房源帖子", "IG上定时发贴文"): posts of listings put up there too.
// "AI tự đăng bài nhà lên đó": the AI posting the homes there itself.
const POSTS_MADE = /\b(?:tu )?dang (?:bai|tin|hinh)(?: \w+){0,3} (?:len|tren|vo) (?:do|facebook|fb|instagram|ig|mang xa hoi)\b|\b(?:post|posts|posting|posted|putting|puts) (?:our |my |the |all (?:our |my |the )?)?(?:new )?(?:listings?|properties|houses|homes) (?:up )?(?:to|on) (?:facebook|instagram|fb|ig|insta)\b|\b(?:casas|propiedades|listados|listings?|inmuebles|anuncios)\b.{0,25}\b(?:salgan|aparezcan|se publiquen|se suban|show up|go up|appear)\b(?: (?:solas|solos|automaticamente|on their own|by themselves))? (?:en|on) (?:facebook|instagram|redes|fb|ig|insta)\b|\b(?:(?:new )?listings?|posts?|homes)\b.{0,20}\b(?:put out|going up|go up|goes up|posted|put up|getting posted) on (?:our |my |the )?(?:facebook|instagram|fb|ig|insta|social)|(?:instagram|facebook|脸书|面书|ig|fb|社交媒体)[^，。？！?!]{0,6}(?:自动|定时|帮我|每天)?(?:发|贴|发布|上)(?:布)?(?:房源|新房源|帖|贴文|帖子|盘源)|\b(?:make|makes|making|create|creates|creating|write|writes|arme|armen|haga|hagan|cree|creen|lam|tao)\w* (?:\w+ ){0,2}(?:posts?|publicaciones|bai dang)\b.{0,70}\b(?:schedul\w*|program\w*|len lich|(?:por|con|segun|de acuerdo a)(?: un| el| su)? horario|canh gio)|\b(?:make|makes|making|create|creates|creating|write|writes|arme|armen|haga|hagan|cree|creen)\w* (?:\w+ ){0,2}(?:posts?|publicaciones)\b.{0,40}\b(?:puts?|putting|posts?|posting|shares?|sharing|publish\w*|uploads?|uploading|pushes|push|sub[ae]n?|publiquen?)\b.{0,15}\b(?:facebook|instagram|insta|ig|fb|social(?: media)?|redes)\b|(?:贴文|帖子|贴子|帖文).{0,12}(?:排程|排期|定时|(?:安)?排好?(?:发布?)?时间|定好?时间|按时(?:间)?发|发到|发布)|\b(?:listings?|listados?|propiedades|locales|units|unidades|apartments|vacancies|vacant units|rentals|apartamentos|departamentos|casas|vacantes|tin (?:dang|nha)|can nha|can ho|phong trong)\b.{0,30}\b(?:post\w*|publica\w*|dang)\b.{0,20}\b(?:instagram|facebook|ig|fb)\b|\bdang (?:(?:nha|tin|bai|listings?|can ho|can nha|can|phong|trong|cho thue|ban|rao|may|nhung|cac|vai|mot vai)\s){1,4}(?:len|tren) (?:facebook|instagram|tiktok)\b|(?:房源|空房|空置|出租房|公寓|房子).{0,10}(?:发|贴|上).{0,8}(?:instagram|facebook|脸书|ig|fb)/;
export const makesPosts = (text: string): boolean => POSTS_MADE.test(text);

// An inbox something arrives in ("how do i get it in my inbox?", "delivered to my inbox") is a newsletter asked for,
// not an inbox to sort: Email Commander is read from the inbox only when nothing is sent to it.
// Order matters: a leasing office that misses calls is a property manager first; texting asked of, by anyone, is messaging.
// "my leasing guy" is the visitor's own agent, not tenants to answer.
const CAPTURES_THEIRS = new RegExp(
  [
    String.raw`\b(?:ai|bot|chatbot|assistant|it|the chat)\b.{0,30}\b(?:grab|captur|collect|gather|sav|stor|tak|pull|ask\w* for|get|gets|getting|jot)\w* (?:down )?(?:all |both )?(?:the |their |his |her |each |every |a )?(?:(?:lead|buyer|client|visitor|customer|prospect|caller|seller|folk|people)(?:s|s s| s)? )?(?:names?|contact(?: info| details| information)?|info|information|details|phone(?: numbers?)?|numbers?|e-?mails?)\b(?! (?:to|for) (?:call|reach|contact) (?:you|y ?all))`,
    String.raw`\b(?:ia|asistente|bot|chat)\b.{0,40}\b(?:captur|recog|ped|pid|tom|sac|obten|guard)\w* (?:los |sus |el |la )?(?:datos|nombres?|telefonos?|numeros?|correos?|informacion|contactos?)\b(?=.{0,30}\b(?:que (?:escriben|entran|llegan|preguntan|visitan)|de (?:los |mis |sus )?(?:clientes|prospectos|compradores|visitantes|interesados))\b)`,
    String.raw`\b(?:asistente|ia|chat|bot)\b.{0,25}\b(?:ir|estar|ponerse|poner|va|funcion\w*|instal\w*) en (?:mi|nuestra|nuestro|la) (?:pagina|web|website|sitio)\b`,
    String.raw`\b(?:gan|dat|them|co) (?:ai chat|chat ai|ai|chat|chatbot|bot|tro ly ai|tro ly)\b.{0,40}\blay (?:thong tin|ten|so dien thoai|sdt|so)\b`,
    String.raw`(?:ai|机器人|助手)[^。？?]{0,10}(?:把|将)?[^。？?]{0,8}(?:名字|姓名|电话|联系方式|邮箱)[^。？?]{0,12}(?:存|记录|保存|收集|抓取|录入|留下)`,
  ].join("|"),
);

const NEEDS: NeedRule[] = [
  // ("como los muchachos solo usan WhatsApp, ¿qué servicio contesta por ahí y cuánto cuesta al mes?": the channel named,
  // then the service that answers on it asked for.)
  { kind: "addon", key: "enhanced-messaging", pattern: /\b(?:whats ?app|sms|texts?|mensajes de texto|tin nhan)\b.{0,60}\b(?:(?:que|cual) servicio|what service|which (?:service|add-?on)|dich vu nao)\b.{0,30}\b(?:contest\w*|respond\w*|answer\w*|handl\w*|tra loi|lo)\b/ },
  { kind: "addon", key: "enhanced-messaging", pattern: /^(?!.*\b(?:connect\w*|set ?up|setup|install\w*|hook\w* up|ket noi|cai dat|conect\w*|instal\w*|configur\w*)\b).*\b(?:sms|texts?|texting|tin nhan) (?:and|y|va|&|\/|with|voi|con) whatsapp\b.{0,30}\b(?:piece|part|one|thing|cost\w*|price\w*|how much|cuanto|cuesta|gia|bao nhieu|nhieu)\b|(?<!(?:安装|设置|连接|对接|接入).{0,6})(?:短信|whatsapp)(?:和|跟|、|以及)(?:短信|whatsapp)的?(?:服务|功能|附加服务|那个)?.{0,4}(?:多少钱|什么价|价格|怎么收费|收费多少)|(?:想|要|再)?(?:加|添加|开通)(?:上)?(?:短信|whatsapp)(?:和|跟|、|以及)(?:短信|whatsapp)|\b(?:goi|dich vu) nhan tin (?:sms|whatsapp)\b|\bnhan tin (?:qua )?(?:whatsapp|sms)\b.{0,20}\b(?:gia|bao nhieu)\b|\b(?:clients?|customers?|buyers?|sellers?|leads?|tenants?|people|folks|clientes|compradores|inquilinos)\b (?:\w+ ){0,2}(?:text|texting|message|sms|whatsapp|textear|mandar(?:le)? (?:un )?(?:mensaje|whatsapp))\w* (?:to )?(?:the |your |that |this |a |al |a la )?(?:ai|bot|assistant|agent|ia|asistente)\b|\b(?:add|adding|agregar|sumar|anadir|them) (?:sms|texting|whatsapp|mensajes de texto|tin nhan)(?: (?:and|y|va|voi|con) (?:sms|texting|whatsapp))?\b|(?:客户|租客|买家|业主)[^。？?]{0,8}(?:用|通过|发|在)\s?(?:whatsapp|短信)[^。？?]{0,20}(?:有|什么|哪)[^。？?]{0,6}(?:服务|功能|东西)|\b(?:(?:khach|clients?|customers?|clientes|leads?|tenants?|inquilinos)\b.{0,20}\b(?:nhan|text\w*|messag\w*|writ\w*|escrib\w*|mand\w*)\b.{0,15}\b(?:whatsapp|sms)\b.{0,60}\b(?:co (?:cai|gi|mon|dich vu) (?:gi|chi|nao)|anything|something|algo|any (?:service|add-?on|tool))|text (?:my |our |the )?(?:leads?|clients?|buyers?)|(?:send|sends|sending|reply|replies|answer)\w* (?:\w+ )?(?:texts?|sms|whatsapps?)(?: messages)?|texts? (?:to|from) (?:my |our )?(?:leads?|clients?|buyers?)|(?:respond|contest|atend)\w* (?:\w+ )?(?:whatsapp|mensajes de texto|sms)|tra loi (?:tin nhan|whatsapp|sms)|texting (?:leads?|clients?)|sms (?:conversations?|replies)|whatsapp (?:conversations?|messages)|mensajes de texto|nhan tin (?:cho )?khach|(?:reply|replies|answer|respond)\w* (?:to )?(?:those |these |their |the )?(?:texts|sms)|(?:by|via|over|per) (?:text|sms|whatsapp)|(?:contest|respond)\w* (?:\w+ )?(?:por|en) (?:sms|whatsapp|mensaje)|tra loi tin nhan|tra loi (?:qua|bang) (?:tin nhan|sms|whatsapp)|ai (?:\w+ )?tra loi (?:\w+ ){0,2}(?:may |nhung |cac )?tin (?:do|nay|nhan|ay)|(?:nhan tin|tin nhan) (?:sms|whatsapp)\b.{0,40}\btu dong tra loi)\b|短信.{0,12}自动回复|短信回复|用短信回|自动发短信|回复(?:短信|whatsapp|WhatsApp)|(?:AI|ai|助手|机器人)(?:能|可以|能不能|可不可以)?(?:在|用|通过)(?:whatsapp|WhatsApp|短信|这两个|这些)[^，。？?]{0,8}(?:上面?|里)?(?:直接|自动)?(?:回|回复|聊|答)/ },
  // "Email của người thuê … nhiều quá, có gì phân loại với soạn trả lời giùm?", "los correos de inquilinos, dueños y otros
  // corredores que me llegan por montones": e-mail to sort and draft, whoever writes it (tenants' mail is still mail).
  { kind: "addon", key: "email-commander", pattern: /\b(?:e-?mails?|mails?|correos?|inbox|hop thu)\b.{0,90}\b(?:sort(?:s|ing)?|draft(?:s|ing)?|ordene\w*|clasifi\w*|redacte\w*|phan loai|soan (?:thu|tra loi|san))\b|\b(?:correos?|e-?mails?)\b.{0,60}\b(?:llegan|llega|get|getting)\b.{0,12}\b(?:por montones|a montones|un monton|by the hundreds?|by the dozens?)\b/ },
  { kind: "addon", key: "customer-service-agent", pattern: /\b(?:manag\w* (?:about |around |over |some |roughly )?\d+ (?:apartments|units|doors|rentals|homes|properties)|administr\w* (?:de )?(?:unos |mas de |cerca de )?\d+ (?:departamentos|unidades|apartamentos|propiedades|casas)|quan ly (?:khoang |hon |tren )?\d+ (?:can ho|can nha|nha|phong)|can ho cho thue|tenants?|rentals?|rental (?:properties|units|homes)|leasing(?! (?:guy|gal|agents?|person|people|coordinator|staff|team|lady|girl|manager|assistant)\b)|property manag\w*|manage (?:\w+ )?(?:properties|units|doors|rentals|homes)|\d+ doors|maintenance requests?|inquilinos?|arrendatarios?|(?:propiedades|casas) (?:de|en) renta|administr\w* (?:de )?propiedades|administro \d+|nguoi thue|khach thue|nha cho thue|quan ly (?:\d+ )?(?:can )?nha|quan ly bat dong san|(?:for|our|my|the|their) residents|(?:round|around) the clock (?:\w+ )?(?:agent|support|service|answers?)|(?:para|de|a) (?:los |mis |nuestros )?residentes|agente (?:de )?(?:24 horas|toda la noche|dia y noche)|cu dan|tra loi (?:ca )?(?:ngay lan dem|24\/7) cho (?:cu dan|nguoi thue))\b|租客|租户|出租|物业|房东|住户|居民|(?:二十四小时|24小时|全天候|日夜|全天|一天到晚|白天黑夜|没日没夜)(?:都)?.{0,10}(?:回复|回覆|回答|答复|接待|应答|回(?:他们|她们|客户|客人|租客|的))|(?:一天到晚|白天黑夜|半夜)[^。？！?!]{0,8}(?:都在|在线)的(?:客服|助手)/ },
  // "que la IA coja el teléfono cuando salta el contestador", "que conteste y califique esas llamadas", "una voz de
  // inteligencia artificial que vaya calificando a quien llama": the phone answered.
  // "…my phone keeps ringing… something that picks up, has a chat with them and works out if they're serious": calls
  // answered and sorted, said in everyday words.
  { kind: "addon", key: "voice-ai", pattern: /电话.{0,6}(?:漏掉|漏接|没人接|接不过来|接不过|接不到)|(?:漏掉|漏接|错过)(?:了)?(?:很多|好多|不少)?(?:的)?电话|\b(?:(?:phone|call)s?[- ]answering (?:ai|a i|bot|agent|assistant|one|thing|service|deal)\b|(?:phones?|lines?)\b.{0,15}\b(?:rings?|ringing|rang) (?:itself|themselves) out|(?:answer|talk to|talks to|pick up for) (?:whoever|whoevers|anybody|anyone|somebody)(?: s| is)? (?:calling|calls|on the line)|(?:el |mi )?telefono (?:suena y suena|no para de sonar|suena todo el dia)|(?:el |mi )?telefono\b.{0,40}\bno (?:puedo|alcanzo a|podemos) (?:contestar|agarrar|atender)|calls?\b.{0,60}\b(?:go(?:es)?|going|roll\w*|sent|straight) (?:straight |right )?to (?:voice ?mail|the voice ?mail|vm)|calls?\b.{0,80}\bwhat (?:would|could|will|can) (?:pick|answer|take) (?:those|them|these|it) up|(?:picks? up|answers?)\b.{0,40}\b(?:works? out|figures? out|sorts? out|checks?|finds? out)\b.{0,20}\b(?:serious|real|genuine|qualif\w*)|(?:answer|pick up|picks up|take|handle|answers|return)\w*(?: and \w+)? (?:the |my |our |her |his |their |your |those |these |them |all (?:the |our |my )?)?(?:office )?(?:phone|phones|calls?|phone calls|line)|(?:phones?|lines?)\b.{0,10}\b(?:goes|go|went|sits?|gets?) unanswered|(?:phones?|lines?) (?:just )?rings? and rings|(?:ai|bot|something|anything)\b.{0,12}\bpicks? up\b.{0,25}\b(?:screen|qualif|caller|who s serious)|(?:ai|bot|something|anything)\b.{0,12}\bpick (?:that|it|them|the phone|calls?|those calls?) up|missed calls?|miss(?:es|ing)? calls|(?:phones?|calls?|lines?)\b.{0,40}\b(?:nobody|no one|noone|nobodys|no ones) (?:ever )?(?:picks? (?:it |them )?up|answers?|gets? (?:it|them))|phone calls|voice agent|(?:contest|atend|atiend|respond)\w* (?:las |mis )?llamadas|(?:contest|atend|respond)\w* (?:el |mi |nuestro )?telefono|llamadas perdidas|(?:contest|atend|atiend|filtr|calific|tom|coj|cog|agarr)\w* (?:\w+ ){0,3}(?:las |mis |esas |estas |sus |nuestras )llamadas|(?:coj|cog|agarr|levant|descolg|contest|atend)\w* (?:el |mi |los |nuestro |nuestros )?(?:telefonos?|fonos?|celular|movil)|(?:salta|saltan|entra|sale|suena) (?:el |mi )?(?:contestador|buzon)|buzon de voz|contestadora? automatic[oa]|(?:una |la )?voz (?:de |con )?(?:inteligencia artificial|ia|ai)|calific\w* (?:a )?(?:quien|quienes|los que|el que) llama|llamadas\b.{0,40}\b(?:alcanz\w*|podemos|damos abasto) a (?:contestar|atender)|tra loi (?:dien thoai|cuoc goi)|(?<!\b(?:co nguoi|nguoi|nhan vien) )(?:nghe|bat|nhac) (?:dien thoai|may(?! (?:nguoi|ban|khach|dua|anh|chi|em|co|chu|cai|tin|ong|ba|bac|nhoc|con)\b))|cuoc goi nho)\b|(?<!(?:去|在|正在|忙着))接.{0,4}电话(?!去了|去啦|去咯)|(?:帮|替)(?:我|我们)?把电话接(?:了|起来|住)?|电话(?:根本)?没人接|(?:帮|替)我听电话|来电|漏接|电话(?:打)?进来.{0,8}接|(?:电话|手机).{0,8}(?:接不(?:到|过来|了)|没接到)|(?<!你们的?|贵公司的?)(?:电话|来电|座机).{0,8}没(?:有)?人接/ },
  // "¿Y algo para el correo? Me llegan como 200 correos al día": e-mails arriving by the hundred, something for them asked.
  { kind: "addon", key: "email-commander", pattern: /\b(?:me llegan|recibo|recibimos|nos llegan|i get|we get|getting) (?:como |unos |mas de |over |about |like )?\d{2,} (?:correos|e-?mails|mails)\b|\balgo para (?:el|los|mi|mis) correos?\b|\bque (?:tienen|tenes|tiene|ofrecen|hay) para (?:el|los|mi|mis|nuestro|nuestros) correos?\b|\b(?:cientos|miles|montones) de (?:correos|e-?mails)\b/ },
  // "600 unread e-mails… something that sorts them and drafts replies?", "correos sin leer… que los ordene y redacte": the
  // e-mail said first, its sorting or drafting asked after it. "800 cái email chưa đọc" says the unread after the e-mail;
  // "ngập email" is drowning in it.
  { kind: "addon", key: "email-commander", pattern: /(?:邮箱|邮件|电邮)[^。？！?!]{0,20}(?:归类|分类|草稿|起草)|(?:归类|分类)[^。？！?!]{0,10}(?:回复)?草稿|\b(?:(?:e-?mails?|inbox)\b.{0,30}\b(?:gotten|got|getting|gone|went) (?:away from|out of hand|out of control|ahead of|too much for) (?:me|us)|(?:e-?mails?|inbox)\b.{0,40}\b\d+ (?:a|per|each) day\b|(?:e-?mails?|inbox)\b.{0,120}\b(?:goes through them|go through them|files? them|writes? (?:the )?(?:answers|replies|responses)|answers them)\b|(?:orden|organi[cz]|clasifi)\w* (?:el |mi |los |mis |la )?(?:correo|correos|bandeja|e-?mails?|inbox)\b|(?:unread|sin leer|chua doc|chua xem) (?:e-?mails?|correos|mail|thu)|(?:e-?mails?|mail|thu) (?:\w+ )?chua (?:doc|xem|mo|tra loi)|ngap (?:trong |nguyen )?(?:e-?mails?|mail|hop thu)|\d[\d,.]* (?:unread|sin leer|chua doc)|(?:e-?mails?|correos|correo(?! es\b(?! (?:un|una|muy)\b))|inbox|bandeja|hop thu)\b.{0,60}\b(?:sort|sorts|sorting|draft\w*|orden\w*|organi[cz]\w*|clasifi\w*|redact\w*|sap xep|phan loai|soan)|(?:e-?mails?|correos?|inbox|bandeja)\b.{0,160}\b(?:lo|los|la|las|me los|me las|nos los) (?:orden|organi[cz]|clasifi|filtr)\w*|(?:answer|reply to|respond to|sort|draft|handle|manage)\w* (?:all )?(?:my |our )?(?:e-?mails?|inbox)|(?<!\b(?:get|gets|getting|receive|receives|receiving|land|lands|landing|arrive|arrives|delivered|sent|send|come|comes|coming|show up|shows up|straight) (?:it |them |this |that |those |these |the newsletter |each issue |issues |new posts |new articles )?(?:in|into|to|at) (?:my|our|your|the) )inbox|(?:too many|tons of|drowning in|so many) e-?mails|(?:respond|contest|orden|organic|clasific)\w* (?:mis |los |nuestros )?(?:correos|e-?mails?)|tra loi email|(?:sap xep|phan loai|loc|soan) (?:\w+ ){0,3}(?:email|thu)|(?:email|hop thu) (?:\w+ )?(?:sap xep|phan loai))\b|回复邮件|邮件回复|处理邮件|邮件太多|(?:整理|分类|管理|打理)(?:我的?|我哋?嘅)?(?:邮件|电邮|邮箱)|(?:邮件|电邮)(?:整理|分类)|(?:分类|草拟|起草|跟进|回复|整理)[^。？！?!]{0,10}(?:邮件|电邮)|(?:大量|很多|好多|一堆|太多)(?:的)?(?:邮件|电邮)|[\d十百千万几多]封(?:邮件|电邮)?(?:都|还)?(?:没看|没读|未读|没回)|(?:未读|没看的|没读的)(?:邮件|电邮)|(?:邮件|电邮|邮箱)[^。？！?!]{0,30}(?:自动)?(?:分类|起草|草拟|整理)|[\d十百千万几多两]+封(?:邮件|电邮).{0,10}(?:看不完|回不完|看不过来|回不过来|处理不完)|(?:分类|整理)[、，,]?\s*(?:写|起|拟)草稿|写(?:回复)?草稿|邮件太多|(?:替|帮)我(?:写|回)(?:回信|邮件)|写回信|(?:邮箱|邮件|电邮)[^。？！?!]{0,24}(?:整不过来|忙不过来|看不过来|回不过来|处理不过来|分拣)/ },
  // "que alguien publique los pisos … en nuestras redes", "que suban las casas a las redes": every form of the verb,
  // the subjunctive of a wish too, before the networks.
  { kind: "addon", key: "social-scheduler", pattern: new RegExp(String.raw`\b(?:social media|redes sociales|mang xa hoi|(?:post|posts|posting|posted|publish\w*|schedul\w*|shared?|publicar\w*|publiqu(?:e|en|es|emos)|publica|publican|publicad[oa]s?|postear|posteen|postee|subir|suba|suban|montar\w*|monte|monten|colgar\w*|cuelgu?e\w*|dang (?:tin|bai)|bai dang|len lich dang)\b.{0,60}\b(?:instagram|facebook|socials?|tiktok|linkedin|redes|insta|ig|fb)|(?:instagram|facebook|insta|ig|fb)(?: (?:and|n|&|or|\/) (?:instagram|facebook|insta|ig|fb))? (?:(?:listing|listings|property|market|open house|weekly|daily) )?(?:posts?|content|contenido)|social (?:accounts?|channels?|pages?|profiles?)|dang (?!ky\b)(?:(?:nha|tin|bai|listings?|can ho|can nha|can|phong|trong|cho thue|ban|rao|may|nhung|cac|vai|mot vai)\s){0,4}(?:(?!len\b|tren\b)\w+\s){0,8}(?:len|tren) (?:facebook|instagram|tiktok))\b|(?:发|发布|发到|发帖).{0,12}(?:instagram|facebook|社交|脸书|ig|fb)|(?:instagram|facebook|脸书|社交媒体|ig|fb).{0,12}(?:自动|定时)?(?:发|发布|发帖|帖子|贴文)|社交媒体|${POSTS_MADE.source}|\b(?:put|get|post|push)\w* (?:our |my |the )?(?:new |latest |active |available )?(?:listings?|properties|houses|homes)\b.{0,20}\b(?:up )?(?:on|to) (?:instagram|facebook|insta|ig|fb)\b|\b(?:post|posts|posting|publish\w*|put\w* up)\b.{0,30}\b(?:listings?|market updates?)\b.{0,30}\b(?:by (?:it|them)self|on (?:its|their) own|automatically|on a schedule)\b|\b(?:tin dang|tin rao|bai dang) (?:nha )?(?:tu )?(?:len|dang len) (?:facebook|instagram|fb|insta)\b|\b(?:instagram|facebook|insta|ig|fb)\b.{0,80}\b(?:posts?|posting|publish\w*) (?:them|it|those|these)(?: up)? (?:for (?:you|me|us)|automatically|on (?:its|their) own)\b`, "i") },
  // "a live scoreboard for our own office", "数据面板…看我自己客户和成交进度", "un tablero de mi oficina": a dashboard of the
  // visitor's own business (its leads, pipeline, deals) is the Custom Analytics Dashboards service, not market data.
  // ("我作为老板想看每个经纪人的线索和进度": the owner watching each agent's leads and progress.)
  { kind: "service", key: "analytics-dashboards", pattern: /\b(?:dashboards?|scoreboards?|tableros?|paneles?|bang (?:thong ke|so lieu|theo doi))\b.{0,12}\b(?:for|of|de|para|cho|cua) (?:(?:our|my) (?:own )?(?:office|team|leads|pipeline|deals|business)|(?:mi|nuestr[oa]) (?:propi[oa] )?(?:oficina|negocio|inmobiliaria)|(?:van phong|doanh nghiep|cong ty) (?:cua )?(?:toi|minh|em|chi|anh))\b|\b(?:pipeline|deals|closings)\b.{0,20}\b(?:dashboards?|scoreboards?)\b|我(?:们)?自己(?:的)?(?:客户|成交|线索|业绩).{0,10}(?:数据面板|面板|看板|仪表板)|(?:老板|管理层|经理|领导)[^，。？?]{0,6}看(?:到)?(?:每个|所有|各个)?(?:经纪人|agent|团队成员)的?(?:线索|进度|业绩|成交)/ },
  // "do y'all do dashboards?", "¿tienen dashboards?", "có làm dashboard không", "有没有仪表板": the add-on named for it.
  // "watch prices and trends for just those suburbs, live", "live prices and trends for the neighbourhoods i farm", "随时看
  // Pearland一带的房价和走势": the market's figures for one's areas, said without the word "market".
  // "something that shows me the live market…, the prices and which way they are going", "coi được giá nhà khu tau bán lên
  // xuống răng": the market's movement said plainly.
  { kind: "addon", key: "market-dashboard", pattern: /(?:实时行情|行情(?:和|跟|与)?走势|市场走势|房价走势)|\b(?:what(?: ?s| is) selling\b.{0,60}\b(?:for how much|prices?|live)\b|(?:los )?precios y (?:las )?tendencias\b|como se (?:estan )?mov\w* los precios\b|(?:live |current |real[- ]time )?prices? and trends\b|(?:shows?|see|watch|follow) (?:me )?(?:the )?live market\b|\bwhich way (?:they|prices|the prices|the market) (?:are |is )?(?:going|heading|moving)\b|gia nha\b(?: \w+){0,5} (?:len xuong|tang giam|tang hay giam)\b|(?:what|how much) (?:the )?(?:houses|homes|properties|places) (?:are )?(?:going|selling|listing) for\b|(?:watch|see|track|follow|shows? me)\b.{0,25}\b(?:prices|trends|home values)\b.{0,40}\b(?:suburbs?|neighbou?rhoods?|areas?|zip ?codes?|farm)|precios y tendencias|theo doi gia (?:nha|ca|nha dat|bat dong san)\b(?:,? \w+){0,6} (?:theo |tung |tai |o )?(?:khu|vung|quan|thi truong)|gia (?:nha )?va xu huong|market (?:data|reports?|trends|stats|statistics|numbers|figures|dashboard)|farm areas?|datos del mercado|informes? de mercado|(?:tendencias?|estadisticas|numeros|precios) del mercado|(?:tablero|panel)(?: \w+)? del mercado|(?:como se mueven|el movimiento de) los precios|(?:como se mueve|el movimiento del?) (?:el )?mercado|mercado\b.{0,50}\bdatos (?:al dia|actualizados)|precios en (?:las|mis|nuestras) zonas|datos en vivo|(?:du lieu|so lieu|con so|thong ke) thi truong|bao cao thi truong|(?:xu huong|bien dong|tinh hinh) (?:gia |cua )?thi truong|(?:gia ca|gia),? (?:va )?xu huong (?:nha dat|nha|bat dong san|thi truong)|xu huong (?:gia )?(?:nha dat|bat dong san)|(?:do|does|have|has|offer|offers|build|make|got|sell)(?: \w+)? dashboards?|(?:tienen|hacen|ofrecen|manejan) (?:un |algun |los )?(?:dashboards?|tableros?)|(?:co|lam) (?:ca )?dashboard)\b|(?:市场|房市|楼市)(?:的)?(?:实时|最新)?数据|市场报告|(?:市场|房市|楼市|片区|各区|社区|区域)(?:的)?(?:行情|趋势|走势|动态)|房价(?:的)?(?:走势|行情|趋势)|(?:有没有|有|做|提供)(?:数据)?(?:仪表板|看板|数据面板)|(?:看|查|了解|掌握)[^，。？?]{0,12}(?:房价|价格)[^，。？?]{0,4}(?:和|与|跟)?(?:走势|趋势|行情)|(?:房价|价格)(?:和|与|跟)(?:走势|趋势)/ },
  { kind: "service", key: "client-management", pattern: /\b(?:(?:do|does|will|would|can|are) (?:the |my |our |your |all )?(?:\w+ )?follow[- ]?ups? (?:\w+ ){0,2}(?:go(?:es)? out|get sent|gets sent|run|send|happen)\w* (?:by themselves|on their own|automatically|by itself|on its own)|keep\w* after (?:the |a |my |our )?leads?|seguimientos? (?:\w+ ){0,4}(?:salen|se mandan|se envian|van) sol[oi]s|seguimientos? (?:\w+ ){0,4}automatic\w*|keeps? (?:\w+ ){0,3}in the loop|(?:through|all the way|right up) to (?:the )?closing|without (?:us|me) (?:chasing|having to chase)|follow(?:s)? ?up (?:with )?(?:my |our |old |past |cold )*(?:leads?|clients?)|follow(?:s|in|ing)? ?up with (?:the |all the |those |these |our |my )?(?:folks|people|visitors|attendees|guests|buyers|prospects|sellers|owners|everyone|everybody|them|em)\b|\b(?:keep|keeps|kept) (?:on )?follow(?:in|ing)? ?up\b|\b(?:sigue|siguen|siga|sigan|seguir) (?:les |le )?(?:escribiendo|mandando mensajes|dando seguimiento)\b|(?:tu )?nhan (?:tin )?follow[- ]?up (?:cho )?khach|(?:tu )?nhan (?:tin )?theo doi (?:khach|chu nha|nguoi ban|nguoi mua)|hoi tham lai (?:khach|nguoi)|nhan (?:tin )?hoi tham|(?:old|past|cold) leads|reminders?|transaction updates|seguimiento|nhac lich|theo doi khach|nurtur\w*|drip (?:campaigns?|emails?)|stay in touch with (?:my |our )?(?:past |old )?clients|keep\w* (?:me |us )?(?:in touch|connected) with|stay\w* (?:connected|in contact) with|(?:seguir|mantener\w*|estar) en contacto con (?:mis |nuestros |los |las )?(?:ex ?)?(?:clientes|compradores|vendedores)|giu lien lac (?:voi )?(?:khach|ho|nguoi)|check\w* in (?:on|with) (?:folks|people|clients|past clients|old clients|them|em|my|our)|remind\w* (?:me|us) (?:of|about) (?:my |our )?(?:clients?|buyers?|sellers?|past clients?|folks)|home ?anniversar\w*|recordatorios|cham soc khach|(?:tu dong|tu) gui (?:email|mail|e-mail) (?:tu dong )?cho khach|gui (?:email|mail|e-mail) tu dong cho khach)\b|跟进|提醒|回访|维护客户|(?:跟|和|与)(?:老|以前的|过去的)?客户保持联系|客户维护|自动化客户管理|客户管理自动化/ },
  // "sort the serious buyers from the tire kickers", "weed out the time wasters": qualifying, in everyday English.
  // "你们能帮房产经纪做聊天机器人吗？": a chatbot built for them (made, developed, set up) is the lead-capture agent.
  { kind: "service", key: "ai-agents-lead-capture", pattern: /\b(?:(?:chat|chatbot|chat widget|ai|bot|assistant) (?:on|for|in|to) (?:my|our) (?:web ?)?site|(?:website|site) (?:chat|chatbot)|(?:chat|chat ?bot|bot) (?:en|para|pa) (?:mi|nuestra|nuestro) (?:pagina|web|website|sitio)|chat tren (?:website|trang web)|book\w* (?:(?:a|an|the|that|those|these|their|them|em|him|her|me|us) ){0,2}(?:showings?|showins?|appointments?)|(?:showings?|appointments?) on (?:my|the) calendar|(?:book|put|add|drop|get|schedul)\w* (?:\w+ ){0,3}(?:tours?|showings?|appointments?|visits?) (?:right |straight |directly )?(?:onto|on|into|in|to) (?:my|our|the|his|her|their|\w+ s)(?: \w+){0,3} calendars?|(?:agendar|agende|agenda|programar|poner|meter)\w* (?:le |les |me )?(?:la |una |las |sus )?(?:citas?|visitas?)(?: de \w+)? (?:en|a) (?:mi|el|nuestro|su) calendario|qualif\w* (?:leads?|buyers?|sellers?)|screen\w* (?:my |our |the )?(?:leads?|buyers?|inquiries)|(?:sort\w*|separat\w*|filter\w*|weed\w*|sift\w*|tell\w*|pick\w*|split\w*)(?: out| apart)? (?:the |my |our )?(?:serious|real|genuine|hot|ready)(?: \w+)? (?:buyers?|sellers?|leads?|ones|clients|people)|tire[- ]?kickers?|tyre[- ]?kickers?|time[- ]?wasters?|looky[- ]?loos?|(?:califica|filtra|clasifica)\w* (?:a )?(?:los |mis |sus |nuestros )?(?:prospectos|clientes|compradores|leads|interesados)|(?:agendar|programar|agende|agenda|programe|coordinar)(?: sol[oa]| solit[oa]| por su cuenta)? (?:las |los |unas |mis |la |una |el |un )?(?:citas?|visitas?|showings?)|(?:agente|asistente|bot) de ia que (?:conteste|responda|atienda)\w*|(?:conteste|responda|atienda)n? (?:al instante|en segundos|de inmediato|enseguida)|(?:saque|agende|programe)n? (?:la |una |las )?citas?|dat lich (?:xem nha|hen|gium|giup|dum)|(?:sang loc|phan loai|loc|danh gia) (?:cac |nhung )?(?:khach|nguoi mua|nguoi ban|lead)|(?:sort\w* out|tell apart|distinguish\w*|separat\w*|distingu\w*|diferenci\w*|phan biet)\b.{0,50}\b(?:investors?|inversionistas?|nha dau tu|first[- ]time buyers?|primera casa))\b|区分.{0,12}(?:投资客|首次购房)|预约看房|(?:帮|替)(?:忙|他们|她们|客户|买家)?(?:约|预约|安排)好?(?:看房|时间|带看)?(?=[^，。]{0,4}(?:吗|么|？|\?))|(?:预约|约看|看房)[^，。？?]{0,6}(?:排进|放进|加到|同步到)[^，。？?]{0,8}(?:日历|日程)|筛选客户|筛选买家|筛选潜在客户|(?:能|可以|会)[^，。？?]{0,6}(?:收集|获取|接收)(?:并|和|跟|、)?筛选[^，。？?]{0,8}(?:线索|客户|买家)|(?:能|可以|会)[^，。？?]{0,6}筛选(?:这些|新的?|所有)(?:线索|客户)|过滤客户|评估客户|(?:做|开发|提供|搭建|定制|设计)[^，。？?！!]{0,10}(?:聊天机器人|机器人|ai客服|智能客服|聊天助手|ai助手)/ },
  // "does the AI actually grab their name n number?", "¿el asistente puede guardar los datos de los clientes que
  // escriben?", "gắn AI chat để trả lời khách và lấy thông tin", "AI会把买家的名字、电话存进CRM吗": the AI taking down the
  // details of the people who write is lead capture (the visitor's own details, or ours, asked for are not).
  { kind: "service", key: "ai-agents-lead-capture", pattern: CAPTURES_THEIRS },
  // "bảng phân tích số liệu riêng", "bảng phân tích theo yêu cầu", "cái bảng phân tích (dashboard) của bên mình": the
  // Custom Analytics Dashboards service named in Vietnamese (its site name, "Bảng phân tích riêng"), not the Market
  // Dashboard add-on nor Enterprise's dashboards for the leadership. The services' Chinese titles (自动化客户管理,
  // 定制数据分析看板) name them as the English titles do.
  // "¿Qué tienen pa' ver los números?" of a team, "muốn nhìn số liệu khách … của cả đội", "想随时看到自己的线索和成交进度":
  // their own leads, pipeline and team's numbers to look at.
  { kind: "service", key: "analytics-dashboards", pattern: /\b(?:see|track|watch|view)\w* (?:all )?(?:my|our|the team s|the teams|my team s|each agent s) (?:numbers|stats|metrics|pipeline|lead numbers|conversion)\b|\bwho s (?:actually )?work(?:ing|in) (?:their|his|her) leads\b|\bver (?:los|mis|nuestros) (?:numeros|metricas|resultados)\b|\bquien (?:esta|anda) (?:trabajando|chambeando|moviendo) (?:sus |los )?(?:prospectos|leads|clientes)\b|\b(?:nhin|xem|theo doi) (?:duoc )?so lieu (?:khach|giao dich|cua (?:ca )?(?:doi|nhom|cong ty))\b|看到?(?:自己|我们|团队|大家)?的?(?:线索|客户)(?:和|跟|与)(?:成交|业绩)(?:进度|情况|数据)?|(?:什么|啥)看板|看板之类/ },
  { kind: "service", key: "analytics-dashboards", pattern: /(?<!(?:高管|管理层|老板|领导)[^，。？！]{0,6})(?:定制|自定义)?数据分析看板|\bbang phan tich(?: so lieu)?(?: \((?:custom )?(?:analytics )?dashboards?\))? (?:rieng|theo yeu cau|tuy chinh|cua (?:ben|cac|may) (?:ban|minh|anh|chi|em|con|anh chi))\b/ },
];

const NOT_OFFERED_RULES: [NotOffered, RegExp][] = [
  ["websites", /\b(?:(?:build|make|design|create|develop|redo)\w*(?: \w+){0,3} (?:websites?|web ?sites?|landing pages?)|web design|(?:hacen|disenan|crean|construyen|hacer|arman|montan) (?:tambien )?(?:una |mi |la |el |su )?(?:paginas? web|sitios? web|web)(?: completa| completo| entera| entero)?|(?:lam|thiet ke) (?:trang )?(?:web|website))\b|(?:做|建|设计)[^，。,.!?！？；;：:]{0,4}网站|建站/],
  ["ads", /\b(?:paid ads|ads management|(?:facebook|google|meta|zillow) ads|ad campaigns?|ad (?:budgets?|spend)|(?:run|manage)\w* (?:my |our )?ads|anuncios pagados|campanas de anuncios|pauta (?:pagada|publicitaria)|publicidad pagada|chay quang cao|quang cao (?:facebook|tra phi))\b|广告投放|投广告|付费广告/],
  // ("我要记账", "我帮她记一下": noting it down for the books, not bookkeeping asked of us.)
  ["bookkeeping", /\b(?:bookkeeping|accounting|(?:do|file) (?:my |our )?taxes|contabilidad|ke toan)\b|(?<!我要|我得|我来|要)记账|会计|报税|做税|税务申报/],
  ["photography", /\b(?:photograph\w*|photos? of (?:my |the )?listings?|drones?|video tours?|videograph\w*|virtual tours?|3d tours?|tours? virtuales|recorridos? virtuales|recorridos? (?:en )?3d|matterport|tours? (?:en )?3d|tour ao|tour 3d|fotografia|videos? de (?:propiedades|casas)|videos? (?:\w+ ){0,3}con dron|drones?|dron|headshots?|head shots|chup anh|quay video|(?:quay|dung|edit) (?:\w+ ){0,3}(?:video|clip|reels?)|reels?|(?:graba|grabar|graban|edita|editar|editan) (?:\w+ ){0,3}(?:videos?|reels?)|(?:film|edit)\w* (?:\w+ ){0,2}reels?)\b|拍照|剪辑|短视频|摄影|航拍|视频|vr看房|vr带看|3d看房|3d带看|虚拟看房|全景看房|云看房|直播|户型图/],
  ["seo", /\bseo\b/],
  // "do you lot do professional headshots", "¿hacéis vídeos de las casas con dron?", "房源直播", "3D户型图": pictures made for
  // them (photography above); logos and business cards; a loan, a notary, the rent collected, a phone app of their own,
  // asked of us ("do you…", "¿hacen…?", "bên em có làm/lo…", "你们能帮…"): none is on the site's list.
  ["design", /\b(?:logos?|business cards?|tarjetas? de presentacion|danh thiep|name cards?)\b.{0,40}\b(?:for (?:me|us|my|our)|cho (?:tau|tui|toi|em|minh)|para (?:mi|nosotros))\b|\b(?:(?:do|make|design|can) (?:you|y ?all|yall) (?:\w+ )?(?:do |make |design )?(?:logos?|business cards?))\b|\b(?:lam|thiet ke) logo\b|\b(?:design|make|create|draw)\w* (?:\w+ ){0,3}logos?\b|\b(?:disen|hac|cre|dibuj)\w* (?:\w+ ){0,3}(?:el |un |la )?(?:logo|logotipo)\b|(?:做|设计)(?:logo|名片|商标)|名片设计/],
  ["lending", /\b(?:(?:do|can|will) (?:you|y ?all|yall)(?: \w+)? (?:arrange|get|do|handle|sort out|set up) (?:the |my |our |their )?(?:mortgages?|home loans?|bank loans?|financing)|(?:tramitan|consiguen|gestionan|hacen) (?:los |el )?(?:prestamos?|hipotecas?|creditos? hipotecarios?)|(?:lo|lam) (?:giay to )?vay (?:ngan hang|mua nha)|giay to vay)\b|(?:帮|办|代办)(?:客户|我们|我)?(?:办)?(?:贷款|房贷|按揭)/],
  // "can you sell my old house in Dallas?", "¿me pueden vender mi casita?", "bên em bán giùm nhà anh được không", "你们能帮我卖
  // 老房子吗": a home of theirs to sell or buy, asked of us; we build automation for agents, we are no brokerage ("tiếng
  // Tây Ban Nha", Spanish, folds to "tay ban nha": no house sold).
  ["home-sale", /\b(?:(?:can|could|will|would|do) (?:you|y ?all|yall|you guys)(?: \w+)? (?:help (?:me |us )?)?(?:sell|buy|list) (?:my|our|his|her|their)(?: \w+){0,3} (?:house|home|property|condo|place|land|lot|ranch|farm)|(?:me|nos) (?:pueden|podrian|puede|podria|ayudan a|ayudarian a)n? (?:ayudar a )?(?:vender|comprar) (?:mi|nuestra|nuestro|su)(?: \w+){0,2} (?:casa|casita|propiedad|terreno|finca|departamento|rancho)|(?:ban|mua) (?:giup|gium|ho|dum)\b.{0,20}\b(?:nha|dat|can ho|manh vuon|manh dat)|(?<!\btay )(?:ban|mua) (?:cai )?(?:nha|dat|can ho|manh vuon|manh dat) (?:\w+ ){0,3}(?:giup|gium|ho|dum))\b|(?:帮|替)(?:我|我们)(?:卖|买|出售)[^，。？?]{0,10}(?:房子|房产|老房|房屋|公寓)/],
  ["notary", /\b(?:notary|notarize|notarise|notario|notaria|notarizar|cong chung)\b|公证/],
  ["rent-collection", /\b(?:(?:do|can|will|would) (?:you|y ?all|yall)(?: \w+)? collect (?:the |my |our )?rents?|(?:cobran|cobrarian|hacen el cobro de) (?:las |mis )?rentas?|thu tien thue(?: nha)?(?: hang thang)? cho (?:tui|toi|em|minh|tau|chu|co))\b|(?:帮|替)(?:我|我们)?代?收(?:房)?租/],
  ["mobile-app", /\b(?:(?:build|make|develop|do) (?:\w+ ){0,3}(?:mobile |phone |iphone |android )?apps? (?:for|with) (?:my|our|me|us)|(?:app|aplicacion) (?:propia|para celular|movil)|(?:ung dung|app) (?:rieng )?tren dien thoai|lam (?:cai )?ung dung)\b|(?:有没有|有|能不能做|做)\s*app\s*(?:可以)?下载/],
];

// Real-estate and property-management tools the site does not list (a recogniser, not a claim about them), and social
// networks its Social Scheduler does not name (TikTok, and China's 小红书, 抖音, 微博).
const UNLISTED_PLATFORMS = ["Zillow", "Realtor.com", "Redfin", "AppFolio", "Buildium", "Yardi", "Rent Manager", "Lofty", "BoomTown", "Sierra Interactive", "Dotloop", "SkySlope", "DocuSign", "Canva", "TikTok", "LinkedIn", "小红书", "Xiaohongshu", "RedNote", "抖音", "微博", "Pipedrive", "Zoho", "Mailerlite", "Constant Contact", "Brivity", "CINC", "Real Geeks", "Wise Agent", "Top Producer", "Idealista", "Fotocasa", "Rightmove", "Zoopla", "Trulia", "Homes.com", "Okta", "Azure AD", "Microsoft Entra", "Auth0", "OneLogin", "SSO"];
// Places around Houston that are not among the site's service areas: named so the reply can say so honestly.
// Longer names first where one holds another ("Magnolia Park", a Houston neighbourhood, before Magnolia, a town).
// Places whose names hold one of ours ("Braes Heights" is not the Heights, "Memorial City" not the Memorial Villages):
// other places, read whole before our names are looked for in them.
const NAMESAKES = ["Braes Heights", "Independence Heights", "Sunset Heights", "Bellaire Gardens", "Bellaire West", "Memorial City", "Montrose Place"];
const NAMESAKE = new RegExp(`\\b(?:${NAMESAKES.map((n) => n.toLowerCase()).join("|")})\\b`, "g");
const UNLISTED_AREAS = ["Magnolia Park", "East End", "Second Ward", "Third Ward", "Fifth Ward", "EaDo", "Acres Homes", "Sunnyside", "Denver Harbor", "Gulfgate", "Greenspoint", "Aldine", "Jersey Village", "Pearland", "Cypress", "Humble", "Pasadena", "Baytown", "League City", "Friendswood", "Missouri City", "Conroe", "Tomball", "Kingwood", "Richmond", "Rosenberg", "Fulshear", "Atascocita", "Stafford", "Webster", "Seabrook", "Meyerland", "Spring Branch", "Galleria", "Midtown", "Garden Oaks", "Cinco Ranch", "Magnolia", "Manvel", "Alvin", "Deer Park", "La Porte", "Alief", "Sharpstown", "Gulfton", "Westchase", "Energy Corridor", "Oak Forest", "Channelview", "Dickinson", "Texas City", "Asiatown", "Chinatown", "Little Saigon", "Galveston", "Kemah", "Santa Fe", "La Marque", "Hitchcock", "Lake Jackson", "Angleton", "Freeport", "Brookshire", "Waller", "Hockley", "Sealy", "Needville", "Crosby", "Huffman", "Dayton", "Montgomery", "Willis", "Beaumont", "San Antonio", "Austin", "Dallas", "Fort Worth", "Corpus Christi", "El Paso", ...NAMESAKES];

// (Words before the verb are split at spaces: "\S+\W+" split a Chinese sentence in exponentially many ways.)
// ("what do y'all do to keep me in touch…?" asks what, not whether.)
const YES_NO = /^(?!\W*(?:\S+\s+){0,2}(?:what|whats|how|which|why|where|when|who)\s+(?:do|does|can|could|will|would|is|are)\b)(?:\S+\s+){0,4}(?:can|could|does|do|will|would|is|are|any)\b|[,;:]\s*(?:(?:and|so|but|ok|then)\s+)?(?:can|could|does|do|will|would)\s+(?:it|you|u|y'?all|yall|your|the|this|that)\b|\b(?:puede|pueden|podria|podrian|se puede|tienen|hay|lo hace|hacen)\b|(?<!\b(?:que|cual|cuales|como)\b.{0,12})\b(?:sirve|sirven|funciona|funcionan)\b|\b(?:duoc khong|khong|hong|ko)(?: (?:em|a|vay|ha|nha|ad|chi|anh))?\W*$|^¿(?:(?:y|e|pero|entonces|oiga|oye) )?(?!(?:que|cual|cuales|como|cuando|cuanto|cuanta|cuantos|cuantas|donde|quien|quienes|por que|para que|a que|de que|en que|con que)\b)(?![^?]*\b(?:cuanto|cuanta|cuantos|cuantas|donde|quien|quienes|por que)\b)|\bco (?:the )?\S+.*\bkhong\b|吗[？?]?$|能不能|可不可以|是否/;
const ASKS_ANYTHING_FOR = /\b(?:anything|something|algo|gi) (?:for|para|cho)\b|\bis (?:this|it) for (?:us|me)\b/;

// ("Khach cua anh hay nhan WhatsApp, goi … gia bao nhieu?": "hay", often, is no Spanish "hay"; the price is asked.)
const VI_PRICE_ASKED = /\b(?:gia|phi) (?:bao nhieu|nhieu|sao)(?: (?:em|vay|ha|a|ad))?\W*$|\bbao nhieu tien\W*$/;
// ("say an expired seller finally says ok. can your thing put that appointment on my calendar?": the scene told first, the
// question asked in the last sentence.)
const lastSentence = (text: string): string => text.trim().split(/(?<=[.!。！])\s+|(?=¿)/u).pop() ?? text;
export const asksYesNo = (text: string): boolean => (YES_NO.test(text.trim()) || YES_NO.test(lastSentence(text)) || ASKS_ANYTHING_FOR.test(text)) && !VI_PRICE_ASKED.test(text.trim());

// "do you work with property managers?": a role the site names is a plain yes; investors or HR get what the site says.
// Property management said as the work ("maneja arriendos de apartamentos", "I manage 60 rental doors") is a listed role.
const LISTED_ROLE = /\b(?:agents?|realtors?|brokers?|brokerages|teams?|team leaders?|property managers?|administradores|corredores|agentes|equipos|lideres de equipo|inmobiliarias|moi gioi|quan ly|nhom)\b|\b(?:manag\w*|run\w*|maneja\w*|manejo|administr\w*|coordin\w*)\b (?:\w+ ){0,3}(?:rentals?|doors|units|properties|arriendos|alquileres|rentas|apartamentos|propiedades|puertas)\b|经纪|物业|团队/;
const UNLISTED_ROLE = /\b(?:investors?|flip\w*|wholesal\w*|inversionistas?|nha dau tu|hr|human resources|relocation|loan officers?|lenders?|mortgage|oficial(?:es)? de prestamos|prestamistas?|not (?:an? )?(?:agent|realtor|broker)|no (?:soy )?(?:agente|corredor)|khong phai (?:la )?(?:agent|moi gioi))\b|投资|人力资源|贷款|房贷|不是经纪/;
// "do you only work with realtors?": a yes would say "only"; the list of whom we serve answers it. "Property managers,
// or only sales agents?" asks the first: yes. ("chị", the pronoun, folds to "chi": "only" only before what it limits.)
const ONLY = /^(?!.*\b(?:or|o|hay|hoac)\b|.*还是)(?:.*\b(?:only|just|solo|solamente|unicamente|nada mas|chi (?=danh|lam|cho|phuc vu))\b|.*(?:只|仅|僅))/;
export const audienceAnswer = (text: string): Answer => ({ t: "extra", id: LISTED_ROLE.test(text) && !UNLISTED_ROLE.test(text) && !ONLY.test(text) ? "audience-yes" : "audience" });

// "bắt máy", "nhấc máy" pick up the phone as "nghe máy" does; "có người bắt máy" (a person of ours picks up when the
// visitor calls) asks our hours, not for a phone answered.
// "tenants call me nonstop: anything that picks up the phone?": answering the phone asked for by name is Voice AI, though
// tenants alone ("tenants call me at all hours, what would help?") point at the 24/7 Customer Service Agent. "the ai that
// answers when a tenant or a buyer rings us" answers the phone.
// ("nhắc mấy người lặn mất tăm", remind those who vanished, folds to the "nhấc máy" of picking up: a people word after it
// says which.)
const PHONE_HANDLING = /\b(?:(?:phone|call)s?[- ]answering\b|(?:answers|picks up|takes it) when (?:\w+ ){0,6}(?:rings|calls|phones)(?: (?:us|me|in))?\b|(?:answer\w*|pick(?:s|ing)? up|take|takes|handle\w*)(?: and \w+)? (?:the |my |our |their |those |these |them )?(?:phones?|calls?|phone calls)|(?:nobody|no one|noone|nadie|khong ai) (?:\w+ )?(?:picks? up|answers|contesta|nghe may)|phone side|(?:contest|atend)\w* (?:las |mis |esas )?llamadas|(?:contest|atend)\w* (?:el |mi )?telefono|(?:contest|atend|filtr|calific|tom)\w* (?:\w+ ){0,3}(?:las |mis |esas |estas |sus |nuestras )llamadas|(?:coj|cog|agarr|levant|descolg|contest|atend)\w* (?:el |mi |los |nuestro |nuestros )?(?:telefonos?|fonos?|celular|movil)|(?:salta|saltan|entra|sale|suena) (?:el |mi )?(?:contestador|buzon)|buzon de voz|contestadora? automatic[oa]|(?<!\b(?:co nguoi|nguoi|nhan vien) )(?:nghe|bat|nhac) (?:may(?! (?:nguoi|ban|khach|dua|anh|chi|em|co|chu|cai|tin|ong|ba|bac|nhoc|con)\b)|dien thoai)|tra loi (?:dien thoai|cuoc goi))\b|(?<!(?:去|在|正在|忙着))接.{0,4}电话(?!去了|去啦|去咯)|把电话接(?:了|起来|住)?/;

// "contestando correos de inquilinos… ordenar y contestar los emails": the e-mail handled names the add-on, as the
// phone answered does; the tenants only say whose e-mail it is. Posts for the rentals put on Facebook ("出租房都想在
// Facebook上自动发帖") are the Social Scheduler's likewise.
// "SMS và WhatsApp cho tenant tự động": both channels Enhanced Messaging's description names, the tenants only whose;
// WhatsApp alone ("mis inquilinos escriben por WhatsApp") is named by no other offering.
const byChannel = (text: string): NeedRule | undefined =>
  PHONE_HANDLING.test(text)
    ? NEEDS.find((n) => n.key === "voice-ai")
    : (NEEDS.find((n) => (n.key === "email-commander" || n.key === "social-scheduler") && n.pattern.test(text)) ?? ((SMS_AND_WHATSAPP.test(text) || /\bwhatsapp\b/.test(text)) && !inTheirLanguage(text) ? NEEDS.find((n) => n.key === "enhanced-messaging") : undefined));

/** The add-on for the channel the visitor's people use, named beside a question that names no need ("khách toàn nhắn qua SMS với WhatsApp. Có dịch vụ chi thêm vào cho việc ni không?"). */
export const addonForChannel = (text: string): string | undefined => byChannel(text)?.key;

// "a 24/7 service that answers them in their language", "trả lời 24/7 bằng (theo) tiếng của họ", "24小时用他们的语言回复": the
// Customer Service Agent's own two words (round the clock, in their language), whatever channel the messages come by;
// a support desk answering in a language named ("24小时用中文回复的客服") is the same agent.
const THEIR_LANGUAGE_ONE = /(?:讲|说)(?:中文|华语|粤语|越南话|西班牙语)的|用(?:(?:客户|客人|租客|业主)(?:他们|她们)?|他们|她们)(?:自己)?的(?:话|语言)|\b(?:in (?:their|his|her) (?:own )?(?:language|tongue)|(?:whatever|any|every) (?:language|tongue)(?: (?:they|he|she|you|people|clients|tenants) (?:speak|use))?|(?:tenants|clients|customers|residents|renters|buyers|inquilinos|clientes|nguoi thue|khach) (?:\w+ )?(?:speak|hablan|noi tieng)|(?:el idioma|la lengua) que (?:hablen|sea)|cualquier idioma|bat ky (?:tieng|ngon ngu)(?: nao)?|en su (?:propio )?(?:idioma|lengua)|(?:bang|theo) (?:tieng|ngon ngu) (?:cua )?(?:ho|khach|nguoi thue)|multilingual|multilingue|da ngon ngu)\b|(?:他们|客户|租客|房客|租户|住户)(?:自己)?(?:的)?(?:语言|母语)|多语言|(?:任何|各种|什么)语言|用(?:中文|华语|普通话|国语|粤语|越南语|西班牙语)[^，。？！?]{0,6}客服/;
// "they text me in Spanish and Vietnamese", "hablan español y vietnamita", "nhắn tiếng Việt với tiếng Tây Ban Nha", "讲中文讲越南话的都有",
// "用中文或者西班牙语发消息":
// two languages the visitor's people write or speak are "their language" too.
const LANG_EN = "(?:english|spanish|vietnamese|chinese|mandarin|cantonese|espanol|ingles|vietnamita|chino|cantones)";
const LANG_VI = "(?:viet|anh|tay ban nha|hoa|trung|quang dong)";
const LANG_ZH = "(?:中文|华语|国语|普通话|粤语|广东话|英文|英语|西班牙[语话文]|越南[语话文])";
const SPOKEN_TWO = new RegExp(
  [
    String.raw`\b(?:speak|speaks|speaking|text|texts|texting|write|writes|writing|message|messages|messaging|call|calls|hablan|escriben|mandan|llaman)\b(?: \w+){0,6}? (?:in |en )?${LANG_EN},? (?:and|or|&|y|o) (?:in |en )?${LANG_EN}\b`,
    String.raw`\b(?:noi|nhan tin|nhan|goi|viet)\b(?: \w+){0,5}? (?:bang )?tieng ${LANG_VI},? (?:va|voi|hoac|hay) (?:tieng )?${LANG_VI}\b`,
    String.raw`(?:讲|说|用)${LANG_ZH}.{0,3}(?:讲|说|、|和|跟|或者?|还有)${LANG_ZH}`,
  ].join("|"),
);
const inTheirLanguage = (text: string): boolean => THEIR_LANGUAGE_ONE.test(text) || SPOKEN_TWO.test(text);
// "at 2am", "2 in the morning", "in the middle of the night", "after hours": the small hours are round the clock's too.
const ROUND_CLOCK = /\b(?:24 ?\/ ?7|24x7|24 ?(?:hours|horas|gio)|round the clock|round de clock|around the clock|day and night|day or night|night or day|night and day|any hour|dia y noche|a toda hora|ngay dem|ca ngay lan dem|at all hours|a cualquier hora|bat ke gio nao|(?:at |by |til |till |until )?(?:[1-5]|one|two|three|four|five)(?::\d\d)? ?(?:am|a m|in (?:the|de|di) (?:morning|mornin|mawnin))|(?:in )?(?:the )?middle of the night|overnight|after hours|late at night|all night|(?:at|in the) night(?:time)?)\b|24小时|二十四小时|全天|日夜|不分昼夜|不分白天(?:晚上|黑夜)?|白天晚上|一天到晚|白天黑夜|没日没夜|半夜|深夜/;

/** Round the clock in the visitor's people's own language: the 24/7 Customer Service Agent's two words. */
export const wantsAgentInTheirLanguage = (text: string): boolean => inTheirLanguage(text) && ROUND_CLOCK.test(text);

// "khách bên chị đâu có nhắn tin, họ gọi điện thoại": a channel the visitor's people do not use names no add-on.
const CHANNEL_DENIED = /\b(?:(?:dau|khong|chang|cha|hong) (?:co )?(?:nhan tin|text|sms)|(?:instead of|rather than) (?:texting|texts?|sms|messaging|whatsapp)|(?:en vez|en lugar) de (?:escribir|textear|mandar (?:mensajes|textos|whatsapp))|thay vi nhan tin|(?:don ?t|do not|doesn ?t|does not|never|no longer) (?:text|texts|message|sms|whatsapp)|no (?:mandan|escriben|usan|me mandan) (?:mensajes|textos|whatsapp|sms))\b/g;

// "casi no contestan llamadas, todo es por WhatsApp", "好多客户不接电话，只发短信", "they let calls ring out but text you
// back all day": the visitor's people shun the phone; the messages they send instead are Enhanced Messaging's.
// "would rather text or whatsapp than pick up the phone", "prefieren escribir en vez de llamar": the phone shunned too.
const CALLS_SHUNNED = /\b(?:(?:casi )?no (?:contestan|agarran|atienden|cogen|responden|levantan) (?:las |mis |el |sus )?(?:llamadas|telefono|celular)|(?:than|instead of|rather than) (?:pick(?:ing)? up|answer(?:ing)?|tak(?:e|ing)|us(?:e|ing)|get(?:ting)? on) (?:the |a )?(?:phone|calls?)|(?:en (?:vez|lugar) de|mas que) (?:llamar|hablar por telefono|contestar el telefono)|(?:won ?t|don ?t|never|rarely|hardly|barely|wont) (?:ever )?(?:answer|pick up|take) (?:the |my |our |their )?(?:phone|calls?)|let (?:the |my |our |your )?calls? ring out|(?:it|chang|khong|hong) (?:ai )?(?:chiu )?(?:nghe|bat|nhac) (?:dien thoai|may(?! (?:nguoi|ban|khach|dua|anh|chi|em|co|chu|cai|tin|ong|ba|bac|nhoc|con)\b)))\b|不(?:爱|喜欢|肯)?接电话|(?:表|别|不要|莫)打电话/;

/**
 * An add-on asked for by its need, the round-the-clock agent only by its two words: tenants or rentals named beside
 * a question ("我一套出租房的空调坏了…要多少钱？") ask for no add-on.
 */
export const addonNeedOf = (text: string): Extract<Answer, { t: "need" }> | null => {
  const need = readNeed(text);
  return need?.kind === "addon" && (need.key !== "customer-service-agent" || wantsAgentInTheirLanguage(text)) ? need : null;
};

const ANSWERED_ROUND_THE_CLOCK = /\b(?:answer\w*|respond\w*|repl(?:y|ies|ying)|contest\w*|tra loi|phan hoi)\b(?:\s+(?!(?:by|on|via|por|en|qua|bang|through)\b)\S+){0,3}?\s+(?:24 ?\/ ?7|24x7|round the clock|around the clock|day and night|a toda hora|dia y noche|las 24 horas|suot ngay dem|ca ngay lan dem|ngay dem)\b|(?:24小时|全天候|日夜)(?:都)?(?:能|可以)?(?:回复|回答|应答)(?![^，。？！]{0,6}(?:短信|whatsapp|电话|邮件))/;
const THEIR_PEOPLE = /\b(?:tenants?|inquilinos?|nguoi thue|khach thue|khach(?: hang)?|clients?|clientes?|customers?)\b|租客|房客|客户/;

export function readNeed(said: string): Extract<Answer, { t: "need" }> | null {
  if (CALLS_SHUNNED.test(said) && MESSAGING_CHANNEL.test(said) && !PHONE_HANDLING.test(said.replace(CALLS_SHUNNED, " "))) {
    const messaging = NEEDS[0];
    if (messaging) return { t: "need", kind: messaging.kind, key: messaging.key, yes: asksYesNo(said) };
  }
  const text = said.replace(CHANNEL_DENIED, " ");
  // …and the phone named instead ("họ gọi điện thoại", "they call") is Voice AI's.
  if (text !== said && /\b(?:goi dien|call|calls|calling|phone|llaman|llamadas)\b/.test(text)) {
    const voice = NEEDS.find((n) => n.key === "voice-ai");
    if (voice) return { t: "need", kind: voice.kind, key: voice.key, yes: asksYesNo(text) };
  }
  // "người thuê nhắn tin nửa đêm hoài. Có dịch vụ nào trả lời 24/7 hông?", "something answering tenants round the clock":
  // tenants or clients answered round the clock is the 24/7 agent's work, whatever channel they write on — unless the
  // answer is asked on a channel ("les responda por sms", "24小时回复客户短信": the messaging add-on).
  const allHours = ANSWERED_ROUND_THE_CLOCK.test(text) && THEIR_PEOPLE.test(text);
  const csa = wantsAgentInTheirLanguage(text) || allHours ? NEEDS.find((n) => n.key === "customer-service-agent") : undefined;
  const found = csa ?? (answersMessages(text) && !PHONE_HANDLING.test(text) ? NEEDS[0] : NEEDS.find((n) => n.pattern.test(text)));
  const rule = found?.key === "customer-service-agent" ? (byChannel(text) ?? found) : found;
  return rule ? { t: "need", kind: rule.kind, key: rule.key, yes: asksYesNo(text) } : null;
}

// "our accounting program", "phần mềm kế toán của công ty", "会计软件": the visitor's own accounting tool, to connect, is no
// request for us to do their books. Chinese names the books before the tool as often ("记账用的是一个小众软件", "做账那边
// 用的系统"): the tool said later in the same clause is theirs too.
const ACCOUNTING_TOOL = /\b(?:(?:accounting|bookkeeping) (?:software|program|programs|system|systems|app|apps|tool|tools|platform|package)|(?:software|programa|programita|sistema|app|aplicacion|herramienta|plataforma) (?:\w+ )?de contabilidad|(?:phan mem|he thong|ung dung|chuong trinh|app) (?:\w+ )?ke toan)\b|(?:会计|记账|财务|做账|报税)[^，。？！?!]{0,14}?(?:软件|系统|程序|app|平台|工具)|[用拿][^，。？！?!]{1,24}(?:记账|做账)/g;

// "can the AI post photos of my listings to Instagram?", "publicar fotos de mis casas": photos or videos the visitor has,
// posted for them, are the Social Scheduler's work, not a request for photography.
const POSTED_MEDIA = /\b(?:post|posts|posting|share|shares|sharing|publish\w*|upload\w*|schedul\w*|publicar\w*|publique\w*|subir|suba\w*|dang)\b (?:(?:the|my|our|all|new|mis|las|los|nuestras|cac|nhung) )?(?:photos?|pics?|pix|pictures|videos?|fotos|hinh|anh)\b/g;

export function readNotOffered(text: string): NotOffered | null {
  const asked = text.replace(ACCOUNTING_TOOL, " ").replace(POSTED_MEDIA, " ");
  return NOT_OFFERED_RULES.find(([, p]) => p.test(asked))?.[0] ?? null;
}

// One pattern per list, compiled once: the name found is read back from the match.
const namePattern = (names: readonly string[]): RegExp => new RegExp(`(?:^|[^a-z])(${names.map((n) => n.toLowerCase().replace(/\./g, "\\.")).join("|")})(?![a-z])`);
const PLATFORM_NAMES = namePattern(UNLISTED_PLATFORMS);
const AREA_NAMES = namePattern(UNLISTED_AREAS);
const nameIn = (names: readonly string[], pattern: RegExp, text: string): string | null => {
  const found = text.match(pattern)?.[1];
  return found ? (names.find((n) => n.toLowerCase() === found) ?? null) : null;
};
export const unlistedPlatform = (text: string): string | null => nameIn(UNLISTED_PLATFORMS, PLATFORM_NAMES, text);
// Spring, north of Houston, is also the season: a place only where a place is talked about ("what about spring?",
// "my buyers in Spring", "and Spring itself?", "is Spring on your list?"), never "this spring", "in spring" or "spring break".
const SPRING_THE_PLACE = /\b(?:(?:live|living|lives|work|working|based|located|office|listings?|buyers?|sellers?|clients?|homes?|houses?) (?:in|out in|near|around)|what about|how about|cover|serve|near|around|en|o|khu) spring\b(?! (?:break|cleaning|market|season|semester|time|sale|rush))|\bspring (?:itself|proper|tx|texas)\b|\bis spring (?:on|in) (?:your|the) (?:list|map)\b|^(?:and|y|con|va|or) spring\W*$/;
// A road named after a place is not the place: "Katy Freeway at rush hour", "a café on Bellaire Blvd".
const ROAD = /\b(katy|bellaire|memorial|westheimer|clear lake|sugar land|montrose|heights) (?:freeway|fwy|blvd|boulevard|drive|dr|road|rd|street|st|parkway|pkwy|avenue|ave|highway|hwy)\b/g;
export const withoutRoads = (text: string): string => text.replace(ROAD, " ").replace(NAMESAKE, " ");
/** The area of the site's list that folded `text` names ("sugarland" too), roads named after places aside. */
export const servedArea = (text: string, areas: readonly string[]): string | undefined => {
  const plain = withoutRoads(text);
  return areas.find((a) => plain.includes(foldForRules(a)) || (a === "Sugar Land" && plain.includes("sugarland")));
};
export const unlistedArea = (text: string): string | null => nameIn(UNLISTED_AREAS, AREA_NAMES, text) ?? (SPRING_THE_PLACE.test(text) ? "Spring" : null);

const EXTRA_RULES: [ExtraId, RegExp][] = [
  // A machine or a person, asked of this chat (assistant-asked.ts).
  ["assistant", ASKS_IF_ASSISTANT],
  ["trial", /\b(?:free trial|trial|demo|try (?:it|this|you|them)(?! (?:on (?:my|his|her|their|our) own|alone|solo|by (?:myself|himself|herself|themselves|ourselves))\b)(?: out)?(?: first)?|test drive|before (?:paying|i pay|we pay|buying)|(?:long|annual|yearly|long term|long-term)[- ]?(?:term )?contracts?|cancel(?: at)? any ?time|cancel (?:my |the )?(?:plan|subscription|contract|service)|cancellation policy|discounts?|promo(?:tion)?s?|coupons?|descuentos?|cancelar cuando|giam gia|bot (?:gia|tien|chut)|khuyen mai|uu dai|sign (?:a )?contract|locked in(?:to)?|prueba gratis|prueba gratuita|periodo de prueba|(?:chay|xai) thu\b.{0,25}\b(?:khong mat tien|mien phi|khong ton tien|free)|probarlo|demostracion|contrato (?:largo|anual|a largo plazo)|dung thu|hop dong dai han|thu truoc)\b|免费试用|试用|演示|长期合同|先试|折扣|打折|优惠|随时取消/],
  // ("the cheapest one, how soon is it live?", "最便宜那个套餐，几时能上线？": the smallest package named for its go-live.)
  ["start", /\b(?:cheapest(?!.{0,40}\b(?:how long|how soon|when can|go live|up and running)\b)|least expensive|lowest (?:cost|price)|on a budget|tight budget|minimum (?:to|i need)|what(?:s| is) the minimum|most affordable|cheap way|start small|without spending (?:a (?:ton|lot)|much)|low cost start|sin gastar mucho|khong ton nhieu|mas barat[oa]|mas economic[oa]|lo minimo|presupuesto|re nhat|tiet kiem nhat|it tien)\b|最便宜(?![^。？?]{0,12}(?:几时|多久|什么时候|多长时间|上线))|最低|最省钱|预算|入门|少花钱/],
  // Investors, HR relocation staff, "who are your clients?": the site says whom it serves.
  ["audience", new RegExp(String.raw`\b(?:do|does|can) (?:you|u|yall|you guys) (?:\w+ )?(?:work|deal|partner) with (?:brokers?|brokerages|teams|individual agents|solo agents|agents|property managers|builders)\b(?!.{0,25}\b(?:in|at|around|near|from|outside|out of|beyond)\b)|\b(?:(?:does|do) (?:\w+ ){0,2}(?:stuff|it|this|system|ai) work for (?:brokers?|brokerages|teams|agents|property managers))\b|\b(?:trabajan|trabajas) (?:tambien |solo |solamente |unicamente )?(?:con|para) (?:corredores|brokers?|agentes|equipos|inmobiliarias|administradores(?: de propiedades)?)\b(?!(?:\s+\w+){0,3}\s+(?:en|de|por)\b)|\blam viec (?:voi|cho) (?:moi gioi|cong ty moi gioi|nhom)\b(?!.{0,25}\b(?:o|tai)\b)|(?:跟|和|与)(?:经纪公司|经纪人|团队)合作|\b(?:investors?|flip(?:s|ping)? (?:houses|homes)|wholesal\w*|inversionistas?|nha dau tu)\b|投资者|炒房|\bwho (?:exactly |really )?(?:are|r) (?:your|ur) (?:typical |usual |main |target )?(?:clients|customers)\b|\bwhat (?:kind|type|sort)s? of (?:businesses|clients|customers|companies|people)\b.{0,30}\b(?:you|your)\b|\b(?:in|from) (?:corporate )?(?:hr|human resources)\b|\brelocation (?:specialist|department|manager|team)\b|\bquienes son sus clientes\b|\b(?:para|con) (?:que|cuales) (?:tipo de )?(?:clientes|negocios|empresas) trabajan\b|\bkhach hang (?:cua )?(?:ben ban|cac ban|ben em|cong ty)\b.{0,15}\bla ai\b|\bai la khach hang\b|(?:你们的)?客户(?:主要)?是(?:哪些人|谁|什么人)|(?:适合|面向)(?:什么人|哪些人|谁)|人力资源|${HELPS_ME.source}`, "u")],
];

// Investors as the leads to sort or route ("can the AI sort out who's an investor…", "¿el asistente puede mandar a los
// inversionistas con el agente que se especializa…?", "AI能帮我们区分哪些是投资客…"), not a clientele asked of us.
const INVESTORS_AS_LEADS = /\b(?:sort\w*|tell (?:apart|who)|distinguish\w*|separat\w*|qualif\w*|rout\w*|hand\w*|send\w*|pass\w*|assign\w*|go(?:es)? to|distingu\w*|diferenci\w*|separ\w*|mand\w*|pas\w*|asign\w*|phan biet|chuyen|loc)\b.{0,60}\b(?:investors?|inversionistas?|nha dau tu|khach dau tu)\b|\b(?:investors?|inversionistas?|nha dau tu|khach dau tu)\b.{0,40}\b(?:first[- ]time|primera casa|mua nha lan dau|(?:straight )?to (?:my|the|our) (?:agent|guy|gal|person|specialist|team)|con el (?:agente|asesor)|al (?:agente|asesor))\b|区分.{0,12}投资|投资客.{0,20}(?:分给|交给|转给)/;

export function readExtra(text: string): ExtraId | null {
  const extra = EXTRA_RULES.find(([, p]) => p.test(text))?.[0] ?? null;
  return extra === "audience" && INVESTORS_AS_LEADS.test(text) ? null : extra;
}

/** Every place named, listed (`areas`) or not, in the order the folded `text` names them, roads aside. */
export function placesIn(text: string, areas: readonly string[]): string[] {
  const plain = withoutRoads(text);
  const listed = areas.map((name) => ({ name, at: plain.search(new RegExp(`(?<![a-z])${foldForRules(name)}(?![a-z])`)) }));
  const unlisted = [...plain.matchAll(new RegExp(AREA_NAMES.source, "g"))].map((m) => ({ name: UNLISTED_AREAS.find((n) => n.toLowerCase() === m[1]) ?? "", at: m.index + m[0].indexOf(m[1] ?? "") }));
  const spring = SPRING_THE_PLACE.exec(plain);
  const all = [...listed, ...unlisted, ...(spring ? [{ name: "Spring", at: spring.index + spring[0].lastIndexOf("spring") }] : [])].filter((p) => p.name && p.at >= 0);
  // "Spring Branch" is one place, not Spring too: of two names read at one spot, the longer.
  const ordered = all.sort((a, b) => a.at - b.at || b.name.length - a.name.length).filter((p, i, list) => i === 0 || list[i - 1]?.at !== p.at);
  return [...new Set(ordered.map((p) => p.name))];
}

/** "Clear Lake and The Woodlands?": the listed places the folded `text` names, in its order, the first one `first` when none read. */
export const servedPlaces = (text: string, areas: readonly string[], first: string): [string, ...string[]] => {
  const listed = placesIn(text, areas).filter((p) => areas.includes(p));
  const [head, ...rest] = listed;
  return head ? [head, ...rest] : [first];
};
