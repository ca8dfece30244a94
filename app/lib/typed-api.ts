import { queryOptions, type QueryFilters } from "@tanstack/react-query";
import type { Hono } from "hono";
import type { Apis } from "./api-contract.ts";
import { apiJson } from "./api.ts";

/**
 * One contract, end to end (docs/decisions/040): each route's `route(path, contract, handler)` on the server types
 * its router (params, query, body, and the answer by status, as JSON); the client names a router by the path it is
 * mounted at (`Apis` in api-contract.ts) and derives from it what it sends and what it reads. Requests still go
 * through `apiJson` (cookies, bearer token, "STATUS: body" errors, the account gate); queries keep the default query
 * function with URL keys (app/lib/query-client.ts), built by `apiQueryKey` alone.
 */
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
// A sub-router mounted with `.route()` joins the schema as a union member; its paths count as the router's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any environment, any base path
type SchemaOf<R> = UnionToIntersection<R extends Hono<any, infer S, any> ? S : never>;

/** A mount path of `Apis`: `typedApi("/api/admin/tasks")`; any other string fails the type check. */
export type ApiBase = keyof Apis & string;
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Schema<B extends ApiBase> = SchemaOf<Apis[B]>;
export type ApiPath<B extends ApiBase> = keyof Schema<B> & string;
/** The router's paths that answer `method`. */
export type ApiPathFor<B extends ApiBase, M extends ApiMethod> = {
  [P in ApiPath<B>]: `$${Lowercase<M>}` extends keyof Schema<B>[P] ? P : never;
}[ApiPath<B>];
type Endpoint<B extends ApiBase, M extends ApiMethod, P extends string> = P extends keyof Schema<B> ? Schema<B>[P][`$${Lowercase<M>}` & keyof Schema<B>[P]] : never;

type Success = 200 | 201 | 202 | 203 | 204 | 206;
/** What `METHOD path` answers as JSON on success (each listed 2xx status), as the browser parses it: the schema's output. */
export type ApiOutput<B extends ApiBase, M extends ApiMethod, P extends ApiPathFor<B, M>> = Endpoint<B, M, P> extends infer E
  ? E extends { output: infer O; outputFormat: "json"; status: Success }
    ? O
    : never
  : never;
type InputOf<B extends ApiBase, M extends ApiMethod, P extends string> = Endpoint<B, M, P> extends { input: infer I } ? I : never;
/** The JSON body the route's contract takes (its schema's input). */
export type ApiBody<B extends ApiBase, M extends ApiMethod, P extends ApiPathFor<B, M>> = InputOf<B, M, P> extends { json: infer J } ? J : never;
/** The query string the route's contract reads, as values (QueryInput in server/openapi/route-contract.ts). */
export type ApiQuery<B extends ApiBase, P extends ApiPathFor<B, "GET">> = InputOf<B, "GET", P> extends { query: infer Q } ? Q : never;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type ParamsPart<P extends string> = [PathParamNames<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a body whose fields are all optional may be left out
type BodyPart<I> = I extends { json: infer J } ? ({} extends J ? { body?: J } : { body: J }) : { body?: undefined };
type QueryPart<I> = I extends { query: infer Q } ? { query?: Q } : { query?: undefined };
/** What a call gives: the path's parameters, the body and query of its contract, an abort signal. */
export type ApiCallOptions<B extends ApiBase, M extends ApiMethod, P extends string> = ParamsPart<P> & BodyPart<InputOf<B, M, P>> & QueryPart<InputOf<B, M, P>> & { signal?: AbortSignal };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- nothing required: the options may be left out
type Args<O> = {} extends O ? [options?: O] : [options: O];

type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

/** `?a=1&b=x` of the query's given values, in their order; a list is sent comma-separated; nothing when none is given. */
export function apiSearch(query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, Array.isArray(value) ? value.join(",") : value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** `base` + the router's path with its `:params` filled in (encoded) + the query string; "/" is the base itself. */
export function apiUrl(base: string, path: string, params: Record<string, string | number> = {}, query?: Readonly<Record<string, QueryValue>>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  return `${filled === "/" ? base : `${base}${filled}`}${apiSearch(query)}`;
}

type LooseOptions = { params?: Record<string, string | number>; query?: Readonly<Record<string, QueryValue>>; body?: unknown; signal?: AbortSignal };

/** A router's typed caller: `typedApi("/api/admin/contacts")("PATCH", "/:id", { params: { id }, body: { status } })`. */
export function typedApi<const B extends ApiBase>(base: B) {
  return function call<M extends ApiMethod, P extends ApiPathFor<B, M>>(method: M, path: P, ...[options]: Args<ApiCallOptions<B, M, P>>): Promise<ApiOutput<B, M, P>> {
    const { params, query, body, signal } = (options ?? {}) as LooseOptions;
    return apiJson<ApiOutput<B, M, P>>(method, apiUrl(base, path, params, query), body, { signal });
  };
}

type KeyOptions<B extends ApiBase, P extends ApiPathFor<B, "GET">> = ParamsPart<P> & QueryPart<InputOf<B, "GET", P>>;

/**
 * The one place a query key is made: the GET's URL as the key's only part, which the default query function fetches
 * (the key parts joined with "/"). Invalidations take the same key, or its URL as a prefix.
 */
export function apiQueryKey<const B extends ApiBase, P extends ApiPathFor<B, "GET">>(base: B, path: P, ...[options]: Args<KeyOptions<B, P>>): [string] {
  const { params, query } = (options ?? {}) as LooseOptions;
  return [apiUrl(base, path, params, query)];
}

/** `queryOptions` for `GET path`: its key (apiQueryKey), fetched by the default query function, and its data type, the route's answer. */
export function apiQueryOptions<const B extends ApiBase, P extends ApiPathFor<B, "GET">>(base: B, path: P, ...options: Args<KeyOptions<B, P>>) {
  return queryOptions<ApiOutput<B, "GET", P>>({ queryKey: apiQueryKey<B, P>(base, path, ...options) });
}

/**
 * A filter for the query keyed by `url` and every query under it (its sub-paths and query strings): the account's
 * sessions with their pages of devices, a member's sessions with theirs. Keys are URLs, so "under" is a URL prefix.
 */
export function underApiUrl([url]: readonly unknown[]): QueryFilters {
  if (typeof url !== "string") throw new Error("A query key starts with its URL");
  return { predicate: ({ queryKey: [key] }) => typeof key === "string" && (key === url || key.startsWith(`${url}/`) || key.startsWith(`${url}?`)) };
}

/** A list's state as the page keeps it in its address (common/lib/list-query.ts ListParams): strings and numbers. */
type ListState = Readonly<Record<string, string | number | undefined>>;

/**
 * One page of a server-paged list: `GET path` with the list's address-bar state as its query ("all" and empty values
 * mean no filter, as listSearch writes them). The state is plain strings, so the route's schema — not the type
 * checker — reads it (a 400 names what is wrong); the answer is the route's, and when the route also answers a
 * plain array without `page`, the page form is the one a paged list gets.
 */
export async function apiListPage<const B extends ApiBase, P extends ApiPathFor<B, "GET">>(base: B, path: P, state: ListState, signal?: AbortSignal): Promise<Exclude<ApiOutput<B, "GET", P>, unknown[]>> {
  const query = Object.fromEntries(Object.entries(state).filter(([, value]) => value !== "all"));
  const answer = await apiJson<ApiOutput<B, "GET", P>>("GET", apiUrl(base, path, {}, query), undefined, { signal });
  if (Array.isArray(answer)) throw new Error(`${base}${path} answered a plain list where a page was asked for`);
  return answer as Exclude<ApiOutput<B, "GET", P>, unknown[]>;
}
