import { z } from "../lib/zod.ts";
import { newPasswordSchema } from "../auth/password-policy.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { STAFF_ROLES, type StaffRole } from "../auth/roles.ts";

/** Roles a person can be invited as or moved to; the owner is made only by a transfer of ownership. */
export const ASSIGNABLE_ROLES = STAFF_ROLES.filter((r): r is Exclude<StaffRole, "owner"> => r !== "owner");
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** An administrator may invite these; only the owner invites administrators (docs/decisions/018). */
export const ADMIN_INVITABLE_ROLES: readonly AssignableRole[] = ["editor", "sales"];

export const INVITATION_DAYS = 7;

const roleField = z.enum(ASSIGNABLE_ROLES, { message: "Choose a role" });

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "Please enter a valid email" }).max(320)),
  role: roleField,
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const roleChangeSchema = z.object({ role: roleField });

export const acceptInvitationSchema = z.object({
  name: z.string().trim().min(1, { message: "Please enter your name" }).max(100, { message: "Use at most 100 characters" }),
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const staffMemberViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(["active", "suspended"]),
  twoFactor: z.boolean(),
  lastLoginAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type StaffMemberView = z.infer<typeof staffMemberViewSchema>;

export const invitationViewSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: isoTime,
  expiresAt: isoTime,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const staffListResponseSchema = z.object({
  members: z.array(staffMemberViewSchema),
  invitations: z.array(invitationViewSchema),
  /** False while no SMTP server is set: invitations are not e-mailed, the link must be passed on by hand. */
  mailConfigured: z.boolean(),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** Answer to an invitation or a re-send: the link itself, so it can be copied when mail is not configured. */
export const invitationSentResponseSchema = z.object({
  message: z.string(),
  invitation: invitationViewSchema,
  link: z.string(),
  mailConfigured: z.boolean(),
});
export type InvitationSentResponse = z.infer<typeof invitationSentResponseSchema>;

/** What a change to one member answers. */
export const staffMemberChangedSchema = z.object({ message: z.string(), member: staffMemberViewSchema });

/** GET /api/auth/invitations/:token */
export const invitationLookupSchema = z.object({ email: z.string(), role: z.enum(ASSIGNABLE_ROLES), siteName: z.string() });
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
