import type { Context, Env, MiddlewareHandler, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { StatusCode } from "hono/utils/http-status";
import { type z } from "#common/lib/zod.ts";
import type { AppEnv } from "../context.ts";
import { parseOrThrow, readJson, type ParseOptions } from "../lib/validate.ts";

/** A success answer that is not JSON: a file download or a server-sent event stream. */
export const CSV_FILE = { mediaType: "text/csv" } as const;
export const EVENT_STREAM = { mediaType: "text/event-stream" } as const;
export const GZIP_FILE = { mediaType: "application/gzip" } as const;
/** A small HTML page answered by the API itself (the newsletter's confirm and unsubscribe links). */
export const HTML_PAGE = { mediaType: "text/html" } as const;

/** TwiML, Twilio's XML (the SMS webhook's empty <Response/>: no automatic reply). */
export const TWIML = { mediaType: "text/xml" } as const;
/** Plain text (the WhatsApp webhook's verification echoes its challenge). */
export const PLAIN_TEXT = { mediaType: "text/plain" } as const;

/** An answer without a body (204). */
export const NO_BODY = { mediaType: null } as const;
export type ResponseShape = z.ZodType | typeof CSV_FILE | typeof EVENT_STREAM | typeof GZIP_FILE | typeof HTML_PAGE | typeof TWIML | typeof PLAIN_TEXT | typeof NO_BODY;

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
  /** The body's media type in the document when it is not JSON (an upload is multipart/form-data, a Twilio webhook a form; then parseBody: false). */
  bodyMediaType?: "multipart/form-data" | "application/x-www-form-urlencoded";
  query?: Q;
  /** How a 400 words a body or query that fails its schema (validate.ts). */
  message?: ParseOptions["message"];
  /** Success answers by status; a zod schema describes JSON. A failure with a body of its own may be listed too (409, 502). */
  responses: Partial<Record<SuccessStatus | 409 | 502, ResponseShape>>;
  /** Expected failures this route answers, each as `{message, errors?}`. */
  errors?: readonly ErrorStatus[];
  /** Needs a staff session outside /api/admin (where every route does). */
  staffSession?: boolean;
  /** A step before the body is read (a rate limit that must count malformed requests too); throws to refuse. */
  before?: (c: Context<AppEnv>) => Promise<void>;
}

/**
 * One query-string value as the client gives it: what the schema parses it into (a number, a literal, a list
 * sent comma-separated), or the string the browser read from its own address bar.
 */
type QueryValue<V> = V extends readonly (infer E)[] ? readonly E[] | string : V extends number ? number | `${number}` : V extends boolean ? boolean : V extends Date ? Date | string : V;
/** The query a client sends: each key of the schema, each optional (a missing one is the schema's default or its 400). */
export type QueryInput<Q extends z.ZodType> = { [K in keyof z.output<Q>]?: QueryValue<Exclude<z.output<Q>[K], undefined>> };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no such part: nothing to read or send
type Part<K extends "json" | "query", S, V> = S extends z.ZodType ? { [P in K]: V } : {};
/** Hono's `Input` of a route: `in` is what the typed client sends, `out` what `c.req.valid()` reads. */
export type ContractInput<B, Q> = {
  in: Part<"json", B, B extends z.ZodType ? z.input<B> : never> & Part<"query", Q, Q extends z.ZodType ? QueryInput<Q> : never>;
  out: Part<"json", B, B extends z.ZodType ? z.output<B> : never> & Part<"query", Q, Q extends z.ZodType ? z.output<Q> : never>;
};

type Responses = RouteContract<z.ZodType | undefined, z.ZodType | undefined>["responses"];
/** A file, a page, a stream or no body: any Response but one made by `c.json()` (its `_format` is "json"). */
type NonJsonAnswer = Response & { _format?: "body" | "text" | "redirect" };
/**
 * What a handler may answer: for each listed status, JSON of the schema's output as the browser parses it (Dates
 * as strings), or a non-JSON Response where the contract says so. The router's inferred output is this type, so
 * the client reads the schema, not whatever the handler happened to return.
 */
export type RouteAnswer<R extends Responses> = {
  [S in keyof R & number]: R[S] extends z.ZodType ? TypedResponse<JSONParsed<z.output<R[S]>>, S & StatusCode, "json"> : NonJsonAnswer;
}[keyof R & number];

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
    if (spec.before) await spec.before(c as unknown as Context<AppEnv>);
    if (spec.query) c.req.addValidatedData("query", parseOrThrow(spec.query, c.req.query(), parse) as object);
    if (spec.body && spec.parseBody !== false) c.req.addValidatedData("json", (await readJson(c, spec.body, parse)) as object);
    await next();
  };
  contracts.set(middleware, spec);
  return middleware;
}

/** A route's handler, typed by its contract: its input from the body and query schemas, its answer by status. */
export type RouteHandler<P extends string, B, Q, R extends Responses> = (
  c: Context<AppEnv, P, ContractInput<B, Q>>,
) => RouteAnswer<R> | Promise<RouteAnswer<R>>;

/**
 * A route declared once (docs/decisions/040): `.get(...route("/:id", { summary, responses: { 200: schema } }, handler))`.
 * Gives Hono the path, the `contract()` middleware and the handler, whose answer must match the schema of the
 * status it sends (`tsc` fails otherwise), so the router's type — what the client reads — is the contract's.
 */
export function route<P extends string, R extends Responses, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  path: P,
  spec: RouteContract<B, Q> & { responses: R },
  handler: RouteHandler<P, B, Q, R>,
): [P, MiddlewareHandler<AppEnv, P, ContractInput<B, Q>>, RouteHandler<P, B, Q, R>];
/** With a middleware of the route's own between the contract and the handler (a session check). */
export function route<P extends string, R extends Responses, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  path: P,
  spec: RouteContract<B, Q> & { responses: R },
  middleware: MiddlewareHandler<AppEnv>,
  handler: RouteHandler<P, B, Q, R>,
): [P, MiddlewareHandler<AppEnv, P, ContractInput<B, Q>>, MiddlewareHandler<AppEnv>, RouteHandler<P, B, Q, R>];
export function route(path: string, spec: RouteContract<z.ZodType | undefined, z.ZodType | undefined>, ...handlers: unknown[]): unknown[] {
  return [path, contract(spec), ...handlers];
}
