import type { z } from "zod";
import { ApiRequestError, errorMessage } from "../../lib/api.ts";

export type FieldErrors = Record<string, string>;

/** The first message per field, as the server's `errors` map has it. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}

/** What a failed save tells the form: the server's per-field messages and its message for the toast. */
export function saveFailure(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  const fields = error instanceof ApiRequestError ? (error.body?.errors ?? {}) : {};
  return { fields, message: errorMessage(error, fallback) };
}
