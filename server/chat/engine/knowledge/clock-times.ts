import { foldAccents } from "../text.ts";

// A time of day asked ("at 5pm", "a las 5 de la tarde", "lúc 5 giờ chiều", "下午5点") is found in a passage that gives
// that time or a range holding it ("between about 4 and 7 p.m.", "8 AM - 6 PM"): both sides carry one word per hour
// ("clockh17"), which the question holds as one group and a sentence holds for every hour of its range.

const token = (hour: number): string => `clockh${hour}`;

const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
function number(raw: string): number {
  if (/^\d+$/.test(raw)) return Number(raw);
  // 十一 = 11, 十二 = 12, 九 = 9
  if (raw.startsWith("十")) return 10 + (CHINESE_DIGITS[raw.slice(1)] ?? 0);
  return CHINESE_DIGITS[raw] ?? NaN;
}

// Whether an hour of the clock is in the afternoon or evening, or the morning, by the word said with it.
const LATE = /^(?:p\.?\s?m\.?|tarde|noche|chieu|toi|dem|下午|傍晚|晚上|晚|夜里)$/;
const EARLY = /^(?:a\.?\s?m\.?|manana|madrugada|sang|上午|早上|早晨|凌晨)$/;
function hourOf(raw: string, part: string | undefined): number | null {
  const h = number(raw);
  if (!Number.isInteger(h) || h < 0 || h > 24) return null;
  const said = (part ?? "").trim().replace(/^(?:de|en|por) la /, "");
  if (LATE.test(said)) return h < 12 ? h + 12 : h;
  if (EARLY.test(said)) return h === 12 ? 0 : h;
  if (/^(?:trua|中午)$/.test(said)) return h <= 2 ? h + 12 : h;
  // An hour said alone is a time only on the 24-hour clock ("17h", "17:00"): "5" could be either, "24 giờ" is a span.
  return h >= 13 && h <= 23 ? h : null;
}

const NUM = String.raw`(\d{1,2}|[一二两三四五六七八九十]{1,3})`;
const MIN = String.raw`(?:[:.h]\d{2}|\s?h(?!\w)|\s?gio(?:\s\d{1,2}(?:\sphut)?)?|\s?[点點时時](?:\d{1,2}分|半)?)?`;
const PART = String.raw`(p\.?\s?m\.?|a\.?\s?m\.?|(?:de la |en la |por la )?(?:tarde|noche|manana|madrugada)|sang|trua|chieu|toi|dem)`;
const ZH_PART = "(上午|早上|早晨|凌晨|中午|下午|傍晚|晚上|晚|夜里)";
const JOIN = String.raw`\s*(?:-|–|—|to|and|until|till|through|a|y|hasta|den|toi|~|到|至)\s*(?:las?\s)?`;
// "between about 4 and 7 p.m.", "de 4 a 7 de la tarde", "từ 4 đến 7 giờ chiều", "下午4点到7点", "8 AM - 6 PM".
const RANGE = new RegExp(String.raw`${ZH_PART}?\s*${NUM}${MIN}\s*${PART}?${JOIN}${ZH_PART}?\s*${NUM}${MIN}\s*${PART}?(?![\w])`, "gu");
// "at 5pm", "a las 5 de la tarde", "lúc 5 giờ chiều", "下午5点", "17h".
const SINGLE = new RegExp(String.raw`${ZH_PART}?\s*${NUM}${MIN}\s*${PART}?(?![\w])`, "gu");
// A number of minutes, hours or days is a span, not a time ("24 giờ", "15 minutes"); a Chinese hour needs 点.
const SPAN_AFTER = /^\s*(?:minutes?|mins?|hours?|hrs?|days?|minutos?|horas?|dias?|phut|ngay|tieng|分钟|小时|天)/;

type Found = { hours: number[]; start: number; end: number };

function findTimes(text: string): Found[] {
  const folded = foldAccents(text.toLowerCase());
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const free = (a: number, b: number): boolean => taken.every(([s, e]) => b <= s || a >= e);
  for (const m of folded.matchAll(RANGE)) {
    const [whole, zhStart, a = "", aPart, zhEnd, b = "", bPart] = m;
    const at = m.index ?? 0;
    if (SPAN_AFTER.test(folded.slice(at + whole.length))) continue;
    const endPart = bPart ?? zhEnd ?? zhStart;
    const end = hourOf(b, endPart);
    // The part of day said once ("4 and 7 p.m.", "下午4点到7点") holds for both ends, unless that puts the start after the end.
    const own = aPart ?? zhStart;
    let start = hourOf(a, own ?? endPart);
    if (start !== null && end !== null && start > end && !own) start = hourOf(a, "am");
    if (start === null || end === null || start > end || end - start > 14) continue;
    found.push({ hours: Array.from({ length: end - start + 1 }, (_, k) => start + k), start: at, end: at + whole.length });
    taken.push([at, at + whole.length]);
  }
  for (const m of folded.matchAll(SINGLE)) {
    const at = m.index ?? 0;
    const whole = m[0];
    if (!free(at, at + whole.length) || SPAN_AFTER.test(folded.slice(at + whole.length))) continue;
    const zh = /[点點时時]/.test(whole);
    // A bare number is no time; one with a Chinese hour word, a part of the day, "h" or ":mm" may be.
    if (!zh && !m[3] && !/[:.h]\d{2}|\dh(?!\w)|gio/.test(whole)) continue;
    const hour = hourOf(m[2] ?? "", m[3] ?? m[1] ?? (zh && m[1] === undefined ? undefined : m[1]));
    if (hour === null) continue;
    found.push({ hours: [hour], start: at, end: at + whole.length });
  }
  return found;
}

// "Heading west on I-10 in the morning and back east in the evening": a part of the day named without an hour answers
// "what time…?" asked without one ("¿a qué hora conviene…?"), not a given hour ("at 5 p.m.": the hours say that).
const DAY_PART = /\b(?:in the (?:morning|afternoon|evening)|mornings|evenings|at night|overnight|early (?:morning|afternoon|evening)|late (?:morning|afternoon|evening|at night)|por la (?:manana|tarde|noche)|en la (?:manana|tarde|noche)|de madrugada|buoi (?:sang|chieu|toi)|ban dem)\b|早上|上午|下午|傍晚|晚上|夜里/u;
/** The word a sentence naming a part of the day holds, for a time asked with no hour of its own. */
export const DAY_PART_WORD = "clockpart";

/** The hour words of the times and ranges of times `text` gives, for matching a time asked. */
export function clockWords(text: string): string[] {
  // A part of the day counts only where no hour is given: "下午4点到7点" gives its hours.
  const hours = /\d|[一二两三四五六七八九十]/.test(text) ? [...new Set(findTimes(text).flatMap((f) => f.hours.map(token)))] : [];
  return hours.length > 0 ? hours : DAY_PART.test(foldAccents(text.toLowerCase())) ? [DAY_PART_WORD] : [];
}

/** The question without its times of day, and the hour words they ask (one group: any of them answers). */
// "at evening rush hour", "giờ tan tầm buổi chiều", "晚高峰": the evening rush asked without an hour is about 4 to 7 p.m.
// A rush hour said alone is that one too, as the traffic post's table has it, unless set outside it ("outside rush
// hour", "when it's not rush hour", "fuera de la hora pico", "ngoài giờ cao điểm", "不是高峰期").
const EVENING_RUSH = /\b(?:(?:(?:evening|afternoon) )?rush(?: hour)?|rush hour in the (?:afternoon|evening)|horas? (?:pico|punta)(?: de la tarde| de la noche| de salida)?|(?:gio )?tan tam(?: buoi (?:chieu|toi))?|gio cao diem(?: buoi (?:chieu|toi))?)\b|晚高峰|下班高峰|高峰期|高峰时段|高峰/;
const OUTSIDE_IT = /(?:\b(?:outside|outside of|after|before|fuera de|antes de|despues de|ngoai|truoc|sau|not|no es|isn ?t|khong phai|tranh|avoid\w*|evit\w*)\s+(?:(?:at|during|in|en)\s+)?(?:(?:the|la|el|it s|its|gio)\s+)?|非|不是|避开|错开|避过)$/;
export function clockAsked(query: string): { rest: string; hours: string[] } {
  const folded = foldAccents(query.toLowerCase());
  const found = /\d|[一二两三四五六七八九十]/.test(query) ? findTimes(query) : [];
  const rush = found.length === 0 ? EVENING_RUSH.exec(folded) : null;
  if (rush && !OUTSIDE_IT.test(folded.slice(Math.max(0, rush.index - 24), rush.index))) return { rest: folded, hours: [16, 17, 18, 19].map(token) };
  if (found.length === 0) return { rest: folded, hours: [] };
  let rest = folded;
  for (const f of [...found].sort((a, b) => b.start - a.start)) rest = `${rest.slice(0, f.start)} ${rest.slice(f.end)}`;
  return { rest, hours: [...new Set(found.flatMap((f) => f.hours.map(token)))] };
}
