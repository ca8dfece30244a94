import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, fieldErrors } from "#common/lib/api-error.ts";
import { findNul, nulError } from "./nul.ts";
import { parseRecordId } from "#common/lib/record-id.ts";
import { rejectBrokenText } from "./text-input.ts";

export type ParseOptions = {
  /**
   * The 400's message: "summary" names the fields to check ("Please check: email, phone"), "first-field" is the
   * first field's own message (for a client that shows one sentence, such as the chat widget).
   */
  message?: "summary" | "first-field";
};

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, opts: ParseOptions = {}): z.infer<S> {
  // Page form posts and services called outside the API come here without passing the API's body check.
  const nulField = findNul(value);
  if (nulField !== null) throw nulError(nulField);
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const fields = Object.keys(errors).filter((k) => k !== "_");
    const summary = fields.length ? `Please check: ${fields.join(", ")}` : (errors._ ?? "Invalid request");
    const message = opts.message === "first-field" ? (Object.values(errors)[0] ?? "Invalid request") : summary;
    throw new ApiError(400, message, { errors });
  }
  // Checked after parsing: what would be stored, with the lone surrogates the schema replaced already gone.
  rejectBrokenText(result.data, opts);
  return result.data;
}

/** The request's JSON body as sent (an empty body reads as `{}`); a malformed body is a 400, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "The request body is not valid JSON");
  }
}

/** Reads a JSON body and validates it with the route's shared schema. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, opts: ParseOptions = {}): Promise<z.infer<S>> {
  return parseOrThrow(schema, await readJsonBody(c), opts);
}

/** A path's id ("/contacts/42"): anything that is not one of our ids (1…2^31 − 1, digits only) names nothing, a 404. */
export function parseId(raw: string | undefined, what = "Item"): number {
  const id = parseRecordId(raw);
  if (id === null) throw new ApiError(404, `${what} not found`);
  return id;
}
