import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { analyticsSummary } from "./analytics-stats.ts";

/** /api/admin/analytics (behind the admin guard): the dashboard's Performance Stats. */
export function analyticsAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .get("/summary", async (c) => c.json(await analyticsSummary(deps.db)));

  return app;
}
