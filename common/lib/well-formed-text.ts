// A lone UTF-16 surrogate (half of a character such as an emoji, left by a cut or sent on purpose) is not text
// PostgreSQL can hold: in a jsonb value it fails the query, in a text column it turns silently into U+FFFD.
// Browser-safe: the public pages clean first-touch values with the same functions as the server.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
const MAX_DEPTH = 32;

export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/** The text with each lone surrogate replaced by U+FFFD (�), for values nobody retypes (analytics, first touch). */
export const wellFormed = (text: string) => text.replace(LONE_SURROGATES, "\uFFFD");

/** The dotted path ("tags.0", "props.label") of the first string or key holding a lone surrogate, or null. */
export function findLoneSurrogate(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return hasLoneSurrogate(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasLoneSurrogate(key)) return [...path, wellFormed(key)].join(".");
    const found = findLoneSurrogate(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
