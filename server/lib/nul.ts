import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors.ts";

// PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it (a 500, and a logged error that used to
// carry the other parameters). Every text input is checked here, before any service sees it.
const NUL = "\u0000";
const MAX_DEPTH = 32;

/** The dotted path ("message", "items.0.name") of the first string or key holding a NUL, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes(NUL) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, "")].join(".") || "body";
    const found = findNul(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function nulError(field: string): ApiError {
  return new ApiError(400, `The field "${field}" must not contain a NUL character (U+0000)`, {
    errors: { [field]: "This field must not contain a NUL character" },
  });
}

/** 404 for a path with an (encoded) NUL, which names nothing we serve; 400 naming the query parameter. */
export function rejectNulInUrl(): MiddlewareHandler {
  return async function rejectNulInUrlMiddleware(c, next) {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname) || url.pathname.includes(NUL)) {
      return url.pathname.startsWith("/api/") ? c.json({ message: "Not found" }, 404) : c.text("Not found", 404);
    }
    for (const [key, value] of url.searchParams) {
      if (key.includes(NUL) || value.includes(NUL)) {
        throw new ApiError(400, `The query parameter "${key.replaceAll(NUL, "")}" must not contain a NUL character (U+0000)`);
      }
    }
    await next();
  };
}

/**
 * For API bodies, read as text by every route (Hono keeps the text for the handler): a JSON body with a NUL in
 * any string is a 400 naming the field; a NUL in a body that is not JSON is a 400 too. Installed after the body's
 * type and size checks (security/request-bodies.ts), so it never reads more than the route's limit.
 */
export function rejectNulInBody(): MiddlewareHandler {
  return async function rejectNulInBodyMiddleware(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isMultipart(c.req.header("content-type"))) {
      const text = await c.req.text();
      if (text.includes(NUL)) throw nulError("body");
      if (/\\u0000/i.test(text)) {
        const field = parsedField(text);
        if (field !== null) throw nulError(field);
      }
    }
    await next();
  };
}

function parsedField(text: string): string | null {
  try {
    return findNul(JSON.parse(text) as unknown);
  } catch {
    return null; // not JSON: the route answers that
  }
}

const isMultipart = (type: string | undefined) => type?.toLowerCase().startsWith("multipart/") ?? false;
