import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// The visitor's own clock. "We're two hours ahead of Houston here", "vamos siete horas por delante de Houston",
// "比休斯顿快十三个钟头", "bên này đi trước Houston mười hai tiếng", "I'm on Eastern time": the difference is kept with
// the conversation (context.clockOffset, in minutes), and a question about our hours asked in their time ("what's the
// earliest they could ring, in my time?", "¿a qué hora de aquí abrís?", "你们开门的时候，是我们这边几点？") is answered
// with the site's hours and the same hours on their clock. The hours are the site's setting; a setting this cannot
// read ("by appointment") leaves the answer as the hours alone.

const EN_NUMBER: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  trece: 13, catorce: 14, quince: 15, dieciseis: 16,
};
const VI_NUMBER: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, "muoi mot": 11, "muoi hai": 12, "muoi ba": 13, "muoi bon": 14 };
const ZH_NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

function zhNumber(raw: string): number | null {
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw.startsWith("十")) return 10 + (raw.length > 1 ? (ZH_NUMBER[raw.slice(1)] ?? NaN) : 0);
  if (raw.length === 1) return ZH_NUMBER[raw] ?? null;
  return null;
}

/** Hours (and a half) said as digits or words, in minutes; null when not a number of hours this reads. */
function minutesOf(raw: string, half: boolean): number | null {
  const word = raw.trim();
  const n = /^\d{1,2}(?:[.,]5)?$/.test(word) ? Number(word.replace(",", ".")) : (EN_NUMBER[word] ?? VI_NUMBER[word] ?? zhNumber(word));
  if (n === null || !Number.isFinite(n) || n <= 0 || n > 16) return null;
  return Math.round((n + (half ? 0.5 : 0)) * 60);
}

const N = String.raw`(\d{1,2}(?:[.,]5)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|una?|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis)`;
const HALF_EN = String.raw`((?: and a half| y media| and half))?`;
const THEM_EN = String.raw`(?:houston|you|y ?all|you all|you guys|you folks|your (?:time|office|end|clock)|texas|central(?: time)?|cst|ct)`;
const US_EN = String.raw`(?:us|me|we|our (?:time|end|clock)|my (?:time|end|clock)|here)`;
const THEM_ES = String.raw`(?:houston|ustedes|vosotros|texas|alla|alli|ahi|su hora|la hora de (?:houston|ustedes|texas))`;
const THEM_VI = String.raw`(?:houston|ben (?:em|con|do|kia|anh|chi|cac ban|ban)|cac ban|texas)`;
const US_VI = String.raw`(?:ben nay|o day|chung toi|chung tui|(?:ben )?(?:minh|toi|tui|chi|anh|co|chu|di|bac)|o nha)`;
const VI_N = String.raw`(\d{1,2}|muoi (?:mot|hai|ba|bon)|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi)`;

type Rule = { re: RegExp; sign: 1 | -1 };
// Each rule gives the sign of the visitor's clock against Houston's: ahead is +, behind is −.
const RULES: Rule[] = [
  // "we're two hours ahead of Houston", "2 hrs behind y'all", "an hour later than you"
  { re: new RegExp(String.raw`\b${N}${HALF_EN} (?:hours?|hrs?|h)(?: and \d+ minutes)? (?:ahead of|in front of|later than) ${THEM_EN}\b`), sign: 1 },
  { re: new RegExp(String.raw`\b${N}${HALF_EN} (?:hours?|hrs?|h)(?: and \d+ minutes)? (?:behind|earlier than) ${THEM_EN}\b`), sign: -1 },
  // "Houston is two hours behind us", "you're 7 hours behind me"
  { re: new RegExp(String.raw`\b${THEM_EN} (?:is |are |s |re |runs |would be |will be )?${N}${HALF_EN} (?:hours?|hrs?) behind ${US_EN}\b`), sign: 1 },
  { re: new RegExp(String.raw`\b${THEM_EN} (?:is |are |s |re |runs |would be |will be )?${N}${HALF_EN} (?:hours?|hrs?) ahead of ${US_EN}\b`), sign: -1 },
  // "we're two hours ahead here", "I'm 3 hours behind"
  { re: new RegExp(String.raw`\b(?:we re|we are|were|i m|im|i am|its|it s|here we re|here it s|we run|my clock is|our clock is) (?:about |roughly |like )?${N}${HALF_EN} (?:hours?|hrs?) ahead\b`), sign: 1 },
  { re: new RegExp(String.raw`\b(?:we re|we are|were|i m|im|i am|its|it s|here we re|here it s|we run|my clock is|our clock is) (?:about |roughly |like )?${N}${HALF_EN} (?:hours?|hrs?) behind\b`), sign: -1 },
  // "vamos siete horas por delante de Houston", "aquí son 7 horas más que en Houston", "estamos 2 horas adelantados"
  { re: new RegExp(String.raw`\b${N}${HALF_EN} horas? (?:por delante|adelante|adelantad[oa]s?|mas)(?: (?:de|que|que en|respecto a|respecto de|con respecto a))? ${THEM_ES}\b`), sign: 1 },
  { re: new RegExp(String.raw`\b(?:vamos|estamos|llevamos|andamos|voy|estoy|ando) ${N}${HALF_EN} horas? (?:por delante|adelante|adelantad[oa]s?)\b`), sign: 1 },
  { re: new RegExp(String.raw`\b${N}${HALF_EN} horas? (?:por detras|atras|atrasad[oa]s?|menos)(?: (?:de|que|que en|respecto a|respecto de|con respecto a))? ${THEM_ES}\b`), sign: -1 },
  { re: new RegExp(String.raw`\b(?:vamos|estamos|llevamos|andamos|voy|estoy|ando) ${N}${HALF_EN} horas? (?:por detras|atras|atrasad[oa]s?)\b`), sign: -1 },
  // "Houston va siete horas por detrás (de nosotros)"
  { re: new RegExp(String.raw`\b${THEM_ES} (?:va|van|esta|estan|anda|andan|son|queda|quedan) ${N}${HALF_EN} horas? (?:por detras|atras|atrasad[oa]s?|menos)\b`), sign: 1 },
  { re: new RegExp(String.raw`\b${THEM_ES} (?:va|van|esta|estan|anda|andan|son|queda|quedan) ${N}${HALF_EN} horas? (?:por delante|adelante|adelantad[oa]s?|mas)\b`), sign: -1 },
  // "bên này đi trước Houston mười hai tiếng", "nhanh hơn bên em 12 tiếng", "chậm hơn Houston 1 tiếng"
  { re: new RegExp(String.raw`\b(?:di truoc|nhanh hon|som hon|truoc)(?: so voi)? ${THEM_VI} (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)?\b`), sign: 1 },
  { re: new RegExp(String.raw`\b(?:di sau|cham hon|tre hon|muon hon|sau)(?: so voi)? ${THEM_VI} (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)?\b`), sign: -1 },
  { re: new RegExp(String.raw`\b(?:nhanh hon|som hon|di truoc) (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)? so (?:voi )?${THEM_VI}\b`), sign: 1 },
  { re: new RegExp(String.raw`\b(?:cham hon|tre hon|muon hon|di sau) (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)? so (?:voi )?${THEM_VI}\b`), sign: -1 },
  // "Houston chậm hơn bên này 12 tiếng"
  { re: new RegExp(String.raw`\b${THEM_VI} (?:thi )?(?:cham hon|tre hon|muon hon|di sau)(?: so voi)?(?: ${US_VI})? (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)?\b`), sign: 1 },
  { re: new RegExp(String.raw`\b${THEM_VI} (?:thi )?(?:nhanh hon|som hon|di truoc)(?: so voi)?(?: ${US_VI})? (?:khoang |tam |chung )?${VI_N}(?: tieng| gio)(?: ruoi)?\b`), sign: -1 },
];
const ZH_N = "(\\d{1,2}|十[一二三四五六]?|[一两二三四五六七八九])";
const ZH_HOURS = "(?:个)?(半)?(?:个)?(?:小时|小時|钟头|鐘頭|钟|鐘)";
const ZH_THEM = "(?:休斯[顿敦頓]|你们(?:那边|那儿|那里)?|你那边|德州|那边)";
const ZH_US = "(?:我们|我|咱们)?(?:这边|这儿|这里)?";
const ZH_RULES: Rule[] = [
  { re: new RegExp(`比${ZH_THEM}(?:那边)?(?:要|大概|差不多)?(?:快|早)(?:了)?${ZH_N}${ZH_HOURS}`, "u"), sign: 1 },
  { re: new RegExp(`比${ZH_THEM}(?:那边)?(?:要|大概|差不多)?(?:慢|晚)(?:了)?${ZH_N}${ZH_HOURS}`, "u"), sign: -1 },
  { re: new RegExp(`${ZH_THEM}比${ZH_US}(?:要|大概|差不多)?(?:慢|晚)(?:了)?${ZH_N}${ZH_HOURS}`, "u"), sign: 1 },
  { re: new RegExp(`${ZH_THEM}比${ZH_US}(?:要|大概|差不多)?(?:快|早)(?:了)?${ZH_N}${ZH_HOURS}`, "u"), sign: -1 },
];
// A zone named: "I'm on Eastern time", "we're in Pacific", "in EST". Against Houston's Central time.
const ZONES: [RegExp, number][] = [
  [/\b(?:eastern(?: standard| daylight)?(?: time)?|est|edt|east coast time)\b/, 60],
  [/\b(?:atlantic(?: standard| daylight)? time|ast|adt)\b/, 120],
  [/\b(?:mountain(?: standard| daylight)?(?: time)?|mst|mdt)\b/, -60],
  [/\b(?:pacific(?: standard| daylight)?(?: time)?|pst|pdt|west coast time)\b/, -120],
];
// The visitor saying where they are ("I'm in", "estoy en", "anh đang ở") before one of `places` (a regex alternation).
const HERE = String.raw`\b(?:i m|im|i am|we re|we are|i live|we live|estoy|estamos|vivo|vivimos|(?:anh|chi|em|toi|minh|tui|co|chu)(?: dang)?) (?:in|en|o|tai) `;
const saidToBeIn = (places: string): RegExp => new RegExp(String.raw`${HERE}(?:${places})\b`, "u");
// A clock named by its own name, anywhere in the message: "in Beijing time", "北京时间", "giờ Việt Nam", "hora de España".
// Standard time against Houston's Central Standard Time, as the hours are written.
const NAMED_CLOCKS: [RegExp, number][] = [
  [/北京时间|中国时间|国内时间|台湾时间|香港时间|\b(?:beijing|china|taiwan|hong kong|manila|philippine|philippines) time\b|\bgio (?:bac kinh|trung quoc)\b/u, 840],
  [/越南时间|\b(?:vietnam|viet nam) time\b|\bgio (?:viet nam|vn|o viet nam|ben viet nam|saigon|sai gon|ha noi)\b/u, 780],
  [/\bhora (?:de espana|espanola|peninsular|de madrid)\b|\b(?:spain|spanish|madrid|central european) time\b/u, 420],
  [/\b(?:eastern|east coast) time\b/u, 60],
  [/\b(?:pacific|west coast) time\b/u, -120],
  [/\bmountain time\b/u, -60],
  [/\batlantic time\b/u, 120],
  // A state or city said as where the visitor is ("I'm in California", "estoy en Nueva York", "anh đang ở California"), not
  // where their clients are ("my investors are out in California"); not a city sharing a name with a place around
  // Houston (Denver Harbor, Portland on the coast).
  [saidToBeIn("california|oregon|nevada|washington state|los angeles|san francisco|san diego|seattle|las vegas"), -120],
  [saidToBeIn("colorado|utah|arizona|new mexico|nuevo mexico|salt lake city|albuquerque"), -60],
  [saidToBeIn("new york|nueva york|florida|georgia|the carolinas|north carolina|south carolina|virginia|ohio|michigan|pennsylvania|new jersey|massachusetts|miami|atlanta|boston|orlando"), 60],
];
const ZONE_SAID = /\b(?:i m|im|i am|we re|we are|were|i live|we live|based|located|i m based|living) (?:on|in) (?:the )?(\w+(?: \w+){0,2})|\b(?:on|in|by) (\w+(?: \w+)?) time\b|\b(?:my|our) time ?zone is (\w+(?: \w+)?)/;

/** The difference the message states between the visitor's clock and Houston's, in minutes (ahead is +). */
export function statedClockOffset(message: string): number | null {
  const text = foldForRules(message);
  for (const rule of RULES) {
    const m = rule.re.exec(text);
    if (!m) continue;
    const minutes = minutesOf(m[1] ?? "", Boolean(m[2]) || /\bruoi\b/.test(m[0]));
    if (minutes !== null) return rule.sign * minutes;
  }
  for (const rule of ZH_RULES) {
    const m = rule.re.exec(message);
    if (!m) continue;
    const minutes = minutesOf(m[1] ?? "", Boolean(m[2]));
    if (minutes !== null) return rule.sign * minutes;
  }
  for (const [re, minutes] of NAMED_CLOCKS) if (re.test(text)) return minutes;
  const zone = ZONE_SAID.exec(text);
  const named = zone ? (zone[1] ?? zone[2] ?? zone[3] ?? "") : "";
  for (const [re, minutes] of ZONES) if (named && re.test(named)) return minutes;
  return null;
}

// "in my time", "my time", "hora de aquí", "giờ bên này", "我们这边几点": the visitor's clock named.
const OWN_CLOCK = new RegExp(
  [
    String.raw`\b(?:my|our) (?:time|clock|time ?zone|local time|end)\b|\bin my (?:time|zone)\b|\bwhere (?:i am|we are|i m|we re)\b|\blocal time\b`,
    String.raw`\bhora (?:de )?(?:aqui|aca|local|mia|nuestra)\b|\b(?:mi|nuestra) hora\b|\bde (?:aqui|aca)\b|\bhorario (?:de )?(?:aqui|aca|local)\b|\b(?:aqui|aca) (?:seria|serian|son|es|sera|seran)\b`,
    String.raw`\bgio (?:(?:sang|chieu|toi|trua) )?(?:ben nay|o day|o nha|cua (?:chi|anh|em|minh|toi|tui|co|chu|di|bac)|ben (?:chi|anh|minh|toi|tui|co|chu|di|bac))\b|\b(?:ben nay|o day) (?:la |luc )?(?:may gio|luc nao)\b|\btheo gio (?:ben nay|o day|cua (?:chi|anh|minh|toi|tui))\b`,
    "我们这边|我这边|我们这里|我这里|我们这儿|我这儿|咱们这边|按我(?:们)?(?:这边)?的?(?:时间|钟点)|当地时间|我们的时间|我的时间|我们那边的时间",
  ].join("|"),
  "u",
);
// A time asked about: a question word or mark with a word of opening, closing, calling or the hour.
const TIME_ASKED = new RegExp(
  [
    String.raw`\b(?:what time|when|earliest|latest|how early|how late|open|opens|close|closes|shut|shuts|hours|start|finish|ring|call|would that be|is that|whats that|what is that)\b`,
    String.raw`\b(?:que hora|a que hora|hasta que hora|desde que hora|cuando|abr\w*|cierr\w*|horario|llam\w*|temprano|tarde|madrugada)\b`,
    String.raw`\b(?:may gio|luc nao|khi nao|mo cua|dong cua|gio lam|goi|nghi|con lam viec|lam viec)\b`,
    "几点|什么时候|开门|下班|上班|营业|打电话|打给|关门|收工",
  ].join("|"),
  "u",
);
const ASKS = /[?？¿]|\b(?:what|when|how|que|cuando|may|nao|khong)\b|几|吗|呢|什么/u;

/** The message asks what time something of ours is on the visitor's own clock. */
export function asksOnOwnClock(message: string): boolean {
  const text = foldForRules(message);
  const clockNamed = OWN_CLOCK.test(text) || NAMED_CLOCKS.some(([re]) => re.test(text));
  return clockNamed && TIME_ASKED.test(text) && ASKS.test(text);
}

const HOUR_WORD: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, "muoi mot": 11, "muoi hai": 12,
};
const LATE_PART = /^(?:pm|p m|in the afternoon|in the evening|at night|tonight|de la tarde|de la noche|en la tarde|en la noche|por la tarde|por la noche|chieu|toi|dem|下午|傍晚|晚上|夜里)$/;
const EARLY_PART = /^(?:am|a m|in the morning|de la manana|en la manana|por la manana|de la madrugada|sang|上午|早上|早晨|凌晨)$/;
const EN_HOUR = /\b(?:at|by|around|before|after|about|say|would|is|of|til|till|until|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|tomorrow|today) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::(\d{2}))?(?! ?(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|agents?|people|percent))(?: ?o ?clock)? ?(am|a m|pm|p m|in the morning|in the afternoon|in the evening|at night|tonight)?\b|\b(\d{1,2})(?::(\d{2}))? ?(am|a m|pm|p m)\b/;
const ES_HOUR = /\b(?:a las|las|a la|la) (\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?::(\d{2}))?(?: (de la (?:manana|tarde|noche|madrugada)|en la (?:manana|tarde|noche)|por la (?:manana|tarde|noche)))?\b/;
const VI_HOUR = /\b(\d{1,2}|muoi (?:mot|hai)|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi)(?::(\d{2}))? ?(?:gio|h)\b(?: (sang|trua|chieu|toi|dem))?/;
const ZH_HOUR = /(上午|早上|早晨|凌晨|中午|下午|傍晚|晚上|夜里)?(\d{1,2}|十[一二]?|[一两二三四五六七八九])(?:点|點)(半)?/u;

/** An hour of the day said with or without its part of the day ("9" alone is read as 9 in the morning, "3" as 3 in the afternoon). */
function hourOfDay(raw: string, part: string | undefined): number | null {
  const n = /^\d+$/.test(raw) ? Number(raw) : (HOUR_WORD[raw] ?? zhNumber(raw));
  if (n === null || !Number.isInteger(n) || n < 0 || n > 23) return null;
  if (n > 12) return n;
  if (part && LATE_PART.test(part)) return n === 12 ? 12 : n + 12;
  if (part && EARLY_PART.test(part)) return n === 12 ? 0 : n;
  if (part === "中午") return n <= 2 ? n + 12 : n;
  return n >= 7 && n <= 12 ? n : n + 12;
}

// Half hours said in words: "half past eight", "a las ocho y media", "8 giờ rưỡi", "八点半".
const HALF_PAST = /\bhalf past (\w+)/;
const Y_MEDIA = /\b(\w+) y media\b/;
const RUOI = /\b(\d{1,2}|\w+) (?:gio|h) ruoi\b/;

/** The time of day the visitor gave on their own clock ("tomorrow at 9 in the morning, my time"), in minutes after midnight. */
export function ownClockTime(message: string): number | null {
  let text = foldForRules(message);
  if (!OWN_CLOCK.test(text) && !NAMED_CLOCKS.some(([re]) => re.test(text))) return null;
  text = text.replace(HALF_PAST, "$1:30").replace(Y_MEDIA, "$1:30").replace(RUOI, "$1:30 gio");
  const at = (hour: number | null, minutes: string | undefined): number | null => (hour === null ? null : hour * 60 + Number(minutes ?? 0));
  const zh = ZH_HOUR.exec(message);
  if (zh) return at(hourOfDay(zh[2] ?? "", zh[1]), zh[3] ? "30" : undefined);
  const en = EN_HOUR.exec(text);
  if (en) return en[1] ? at(hourOfDay(en[1], en[3]), en[2]) : at(hourOfDay(en[4] ?? "", en[6]), en[5]);
  const es = ES_HOUR.exec(text);
  if (es) return at(hourOfDay(es[1] ?? "", es[3]), es[2]);
  const vi = VI_HOUR.exec(text);
  if (vi) return at(hourOfDay(vi[1] ?? "", vi[3]), vi[2]);
  return null;
}

/** The answers of a question asked on the visitor's clock: our hours, then the same hours on theirs (`asked`: a time
 * they gave, in minutes after midnight on their clock). */
export function clockAnswers(offset: number, asked: number | null): Answer[] {
  return [{ t: "entry", id: "hours" }, { t: "clock", offset, ...(asked !== null ? { asked } : {}) }];
}

const SHOWN_WITH_HOURS = new Set(["hours", "contact", "phone"]);
/** Answers that state our hours get the same hours on the visitor's clock, once it is known. */
export function withOwnClock(answers: readonly Answer[], offset: number | null): Answer[] {
  if (offset === null || answers.some((a) => a.t === "clock")) return [...answers];
  return answers.some((a) => a.t === "entry" && SHOWN_WITH_HOURS.has(a.id)) ? [...answers, { t: "clock", offset }] : [...answers];
}

// ---- Rendering ----

const RANGE = /(\d{1,2})(?::(\d{2}))?\s*([AP])\.?\s?M\.?\s*[-–—]+\s*(\d{1,2})(?::(\d{2}))?\s*([AP])\.?\s?M\.?/i;
/** The opening and closing of the hours setting, in minutes after midnight Houston time; null when it cannot be read. */
export function openingHours(hours: string): { open: number; close: number } | null {
  const m = RANGE.exec(hours);
  if (!m) return null;
  const at = (h: string, min: string | undefined, part: string): number => ((Number(h) % 12) + (part.toUpperCase() === "P" ? 12 : 0)) * 60 + Number(min ?? 0);
  const open = at(m[1] ?? "", m[2], m[3] ?? "A");
  const close = at(m[4] ?? "", m[5], m[6] ?? "P");
  return close > open ? { open, close } : null;
}

type Clock = { minutes: number; dayShift: number };
const shifted = (minutes: number, offset: number): Clock => {
  const total = minutes + offset;
  return { minutes: ((total % 1440) + 1440) % 1440, dayShift: Math.floor(total / 1440) };
};

const pad = (n: number): string => String(n).padStart(2, "0");
function enTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${pad(m)}` : ""} ${h < 12 ? "AM" : "PM"}`;
}
const h24 = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
function viTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = h < 11 ? "sáng" : h < 13 ? "trưa" : h < 18 ? "chiều" : h < 22 ? "tối" : "đêm";
  return `${h % 12 === 0 ? 12 : h % 12} giờ${m ? ` ${m}` : ""} ${part} (${h24(minutes)})`;
}
function zhTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = h < 5 ? "凌晨" : h < 9 ? "早上" : h < 12 ? "上午" : h < 13 ? "中午" : h < 18 ? "下午" : "晚上";
  return `${part}${h % 12 === 0 ? 12 : h % 12}点${m ? (m === 30 ? "半" : `${m}分`) : ""}`;
}

type Words = {
  time: (minutes: number) => string;
  span: (from: string, to: string, nextDay: boolean, offset: string) => string;
  offset: (hours: string, ahead: boolean) => string;
  asked: (theirs: string, ours: string, where: "before" | "inside" | "after") => string;
};
const hoursText = (offset: number): string => String(Math.abs(offset) / 60).replace(".5", ",5");
const WORDS: Record<Language, Words> = {
  en: {
    time: enTime,
    offset: (h, ahead) => `${h.replace(",", ".")} ${h === "1" ? "hour" : "hours"} ${ahead ? "ahead of" : "behind"} Houston`,
    span: (from, to, next, off) => `On your clock (${off}) that's ${from} to ${to}${next ? " the next day" : ""}.`,
    asked: (theirs, ours, where) => `${theirs} your time is ${ours} in Houston, ${where === "inside" ? "within our hours" : where === "before" ? "before our team starts" : "after our team has finished for the day"}.`,
  },
  es: {
    time: h24,
    offset: (h, ahead) => `${h} ${h === "1" ? "hora" : "horas"} ${ahead ? "por delante de" : "por detrás de"} Houston`,
    span: (from, to, next, off) => `En su hora (${off}) eso es de ${from} a ${to}${next ? " del día siguiente" : ""}.`,
    asked: (theirs, ours, where) => `Las ${theirs} de su hora son las ${ours} en Houston, ${where === "inside" ? "dentro de nuestro horario" : where === "before" ? "antes de que empiece nuestro equipo" : "cuando nuestro equipo ya terminó el día"}.`,
  },
  vi: {
    time: viTime,
    offset: (h, ahead) => `${ahead ? "đi trước" : "đi sau"} Houston ${h} tiếng`,
    span: (from, to, next, off) => `Theo giờ của bạn (${off}), tức là từ ${from} đến ${to}${next ? " hôm sau" : ""}.`,
    asked: (theirs, ours, where) => `${theirs} giờ của bạn là ${ours} ở Houston, ${where === "inside" ? "trong giờ làm việc của chúng tôi" : where === "before" ? "trước giờ đội ngũ bắt đầu làm việc" : "sau giờ đội ngũ đã nghỉ"}.`,
  },
  zh: {
    time: zhTime,
    offset: (h, ahead) => `比休斯顿${ahead ? "快" : "慢"}${h}小时`,
    span: (from, to, next, off) => `按您那边的时间（${off}），就是${from}到${next ? "第二天" : ""}${to}。`,
    asked: (theirs, ours, where) => `您那边的${theirs}是休斯顿的${ours}，${where === "inside" ? "在我们的工作时间内" : where === "before" ? "我们团队还没上班" : "我们团队已经下班了"}。`,
  },
};

/** Our hours on the visitor's clock (and the time they gave, minutes after midnight, on ours), in `language`; null when the hours cannot be read. */
export function clockText(language: Language, f: SiteFacts, offset: number, asked?: number): string | null {
  const hours = openingHours(f.hours);
  if (!hours) return null;
  const w = WORDS[language];
  const from = shifted(hours.open, offset);
  const to = shifted(hours.close, offset);
  const lines = [w.span(w.time(from.minutes), w.time(to.minutes), to.dayShift > from.dayShift, w.offset(hoursText(offset), offset > 0))];
  if (asked !== undefined) {
    const ours = shifted(asked, -offset).minutes;
    const where = ours < hours.open ? "before" : ours >= hours.close ? "after" : "inside";
    lines.push(w.asked(w.time(asked), w.time(ours), where));
  }
  return lines.join(language === "zh" ? "" : " ");
}
