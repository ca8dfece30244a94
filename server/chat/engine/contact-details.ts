// E-mail, phone and budget: the details a visitor types in a form-like way.

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;

// "yoli at cardenas dot example dot com", "ana arroba correo punto com", "lan a còng gmail chấm com", "wang 艾特 qq 点 com":
// an address read out in words. The last part must be a known ending, so "meet at noon" never reads as one.
// The name before "at" may be read out in parts too ("jo dot baker at …", "ana punto ruiz arroba …", "lan chấm vu a còng
// …", "li 点 na 艾特 …"): up to three words joined by "dot", the first of them opening the address.
const SAID_AT = String.raw`(?:\s+(?:at|arroba|a\s?c[oò]ng)\s+|\s*艾特\s*)`;
const SAID_DOT = String.raw`(?:\s+(?:dot|punto|ch[aấ]m)\s+|\s*点\s*)`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\w.'’])([a-z0-9][\w.+-]*(?:${SAID_DOT}[a-z0-9][\w+-]*){0,3})${SAID_AT}([a-z0-9][\w-]*(?:${SAID_DOT}[a-z0-9][\w-]*)*)${SAID_DOT}(com|net|org|edu|gov|io|co|us|info|biz|mx|vn|cn|ai)\b`,
  "i",
);

const joined = (words: string): string => words.split(new RegExp(SAID_DOT, "i")).join(".");
const spelledAddress = (local: string, domain: string, ending: string): string => `${joined(local)}@${joined(domain)}.${ending}`.toLowerCase();

export function extractEmail(message: string): string | undefined {
  const written = message.match(EMAIL)?.[0];
  if (written) return written.toLowerCase();
  const said = message.match(SPELLED_EMAIL);
  return said?.[1] && said[2] && said[3] ? spelledAddress(said[1], said[2], said[3]) : undefined;
}

/** The message with an address read out in words written as one, so the readers of names see the detail it gives. */
export function withSpelledEmailWritten(message: string): string {
  if (EMAIL.test(message)) return message;
  return message.replace(SPELLED_EMAIL, (_said, local: string, domain: string, ending: string) => spelledAddress(local, domain, ending));
}

// "713 - 555 - 01 - 93", "281 555 01 48": a number read out in groups, ten digits (eleven with the leading 1) in all.
const GROUPED_PHONE = /(?<![\d$,.])(?:\+?1\s*[-.]?\s*)?\(?\d{2,4}\)?(?:\s*[-.]\s*|\s+)\d{2,4}(?:(?:\s*[-.]\s*|\s+)\d{2,4}){1,3}(?![\d,.]?\d)/;

export function extractPhone(message: string): string | undefined {
  const plain = message.replace(EMAIL, " ");
  const grouped = plain.match(GROUPED_PHONE)?.[0];
  const match = plain.match(PHONE) ?? (grouped && /^1?\d{10}$/.test(grouped.replace(/\D/g, "")) ? [grouped] : null);
  if (!match) return undefined;
  let digits = match[0].replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `+${digits}`;
}

const BUDGET_WORDS = /\b(budget|presupuesto|spend|invest|afford|gastar|invertir|pagar|pay)\b/i;
// "$5k", "$5,000", "5000 dollars", "5 mil dólares", "3000 a month", each with an optional period.
const AMOUNT = /(?:us)?\$\s?(\d[\d,.]*)\s?(k|mil)?\b|\b(\d[\d,.]*)\s?(k|mil)?\b/i;
const PERIOD = /\b(?:a|per|\/|al|por|each|cada)?\s*(month|mo|mes|monthly|mensual(?:es)?|year|yr|a[nñ]o|annual|anual)\b/i;

function toNumber(raw: string, multiplier: string | undefined): number | undefined {
  // "5,000" and "5.000" are thousands; "2.5k" is a decimal.
  const cleaned = /[.,]\d{3}\b/.test(raw) ? raw.replace(/[.,]/g, "") : raw.replace(/,/g, "");
  const value = Number.parseFloat(cleaned);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return multiplier ? value * 1000 : value;
}

export function extractBudget(message: string): string | undefined {
  if (!BUDGET_WORDS.test(message)) return undefined;
  const text = message.replace(EMAIL, " ").replace(PHONE, " ");
  const keyword = text.search(BUDGET_WORDS);
  const match = AMOUNT.exec(text.slice(keyword));
  if (!match) return undefined;
  const amount = toNumber(match[1] ?? match[3] ?? "", match[2] ?? match[4]);
  if (amount === undefined || amount < 50) return undefined;
  const after = text.slice(keyword + match.index + match[0].length, keyword + match.index + match[0].length + 20);
  const period = (match[0] + after).match(PERIOD)?.[1]?.toLowerCase();
  const suffix = period === undefined ? "" : /^(year|yr|a[nñ]o|annual|anual)$/.test(period) ? "/year" : "/month";
  return `$${amount.toLocaleString("en-US", { maximumFractionDigits: 0 })}${suffix}`;
}
