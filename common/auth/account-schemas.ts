import { z } from "../lib/zod.ts";
import { newPasswordSchema } from "./password-policy.ts";

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
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

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
export interface AccountView {
  id: number;
  name: string;
  email: string;
  role: string;
  mustChangePassword: boolean;
  passwordChangedAt: string | null;
  twoFactorEnabled: boolean;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** The owner's rule: every staff member must sign in with a second factor. */
  twoFactorRequired: boolean;
}

export interface TwoFactorSetupView {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code: an SVG data URL for an <img>. */
  qrCode: string;
}

export interface RecoveryCodesView {
  recoveryCodes: string[];
}

export interface SessionView {
  /** The session's public id (never its token). */
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface StaffSessionsSummary {
  id: number;
  name: string;
  email: string;
  role: string;
  sessions: number;
}

/** The 403 codes that send a signed-in member to a form before anything else. */
export const ACCOUNT_GATE_CODES = ["password_change_required", "two_factor_setup_required"] as const;
