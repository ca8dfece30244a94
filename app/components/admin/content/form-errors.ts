import { errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import type { FieldErrors } from "#common/lib/api-error.ts";

/** What a failed save tells the form: the server's per-field messages and its message for the toast. */
export function saveFailure(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  return { fields: fieldErrorsOf(error), message: errorMessage(error, fallback) };
}
