import { z } from "../lib/zod.ts";
import type { StaffRole } from "./roles.ts";

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: "Please enter a valid email" })),
  password: z.string().min(6, { message: "Password must be at least 6 characters" }).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** A generated or administrator-set password: nothing else opens until a new one is chosen. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** The owner requires two-factor sign-in and this member has not set it up yet (GET /api/auth/me, sign-in). */
  twoFactorSetupRequired?: boolean;
}

export interface LoginResponse {
  token: string;
  user: AuthUser;
}
