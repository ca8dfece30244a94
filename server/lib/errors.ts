import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string>;

/** An expected failure: answered with its status as `{message, errors?}`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, opts: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, { errors });
export const conflict = (message: string, errors?: FieldErrors) => new ApiError(409, message, { errors });
