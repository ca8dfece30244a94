import type { Language } from "../types.ts";

// An English-only passage quoted to a visitor writing Spanish, Vietnamese or Chinese comes with its plain facts said in
// their language: dates, months, weekdays, times of day, durations, how often, counts of a few nouns and language
// names. Each is read from the English by a fixed pattern and rendered by a fixed table, so nothing is translated by
// guesswork: a sentence the patterns do not read gets no gloss, and the quote above it stays the source.

type Other = Exclude<Language, "en">;
type Words = Record<Other, string>;

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90,
};
const NUM = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)`;
const value = (raw: string): number => NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw);

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const month = (m: number): Words => ({ es: ES_MONTHS[m] ?? "", vi: `tháng ${m + 1}`, zh: `${m + 1}月` });
const date = (m: number, d: number): Words => ({ es: `${d} de ${ES_MONTHS[m]}`, vi: `ngày ${d} tháng ${m + 1}`, zh: `${m + 1}月${d}日` });

type Unit = { es: [string, string]; vi: string; zh: string; zhOne: string };
const UNITS: Record<string, Unit> = {
  minute: { es: ["minuto", "minutos"], vi: "phút", zh: "分钟", zhOne: "一分钟" },
  hour: { es: ["hora", "horas"], vi: "giờ", zh: "小时", zhOne: "一小时" },
  day: { es: ["día", "días"], vi: "ngày", zh: "天", zhOne: "一天" },
  week: { es: ["semana", "semanas"], vi: "tuần", zh: "周", zhOne: "一周" },
  month: { es: ["mes", "meses"], vi: "tháng", zh: "个月", zhOne: "一个月" },
  year: { es: ["año", "años"], vi: "năm", zh: "年", zhOne: "一年" },
};
const ES_ONE: Record<string, string> = { minute: "un minuto", hour: "una hora", day: "un día", week: "una semana", month: "un mes", year: "un año" };
const VI_ONE: Record<string, string> = { minute: "một phút", hour: "một giờ", day: "một ngày", week: "một tuần", month: "một tháng", year: "một năm" };

const BEFORE: Words = { es: "antes", vi: "trước", zh: "提前" };
/** "an hour before": the span said as ahead of the event. */
const ahead = (w: Words): Words => ({ es: `${w.es} ${BEFORE.es}`, vi: `${w.vi} ${BEFORE.vi}`, zh: `${BEFORE.zh}${w.zh}` });

const more = (w: Words): Words => ({ es: `${w.es} más`, vi: `thêm ${w.vi}`, zh: `再加${w.zh}` });

function span(a: number, b: number | null, unit: string): Words {
  const u = UNITS[unit] as Unit;
  if (b === null && a === 1) return { es: ES_ONE[unit] ?? "", vi: VI_ONE[unit] ?? "", zh: u.zhOne };
  const zhN = (k: number): string => (k === 2 && unit !== "minute" ? "两" : `${k}`);
  if (b !== null) return { es: `${a} a ${b} ${u.es[1]}`, vi: `${a} đến ${b} ${u.vi}`, zh: `${a}到${b}${u.zh}` };
  return { es: `${a} ${u.es[1]}`, vi: `${a} ${u.vi}`, zh: `${zhN(a)}${u.zh}` };
}

const EVERY: Record<string, Words> = {
  day: { es: "cada día", vi: "mỗi ngày", zh: "每天" },
  week: { es: "cada semana", vi: "mỗi tuần", zh: "每周" },
  month: { es: "cada mes", vi: "mỗi tháng", zh: "每月" },
  quarter: { es: "cada trimestre", vi: "mỗi quý", zh: "每季度" },
  year: { es: "cada año", vi: "mỗi năm", zh: "每年" },
};
const ADVERB: Record<string, string> = { daily: "day", weekly: "week", monthly: "month", quarterly: "quarter", yearly: "year", annually: "year" };
const TIMES: Record<string, number> = { once: 1, twice: 2, "three times": 3, "four times": 4 };
const ES_PER: Record<string, string> = { day: "al día", week: "a la semana", month: "al mes", quarter: "al trimestre", year: "al año" };
function often(times: number, unit: string): Words {
  const every = EVERY[unit] as Words;
  const zhTimes = times === 2 ? "两次" : times === 1 ? "一次" : `${times}次`;
  return { es: `${times === 1 ? "una vez" : times === 2 ? "dos veces" : `${times} veces`} ${ES_PER[unit]}`, vi: `${times} lần ${every.vi}`, zh: `${every.zh}${zhTimes}` };
}

const WEEKDAYS: Record<string, Words> = {
  monday: { es: "lunes", vi: "thứ Hai", zh: "周一" },
  tuesday: { es: "martes", vi: "thứ Ba", zh: "周二" },
  wednesday: { es: "miércoles", vi: "thứ Tư", zh: "周三" },
  thursday: { es: "jueves", vi: "thứ Năm", zh: "周四" },
  friday: { es: "viernes", vi: "thứ Sáu", zh: "周五" },
  saturday: { es: "sábado", vi: "thứ Bảy", zh: "周六" },
  sunday: { es: "domingo", vi: "Chủ nhật", zh: "周日" },
};

function clock(h: number, min: string, pm: boolean): Words {
  const h24 = pm ? (h % 12) + 12 : h % 12;
  const m = min ? `:${min}` : "";
  const es = h24 < 12 ? "de la mañana" : h24 < 19 ? "de la tarde" : "de la noche";
  const vi = h24 < 11 ? "sáng" : h24 < 18 ? "chiều" : "tối";
  const zh = h24 < 12 ? "上午" : h24 < 18 ? "下午" : "晚上";
  const zhMin = min ? `${Number(min)}分` : "";
  return { es: `${h}${m} ${es}`, vi: `${h}${m} giờ ${vi} (${h24}:${min || "00"})`, zh: `${zh}${h}点${zhMin}` };
}

const LANGUAGE_NAMES: Record<string, Words> = {
  english: { es: "inglés", vi: "tiếng Anh", zh: "英语" },
  spanish: { es: "español", vi: "tiếng Tây Ban Nha", zh: "西班牙语" },
  vietnamese: { es: "vietnamita", vi: "tiếng Việt", zh: "越南语" },
  chinese: { es: "chino", vi: "tiếng Trung", zh: "中文" },
  mandarin: { es: "mandarín", vi: "tiếng Quan Thoại", zh: "普通话" },
  cantonese: { es: "cantonés", vi: "tiếng Quảng Đông", zh: "粤语" },
  arabic: { es: "árabe", vi: "tiếng Ả Rập", zh: "阿拉伯语" },
  hindi: { es: "hindi", vi: "tiếng Hindi", zh: "印地语" },
  urdu: { es: "urdu", vi: "tiếng Urdu", zh: "乌尔都语" },
  korean: { es: "coreano", vi: "tiếng Hàn", zh: "韩语" },
  tagalog: { es: "tagalo", vi: "tiếng Tagalog", zh: "他加禄语" },
  french: { es: "francés", vi: "tiếng Pháp", zh: "法语" },
  portuguese: { es: "portugués", vi: "tiếng Bồ Đào Nha", zh: "葡萄牙语" },
};

// Spanish: the one (with its article) and the plural.
type Noun = { es: [string, string]; vi: string; zh: string };
const NOUNS: Record<string, Noun> = {
  agent: { es: ["un agente", "agentes"], vi: "agent", zh: "位经纪人" },
  question: { es: ["una pregunta", "preguntas"], vi: "câu hỏi", zh: "个问题" },
  step: { es: ["un paso", "pasos"], vi: "bước", zh: "步" },
  language: { es: ["un idioma", "idiomas"], vi: "ngôn ngữ", zh: "种语言" },
  property: { es: ["una propiedad", "propiedades"], vi: "bất động sản", zh: "处房产" },
  showing: { es: ["una visita", "visitas"], vi: "buổi xem nhà", zh: "次看房" },
  "e-mail": { es: ["un correo", "correos"], vi: "email", zh: "封邮件" },
};
const count = (n: number, noun: string): Words => {
  const w = NOUNS[noun] as Noun;
  return { es: n === 1 ? w.es[0] : `${n} ${w.es[1]}`, vi: `${n === 1 ? "một" : n} ${w.vi}`, zh: `${n === 1 ? "一" : n === 2 ? "两" : n}${w.zh}` };
};

type Found = { at: number; words: Words };
type Reader = { re: RegExp; read(m: RegExpExecArray): Words | null };

const MONTH_RE = MONTHS.map((m) => m[0]?.toUpperCase() + m.slice(1)).join("|");
const READERS: Reader[] = [
  { re: new RegExp(String.raw`\b(${MONTH_RE}) (\d{1,2})(?:st|nd|rd|th)?\b`, "g"), read: (m) => date(MONTHS.indexOf((m[1] ?? "").toLowerCase()), Number(m[2])) },
  // "May" is a month only where a month is expected ("for May", "in May", "May:"); the others by their capital.
  { re: new RegExp(String.raw`(?:\b(?:in|for|by|until|before|after|since|through|early|late|mid|of)[\s-]+(May)\b|\b(${MONTH_RE.replace("May|", "")})\b(?! \d))`, "g"), read: (m) => month(MONTHS.indexOf((m[1] ?? m[2] ?? "").toLowerCase())) },
  { re: /\b(once|twice|three times|four times) (?:a|per|every) (day|week|month|quarter|year)\b/gi, read: (m) => often(TIMES[(m[1] ?? "").toLowerCase()] ?? 1, (m[2] ?? "").toLowerCase()) },
  { re: /\b(?:every|each) (day|week|month|quarter|year)\b|\b(daily|weekly|monthly|quarterly|yearly|annually)\b/gi, read: (m) => EVERY[(m[1] ?? ADVERB[(m[2] ?? "").toLowerCase()] ?? "").toLowerCase()] ?? null },
  { re: /\bthe day before\b/gi, read: () => ({ es: "el día anterior", vi: "ngày hôm trước", zh: "前一天" }) },
  // "10 more minutes per leg": the span added on ("10 minutos más").
  { re: new RegExp(String.raw`(?<![\d$]\s?)\b${NUM}(?:\s?(?:-|–|to)\s?${NUM})?[\s-](?:(more|extra|additional) )?(minute|hour|day|week|month|year)s?\b( before| ahead| earlier)?`, "gi"), read: (m) => {
    const w = span(value(m[1] ?? ""), m[2] ? value(m[2]) : null, (m[4] ?? "").toLowerCase());
    return m[5] ? ahead(w) : m[3] ? more(w) : w;
  } },
  { re: /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/g, read: (m) => WEEKDAYS[(m[1] ?? "").toLowerCase()] ?? null },
  { re: /\b(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\w])/gi, read: (m) => clock(Number(m[1]), m[2] ?? "", (m[3] ?? "").toLowerCase() === "p") },
  { re: new RegExp(String.raw`\b(${Object.keys(LANGUAGE_NAMES).join("|")})\b`, "gi"), read: (m) => LANGUAGE_NAMES[(m[1] ?? "").toLowerCase()] ?? null },
  { re: new RegExp(String.raw`\b${NUM} (?:[a-z]+ )?(${Object.keys(NOUNS).join("|")}|properties|emails?)(?:s)?\b`, "gi"), read: (m) => {
    const said = (m[2] ?? "").toLowerCase();
    const noun = said === "properties" ? "property" : said.startsWith("email") ? "e-mail" : said;
    const n = value(m[1] ?? "");
    return Number.isFinite(n) && (m[1] ?? "").toLowerCase() !== "a" && (m[1] ?? "").toLowerCase() !== "an" ? count(n, noun) : null;
  } },
];

/** The facts of English sentences said in `language`, in the order they appear, each once (at most eight). */
// `whole`: the passage quoted, whose text says whether a numbered list quoted is all of it.
export function factGloss(sentences: readonly string[], language: Language, whole = "", unit?: string): string[] {
  if (language === "en") return [];
  const text = sentences.join(" ");
  const found: Found[] = [];
  const taken: [number, number][] = [];
  for (const { re, read } of READERS) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken.some(([s, e]) => at < e && end > s)) continue;
      const words = read(m as RegExpExecArray);
      if (!words || !words[language]) continue;
      taken.push([at, end]);
      found.push({ at, words });
    }
  }
  const out = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.words[language]))];
  const items = listCount(sentences, whole);
  return [...(items > 0 ? [unit ? (language === "zh" ? `共${items}${unit}` : `${items} ${unit}`) : ITEMS[language](items)] : []), ...out].slice(0, 8);
}

// "How many items on the checklist?": a numbered list quoted whole (1., 2., … 6.) says its count, as "6 items".
const ITEMS: Record<Other, (n: number) => string> = { es: (n) => `${n} puntos`, vi: (n) => `${n} mục`, zh: (n) => `共${n}项` };

/** How many items a numbered list quoted whole has (its items numbered 1 to n, three or more, no n + 1 in `whole`), or 0. */
function listCount(sentences: readonly string[], whole: string): number {
  const numbers = sentences.flatMap((s) => /^(\d{1,2})\.\s/.exec(s)?.[1] ?? []).map(Number);
  const n = numbers.length;
  const more = new RegExp(`(?:^|\\n)${n + 1}\\.\\s`);
  return n >= 3 && numbers.every((k, i) => k === i + 1) && whole.includes(sentences.find((s) => s.startsWith(`${n}.`)) ?? "\0") && !more.test(whole) ? n : 0;
}
