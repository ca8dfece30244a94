import { foldForRules } from "./text.ts";

// "tomorrow afternoon works", "after 5 is best", "mañana en la tarde", "chiều mai nhé", "明天下午可以": right after the
// visitor left a phone or e-mail for the team, a message that only says when to reach them is part of that request.
// Read as a question it got whatever its words hit ("works" → the CRM integrations). It is acknowledged instead, and
// the conversation log, which staff read, holds it.

// Vietnamese first: "thu hai" (Monday) is not the English "thu" (Thursday) followed by a stray word.
const WHEN = new RegExp(
  [
    String.raw`\b(?:(?:sang|chieu|toi|trua) (?:mai|nay|mot)|ngay mai|hom nay|\d{1,2} ?gio\b|(?:sau|truoc|luc|khoang) \d{1,2} ?(?:gio|h)\b|\d{1,2} ?gio (?:sang|chieu|toi|trua)|thu (?:hai|ba|tu|nam|sau|bay)|chu nhat|cuoi tuan|gio nao cung|buoi (?:sang|chieu|toi|trua))`,
    String.raw`\b(?:manana|hoy|(?:en|de) la (?:tarde|manana|noche)|por la (?:tarde|manana|noche)|(?:despues|antes) de las \d{1,2}|a las \d{1,2}|entre las \d{1,2}|(?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|a cualquier hora|entre semana|(?:el )?fin de semana|mediodia)\b`,
    String.raw`\b(?:tomorrow|today|tonight|this (?:morning|afternoon|evening|week)|next week|mornings?|afternoons?|evenings?|(?:after|before|around|between|by|at) (?:\d{1,2}|noon|lunch|work|school)|any ?time|weekdays?|weekends?|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|\d{1,2}(?::\d{2})? ?(?:am|pm|a m|p m)|noon|lunch ?time)\b`,
    "明天|今天|后天|今晚|上午|下午|晚上|中午|周[一二三四五六日天末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|[0-9一二三四五六七八九十]+点|随时|工作日",
  ].join("|"),
);
// What may sit around the time: "works", "is best", "please", "ok", "si", "được", "可以"; anything else is another message.
const AROUND = new RegExp(
  [
    String.raw`\b(?:ok|okay|all right|alright|sure|yes|yeah|yep|great|perfect|cool|ah|oh|then|instead|same number|(?:at|on) the same number|no problem|no worries|thanks|thank you|ty|please|pls|plz|and|or|also|then|is|are|would|will|be|works?|work(?:s)? (?:best|better|for me|for us)|is (?:best|better|fine|good|great|ok|okay|perfect)|best|better|fine|good|for me|for us|me|i m|im|i am|free|available|call|text|email|reach|contact|me at|the|a|an|in|on|any|time|please call)\b`,
    // "Ah, no hay fijón. Entonces el lunes a mediodía, al mismo número": another time for the same call, after a word of ease.
    String.raw`\b(?:si|claro|perfecto|gracias|por favor|porfa|y|o|me|queda|quedan|conviene|funciona|esta bien|mejor|llamen|llamenme|marquen|escriban|estoy|disponible|libre|es|seria|bien|ah|ok|ofi|dale|bueno|listo|vale|entonces|pues|al mismo numero|mismo numero|al mismo|no hay (?:fijon|problema|bronca|lio|falla)|sale|va)\b`,
    String.raw`\b(?:vang|da|duoc|nhe|nha|a|ok|di|luon|cam on|vay|the thi|vay thi|so cu|(?:cung|van) so (?:do|nay|cu|ay|cu do)|goi|nhan tin|em|anh|chi|minh|toi|tui|ranh|tien|lien he|cho|luc|vao|khoang|thi|la|sang|chieu|trua|som|muon)\b`,
    "可以|行|好的|好|吧|呢|啊|唻|嘞|咯|啦|还打这个号码|打这个号码|这个号码|谢谢|请|打给我|联系我|有空|方便|都|就|我|在|的|之后|以后|前|左右|那就|那|这样就|噉就|噉|同一个号码|同一個號碼|还是这个号码|号码不变|改成|改到|下个|下个礼拜|下周|下星期|下",
  ].join("|"),
  "g",
);

/** The message only says when the visitor would like to be reached. */
export function statesContactTime(message: string): boolean {
  const text = foldForRules(message);
  if (!WHEN.test(text) || /[?？¿]/u.test(message)) return false;
  const rest = text.replace(new RegExp(WHEN.source, "g"), " ").replace(AROUND, " ").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return rest === "";
}
