import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../lib/errors.ts";

/** What a route reads its body as, and the most it reads. */
export interface BodyRule {
  /** Media types accepted, without parameters; "" is a body sent without a Content-Type. */
  types: readonly string[];
  /** The 415's message: how to send the body instead. */
  typeMessage: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * A JSON body, read as text whatever it is labelled (routes parse the text): sendBeacon sends it as text/plain,
 * a fetch without a header as text/plain or nothing, and a mailbox's one-click unsubscribe (RFC 8058) posts a form.
 */
export function jsonBodies(maxKb: number): BodyRule {
  return {
    types: ["", "application/json", "text/plain", "application/x-www-form-urlencoded"],
    typeMessage: "Send the body as JSON (Content-Type: application/json)",
    maxBytes: maxKb * 1024,
    tooLargeMessage: tooLarge(maxKb),
  };
}

export const tooLarge = (limitKb: number) => `The request body is too large (limit ${limitKb} KB)`;

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export const mediaType = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

function declaresBody(c: Context): boolean {
  if (c.req.header("transfer-encoding") !== undefined) return true;
  const length = c.req.header("content-length");
  if (length !== undefined) return length.trim() !== "0";
  return c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.raw.body !== null;
}

/** Refuses a body over `maxBytes` from its Content-Length, or while it streams in (chunked): never reads past it. */
export function bodySizeLimit(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, message);
    },
  });
}

/**
 * Before anything reads a body: 415 for a type the route does not take, then 413 over its limit. Installed after
 * the staff guard, so an anonymous request to a staff route is refused before a byte of its body is read.
 */
export function requestBodies(ruleFor: (c: Context) => BodyRule): MiddlewareHandler {
  const limits = new Map<BodyRule, MiddlewareHandler>();
  return async function requestBodiesMiddleware(c, next) {
    if (!declaresBody(c)) return next();
    const rule = ruleFor(c);
    if (!rule.types.includes(mediaType(c.req.header("content-type")))) throw new ApiError(415, rule.typeMessage);
    let limit = limits.get(rule);
    if (!limit) limits.set(rule, (limit = bodySizeLimit(rule.maxBytes, rule.tooLargeMessage)));
    return limit(c, next);
  };
}
