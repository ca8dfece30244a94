import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context.ts";
import { blogPublicRoutes } from "./blog/blog-public.routes.ts";
import { newsletterPublicRoutes } from "./newsletter/newsletter.routes.ts";
import { analyticsRoutes } from "./analytics/analytics.routes.ts";
import { contactRoutes } from "./contacts/contact.routes.ts";
import { chatRoutes } from "./chat/chat.routes.ts";

/** Public (unauthenticated) API routes: site settings, blog, newsletter, contact form, chat and analytics events. */
export function publicApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/site", async (c) => c.json(await deps.services.settings.publicSite()));
  app.route("/blog", blogPublicRoutes(deps));
  app.route("/newsletter", newsletterPublicRoutes(deps));
  app.route("/contact", contactRoutes(deps));
  app.route("/chat", chatRoutes(deps));
  app.route("/", analyticsRoutes(deps));
  return app;
}
