import { z } from "../lib/zod.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password (set, changed, reset or chosen from an invitation). The server also refuses common and
 * easily guessed passwords (server/auth/password-strength.ts): that list is too large to send to browsers.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` });
