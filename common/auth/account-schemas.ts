import { z } from "../lib/zod.ts";
import { newPasswordSchema } from "./password-policy.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { pagingFields } from "../lib/list-query.ts";

/** A code from the authenticator app (6 digits, spaces allowed) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, { message: "Enter the code from your authenticator app" })
  .max(40, { message: "That is not a valid code" });

export const loginTwoFactorSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorSchema>;

/** The password step's answer when the account has two-factor sign-in on: the code step comes next. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: "Enter your current password" }).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "Please enter a valid email" })),
});
export const FORGOT_PASSWORD_ANSWER = "If an account exists for that e-mail, a reset link is on its way.";

export const resetPasswordSchema = z.object({
  token: z.string().min(1, { message: "This reset link is incomplete" }).max(200),
  password: newPasswordSchema,
});

export const enableTwoFactorSchema = z.object({ code: twoFactorCodeSchema });
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, { message: "Enter your password" }).max(1024),
  code: twoFactorCodeSchema,
});
export const confirmPasswordSchema = z.object({ password: z.string().min(1, { message: "Enter your password" }).max(1024) });
export const requireTwoFactorSchema = z.object({ required: z.boolean() });

/** Answered by GET /api/admin/account. */
export const accountViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  mustChangePassword: z.boolean(),
  passwordChangedAt: isoTime.nullable(),
  twoFactorEnabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number(),
  /** The owner's rule: every staff member must sign in with a second factor. */
  twoFactorRequired: z.boolean(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const twoFactorSetupViewSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetupView = z.infer<typeof twoFactorSetupViewSchema>;

export const recoveryCodesViewSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesView = z.infer<typeof recoveryCodesViewSchema>;

export const sessionViewSchema = z.object({
  /** The session's public id (never its token). */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/**
 * The sessions of one device — the same browser and system (as `device` names them) at the same address — as one row
 * of the account's list: signing in again and again from one laptop is one row with a count, not a row per sign-in.
 */
export const sessionDeviceSchema = z.object({
  /** Stands for the device in this member's list (DELETE /sessions/devices/:id ends its sessions). */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  /** Live sessions (not expired, not idle too long) from this device. */
  sessions: z.number(),
  firstSignInAt: isoTime,
  lastSeenAt: isoTime,
  /** This device is the one asking. */
  current: z.boolean(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;
export const SESSION_DEVICES_PAGE_SIZE = 10;
export const sessionDevicesQuerySchema = z.object({ page: pagingFields.page, pageSize: pagingFields.pageSize.unwrap().default(SESSION_DEVICES_PAGE_SIZE) });
export const sessionDevicesPageSchema = z.object({ items: z.array(sessionDeviceSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type SessionDevicesPage = z.infer<typeof sessionDevicesPageSchema>;

export const staffSessionsSummarySchema = z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string(), sessions: z.number() });
export type StaffSessionsSummary = z.infer<typeof staffSessionsSummarySchema>;

/** How many sessions an "end sessions" call ended. */
export const sessionsEndedSchema = z.object({ ended: z.number() });

/** The 403 codes that send a signed-in member to a form before anything else. */
export const ACCOUNT_GATE_CODES = ["password_change_required", "two_factor_setup_required"] as const;
