import { foldAccents } from "../text.ts";
import { PLACES } from "../name-words.ts";

// ("when hurricane season start n end": a span asked without its "does", as chat and Caribbean English ask it.)
// The shape of the fact a question asks for, beyond its words: "when does the season start?" wants the sentence with a
// date, "how many minutes?" the one with a number, "between which two places?" the one naming places, "which word?" the
// one quoting a word. Of a passage's sentences holding as much of the question, the one of that shape answers.

export type Shape = "date" | "when" | "number" | "span" | "period" | "place" | "quoted" | "example" | "names" | "negative" | "range" | "cases";

const ASKS: Record<Shape, RegExp> = {
  date: /\bwhen (?:exactly |precisely )?(?:does|do|did|is|are|will|should|was|would)\b|\bwhen (?:\w+ ){1,3}(?:start|starts|begin|begins|end|ends|finish|finishes)(?: (?:and|or|n|&) (?:start|begin|end|finish)s?)?\b(?! (?:a|an|the|my|our|your|to|with|up|using)\b)|\b(?:(?:on|from|until|by) )?(?:what|which)(?: exact| precise| specific)? (?:dates?|days?|months?|years?)\b|\b(?:exact|precise|specific) dates?\b|\bdates? (?:range|span|window)\b|\brango de fechas\b|\b(?:start(?:ing)?|end(?:ing)?|begin(?:ning)?|finish|opening|closing|cut-?off)(?: (?:and|or|&) (?:start(?:ing)?|end(?:ing)?|finish|closing))? dates?\b|\bfechas? (?:de )?(?:inicio|comienzo|cierre|fin|termino)\b|\bngay (?:bat dau|ket thuc)\b|起止|(?:开始|结束|起始|截止)(?:和(?:结束|开始))?(?:日期|时间)|\b(?:que|cual(?:es)?(?: son)?(?: las?| los?)?) (?:fechas|dias)\b|\bfechas? (?:exactas?|precisas?)\b|\bngay nao chinh xac\b|确切日期|具体日期|准确日期|\b(?:since|until|till) when\b|\bque (?:dia|fecha|mes|ano)\b|\b(?:desde|hasta) (?:cuando|que ano)\b|\b(?:ngay|thang|nam) (?:nao|may)\b|\btu (?:nam|thang|ngay) nao\b|\b(?:khi|chung) nao\b|\bbao gio\b|哪天|哪一天|几号|几月|哪年|哪一年|什么时候|从哪/,
  // "When is the first follow-up sent?", "¿cuándo se manda?", "khi nào gửi", "什么时候发": a time, often one after
  // something ("after two days", "within 15 minutes").
  when: /\bwhen (?:is|are|does|do|should|will|would)\b|\bcuando\s+(?:se|lo|la|le|les|es|sale|llega|manda|mandan|envia|envian|hay|dice|dicen|q|que|debe|deben|toca|va|van)\b|\b(?:cuando|when)\s*\??$|^\W*(?:y |and )?(?:cuando|when)\b(?! (?:i|we|you|the \w+|el \w+|la \w+) \w+,)|\b(?:khi nao|bao gio|luc nao)\b|什么时候|何时/,
  // "How often?", "¿cada cuánto?", "mấy lần", "多久一次": a frequency ("twice a year") is a number too.
  number: /\bhow (?:many|long|often|much (?:time|extra|longer))\b|\b(?:to|by|within) how many\b|\bcuant[oa]s?\b|\bcon que frecuencia\b|\bbao (?:nhieu|lau)\b|\bmay (?:phut|ngay|gio|tieng(?! khac)|diem|muc|lan)\b|多少|几分钟|几天|几个|几点|几次|几条|几封|几项|几篇|多久|多长|多常/,
  // "After how many minutes?", "¿cuántos días?", "bao nhiêu phút", "几分钟": a number of that unit, not any number
  // ("three agents").
  // "mấy giờ" is a clock time, not a span. "¿(En) cuánto tiempo?", "¿en cuánto rato?", "¿después de cuánto tiempo?": a span too.
  span: /\b(?:how many|cuant[oa]s|bao nhieu) (?:minutes?|hours?|days?|weeks?|minutos|horas|dias|semanas|phut|gio|tieng|ngay|tuan)\b|\b(?:(?:en|dentro de|despues de|a los) )?cuanto (?:tiempo|rato)\b|\bmay (?:phut|ngay|tuan)\b|(?:几|多少)(?:分钟|个?小时|天|周)/,
  // "¿Durante cuánto tiempo, antes y después?", "for how long?": a stretch of time ("for a month"), not a count of units.
  period: /\b(?:durante|por) cuanto tiempo\b|\bfor how long\b|\bhow long (?:for|before|after)\b/,
  place: /\bwhere\b(?! (?:do|does|did) (?:i|you|we) (?:sign|book|find|read|get|send|go))(?! (?:do|does|did|should|would|will) (?:\w+ ){1,3}(?:go|end up|get sent|land)\b)|\bbetween which\b|\bwhich (?:two )?(?:places|areas|neighbou?rhoods|parts of town|cities)\b|\bfrom (?:\.\.\.|…)|\bwhich (?:street|road|boulevard|avenue|part of (?:town|houston))\b|\b(?:que|cual) (?:calle|avenida|carretera|zona|barrio|parte)\b|\b(?:con duong|duong|pho|khu|khu vuc|vung) nao\b|\bentre (?:que|cuales)\b|\bdonde\b|\bo dau\b|\bcho nao\b|哪里|哪儿|哪条(?:街|路|大道)|哪个区|哪两个地方|什么地方|哪些(?:地方|地区|社区|区域)/,
  // "in what cases?", "¿en qué casos?", "什么情况下要转给真人？": the list of cases (a line introducing numbered items, or the items).
  cases: /\bin (?:what|which) (?:cases|situations)\b|\ben (?:que|cuales) (?:casos|situaciones)\b|\b(?:nhung )?truong hop nao\b|什么情况|哪些情况|哪几种情况/,
  quoted: /\bwhich word\b|\bwhat word\b|\bque palabra\b|\btu (?:gi|nao)\b|哪个词|什么词|哪个字/,
  // "What examples does it give?": the sentence naming places or saying "for example", not the one with the word.
  example: /\b(?:examples?|for instance)\b|\bejemplos?\b|\bvi du\b|例子|举例|举的例|比如|例如/,
  // "Which tools does it name?", "what kinda vendors?": the sentence naming them ("tools such as n8n, Zapier and Make").
  // "dùng công cụ workflow nào?", "¿qué herramienta…?", "用哪个工具？": the tools named.
  names: /\b(?:cong cu|phan mem|nen tang)(?: \w+)? nao\b|\bque (?:herramientas?|programas?|plataformas?)\b|哪(?:个|些|种)(?:工具|软件|平台)|\b(?:what|which) (?:kinds? of|sorts? of|types? of|kinda|sorta)\b|\bque (?:tipos?|clases?) de\b|\b(?:which|what) (?:other )?(?:ones|tools|engines|platforms|apps|programs|brands|companies|products|languages)\b|\b(?:which|what) other \w+s\b|\bque (?:otr[oa]s )?(?:herramientas|plataformas|programas|motores|marcas|aplicaciones|idiomas|lenguas)\b|\b(?:ngon ngu|thu tieng|tieng) (?:nao|gi|chi|khac)\b|(?:什么|哪些|哪几种|其他)语言|\b(?:nhung|may) (?:cai|cong cu|nen tang|phan mem|ung dung)\b|哪些\p{Script=Han}{0,3}(?:工具|平台|软件|引擎|程序|应用)|哪几个|哪几种/u,
  // "What must it not do?", "¿qué no debe hacer?", "không được làm gì?" (southern "hổng được"), "不能做什么？": the sentence
  // saying what it must not.
  // "From which day to which day?", "desde qué fecha hasta cuál", "từ khi nào tới khi nào", "从几月几号到几月几号": both
  // ends of a span of dates (counted only with a date asked: "từ Katy tới Galveston" is a trip).
  range: /\b(?:from|tu|desde)\b[^.?!,]{0,25}\b(?:to|until|till|through|toi|den|hasta)\b|从[^，。？！,?!]{0,12}(?:到|至)/,
  negative: /\b(?:must not|mustn'?t|must never|should not|shouldn'?t|should never|never|not (?:allowed|supposed|meant|permitted)|can'?t|cannot|may not|won'?t|will not|(?:does|do|did) (?:it|they|the \w+) not)\b|\b(?:no|nunca|jamas) (?:debe|deben|deberia|puede|pueden|tiene que|hace|hacen|dice|promete|prometen|da|dan|aprueba)\b|\bnunca\b|\b(?:khong|ko|chang|hong) (?:duoc|nen|bao gio|the)\b|\bcam (?:khong|ko) (?:duoc|cho)\b|(?<!能)不能|(?<!要)不要|(?<!可)不可|不得|(?<!应)不应|不许|不准|禁止|绝不|决不|千万别|从不/,
};

const MONTHS = "January|February|March|April|June|July|August|September|October|November|December";
const SAYS: Record<Shape, RegExp> = {
  date: new RegExp(`\\b(?:${MONTHS}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b|\\b(?:in|by|for|from|to|until|through|since|before|after|of) May\\b|\\bMay \\d|\\b(?:19|20)\\d\\d\\b`),
  when: /\b(?:after|within|in|every) (?:about )?(?:\d+|a|an|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|sixty) (?:minutes?|hours?|days?|weeks?|months?)\b|\b(?:the day|the night|an hour|a week) before\b|\bonce a (?:day|week|month)\b|\b(?:a los|en|cada) (?:\d+|dos|tres|cuatro|cinco|siete|diez|quince|treinta) (?:minutos|horas|d[ií]as|semanas|meses)\b|\bsau (?:\d+|hai|ba) (?:ngay|phut|gio|tuan)\b|\d+\s*(?:分钟|小时|天)(?:后|内)/i,
  // "one" is too often a pronoun ("after each one") to count; "a week" is a duration.
  number: /\d|\b(?:every|each|per|once a|twice a) (?:minute|hour|day|week|month|year)\b|\btwice\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)\b|\b(?:a|an|one) (?:minute|hour|day|week|month|year)s?\b/i,
  span: /\b(?:\d+|two|three|four|five|ten|fifteen|twenty|thirty|dos|tres|cuatro|cinco|diez|quince|veinte|treinta)[ -](?:minutes?|hours?|days?|weeks?|minutos|horas|d[ií]as|semanas)\b|\d+\s*(?:phút|giờ|ngày|tuần|分钟|小时|天|周)/i,
  // "for a month before and a month after", "durante un mes antes": a stretch of time, one unit said with its article.
  period: /\b(?:for|within|during|durante|por|dentro de) (?:about |unos |aproximadamente )?(?:a|an|one|un|una|\d+|two|three|four|six|dos|tres|cuatro|seis) (?:minutes?|hours?|days?|weeks?|months?|years?|minutos?|horas?|d[ií]as?|semanas?|mes|meses|años?)\b/i,
  place: /./,
  cases: /:\s*$|(?:^|\s)\d\.\s/,
  quoted: /["“][^"”]{1,30}["”]/,
  example: /\b(?:for example|for instance|such as|e\.g\.)/i,
  names: /\b(?:such as|including)\b|\b[A-Z0-9][\w.-]*, (?:[A-Z0-9][\w.-]*, )*[A-Z0-9][\w.-]*,? (?:and|or) [A-Z0-9]/,
  // What must not be done, not any "not" ("nothing … gets lost", "not when a storm is already in the Gulf").
  range: new RegExp(`\\b(?:${MONTHS}|May)\\b[^.]{0,30}\\b(?:to|until|till|through)\\s(?:${MONTHS}|May)\\b`),
  // "what AI can and cannot do" names a topic, it says nothing must not be done.
  negative: /(?<!\p{L})(?<!\b(?:can|do|does|should|must|will) (?:and|or|&) )(?:must not|mustn'?t|must never|should not|shouldn'?t|should never|never|cannot|can'?t|do not|don'?t|does not|doesn'?t|will not|won'?t|not allowed|no (?:debe|deben|puede|pueden|se debe)|nunca|jamás|không được|không nên|không bao giờ|đừng)(?!\p{L})|不能|不要|不得|不可|不应|禁止|切勿|绝不|从不/iu,
};

const STARTING = /\b(?:where (?:\w+ ){0,6}(?:start|begin)|(?:por|de) donde (?:\w+ ){0,3}(?:empez|comenz|arranc|inici)\w*|bat dau (?:tu|o) (?:dau|cho nao))\b|从哪(?:里|儿)?(?:开始|入手|做起)/;

const FIRST_PERSON = /\b(?:i|i'?m|we|yo|nosotros|toi|minh|em|chung toi)\b[^.?!,;]*|(?:我|我们)[^，。？！,.?!]*/gu;

/** The shapes of answer the question asks for (none for most questions). */
export function askedShapes(query: string): Shape[] {
  const text = foldAccents(query.toLowerCase());
  // "I can never remember them", "yo no sé", "我不能确定": the visitor's own negation asks for no negative sentence.
  const theirs = text.replace(FIRST_PERSON, " ");
  // "Where does it say to start?", "¿por dónde empezar?": a first step is asked, not a place.
  const starting = STARTING.test(text);
  const shapes = (Object.keys(ASKS) as Shape[]).filter((s) => !(s === "place" && starting) && (s === "negative" ? ASKS[s].test(theirs) : ASKS[s].test(text) || ASKS[s].test(query)));
  // A range is of dates only; and "từ khi nào tới khi nào" asks for the two dates, not a time after something ("when").
  if (!shapes.includes("range")) return shapes;
  return shapes.includes("date") ? shapes.filter((s) => s !== "when") : shapes.filter((s) => s !== "range");
}

const PLACE_NAMES = [...PLACES].filter((p) => p.length > 3 && p !== "houston" && p !== "texas").map((p) => p.replace(/\b\p{L}/gu, (c) => c.toUpperCase()));
const PLACE = new RegExp(`\\b(?:${[...PLACE_NAMES, "Heights", "Memorial", "Bellaire", "River Oaks", "Sugar Land", "The Woodlands", "Clear Lake"].join("|")})\\b`, "u");

// Two months ("from June 1 to November 30"), not a month and a year ("before June … since 2022"), make a range.
const MONTH_NAMES = new RegExp(`\\b(?:${MONTHS}|May)\\b`, "g");

const DAY_OF_MONTH = new RegExp(`\\b(?:${MONTHS}|May) \\d{1,2}\\b`);

/** How many of the asked shapes `sentence` has; a range of dates ("from June 1 to November 30") weighs more than one. */
export function shapeHeld(sentence: string, shapes: readonly Shape[]): number {
  const has = shapes.filter((s) => (s === "place" ? PLACE.test(sentence) : SAYS[s].test(sentence) || (s === "example" && PLACE.test(sentence)))).length;
  if (!shapes.includes("date")) return has;
  // …and a day of the month ("June 1") answers "which day" better than the month alone ("from June through November").
  return has + ((sentence.match(MONTH_NAMES) ?? []).length >= 2 ? 0.5 : 0) + (DAY_OF_MONTH.test(sentence) ? 0.25 : 0);
}
