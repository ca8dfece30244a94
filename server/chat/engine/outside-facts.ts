import { offersOrTurnsToUs } from "./everyday-asks.ts";

// Facts of the world and picks from it asked of us (docs/decisions/015), beside world-asks.ts: today's mortgage or
// interest rates, and books, podcasts or films to recommend. A name of ours inside ("Growth mindset books", "rates for
// my buyers") only fills the ask. Asked of an offering ("does Market Dashboard show mortgage rates?") it stays a
// question; so does a pick among our own articles ("which of your posts would you recommend?"). Rules run on folded text.

// "what's the 30 yr fixed today", "¿cómo están las tasas hipotecarias?", "lãi suất vay mua nhà bây giờ bao nhiêu", "现在房贷利率多少".
const RATE = [
  /\b\d{2}[- ]?(?:yr|year|yrs|years)[- ]?(?:fixed|arm|jumbo|fha|va)\b|\b(?:mortgage|interest|fixed|jumbo|fha|arm|prime|fed(?:eral)? funds?|refi|refinance) rates?\b|\brates? (?:today|right now|this week|these days)\b/,
  /\btasas? (?:de interes|hipotecarias?|fijas?)\b|\btasa (?:a|de) \d{2} anos\b|\binteres(?:es)? hipotecarios?\b/,
  /\blai suat\b/,
  /利率|\d{2}年(?:固定|期)/,
];
const NOW_OR_HOW_MUCH = /\b(?:what(?:'?s| is| are)?|whats|where|how (?:high|low|much)|current\w*|today|now|right now|this week|going|trending|cuanto|cuanta|como (?:esta|estan|van)|hoy|ahora|actual\w*|bao nhieu|hom nay|bay gio|hien nay|hien tai)\b|多少|现在|今天|目前|最近|怎么样/;
// Our own charges and payments ("is the monthly fee a fixed rate?") are ours.
const OUR_RATE = /\b(?:fee|fees|setup|package|plan|add-?on|subscription|cuota|tarifa|paquete|phi|goi)\b|套餐|费用/;
const asksTheRate = (text: string): boolean =>
  RATE.some((p) => p.test(text)) && NOW_OR_HOW_MUCH.test(text) && !OUR_RATE.test(text) && !offersOrTurnsToUs(text);

// Books, podcasts, films: "any good growth mindset books you'd recommend?", "¿qué libros de ventas me recomiendas?",
// "có cuốn sách nào hay về bán hàng không", "推荐几本销售的书".
const MEDIA =
  /\b(?:books|a (?:good |great )?book (?:on|about|for)|book recs?|book recommendations?|novels?|audiobooks?|podcasts?|movies?|films?|documentar(?:y|ies)|tv shows?|netflix shows?|youtube channels?|must-?reads?|libros?|novelas?|audiolibros?|peliculas?|documentales?|cuon sach|quyen sach|sach (?:nao|hay|ve)|phim)\b|好书|书单|什么书|哪本书|几本书|本书|书籍|播客|纪录片|电视剧/;
const RECOMMEND = /\b(?:recommend\w*|recs?|suggest\w*|any good|good|great|best|must-?reads?|should (?:i|we) (?:read|watch|listen)|worth (?:reading|watching)|recomiend\w*|recomend\w*|sugier\w*|algun buen\w*|buen[oa]s?|mejores|goi y|gioi thieu|nen doc|nen xem|hay)\b|推荐|值得|好看|必读/;
// Our own articles or newsletter asked for ("which of your posts would you recommend?") are ours.
// A podcast of ours asked about ("bên công ty có làm podcast không? tôi hay nghe…": "hay" there is "often") is ours too.
const OUR_READING = /\b(?:your|y'?all'?s|ur) (?:blog|articles?|posts?|newsletter|guides?|site|podcast)\b|\b(?:do|does) (?:you|y'?all|your (?:company|team)) (?:have|do|run|host|make) (?:a |any )?podcast\b|\b(?:tienen|hacen|tiene) (?:un |algun )?podcast\b|\b(?:cong ty|ben (?:ban|anh|chi|em)|cac ban)(?: co)? lam podcast\b|你们(?:有没有|有|做)播客|\b(?:you|y'?all) (?:wrote|published|posted)\b|\b(?:su|sus) (?:blog|articulos?|boletin)\b|bai viet|博客|文章/;
const asksForMedia = (text: string): boolean => MEDIA.test(text) && RECOMMEND.test(text) && !OUR_READING.test(text);

/** The message asks us for today's rates or for books, podcasts or films to recommend. */
export const asksOutsideFacts = (text: string): boolean => asksTheRate(text) || asksForMedia(text);
