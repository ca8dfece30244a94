// Numbers said in words ("二十分钟", "五十五", "hai mươi phút", "veinte minutos", "fifteen minutes") as the digits the
// site writes ("The 20-minute drive that takes 55", "Drive time + 15 minutes"), so a question says the number the
// passage holds. Only numbers that are plainly amounts: Chinese with 十/百/千 (十 alone before a unit of time; not
// 十一月, a month, nor 十分, "very"); Vietnamese tens ("hai mươi", "mười lăm"), not "mười" alone; English and Spanish
// from ten up.

const HAN_DIGIT: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const HAN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

function hanNumber(run: string): number | null {
  let total = 0;
  let digit: number | null = null;
  for (const ch of run) {
    if (ch in HAN_DIGIT) {
      if (digit !== null) return null; // "一二": not a number said this way
      digit = HAN_DIGIT[ch] ?? 0;
    } else {
      total += (digit ?? 1) * (HAN_UNIT[ch] ?? 0);
      digit = null;
    }
  }
  return total + (digit ?? 0);
}

const TIME_UNIT = "(?:分钟|分鐘|小时|小時|钟头|鐘頭|秒|天|周|週|星期|礼拜|禮拜|个月|個月|年|%)";
const HAN_RUN = new RegExp(`[零一二两三四五六七八九十百千]+(?=(${TIME_UNIT})?)`, "gu");

function chinese(text: string): string {
  return text.replace(HAN_RUN, (run: string, unit: string | undefined, at: number, all: string) => {
    const next = all.slice(at + run.length);
    // A digit alone ("两天", "三个") stays as written: the glossary reads those words.
    if (!/[十百千]/u.test(run) || !(run.length >= 2 || unit) || /^[月号號日]/u.test(next) || /^分(?![钟鐘])/u.test(next)) return run;
    const n = hanNumber(run);
    return n === null || n === 0 ? run : ` ${n} `;
  });
}

const VI_DIGIT: Record<string, number> = { mot: 1, mốt: 1, hai: 2, ba: 3, bon: 4, bốn: 4, tu: 4, tư: 4, nam: 5, năm: 5, lam: 5, lăm: 5, sau: 6, sáu: 6, bay: 7, bảy: 7, tam: 8, tám: 8, chin: 9, chín: 9 };
const VI_WORD = "(mot|mốt|hai|ba|bon|bốn|tu|tư|nam|năm|lam|lăm|sau|sáu|bay|bảy|tam|tám|chin|chín)";
// "hai mươi (lăm)", "mười lăm": a ten followed or led by a digit word.
const VI_TENS = new RegExp(`(?<!\\p{L})(?:${VI_WORD} (?:mươi|muoi)(?: ${VI_WORD})?|(?:mười|muoi) ${VI_WORD})(?!\\p{L})`, "giu");

function vietnamese(text: string): string {
  return text.replace(VI_TENS, (whole: string, tens?: string, ones?: string, teen?: string) => {
    const d = (w?: string): number => (w ? (VI_DIGIT[w.toLowerCase()] ?? 0) : 0);
    return String(tens ? d(tens) * 10 + d(ones) : 10 + d(teen));
  });
}

const LATIN_NUMBER: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
  veinte: 20, veintiuno: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
};
const LATIN_ONES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };
// Spanish "once" is also English "once": only before a unit of time is it eleven.
const LATIN = /\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veintiuno|veintidos|veintitres|veinticuatro|veinticinco|veintiseis|veintisiete|veintiocho|veintinueve|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:(?:-| y | )(one|two|three|four|five|six|seven|eight|nine|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?\b(?=( (?:minutes?|minutos?|hours?|horas?|days?|dias?|weeks?|semanas?|months?|meses|mes|years?|anos?|percent|por ciento)\b)?)/g;

// Vietnamese "tên" (name) folds to "ten": "ghi tên sàn", "tên công ty" name something, they count nothing.
const VI_NAME_BEFORE = /\b(?:ghi|dat|doi|de|co|ho|theo|nho|hoi|biet|ky|xung|cai)\s$/;
const VI_NAME_AFTER = /^\s(?:san|cong ty|khach|la|cua|minh|toi|tui|em|nha|goi|day du|that|rieng|nguoi|moi gioi)\b/;

function latin(text: string): string {
  return text.replace(LATIN, (whole: string, tens: string, ones: string | undefined, unit: string | undefined, at: number, all: string) => {
    if (tens === "once" && !unit) return whole;
    if (tens === "ten" && !unit && !ones && (VI_NAME_BEFORE.test(all.slice(Math.max(0, at - 8), at)) || VI_NAME_AFTER.test(all.slice(at + 3)))) return whole;
    const n = (LATIN_NUMBER[tens] ?? 0) + (tens.endsWith("ty") || tens.endsWith("nta") || tens === "veinte" ? (ones ? (LATIN_ONES[ones] ?? 0) : 0) : 0);
    return ones && n === LATIN_NUMBER[tens] ? `${n} ${ones}` : String(n);
  });
}

// "twenty-eight agents", "veintiocho agentes", "treinta y cinco": a ten and its ones (or Spanish's one-word twenties),
// so a count said in words is not read by its last word alone ("eight agents").
const VEINTI: Record<string, number> = { veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29 };
const COMPOUND = /\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:-| y | )(one|two|three|four|five|six|seven|eight|nine|uno|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)|(veintiuno|veintiun|veintidos|veintitres|veinticuatro|veinticinco|veintiseis|veintisiete|veintiocho|veintinueve))\b/g;

/** The text (folded) with its compound numbers in words ("twenty-eight", "veintiocho", "treinta y cinco") as digits. */
export function compoundNumbersAsDigits(text: string): string {
  return text.replace(COMPOUND, (whole: string, tens?: string, ones?: string, veinti?: string) => {
    if (veinti) return String(VEINTI[veinti] ?? whole);
    const ten = LATIN_NUMBER[tens ?? ""] ?? 0;
    const one = LATIN_ONES[ones === "un" || ones === "una" ? "uno" : (ones ?? "")] ?? 0;
    // English tens take English ones and Spanish tens Spanish ones ("forty dos" is no number).
    const english = /ty$/.test(tens ?? "");
    const englishOne = /^(?:one|two|three|four|five|six|seven|eight|nine)$/.test(ones ?? "");
    return english === englishOne && ten && one ? String(ten + one) : whole;
  });
}

/** The text with its numbers said in words written as digits (folded, lower-cased text; Vietnamese with or without accents). */
export function numbersAsDigits(text: string): string {
  return latin(vietnamese(chinese(text)));
}
