import type { Env } from "./env.ts";
import type { Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { SecretBox } from "./lib/crypto.ts";
import { createAuthService } from "./auth/auth.service.ts";
import { createSettingsService } from "./settings/settings.service.ts";
import { createBlogPublicService } from "./blog/blog-public.service.ts";
import { createPublicContentService } from "./content/public-content.service.ts";
import { createScheduler } from "./jobs/scheduler.ts";

export interface ServiceDeps {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
}

/** The domain services, shared by the API routes, the server-rendered pages and the jobs. */
export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps.db, { idleMinutes: deps.env.SESSION_IDLE_MINUTES, maxHours: deps.env.SESSION_MAX_HOURS });
  const settings = createSettingsService(deps.db, deps.secrets);
  const blog = createBlogPublicService(deps.db);
  const publicContent = createPublicContentService(deps.db);
  const scheduler = createScheduler(deps.db, deps.logger);
  return { auth, settings, blog, publicContent, scheduler };
}
export type Services = ReturnType<typeof createServices>;
