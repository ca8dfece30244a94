import { z } from "../lib/zod.ts";
import { newPasswordSchema } from "../auth/password-policy.ts";
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

export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  status: "active" | "suspended";
  twoFactor: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface InvitationView {
  id: number;
  email: string;
  role: AssignableRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface StaffListResponse {
  members: StaffMemberView[];
  invitations: InvitationView[];
  /** False while no SMTP server is set: invitations are not e-mailed, the link must be passed on by hand. */
  mailConfigured: boolean;
}

/** Answer to an invitation or a re-send: the link itself, so it can be copied when mail is not configured. */
export interface InvitationSentResponse {
  message: string;
  invitation: InvitationView;
  link: string;
  mailConfigured: boolean;
}

/** GET /api/auth/invitations/:token */
export interface InvitationLookup {
  email: string;
  role: AssignableRole;
  siteName: string;
}
