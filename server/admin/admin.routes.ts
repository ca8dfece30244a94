import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { statsRoutes } from "./stats.routes.ts";

/**
 * Everything under /api/admin. The guard is installed once, before any route, so a route
 * added here later cannot forget it — and unknown paths answer 401 before 404.
 */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(deps.services.auth));
  app.route("/stats", statsRoutes(deps));
  return app;
}
