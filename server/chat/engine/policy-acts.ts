// Policy acts said without their usual words (acts.ts reads the rest). Every rule runs on folded text (accents off,
// lower case, apostrophes dropped) in the four languages, except where Vietnamese needs its accents.

// Everything held about the visitor, named by a quantifier and a record word: "wipe every file you keep on me",
// "I want every trace of me gone", "eliminen cualquier registro que tengan sobre mí", "xóa mọi hồ sơ của tôi",
// "删除你们保存的关于我的所有记录". A record of their own leads ("can it delete all records of old leads?") is not theirs.
export const DELETE_ALL_HELD: RegExp[] = [
  /\b(?:delete|erase|remove|wipe|purge|destroy|scrub|get rid of)\b.{0,30}\b(?:every|all|any|each)\b(?: (?:of )?(?:the|your|my|our))?(?: \w+)? (?:records?|files?|entry|entries|traces?|copy|copies|notes?|details?|profiles?)\b.{0,40}\b(?:(?:you|u|yall|you guys|your (?:team|company|system|database|crm)) (?:hold|have|keep|store|stored|saved|retain|collected|got)|(?:on|about|of|for) (?:me|us|mine|my)\b)/,
  /\b(?:every|all|any)\b (?:trace|record|file|bit|scrap)s? of (?:me|my|mine|us|our)\b.{0,50}\b(?:gone|deleted|erased|removed|wiped|purged|destroyed)\b/,
  /\b(?:borr|elimin|suprim|destru)\w*\b.{0,40}\b(?:registros?|archivos?|expedientes?|rastros?|datos|informacion|info)\b.{0,40}\b(?:de mi|sobre mi|(?:que )?(?:tengan|tienen|guardan|guarden|almacenan|conservan))\b/,
  /\bxoa\b.{0,25}\b(?:ho so|ban ghi|du lieu|thong tin|tai lieu|tat ca|moi thu)\b.{0,30}\b(?:cua|ve) (?:toi|minh|em|chung toi|tui)\b/,
  /(?:删除|删掉|删了|清除|清空|抹掉|销毁)[^，。？！,?!]{0,20}(?:关于我|我的|我们公司的)[^，。？！,?!]{0,10}(?:记录|档案|资料|信息|数据|东西)(?![^，。？！,?!]{0,4}[吗?？])/,
];

// A complaint told as a story: the visitor asked, wrote or sent the form before, and no answer came. "I filled in
// the form a week ago and nobody has been in touch", "llené el formulario el lunes y no me han respondido", "tôi điền
// form 5 ngày rồi mà chưa có phản hồi", "填了表一个星期了，还没收到任何回复". Both halves are needed: "no reply" alone
// may be about the visitor's own leads.
const ASKED_BEFORE: RegExp[] = [
  /\b(?:i|we|ive|weve|i have|we have|already|i already)\b.{0,12}\b(?:submitted|filled (?:in|out)|sent|emailed|e-mailed|messaged|wrote|written|called|rang|phoned|texted|asked|reached out|contacted|left (?:a |my )?(?:message|voicemail|note|details|number|info)|requested|booked|signed up|applied)\b/,
  /\b(?:second|2nd|third|3rd|fourth|4th|fifth|5th|\d+th) time\b|\b(?:asked|asking|written|writing|messaged|emailed|called|tried)\b.{0,20}\b(?:twice|(?:three|four|five|several|multiple|many|\d+) times|again and again)\b/,
  /\b(?:llene|envie|mande|escribi|pregunte|llame|solicite|pedi|deje|me registre|me comunique|les escribi|agende|contacte)\b|\b(?:segunda|tercera|cuarta|quinta) vez\b|\b(?:van|llevo|ya son) (?:dos|tres|cuatro|cinco|\d+) veces\b/,
  /\b(?:gui|dien|nhan tin|nhan|hoi|email|de lai|dang ky|lien he|goi dien|goi)\b.{0,30}\b(?:roi|tuan truoc|thang truoc|hom qua|hom truoc|may ngay|\d+ ngay|\d+ tuan|lau roi)\b|\blan thu (?:\d|hai|ba|bon|nam)\b|\bhoi (?:\d+|hai|ba|may|nhieu) lan\b/,
  /(?:我|我们|已经|就|都)[^，。？！,?!]{0,6}(?:提交|填|发了|发过|问了|问过|留言|留了|打了|打过|联系了|联系过|报名|预约了|写了)|上周|上星期|上个月|昨天|前天|几天前|[一两三四五六七八九十\d]+(?:个)?(?:星期|周|礼拜|天|次)了|第[二三四五六2-9]次|问了[两三四五几好\d]+次/,
];
const NO_REPLY: RegExp[] = [
  /\b(?:no one|nobody|noone|no ones|not a soul|not one person)\b.{0,25}\b(?:been in touch|got(?:ten)? in touch|gotten back|reached out|followed up|wrote back|written back|replied|responded|answered|called|contacted|emailed|texted|returned)\b|\b(?:nothing|nothin|zilch) back\b|\bnot (?:a )?(?:single )?(?:word|peep|reply|response|call|email) back\b|\b(?:havent|have not|hasnt|has not|still not|not yet) (?:heard|gotten|got|received|had)\b|\bno (?:response|reply|answer|callback|call back|word|news|follow ?up)\b|\bstill (?:nothing|nothin|no\b)|\bcrickets\b|\bradio silence\b|\bghosted\b|\bnever (?:heard|got|received)\b/,
  /\bno (?:me |nos )?(?:han|ha) (?:respondido|contestado|llamado|escrito|contactado|marcado|regresado|buscado|dicho nada)\b|\b(?:sin|ninguna|ni una|cero|nada de) respuesta\b|\bnadie\b|\bno (?:he|hemos) (?:recibido|tenido|sabido)\b|\bni (?:una )?(?:llamada|respuesta|correo|mensaje)\b|\b(?:todavia|aun|sigo|seguimos) (?:sin|nada)\b|\by nada\b/,
  /\b(?:chua|khong|chang)\b (?:(?:co|thay|nhan duoc|duoc|ai|nguoi|mot|nao|lien he|goi)\s)*(?:phan hoi|tra loi|hoi am|lien he|lien lac|goi lai|tin tuc|reply)\b/,
  /(?:一个|一条|一封|任何|半个)?(?:回复|回音|答复|回应|消息|电话|回电|邮件)(?:也|都)没(?:有)?|没(?:有)?(?:收到|接到|得到|等到)?(?:任何|一个|一条|半点)?(?:回复|回音|答复|回应|消息|回电|动静)|没(?:有)?人(?:回|联系|理|打|答)|石沉大海|杳无音信|音讯全无/,
];
// "3rd time asking and still…", "ya es la tercera vez que pregunto": asking again and again is a complaint by itself.
const ASKED_AGAIN_AND_AGAIN =
  /\b(?:third|3rd|fourth|4th|fifth|5th|\d+th) time (?:(?:that )?(?:i|ive|i have|im|i am) )?(?:ask|writ|messag|email|call|tr[yi]|reach)\w*\b|\b(?:tercera|cuarta|quinta) vez que\b|\b(?:hoi|nhan|gui) lan thu (?:3|4|5|ba|bon|nam)\b|第[三四五六3-9]次(?:问|发|联系|找)/;
// "What happens if a lead gets no reply?", "如果客户发消息没有人回复怎么办？": a case asked about, not something that happened.
const SUPPOSED = /^(?:what if|if|si|neu|suppose)\b|\bwhat happens (?:if|when)\b|\bque pasa (?:si|cuando)\b|\bthi sao\b|如果|要是|假如|万一|怎么办|会怎样/;

/** The visitor asked or wrote before and heard nothing back (or asks for the third time): a complaint, however calmly told. */
export function heardNothingBack(text: string): boolean {
  if (SUPPOSED.test(text)) return false;
  return ASKED_AGAIN_AND_AGAIN.test(text) || (ASKED_BEFORE.some((p) => p.test(text)) && NO_REPLY.some((p) => p.test(text)));
}

// "Please don't e-mail jo@x.com any more", "no le escriban más a este correo", "请不要再给 li@x.com 发邮件了": a
// contact (or "me") not to be written to again. "Don't call, e-mail me instead" says neither "any more" nor "again".
// A dot inside an address ("jo@x.com") does not end the sentence.
export const STOP_CONTACTING: RegExp[] = [
  /\b(?:dont|do not|never|quit|stop)\s+(?:e-?mail|text|txt|call|phone|ring|message|msg|contact|send|write)\w*\b(?:[^.!?]|\.(?=\S)){0,50}\b(?:any ?more|again|no more)\b/,
  /\bno (?:le|les|nos) (?:escriban|manden|envien|llamen|contacten|marquen)\b.{0,40}\b(?:mas|a (?:este|ese) (?:numero|correo))\b/,
  /(?:不要|别|请勿|不用)再(?:给|往|向|跟|对)[^，。？！,?!]{0,40}?(?:发|打|联系|寄|推送)/,
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
export const BOT_HANDS_OVER = new RegExp(
  `^${NOW}.*?(?:${[
    /\b(?:when|whether|if|does|do|will|would|should|can|could|at what point|how)\b.{0,25}\b(?:ai|bot|chatbot|assistant|agent|system|it)\b.{0,20}\b(?:hand|pass|transfer|route|escalat|forward)\w*(?: (?:off|over))?\b(?! (?:me|us)\b).{0,40}\b(?:person|human|people|agent|rep|realtor|team|staff|me)\b/.source,
    /\b(?:cuando|si|en que momento|como|debe|tiene que|puede)\b.{0,40}\b(?:bot|ia|ai|asistente|chatbot|sistema|robot)\b.{0,25}(?<!\bme )\b(?:pasa|pasar|pase|transfiere|transferir|transfiera|deriva|derivar|escala|escalar|entrega|entregar)\b.{0,40}\b(?:persona|humano|agente|asesor|equipo|mi|alguien)\b/.source,
    /\b(?:bot|chatbot|tro ly|he thong|ai)\b.{0,25}\b(?:chuyen|giao|ban giao|chuyen giao|chuyen tiep)\b(?! (?:toi|minh|em) (?:sang|qua|cho))\b.{0,40}\b(?:nguoi|nhan vien|con nguoi|toi|minh)\b.{0,60}(?:\b(?:khong|chua|khi nao|luc nao|bao gio|the nao)\b|\?)/.source,
    /(?:机器人|ai|助手|系统|bot|智能客服)[^，。；;,]{0,12}(?<!把我|帮我|给我)(?:转给|转到|转接|转|交给|移交)[^，。；;,]{0,10}(?:真人|人工|人|我|经纪人|同事|员工)[^，。；;,]{0,20}(?:吗|？|\?)|(?:什么时候|何时|会不会|是否|哪些情况|什么情况)[^，。；;,]{0,12}(?:机器人|ai|助手|系统|bot)?[^，。；;,]{0,8}(?<!把我|帮我|给我)(?:转给|转到|转接|转|交给|移交)[^，。；;,]{0,10}(?:真人|人工|人|我|经纪人|同事|员工)/.source,
  ].join("|")})`,
);
