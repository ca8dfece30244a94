import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { auditActor } from "../audit/audit-context.ts";
import { staffAccessChanged } from "../live/staff-access-changed.ts";
import { route } from "../openapi/route-contract.ts";
import { sessionDevicesPageSchema, sessionDevicesQuerySchema, sessionsEndedSchema } from "#common/auth/account-schemas.ts";

/** /api/admin/account/sessions/devices: the member's own sessions, one row per device, paged; end a device's sessions. */
export function sessionDevicesRoutes(deps: AppDeps) {
  const { account, audit } = deps.services;
  return new Hono<AppEnv>()
    .get(...route("/", { summary: "Your sessions, grouped by device (live ones only), one page", query: sessionDevicesQuerySchema, responses: { 200: sessionDevicesPageSchema } }, async (c) => {
      const { page, pageSize } = c.req.valid("query");
      return c.json(await account.sessionDevices(c.get("user").id, c.get("sessionToken"), page, pageSize));
    }))

    .delete(...route("/:id", { summary: "End your sessions on one device (this one stays signed in)", responses: { 200: sessionsEndedSchema } }, async (c) => {
      const user = c.get("user");
      const ended = await account.endSessionDevice(user.id, c.req.param("id"), c.get("sessionToken"));
      if (ended === null) throw new ApiError(404, "Device not found: it may have signed out already");
      await staffAccessChanged(deps.services.live, user.id);
      const actor = auditActor(c, deps.env.TRUST_PROXY);
      await audit.record({ ...actor, action: "auth.session_ended", target: `sessions on one device of ${user.email}`, details: { sessionsEnded: ended } });
      return c.json({ ended });
    }));
}
