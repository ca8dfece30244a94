import { ApiError } from "./errors.ts";
import { findLoneSurrogate } from "#common/lib/well-formed-text.ts";
import type { ParseOptions } from "./validate.ts";

const FIELD_MESSAGE = "This field holds half of a character (a lone UTF-16 surrogate): please retype it";

/**
 * Validated input holding a lone UTF-16 surrogate is refused, naming the field: PostgreSQL fails on it in a JSON
 * column and alters it in a text one. Schemas of values nobody retypes (analytics events, first touch) replace it
 * with U+FFFD themselves, so those arrive clean.
 */
export function rejectBrokenText(value: unknown, opts: ParseOptions = {}): void {
  const field = findLoneSurrogate(value);
  if (field === null) return;
  const message = opts.message === "first-field" ? FIELD_MESSAGE : `The field "${field}" holds half of a character (a lone UTF-16 surrogate): please retype it`;
  throw new ApiError(400, message, { errors: { [field]: FIELD_MESSAGE } });
}
