import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import type { AppDeps, AppEnv } from "./context.ts";
import { errorResponse } from "./error-responses.ts";
import { securityHeaders } from "./security/headers.ts";
import { MAX_IMPORT_BYTES } from "#common/contacts/contact-import.ts";
import { jsonBodies, requestBodies } from "./security/request-bodies.ts";
import { rejectNulInBody, rejectNulInUrl } from "./lib/nul.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { seoRoutes } from "./seo/seo.routes.ts";
import { blogFeedRoutes } from "./blog/blog-feed.routes.ts";
import { adminRoutes, staffGuards } from "./admin/admin.routes.ts";
import { publicApiRoutes } from "./public-api.routes.ts";
import { openApiRoutes } from "./openapi/openapi.routes.ts";
import { createPageCache, staffChangeHook } from "./web/page-cache.ts";
import { httpMetrics } from "./metrics/http-metrics.ts";
import { metricsConfig } from "./metrics/metrics-config.ts";
import { metricsRoutes } from "./metrics/metrics.routes.ts";
import { mediaFileRoutes, MEDIA_UPLOAD_BODY, MEDIA_UPLOAD_PATH } from "./media/media.routes.ts";

/** Builds the Hono app without listening: the server and the tests both use it. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const metrics = metricsConfig(deps.env);
  const registry = deps.metrics.registry;
  const pageCache = createPageCache(deps);
  // Outermost, so a cached page's time counts as well; with metrics off it is not installed at all.
  if (registry) app.use(httpMetrics(deps.metrics, { internal: pageCache.isFill }));

  app.use(async function requestContext(c, next) {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    // An invitation's token is in its API path: it is a credential, so the log gets the route, not the token.
    const path = new URL(c.req.url).pathname.replace(/^(\/api\/auth\/invitations\/)[^/]+/, "$1:token");
    if (!path.startsWith("/assets/")) {
      log.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    }
  });
  app.use(securityHeaders({ dev: deps.env.dev, trustProxy: deps.env.TRUST_PROXY }));
  app.use(rejectNulInUrl());
  // Before the page cache, which would otherwise answer /metrics with its cached 404 page.
  if (registry && metrics.on && metrics.listen === "main") app.route("/", metricsRoutes(registry, metrics.token));
  // Public pages and feeds from memory (docs/decisions/016); misses render through this same app.
  pageCache.attach((request) => app.fetch(request));
  app.use(pageCache.middleware);
  app.use("/api/admin/*", staffChangeHook(deps));

  app.route("/", healthRoutes(deps));
  app.route("/", seoRoutes(deps));
  app.route("/", blogFeedRoutes(deps));
  app.route("/", mediaFileRoutes(deps));

  const api = new Hono<AppEnv>();
  // Nothing reads a body before these (docs/decisions/036): the staff guards first (an anonymous post to a staff route
  // is a 401, and one outside the caller's role a 403, before a byte of it is read; adminRoutes' own guards then find
  // the request admitted), then the body's type and size, then the NUL check, which reads at most the limit.
  api.use("/admin/*", staffGuards(deps));
  const json = jsonBodies(deps.env.BODY_LIMIT_KB);
  // The contacts CSV import takes a file of up to 5 MB as JSON text (docs/decisions/028); image uploads are
  // multipart, up to MEDIA_MAX_BYTES.
  const importJson = jsonBodies(Math.max(deps.env.BODY_LIMIT_KB, Math.ceil((MAX_IMPORT_BYTES * 1.2) / 1024)));
  api.use(
    requestBodies((c) => {
      if (c.req.method === "POST" && c.req.path === MEDIA_UPLOAD_PATH) return MEDIA_UPLOAD_BODY;
      return c.req.path.startsWith("/api/admin/contacts/import") ? importJson : json;
    }),
  );
  api.use(rejectNulInBody());
  api.use(async function noStore(c, next) {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  api.route("/openapi.json", openApiRoutes(() => app.routes));
  api.route("/admin", adminRoutes(deps));
  api.route("/", publicApiRoutes(deps));
  api.all("*", (c) => c.json({ message: "Not found" }, 404));
  app.route("/api", api);

  app.onError((err, c) => {
    const expected = errorResponse(err);
    if (expected) return c.json(expected.body, expected.status, expected.headers);
    c.get("log")?.error({ err }, "unhandled error");
    return c.json({ message: "Internal server error", requestId: c.get("requestId") }, 500);
  });

  return app;
}
export type App = ReturnType<typeof createApp>;
