import { toldAsStory } from "./complaint-story.ts";

// Policy acts said without their usual words (acts.ts reads the rest). Every rule runs on folded text (accents off,
// lower case, apostrophes dropped) in the four languages, except where Vietnamese needs its accents.

// Everything held about the visitor, named by a quantifier and a record word: "wipe every file you keep on me",
// "I want every trace of me gone", "eliminen cualquier registro que tengan sobre mí", "xóa mọi hồ sơ của tôi",
// "删除你们保存的关于我的所有记录". A record of their own leads ("can it delete all records of old leads?") is not theirs.
export const DELETE_ALL_HELD: RegExp[] = [
  // "just delete all of mine", "borren todo lo mío", "xóa hết của tôi đi", "那把我的都删了吧": the visitor's own, by "mine".
  /\b(?:delete|erase|remove|wipe|purge|scrub)\b.{0,12}\b(?:(?:all|every bit) of )?(?:mine|my stuff|all my stuff)\b(?!.*[?])/,
  // Formal requests name the act, not the verb: "I request the erasure of my personal data", "solicito la supresión (la
  // cancelación) de mis datos personales", "yêu cầu hủy bỏ dữ liệu của tôi", "申请注销本人资料".
  /\b(?:erasure|deletion|removal|destruction|purging)\b (?:of )?(?:all |any )?(?:of )?(?:my|our)\b.{0,30}\b(?:data|info\w*|details|records?|files?)\b|\b(?:supresion|cancelacion|eliminacion|borrado)\b (?:de )?(?:todos )?(?:mis|nuestros)\b.{0,20}\bdatos\b|\b(?:huy bo|tieu huy)\b.{0,25}\b(?:du lieu|thong tin|ho so)\b.{0,20}\b(?:cua|ve) (?:toi|minh|em|tui|chung toi)\b|注销[^，。？！,?!]{0,6}(?:本人|我)的?[^，。？！,?!]{0,10}(?:资料|信息|数据|记录)/,
  // The visitor as the object: "bórrenme todo", "elimíname de su sistema", "delete me from your system", "xóa em khỏi hệ
  // thống"; only alone or with everything or the system, so "bórrame el mensaje" is no deletion of their details (off a list is an opt-out).
  // "ok entonces borren todo de una vez", "listo, bórrenlo todo": the plural command with everything, alone, is the same request.
  /\b(?:borren|eliminen)(?:lo|la|los|las)? tod[oa]s?(?: (?:de una vez|por favor|porfa|ya|entonces|de mi))*\s*(?:[.!,]|$)/,
  /\b(?:borr|elimin)(?:enme|eme|ame)\b(?: (?:todo|toda la info\w*|de (?:su|sus|tu|tus|la|el) (?:sistema|base|registros?|crm)\w*(?: de datos)?|por favor|porfa|ya|entonces|de una vez))*\s*(?:[.!,]|$)|\b(?:delete|erase|wipe|purge) me (?:from|off|out of) (?:your|the|ur) (?:system|database|records?|crm|files?)\b|\bxoa (?:toi|em|minh|tui|e) (?:ra )?khoi (?:he thong|du lieu|co so du lieu|crm)\b/,
  /\bxoa (?:(?:het|tat ca|moi thu|sach) )?(?:(?:het|tat ca) )?(?:cua|ve) (?:toi|minh|em|tui)\b(?!.*[?])/,
  // "thôi xóa hết cho tui đi", "算了，全部删掉吧": "delete it all" as a command of its own (only particles and "for me"
  // around it, nothing asked), what the chat holds of the visitor being all there is to delete.
  /(?:^|[,.!;]\s*)(?:(?:thoi|vay|thi|ok|oke|roi|con|nen|the|vay thi)\s+)*xoa (?:het|sach|tat ca|het sach|sach het|het tron|toan bo)(?: (?:di|luon|nha|nhe|nghe|nghen|(?:gium|giup|dum|cho) (?:toi|tui|em|minh|anh|chi|co|chu)|gium|giup|dum|voi))*\s*(?:[,.!;]|$)(?!.*[?])/,
  // "那帮我全部删掉" (for me), "那你们服务器上的也全部删掉" (what is held on your side, too) are the same command.
  /(?:^|[，,。！!；;]\s*)(?:算了|那就|那|就|还是|干脆|请|麻烦)?(?:你们)?(?:帮我|替我|给我)?(?:把我的?(?:东西)?|(?:把)?(?:你们|贵公司)?(?:的)?(?:服务器|系统|数据库|后台|那边|那里)(?:上面|里面|上|里|中)?的?)?(?:也)?(?:全部|都|全|统统|通通|一并)(?:给我|帮我)?(?:删掉|删了|删除|清空|清除|抹掉)(?:吧|了|掉)*(?=[，,。！!；;]|$)(?!.*[吗?？])/,
  /把我(?:的|留的|给的)(?:东西|资料|信息|数据|记录|纪录|档案|聊天记录)?(?:都|全|全都|全部|统统|通通)?(?:删|清除|清空|抹掉)(?![^，。？！,?!]{0,4}[吗?？])/,
  /\b(?:delete|erase|remove|wipe|purge|destroy|scrub|get rid of)\b.{0,30}\b(?:every|all|any|each)\b(?: (?:of )?(?:the|your|my|our))?(?: \w+)? (?:records?|files?|entry|entries|traces?|copy|copies|notes?|details?|profiles?)\b.{0,40}\b(?:(?:you|u|yall|you guys|your (?:team|company|system|database|crm)) (?:hold|have|keep|store|stored|saved|retain|collected|got)|(?:on|about|of|for) (?:me|us|mine|my)\b)/,
  /\b(?:every|all|any)\b (?:trace|record|file|bit|scrap)s? of (?:me|my|mine|us|our)\b.{0,50}\b(?:gone|deleted|erased|removed|wiped|purged|destroyed)\b/,
  /\b(?:borr|elimin|suprim|destru)\w*\b.{0,40}\b(?:registros?|archivos?|expedientes?|rastros?|datos|informacion|info)\b.{0,40}\b(?:de mi|sobre mi|(?:que )?(?:tengan|tienen|guardan|guarden|almacenan|conservan))\b/,
  // "xóa hết … thông tin của cô luôn": an older visitor calls herself "cô" (aunt), "chú", "bác".
  /\bxoa\b.{0,25}\b(?:ho so|ban ghi|du lieu|thong tin|tai lieu|tat ca|moi thu)\b.{0,30}\b(?:cua|ve) (?:toi|minh|em|chung toi|tui|co|chu|bac)\b/,
  // "delete ever'thing you got on me", "wipe all y'all have about us": everything held, owned by the visitor, with no
  // record word ("do you ever delete everything about me?" asks about retention).
  /^(?!.*\b(?:do|does|will|would) (?:you|u|yall|they|it) (?:ever |automatically )?(?:delete|erase|remove|wipe|purge)\b)(?:.*\b)?(?:delete|erase|remove|wipe|purge|scrub|get rid of)\b.{0,12}\b(?:everything|everthing|evrything|anything|whatever|all)\b.{0,30}\b(?:on|about) (?:me|us)\b/,
  // "xóa hết data của office em": the data named in English, the owner the visitor's office or company, right after it
  // ("xóa data khách của em" is their clients' data, a question about the product).
  /\bxoa\b.{0,25}\b(?:ho so|du lieu|data|info|thong tin)(?: (?:ca nhan|lien he|lien lac))? (?:cua|ve) (?:(?:office|van phong|cong ty|cty|team|nhom|san|ben)\s+)?(?:toi|minh|em|chung toi|tui)\b/,
  // "Bên em bỏ hết tên, số điện thoại với email của chị ra khỏi hệ thống đi": taken out of the system.
  /\b(?:bo|rut|go|xoa) (?:het |sach )?.{0,50}\b(?:cua (?:toi|minh|em|tui|co|chu|bac|chi|anh))\b.{0,10}\bra khoi (?:he thong|danh sach|du lieu)\b(?!.*[?])/,
  // "Cô muốn bên cháu xóa sạch số máy với địa chỉ email của cô": their number and e-mail named, an elder's "cô" / "chú".
  /\bxoa\b.{0,25}\b(?:so (?:may|dien thoai|dt)|sdt|dia chi email|email|ten)\b.{0,40}\b(?:cua|ve) (?:toi|minh|em|tui|co|chu|bac|chi|anh)\b(?!.*[?])/,
  // Said as a wish in the past or progressive: "I'd feel better if you removed everything you have about me".
  /\b(?:delet|eras|remov|wip|purg|destroy)(?:ed|ing)\b.{0,30}\b(?:everything|anything|whatever|all)\b.{0,40}\b(?:(?:you|u|yall|your (?:team|company|system)) (?:have|hold|keep|store|stored|saved|got|collected)|(?:about|on|of) (?:me|us))\b/,
  /(?:删除|删掉|删了|清除|清空|抹掉|销毁)[^，。？！,?!]{0,20}(?:关于我|我的|我们公司的)[^，。？！,?!]{0,10}(?:记录|纪录|档案|资料|信息|数据|东西)(?![^，。？！,?!]{0,4}[吗?？])/,
  // "我在你们这里留的资料，全部拿给我删掉", "你们手里攒着的我那些东西，统统删干净": what the visitor left or we hold of theirs, erased.
  /(?:我|俺)(?:在你们(?:这里|这儿|那里|那儿)|在这里|在这儿)?(?:留|给|填|发)的(?:资料|信息|东西|电话|号码)[^？?吗]{0,12}(?:删掉|删干净|删了|清掉|清干净)(?![^，。]{0,4}[吗?？])|(?:你们手里|你们那里|你们那儿)[^，。]{0,8}我(?:那些|的)(?:东西|资料|信息)[^？?吗]{0,12}(?:删掉|删干净|清干净)(?![^，。]{0,4}[吗?？])/,
  // Formal, the visitor is 本人 and the records are held "in your system": "敬请删除本人于贵公司系统内之所有个人资料".
  /(?:删除|删去|清除|销毁|移除)[^，。？！,?!]{0,6}(?:本人|关于本人)(?:于|在|之|的)?[^，。？！,?!]{0,16}(?:记录|纪录|档案|资料|信息|数据)(?![^，。？！,?!]{0,4}[吗?？])/,
];

// A complaint told as a story: the visitor asked, wrote or sent the form before, and no answer came. "I filled in
// the form a week ago and nobody has been in touch", "llené el formulario el lunes y no me han respondido", "tôi điền
// form 5 ngày rồi mà chưa có phản hồi", "填了表一个星期了，还没收到任何回复". Both halves are needed: "no reply" alone
// may be about the visitor's own leads.
const ASKED_BEFORE: RegExp[] = [
  // "been trying to get someone on the phone since monday", "left 2 voicemails": trying to reach us, or messages left.
  /\b(?:been )?trying to (?:get|reach|get hold of|get ahold of|talk to) (?:someone|somebody|anyone|anybody|a person|you|y ?all)\b.{0,30}\b(?:since|for (?:days|a week|\d+ days|two days|three days))\b|\bleft (?:\d+|two|three|four|a couple of|several|multiple) (?:voicemails|voice ?mails|messages)\b/,
  // The subject dropped, as in speech: "sent y'all that contact form monday", "filled out your form last week".
  // …or after a clause of feeling: "I'm fuming, filled your form in on Monday and…".
  // …or after a sentence of feeling: "this is not ok. filled your form last Tuesday".
  /(?:^|[,;:!.]\s*)(?:(?:so|well|yeah|hey|ok|look),? )*(?:sent|submitted|filled(?: (?:in|out))?|emailed|texted|messaged|called|wrote|left|signed up|booked|requested|applied)\b.{0,12}\b(?:yall|you|you guys|your|the|that|a|my|for)\b/,
  /\b(?:i|we|ive|weve|i have|we have|already|i already)\b.{0,12}\b(?:submitted|filled(?: (?:in|out))?|sent|emailed|e-mailed|messaged|wrote|written|called|rang|phoned|texted|asked|reached out|contacted|left (?:a |my )?(?:message|voicemail|note|details|number|info)|put (?:my|our) (?:name|number|info|details) (?:in|on|into|down)|requested|booked|signed up|applied)\b/,
  // The Irish and Newfoundland perfect: "I'm after filling in your form Tuesday", "we're after calling twice".
  // "put my info in your contact form a week ago and still no call": the request's verb opening the message.
  /(?:^|[,;:!.]\s*)put (?:my|our) (?:info|information|name|number|details|email|e-mail) (?:in|on|into|through) (?:your|the|y ?all s|yalls)\b/,
  /\b(?:im|i am|were|we are|i was|we was)\s+after\s+(?:filling|sending|submitting|writing|emailing|e-mailing|messaging|texting|calling|ringing|phoning|asking|booking|signing up|leaving)\b/,
  /\b(?:second|2nd|third|3rd|fourth|4th|fifth|5th|\d+th) time\b|\b(?:asked|asking|written|writing|messaged|emailed|called|tried)\b.{0,20}\b(?:twice|(?:three|four|five|several|multiple|many|\d+) times|again and again)\b/,
  // "un chat que no deje escapar a nadie", "algo que le llame a cada prospecto": after "que" these are the subjunctive
  // of a wish, not "dejé", "llamé" (the accent folded away) telling what the visitor did.
  // "hace 5 días que pedí una llamada": after a span of time, "que" opens what was done (no wish).
  /\b(?:hace|van|llevo|ya son) (?:\d+|un[ao]?|dos|tres|cuatro|cinco|seis|siete|varios|varias|unos|unas) (?:dias?|semanas?|horas?|mes(?:es)?) (?:ya )?que (?:les? |nos |me )?(?:llene|envie|mande|escribi|pregunte|llame|solicite|pedi|deje|agende|contacte)\b/,
  /(?<!\bque (?:no )?(?:(?:me|le|les|lo|la|los|las|se|nos|te) )?)\b(?:llene|envie|mande|escribi|pregunte|llame|solicite|pedi|deje|me registre|me comunique|les escribi|agende|contacte)\b|\b(?:segunda|tercera|cuarta|quinta) vez\b|\b(?:van|llevo|ya son) (?:dos|tres|cuatro|cinco|\d+) veces\b/,
  /\b(?:tuan truoc|thang truoc|hom qua|hom truoc)\b.{0,20}\bda (?:dat lich|dang ky|gui|dien|nhan tin|goi|hoi|lien he)\b|\bda (?:dat lich|dang ky)\b.{0,40}\b(?:tuan truoc|thang truoc|hom qua|roi)\b|\b(?:gui|dien|nhan tin|nhan|hoi|email|de lai|de so|dang ky|lien he|goi dien|goi)\b.{0,30}\b(?:roi|tuan truoc|thang truoc|hom qua|hom truoc|may ngay|\d+ ngay|\d+ tuan|lau roi|(?:hai|ba|bon|nam|may|\d+) (?:bua|hom|ngay) nay)\b|\btu (?:hom|bua) (?:thu \w+|qua|truoc|kia)\b.{0,20}\b(?:da )?(?:de so|de lai|gui|dien|dang ky)\b|\blan thu (?:\d|hai|ba|bon|nam)\b|\bhoi (?:\d+|hai|ba|may|nhieu) lan\b/,
  /(?:我|俺|咱|我们|已经|就|都)[^，。？！,?!]{0,6}(?:提交|填|发了|发过|问了|问过|留言|留了|打了|打过|联系了|联系过|报名|预约了|写了)|上周|上个?(?:星期|礼拜|月)|昨天|前天|几天前|[一两三四五六七八九十\d]+(?:个)?(?:星期|周|礼拜|天|次)了|第[二三四五六2-9]次|问了[两三四五几好\d]+次/,
];
// "nobody rang", "nobody put a call", "no one gave me a ring": a call not made, in the words of speech; "Nothing." said
// as a sentence of its own after what was asked ("…through your form. Nothing. It's Thursday.").
const NO_REPLY: RegExp[] = [
  // "left 2 voicemails and nothing", "called twice and nothing back": "and nothing" after what was tried.
  /\b(?:and|but) (?:still )?(?:nothing|nothin)(?: back| yet| at all)?\b(?! (?:else|more|much|wrong|to (?:lose|do)))/,
  /\b(?:no one|nobody|noone|no ones|not a soul|not one person)\b.{0,25}\b(?:said (?:a|one|a single) (?:word|thing)(?: back)?|been in touch|got(?:ten)? in touch|gotten back|reached out|followed up|wrote back|written back|replied|responded|answered|called|rang|rung|phoned|(?:put|gave|give|made|make) (?:me |us )?a (?:call|ring|bell)|contacted|emailed|texted|returned|reverted|(?:hit|got|get|wrote|called|texted) (?:me|us) back)\b|(?:^|[.!]\s+)(?:and )?(?:still )?(?:nothing|nothin|nada|zip|silence)(?: yet| since| at all)?\s*(?:[.!]+|$)|\b(?:nothing|nothin|zilch) back\b|\bnot (?:a )?(?:single )?(?:word|peep|reply|response|call|email|dick(?:y|ie)[ -]?bird|sausage|squeak) back\b|\bstill no (?:call|reply|answer|response|word|email|e-mail|callback|call back)\b|\bnot (?:one|a single|even one|even a) (?:word|peep|reply|response|call|call ?back|callback|email|text|ring)(?: back)?(?= since\b| yet\b| from\b|\s*[.!,;]|\s*$)|\b(?:havent|have not|hasnt|has not|still not|not yet|aint|didnt|did not) (?:heard|gotten|got|received|had)\b|\b(?:heard|got|gotten|received) (?:a peep|nary a|not a|nothing|nothin|squat|jack|zilch)\b|\bno (?:response|reply|answer|callback|call back|word|news|follow ?up)\b|\bstill (?:nothing|nothin|no\b)|\b(?:not|nary) a (?:single )?(?:peep|cheep|squeak)\b|\bnot a (?:single )?word since\b|\bcrickets\b|\bradio silence\b|\bghosted\b|\bnever (?:heard|got|received)\b/,
  /\bno (?:me |nos )?(?:han|ha) (?:respondido|contestado|llamado|escrito|contactado|marcado|regresado|buscado|dicho nada)\b|\b(?:sin|ninguna|ni una|cero|nada de) respuesta\b|\b(?:nadie|nadien|naiden|nadies)\b|\bno (?:he|hemos) (?:recibido|tenido|sabido)\b|\bni (?:una? )?(?:llamada|respuesta|correo|mensaje)\b|\b(?:todavia|aun|sigo|seguimos) (?:sin|nada)\b|\by nada\b/,
  /\b(?:chua|khong|chang|cha|ko|k|hong|hok)\b (?:(?:co|thay|nhan duoc|duoc|ai|nguoi|mot|nao|lien he|goi)\s)*(?:phan hoi|tra loi|hoi am|lien he|lien lac|goi lai|tin tuc|reply|cuoc goi)\b/,
  /(?:一个|一条|一封|任何|半个)?(?:回复|回音|答复|回应|消息|电话|回电|邮件)(?:也|都)没(?:有)?|没(?:有)?(?:收到|接到|得到|等到)?(?:任何|一个|一条|半点)?(?:回复|回音|答复|回应|消息|回电|动静)|(?:没(?:有)?|莫得|无|嘸|呒|冇)人(?:回|联系|搭?理|睬|打|答)|石沉大海|杳无音信|音讯全无/,
];
// "3rd time asking and still…", "ya es la tercera vez que pregunto", "hỏi 3 lần mà vẫn…": asking again and again is a
// complaint by itself.
const ASKED_AGAIN_AND_AGAIN =
  /\bhoi (?:3|4|5|ba|bon|nam|may|nhieu) lan (?:roi )?(?:ma|van|roi)\b|\b(?:third|3rd|fourth|4th|fifth|5th|\d+th) time (?:(?:that )?(?:i|ive|i have|im|i am) )?(?:ask|writ|messag|email|call|tr[yi]|reach)\w*\b|\b(?:tercera|cuarta|quinta) vez que\b|\b(?:hoi|nhan|gui) lan thu (?:3|4|5|ba|bon|nam)\b|第[三四五六3-9]次(?:问|发|联系|找)/;
// "What happens if a lead gets no reply?", "如果客户发消息没有人回复怎么办？": a case asked about, not something that happened.
const SUPPOSED = /^(?:what if|if|si|neu|suppose)\b|\bwhat happens (?:if|when)\b|\bque pasa (?:si|cuando)\b|\bthi sao\b|如果|要是|假如|万一|怎么办|会怎样/;

/** The visitor asked or wrote before and heard nothing back (or asks for the third time): a complaint, however calmly told. */
// "khách của em nhắn tin 2 ngày không ai trả lời": the visitor's own clients unanswered, a prospect's story.
const THEIRS_UNANSWERED = /\b(?:my|our) (?:clients?|leads?|buyers?|tenants?|customers?)\b.{0,20}\b(?:text|message|call|email|writ)\w*|\b(?:text|messag|call|email|wr[oi]t)\w* (?:my|our) (?:clients?|leads?|buyers?|tenants?|customers?)\b|\bmis (?:clientes|inquilinos|compradores)\b.{0,20}\b(?:escrib|mand|llam)\w*|\bkhach(?: hang| thue| mua)?(?: cua (?:em|e|toi|minh|tui|anh|chi))?\b.{0,6}\b(?:nhan tin|gui|goi|hoi|email|inbox|ib)\b|(?:客户|租客|买家).{0,6}(?:发|打|问|留言)/;

// "goi Foundation gia bao nhieu vay, chi hoi may lan roi ma chua ai noi": a price asked again because nobody would say
// it is a price asked bluntly (answered as a price, as "nadie me quiere decir cuánto vale" is), not a reply awaited.
const PRICE_WITHHELD = /\b(?:gia|bao nhieu|price|pricing|cost|how much)\b.{0,60}\b(?:(?:chua|khong|chang|cha) (?:ai|thay ai) (?:noi|bao|tra loi)|(?:nobody|no one|noone) (?:will |would |wants to |ever )?(?:tell|told|say|said|give|gave))\b/;

// A promise of ours not kept or harm we did, told as a story (complaint-story.ts), is read with them.
export function heardNothingBack(text: string): boolean {
  if (toldAsStory(text)) return true;
  if (SUPPOSED.test(text) || THEIRS_UNANSWERED.test(text) || PRICE_WITHHELD.test(text)) return false;
  return ASKED_AGAIN_AND_AGAIN.test(text) || (ASKED_BEFORE.some((p) => p.test(text)) && NO_REPLY.some((p) => p.test(text))) || waitedTooLong(text);
}

// A wait told in days or hours, for an answer from us or past the time we promised: "waited a whole day for anyone
// to get back to me", "the site says 24 hours and it's been three days", "esperamos tres días y nadie", "chị chờ cả
// tuần rồi mà…", "等了三天还没消息". The visitor's own leads or vendors kept waiting ("my clients waited days for their
// agent") are a prospect's story, not a complaint.
const SPAN_EN = String.raw`\b(?:\d+|a|an|one|two|three|four|five|six|seven|couple(?: of)?|few|several|whole|full|entire|all|over|more than)\b.{0,12}\b(?:mins?|minutes?|hours?|hrs?|days?|weeks?|morning|afternoon)\b`;
const PROMISED_EN = String.raw`\b(?:form|site|page|website|you|u|yall|they|it|email|reply|your (?:site|page|form|email|team|website))\s+(?:said|says|promised|told me|stated|claimed)\b.{0,20}\b(?:\d+|twenty[- ]four|one|a|same|next)\b.{0,4}(?:hours?|hrs?|h|days?|business days?)\b`;
const WAITED: RegExp[] = [
  // "I been sittin here 3 days waitin on a callback from you guys": the span told before the wait, what was awaited after.
  new RegExp(String.raw`\b(?:i|we|ive|weve)\b.{0,20}${SPAN_EN}\s+(?:waited|waiting|waitin)\s+(?:for|on)\s+(?:a\s+)?(?:call ?back|callback|reply|response|answer|call|word)\b.{0,20}\b(?:from (?:you|u|yall|y all|you guys|your team)|and (?:nothing|nothin|still))`),
  new RegExp(String.raw`\b(?:i|we|ive|weve|been)\b.{0,12}\b(?:waited|waiting|waitin)\b.{0,30}${SPAN_EN}.{0,60}(?:\b(?:for|on) (?:someone|somebody|anyone|anybody|you|u|yall|you guys|your team|a (?:reply|response|call ?back|callback|call|answer)|an (?:answer|email|reply)|any word)\b|\b(?:hit|get|call|write|text|email|ring) (?:me|us) back\b|\bget back to (?:me|us)\b|\bhear back\b|\b(?:nobody|no one|nothing|still)\b|${PROMISED_EN})`),
  new RegExp(String.raw`${PROMISED_EN}.{0,40}\b(?:its been|it has been|been|waited|waiting|now|already|over)\b.{0,12}${SPAN_EN}`),
  /\b(?:espere|esperamos|estuve esperando|estuvimos esperando|llevo|llevamos|ya van|ya son|ya pasaron|han pasado|pasaron)\b.{0,20}\b(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|varios|varias|unos|unas|mas de|casi)\b.{0,12}\b(?:dias?|horas?|semanas?)\b.{0,40}\b(?:nadie|nada|ninguna?|sin (?:respuesta|noticias|llamada)|no (?:me |nos )?(?:han |ha )?(?:contest|respond|llam|escrib|regres|marc)\w*|que (?:me |nos )?(?:contest|respond|llam|escrib|regres|marc)\w*|su (?:respuesta|llamada)|una (?:respuesta|llamada)|esperando)\b|\b(?:decia|dice|dijeron|prometieron|prometian|quedaron en)\b.{0,30}\b(?:\d+|veinticuatro|un|una)\b.{0,4}\b(?:horas?|dias?)\b.{0,40}\b(?:ya (?:pasaron|van|son|llevo)|han pasado|pasaron|y (?:nada|nadie))\b/,
  /(?:\b(?:em|toi|minh|tui|anh|chi|da)\b (?:da )?(?:cho|cho doi|ngoi cho)|\bdoi|\bngoi doi)\b (?:(?:da|het|ca|suot|gan|hon|toi|den|may|nhung|tron)\s)*(?:\d+|mot|hai|ba|bon|nam|sau|bay|may|ca|nua)\s?(?:ngay|tieng|gio|tuan|hom|buoi)\b.{0,40}\b(?:roi|ma|van|chua|khong ai|chang ai|khong thay|chang thay)\b|\b(?:form|bieu mau|trang web|web|ben (?:anh|chi|ban|em)|cac ban)\s(?:ghi|noi|bao|hua|hen)\b.{0,20}\b\d+\s?(?:tieng|gio|h|ngay)\b.{0,30}\b(?:ma|roi|nhung)\b/,
  /等了(?:整整|足足|快|将近|差不多|都|好)?[\d一两二三四五六七八九十半几好多]+(?:个)?[整多]?(?:天|小时|钟头|星期|礼拜|周|月).{0,12}(?:没|不见|无人|毫无)|(?:说|写着?|承诺|保证|表示)(?:会)?(?:在)?[\d一两二三四五六七八九十]+(?:个)?(?:小时|天|工作日).{0,20}(?:[\d一两二三四五六七八九十几]+(?:个)?多?(?:天|小时|星期|周)了|没(?:有)?(?:人|回|消息|动静))/,
];
// "my buyers waited two days for their agent": someone else kept waiting, by someone else.
const THEIR_WAIT = /\b(?:my|our|their|his|her|mis|nuestros|sus)\s(?:old |previous |last |current |former |listing )?(?:agents?|brokers?|vendors?|lenders?|contractors?|landlords?|tenants?|clients?|buyers?|sellers?|leads?|crm|providers?|clientes|inquilinos|compradores)\b.{0,30}\b(?:waited|waiting|esperaron|esperan)\b|(?:客户|租客|买家|卖家)等了|\bkhach\b.{0,10}\b(?:cho|doi)\b/;
const waitedTooLong = (text: string): boolean => WAITED.some((p) => p.test(text)) && !THEIR_WAIT.test(text);

// "Please don't e-mail jo@x.com any more", "no le escriban más a este correo", "请不要再给 li@x.com 发邮件了": a
// contact (or "me") not to be written to again. "Don't call, e-mail me instead" says neither "any more" nor "again".
// A dot inside an address ("jo@x.com") does not end the sentence.
export const STOP_CONTACTING: RegExp[] = [
  /\b(?:dont|do not|never|quit|stop)\s+(?:e-?mail|text|txt|call|phone|ring|message|msg|contact|send|write)\w*\b(?:[^.!?]|\.(?=\S)){0,50}\b(?:any ?more|again|no more)\b/,
  /\bno (?:le|les|nos) (?:escriban|manden|envien|llamen|contacten|marquen)\b.{0,40}\b(?:mas|a (?:este|ese) (?:numero|correo))\b/,
  // "ya no nos manden mensajes al 832-…", "ya no me llamen": "ya no" (no longer) says "any more" before the verb.
  // "llámenme, ya no me escriban por correo" names another channel to use: a preference, no opt-out.
  /^(?!.*\b(?:llamenme|marquenme|escribanme|textee?nme|mandenme|contactenme|mejor|en vez|en lugar)\b).*\bya no (?:me|le|les|nos) (?:escriban|manden|envien|llamen|contacten|marquen|texteen|molesten)\b/,
  /(?:不要|别|请勿|不用)再(?:给|往|向|跟|对)[^，。？！,?!]{0,40}?(?:发|打|联系|寄|推送)/,
  // "莫再给我发短信了" (southwestern 莫), "甭给我打电话了", "勿再致电": the dialects' and the formal "don't".
  // "khỏi nhắn tin cho tui nữa" (no need to text me any more).
  /\bkhoi (?:can )?(?:nhan tin|nhan|goi dien|goi|gui tin|gui email|gui|lien lac|lien he|text|email|lam phien)\b[^,.;!?]{0,40}\bnua\b/,
  // "Làm ơn ngưng gửi email tới dung.le@…, em không cần nữa", "ngừng nhắn tin cho tôi": "ngưng" (stop) opening the
  // request, said not asked ("bot có ngưng gửi khi khách trả lời không?" asks about the product).
  /^(?![^?]*\?)(?!.*\b(?:khong|ko|chua)\s*$)(?:.*[,.;!]\s*)?(?:(?:lam on|xin|vui long|ban|cac ban|ben ban|anh chi|em|pls|please|thoi)\s+)*ngung (?:gui|nhan tin|nhan|goi dien|goi|lien lac|lien he|spam|lam phien)\b/,
  /(?:莫|甭|勿|休要)再?(?:给|往|向|跟|对)?我?[^，。？！,?!]{0,6}?(?:发|打|致电|联系|寄|推送)(?:[^，。？！,?!]{0,6}(?:短信|消息|信息|邮件|电话|了))/,
];

// "cho người gọi tôi nha" (have a person call me), "nhờ ai đó liên hệ tôi", "để nhân viên gọi lại cho mình": someone of
// ours asked to reach the visitor, not someone reaching the visitor's clients ("cho người gọi khách").
export const PERSON_TO_REACH_ME =
  /\b(?:cho|nho|de|keu|bao)\s+(?:nguoi|ai do|ai|nhan vien|mot nguoi|ben ban|tu van vien|chuyen vien)(?: (?:nao do|ben (?:ban|em|anh|chi)|that|nao))?\s+(?:goi dien|goi|lien he|lien lac|nhan tin|call)(?: lai)?(?: (?:cho|voi))?\s+(?:toi|minh|em|anh|chi|tui)\b/;

// When or whether the bot hands a conversation to a person: a question about the product (or an article on it), not
// the visitor asking for one. "when should the AI hand the chat to a real person?", "¿cuándo el bot le pasa la
// conversación a una persona?", "bot có chuyển cho người thật không?", "机器人什么时候转人工？". "Transfer me", "pásame",
// "帮我转人工" and "now" are the visitor's own request.
const NOW = "(?!.*(?:\\b(?:now|right away|asap|ahora|ya mismo|ngay)\\b|现在|马上|立刻))";
// "does the AI try to answer that or does a real person take over?", "AI tự trả lời hay chuyển cho người thật?",
// "AI会自己回答，还是转给真人？": whether the AI answers a client's question itself or passes it on, asked as a choice; a
// question about the product, not a person asked for (post-situations.ts answers it for a loan question).
export const ANSWERS_OR_PASSES = new RegExp(
  [
    String.raw`\b(?:answer|handle|respond|reply|field)\w*\b.{0,40}\bor\b.{0,30}\b(?:(?:a |an |the )?(?:real |live |actual )?(?:person|human|agent|someone|somebody|loan officer|lender) (?:take|takes|step|steps|jump|jumps) (?:over|in)|(?:hand|pass|send|transfer|route|kick|bounce)\w*\b.{0,25}\b(?:person|human|agent|me|us|loan officer|lender))\b`,
    String.raw`\b(?:responde|contesta)\w*\b.{0,25}\bo\b.{0,20}\b(?:(?:se )?(?:lo |la )?(?:pasa|transfiere|deriva|manda)\w*\b.{0,20}\b(?:persona|humano|agente|mi|oficial)|(?:entra|toma) (?:una persona|un humano|alguien))\b`,
    String.raw`\b(?:tu )?tra loi\b.{0,15}\bhay\b.{0,10}\b(?:chuyen|giao|dua)\b.{0,15}\b(?:nguoi|nhan vien|moi gioi|agent|loan officer)\b`,
    String.raw`(?:自己)?(?:回答|回复|解答|处理)[^。？?]{0,6}还是[^。？?]{0,6}(?:转给|交给|转到|转)(?:真人|人工|人|经纪人|贷款)`,
  ].join("|"),
);
export const BOT_HANDS_OVER = new RegExp(
  `^${NOW}.*?(?:${[
    /\b(?:whens?|whether|if|does|do|will|would|should|can|could|at what point|how)\b.{0,25}\b(?:ai|bot|chatbot|assistant|agent|system|it)\b.{0,20}\b(?:hand|pass|transfer|route|escalat|forward)\w*(?: (?:off|over))?\b(?! (?:me|us)\b).{0,40}\b(?:person|human|people|agent|rep|realtor|team|staff|me)\b/.source,
    /\b(?:cuando|si|en que momento|en (?:que|cuales) (?:casos|situaciones|momentos)|como|debe|tiene que|puede)\b.{0,40}\b(?:bot|ia|ai|asistente|chatbot|sistema|robot)\b.{0,25}(?<!\bme )\b(?:pasa|pasar|pase|transfiere|transferir|transfiera|deriva|derivar|escala|escalar|entrega|entregar)\b.{0,40}\b(?:persona|humano|agente|asesor|equipo|mi|alguien)\b/.source,
    // "¿en qué casos la conversación tiene que pasar a una persona de verdad?": the conversation said instead of the bot.
    /\b(?:cuando|en que momento|en (?:que|cuales) (?:casos|situaciones|momentos))\b.{0,30}\b(?:la conversacion|el chat|la platica|el prospecto|el cliente)\b.{0,25}\b(?:pasa|pasar|pase|pasarse|transfiere|transferir|deriva|derivar|escala|escalar)\b\s+a\s+(?:una persona|un humano|alguien|un agente|el agente)\b/.source,
    /\b(?:bot|chatbot|tro ly|he thong|ai)\b.{0,25}\b(?:chuyen|giao|ban giao|chuyen giao|chuyen tiep)\b(?! (?:toi|minh|em) (?:sang|qua|cho))\b.{0,40}\b(?:nguoi|nhan vien|con nguoi|toi|minh)\b.{0,60}(?:\b(?:khong|chua|khi nao|luc nao|bao gio|the nao)\b|\?)/.source,
    // ("AI回答不了的时候，会转给真人吗？": the moment told before a comma.)
    /(?:机器人|ai|助手)[^。；;]{0,16}(?:的时候|时)，?[^，。；;,]{0,4}(?:转给|转到|交给)(?:真人|人工)(?:吗|么|？|\?)|(?:机器人|ai|助手|系统|bot|智能客服)[^，。；;,]{0,12}(?<!把我|帮我|给我)(?:转给|转到|转接|转|交给|移交)[^，。；;,]{0,10}(?:真人|人工|人|我|经纪人|同事|员工)[^，。；;,]{0,20}(?:吗|？|\?)|(?:什么时候|何时|会不会|是否|哪些情况|什么情况)[^，。；;,]{0,12}(?:机器人|ai|助手|系统|bot)?[^，。；;,]{0,8}(?<!把我|帮我|给我)(?:转给|转到|转接|转|交给|移交)[^，。；;,]{0,10}(?:真人|人工|人|我|经纪人|同事|员工)/.source,
    // The hand-off as a moment ("交给真人跟进的时候…", "转人工以后客户看到什么"), or as what a post says ("那篇说交给真人…"):
    // how it goes, asked of the product or the article; "在什么情况下要让人工接手？": when a person takes over, asked.
    /(?<!把我|帮我|给我|我要|我想)(?:转给|转到|转接|转|交给|移交)[^，。；;,]{0,4}(?:真人|人工)[^，。；;,？?]{0,6}?(?:的时候|时|之后|以后)|(?:那篇|这篇|文章|文中|博客|帖子)[^，。；;,]{0,8}(?:说|讲|提到|写到?)[^。？?！!]{0,20}(?:真人|人工)|(?:什么时候|何时|哪些情况|什么情况|哪种情况)[^。？?]{0,10}(?:真人|人工)(?:来)?(?:接手|接管|介入)/.source,
    // "when should a human take over from the assistant?", "what situations does it say a person should step in for?":
    // the moment a person takes over, asked of the product or a post, in English.
    /\b(?:whens?|at what point|situations?|cases?|moments?|times?|point|why|how|say|says|said)\b.{0,50}\b(?:human|person|people|agent|agents|realtor|someone|somebody|staff|team(?: member)?)\b.{0,12}\b(?:should|shall|must|needs? to|has to|have to|(?:is|are) (?:meant|supposed) to|would|will|to|gets? to|ought to|oughta|gotta|got to)\s+(?:take over|step in|jump in|get involved|take (?:the|it) (?:chat|conversation|lead|wheel)|take it from there)\b(?!\s+(?:my|this|our)\b|\s+(?:for|from|with) (?:me|us)\b)|\b(?:whens?|at what point|in what (?:cases|situations)|why)\b.{0,30}\b(?:should|would|will|does|do|must|is|are)\b.{0,15}\b(?:human|person|people|agent|agents|realtor|someone|somebody|staff|team(?: member)?)\s+(?:take over|step in|jump in|get involved|come in)\b(?!\s+(?:my|this|our)\b|\s+(?:for|from|with) (?:me|us)\b)/.source,
    // "when is the AI supposed to stop and let a person take over?": the bot letting a person in.
    /\b(?:whens?|at what point|in what (?:cases|situations))\b.{0,50}\b(?:let|lets|letting)\s+(?:a |an |the |some )?(?:human|person|real person|live person|agent|realtor|someone|somebody)\s+(?:take over|step in|jump in|take it from there)\b(?!\s+(?:my|this|our)\b|\s+(?:for|from|with) (?:me|us)\b)/.source,
    ANSWERS_OR_PASSES.source,
  ].join("|")})`,
);

// An opt-out said politely, or as what to stop rather than who: "no further e-mails, please", "I no longer wish to
// receive these", "please drop me from your marketing", "prefiero no recibir más publicidad", "xin phép không nhận
// tin nhắn nữa", "以后别给我发推广短信了". A lead of the visitor's getting no more messages is about the product: the
// rules want the visitor (or a bare request) as the one who receives.
export const POLITE_OPT_OUT: RegExp[] = [
  /(?<!\b(?:they|leads?|clients?|customers?|tenants?|buyers?|sellers?|contacts?) (?:get|gets|receive|receives) )\bno (?:further|more) (?:marketing |promotional |promo )?(?:e-?mails?|messages|texts|calls|contact|communications?|mailings?|newsletters?|promotions?|marketing|outreach|follow-?ups)\b/,
  /\b(?:i|we|id|wed)\s(?:no longer|dont|do not|would rather not|rather not|prefer not to)\s(?:wish to |want to |care to |need to )?(?:receive|get|be sent)\s(?:any |these |your |such |those )?(?:more |further )?(?:marketing |promotional )?(?:e-?mails?|messages|newsletters?|mailings?|promotions?|communications?|updates|marketing)\b|\b(?:i|we) no longer (?:wish|want) to (?:be contacted|hear from)\b/,
  // ("can it auto unsubscribe me from all the newsletters …": others' mail, work asked of the product.)
  /(?<!\b(?:can|could|will|would|does) (?:it|the ai|the bot|your ai|the assistant|email commander) (?:auto |automatically )?)\b(?:remove|take|drop|delete|strike|exclude|unsubscribe|opt) (?:me|us|my (?:e-?mail|address|name|number|contact|info)(?: address)?)\b.{0,20}\b(?:from|off|out of)\b.{0,20}\b(?:marketing|promotional|promo|newsletters?|mailings?|e-?mails?|campaigns?|communications?)\b/,
  /\b(?:(?:no|dont|do not)\s(?:send(?:ing)?\s(?:me|us)\s)?|stop\s(?:send(?:ing)?\s(?:me|us)\s|all\s))(?:any\s)?(?:more\s)?(?:marketing|promotional|promo)\s(?:e-?mails?|messages|texts|mail|mailings?|calls|stuff|content)\b/,
  /\b(?:ya )?no (?:quiero|deseo|quisiera|necesito|me interesa) (?:seguir )?recibi\w* (?:mas )?(?:sus |los |estos |esos |ningun |ninguna |mas )?(?:correos?|mensajes|llamadas|e-?mails?|sms|publicidad|promociones|boletin\w*|newsletters?|comunicaciones|notificaciones|informacion|ofertas)\b|\bprefiero no (?:recibir|que me (?:escriban|llamen|manden|envien))\b|\b(?:dejar de recibir|darme de baja|denme de baja|me doy de baja|den de baja|dar de baja mi)\b/,
  /\b(?:quit|saqu|sac|borr|elimin)\w*\b.{0,30}\b(?:de|del)\b.{0,15}\b(?:publicidad|marketing|mercadeo|promociones|boletin\w*|envios|correos masivos|lista de correos)\b/,
  /\bxin (?:phep )?(?:khong|ngung|thoi|huy|tu choi) nhan\b|\b(?:ngung|thoi|dung han) (?:viec )?(?:gui|nhan tin|goi dien|goi|lien lac|lien he|spam)\b[^,.;!?]{0,30}\bcho (?:toi|minh|em|tui|chung toi)\b(?![^.!?]*(?:\?|\b(?:khong|ko|duoc khong|chua|khi|neu|(?:tien|nhanh|de|tot) hon)\b))|\b(?:khong|ngung|thoi) (?:muon )?nhan (?:them )?(?:\w+ ){0,4}nua\b(?! (?:dem|ngay|gio|tieng|thang|nam|phan|so))|\b(?:huy|ngung|thoi) (?:nhan|dang ky nhan) (?:email|e-mail|mail|thu|tin nhan|tin|sms|quang cao|thong bao|ban tin|newsletter)\b/,
  /(?:不要|别|不用|不想|不需要|停止|请勿|取消)再?(?:给我|向我|对我)?(?:发送?|寄|推送|收到|接收|收)?(?:任何)?(?:这些|你们的)?(?:营销|推广|广告|促销|宣传|订阅)(?:类)?的?(?:邮件|短信|信息|消息|电话|内容)|(?:不再|不想再|不要再|别再)(?:接收|收|订阅)|(?:把|将)我.{0,20}从.{0,12}(?:名单|列表|营销|邮件)(?:中|里)?(?:删|移|去|拿)/,
  // "我不想要你们的周刊了", "这个newsletter我不要了": what is sent no longer wanted, said as a statement.
  /(?:不想|不)(?:再)?要(?:你们的?|这个|这些|那个)?(?:周刊|周报|电子报|电子周刊|newsletter|简报|营销邮件|推广邮件|推广短信|广告短信)了(?![^，。,]*[吗呢？?])|(?:周刊|周报|电子报|newsletter|简报)[^，。？！?!]{0,6}(?:我)?(?:不想|不)(?:再)?要了(?![^，。,]*[吗呢？?])/,
];

// "¿me puede hablar alguien en español?" asks which languages are spoken, not for a call.
const IN_A_LANGUAGE = String.raw`.{0,20}\b(?:en|in) (?:espanol|ingles|vietnamita|chino|mandarin|cantones|english|spanish)\b`;

// A person of ours asked for politely, with no contact given: "would one of your people be able to ring me?", "I'd
// like to speak with a member of your team", "¿podría alguien de su equipo contactarme?", "me gustaría que me
// llamaran", "cho em trao đổi với một bạn tư vấn", "我想跟你们团队的人聊一下". The visitor is the one to be reached.
export const PERSON_ASKED_POLITELY: RegExp[] = [
  /\b(?:talk|speak|chat|meet|go over (?:this|it)) (?:to|with) (?:a |an |one |some )?(?:member|one|someone|somebody|person|people|human|rep|consultant|specialist)s? (?:of|from|on|in|at) (?:your|the|ur) (?:team|staff|office|company|side|agency)\b/,
  /\b(?:one of (?:your|ur|yall|you guys) (?:people|folks|team|staff|reps|agents|consultants|specialists)|(?:someone|somebody|a person|a member) (?:from|on|at|of) (?:your|the|ur) (?:team|office|staff|company|agency))\b.{0,30}\b(?:call|ring|phone|contact|reach|get in touch|get back|give|text|email|talk|speak|chat|meet)\w*\b.{0,20}\b(?:me|us)\b/,
  /\b(?:alguien|una persona|un asesor|un agente|un ejecutivo|un representante|ustedes|alguno de ustedes|su equipo)\b.{0,40}\bme (?:llam|contact|marc|comunic)(?:e|en|ara|aran|ase|asen|aria|arian)\b|\b(?:seria posible|es posible|me gustaria|quisiera|preferiria|les agradeceria|le agradeceria|les pido)\b.{0,10}\bque me (?:llam|contact|marc|comunic)\w+\b|\b(?:puede|podria|pueden|podrian)\b.{0,10}\b(?:alguien|una persona|un asesor|alguno de ustedes)\b.{0,30}\b(?:llamar|contactar|marcar|escribir|atender)me\b|\b(?:hablar|platicar|conversar|charlar) con (?:alguien|una persona|un asesor|un agente|un humano|alguno de ustedes|un miembro|un ejecutivo|un representante)\b/,
  /\b(?:em|toi|minh|tui|anh|chi)\b (?:(?:muon|can|xin|duoc|co the|mong|thich|xin phep)\s){1,3}(?:(?:noi chuyen|trao doi|lam viec|noi) (?:truc tiep )?voi|gap(?: truc tiep)?(?: voi)?) (?:(?:mot|1|vai)\s)?(?:nguoi|nhan vien|tu van vien|chuyen vien|ai do|thanh vien|doi ngu|ban tu van|ben (?:anh|chi|ban|minh|cong ty))\b(?! (?:thue|mua|ban nha|dung))|\bcho (?:em|toi|minh|tui) (?:(?:noi chuyen|trao doi|lam viec) (?:truc tiep )?voi|gap(?: truc tiep)?(?: voi)?) (?:mot |1 )?(?:nguoi|nhan vien|tu van vien|chuyen vien|ai do|ban tu van|thanh vien)\b/,
  /我(?:想|希望|要|能不能|可以|可不可以)(?:跟|和|与)(?:你们)?(?:团队|公司)?(?:里)?的?(?:一位|一个|某位|哪位)?(?:人|同事|顾问|专人|工作人员|成员|销售|负责人)(?:直接)?(?:聊|谈|沟通|通话|说|对接)|(?:团队|公司)(?:里)?的(?:人|成员|同事)(?:直接)?(?:跟|和|与)我(?:聊|谈|沟通|联系|说)/,
  // The person of ours before or after the verb, "me" as a clitic: "me podría marcar alguien de la oficina", "que alguien de
  // su equipo me hable", "你们的人直接打给我吧", "让你们同事给我打个电话".
  new RegExp(String.raw`\bme (?:puede|pueden|podria|podrian|pudiera|pudieran|quiere|quieren) (?:hablar|llamar|marcar|contactar|telefonear)\b(?: \w+){0,2}? (?:alguien|una persona|un asesor|un agente|alguno de ustedes|ustedes|su equipo|el equipo)\b(?!${IN_A_LANGUAGE})|\b(?:alguien|una persona|un asesor|alguno de ustedes)(?: (?:de|del) (?:su |el |la |tu )?(?:equipo|oficina|empresa|ustedes))?\s+me (?:(?:puede|pueda|podria|pudiera) )?(?:hable|hablen|hablar|llame|llamar|marque|marcar|telefonee)\b(?!${IN_A_LANGUAGE})`),
  /(?:你们|您们|贵公司|贵司)(?:的|那边的?)?(?:人|同事|团队|顾问|员工|工作人员|销售)(?:直接|来|可以|能|尽快|马上)?(?:打(?:个)?(?:电话)?给我|给我打(?:个)?电话|跟我通(?:个)?电话|回(?:个)?电话给我)|(?:让|请|叫|安排)(?:你们|贵司)?(?:的)?(?:人|同事|顾问|工作人员)(?:直接)?给我打(?:个)?电话/,
];

// What the visitor typed into this chat, named as theirs and asked to be erased: "can u delete the chat stuff i typed
// yesterday?", "please erase my last messages", "borra lo que te escribí", "xóa giúp mấy tin em vừa nhắn", "把我刚才
// 打的字删掉". A request said as a question ("can you…?") is still one; what the bot or the site deletes by itself
// ("do you delete chats after a month?", "does the bot erase old messages?") is a question about retention.
const ERASE_EN = "(?:delete|erase|remove|wipe|purge|clear|scrub|get rid of)";
const MY_TYPING_EN = String.raw`(?:what|everything|anything|(?:the |that |those |this |some )?(?:chat |convo )?(?:stuff|things?|messages?|msgs?|texts?|bits?|parts?|lines?|info|details?|names?|words?))\s+(?:that\s+)?(?:i|we)\s+(?:just\s+|already\s+|accidentally\s+|mistakenly\s+|earlier\s+)?(?:typed|wrote|written|sent|said|entered|put|pasted|shared|gave|posted|mentioned)`;
const MY_CHAT_EN = String.raw`(?:my|our)\s+(?:(?:last|previous|earlier|old|chat)\s+)?(?:messages?|msgs?|chats?|conversations?|convos?|transcripts?|chat (?:history|log))|(?:this|that|our|yesterdays?|todays?|the (?:whole|entire|earlier|previous|last))\s+(?:chat|conversation|convo|transcript|chat (?:history|log))s?`;
const DELETE_OWN_MESSAGES: RegExp[] = [
  new RegExp(String.raw`\b${ERASE_EN}\b.{0,40}\b(?:${MY_TYPING_EN}|${MY_CHAT_EN})\b|\b${MY_TYPING_EN}\b.{0,60}\b${ERASE_EN}\b`),
  /\b(?:borr|elimin|suprim|quit)\w*\b.{0,40}\b(?:(?:lo|todo lo|los mensajes|el mensaje|las cosas|los datos) que (?:te |le |les )?(?:escribi|puse|mande|envie|dije|teclee|pegue|comparti)|(?:mis|nuestros) (?:ultimos |anteriores )?mensajes|(?:este|esta|el|la|nuestro|nuestra|mi) (?:chat|conversacion|platica|charla)(?: de (?:ayer|hoy|antes))?|el historial(?: del chat| de (?:la )?conversacion)?)\b/,
  /\bxoa\b.{0,25}\b(?:(?:nhung gi|cai|may cai|doan|tin nhan|may tin|noi dung|nhung tin)\s+(?:(?:ma|nhan|da)\s+)?(?:toi|minh|em|tui|anh|chi)\s+(?:da\s+|vua\s+|moi\s+|lo\s+)*(?:go|viet|nhan|gui|ghi|nhap|noi|de lai|dan)|(?:(?:data|du lieu|noi dung|thong tin) )?(?:doan chat|chat|cuoc tro chuyen|cuoc hoi thoai|lich su chat|doan hoi thoai|tin nhan)\s+(?:nay|do|hom qua|cua (?:toi|minh|em|tui)))\b|\bxoa (?:het |sach |luon )?(?:may|nhung|cac|het) (?:cuoc chat|cuoc tro chuyen|cuoc hoi thoai|doan chat|tin nhan)\b.{0,12}\b(?:cho|cua) (?:toi|tui|minh|em)\b(?!.*[?])/,
  /(?:删除|删掉|删了|清除|清空|抹掉|撤回)[^，。？！,?!]{0,6}(?:我|我们)?(?:刚才|之前|昨天|前面|上次|刚刚)?(?:打|写|发|输入|留|说|填)的(?:字|内容|东西|消息|信息|话)|把(?:我|我们)?(?:刚才|之前|昨天|前面|上次|刚刚)?(?:打|写|发|输入|说)的[^，。？！,?!]{0,8}(?:删|清除|清空|抹掉)|(?:这段|这次|这回|今天|我们的|昨天的|刚才的)的?(?:对话|聊天)(?:记录|内容)?[^，。？！,?!]{0,4}(?:删|清除|清空)/,
];
/** "Do you delete chats after a month?", "¿el bot borra los mensajes?", "hệ thống có tự xóa không", "会自动删除吗": retention asked, nothing to erase now. */
const RETENTION_ASKED =
  /\b(?:do|does|will|would) (?:you|u|yall|you guys|they|it|the (?:bot|ai|assistant|system|site|chat))\b.{0,20}\b(?:ever |automatically |eventually )?(?:delete|erase|remove|wipe|purge|clear)|\b(?:how long|how soon|after how)\b|\bautomatic\w*|\b(?:el|la) (?:bot|ia|asistente|sistema|sitio) (?:borra|elimina)\b|\b(?:cuanto tiempo|automaticamente)\b|\b(?:tu dong|bao lau)\b|\b(?:bot|he thong|tro ly) (?:co )?(?:tu )?xoa\b|自动|多久|会不会删|会删/;

export const erasesOwnMessages = (text: string): boolean => DELETE_OWN_MESSAGES.some((p) => p.test(text)) && !RETENTION_ASKED.test(text);

// A meeting with us that we did not keep, told without a complaint word: "our consultation was at 10 this morning; no
// one joined the call; we waited twenty minutes", "la cita era a las 3 y nadie se conectó", "hẹn tư vấn lúc 9 giờ mà
// không ai vào", "约好十点的咨询，等了二十分钟没人上线". Both halves are needed: the meeting, and nobody there or a wait
// for it. A meeting of the visitor's own clients ("my buyer never showed to the showing") is a prospect's story.
const MEETING: RegExp[] = [
  /\b(?:consult\w*|appointment|meeting|call|demo|zoom|video ?call|session|walkthrough)\b.{0,40}\b(?:scheduled|booked|set|supposed to|confirmed|planned|at \d|for \d)|\b(?:scheduled|booked|set up|confirmed|had)\b (?:a |an |the |our |my )?(?:\w+ ){0,2}(?:consult\w*|appointment|meeting|call|demo|zoom)\b|\b(?:scheduled|booked|picked|reserved|took)\b (?:a |an |the |our |my )?(?:[\w:]+ ){0,3}(?:time ?)?slot\b/,
  /\b(?:consulta|cita|llamada|reunion|videollamada|asesoria|junta|zoom)\b.{0,40}\b(?:agendad[ao]|programad[ao]|reservad[ao]|quedamos|era a las|estaba para|a las \d)|\b(?:agende|agendamos|reserve|reservamos|programe|programamos|teniamos|tenia)\b (?:una |la |mi |nuestra )?(?:consulta|cita|llamada|reunion|videollamada|asesoria|horario|espacio)\b/,
  /\b(?:buoi|cuoc|lich) (?:tu van|hen|goi|hop|gap)\b.{0,40}\b(?:luc|vao|hen|dat|len lich|\d+ ?(?:gio|h))\b|\b(?:da |co )?(?:dat lich|hen|len lich)\b.{0,15}\b(?:tu van|goi|hop|gap)\b|\b(?:dat|giu|chon) (?:khung gio|slot|lich)\b|\b(?:da |co )?(?:book|booked|dat|hen|dang ky)\b (?:(?:lich|buoi|cuoc|mot|1)\s)?(?:consult\w*|tu van|call|meeting|demo|zoom|cuoc goi)\b/,
  /(?:约|预约|定|安排)(?:好|了)?[^，。？！,?!]{0,12}(?:咨询|通话|电话会议|视频会议|会议|电话|视频|视讯|consult|call|meeting|zoom|demo)|(?:咨询|通话|会议|视频)[^，。？！,?!]{0,4}(?:约|定|安排)在|(?:约|预约|订|定)(?:了)?[^，。？！,?!]{0,8}(?:的)?时段/,
];
const NOBODY_CAME: RegExp[] = [
  /\b(?:no one|nobody|noone|not a soul|none of (?:you|your team))\b.{0,20}\b(?:joined|join|showed|show up|came|turned up|was (?:there|on)|got on|logged (?:on|in)|called|rang|picked up|dialed|connected|answered)\b|\b(?:you|your (?:team|rep|consultant|person|side)|they|the consultant)\b (?:never|didnt|did not)\b (?:join|show|come|call|ring|pick up|dial|connect|turn up)\w*|\b(?:we|i)\b (?:waited|sat (?:there|waiting)|were waiting|was waiting)\b.{0,20}\b(?:\d+|five|ten|fifteen|twenty|thirty|forty|forty-five|half an hour|an hour|a while)\b|\bno[- ]show\b|\bstood (?:us|me) up\b/,
  /\bnadie (?:se )?(?:conecto|entro|aparecio|llego|presento|unio|llamo|contesto|marco)\b|\bnunca (?:se conectaron|llegaron|aparecieron|llamaron|marcaron|entraron)\b|\b(?:esperamos|espere|estuvimos esperando|estuve esperando)\b.{0,20}\b(?:\d+|cinco|diez|quince|veinte|treinta|media hora|una hora)\b|\bnos dejaron plantados\b|\bme dejaron plantad[oa]\b/,
  /\b(?:khong|chang|chua|ko|k|hong|hok) (?:co )?(?:ai|nguoi nao)\b.{0,8}\b(?:vao|tham gia|join|goi|den|xuat hien|bat may|nghe may|online|len)\b|\b(?:doi|cho)\b.{0,8}\b(?:\d+|muoi lam|hai muoi|ba muoi|nua tieng|mot tieng)\s?(?:phut|tieng)?\b.{0,20}\b(?:khong ai|chang ai|van khong|ma khong|roi ma)\b|\bbo (?:hen|em|toi|minh)\b/,
  /没(?:有)?人(?:上线|进来|加入|出现|来|接|打|进会)|(?:对方|你们|顾问)[^，。？！,?!]{0,6}没(?:有)?(?:上线|出现|来|进来|打来)|等了[\d一两二三四五六七八九十半]+(?:个)?(?:多)?(?:分钟|小时)|放(?:了)?(?:我们|我)?鸽子/,
];
// "what if a buyer no-shows a showing?", "my clients never showed to the appointment": the visitor's own clients' meetings.
const THEIR_MEETING = /\b(?:buyers?|sellers?|clients?|leads?|tenants?|prospects?|customers?|renters?|clientes|compradores|inquilinos|khach(?: hang| thue| mua)?)\b.{0,40}\b(?:never|didnt|did not|no[- ]show\w*|no (?:llego|se presento|vino)|khong (?:den|toi))\b|\bshowings?\b|客户|租客|买家/;

/** A meeting with us that nobody of ours came to: a complaint for a person, however calmly told. */
export function meetingMissed(text: string): boolean {
  if (SUPPOSED.test(text) || THEIR_MEETING.test(text)) return false;
  return MEETING.some((p) => p.test(text)) && NOBODY_CAME.some((p) => p.test(text));
}

// An opt-out asked as a wish rather than an order: "le agradecería que no me enviaran más mensajes", "que no me sigan
// llamando", "I'd appreciate it if you stopped texting me". "¿No me llamarían mañana?" asks for a call, so the
// conditional is left out.
export const STOP_WISHED: RegExp[] = [
  /\bno (?:me|nos) (?:(?:volvieran|siguieran) (?:a )?)?(?:envi|mand|llam|contact|escrib|marc|text)\w*(?:aran|ieran|asen|iesen)\b|\bno (?:me|nos) (?:sigan|siguieran) (?:enviando|mandando|llamando|escribiendo|contactando|marcando|texteando)\b/,
  /\b(?:appreciate (?:it )?|be grateful |prefer (?:it )?|rather |better )if (?:you|u|yall|your team) (?:stopped|quit|didnt|did not|no longer|would stop|would not|wouldnt) (?:send|text|txt|call|phon|email|e-mail|messag|contact|writ)\w*\b/,
];

// "dung text vo so nay nua": typed without accents, "dùng" (use) and "đừng" (don't) are one word; "nữa" (any more)
// after a channel verb, English ones included, says which ("nên dùng email nữa không?" asks what to use).
export const VI_DONT_ANYMORE = /(?<!\bnen )(?<!\bco nen )\bdung (?:text|txt|call|sms|e-?mail|mail|inbox|ib|spam|nhan tin|nhan|goi dien|goi|gui|lien lac|lien he|lam phien)\b(?! (?:nao|gi|foundation|growth|enterprise)\b)[^,.;!?]{0,40}\bnua\b(?! (?:khong|ko|k|chua|hay)\b)/;

// A person asked for in one or two words, with no sentence around them: "human. now", "a real person please", "humano
// ya", "nhân viên đi". "Agent" and "asesor" are left out: alone they answer "what is your role?".
export const PERSON_ALONE =
  /^(?:(?:i want|i need|need|want|get me|give me|just|quiero|necesito|cho (?:em|toi|minh) gap|gap|muon gap)\s+)?(?:(?:a|an|un|una)\s+)?(?:(?:real|live|actual)\s+)?(?:human|humans|person|representative|rep|operator|humano|persona(?: real)?|ser humano|operador|representante|nguoi that|nhan vien|tu van vien)(?:[\s\p{P}]+(?:now|please|pls|plz|asap|right now|already|immediately|ahora|ya|por favor|ahorita|ngay|di|luon|gium|giup|nha|nhe|a))*[\s\p{P}]*$/u;
