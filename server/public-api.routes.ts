import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context.ts";
import { publicSiteSettingsSchema } from "#common/settings/settings-catalog.ts";
import { route, NO_BODY } from "./openapi/route-contract.ts";
import { features } from "./features.ts";
import type { ApiMount } from "./feature.ts";
import { mountRouter } from "./lib/mount-router.ts";

/** Every feature's public /api routers, in the features' order, with their path under /api ("/blog"; "/" for /api itself). */
export const API_MOUNTS: ReadonlyArray<ApiMount & { path: string }> = features.flatMap((feature) =>
  (feature.api ?? []).map((mount: ApiMount) => ({ ...mount, path: mount.mount.slice("/api".length) || "/" })),
);

/** Public (unauthenticated) API routes: the site's settings, then each feature's (sign-in, blog, newsletter, contact form, chat, analytics events…). */
export function publicApiRoutes(deps: AppDeps) {
  // Chained so its type names /site for the client (app/lib/api-contract.ts); the sub-routers are typed on their own.
  const app = new Hono<AppEnv>().get(...route("/site", { summary: "The site details the public pages show", responses: { 200: publicSiteSettingsSchema, 304: NO_BODY } }, async (c) =>
    c.json(await deps.services.settings.publicSite()),
  ));
  for (const mount of API_MOUNTS) mountRouter(app, mount.path, mount.routes(deps));
  return app;
}

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "./api-registry.ts" {
  interface PublicApis {
    "/api": ReturnType<typeof publicApiRoutes>;
  }
}
