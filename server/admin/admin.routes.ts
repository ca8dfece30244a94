import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { statsRoutes } from "./stats.routes.ts";
import { activityRoutes } from "./activity.routes.ts";
import { blogAdminRoutes } from "../blog/blog-admin.routes.ts";
import { mediaAdminRoutes } from "../media/media.routes.ts";
import { testimonialsAdminRoutes } from "../testimonials/testimonials.routes.ts";
import { announcementsAdminRoutes } from "../announcements/announcements.routes.ts";
import { newsletterAdminRoutes } from "../newsletter/newsletter.routes.ts";
import { newsletterIssueRoutes } from "../newsletter/newsletter-issues.routes.ts";
import { n8nAdminRoutes } from "../n8n/n8n.routes.ts";
import { contactsAdminRoutes } from "../contacts/contacts-admin.routes.ts";
import { tasksAdminRoutes } from "../contacts/tasks.routes.ts";
import { settingsAdminRoutes } from "../settings/settings.routes.ts";
import { chatAdminRoutes } from "../chat/chat-admin.routes.ts";
import { taughtAnswersRoutes } from "../chat/taught/taught-answers.routes.ts";
import { aiAdminRoutes } from "../ai/ai.routes.ts";
import { analyticsAdminRoutes } from "../analytics/analytics-admin.routes.ts";
import { staffAdminRoutes } from "../auth/staff/staff.routes.ts";
import { auditAdminRoutes } from "../audit/audit.routes.ts";
import { backupAdminRoutes } from "../backup/backup.routes.ts";
import { requireAccess } from "../auth/require-access.ts";
import { auditDeletions } from "../audit/audit-deletions.ts";

export const ADMIN_PREFIX = "/api/admin";
import { accountGate } from "../auth/account-gate.ts";
import { accountRoutes } from "../auth/account.routes.ts";
import { staffSessionsRoutes } from "../auth/staff-sessions.routes.ts";

/**
 * Everything under /api/admin. The guards are installed once, before any route, so a route
 * added here later cannot forget them — and unknown paths answer 401 before 404.
 * requireAccess admits each role to the areas of common/auth/access.ts (each prefix below has its line
 * there) and refuses a path with no area for everyone.
 */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(staffGuards(deps));
  app.use(auditDeletions(deps.services.audit, { mountedAt: ADMIN_PREFIX, trustProxy: deps.env.TRUST_PROXY }));
  app.route("/account", accountRoutes(deps));
  app.route("/sessions", staffSessionsRoutes(deps));
  app.route("/stats", statsRoutes(deps));
  app.route("/activity", activityRoutes(deps));
  app.route("/blog", blogAdminRoutes(deps));
  app.route("/media", mediaAdminRoutes(deps));
  app.route("/testimonials", testimonialsAdminRoutes(deps));
  app.route("/announcements", announcementsAdminRoutes(deps));
  app.route("/newsletter/issues", newsletterIssueRoutes(deps));
  app.route("/newsletter", newsletterAdminRoutes(deps));
  app.route("/n8n", n8nAdminRoutes(deps));
  app.route("/contacts", contactsAdminRoutes(deps));
  app.route("/tasks", tasksAdminRoutes(deps));
  app.route("/settings", settingsAdminRoutes(deps));
  app.route("/chat", chatAdminRoutes(deps));
  app.route("/chat", taughtAnswersRoutes(deps));
  app.route("/ai", aiAdminRoutes(deps));
  app.route("/analytics", analyticsAdminRoutes(deps));
  app.route("/staff", staffAdminRoutes(deps));
  app.route("/audit", auditAdminRoutes(deps));
  app.route("/backups", backupAdminRoutes(deps));
  return app;
}

/**
 * The session, then a forced password change or the owner's two-factor rule, then the role's areas. app.ts runs them
 * before any body is read (so a refused request costs no upload); adminRoutes runs them too, and they pass at once
 * for a request already admitted.
 */
export function staffGuards(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const guards = [requireAuth(deps.services.auth), accountGate(deps.services.account), requireAccess({ mountedAt: ADMIN_PREFIX })];
  return async function staffGuardsMiddleware(c, next) {
    if (!c.get("staffAdmitted")) {
      // Each guard throws its 401/403; one that lets the request on calls the next.
      const run = async (i: number): Promise<void> => {
        if (i === guards.length) c.set("staffAdmitted", true);
        else await guards[i]!(c, () => run(i + 1));
      };
      await run(0);
      if (!c.get("staffAdmitted")) throw new Error("a staff guard neither admitted nor refused the request");
    }
    await next();
  };
}
