import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context.ts";

/** Public (unauthenticated) API routes: site settings for the client; later the blog, contact, chat and events. */
export function publicApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/site", async (c) => c.json(await deps.services.settings.publicSite()));
  return app;
}
