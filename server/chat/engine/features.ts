import { normalizeForMatching, tokenize } from "./text.ts";

// Word features carry meaning; character n-grams inside each word make the model forgive typos
// ("pricng", "bundel") and Spanish inflections without a stemmer.
const MIN_GRAM = 3;
const MAX_GRAM = 5;

function charGrams(word: string, into: Set<string>): void {
  if (word.length === 1 && /\p{Script=Han}/u.test(word)) {
    into.add(`c:${word}`);
    return;
  }
  const padded = `^${word}$`;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= padded.length; i++) into.add(`c:${padded.slice(i, i + n)}`);
  }
}

export function extractFeatures(text: string): string[] {
  const tokens = tokenize(normalizeForMatching(text));
  const features = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    features.add(`w:${token}`);
    charGrams(token, features);
    const next = tokens[i + 1];
    if (next !== undefined) features.add(`b:${token}_${next}`);
  }
  if (tokens.length <= 2) features.add("len:short");
  return Array.from(features);
}
