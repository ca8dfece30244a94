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
}

export interface LoginResponse {
  token: string;
  user: AuthUser;
}
