import { toAuthUser } from "../auth.service.ts";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { authTokens, sessions, users } from "../../db/schema.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { ApiError, conflict, notFound } from "../../lib/errors.ts";
import { isStaffRole, type StaffRole } from "#common/auth/roles.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import {
  ADMIN_INVITABLE_ROLES,
  INVITATION_DAYS,
  type AssignableRole,
  type InvitationView,
  type StaffMemberView,
} from "#common/staff/staff-schemas.ts";

export const ONLY_OWNER_MESSAGE = "Only the owner can do this";

const forbidden = (message: string) => new ApiError(403, message);

type Member = typeof users.$inferSelect;

function memberView(u: Member): StaffMemberView {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: isStaffRole(u.role) ? u.role : "sales",
    status: u.status === "suspended" ? "suspended" : "active",
    twoFactor: u.totpEnabledAt !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * Staff accounts and invitations. The rules (docs/decisions/018): the owner manages everyone; an administrator
 * may view the list and invite editors or sales; nobody changes, suspends or removes the owner or themselves.
 */
export function createStaffService(db: Db) {
  const inviter = alias(users, "inviter");

  const pendingInvitation = () => and(eq(authTokens.purpose, "invitation"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date()));

  async function invitationView(id: number): Promise<InvitationView> {
    const [row] = await db
      .select({ token: authTokens, invitedBy: inviter.name })
      .from(authTokens)
      .leftJoin(inviter, eq(inviter.id, authTokens.createdBy))
      .where(and(eq(authTokens.id, id), pendingInvitation()));
    if (!row) throw notFound("Invitation");
    return toInvitationView(row.token, row.invitedBy);
  }

  function toInvitationView(t: typeof authTokens.$inferSelect, invitedBy: string | null): InvitationView {
    return {
      id: t.id,
      email: t.email,
      role: (t.role ?? "sales") as AssignableRole,
      invitedBy,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
    };
  }

  async function member(id: number): Promise<Member> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound("Staff member");
    return row;
  }

  /** The checks shared by role changes, suspension and removal. */
  async function changeableMember(actor: AuthUser, id: number): Promise<Member> {
    if (actor.role !== "owner") throw forbidden(ONLY_OWNER_MESSAGE);
    const target = await member(id);
    if (target.id === actor.id) throw forbidden("You can't do this to your own account");
    if (target.role === "owner") throw forbidden("The owner can't be changed, suspended or removed");
    return target;
  }

  const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

  return {
    async list(): Promise<{ members: StaffMemberView[]; invitations: InvitationView[] }> {
      const [members, invitations] = await Promise.all([
        db.select().from(users).orderBy(sql`case ${users.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`, asc(users.name)),
        db
          .select({ token: authTokens, invitedBy: inviter.name })
          .from(authTokens)
          .leftJoin(inviter, eq(inviter.id, authTokens.createdBy))
          .where(pendingInvitation())
          .orderBy(asc(authTokens.createdAt)),
      ]);
      return { members: members.map(memberView), invitations: invitations.map((r) => toInvitationView(r.token, r.invitedBy)) };
    },

    /** Stores a 7-day single-use invitation; returns its view and the raw token (only its hash is kept). */
    async invite(actor: AuthUser, input: { email: string; role: AssignableRole }): Promise<{ invitation: InvitationView; token: string }> {
      if (actor.role !== "owner" && !(actor.role === "admin" && ADMIN_INVITABLE_ROLES.includes(input.role))) {
        throw forbidden("Only the owner can invite administrators");
      }
      const email = input.email.toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) throw conflict("This person is already a staff member", { email: "This email already belongs to a staff member" });
      const [pending] = await db.select({ id: authTokens.id }).from(authTokens).where(and(pendingInvitation(), eq(authTokens.email, email)));
      if (pending) throw conflict("This person already has an invitation", { email: "This email already has a pending invitation" });
      const token = randomToken(32);
      const [row] = await db
        .insert(authTokens)
        .values({ purpose: "invitation", tokenHash: sha256(token), email, role: input.role, createdBy: actor.id, expiresAt: expiry() })
        .returning({ id: authTokens.id });
      return { invitation: await invitationView(row!.id), token };
    },

    /** A fresh link (the old one stops working) valid for another 7 days. */
    async resend(actor: AuthUser, id: number): Promise<{ invitation: InvitationView; token: string }> {
      const current = await invitationView(id);
      if (actor.role !== "owner" && !ADMIN_INVITABLE_ROLES.includes(current.role)) throw forbidden(ONLY_OWNER_MESSAGE);
      const token = randomToken(32);
      await db.update(authTokens).set({ tokenHash: sha256(token), expiresAt: expiry() }).where(eq(authTokens.id, id));
      return { invitation: await invitationView(id), token };
    },

    async revoke(actor: AuthUser, id: number): Promise<InvitationView> {
      const current = await invitationView(id);
      if (actor.role !== "owner" && !ADMIN_INVITABLE_ROLES.includes(current.role)) throw forbidden(ONLY_OWNER_MESSAGE);
      await db.delete(authTokens).where(eq(authTokens.id, id));
      return current;
    },

    async changeRole(actor: AuthUser, id: number, role: AssignableRole): Promise<{ member: StaffMemberView; from: StaffRole }> {
      const target = await changeableMember(actor, id);
      const [updated] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      return { member: memberView(updated!), from: memberView(target).role };
    },

    /** Suspending ends every session of that person at once. */
    async setSuspended(actor: AuthUser, id: number, suspended: boolean): Promise<StaffMemberView> {
      await changeableMember(actor, id);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ status: suspended ? "suspended" : "active" }).where(eq(users.id, id)).returning();
        if (suspended) await tx.delete(sessions).where(eq(sessions.userId, id));
        return row!;
      });
      return memberView(updated);
    },

    /** Removes the account; its sessions (and two-factor data) go with it. The audit log keeps the e-mail. */
    async remove(actor: AuthUser, id: number): Promise<StaffMemberView> {
      const target = await changeableMember(actor, id);
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(users).where(eq(users.id, id));
      });
      return memberView(target);
    },

    /** The owner hands ownership to an active member and becomes an administrator, in one transaction. */
    async transferOwnership(actor: AuthUser, id: number): Promise<StaffMemberView> {
      const target = await changeableMember(actor, id);
      if (target.status !== "active") throw new ApiError(409, "Ownership can only go to an active member");
      return transferOwnershipTo(db, id);
    },

    /** The invitation behind a token while it can still be used, else null. */
    async findInvitation(token: string): Promise<{ id: number; email: string; role: AssignableRole } | null> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(pendingInvitation(), eq(authTokens.tokenHash, sha256(token))));
      return row ? { id: row.id, email: row.email, role: (row.role ?? "sales") as AssignableRole } : null;
    },

    /**
     * Uses the invitation once and creates the account. Marking it used and creating the user happen in one
     * transaction, and the mark only succeeds while it is unused: two tabs cannot both accept.
     */
    async acceptInvitation(id: number, input: { name: string; passwordHash: string }): Promise<AuthUser | null> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(authTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(authTokens.id, id), pendingInvitation()))
          .returning();
        if (!used) return null;
        const [created] = await tx
          .insert(users)
          .values({ email: used.email, name: input.name, passwordHash: input.passwordHash, role: used.role ?? "sales", passwordChangedAt: new Date() })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) throw conflict("This email already belongs to a staff member");
        return toAuthUser(created);
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

/** The command line's `set-role` for roles other than owner (its checks are the caller's). */
export async function setMemberRole(db: Db, id: number, role: AssignableRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/** Shared with the command line (`set-role --role owner`): the current owner becomes an administrator. */
export async function transferOwnershipTo(db: Db, id: number): Promise<StaffMemberView> {
  return db.transaction(async (tx) => {
    // The old owner steps down first: the unique index allows one owner at any moment.
    await tx.update(users).set({ role: "admin" }).where(eq(users.role, "owner"));
    const [row] = await tx.update(users).set({ role: "owner" }).where(eq(users.id, id)).returning();
    if (!row) throw notFound("Staff member");
    return memberView(row);
  });
}
