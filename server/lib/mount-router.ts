import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * Mounts a feature's router at `path`. A feature's router factory is typed without its return type (server/feature.ts
 * says why), so the router is checked here: a factory that returns anything else fails at start, not on a request.
 */
export function mountRouter(app: Hono<AppEnv>, path: string, router: unknown): void {
  if (!(router instanceof Hono)) throw new Error(`the router for ${path} is not a Hono app`);
  app.route(path, router);
}
