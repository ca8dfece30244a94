import { detectLanguage } from "./language.ts";
import type { Language } from "./types.ts";

// A model reply may only state what it was given: every figure, price, link, phone number and e-mail address in it
// must appear in the site passages it was shown, the site's facts, or what the visitor said. Checked on the output,
// because a model asked not to invent a phone number sometimes does anyway.

export type GroundingProblemKind = "figure" | "price" | "link" | "phone" | "email" | "language";
export type GroundingProblem = { kind: GroundingProblemKind; value: string };

export type GroundingInput = {
  reply: string;
  /** The conversation's language, which the reply must be written in. */
  language: Language;
  /** Everything the reply may quote: the passages' text and urls, the site facts, the visitor's messages and details. */
  sources: readonly string[];
  /** Names that may appear in any language (company, offerings, posts, tools): left out of the language check. */
  names?: readonly string[];
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// CJK text often follows a link without a space: it is not part of it.
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`\u3000-\u9fff\uff00-\uffef]+/gi;
// A bare domain ("bayoucity.ai/pricing"): the usual endings only, so "e.g." or "v1.2" are not links.
const DOMAIN = /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|ai|io|co|us|info|biz|app|dev|site|online|xyz)\b(?:\/[^\s<>"'`]*)?/gi;
// A site path ("/blog/x", "/contact?bundle=y"); "24/7" and "and/or" are not paths because a letter or digit comes first.
const PATH = /(?<![\p{Script=Latin}\p{N}/.])\/[a-z0-9][a-z0-9\-._~/#?=&%]*/giu;
const PHONE = [
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
  /\+\d[\d\s.-]{7,}\d/g,
  /\b\d{10,11}\b/g,
  /\b\d{3}[\s.-]\d{4}\b/g,
];
const CURRENCY_WORDS = "dollars?|usd|d[oó]lares|美元|美金|đô la|đô";
const MONEY = new RegExp(`(?:US)?\\$\\s?\\d[\\d,.]*(?:\\s?(?:k|mil)\\b)?|\\d[\\d,.]*\\s?(?:${CURRENCY_WORDS})`, "giu");
const TIME = /\b(\d{1,2}):(\d{2})\b/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;
// "1. First step": a list's numbering is not a figure.
const LIST_MARKER = /^\s*\d{1,2}[.)]\s/gm;
const TRAILING = /[.,;:!?)\]}>'"”’»。，；：！？）]+$/u;

/** "1,500" and "1.500" are 1500, "4.9" stays 4.9, "$2k" is 2000. */
function canonicalNumber(raw: string): string {
  const lower = raw.toLowerCase();
  const thousands = /(?:k|mil)$/.test(lower.replace(new RegExp(`\\s*(?:${CURRENCY_WORDS})$`, "u"), "").trim()) ? 1000 : 1;
  const digits = lower.match(/\d[\d,.]*/)?.[0]?.replace(/[.,]+$/, "") ?? "";
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits);
  // "1,5" is one and a half in Spanish and Vietnamese.
  const decimal = grouped ? digits.replace(/[.,]/g, "") : /^\d+,\d{1,2}$/.test(digits) ? digits.replace(",", ".") : digits.replace(/,/g, "");
  const value = Number.parseFloat(decimal) * thousands;
  return Number.isFinite(value) ? String(value) : digits;
}

const digitsOf = (phone: string): string => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

function normalizeLink(link: string): string {
  return link
    .replace(TRAILING, "")
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
}

/** The link without its fragment or query: "/solutions#faq" grounds "/solutions". */
const linkBase = (link: string): string => link.replace(/[#?].*$/, "").replace(/\/+$/, "");

type Found = { emails: string[]; links: string[]; phones: string[]; prices: string[]; times: string[]; numbers: string[]; rest: string };

/** Takes the reply apart: each kind is removed once found, so a phone number's digits are not also "figures". */
function extract(text: string): Found {
  let rest = text.normalize("NFKC");
  const take = (pattern: RegExp): string[] => {
    const found: string[] = [];
    rest = rest.replace(pattern, (m) => {
      found.push(m);
      return " ";
    });
    return found;
  };
  const emails = take(EMAIL).map((e) => e.replace(TRAILING, "").toLowerCase());
  const links = [...take(URL), ...take(DOMAIN), ...take(PATH)].map(normalizeLink).filter(Boolean);
  const phones = PHONE.flatMap((p) => take(p)).map(digitsOf);
  const prices = take(MONEY).map(canonicalNumber);
  const times: string[] = [];
  rest = rest.replace(TIME, (_m, h: string, min: string) => {
    times.push(min === "00" ? String(Number(h)) : `${Number(h)}:${min}`);
    return " ";
  });
  rest = rest.replace(LIST_MARKER, " ");
  const numbers = take(NUMBER).map(canonicalNumber);
  return { emails, links, phones, prices, times, numbers, rest };
}

const MONTHS = [
  ["january", "enero"], ["february", "febrero"], ["march", "marzo"], ["april", "abril"], ["may", "mayo"], ["june", "junio"],
  ["july", "julio"], ["august", "agosto"], ["september", "septiembre"], ["october", "octubre"], ["november", "noviembre"], ["december", "diciembre"],
];
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s?(a\.?m\.?|p\.?m\.?)/gi;

/**
 * Numbers a translation writes for words of the source: "June 1" is "ngày 1 tháng 6" and "6月1日", "Monday - Friday"
 * is "Thứ 2 - Thứ 6", "6 PM" is "18:00".
 */
function translatedNumbers(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  MONTHS.forEach((names, i) => {
    if (names.some((n) => new RegExp(`\\b${n}\\b`).test(lower))) out.push(String(i + 1));
  });
  WEEKDAYS.forEach((day, i) => {
    if (lower.includes(day)) out.push(String(i + 1), String(i + 2));
  });
  for (const m of lower.matchAll(CLOCK)) {
    const hour = Number(m[1]);
    if (m[3]?.startsWith("p") && hour < 12) out.push(String(hour + 12));
    if (m[3]?.startsWith("a") && hour === 12) out.push("0");
  }
  return out;
}

type Allowed = { emails: Set<string>; links: Set<string>; phones: string[]; numbers: Set<string> };

function allowedFrom(sources: readonly string[]): Allowed {
  const found = sources.map(extract);
  const links = new Set<string>();
  for (const link of found.flatMap((f) => f.links)) {
    links.add(link);
    links.add(linkBase(link));
  }
  const numbers = new Set<string>();
  for (const f of found) for (const n of [...f.prices, ...f.times, ...f.numbers]) numbers.add(n);
  for (const n of sources.flatMap(translatedNumbers)) numbers.add(n);
  // "9:30" in a source also grounds its hour, as "9 AM" grounds "9:00".
  for (const t of found.flatMap((f) => f.times)) numbers.add(t.split(":")[0] ?? t);
  return { emails: new Set(found.flatMap((f) => f.emails)), links, phones: found.flatMap((f) => f.phones), numbers };
}

function linkGrounded(link: string, allowed: Allowed): boolean {
  return allowed.links.has(link) || allowed.links.has(linkBase(link));
}

function phoneGrounded(digits: string, allowed: Allowed): boolean {
  // A local form ("555-0177") of a listed number is the same number.
  return allowed.phones.some((p) => p === digits || (digits.length >= 7 && p.endsWith(digits)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The language the reply is written in, judged without the names and links that read the same in every language. */
function replyLanguage(rest: string, names: readonly string[], expected: Language): Language {
  let text = rest;
  for (const name of [...names].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(escapeRegExp(name.normalize("NFKC")), "gi"), " ");
  }
  // An undecided reply ("OK!") counts as the conversation's language.
  return detectLanguage(text, expected);
}

/** What in `reply` is not grounded in `sources`, or not in the conversation's language. Empty when the reply may be sent. */
export function findUngrounded(input: GroundingInput): GroundingProblem[] {
  const reply = extract(input.reply);
  const allowed = allowedFrom(input.sources);
  const problems: GroundingProblem[] = [];
  for (const email of reply.emails) if (!allowed.emails.has(email)) problems.push({ kind: "email", value: email });
  for (const link of reply.links) if (!linkGrounded(link, allowed)) problems.push({ kind: "link", value: link });
  for (const phone of reply.phones) if (!phoneGrounded(phone, allowed)) problems.push({ kind: "phone", value: phone });
  for (const price of reply.prices) if (!allowed.numbers.has(price)) problems.push({ kind: "price", value: price });
  for (const figure of [...reply.times, ...reply.numbers]) if (!allowed.numbers.has(figure)) problems.push({ kind: "figure", value: figure });
  const written = replyLanguage(reply.rest, input.names ?? [], input.language);
  if (written !== input.language) problems.push({ kind: "language", value: written });
  return problems;
}
