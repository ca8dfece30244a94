import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string>;

/** An expected failure: answered with its status as `{message, errors?, code?}`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  /** A machine-readable reason the client acts on (e.g. "password_change_required"). */
  readonly code?: string;

  constructor(status: ContentfulStatusCode, message: string, opts: { errors?: FieldErrors; headers?: Record<string, string>; code?: string } = {}) {
    super(message);
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
    this.code = opts.code;
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, { errors });
export const conflict = (message: string, errors?: FieldErrors) => new ApiError(409, message, { errors });
