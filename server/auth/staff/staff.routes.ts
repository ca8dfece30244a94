import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { parseId } from "../../lib/validate.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../../openapi/route-contract.ts";
import { auditActor } from "../../audit/audit-context.ts";
import type { AuditRecord } from "../../audit/audit.service.ts";
import { smtpConfigFromSettings } from "../../integrations/smtp.ts";
import { ROLE_LABELS } from "#common/auth/roles.ts";
import {
  INVITATION_DAYS,
  invitationSentResponseSchema,
  inviteSchema,
  roleChangeSchema,
  staffListResponseSchema,
  staffMemberChangedSchema,
  type InvitationSentResponse,
  type InvitationView,
  type StaffListResponse,
} from "#common/staff/staff-schemas.ts";
import { createStaffService } from "./staff.service.ts";
import { staffAccessChanged } from "../../live/staff-access-changed.ts";

/** The link an invitee opens; only its hash is stored, so it can be shown once (here) and e-mailed. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/admin/invite?token=${encodeURIComponent(token)}`;
}

/** /api/admin/staff: the staff list, invitations, roles, suspension, removal and the transfer of ownership. */
export function staffAdminRoutes(deps: AppDeps) {
  const staff = createStaffService(deps.db);
  const { audit, settings, outbox } = deps.services;

  const record = (c: Context<AppEnv>, entry: Omit<AuditRecord, "actorId" | "actorEmail" | "ip" | "userAgent">) =>
    audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), ...entry });
  const mailConfigured = async () => (await smtpConfigFromSettings(settings)) !== null;

  async function sendInvitation(c: Context<AppEnv>, invitation: InvitationView, token: string, message: string): Promise<InvitationSentResponse> {
    // Without PUBLIC_URL the link points at the address the inviter is using.
    const link = invitationLink(deps.env.PUBLIC_URL ?? new URL(c.req.url).origin, token);
    const { siteName } = await settings.publicSite();
    const inviter = c.get("user");
    await outbox.sendStaffMail({
      to: invitation.email,
      subject: `You're invited to the ${siteName} admin`,
      text: [
        `${inviter.name} invited you to the ${siteName} admin portal as ${ROLE_LABELS[invitation.role]}.`,
        "",
        `Choose your name and password here (the link works once, for ${INVITATION_DAYS} days):`,
        link,
        "",
        "If you did not expect this e-mail, you can ignore it.",
      ].join("\n"),
      expiresAt: invitation.expiresAt,
    });
    return { message, invitation, link, mailConfigured: await mailConfigured() };
  }

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Staff members and open invitations", responses: { 200: staffListResponseSchema } }, async (c) => c.json({ ...(await staff.list()), mailConfigured: await mailConfigured() } satisfies StaffListResponse)))

    .post(...route("/invitations", { summary: "Invite someone by e-mail (the link is answered too)", body: inviteSchema, responses: { 201: invitationSentResponseSchema }, errors: [409] }, async (c) => {
      const input = c.req.valid("json");
      const { invitation, token } = await staff.invite(c.get("user"), input);
      await record(c, { action: "staff.invited", target: `staff ${invitation.email}`, details: { role: invitation.role } });
      return c.json(await sendInvitation(c, invitation, token, "Invitation sent"), 201);
    }))

    .post(...route("/invitations/:id/resend", { summary: "Send an invitation again with a new link", responses: { 200: invitationSentResponseSchema }, errors: [409] }, async (c) => {
      const { invitation, token } = await staff.resend(c.get("user"), parseId(c.req.param("id"), "Invitation"));
      await record(c, { action: "staff.invited", target: `staff ${invitation.email}`, details: { role: invitation.role, resent: true } });
      return c.json(await sendInvitation(c, invitation, token, "Invitation sent again"));
    }))

    .delete(...route("/invitations/:id", { summary: "Revoke an invitation", responses: { 200: messageSchema } }, async (c) => {
      const invitation = await staff.revoke(c.get("user"), parseId(c.req.param("id"), "Invitation"));
      await record(c, { action: "staff.invitation_revoked", target: `staff ${invitation.email}`, details: { role: invitation.role } });
      return c.json({ message: "Invitation revoked" });
    }))

    .patch(...route("/:id/role", { summary: "Change a member's role (owner only)", body: roleChangeSchema, responses: { 200: staffMemberChangedSchema }, errors: [409] }, async (c) => {
      const { role } = c.req.valid("json");
      const { member, from } = await staff.changeRole(c.get("user"), parseId(c.req.param("id"), "Staff member"), role);
      await staffAccessChanged(deps.services.live, member.id);
      await record(c, { action: "staff.role_changed", target: `staff ${member.email}`, details: { from, to: role } });
      return c.json({ message: "Role changed", member });
    }))

    .post(...route("/:id/suspend", { summary: "Suspend a member (signed out everywhere)", responses: { 200: staffMemberChangedSchema }, errors: [409] }, async (c) => {
      const member = await staff.setSuspended(c.get("user"), parseId(c.req.param("id"), "Staff member"), true);
      await staffAccessChanged(deps.services.live, member.id);
      await record(c, { action: "staff.suspended", target: `staff ${member.email}` });
      return c.json({ message: "Staff member suspended", member });
    }))

    .post(...route("/:id/reactivate", { summary: "Reactivate a suspended member", responses: { 200: staffMemberChangedSchema }, errors: [409] }, async (c) => {
      const member = await staff.setSuspended(c.get("user"), parseId(c.req.param("id"), "Staff member"), false);
      await record(c, { action: "staff.reactivated", target: `staff ${member.email}` });
      return c.json({ message: "Staff member reactivated", member });
    }))

    .post(...route("/:id/transfer-ownership", { summary: "Make a member the owner (the owner becomes an administrator)", responses: { 200: staffMemberChangedSchema }, errors: [409] }, async (c) => {
      const member = await staff.transferOwnership(c.get("user"), parseId(c.req.param("id"), "Staff member"));
      await staffAccessChanged(deps.services.live, member.id, c.get("user").id);
      await record(c, { action: "staff.role_changed", target: `staff ${member.email}`, details: { to: "owner", previousOwner: c.get("user").email } });
      return c.json({ message: "Ownership transferred", member });
    }))

    .delete(...route("/:id", { summary: "Remove a member", responses: { 200: messageSchema }, errors: [409] }, async (c) => {
      const member = await staff.remove(c.get("user"), parseId(c.req.param("id"), "Staff member"));
      await staffAccessChanged(deps.services.live, member.id);
      await record(c, { action: "staff.removed", target: `staff ${member.email}`, details: { role: member.role } });
      return c.json({ message: "Staff member removed" });
    }));

  return app;
}
