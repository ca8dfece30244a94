import type { Channel } from "./context.ts";
import { foldForRules } from "./text.ts";
import { FILLER } from "./question-patterns.ts";
import { channelOfSending } from "./channel-sends.ts";
import { channelToDetail } from "./channel-to-detail.ts";
import { asksFormChannelChoice } from "./form-choices.ts";

// The channel the visitor asks to be reached on (text, call, e-mail, WhatsApp), and the clauses that only name one.

// "…gmail n twilio for texts which bundle is that": a package asked for without a question mark is still a question,
// and "for texts" in it names what a platform is for, not how to reach the visitor ("gói" is "package" by then).
// An add-on asked for, or our AI asked to answer ("is there an add-on for the bot to reply on SMS", "có add-on nào để AI trả lời
// tin nhắn", "有没有附加服务让AI回复短信"): the product asked about, though said without "?" and with "porfa".
const ASKS_FOR_A_PRODUCT = /\b(?:which|what|whats) (?:bundle|package|plan|tier|add-?on|option)s?\b|\bhow much\b|\b(?:que|cual|cuales) (?:paquete|plan|combo|opcion)\w*\b|\bcuanto (?:cuesta|sale|cobran)\b|\b(?:package|combo|lua chon) nao\b|\bbao nhieu tien\b|哪(?:个|种|一个)(?:套餐|方案|组合)|多少钱|\b(?:any|an|is there an?|got an?|algun|alguna|hay (?:un|una)|tienen (?:un|una)|co) (?:add ?-?ons?|extras?|complementos?)\b|\b(?:add ?-?ons?|extras?|complementos?) (?:nao|gi)\b|\b(?:the|your|la|el|su|cai)? ?(?:ai|ia|bot|chatbot|assistant|asistente|tro ly)\b.{0,12}\b(?:answers?|repl(?:y|ies)|responds?|contest[ea]r?|respond[ea]r?|tra loi|rep)\b|(?:有没有|有什么)(?:附加服务|增值服务|附加功能)|(?:ai|机器人|助手)(?:能|可以|来)?(?:自动)?(?:回复|回答)/;
export const ABOUT_THE_PRODUCT = /\b(?:does|do|can|will|could|is) (?:it|he|she|the|your|they)\b|\b(?:tenants?|clients?|leads?|customers?|callers?|buyers?|sellers?|people|inquilinos|clientes|calls?|llamadas|voice ai|bots?|chatbots?|assistants?|agents?|khach(?: hang)?|nguoi thue)\b|客户|客人|租客|房客|买家|卖家|(?:ai|助手|机器人|系统|套餐)[^，。？?]{0,12}(?:能|会|可以|能不能|会不会)/;

// "call after 5", "pls call anytime": a call asked for at a time, said as a request (a clause of its own), not "we miss every call after 6".
const CALL_AT_A_TIME = "(?<=^|[,.;:!] ?|\\b(?:pls|please|plz|just|ok|okay|so|and|or|then) )call (?:me )?(?:after|before|around|between|any ?time|tomorrow|tonight|this (?:morning|afternoon|evening))";
const CHANNEL_PATTERNS: [Channel, RegExp][] = [
  // "mándame whats", "por whats porfa": the app's short name after a verb of sending or "por", or closing the clause.
  ["whatsapp", /\b(?:whatsapp|whatsap|wasap|guasap|wsp)\b|\b(?:(?:manda|envia|escribe|mande|envie|escriba)(?:me|nos)|por|x|al|via|on|by) whats\b|\bwhats(?= *(?:$|[,.!]|porfa|por favor|pls|please))/u],
  // "txt me", "textéame": texting shorthand and the Spanish verb made of "text"; "mándenme un texto", "x texto": the noun.
  ["sms", /\b(?:text|texts|texting|text message|txt|txts|txting|sms|mensaje de texto|mensajes de texto|(?:un|por|x|via|en|con) textos?|textito|textitos|mensajes? al|mensajitos?|prefiero mensajes?|texteame|texteeme|textearme|textenme|nhan tin|tin nhan|nhan (?:cho|giup|voi))\b|短信|短讯|简讯/],
  // "by telephone", "a call is preferable", "call after 5", "llámeme", "gọi cho tôi", "请打电话给我": a call asked for.
  // "calls preferred", "calling works best", "prefiero llamadas", "nói chuyện điện thoại", "打电话比较好": the call named as
  // the preference with or without a verb. A landline ("fijo", "số bàn", "座机") can only take calls.
  ["call", new RegExp(`\\b(?:call me|phone me|ring me|give me a (?:call|ring|buzz)|phone call|prefer a call|by (?:tele)?phone|over the phone|(?:a |phone |voice )?(?:calls?|calling|phoning) (?:(?:is|are|would be|works?) )?(?:preferable|preferred|better|best|easier|ideal)|(?:prefer|rather have|rather get) (?:a )?(?:phone |voice )?calls?|(?:prefer|rather) (?:to be )?(?:called|calling|phoning)|${CALL_AT_A_TIME}|llamadas?|llamenme|llamame|llameme|llamarme|me llamen|me llame|me marquen|marcame|marqueme|marquenme|por telefono|goi dien|goi (?:lai )?(?:cho )?(?:toi|minh|em|anh|chi|tui|o)|noi chuyen (?:qua )?dien thoai|(?:qua|bang) dien thoai|landline|telefono fijo|fijo|so (?:dien thoai )?ban)\\b|打电话|电话联系|电话联络|电话沟通|来电|座机`)],
  // The visitor's own address and "my e-mail is" are taken out first, so "e-mail" here is the channel.
  // "电邮" (e-mail, as Hong Kong and overseas Chinese write it), "电子邮件".
  // "thư điện tử", the formal Vietnamese for e-mail.
  ["email", /\b(?:e-?mail(?! commander| marketing)|correo|mail|thu dien tu)\b|邮件|邮箱|电邮/],
];
// "WhatsApp 联系最快": the fastest way named is the one wanted. Irish "email is handiest" too.
// "email thôi", "nhắn tin thôi": "thôi" (just, only) names the one channel wanted, as the South's "nghen" (nhé) does in "nhắn SMS giùm nghen".
// "gửi email là tiện nhất", "email cho tiện": Vietnamese "handiest", "best", "for convenience" after the channel.
const PREFERENCE = /\b(?:better|best|easiest|easier|handiest|handier|suits|works|prefer|preferred|preferable|prefiero|preferimos|preferiria|prefeririamos|uu tien|mejor|rather|only|ideal|please|pls|porfa|por favor|tien hon|(?:tien|tot|nhanh|tien loi|de) nhat|cho tien|thich|nhe|nha|nghen|giup|thoi|(?:is|are|es|esta) (?:fine|ok|okay|good|great|bien)|(?:la )?duoc)\b|方便|比较好|更好|最好|最快|最省事|就好|就行|吧/;
// The visitor asks to be reached ("text me", "escríbanme", "nhắn cho mình", "给我发"): the channel named is theirs.
// "txt me", "llámeme", "textéame", "打电话给我", "发短信给我", "把资料寄给我": the verb before the visitor, as well as after ("write me").
// Jamaican patois "WhatsApp mi pon …", "call mi pon …": "mi" is "me" before "pon" (on) or "at".
// "my other number is 346-…, text that one", Bajan "text dat one": the number just given, to be reached on.
// "el broker es Luis, su cel es …, mándenle un mensaje de texto": the person the visitor gives us to reach ("-le", "-lo")
// asks for a channel as "mándenme" does.
// "me puede mandar mensaje de texto ahí", "preferimos que nos escriban por correo" (Spain's "nos escribáis" is read as
// "nos escriban" first): a request put with "poder", or for "us", asks to be reached as well.
// "prefiero que me contesten por ahí", "respóndanme al correo", "contestadme por WhatsApp", "please reply to me there",
// "get back to me by e-mail": being answered is being reached. Only the forms that ask (subjunctive, imperative; for
// contestar -e/-en, for responder -a/-an): "¿la IA me contesta por WhatsApp?" and "will the bot reply to me by text?"
// ask about the product.
const ANSWER_ME = String.raw`(?:me|nos) (?:contest(?:e|es|en|eis)|respond(?:a|as|an|ais))\b|(?:contest(?:en|e|a|ad)|respond(?:an|a|e|ed))(?:me|nos)|(?<!\b(?:will|would|can|could|does|do|did|it|bot|ai|assistant|they|he|she|agent|system) )(?:reply|respond|get back|write back)(?: to)? (?:me|us)|(?:please |pls |just )(?:reply|respond|write back|answer) (?:there|at that (?:address|one|e-?mail)|to that (?:address|one|e-?mail))`;
// "She wants a text, not a call.", "Mándele mensaje de texto": the channel of the person whose details are given (a boss
// the visitor writes for).
// ("cho chị đọc", for me to read, reaches no one.)
const REACH_ME = new RegExp(String.raw`\b(?:(?:she|he) (?:wants|prefers|would rather have|d rather have|likes) (?:a |an )?(?:text|texts|e-?mail|e-?mails|call|calls|whatsapp)\b|(?:mandele|mandenle|enviele|envienle|escribale|escribanle|textele|texteenle) (?:un |por )?(?:mensaje|texto|whatsapp|correo)|(?:text|txt|e-?mail|call|phone|ring|contact|reach|message|whatsapp|ping|write(?: to)?) (?:me|mi (?=(?:pon|on|at)\b))|(?:text|txt|call|ring|whatsapp|ping) (?:that|this|dat|dis|the other|de other|the new|de new) (?:one|number|no)|(?:me|nos) (?:escriban|escribas|manden|mandes|envien|contacten|llamen|llame|marquen|textean)|mejor (?:me|nos) (?:escriben|mandan|envian|contactan|llaman|textean)|escribanme|escribame|escribeme|tirame|tireme|tirenme|(?<!\b(?:you|u|yall|y all|they|we|i|do|does|can|could|will|would) )(?:use|go with|stick (?:to|with)) (?:e-?mail|text|texts|texting|whatsapp)\b(?! (?:to|for|with) (?:my|our|the|their|clients|leads|tenants))|(?:escriban|manden|envien|llamen|marquen|texteen|contacten)(?:le|lo|la)|le (?:escriban|manden|envien|llamen|marquen)|mandenme|envienme|contactenme|contacteme|llamenme|llameme|llamame|marqueme|marquenme|textenme|texteame|texteeme|(?:manda|envia|pasa|mande|envie|pase)(?:me|nos)|me (?:mandas|envias|pasas|escribes)|me (?:contact|escrib|llam|mand|envi|marc|text)\w*(?:aran|ieran|asen|iesen)|(?:me|nos) (?:puede|pueden|podria|podrian|podes|podeis|podras|podran) (?:mandar|enviar|escribir|llamar|marcar|textear|contactar)|(?:send|shoot|drop|fire off) (?:me|us) (?:a |an )?(?:quick |short )?(?:text|txt|sms|e-?mail|whatsapp|message|msg|line)|(?:cho|voi|giup) (?:toi|minh|em|anh|chi|tui|o)(?! (?:doc|xem|coi|nghe|hieu|dung|xai)\b)|lien (?:he|lac) (?:lai )?(?:qua|bang)|${ANSWER_ME})\b|给我发|给我打|联系我|联络我|找我|发我|(?:发|打|寄|传)[^，,。！!？?\s]{0,4}给我`);
// What the visitor types about their own details ("my e-mail is …", "mi cel", "số tôi là", "我的邮箱", "我的email") names no channel.
// A field label opening a clause, typed before the detail itself ("Email: ana@…", "correo ana@…", "sđt 713…", "邮箱 li@…"):
// the visitor's own, as with "my". After "por", "by", "qua" it names the channel instead ("contáctenme por correo: ana@…").
const FIELD_LABEL = String.raw`(?<=^|[,;.!:，。；、]\s*|\s[-–—]\s)(?:\b(?:e-?mail|correo|cell|cel|celular|mobile|phone|tel|telefono|sdt|so dien thoai|dien thoai)\b|电子邮箱|电子邮件|电邮|邮箱|电话|手机|号码)(?:\s*(?:[:：=]|is|es|la|是))?\s*(?=[\w.+-]+@|\+?[\d(])`;
const OWN_LABEL = new RegExp(String.raw`^[\s\p{P}]*(?:(?:ok|okay|so|well|y|and|pues|bueno|vale|好|好的)[\s\p{P}]+)?(?:(?:my|mi|mis)\s+(?:e-?mail|correo|cell|cel|celular|phone|number|numero|telefono|whatsapp)\b(?:\s+(?:is|es|number|address))?|\b(?:e-?mail|so|sdt|so dien thoai|dien thoai)\s+(?:cua\s+)?(?:toi|minh|em|tui|o|anh|chi|co|chu)\b|我的\s*(?:邮箱|电话|手机|号码|e-?mail|whatsapp)|我(?:邮箱|电话|手机|号码)|${FIELD_LABEL})`, "u");

/** "mi correo es …", "我的邮箱是 …": the visitor opens by labelling a detail as their own (not "envíenme un texto, mi número es …", a request first). With a channel asked for, that is details given, not a request for a person. */
export const labelsOwnDetail = (message: string): boolean => OWN_LABEL.test(foldForRules(message));

const OWN_DETAIL = new RegExp(String.raw`${FIELD_LABEL}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{8,}\d|\b(?:my|mi|mis|su)\s+(?:e-?mail|correo|cell|cel|celular|phone|number|numero|telefono|whatsapp)\b(?:\s+(?:is|es|number|address))?|\b(?:e-?mail|so|sdt|so dien thoai|dien thoai)\s+(?:cua\s+)?(?:toi|minh|em|tui|o|anh|chi|co|chu)\b(?:\s+la)?|我的\s*(?:邮箱|电话|手机|号码|e-?mail|whatsapp)(?:是)?|我(?:邮箱|电话|手机|号码)(?:是)?`, "gu");

// Others who reach the visitor ("my buyers message me on WhatsApp", "mis inquilinos me escriben por WhatsApp",
// "khách thuê nhắn cho tôi qua WhatsApp", "租客用WhatsApp给我发消息"): how their leads write, not how we should.
export const OTHERS_REACH_ME = new RegExp(
  [
    // ("one of y'all's people call me": people of ours, asked to call.)
    /(?<!\bone of (?:your|ur|y ?alls|y ?all s|you ?uns) )\b(?:tenants|clients|buyers|sellers|leads|customers|renters|residents|owners|homeowners|landlords|families|members|guests|people|they|folks|prospects)\b(?: \w+){0,3}? (?:message|messages|text|texts|call|calls|email|emails|whatsapp|contact|reach|ping|dm|write to|get in touch with|hit|hits|hitting) me\b(?: up)?(?: (?:on|via|through|over|by|in) (?:whatsapp|text|sms|email|e-mail|phone|facebook|messenger|instagram|wechat|zalo))?(?:,? (?:or|and|\/) (?:message|text|call|email|whatsapp|dm|ping|write to) me\b)*/.source,
    /\b(?:inquilinos|clientes|compradores|vendedores|prospectos|leads|propietarios|la gente|residentes|arrendatarios|ellos)\b(?: \w+){0,3}? (?:me|nos) (?:(?:lo|la|los|las|todo) )?(?:escriben|mandan|envian|llaman|contactan|marcan|textean)\b(?:(?: \w+){0,2}? (?:por|al|en|un|a mi) (?:whatsapp|texto|mensaje|correo|sms|telefono|celular|facebook|messenger|instagram))?/.source,
    /\b(?:khach(?: thue| hang| mua)?|nguoi thue|ho|gia dinh|chu nha|may nguoi)\b(?:,? \w+){0,8}?,? (?:nhan tin|nhan|goi dien|goi|gui tin|lien lac|lien he)(?: (?:qua |bang )?(?:whatsapp|zalo|tin nhan|sms|email|facebook|messenger|dien thoai)(?: (?:va|voi|hoac) (?:whatsapp|zalo|tin nhan|sms|email))?)?(?: (?:cho|voi))? (?:toi|minh|em|anh|chi)\b(?: (?:qua|bang) (?:whatsapp|zalo|tin nhan|sms|email|facebook|messenger|dien thoai))?/.source,
    /(?:租客|房客|客户|买家|卖家|业主|他们|客人)[^，。？！,?!]{0,16}(?:给我|跟我|找我)(?:发|打)?(?:消息|短信|信息|邮件|电话)?/.source,
  ].join("|"),
  "g",
);

/** The channel the visitor says they prefer ("text is better than email"); the first one named wins. */
// "WhatsApp: +1 281…", "Zalo/WhatsApp 713…": the number labelled with the app it is reached on.
// "WhatsApp me: 281…", "WhatsApp 我：281…": the app used as a verb before the number too.
// "conecten WhatsApp (la instalación)": a bracket opens a number only when a digit follows it.
// "he asked me to leave his WhatsApp for you: 346-…": a few words between the app and the colon before the number.
const LABELLED_APP = /\bwhatsapp(?:\s+(?:for (?:you|u|yall|you all|you guys)|here|below|number|no|#))?\s*(?:(?:me|我)\s*)?[:：]?\s*\+?(?:\d|\(\s*\d)/;
// "text > call", "e-mail over phone calls", "whatsapp rather than calls", "correo antes que llamadas", "短信比电话好": two
// channels ranked, the first preferred ("call < text" the other way round).
// "chị đọc email nhiều hơn nghe điện thoại": read more than answered, the Vietnamese ranking.
const RANK_WORD = String.raw`(text(?:s|ing)?|txt|sms|calls?|calling|phone(?: calls?)?|e-?mails?|whatsapp|whats|llamadas?|mensajes?|correo|tin nhan|goi dien|dien thoai|短信|电话|邮件|whatsapp)`;
// "texting is better than calling", "email beats calling": the verb between them ranks them too.
// "texting that number beats calling", "text me rather than calling": what is texted may be said between them.
// "text dont call": the one said, the other ruled out.
const RANKED = new RegExp(String.raw`${RANK_WORD}(?:\s+(?:me|us|it|(?:that|this|the|my) (?:number|cell|phone|one|line)))?\s*(?:(?:is|are|s|works|would be|es)\s+)?(?:(>+|=>|->|,?\s*\b(?:dont|don t|do not|never)(?= (?:call|calls|ring|phone)\b)|\bover\b|\brather than\b|\bbetter than\b|\bbeats?\b|\bbefore\b|\bantes que\b|\bmejor que\b|\bmas que\b|\bhon\b|\bnhieu hon(?: (?:nghe|doc|xem))?\b|比)|(<+))\s*(?:a\s+)?${RANK_WORD}`, "u");

function rankedChannel(folded: string): Channel | null {
  const match = RANKED.exec(folded);
  if (!match) return null;
  const preferred = match[3] !== undefined ? match[4] : match[1];
  return CHANNEL_PATTERNS.find(([, pattern]) => pattern.test(` ${preferred ?? ""} `))?.[0] ?? null;
}

// "don't call", "don't bother texting it", "rather than e-mail", "no me llamen", "no contesto llamadas", "ya no me manden mensajes", "đừng gọi",
// "không nhận email", "别打电话", "I don't want texts", "not a fan of phone calls": a channel ruled out is not the one asked for ("Text me, don't call" and "Don't call,
// text me" both ask for texts). Folded, "dùng" (use) is "dung" too, so it is set aside before folding.
const CHANNEL_WORD = String.raw`(?:text(?:ing|s)?|txt|sms|call(?:ing|s)?|phon(?:e|ing)|ring(?:ing)?|e-?mail(?:ing|s)?|whatsapp|llam\w*|marqu\w*|escrib\w*|mensaj\w*|correo)`;
const VI_CHANNEL_VERB = String.raw`(?:goi|nhan|gui|lien lac)(?:\s+(?:dien thoai|dien|tin nhan|tin|e-?mail|mail|sms|whatsapp))?`;
const NEGATED_CHANNEL = new RegExp(String.raw`\b(?:(?:dont|do not|not|never|rather than|instead of|no need to|en vez de|en lugar de|no|nada de)\s+(?:(?:bother|bothering|try|trying)\s+(?:with\s+)?|(?:by|por|me|mi|un|una|a|mas|manden|mandes|envien|escriban|contesto|atiendo|respondo|contesta|las|los|answer|answering|pick up|want|wanna|like|need|any|more|fan of|big on|into|get|getting|receive|phone)\s+){0,4}${CHANNEL_WORD}|(?:dung|khong can|khong|xin dung)\s+${VI_CHANNEL_VERB})\b|(?:别|不要|不用|不必|无需)(?:给我)?(?:打电话|打|发短信|发邮件|发)`, "gu");
// "713-555-0100 is a landline", "số bàn", "座机": a number that only takes calls names the channel by itself.
const LANDLINE = /\b(?:landline|telefono fijo|fijo|so (?:dien thoai )?ban)\b|座机/;

// "mi whatsapp es 281…", "my WhatsApp number is …", "whatsapp của tôi là …", "我的WhatsApp是…": the visitor's own number
// labelled with the app names the channel, unless another channel is asked for ("my WhatsApp is …, but call me").
// Caribbean Spanish drops the s: "mi WhatsApp e' 809…".
const OWN_APP_NUMBER = /\b(?:whatsapp|whatsap|wasap|guasap|wsp)(?:\s+(?:number|numero|#|cua (?:toi|minh|em|anh|chi|tui|o)))?\s*(?:[:：=]|\b(?:is|es|la|e)\b|是)\s*\+?[\d(]/;
// "nhắn tin sms", "gửi email nha", "gọi điện giùm": in Vietnamese the verb with its channel, as a clause of its own, is
// the request ("nhắn tin tự động có không" asks about the product and goes on past the verb); "gửi qua email giùm em"
// (send it by e-mail for me) too. "gọi o nghe", "gửi email cho tui": central and southern "I" (o, tui) as the one
// reached. "gửi email cho tớ thì hơn: …": the North's "tớ" (I) as the one reached, "thì hơn" (would be better) after
// the request, and a colon before the detail end it the same way; "À" (oh), "vậy thì" (then) may open it. "nhắn tin dùm
// tui chứ tui bận": "chứ" (for, since) opens the reason, so the request ends before it; "nhắn tin cho tau chứ đừng
// gọi", "nhắn tin giùm o chớ đừng gọi": Nghệ-Tĩnh "tau" (I) is the one reached, and central "chớ" is "chứ". "gửi qua đó
// cũng được" (sending there is fine too) points back at the detail just given (POINTS_BACK). "có gì nhắn tin cho dì" (if
// anything, text me) opens on "có gì"; "có gì con nhắn tin cho chú qua số đó", "có gì cứ nhắn tin": the one asked, "cứ".
const VI_REACH_CLAUSE = /(?:^|[,.;!:]\s*)(?:(?:a|a ma|ma|cu|u|thoi|vay thi|vay|the thi|ok|oke|okie|co gi|co viec|co chuyen gi|can gi)(?: thi)?\s+)?(?:cu\s+)?(?:(?:con|chau|em|ban) (?=nhan|gui|goi))?(?:nhan tin|nhan|gui tin nhan|gui tin|gui (?:e-?mail|mail|sms)|gui(?= (?:qua|bang|vao) )|goi dien(?: thoai)?|goi(?= (?:cho )?(?:toi|minh|em|tui|o|anh|chi)\b))(?:\s+(?:qua|bang|vao|cho toi|cho minh|cho em|cho tui|cho o|cho anh|cho chi|cho to|cho bac|cho chu|cho co|cho ong|cho ba|cho tau|cho tao|cho di|cho thim|cho mo))?(?:\s+(?:sms|e-?mail|mail|whatsapp|zalo|dien thoai|tin nhan|do|day))?(?:\s+qua so (?:do|nay|day|tren))?(?:\s+(?:nha|nhe|thoi|di|a|giup|gium|dum|duoc|cung|nghe|voi|luon|em|toi|minh|tui|o|anh|chi|bac|tau|thi hon|thi tot hon|tot hon))*\s*(?:[,.;!:]|\s(?=chu\s(?!dao\b)|cho\s*(?:dung\b|[,.;!:]|$))|$)/;
// "mi correo es ana@…, escríbanme x ahí", "email is ana@…, write me there": a request pointing back at the detail given
// asks for the channel of that detail.
const POINTS_BACK = /\b(?:(?:por|x|a|al) (?:ahi|alli|ese|este)|ahi|alla|aca|there|that way|to that|at that|qua (?:do|day)|vao (?:do|day))\b/;
const EMAIL_DETAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

// "text 281 555 0100", "call 713-555-0100 after 5", "nt cho e số 832…" ("nt" is texting for "nhắn tin"), "llámame al 281…",
// "发短信到 713…": a verb of reaching, opening its clause, right before a number says how to use that number.
const NUMBER_AHEAD = String.raw`(?=\+?(?:1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3})`;
const VERB_AT_NUMBER = new RegExp(String.raw`(?:^|[,.;:!，。；：]\s*|\b(?:pls|please|plz|just|ok|okay|so|then|porfa|mejor)\s+)(?:(text|txt|sms|texteame|nt|nhan tin|nhan)|call|ring|llamame|llameme|llamenme|marcame|goi(?: dien)?)(?:\s+(?:me|us|mi|cho (?:e|em|a|anh|c|chi|t|toi|m|minh)))?(?:\s+(?:at|on|pon|al|a|vao|qua|den|toi|so))*\s*[:：]?\s*${NUMBER_AHEAD}`, "u");
// In Chinese too the verb opens its clause (or follows 请): "别打电话：832…" rules the call out.
const ZH_VERB_AT_NUMBER = new RegExp(String.raw`(?:^|[，,。；;：:！!]\s*|请)(短信|发短信|打电话|致电)(?:到|给)?\s*[:：]?\s*${NUMBER_AHEAD}`, "u");

function verbAtNumber(folded: string): Channel | null {
  // "is that your line, call 713-…?" asks; the request is said, not asked.
  if (/[?？]/.test(folded)) return null;
  const verb = VERB_AT_NUMBER.exec(folded);
  if (verb) return verb[1] !== undefined ? "sms" : "call";
  const zh = ZH_VERB_AT_NUMBER.exec(folded)?.[1];
  return zh === undefined ? null : zh.includes("短信") ? "sms" : "call";
}

// "打电话也行，…，用WhatsApp联系我最好": the channel said to be best outranks one only allowed ("也行").
const ZH_BEST = /用\s*(whatsapp|短信|邮件|电邮|电话)\s*(?:联系我|找我|发给我|联络我)?\s*(?:最好|最方便|比较好)|最好(?:是)?(?:用)?\s*(whatsapp|短信|邮件|电邮|电话)/;
const ZH_CHANNEL: Record<string, Channel> = { whatsapp: "whatsapp", 短信: "sms", 邮件: "email", 电邮: "email", 电话: "call" };

// "Gửi email thì tui đọc mỗi tối", "I check my e-mail every evening", "el correo lo reviso cada noche": the inbox they read
// is where to reach them.
const READS_EMAIL = /\b(?:gui |nhan )?(?:qua )?e-?mail thi (?:tui|toi|minh|chi|anh|em|co|chu|bac) (?:doc|xem|coi|check|mo)\b|\b(?:i|we) (?:read|check) (?:my |our )?e-?mails? (?:every|each|at|first thing)\b|\b(?:el )?correo lo (?:leo|reviso|veo|checo)\b/;

export function preferredChannel(message: string): Channel | null {
  const best = ZH_BEST.exec(message.toLowerCase());
  const bestName = best?.[1] ?? best?.[2];
  if (bestName && ZH_CHANNEL[bestName]) return ZH_CHANNEL[bestName] ?? null;
  // "gói" (a package) and "gọi" (call) fold to the same letters: the package is set aside first ("gói cho tôi" calls no one).
  // "the only platform I run is Twilio SMS": a platform's name (Twilio SMS) is a tool to connect, not a way to reach them;
  // "tin nhắn thoại" (a voicemail) is no text message.
  const folded = foldForRules(message.replace(/(?<!\p{L})[gG][óÓ]i(?!\p{L})/gu, "package").replace(/(?<!\p{L})[dD][ùÙ]ng(?!\p{L})/gu, "use")).replace(/\btwilio(?: sms)?\b/g, "twilio").replace(/\btin nhan thoai\b/g, "voicemail");
  if (PRODUCT_SENDS.test(folded)) return null;
  if (LABELLED_APP.test(folded)) return "whatsapp";
  const atNumber = verbAtNumber(folded);
  if (atNumber) return atNumber;
  if (READS_EMAIL.test(folded)) return "email";
  const ranked = rankedChannel(folded);
  if (ranked) return ranked;
  const toDetail = channelToDetail(folded);
  if (toDetail) return toDetail;
  const sending = () => channelOfSending(folded.replace(OTHERS_REACH_ME, " ").replace(NEGATED_CHANNEL, " "));
  return channelNamed(folded) ?? sending() ?? (OWN_APP_NUMBER.test(folded) ? "whatsapp" : null);
}

// "send it to my e-mail", "mándame el link a mi correo", "gửi vào email của tôi", "发到我的邮箱": the visitor's own inbox
// (or WhatsApp) as where to send something, not a label before a detail ("my e-mail is …") nor where a newsletter
// lands ("how do I get it in my inbox?").
const SEND_VERB = String.raw`\b(?:send|forward|shoot|drop|mail|e-?mail|deliver|text|manda|envia|pasa|mande|envie|pase|reenvi|gui|chuyen)\w*\b.{0,40}`;
const TO_MY_INBOX = /\b(?:to|into|at|on|via) my (?:e-?mail|inbox|email address)\b(?! (?:is|address is)\b)|\b(?:a|en|al|por) (?:mi|su|tu) (?:correo|e-?mail|mail|bandeja)\b(?! (?:es|electronico es)\b)|\b(?:vao|qua|ve|den) (?:email|mail|hop thu) (?:cua )?(?:toi|minh|em|tui|anh|chi)\b/;
const TO_MY_WHATSAPP = /\b(?:to|on|via) my whatsapp\b(?! (?:is|number is)\b)|\b(?:a|al|por) (?:mi|su|tu) whatsapp\b(?! es\b)|\b(?:vao|qua) whatsapp (?:cua )?(?:toi|minh|em|tui)\b/;
const ZH_TO_MY_INBOX = /(?:发|寄|传)(?:到|去|给)?我(?:的)?(?:邮箱|电邮|电子邮箱)/;
const ZH_TO_MY_WHATSAPP = /(?:发|传)(?:到|去|给)?我(?:的)?whatsapp/;
const SENT_TO_MY_INBOX = new RegExp(`${SEND_VERB}(?:${TO_MY_INBOX.source})|${ZH_TO_MY_INBOX.source}`);
const SENT_TO_MY_WHATSAPP = new RegExp(`${SEND_VERB}(?:${TO_MY_WHATSAPP.source})|${ZH_TO_MY_WHATSAPP.source}`);

// "Twilio SMS for texting my tenants", "to email my clients": how the visitor reaches their own people, not how we should reach them.
// "para mandarles mensajes a mis inquilinos", "để nhắn tin cho người thuê": whom the platform reaches, in Spanish and Vietnamese.
export const REACHES_OTHERS = /\b(?:text(?:ing|s)?|txt(?:ing)?|sms|call(?:ing|s)?|e-?mail(?:ing|s)?|messag(?:e|es|ing)|whatsapp(?:ing)?) (?:(?:to|with|all|all of) )?(?:my|our|the) (?:tenants|clients|buyers|sellers|leads|customers|renters|residents|owners|agents|team)\b|\b(?:mandar\w*|enviar\w*|escribir\w*) (?:mensajes|textos|sms|correos|whatsapps?) (?:a|para) (?:mis|nuestros|los|las) (?:inquilinos|clientes|compradores|prospectos|residentes|duenos)\b|\b(?:nhan tin|gui tin(?: nhan)?|gui sms|gui email|goi dien) cho (?:nguoi thue(?: nha)?|khach(?: hang)?|nguoi mua|cu dan|chu nha)\b/g;

// "if we only connect Twilio SMS for the text alerts, what's the setup?": a kind of message the visitor's own system
// sends (text alerts, e-mail reminders, SMS campaigns) names no channel to reach them on.
const KIND_OF_MESSAGE = /\b(?:text|txt|sms|e-?mail|whatsapp) (?:alerts?|notifications?|notices|reminders?|blasts?|campaigns?|templates?|sequences?|drips?)\b/g;

/** The channel asked for in a folded message, if any. */
// "escríbeme por ahí mejor que por teléfono", "by e-mail rather than a call": the channel after "than" is the one not wanted.
const THAN_BY = /\bque por (?:el |la )?(?:telefono|llamada|llamadas|mensaje|mensajes|texto|correo|e-?mail|whatsapp|sms)\b|(?<=\b(?:rather|better|more) )than (?:by |a |an |over |on )?(?:phone|call|calls|text|texts|e-?mail|whatsapp|sms)\b/g;

function channelNamed(message: string): Channel | undefined {
  // "can the bot send reports to my e-mail?" asks about the product; "can you send it to my e-mail?" asks for it.
  const toInbox = !ABOUT_THE_PRODUCT.test(message) && SENT_TO_MY_INBOX.test(message);
  const toWhatsapp = !ABOUT_THE_PRODUCT.test(message) && SENT_TO_MY_WHATSAPP.test(message);
  // Only the destination is rewritten, so another channel asked for in the same sentence keeps its place.
  let folded = message;
  if (toInbox) folded = folded.replace(TO_MY_INBOX, " by email ").replace(ZH_TO_MY_INBOX, " by email ");
  if (toWhatsapp) folded = folded.replace(TO_MY_WHATSAPP, " by whatsapp ").replace(ZH_TO_MY_WHATSAPP, " by whatsapp ");
  const sentToMine = toInbox || toWhatsapp;
  // "email's better", folded "emails better": the channel, then a word of preference (not the plural "emails").
  const text = folded.replace(/\b(e-?mail|text|call|phone|whatsapp)s (?=(?:the )?(?:better|best|easier|easiest|handier|handiest|fine|good|ok|okay|great|ideal|preferred|quicker|quickest|faster|fastest)\b)/g, "$1 is ").replace(OWN_DETAIL, " ").replace(OTHERS_REACH_ME, " ").replace(REACHES_OTHERS, " ").replace(NEGATED_CHANNEL, " ").replace(KIND_OF_MESSAGE, " ").replace(THAN_BY, " ");
  // "does the form let me pick contact by Zalo?" asks what the form offers; it asks to be reached on nothing.
  const reachMe = (REACH_ME.test(text) || VI_REACH_CLAUSE.test(text) || sentToMine) && !asksFormChannelChoice(text);
  // "escríbanme x ahí" after the visitor's own address: the address is the channel.
  // "…mi correo: ana@…. Por ahí es mejor.": the address pointed back at as the better way is the channel too.
  if ((reachMe || PREFERENCE.test(text)) && POINTS_BACK.test(text) && EMAIL_DETAIL.test(folded) && !CHANNEL_PATTERNS.some(([, pattern]) => pattern.test(text))) return "email";
  // "can the bot answer my leads on WhatsApp?" asks about the product; a question only names a channel for the visitor when it asks to be reached.
  // "Por correo, ¿eh?", "email, ok?": a tag put after the channel asks nothing.
  const untagged = text.replace(/[\s,]*¿?\b(?:eh|vale|si|sale|okay|ok|right|ya|yeah)\s*[?？]+\s*$/u, "");
  if ((/[?？]/.test(untagged) || ASKS_FOR_A_PRODUCT.test(text)) && !reachMe) return undefined;
  // "nhắn qua WhatsApp nha", "zalo/whatsapp", "通过WhatsApp", "WhatsApp 加我" (add me), "agrégame al WhatsApp": the channel
  // named as the way to reach them.
  if (!PREFERENCE.test(text) && !reachMe && !LANDLINE.test(text) && !/(?:^|[.,;:!]\s*)(?:por|by|via) (?:correo|e-?mail|mail|texto|sms|text)(?=\s*(?:[.,!;]|$))|\b(?:por whatsapp|whatsapp me|via whatsapp|on whatsapp|over whatsapp|qua whatsapp|whatsapp (?:nha|nhe|duoc|di|thoi)|(?:zalo|viber) ?\W? ?whatsapp|whatsapp ?\W? ?(?:zalo|viber)|nhan (?:tin )?qua|nhan tin (?:vao |vo |toi |den )?so|lien he qua|goi qua)\b|(?:用|通过|发|以|写)\s*(?:whatsapp|e-?mail|短信|短讯|简讯|邮件|电邮|电子邮件)|(?:whatsapp|短信|短讯|简讯|邮件|电邮|电子邮件|电话)\s*(?:联系|联络)(?!人)|whatsapp(?:联系|找我|上)|whatsapp\s*[:：]?\s*加(?:我|一下)|加(?:我|一下)(?:的)?\s*whatsapp|\b(?:agregame|agregueme|agreguenme|anademe|add me|add) (?:al |en |on |a )?whatsapp\b|\b(?:ket ban|add) (?:qua )?whatsapp\b/.test(text)) return undefined;
  const found = CHANNEL_PATTERNS.map(([channel, pattern]) => ({ channel, at: text.search(pattern) })).filter((c) => c.at >= 0);
  return found.sort((a, b) => a.at - b.at)[0]?.channel;
}

const CONTACT_LABEL = /^(?:(?:my|mi|su|and|y)\s+)*(?:cell|cel|celular|mobile|phone|number|tel|telefono|numero|email|e-mail|correo|whatsapp|so|sdt|so dien thoai|dien thoai|reach me at|call me at|text me at|手机|电话|邮箱|微信)?(?:\s+(?:is|es|la|number|#))?\s*[:：]?\s*$/;

// "I don't want texts", "no calls please": a clause that only rules a channel out asks nothing either.
// "đừng gọi nha", "no me llamen porfa": the softeners of Vietnamese and Spanish ask nothing either.
// "don't call during office hours", "đừng gọi giờ hành chính nhé": when not to call refuses the call all the same.
const REFUSAL_FILLER = /^(?:\s|\b(?:i|im|please|pls|plz|just|thanks|really|honestly|though|but|and|so|ok|okay|me|at all|nha|nhe|nghe|nghen|nhen|a|di|ne|nhe|em|co|chi|anh|bac|tui|toi|minh|nhung|porfa|por favor|gracias|pues|eh|during (?:office |work |working |business )?hours|(?:in|during) the (?:day|morning|afternoon)|at work|(?:vao |trong |luc )?gio (?:hanh chinh|lam viec|lam)|buoi (?:sang|trua|chieu)|en (?:horario|horas) de (?:oficina|trabajo))\b)*$/;
const onlyRefusesChannel = (clause: string): boolean => {
  const folded = foldForRules(clause);
  return new RegExp(NEGATED_CHANNEL.source).test(folded) && REFUSAL_FILLER.test(folded.replace(NEGATED_CHANNEL, " ").replace(/[^\p{L}\p{N}\s]/gu, " "));
};

/**
 * A message giving details without the clauses that state a channel or only label a contact ("mi cel", "WhatsApp works
 * best"): what is left may still ask something, but a channel named as the way to be reached is no question about it.
 */
// Why that channel, or that the detail stays the same, said beside the preference: "same number", "i'm at showings most of
// the day", "estoy en visitas todo el día", "en el trabajo no atiendo llamadas", "白天带看不方便接电话". No question is in them.
const WHY_THAT_CHANNEL = /\b(?:(?:the )?same (?:number|one)|(?:that|this) number|(?:im|i m|i am) (?:hardly|rarely|never|seldom|not often)(?: ever)? (?:at|in|by|near|on)\b.{0,30}|(?:que )?(?:el|mi) correo no (?:lo )?(?:reviso|checo|miro|abro|leo)\b.{0,20}|(?:im|i m|i am) (?:at|in|on|out at|out with|out showing|out and about|with|stuck in|driving|busy|showing)\b.{0,40}|(?:el )?mismo numero|(?:(?:que|porque|pues|ya que) )?(?:estoy|ando) (?:en|de|manejando|ocupad[oa]|todo el dia|casi siempre|siempre)\b.{0,40}|(?:que|porque|pues|ya que) (?:en|durante) (?:las |los )?(?:visitas|citas|reuniones|juntas|recorridos)\b.{0,30}|(?:im|i m|i am) always (?:in|at|on|out)\b.{0,40}|(?:que |porque |pues )?(?:(?:en|durante) (?:el |la |las |los )?(?:trabajo|oficina|visitas|citas|dia) )?no (?:atiendo|contesto|puedo (?:atender|contestar))(?: (?:llamadas|el telefono|el cel\w*))?|(?:at work |during the day |at showings )?(?:i )?(?:can ?t|cannot|don ?t) (?:take|answer|pick up) (?:calls|the phone)|(?:cung|van) so (?:do|nay|cu)|(?:ban|dang di|dang dan khach|(?:hay|thuong|luon|toan) di (?:dan khach|xem nha|lam))\b.{0,30}|khong (?:nghe|bat) may (?:duoc)?|(?:it|hiem|chang|khong|ko) (?:khi )?(?:nghe|bat) may(?: (?:so la|la|so quen))?\b.{0,20}|(?:i )?(?:never|rarely|seldom|don ?t) (?:pick up|answer)\b.{0,40})|不方便|没空|忙|白天|同一个号码|还是这个号码|就(?:用|打|发)?这个号(?:码)?|这个号(?:码)?就行/;

// (A question mark ends a clause too: "…邮件营销的文章？发个链接给我" names e-mail in a question, the link asked in the next.)
// A full stop before the next sentence ends a clause too ("Chị đang tự trả lời tin nhắn khách ban đêm. Gói Growth làm được
// những gì?": the question is no channel stated).
const CLAUSES = /[,;，；。!！\n]|(?<=[?？])|\s[-–—]\s|\.\s+(?=\p{L})/u;
const isReason = (clause: string): boolean => WHY_THAT_CHANNEL.test(foldForRules(clause)) && !/[?？]/.test(clause);

/** The message without the reasons given for a channel ("en la oficina no contesto el teléfono" names our phone for no ask). */
export const withoutChannelReasons = (message: string): string => message.split(CLAUSES).filter((clause) => !isReason(clause)).join(", ");

export function withoutChannelClauses(message: string): string {
  return message
    .split(CLAUSES)
    // "Bueno, mándamela por mail.": a word that only opens the sentence ("bueno", "ok", "pues") is no clause of its own.
    .filter((clause) => clause.trim() !== "" && !FILLER.test(foldForRules(clause).trim()) && preferredChannel(clause) === null && !CONTACT_LABEL.test(foldForRules(clause)) && !onlyRefusesChannel(clause) && !isReason(clause))
    .join(", ");
}

// "can it email me a report every morning…?", "could the AI text me a summary…?", "nó có gửi…", "它能发…": the product asked
// to send the visitor something is a question about it, not the way they want to be reached (nor a person asked for).
const PRODUCT_SENDS = /^\W*(?:(?:and|so|but|y|pero)\s+)?(?:can|could|will|would|does|do)\s+(?:it|the (?:ai|bot|system|dashboard|assistant)|your (?:ai|bot|system|dashboard))\s+(?:\w+\s+)?(?:e-?mail|text|send|message|sms|whatsapp|mail|ping)\w*\s+(?:me|us)\b|^\W*(?:no|he thong|ai) co (?:tu )?gui\b|^\W*它(?:能|会|可以).{0,4}(?:发|寄)/;
export const productAskedToSend = (folded: string): boolean => PRODUCT_SENDS.test(folded);

