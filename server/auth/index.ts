import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { createAuthService } from "./auth.service.ts";
import { createAccountService } from "./account.service.ts";
import { accountRoutes } from "./account.routes.ts";
import { staffSessionsRoutes } from "./staff-sessions.routes.ts";
import { staffAdminRoutes } from "./staff/staff.routes.ts";
import { invitationRoutes } from "./staff/invitation.routes.ts";
import { authRoutes } from "./auth.routes.ts";

/** Staff sign-in, sessions, their own account, and the staff page. */
export const auth = defineFeature({
  name: "auth",
  needs: [settings],
  services: (deps, { settings }) => {
    const sessionPolicy = { idleMinutes: deps.env.SESSION_IDLE_MINUTES, maxHours: deps.env.SESSION_MAX_HOURS };
    return {
      auth: createAuthService(deps.db, sessionPolicy),
      account: createAccountService({
        db: deps.db,
        secrets: deps.secrets,
        policy: sessionPolicy,
        siteName: async () => (await settings.publicSite()).siteName,
      }),
    };
  },
  // Staff removals and ended sessions are recorded by their own routes, with their own actions.
  admin: [
    { mount: "/api/admin/account", routes: accountRoutes, access: "account", auditsOwnDeletes: true },
    // Other members' sessions: the routes also require the owner.
    { mount: "/api/admin/sessions", routes: staffSessionsRoutes, access: "staff", auditsOwnDeletes: true },
    // Viewing the staff page and inviting editors or sales; changing roles and removing people is the owner's.
    { mount: "/api/admin/staff", routes: staffAdminRoutes, access: "staff", auditsOwnDeletes: true },
  ],
  // The invitation's routes first: /api/auth would otherwise be tried for them.
  api: [
    { mount: "/api/auth/invitations", routes: invitationRoutes },
    { mount: "/api/auth", routes: authRoutes },
  ],
  jobs: (register, deps) => {
    register({
      key: "session-cleanup",
      title: "Expired session and rate-limit cleanup",
      type: "maintenance",
      schedule: "17 * * * *",
      run: async () => {
        await deps.services.auth.purgeExpiredSessions();
        await deps.services.account.purgeSpentTokens();
        // Counters of ended windows would otherwise stay in the database for good (Redis expires its own).
        const counters = await deps.rateLimits.purgeExpired();
        return `expired sessions removed; ${counters} expired rate-limit counters removed`;
      },
    });
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/account": ReturnType<typeof accountRoutes>;
    "/api/admin/sessions": ReturnType<typeof staffSessionsRoutes>;
    "/api/admin/staff": ReturnType<typeof staffAdminRoutes>;
  }
  interface PublicApis {
    "/api/auth": ReturnType<typeof authRoutes>;
    "/api/auth/invitations": ReturnType<typeof invitationRoutes>;
  }
}
