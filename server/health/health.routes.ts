import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { isWarmingUp } from "./readiness.ts";

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    if (isWarmingUp(deps)) return c.json({ status: "starting", message: "Warming up" }, 503);
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 3000)),
      ]);
      return c.json({ status: "ready", database: deps.database.kind });
    } catch {
      return c.json({ status: "unavailable", message: "Database unreachable" }, 503);
    }
  });
  return app;
}
