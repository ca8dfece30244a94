import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { requireAccess } from "../auth/require-access.ts";
import { auditDeletions } from "../audit/audit-deletions.ts";
import { accountGate } from "../auth/account-gate.ts";
import { mountRouter } from "../lib/mount-router.ts";
import { ADMIN_MOUNTS, ADMIN_PREFIX, apiArea, DELETION_LABELS } from "./admin-mounts.ts";

export { ADMIN_PREFIX } from "./admin-mounts.ts";

/**
 * Everything under /api/admin: each feature's admin routers (server/features.ts), in the features' order. The guards
 * are installed once, before any route, so a router added later cannot forget them — and unknown paths answer 401
 * before 404. requireAccess admits each role to the areas its mount names (the feature's `access`) and refuses a path
 * with no area for everyone.
 */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(staffGuards(deps));
  app.use(auditDeletions(deps.services.audit, { mountedAt: ADMIN_PREFIX, trustProxy: deps.env.TRUST_PROXY, deletions: DELETION_LABELS }));
  for (const mount of ADMIN_MOUNTS) mountRouter(app, mount.path, mount.routes(deps));
  return app;
}

/**
 * The session, then a forced password change or the owner's two-factor rule, then the role's areas. app.ts runs them
 * before any body is read (so a refused request costs no upload); adminRoutes runs them too, and they pass at once
 * for a request already admitted.
 */
export function staffGuards(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const guards = [requireAuth(deps.services.auth), accountGate(deps.services.account), requireAccess({ mountedAt: ADMIN_PREFIX, areaOf: apiArea })];
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
