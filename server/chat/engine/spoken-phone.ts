import { foldAccents } from "./text.ts";

// A phone number read out digit by digit ("eight three two five five five …", "ocho tres dos …", "tám ba hai …",
// "八三二五五五零一五八", "幺"): voice typing and careful visitors write it in words. It is written back as digits only
// when the run of digit words holds a whole number (ten digits, or eleven with the leading 1), so "two or three
// agents" or "一两个" never become one.

const DIGIT_WORDS: Record<string, string> = {
  // English ("oh" and "o" read as zero)
  zero: "0", oh: "0", o: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9",
  // Spanish
  cero: "0", uno: "1", dos: "2", tres: "3", cuatro: "4", cinco: "5", seis: "6", siete: "7", ocho: "8", nueve: "9",
  // Vietnamese, accent-folded ("không", "một", "bốn"/"tư", "năm", "sáu", "bảy"/"bẩy", "tám", "chín"; "linh" is zero too)
  khong: "0", linh: "0", mot: "1", hai: "2", ba: "3", bon: "4", tu: "4", nam: "5", sau: "6", bay: "7", tam: "8", chin: "9",
};
// "double five", "triple cinco": a digit said twice or three times.
const REPEATS: Record<string, number> = { double: 2, doble: 2, triple: 3 };
const HAN_DIGITS: Record<string, string> = { 零: "0", 〇: "0", "○": "0", 一: "1", 幺: "1", 二: "2", 两: "2", 兩: "2", 三: "3", 四: "4", 五: "5", 六: "6", 七: "7", 八: "8", 九: "9" };

const wholeNumber = (digits: string): boolean => digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));

type Token = { start: number; end: number; digits: string | null; repeat: number; spoken: boolean };

function tokensOf(message: string): Token[] {
  const tokens: Token[] = [];
  for (const m of message.matchAll(/[\p{L}\p{M}]+|\d+/gu)) {
    const key = foldAccents(m[0].toLowerCase());
    const numeric = /^\d+$/.test(m[0]);
    const digits = numeric ? m[0] : (DIGIT_WORDS[key] ?? null);
    tokens.push({ start: m.index, end: m.index + m[0].length, digits, repeat: REPEATS[key] ?? 0, spoken: !numeric && digits !== null });
  }
  return tokens;
}

// Between two digits of one number: spaces, dashes, dots, commas, brackets; nothing else.
const SEPARATOR = /^[\s\-–.,()/]*$/;

type Piece = { start: number; end: number; digits: string; spoken: boolean };

/** Latin-script runs of digit words: each run's span and the digits it spells, when it ends in a whole number. */
function latinRuns(message: string): { start: number; end: number; digits: string }[] {
  const tokens = tokensOf(message);
  const runs: { start: number; end: number; digits: string }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const pieces: Piece[] = [];
    let j = i;
    while (j < tokens.length) {
      const t = tokens[j]!;
      if (j > i && !SEPARATOR.test(message.slice(tokens[j - 1]!.end, t.start))) break;
      const next = tokens[j + 1];
      if (t.repeat && next?.spoken && SEPARATOR.test(message.slice(t.end, next.start))) {
        pieces.push({ start: t.start, end: next.end, digits: next.digits!.repeat(t.repeat), spoken: true });
        j += 2;
        continue;
      }
      if (t.digits === null) break;
      pieces.push({ start: t.start, end: t.end, digits: t.digits, spoken: t.spoken });
      j++;
    }
    // "I have two, eight three two …": words before the number may join the run; the number is where it ends.
    for (let k = 0; k < pieces.length; k++) {
      const rest = pieces.slice(k);
      const digits = rest.map((p) => p.digits).join("");
      if (digits.length < 10) break;
      // Three words at least: a number typed in figures is read by the phone pattern as it is.
      if (rest.filter((p) => p.spoken).length >= 3 && wholeNumber(digits)) {
        runs.push({ start: rest[0]!.start, end: rest.at(-1)!.end, digits });
        break;
      }
    }
    i = j > i ? j : i + 1;
  }
  return runs;
}

const HAN_RUN = new RegExp(`[${Object.keys(HAN_DIGITS).join("")}\\d](?:[\\s\\-–、,，.]*[${Object.keys(HAN_DIGITS).join("")}\\d]){9,11}`, "gu");

/** The message with a phone number read out in digit words written in figures; anything else is left as typed. */
export function withSpokenPhoneWritten(message: string): string {
  let text = message.replace(HAN_RUN, (run) => {
    const digits = [...run].map((c) => HAN_DIGITS[c] ?? (/\d/.test(c) ? c : "")).join("");
    const spoken = [...run].filter((c) => c in HAN_DIGITS).length;
    return spoken >= 3 && wholeNumber(digits) ? digits : run;
  });
  for (const run of latinRuns(text).reverse()) text = `${text.slice(0, run.start)}${run.digits}${text.slice(run.end)}`;
  return text;
}
