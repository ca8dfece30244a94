// The one error shape of the API (`{message, errors?}`), shared by the server that answers it and the
// pages that read it. Browser-safe.
import { z } from "./zod.ts";

/** Per-field messages keyed by the field's dotted path ("_" for the body as a whole); the first message of a field wins. */
export type FieldErrors = Record<string, string>;

/** The body of every failed API answer (the OpenAPI document's ApiError). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  /** Per-field messages keyed by the field's dotted path. */
  errors: z.record(z.string(), z.string()).optional(),
  /** A machine-readable reason the client acts on (e.g. "password_change_required"). */
  code: z.string().optional(),
  /** What the client needs to act on `code` (e.g. the existing contact's id of "duplicate_email"). */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Only on a 500: the id the server's log line carries. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = Omit<z.infer<typeof apiErrorBodySchema>, "requestId">;

// The server's source and the page build each load their own copy of this module, so `instanceof` cannot tell an
// ApiError thrown by a service to a page's action: a registry symbol can.
const BRAND = Symbol.for("bayou-city-ai.api-error");

/** An expected failure: answered with its status as `{message, errors?}`; anything else is a logged 500. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly code?: string;
  readonly details?: Record<string, string | number>;
  readonly [BRAND] = true;

  constructor(
    status: number,
    message: string,
    opts: { errors?: FieldErrors; headers?: Record<string, string>; code?: string; details?: Record<string, string | number> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
    this.code = opts.code;
    this.details = opts.details;
  }

  get body(): ApiErrorBody {
    return {
      message: this.message,
      ...(this.errors && { errors: this.errors }),
      ...(this.code && { code: this.code }),
      ...(this.details && { details: this.details }),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

/** The first message per field of a failed zod parse, keyed as the API's `errors` map is. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}

/** A failed answer's body when it has the API's shape (`message` text, `errors` a map of texts), else null. */
export function readApiErrorBody(value: unknown): Partial<ApiErrorBody> | null {
  if (!value || typeof value !== "object") return null;
  const { message, errors, code, details } = value as { message?: unknown; errors?: unknown; code?: unknown; details?: unknown };
  const body: Partial<ApiErrorBody> = {};
  if (typeof message === "string") body.message = message;
  if (typeof code === "string") body.code = code;
  if (details && typeof details === "object" && !Array.isArray(details)) {
    body.details = Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string | number] => ["string", "number"].includes(typeof entry[1])));
  }
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    body.errors = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  return body;
}
