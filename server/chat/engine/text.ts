import { asUstedes } from "./vosotros.ts";
// Text helpers shared by the classifier, language detection and the extractors.

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/g;
// Ten-digit North American numbers in their usual spellings, optionally with +1 or a 52 (Mexico) prefix.
const PHONE = /(?:\+?\d{1,2}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const MONEY = /(?:us)?\$\s?\d[\d,.]*\s?k?\b|\b\d[\d,.]*\s?(?:k\b|dollars?\b|d[oó]lares\b|usd\b)/gi;

export function foldAccents(text: string): string {
  return oneByte(text.normalize("NFD").replace(/\p{M}+/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D"));
}

const BEYOND_LATIN1 = /[^\0-\xff]/;
/**
 * The same text, stored one byte a character when it can be. V8 keeps a string two bytes a character once any
 * step made it so (a Spanish accent decomposed by NFD), even after the wide characters are gone, and compiles every
 * pattern run on such a string a second time for two-byte text: ~16 MB of the chat's heap (docs/decisions/061).
 */
export function oneByte(text: string): string {
  return BEYOND_LATIN1.test(text) ? text : Buffer.from(text, "latin1").toString("latin1");
}

/** Lower-cased, accent-folded text with contact details and amounts replaced by placeholder words. */
export function normalizeForMatching(text: string): string {
  const masked = text
    .replace(URL, " zurl ")
    .replace(EMAIL, " zemail ")
    .replace(PHONE, " zphone ")
    .replace(MONEY, " zmoney ");
  return oneByte(
    foldAccents(masked.toLowerCase())
      .replace(/[’']/g, "")
      .replace(/(\p{L})\1{2,}/gu, "$1$1")
      .replace(/[^\p{L}\p{N}\s]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

const CJK = /\p{Script=Han}/u;

/** Words of a normalized text; runs of Chinese characters are split into characters. */
export function tokenize(normalized: string): string[] {
  const tokens: string[] = [];
  for (const word of normalized.split(" ")) {
    if (word === "") continue;
    if (CJK.test(word)) tokens.push(...Array.from(word));
    else tokens.push(word);
  }
  return tokens;
}

/** Lower-cased, accent-folded text with punctuation kept as spaces, vosotros said as ustedes: for the regular-expression extractors. */
// "phần mềm quản lý khách (hàng)", "客户管理软件": client-management software is a CRM, said as the rules know it.
const CRM_SAID = /\bphan mem quan ly khach(?: hang)?\b|客户管理软件/g;

export function foldForRules(text: string): string {
  return asUstedes(oneByte(foldAccents(text.toLowerCase()).replace(/[’']/g, "").replace(/\s+/g, " ").trim())).replace(CRM_SAID, "crm");
}

/** True when one insertion, deletion, substitution or swap of neighbours turns `a` into `b`: one typo in an offering name. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return true; // substitution
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // deletion / insertion
  return restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
}

// Texting shorthand for the words questions are read by ("how many hrs a wk", "b4 we start"): spelled out before the
// questions are read (never before names and contact details are). Not "hr": that is HR, human resources, as often.
const SHORTHAND: [RegExp, string][] = [
  [/\bhrs\b/gi, "hours"],
  [/\bmins\b/gi, "minutes"],
  [/\bwks\b/gi, "weeks"],
  [/\bwk\b/gi, "week"],
  [/\bb4\b/gi, "before"],
  [/\babt\b/gi, "about"],
  // "n if its raining", "gmail n twilio": a lone "n" between words is "and".
  [/(?<=^|\s)n(?=\s+\p{L})/giu, "and"],
  [/\bw\/o\b/gi, "without"],
  [/(^|\s)w\/(?=\s|\w)/gi, "$1with "],
  // "do u work w kvCORE": a bare "w" after a verb of working together.
  [/\b(work|works|working|worked|integrate|integrates|connect|connects|sync|syncs|partner|partners|partnered) w(?=\s+\S)/gi, "$1 with"],
  // "I collect my daughter from school", "fetching the kids from school", "the school run": British and Caribbean words
  // for what the site calls school pickup (a hard stop the showing scheduler warns about).
  [/\b(?:collecting|fetching)\b(?=(?:\s+[\p{L}'’-]+){1,3}\s+from\s+(?:school|daycare|nursery)\b)/giu, "picking up"],
  [/\b(?:collects?|fetch(?:es)?)\b(?=(?:\s+[\p{L}'’-]+){1,3}\s+from\s+(?:school|daycare|nursery)\b)/giu, "pick up"],
  [/\bschool runs?\b/giu, "school pickup"],
  // "a viewing going to overrun": British for running past the time set aside.
  [/\bover-?run(?:s|ning)?\b/giu, "run past"],
  // "pkg", "txt", "thx", "pls", "oke": more texting words; "3q" is Chinese chat's thank-you.
  [/\bpkgs\b/gi, "packages"],
  [/\bpkg\b/gi, "package"],
  [/\btxts?\b/gi, "text"],
  [/\b(?:thx|tks|thks|tnx|tnks)\b/gi, "thanks"],
  [/\b(?:pls|plz|plis)\b/gi, "please"],
  [/\boke\b/gi, "ok"],
  [/(?<![\p{L}\d])3q(?![\p{L}\d])/giu, "谢谢"],
  // Voice-typed: "voice A I" (the letters heard one by one), "the grow package" (Growth heard short).
  [/(?<![\p{L}\d])A\.? I(?![\p{L}\d])/gu, "AI"],
  [/\bgrow (package|plan|pkg|one|tier)\b/gi, "growth $1"],
  // Spanish chat: "x favor", "xq"/"pq", "tmb", and "d" before an article ("lo d las redes").
  [/\bx favor\b/gi, "por favor"],
  [/\b(?:xq|pq|porq)\b/gi, "porque"],
  [/\b(?:tmb|tmbn|tb)\b/gi, "también"],
  [/(?<=\s)d(?=\s+(?:la|las|el|los|lo|un|una|mi|mis|su|sus)\b)/gi, "de"],
  // Spanish chat's "q" ("q modelos usan?", "lo q dice el artículo"): que / qué. Not "Q&A", "Q3" or "Q-tip".
  [/(?<![\p{L}\d&'’-])q(?![\p{L}\d&'’-])/giu, "que"],
];
// Central and southern Vietnamese question words, read as the standard ones the rules know: "gói mô" (gói nào),
// "gói ni" (gói này), "bài nớ" (bài đó), "giá răng" (giá sao), "rứa" (thế), "làm chi" (làm gì), "bài chi" (bài gì),
// "được hông" (được không), "dzậy" (vậy), "cấy" (cái). With accents only where the bare letters mean something else ("răng" is also a tooth, "chi" a
// sister without its dot); after a word that takes them where the bare letters are unambiguous ("goi mo", "bai ni").
const L = String.raw`\p{L}`;
const CLASSIFIER = String.raw`(?:gói|goi|cái|cai|bài|bai|chỗ|cho|khu|bên|ben|bữa|bua|hôm|hom|loại|loai|dịch vụ|dich vu|người|nguoi|tháng|thang)`;
// "ngày mô", "giờ mô", "năm mô": a time asked (with its accents, "nam mo" being a prayer).
// "khi mô", "hồi mô" (khi nào): with the accents only, "khi mo" being too short to trust.
const TIME_WORD = String.raw`(?:ngày|ngay|giờ|lúc|luc|tuần|tuan|năm|khi|hồi)`;
const QUESTION_END = String.raw`(?:\s+(?:vậy|vay|dzậy|dzay|ta|ha|hả|nhỉ|nhen|à|a))?\s*(?:[?？!.]|$)`;
const DIALECT: [RegExp, string][] = [
  [new RegExp(String.raw`(?<=${CLASSIFIER}\s)(?:mô|mo)(?!${L})`, "giu"), "nào"],
  [new RegExp(String.raw`(?<=${TIME_WORD}\s)mô(?!${L})`, "giu"), "nào"],
  // "lấy từ mô", "đi tới mô" (từ đâu, tới đâu): where from, where to.
  [new RegExp(String.raw`(?<=(?:ở|o|đi|di|từ|tới|đến|lấy)\s)mô(?!${L})`, "giu"), "đâu"],
  [new RegExp(String.raw`(?<=${CLASSIFIER}\s)(?:ni|nì)(?!${L})`, "giu"), "này"],
  [new RegExp(String.raw`(?<=${CLASSIFIER}\s)nớ(?!${L})`, "giu"), "đó"],
  [new RegExp(String.raw`(?<!${L})răng(?!${L})`, "giu"), "sao"],
  [new RegExp(String.raw`(?<!${L})rứa(?!${L})`, "giu"), "thế"],
  [new RegExp(String.raw`(?<=(?:làm|cần|có|là|những|loại|cái|bài|nói|hỏi|biết|muốn|thấy|gồm)\s)chi(?!${L})`, "gu"), "gì"],
  [new RegExp(String.raw`(?<=(?:được|duoc|có|co|phải|phai|biết|biet|vậy|vay|không|khong)\s)(?:hông|hong)(?!${L})`, "giu"), "không"],
  // "… máy gì hông?", "… rứa hông": the closing particle after a question word (with its accent: "hong" may be "hỏng").
  [new RegExp(String.raw`(?<=(?:gì|chi|rứa|thế|nào)\s)hông(?=${QUESTION_END})`, "gu"), "không"],
  // A question's last "hông" after "Hoa" (Chinese), "hư" (broken), "màu" (colour) is the particle (không), not "hồng"
  // ("hoa hồng", a commission; "hư hỏng"; pink): "nói tiếng Hoa hông?", "có bị hư hông?". With its accent only ("hong"
  // bare may be "hồng").
  [new RegExp(String.raw`(?<=(?<!${L})(?:hoa|hư|màu)\s)hông(?=${QUESTION_END})`, "giu"), "không"],
  [new RegExp(String.raw`(?<!${L})(?:dzậy|dzay)(?!${L})`, "giu"), "vậy"],
  // Central "cấy" (cái): "sáu cấy", "cấy chat trên web", "cấy bảng phân tích" (with its accent; "cay" is spicy, a tree).
  [new RegExp(String.raw`(?<!${L})cấy(?!${L})`, "gu"), "cái"],
  // Nghệ Tĩnh "nỏ" (không) before a verb it negates: "nỏ được làm chi", "nỏ biết", "nỏ có" (with its accent: "no" is English).
  [new RegExp(String.raw`(?<!${L})nỏ(?=\s(?:được|có|biết|phải|nên|cần|làm|cho|muốn|thấy|hiểu|trả|gửi|nói)(?!${L}))`, "giu"), "không"],
];
// Vietnamese texting shorthand ("mất bn phút", "trường j", "sao z", "ko đc"): only in a message that is Vietnamese by its
// letters, where a lone "j", "z" or "k" is no English initial. "bn" and "ntn" have no other reading.
const VIETNAMESE_LETTERS = /[ăâđêôơư]|[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const TEENCODE: [RegExp, string][] = [
  // "tăng bn %", "bao nhiêu %": the share asked, read as "bao nhiêu phần trăm" (not a price).
  [/(?<!\p{L})(?:bn|bao nhiêu|bao nhieu|mấy)\s*%/giu, "bao nhiêu phần trăm"],
  [/(?<!\p{L})bn(?!\p{L})/giu, "bao nhiêu"],
  [/(?<!\p{L})ntn(?!\p{L})/giu, "như thế nào"],
];
const TEENCODE_VI: [RegExp, string][] = [
  [/(?<![\p{L}\d])j(?![\p{L}\d])/giu, "gì"],
  [/(?<![\p{L}\d])z(?![\p{L}\d])/giu, "vậy"],
  [/(?<![\p{L}\d])(?:k|ko|hok)(?![\p{L}\d])/giu, "không"],
  [/(?<![\p{L}\d])(?:đc|dc)(?![\p{L}\d])/giu, "được"],
  // "mk" (mình), "cty" (công ty).
  [/(?<![\p{L}\d])mk(?![\p{L}\d])/giu, "mình"],
  [/(?<![\p{L}\d])cty(?![\p{L}\d])/giu, "công ty"],
  // Central "chi" (gì) closing what it asks: "tên chi?", "hiện những chi trên đó", "trình duyệt chi không?". In a message
  // typed with its accents "chị" has its dot, and "chi phí", "chi tiết" go on with another syllable; "là Chi", a name,
  // is capitalised.
  [/(?<=\p{L}\s)chi(?=\s*(?:[?？!.,;]|$)|\s+(?:không|hông|hong|ko|hè|rứa|vậy|đó|trên|thế|ri|cả|hết|nữa|ạ|à|rồi)(?!\p{L}))/gu, "gì"],
];
export function expandShorthand(message: string): string {
  const rules = [...SHORTHAND, ...DIALECT, ...TEENCODE, ...(VIETNAMESE_LETTERS.test(message) ? TEENCODE_VI : [])];
  return rules.reduce((text, [pattern, word]) => text.replace(pattern, word), message);
}
