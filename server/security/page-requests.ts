import type { MiddlewareHandler } from "hono";
import { ApiError } from "../lib/errors.ts";
import { bodySizeLimit, mediaType, tooLarge } from "./request-bodies.ts";

export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Pages answer GET and HEAD, and POST for their forms. Anything else is refused here, before React Router,
 * which would log a stack trace for each OPTIONS, TRACE or PROPFIND a scanner sends.
 */
export function pageRequests(limitKb: number): MiddlewareHandler {
  const limit = bodySizeLimit(limitKb * 1024, tooLarge(limitKb));
  return async function pageRequestsMiddleware(c, next) {
    const method = c.req.method.toUpperCase();
    if (!(PAGE_METHODS as readonly string[]).includes(method)) {
      throw new ApiError(405, `${method} is not allowed here`, { headers: { Allow: PAGE_METHODS.join(", ") } });
    }
    if (method !== "POST") return next();
    if (!FORM_TYPES.includes(mediaType(c.req.header("content-type")))) {
      throw new ApiError(415, "Forms are sent as application/x-www-form-urlencoded or multipart/form-data");
    }
    return limit(c, next);
  };
}
