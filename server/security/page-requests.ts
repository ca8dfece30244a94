import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../lib/errors.ts";

/** The largest request body, for the API and the pages alike: refused from Content-Length before it is read. */
export function requestBodyLimit(limitKb: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: limitKb * 1024,
    onError: () => {
      throw new ApiError(413, `The request body is too large (limit ${limitKb} KB)`);
    },
  });
}

export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Pages answer GET and HEAD, and POST for their forms. Anything else is refused here, before React Router,
 * which would log a stack trace for each OPTIONS, TRACE or PROPFIND a scanner sends.
 */
export function pageRequests(limitKb: number): MiddlewareHandler {
  const limit = requestBodyLimit(limitKb);
  return async function pageRequestsMiddleware(c, next) {
    const method = c.req.method.toUpperCase();
    if (!(PAGE_METHODS as readonly string[]).includes(method)) {
      throw new ApiError(405, `${method} is not allowed here`, { headers: { Allow: PAGE_METHODS.join(", ") } });
    }
    if (method !== "POST") return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) {
      throw new ApiError(415, "Forms are sent as application/x-www-form-urlencoded or multipart/form-data");
    }
    return limit(c, next);
  };
}
