import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { users } from "../db/schema.ts";
import { createLoginThrottle } from "../auth/login-throttle.ts";
import { setMemberRole, transferOwnershipTo } from "../auth/staff/staff.service.ts";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "#common/auth/roles.ts";
import { ApiError } from "../lib/errors.ts";

/** The command line's account operations, apart from argument parsing so tests can call them. */
export class CliError extends Error {}

const CLI_ACTOR = { actorEmail: "command line" } as const;

/** The app's strength check (the same as the account page and the invitation page), with its message. */
async function refuseWeakPassword(deps: AppDeps, password: string, who: { email: string; name: string }): Promise<void> {
  try {
    await deps.services.account.checkNewPassword(password, who, "password");
  } catch (err) {
    if (err instanceof ApiError) throw new CliError(`--password: ${err.message}.`);
    throw err;
  }
}

/** A generated password (no --password) must be changed at the first sign-in: `mustChangePassword`. */
export async function createAccount(deps: AppDeps, input: { email: string; name?: string; password: string; role?: string; mustChangePassword?: boolean }): Promise<StaffRole> {
  if (input.role !== undefined && !isStaffRole(input.role)) throw new CliError(`--role must be one of: ${STAFF_ROLES.join(", ")}.`);
  const name = input.name ?? "Administrator";
  await refuseWeakPassword(deps, input.password, { email: input.email, name });
  // The first account is the owner whatever was asked; later ones are administrators unless --role says otherwise.
  const first = (await deps.services.auth.countUsers()) === 0;
  if (!first && input.role === "owner") throw new CliError("There is already an owner: create the account, then use set-role --role owner to transfer ownership.");
  const role: StaffRole = first ? "owner" : ((input.role as StaffRole | undefined) ?? "admin");
  const created = await deps.services.auth.createUser({ email: input.email, name, password: input.password, role, mustChangePassword: input.mustChangePassword ?? false });
  if (!created) throw new CliError(`An account for ${input.email} already exists (use reset-password).`);
  return role;
}

export async function resetAccountPassword(deps: AppDeps, email: string, password: string, opts: { mustChangePassword?: boolean } = {}): Promise<void> {
  const [user] = await deps.db.select({ name: users.name }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new CliError(`No account for ${email}.`);
  await refuseWeakPassword(deps, password, { email, name: user.name });
  const ok = await deps.services.auth.resetPassword(email, password, opts);
  if (!ok) throw new CliError(`No account for ${email}.`);
  // An attacker may be keeping the account locked with wrong guesses: the owner can sign in at once.
  await createLoginThrottle(deps.rateLimits).clear(email);
}

export interface AccountRow {
  email: string;
  name: string;
  role: string;
  status: string;
  twoFactor: boolean;
}

export async function listAccounts(deps: AppDeps): Promise<AccountRow[]> {
  const rows = await deps.db.select().from(users).orderBy(asc(users.id));
  return rows.map((u) => ({ email: u.email, name: u.name, role: u.role, status: u.status, twoFactor: u.totpEnabledAt !== null }));
}

export function formatAccounts(rows: AccountRow[]): string {
  const table = [["EMAIL", "NAME", "ROLE", "STATUS", "2FA"], ...rows.map((r) => [r.email, r.name, r.role, r.status, r.twoFactor ? "on" : "off"])];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd()).join("\n");
}

/** Changes a role; `owner` transfers ownership (the old owner becomes an administrator). The only owner is never demoted. */
export async function setAccountRole(deps: AppDeps, email: string, role: string): Promise<string> {
  if (!isStaffRole(role)) throw new CliError(`--role must be one of: ${STAFF_ROLES.join(", ")}.`);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new CliError(`No account for ${email}.`);
  if (user.role === role) return `${user.email} is already ${role}.`;
  if (user.role === "owner") {
    throw new CliError(`${user.email} is the owner, and there must always be one: make another account the owner (set-role --email them --role owner).`);
  }
  const target = `staff ${user.email}`;
  if (role === "owner") {
    if (user.status !== "active") throw new CliError(`${user.email} is suspended: ownership can only go to an active account.`);
    await transferOwnershipTo(deps.db, user.id);
    await deps.services.audit.record({ ...CLI_ACTOR, action: "staff.role_changed", target, details: { from: user.role, to: "owner", via: "command line" } });
    return `${user.email} is now the owner; the previous owner is an administrator.`;
  }
  await setMemberRole(deps.db, user.id, role);
  await deps.services.audit.record({ ...CLI_ACTOR, action: "staff.role_changed", target, details: { from: user.role, to: role, via: "command line" } });
  return `${user.email} is now ${role}.`;
}
