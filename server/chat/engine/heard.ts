// "a buddy said Voice AI runs $500 a month, that true?", "Me contaron que… ¿es así o es cuento?", "Có người nói…, có phải
// không?", "朋友说…，是真的吗？": what the visitor heard elsewhere and asks us to confirm. Apart from the answers
// (hearsay.ts) so that reading the act (acts.ts) needs none of them. Rules run on folded text.

/** Someone else said it: a friend, a lender, an ad, a WeChat post. */
export const HEARD = /\b(?:(?:he|she|they|someone|somebody|people|folks|everyone|everybody|a (?:\w+ )?(?:friend|buddy|guy|fella|lender|broker|colleague|coworker|realtor|agent|cousin|neighbou?r|lady|man|woman)|my (?:\w+ )?(?:friend|buddy|broker|lender|sister|brother|cousin|boss|colleague|partner|neighbou?r))(?: \w+){0,3}? (?:also |even |once )?(?:said|says|told me|swears?|swore|claims?|claimed|mentioned|insists?|reckons?)|(?:i )?(?:heard|read (?:somewhere|online|on facebook))|word is|an ad (?:said|says)|me (?:dijeron|dijo|contaron|conto|aseguro|aseguraron|comentaron|comento)|(?:dicen|dice|dijeron|decian|cuentan|comentan|asegura|aseguran) que|oi (?:que|decir)|escuche (?:que|decir)|lei (?:que|en)|co nguoi (?:noi|bao)(?! tieng)|nguoi ta (?:noi|bao)(?! tieng)|nghe (?:noi|nguoi ta noi|bao)(?! tieng)|(?:ban|ong|ba|co|chu|thang|con|dong nghiep|ong chu) (?:anh|chi|em|toi|minh|tui) (?:noi|bao)(?! tieng)|nguoi do (?:con |lai )?noi(?! tieng)|(?:con|lai) noi(?! tieng))\b|听说|听人说|有人说|朋友说|同事说|他说|她说|他们说|广告上说|广告说|帖子说|网上说|群里说|据说|还说|又说|最后(?:她|他)说|(?:他|她|它|佢|人哋|有人)(?:还|又|也)?(?:讲|话)(?!.{0,3}(?:中文|英文|英语|普通话|广东话))/;

// "a buddy said Voice AI runs $500 a month, that true?", "¿es así o es cuento?", "得是？": whether what they heard holds.
export const ASKS_IF_TRUE = /\b(?:(?:is )?(?:that|this|it|thats) (?:true|right|correct|so|accurate|legit)|(?:is|was) (?:he|she|they) right(?: (?:on|about) (?:that|this)(?: one)?)?|true|for real|really|does it really say (?:that|so)|(?:is )?that what (?:it|the post|the article|they) says?)\s*[?]|\b(?:es|sera|era) (?:asi|cierto|verdad)\b|\bo es (?:cuento|mentira|puro cuento)\b|\bverdad\s*[?]|[,\s]¿?(?:no|cierto|correcto|right|correct|yeah|yes|eh|innit)\s*[?]\s*$|\bco (?:that|dung) (?:khong|hong|ko)\b|得是|是真的吗|真的吗|是不是真的|是这样吗/;

/** A claim heard elsewhere put to us: never a complaint of ours, whatever words it repeats ("no sirve con WhatsApp"). */
export const checksHearsay = (text: string): boolean => HEARD.test(text) && ASKS_IF_TRUE.test(text) && !OUR_SIDE_SAID.test(text);

// "el chat me dijo que el Voice AI tenía instalación…", "your bot told me…": what our own side said is no hearsay.
const OUR_SIDE_SAID = /\b(?:chat|chatbot|bot|asistente|assistant|your (?:team|rep|guy|people|site|website)|su (?:equipo|pagina|sitio)|la pagina|tro ly|ben em)\b.{0,15}\b(?:me dijo|me dijeron|told me|said|says|noi)\b/;
