// A consultation declined, alone or with a price asked instead (deferred.ts, acts.ts, site-first.ts). Rules on folded text.

// "no quiero cita, nomás el precio del Foundation", "I don't want a call, just Growth's price", "không muốn hẹn, chỉ cần
// giá gói Foundation", "不想预约，只要Growth的价格": what is declined is the consultation, and the offering named after it
// is asked its price, not put aside.
const DECLINES_CALL =
  /\b(?:no quiero|no necesito|dont want|don t want|do not want|dont need|don t need|no thanks to|khong muon|khong can|chua muon|chua can)\b(?: \w+){0,2}? (?:citas?|consultas?|llamadas?|reunion\w*|agendar|calls?|consultations?|meetings?|appointments?|bookings?|book|hen|lich hen|tu van)\b|(?:不要|不想|不用|不需要)(?:预约|约咨询|约(?:个|一个)?(?:时间|电话)|打电话|咨询|开会)/;
const PRICE_ASKED = /\b(?:prices?|pricing|cost\w*|how much|precios?|cuanto|cuesta|gia|bao nhieu)\b|价格|多少钱|价钱|报价/;
/** The consultation declined and a price asked instead (folded text). */
export const declinesCallForPrice = (text: string): boolean => DECLINES_CALL.test(text) && PRICE_ASKED.test(text);
/** "I don't want to book a consultation", "我不想预约咨询": the consultation declined and nothing asked with it (folded text). */
export const declinesCall = (text: string): boolean => DECLINES_CALL.test(text) && !PRICE_ASKED.test(text) && !/[?？]/u.test(text);
