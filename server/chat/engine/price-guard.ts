import { packagePricingInternal } from "../../content/internal-pricing.ts";
import type { Offerings } from "#common/content/offerings.ts";
import { foldAccents } from "./text.ts";

// The last line of defence for the pricing policy, used on every offline reply, by the evaluation and
// available for LLM output: a package figure must never reach a visitor, whatever produced the text.

const PACKAGE_WORDS = /\b(?:foundation|growth|enterprise|fundacion|crecimiento|empresarial|packages?|paquetes?|plans?|planes)\b/i;
// $497/month is also the 24/7 customer service agent's published price: it only counts next to a package.
const AMBIGUOUS_ADDON_CONTEXT = /\b(?:customer service|servicio al cliente|atencion al cliente|24\/7 agent|agente 24\/7)\b/i;

const AMOUNT = /(?:us)?\$\s?\d[\d,.]*(?:\s?(?:k|mil)\b)?|\b\d{1,3}(?:[.,]\d{3})+\b|\b\d+(?:[.,]\d+)?\s?(?:k|mil)\b|\b\d{3,6}\b/gi;

function amountValue(raw: string): number | undefined {
  const lower = raw.toLowerCase().replace(/us|\$|\s/g, "");
  const multiplier = /(?:k|mil)$/.test(lower) ? 1000 : 1;
  const digits = lower.replace(/(?:k|mil)$/, "");
  const cleaned = /[.,]\d{3}(?:$|[.,])/.test(digits) ? digits.replace(/[.,]/g, "") : digits.replace(/,/g, "");
  const value = Number.parseFloat(cleaned) * multiplier;
  return Number.isFinite(value) ? value : undefined;
}

function sentences(text: string): string[] {
  // URLs, e-mails and phone numbers carry digits that are not prices.
  const scrubbed = text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\/blog\/\S+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, " ");
  return foldAccents(scrubbed).split(/(?<=[.!?])\s+|\n+/);
}

function amountsIn(sentence: string): number[] {
  return Array.from(sentence.matchAll(AMOUNT), (m) => amountValue(m[0])).filter((v): v is number => v !== undefined);
}

/** Sentences of `text` that state a package's setup or monthly figure. Empty when the text is safe. */
export function findPackagePriceStatements(text: string): string[] {
  const figures = Object.values(packagePricingInternal).flatMap((p) => [p.setupUsd, p.monthlyUsd]);
  return sentences(text).filter((sentence) =>
    amountsIn(sentence).some((value) => {
      if (!figures.includes(value)) return false;
      if (value !== packagePricingInternal.foundation.monthlyUsd) return true;
      return PACKAGE_WORDS.test(sentence) && !AMBIGUOUS_ADDON_CONTEXT.test(sentence);
    }),
  );
}

/** Every dollar figure the Solutions page publishes: add-ons, setup fee ranges and bundles. */
export function publishedFigures(offerings: Offerings): Set<number> {
  const labels = [
    ...offerings.addOnServices.flatMap((a) => [a.price, a.setup ?? ""]),
    ...offerings.setupAddOns.map((s) => s.feeRange),
    ...offerings.bundles.map((b) => b.price),
  ];
  return new Set(labels.flatMap((label) => amountsIn(label)));
}

/**
 * Dollar amounts in `text` that the site does not publish: an invented price if the text is a reply. A total of
 * published figures the same text states ("together $326/month" beside $197 and $129) is arithmetic, not invention.
 */
export function findUnpublishedFigures(text: string, offerings: Offerings): number[] {
  const published = publishedFigures(offerings);
  const dollars = sentences(text).flatMap((s) => Array.from(s.matchAll(/\$\s?\d[\d,.]*(?:\s?(?:k|mil)\b)?/gi), (m) => m[0]));
  const values = dollars.map((d) => amountValue(d)).filter((v): v is number => v !== undefined);
  // A published monthly price written times a count of months ("12 × $197/month") stands for its product.
  const products = Array.from(text.matchAll(/\b(\d{1,2})\s?[×x]\s?(\$\s?\d[\d,.]*)/g)).flatMap((m) => {
    const each = amountValue(m[2] ?? "");
    return each !== undefined && published.has(each) ? [Number(m[1]) * each] : [];
  });
  // Each published figure as often as it is shown: two add-ons at $197 make a $394 total.
  const shown = [...values.filter((v) => published.has(v)), ...products].slice(0, 12);
  const summed = values.filter((v) => published.has(v) || sumOf(v, shown) || products.includes(v));
  // A difference of two figures the text states or sums ("$4,964 against $3,864: $1,100 more") is arithmetic too.
  const known = [...shown, ...summed];
  return values.filter((v) => !summed.includes(v) && !known.some((a) => known.some((b) => a - b === v)));
}

/** Whether `total` is the sum of two or more of `parts` ("Voice AI $197 + Enhanced Messaging $129 = $326"). */
function sumOf(total: number, parts: readonly number[]): boolean {
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const picked = parts.filter((_, i) => (mask >> i) & 1);
    if (picked.length >= 2 && picked.reduce((a, b) => a + b, 0) === total) return true;
  }
  return false;
}
