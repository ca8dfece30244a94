import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type FieldErrors } from "./errors.ts";
import { findNul, nulError } from "./nul.ts";

/** Per-field messages keyed by the dotted path; the first message of a field wins (it is the one the form shows). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // Page form posts and services called outside the API come here without passing the API's body check.
  const nulField = findNul(value);
  if (nulField !== null) throw nulError(nulField);
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const fields = Object.keys(errors).filter((k) => k !== "_");
    const message = fields.length ? `Please check: ${fields.join(", ")}` : (errors._ ?? "Invalid request");
    throw new ApiError(400, message, { errors });
  }
  return result.data;
}

/** Reads a JSON body and validates it; a malformed body is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  const text = await c.req.text();
  if (text.trim() === "") body = {};
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, "The request body is not valid JSON");
    }
  }
  return parseOrThrow(schema, body);
}

export function parseId(raw: string | undefined, what = "Item"): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, `${what} not found`);
  return id;
}
