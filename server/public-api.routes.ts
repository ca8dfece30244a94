import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context.ts";
import { blogPublicRoutes } from "./blog/blog-public.routes.ts";
import { newsletterPublicRoutes } from "./newsletter/newsletter.routes.ts";
import { analyticsRoutes } from "./analytics/analytics.routes.ts";
import { contactRoutes } from "./contacts/contact.routes.ts";
import { chatRoutes } from "./chat/chat.routes.ts";
import { publicSiteSettingsSchema } from "../common/settings/settings-catalog.ts";
import { route, NO_BODY } from "./openapi/route-contract.ts";

/** Public (unauthenticated) API routes: site settings, blog, newsletter, contact form, chat and analytics events. */
export function publicApiRoutes(deps: AppDeps) {
  // Chained so its type names /site for the client (app/lib/api-contract.ts); the sub-routers are typed on their own.
  const app = new Hono<AppEnv>().get(...route("/site", { summary: "The site details the public pages show", responses: { 200: publicSiteSettingsSchema, 304: NO_BODY } }, async (c) =>
    c.json(await deps.services.settings.publicSite()),
  ));
  app.route("/blog", blogPublicRoutes(deps));
  app.route("/newsletter", newsletterPublicRoutes(deps));
  app.route("/contact", contactRoutes(deps));
  app.route("/chat", chatRoutes(deps));
  app.route("/", analyticsRoutes(deps));
  return app;
}
