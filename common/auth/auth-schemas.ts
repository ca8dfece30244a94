import { z } from "../lib/zod.ts";
import { STAFF_ROLES } from "./roles.ts";

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "Please enter a valid email" })),
  password: z.string().min(6, { message: "Password must be at least 6 characters" }).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const authUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** A generated or administrator-set password: nothing else opens until a new one is chosen. */
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** The owner requires two-factor sign-in and this member has not set it up yet (GET /api/auth/me, sign-in). */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  /** This account had never signed in before: the page says "Welcome", not "Welcome back". */
  firstSignIn: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
