import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import { secondsSince, type Metrics } from "./metrics.ts";

export interface HttpMetricsOptions {
  /** Requests the app makes to itself (the page cache rendering a miss): the visitor's request is the one counted. */
  internal?: (request: Request) => boolean;
}

/**
 * The `route` label: the pattern of the route the request was for (`/api/blog/:slug`, `/healthz`, `/sitemap.xml`),
 * even when a middleware answered it (the page cache, a guard's 401); for what only wildcards match (React Router's
 * pages, static files, the API's 404) one of a few fixed words or the wildcard. Never the raw path.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const pattern = routes[i]!.path;
    if (!pattern.includes("*")) return pattern;
  }
  const path = c.req.path;
  if (path.startsWith("/api/")) return routePath(c);
  if (c.res.status === 404) return "not_found";
  if (path.startsWith("/assets/")) return "asset";
  const last = path.slice(path.lastIndexOf("/"));
  // A client-side navigation's loader data (`/blog/a-post.data`).
  if (last.endsWith(".data")) return "page_data";
  if (last.includes(".")) return "static";
  return path === "/admin" || path.startsWith("/admin/") ? "admin_page" : "page";
}

/** Installed only when metrics are on: one histogram observation per request. */
export function httpMetrics(metrics: Metrics, opts: HttpMetricsOptions = {}): MiddlewareHandler {
  return async function recordRequest(c, next) {
    if (opts.internal?.(c.req.raw)) return next();
    const started = performance.now();
    await next();
    metrics.request(routeLabel(c), c.req.method, c.res.status, secondsSince(started));
  };
}
