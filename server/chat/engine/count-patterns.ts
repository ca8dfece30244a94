// Ordinals and counts of platforms in a question, in the four languages (folded).

export const ORDINALS: [RegExp, number][] = [
  [/\b(?:first|1st|primer|primero|primera|thu nhat|dau tien)\b|第一/, 0],
  [/\b(?:second|2nd|segundo|segunda|thu hai|thu 2|middle|del medio|de en medio|o giua|chinh giua)\b|第二|中间/, 1],
  [/\b(?:third|3rd|tercer|tercero|tercera|thu ba|thu 3)\b|第三/, 2],
  [/\b(?:fourth|4th|cuarto|cuarta|thu tu|thu 4)\b|第四/, 3],
  [/\b(?:last|ultimo|ultima|cuoi cung|cuoi)\b|最后/, -1],
];
export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};

// "a couple of our platforms", "un par de esas", "half a dozen", "media docena": counts said loosely, as the number they
// mean ("that pair", "ese par": the two just said).
const ROUGH: [RegExp, string][] = [
  [/\b(?:an?other couple|a couple|a pair|(?:un|ese|este|el) par|(?:that|those|this|the) (?:pair|couple))\b/g, "2"],
  [/\b(?:half a dozen|a half dozen|media docena)\b/g, "6"],
  [/\b(?:a dozen|una docena)\b/g, "12"],
];
/** The folded text with rough counts ("a couple", "media docena") written as numbers, for reading counts of platforms. */
export const withRoughCounts = (text: string): string => ROUGH.reduce((t, [pattern, n]) => t.replace(pattern, (m) => (/^an?other/.test(m) ? `another ${n}` : n)), text);

export const COUNT_WORD = "(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|hai|ba|bon|nam|sau|bay|tam|chin|muoi)";
// "4 cái ứng dụng": a Vietnamese classifier between the count and what it counts; "4 of our programs", "son cuatro los
// programas", "6 cái chương trình": programs are the platforms counted.
export const COUNTED = new RegExp(`\\b${COUNT_WORD}\\s*(?:of (?:my|our|the|mis|nuestras|las) |de (?:las |mis |nuestras )?|los |las )?(?:different |distintas |diferentes |cai |con )?(?:platforms?|plataformas?|tools?|herramientas?|systems?|sistemas?|apps?|aplicaciones|programs?|programas?|programitas?|integrations?|integraciones|softwares?|nen tang|cong cu|he thong|ung dung|phan mem|chuong trinh)\\b(?! (?:propi[oa]s|of our own|in-house|caser[oa]s|hech[oa]s en casa|rieng))`);
// "要接的平台大概三四个": the count said after what it counts, a rough "三四" read as its larger number.
export const COUNTED_ZH = /(\d{1,2}|[二两三四五六七八九十])\s*(?:个|種|种|套)?(?:平台|工具|系统|软件|应用)|(?:平台|工具|系统|软件|应用)[^，。？?\d二两三四五六七八九十]{0,6}(?:[二两三四五六七八九]|\d(?=[到至-]))?[到至-]?(\d{1,2}|[二两三四五六七八九十])\s*(?:个|种|套)(?!人|经纪)/;
// "and for 6?" right after a bundle answer: a bare count asks for the bundle of that size.
// "ok and 5?", "how about 3 haha", "vale, ¿y con 2?": fillers, joiners and laughter around the count change nothing.
export const BARE_COUNT = new RegExp(`^[^\\p{L}\\p{N}]*(?:(?:ok|okay|k|kk|vale|bueno|pues|so|and|y|va|what about|how about|and what about|y para|y si son|y si tenemos|y si tengo|and if (?:its|it s|we have|we had|i have|there are|we need|i need)|what if (?:its|it s|we have|we had|i have|there are|we need|i need)|(?:and )?(?:were we|if we were|if i were) to need|(?:and )?if (?:we|i) end up (?:needing|with)|(?:and )?(?:if )?we need|y si (?:necesito|necesitamos|ocupo|ocupamos)|(?:ok )?(?:y )?si (?:al final )?son|(?:and )?if we have|con|neu)[^\\p{L}\\p{N}]+)*(?:for |para |cho |with |con |if )?${COUNT_WORD}(?: (?:platforms?|plataformas?|nen tang|tools?|herramientas|cai))?(?: (?:thi sao|thi chon (?:goi|bundle) nao|then|entonces))?(?:[^\\p{L}\\p{N}]+(?:lol|haha+|jaja+|jeje+|pls|please|porfa|chamo|pana|parce|bro|man|dude|mano|wey|guey|compa|amigo|amiga|jefe))*[^\\p{L}\\p{N}]*$|^(?:那|那么|如果)?\\s*(\\d{1,2}|[二两三四五六七八九十])\\s*个?(?:平台)?(?:呢|的话呢|的话)?[^\\p{L}\\p{N}]*$`, "u");
// In a conversation about bundles, a short message whose one figure is a count ("what if we cut it down to 4", "再加上
// WhatsApp，一共 5 个呢"): that many platforms. Amounts of money, time, people or percentages are not counts.
export const NOT_A_COUNT = /[$%]|\b(?:agents?|agentes|people|personas|users?|hours?|days?|weeks?|months?|minutes?|years?|semanas?|dias?|meses|horas?|minutos?|tuan|ngay|thang|gio|phut|nguoi|moi gioi|k|dollars?|dolares|usd)\b|周|天|月|小时|分钟|人|经纪|块|美元|元/;

// The two offerings just named, in the four languages (folded). Pointed at: "those two", "esas dos", "hai cái đó",
// "刚才那两个" (a bare 两个 is no pointer: "两个平台分别多少" counts two platforms). "both", "ambas", "cả hai", "两个都".
const POINTED_TWO = "(?:those|these|the|both of those) (?:two|2)|(?:los|las|esos|esas|estos|estas) (?:dos|2)|hai (?:cai|goi|dich vu|mon|thu) (?:do|kia|vua roi|nay|vua noi|hoi nay)";
const BOTH_WORDS = "both|ambos|ambas|ca hai";
/** "those two", "the 2", "esos dos", "hai cái đó", "那两个", "这俩": the two just named, pointed at. */
export const THE_TWO = new RegExp(`\\b(?:${POINTED_TWO})\\b|(?:刚才|刚刚|那|这)两个|这俩|那俩`);
/** "both (of them)", "ambos", "cả hai", "两个都", "两者". */
export const BOTH = new RegExp(`\\b(?:${BOTH_WORDS})\\b|两个都|两个一起|两者`);
/** Either way of saying the two just named, as words before what is said of them (followed by `\b`). */
export const TWO_OR_BOTH_WORDS = `\\b(?:${POINTED_TWO}|${BOTH_WORDS})\\b`;
/** The two just named, pointed at or "both". */
export const THE_TWO_OR_BOTH = new RegExp(`${TWO_OR_BOTH_WORDS}|(?:刚才|刚刚|那|这)两个|这俩|那俩|两个都|两个一起|两者`);
/** Where two add-ons are already in play (a sum, a cost over time), a bare "hai cái", 两个 or 俩 means them too. */
export const TWO_LOOSELY = new RegExp(`${THE_TWO_OR_BOTH.source}|\\bhai cai\\b|两个|俩`);
