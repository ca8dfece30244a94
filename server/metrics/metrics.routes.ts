import { Hono } from "hono";
import type { Registry } from "prom-client";
import { safeEqual, sha256 } from "../lib/crypto.ts";

/**
 * GET /metrics in the Prometheus text format. With a token, only `Authorization: Bearer <token>` reads it; the
 * internal listener (METRICS_PORT) may go without one. Mounted only when metrics are on: otherwise a 404.
 */
export function metricsRoutes(registry: Registry, token: string | undefined) {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    // Compared as hashes: equal lengths, so the comparison's time tells nothing about the token's length.
    if (token && !safeEqual(sha256(given), sha256(token))) {
      return c.json({ message: "Metrics need the token (Authorization: Bearer …)" }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  });
  return app;
}
