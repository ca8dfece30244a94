import type { Hono } from "hono";
import { apiJson } from "./api.ts";

/**
 * Hono's typed-client idea (`hc<typeof router>`) on top of the app's own request function (docs/decisions/020):
 * the router's schema names its paths, methods, path parameters and — inferred from each handler's `c.json(…)` —
 * the JSON it answers. Requests still go through `apiJson` (cookies, bearer token, "STATUS: body" errors, the account
 * gate), and queries keep the default query function with URL-part keys (app/lib/query-client.ts).
 */
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
// A sub-router mounted with `.route()` joins the schema as a union member; its paths count as the router's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any environment, any base path
type SchemaOf<R> = R extends Hono<any, infer S, any> ? UnionToIntersection<S> : never;

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiPath<R> = keyof SchemaOf<R> & string;
/** The router's paths that answer `method`. */
export type ApiPathFor<R, M extends ApiMethod> = {
  [P in ApiPath<R>]: `$${Lowercase<M>}` extends keyof SchemaOf<R>[P] ? P : never;
}[ApiPath<R>];

/** What `METHOD path` answers as JSON (every success status it may send), as the browser reads it. */
export type ApiOutput<R, M extends ApiMethod, P extends ApiPathFor<R, M>> = SchemaOf<R>[P][`$${Lowercase<M>}` & keyof SchemaOf<R>[P]] extends infer E
  ? E extends { output: infer O; outputFormat: "json" }
    ? O
    : never
  : never;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type CallOptions<P extends string> = { body?: unknown; signal?: AbortSignal } & ([PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> });
type CallArgs<P extends string> = [PathParamNames<P>] extends [never] ? [options?: CallOptions<P>] : [options: CallOptions<P>];

/** `base` + the router's path with its `:params` filled in (encoded); "/" is the base itself. */
export function apiUrl(base: string, path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled === "/" ? base : `${base}${filled}`;
}

/** One feature's typed caller: `contactsApi("PATCH", "/:id", { params: { id }, body: { status } })`. */
export function typedApi<R>(base: string) {
  return function call<M extends ApiMethod, P extends ApiPathFor<R, M>>(method: M, path: P, ...[options]: CallArgs<P>): Promise<ApiOutput<R, M, P>> {
    const { params, body, signal } = (options ?? {}) as CallOptions<string> & { params?: Record<string, string | number> };
    return apiJson<ApiOutput<R, M, P>>(method, apiUrl(base, path, params), body, { signal });
  };
}
