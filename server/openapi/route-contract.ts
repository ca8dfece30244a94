import type { Env, MiddlewareHandler } from "hono";
import { type z } from "../../common/lib/zod.ts";
import { parseOrThrow, readJson, type ParseOptions } from "../lib/validate.ts";

/** A success answer that is not JSON: a file download or a server-sent event stream. */
export const CSV_FILE = { mediaType: "text/csv" } as const;
export const EVENT_STREAM = { mediaType: "text/event-stream" } as const;
export const GZIP_FILE = { mediaType: "application/gzip" } as const;
/** A small HTML page answered by the API itself (the newsletter's confirm and unsubscribe links). */
export const HTML_PAGE = { mediaType: "text/html" } as const;

/** An answer without a body (204). */
export const NO_BODY = { mediaType: null } as const;
export type ResponseShape = z.ZodType | typeof CSV_FILE | typeof EVENT_STREAM | typeof GZIP_FILE | typeof HTML_PAGE | typeof NO_BODY;

/** 304: a public read served from the page cache (docs/decisions/016) when `If-None-Match` holds its ETag. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 304;
/** Statuses beyond the ones every route of its kind may answer (see defaultErrorStatuses in openapi-document.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503 | 504;

/**
 * One route's contract: what the OpenAPI document shows and what the route validates, declared once. The body
 * and query schemas given here are the ones the route parses with (the handler reads `c.req.valid("json")`).
 */
export interface RouteContract<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> {
  summary: string;
  description?: string;
  body?: B;
  /**
   * false: the handler passes the raw body to a service that checks it with this same schema after a step of its own
   * (the contact form answers a filled honeypot like any submission, valid or not).
   */
  parseBody?: false;
  /** The body's media type in the document when it is not JSON (an upload is multipart/form-data; then parseBody: false). */
  bodyMediaType?: "multipart/form-data";
  query?: Q;
  /** How a 400 words a body or query that fails its schema (validate.ts). */
  message?: ParseOptions["message"];
  /** Success answers by status; a zod schema describes JSON. A failure with a body of its own may be listed too (409, 502). */
  responses: Partial<Record<SuccessStatus | 409 | 502, ResponseShape>>;
  /** Expected failures this route answers, each as `{message, errors?}`. */
  errors?: readonly ErrorStatus[];
  /** Needs a staff session outside /api/admin (where every route does). */
  staffSession?: boolean;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type ContractInput<B, Q> = { out: { json: Parsed<B>; query: Parsed<Q> } };

// The registry the document is built from: Hono keeps each middleware function in `app.routes`.
const contracts = new WeakMap<object, RouteContract<z.ZodType | undefined, z.ZodType | undefined>>();

export function contractOf(handler: object): RouteContract<z.ZodType | undefined, z.ZodType | undefined> | undefined {
  return contracts.get(handler);
}

/**
 * The route's first middleware: registers its contract for the OpenAPI document and parses the body and query
 * with the contract's schemas (400 `{message, errors}` when they fail), so the handler reads what the document shows.
 */
export function contract<E extends Env, P extends string, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: RouteContract<B, Q>,
): MiddlewareHandler<E, P, ContractInput<B, Q>> {
  const parse = { message: spec.message };
  const middleware: MiddlewareHandler<E, P, ContractInput<B, Q>> = async function validateContract(c, next) {
    if (spec.query) c.req.addValidatedData("query", parseOrThrow(spec.query, c.req.query(), parse) as object);
    if (spec.body && spec.parseBody !== false) c.req.addValidatedData("json", (await readJson(c, spec.body, parse)) as object);
    await next();
  };
  contracts.set(middleware, spec);
  return middleware;
}
