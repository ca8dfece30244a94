import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { ApiError, badRequest } from "../../lib/errors.ts";
import { route } from "../../openapi/route-contract.ts";
import { enforceLimits, limitKey } from "../../lib/rate-limit.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { auditActor } from "../../audit/audit-context.ts";
import { hashPassword } from "../password.ts";
import { weakPasswordReason } from "../password-strength.ts";
import { loginResponseSchema, type LoginResponse } from "#common/auth/auth-schemas.ts";
import { acceptInvitationSchema, invitationLookupSchema, type InvitationLookup } from "#common/staff/staff-schemas.ts";
import { createStaffService } from "./staff.service.ts";

export const INVITATION_INVALID = "This invitation link is no longer valid. It may have expired or been used already: ask for a new one.";

/** /api/auth/invitations/:token — public: the invitee has no account yet. */
export function invitationRoutes(deps: AppDeps) {
  const staff = createStaffService(deps.db);
  const { auth, audit, settings } = deps.services;

  // Tokens are 256-bit random, but a guesser should still not get unlimited tries.
  const app = new Hono<AppEnv>()
    .use(async function invitationLimit(c, next) {
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("invitation:ip", clientIp(c, deps.env.TRUST_PROXY)), limit: 60, windowMs: 15 * 60_000, message: "Too many attempts. Please try again later." },
      ]);
      await next();
    })

    .get(...route("/:token", { summary: "What an invitation link is for", responses: { 200: invitationLookupSchema }, errors: [429] }, async (c) => {
      const invitation = await staff.findInvitation(c.req.param("token"));
      if (!invitation) throw new ApiError(404, INVITATION_INVALID);
      const { siteName } = await settings.publicSite();
      return c.json({ email: invitation.email, role: invitation.role, siteName } satisfies InvitationLookup);
    }))

    .post(...route("/:token", { summary: "Accept an invitation: name and password, then signed in", body: acceptInvitationSchema, responses: { 200: loginResponseSchema }, errors: [429] }, async (c) => {
      const invitation = await staff.findInvitation(c.req.param("token"));
      if (!invitation) throw new ApiError(404, INVITATION_INVALID);
      const input = c.req.valid("json");
      const { siteName } = await settings.publicSite();
      const weak = await weakPasswordReason(input.password, [invitation.email, input.name, siteName]);
      if (weak) throw badRequest("Please check: password", { password: weak });
      const user = await staff.acceptInvitation(invitation.id, { name: input.name, passwordHash: await hashPassword(input.password) });
      if (!user) throw new ApiError(404, INVITATION_INVALID);
      const from = auditActor(c, deps.env.TRUST_PROXY);
      const { token, firstSignIn } = await auth.createSession(user.id, c.req.header("user-agent"), from.ip ?? undefined);
      await audit.record({ ...from, actorId: user.id, actorEmail: user.email, action: "staff.joined", target: `staff ${user.email}`, details: { role: user.role } });
      return c.json({ token, user, firstSignIn } satisfies LoginResponse);
    }));

  return app;
}
