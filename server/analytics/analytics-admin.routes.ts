import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { analyticsSummary } from "./analytics-stats.ts";
import { analyticsSummarySchema } from "../../common/analytics/analytics-summary.ts";
import { contract } from "../openapi/route-contract.ts";

/** /api/admin/analytics (behind the admin guard): the dashboard's Performance Stats. */
export function analyticsAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .get("/summary", contract({ summary: "The dashboard's performance figures (last 7 days)", responses: { 200: analyticsSummarySchema } }), async (c) => c.json(await analyticsSummary(deps.db)));

  return app;
}
