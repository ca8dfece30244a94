import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { parseId } from "../lib/validate.ts";
import { auditActor } from "../audit/audit-context.ts";
import { staffAccessChanged } from "../live/staff-access-changed.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { sessionDevicesPageSchema, sessionDevicesQuerySchema, sessionsEndedSchema, sessionViewSchema, staffSessionsSummarySchema } from "#common/auth/account-schemas.ts";
import { route } from "../openapi/route-contract.ts";

/** /api/admin/sessions: the owner sees and ends any staff member's sessions (a lost laptop, someone leaving). */
export function staffSessionsRoutes(deps: AppDeps) {
  const { account, audit } = deps.services;

  const app = new Hono<AppEnv>()
    .use(async function ownerOnly(c, next) {
      if (c.get("user").role !== "owner") throw new ApiError(403, "Only the owner can see and end other staff members' sessions");
      await next();
    })

    .get(...route("/", { summary: "Every member's session count (owner only)", responses: { 200: z.array(staffSessionsSummarySchema) } }, async (c) => c.json(await account.staffSessions())))

    .get(...route("/:userId", { summary: "A member's sessions (owner only)", responses: { 200: z.array(sessionViewSchema) } }, async (c) => {
      const member = await account.userSummary(parseId(c.req.param("userId"), "Staff member"));
      if (!member) throw new ApiError(404, "Staff member not found");
      return c.json(await account.sessions(member.id, c.get("sessionToken")));
    }))

    // Grouped as the member's own account page groups them: one row per device, live sessions only, paged.
    .get(...route(
      "/:userId/devices", { summary: "A member's sessions grouped by device (live ones only), one page (owner only)", query: sessionDevicesQuerySchema, responses: { 200: sessionDevicesPageSchema } },
      async (c) => {
        const member = await account.userSummary(parseId(c.req.param("userId"), "Staff member"));
        if (!member) throw new ApiError(404, "Staff member not found");
        const { page, pageSize } = c.req.valid("query");
        return c.json(await account.sessionDevices(member.id, c.get("sessionToken"), page, pageSize));
      },
    ))

    /** Ends the member's sessions on one device; the owner's own current session stays when they pick themselves. */
    .delete(...route("/:userId/devices/:id", { summary: "End a member's sessions on one device (owner only)", responses: { 200: sessionsEndedSchema } }, async (c) => {
      const member = await account.userSummary(parseId(c.req.param("userId"), "Staff member"));
      if (!member) throw new ApiError(404, "Staff member not found");
      const ended = await account.endSessionDevice(member.id, c.req.param("id"), c.get("sessionToken"));
      if (ended === null) throw new ApiError(404, "Device not found: it may have signed out already");
      await staffAccessChanged(deps.services.live, member.id);
      await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "auth.session_ended", target: `sessions on one device of ${member.email}`, details: { sessionsEnded: ended } });
      return c.json({ ended });
    }))

    /** Ends all of the member's sessions; the owner's own current session stays when they pick themselves. */
    .delete(...route("/:userId", { summary: "End all of a member's sessions (owner only)", responses: { 200: sessionsEndedSchema } }, async (c) => {
      const member = await account.userSummary(parseId(c.req.param("userId"), "Staff member"));
      if (!member) throw new ApiError(404, "Staff member not found");
      const keep = member.id === c.get("user").id ? c.get("sessionToken") : null;
      const ended = await account.endSessions(member.id, keep);
      await staffAccessChanged(deps.services.live, member.id);
      await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "auth.session_ended", target: `all sessions of ${member.email}`, details: { sessionsEnded: ended } });
      return c.json({ ended });
    }))

    .delete(...route("/:userId/:sessionId", { summary: "End one of a member's sessions (owner only)", responses: { 200: messageSchema } }, async (c) => {
      const member = await account.userSummary(parseId(c.req.param("userId"), "Staff member"));
      if (!member) throw new ApiError(404, "Staff member not found");
      const id = c.req.param("sessionId");
      if (!(await account.endSession(member.id, id))) throw new ApiError(404, "Session not found");
      await staffAccessChanged(deps.services.live, member.id);
      await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "auth.session_ended", target: `session of ${member.email}`, details: { session: id } });
      return c.json({ message: "Session ended" });
    }));

  return app;
}
