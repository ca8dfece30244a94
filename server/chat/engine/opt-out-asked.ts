// How opting out would work, asked ahead of time, is a question about the site, not an opt-out: "if I pick text on your form,
// how do I opt out later?", "en el formulario si marco WhatsApp, ¿cómo hago pa que dejen de mandarme textos después?",
// "nếu không muốn nhận bản tin nữa thì hủy làm sao?", "電子報若不想收，取消訂閱按怎用？". The answer is the site's own
// words (reply STOP, the unsubscribe link). "Stop texting me", "can you take me off your list?" and "you keep texting
// me, how do I make it stop?" stay opt-outs. Rules run on folded text (lower case, no accents, simplified Chinese).

// The way to do it asked: "how do I", "how to", "can I just hit the unsubscribe button", "cómo hago", "qué hago para", "làm sao", "怎么", "按怎" (Taiwanese);
// "¿cómo me quito/salgo/borro…?", "¿cómo nos damos de baja?": "cómo" before a verb of the visitor's own, as "how do I".
const HOW_TO = new RegExp(
  [
    /\bhow (?:do|can|could|would|will|should|does one) (?:i|we|you|one|people|someone)\b|\bhow to\b|\b(?:what|whats) (?:do|would|should) (?:i|we) (?:do|have to do) to\b|\b(?:whats|what is) the (?:way|process|procedure) to\b|\bis (?:there|it) (?:a way|easy|possible) to\b|\b(?:can|could) (?:i|we) (?:just |simply |also )?(?:hit|click|press|tap|use)\b/.source,
    /\bcomo (?:hago|le hago|puedo|podria|se (?:hace|puede)|me (?:doy|puedo)|hacemos|se)\b|\bcomo (?:me|nos) \w+(?:o|amos|emos|imos)\b|\bque (?:hago|tengo que hacer|debo hacer|hay que hacer) (?:para|pa|pa')\b|\bde que (?:manera|forma)\b|\bse puede\b/.source,
    // "bấm ở đâu", "hủy chỗ nào": where to click or go, as "how".
    /\b(?:lam sao|lam the nao|cach nao|bang cach nao|the nao|ra sao|phai lam gi|o dau|cho nao|nut nao)\b/.source,
    /怎么|怎样|如何|按怎|点样|點樣|咋|要怎/.source,
  ].join("|"),
);
// Being texted now, again or still ("you keep texting me", "ya me siguen mandando", "还一直发"): an opt-out, however asked.
const HAPPENING_NOW = /\b(?:keep|keeps|kept|still|again|already|anymore|right now|siguen|sigue|todavia|otra vez|hoai|van con|van (?:nhan|gui|goi))\b|一直|还在|老是|总是|又/;

// Supposed or later, not now ("muốn hủy thì…", wanting it then, is Vietnamese for "if I want to leave…"): "if I pick text…", "when I want off…", "si marco…", "nếu…", "若不想收…", "later on", "después". A bare "how do
// I unsubscribe?" wants it done now and stays an opt-out.
const SUPPOSED = /\bwhen(?:ever)? (?:i|we) (?:want|decide|wish|choose|get tired)\b|\b(?:if|once|later|later on|down the road|someday|in the future|si|despues|luego|mas adelante|algun dia|neu|sau nay|mai mot|ve sau)\b|\bmuon (?:\w+ ){1,4}thi\b|如果|若|要是|假如|以后|将来|日后/;

// What would still arrive after it, asked: "if I unsubscribe, will I still get the issue going out?", "si me doy de baja,
// ¿me llega igual…?", "nếu hủy thì số đang gửi có còn tới không?", "退订以后还会收到吗？". Said as a question, "still" and
// "already" here are about the future, not being texted now.
const STILL_ARRIVES = /\b(?:will|would|do|does|could|might) (?:i|we) (?:still |then )?(?:get|receive|be sent)\b|\bwhat happens (?:to|with)\b|\b(?:me|nos) (?:llega|llegaria|llegara|seguira llegando|seguiria llegando)\b|\b(?:seguire|seguiria|seguiriamos|voy a seguir) recibiendo\b|\bco con (?:nhan|toi|den|gui)\b|还会(?:收到|发|寄)|还能收到|还收得到/;
const ASKED = /[?？]|\b(?:khong|ko|hong|chua)\s*$|[吗呢不]\s*$/;

// Whether the link is the only way, asked: "一定要去点邮件最下面那个链接吗", "只能按那个退订按钮吗", "还有别的办法吗": the ways the
// site gives (the link, the mail program's own button), asked of, not an opt-out made.
const WAY_ASKED = /(?:一定要|必须|只能|非得|非要)[^，。？！?!]{0,8}(?:点|按|用)[^，。？！?!]{0,12}(?:链接|按钮|连结)|(?:还有|有没有|有无)(?:别的|其他|其它|其他的|另外的)(?:办法|方法|方式|途径|招)/;

// What others stop receiving, asked of a post or a product ("风暴过后业主不再收到四十封邮件，而是收到什么？", "租客就不会再
//接到那么多短信了吗？"): the owners, tenants or clients are who stops getting mail, not the visitor.
const OTHERS_STOP_GETTING = /(?:业主|房东|屋主|租客|租户|房客|客户|买家|卖家|经纪人|他们|她们|对方)(?:就|也|都)?(?:不再|不会再|不用再|再也不)(?:会)?(?:收到|接到|收)/;

// "Tụi nó đăng ký nhận bản tin rồi mà sau này không muốn nhận nữa thì có hủy được không?": whether others can cancel.
const OTHERS_CANCEL = /\b(?:tui no|tui ho|ho|khach(?: hang)?|nguoi ta|may nguoi do)\b.{0,40}\b(?:khong|thoi) (?:muon )?nhan\b.{0,40}\b(?:huy|bo|ngung)\w*(?: \w+)? (?:duoc )?(?:khong|hong|ko)\b/;

/** The message asks how opting out (or unsubscribing) would work, rather than opting out. Folded text. */
export function asksHowToOptOut(text: string): boolean {
  if ((OTHERS_STOP_GETTING.test(text) || OTHERS_CANCEL.test(text)) && ASKED.test(text)) return true;
  if (SUPPOSED.test(text) && STILL_ARRIVES.test(text) && ASKED.test(text)) return true;
  if (WAY_ASKED.test(text) && ASKED.test(text) && !HAPPENING_NOW.test(text)) return true;
  return HOW_TO.test(text) && SUPPOSED.test(text) && !HAPPENING_NOW.test(text);
}
