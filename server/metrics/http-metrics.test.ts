import { afterEach, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { Hono } from "hono";
import { httpMetrics } from "./http-metrics.ts";
import { noMetrics, type Metrics } from "./metrics.ts";
import { createPrometheusMetrics } from "./prometheus.ts";
import { listenForMetrics } from "./metrics-server.ts";

/** An app shaped like ours: API routes under /api with a guard and a 404, a few named routes, and React Router's wildcard last. */
function appRecording() {
  const seen: string[] = [];
  const metrics: Metrics = { ...noMetrics, request: (route, method, status) => void seen.push(`${method} ${route} ${status}`) };
  const inner = new Set<Request>();
  const app = new Hono();
  app.use(httpMetrics(metrics, { internal: (r) => inner.has(r) }));
  app.get("/healthz", (c) => c.text("ok"));
  const api = new Hono();
  api.use("/admin/*", async (c) => c.json({ message: "Sign in" }, 401));
  api.get("/admin/contacts/:id", (c) => c.json({}));
  api.get("/blog/:slug", (c) => c.json({ slug: c.req.param("slug") }));
  api.all("*", (c) => c.json({ message: "Not found" }, 404));
  app.route("/api", api);
  app.all("*", (c) => (c.req.path.includes("missing") ? c.text("no", 404) : c.text("page")));
  return { app, seen, inner };
}

describe("the route label", () => {
  it("is the pattern of the route asked for, even when a guard answered, or a fixed word for wildcard pages", async () => {
    const { app, seen } = appRecording();
    for (const path of [
      "/api/blog/a-post?utm=x",
      "/api/admin/contacts/42",
      "/api/nothing/here",
      "/healthz",
      "/",
      "/solutions",
      "/admin/contacts",
      "/assets/app-1a2b.js",
      "/favicon.ico",
      "/blog/a-post.data",
      "/missing-page",
    ]) {
      await app.request(path);
    }
    await app.request("/api/blog/x", { method: "PROPFIND" });
    expect(seen).toEqual([
      "GET /api/blog/:slug 200",
      "GET /api/admin/contacts/:id 401",
      "GET /api/* 404",
      "GET /healthz 200",
      "GET page 200",
      "GET page 200",
      "GET admin_page 200",
      "GET asset 200",
      "GET static 200",
      "GET page_data 200",
      "GET not_found 404",
      "PROPFIND /api/* 404",
    ]);
  });

  it("skips the app's requests to itself and keeps unknown methods bounded", async () => {
    const { app, seen, inner } = appRecording();
    const fill = new Request("http://localhost/solutions");
    inner.add(fill);
    await app.fetch(fill);
    expect(seen).toEqual([]);

    const prometheus = createPrometheusMetrics();
    prometheus.request("/api/*", "PROPFIND", 404, 0.002);
    expect(await prometheus.registry.metrics()).toContain('http_request_duration_seconds_count{route="/api/*",method="other",status="404"} 1');
  });
});

describe("the internal listener (METRICS_PORT)", () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("serves /metrics alone, and asks for the token when one is set", async () => {
    const prometheus = createPrometheusMetrics();
    prometheus.jobRun("outbox", "completed");
    server = await listenForMetrics(prometheus.registry, { port: 0, host: "127.0.0.1", token: "internal-token-0123456789abcdef" });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const ok = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer internal-token-0123456789abcdef" } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('job_runs_total{job="outbox",result="completed"} 1');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/blog`)).status).toBe(404);
  });
});
