import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { randomToken, sha256 } from "../lib/crypto.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import { isStaffRole, type StaffRole } from "#common/auth/roles.ts";
import { dummyVerify, hashPassword, verifyPassword } from "./password.ts";

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

const TOUCH_EVERY_MS = 60_000;

/** The signed-in user as the API tells it. An unknown stored role (edited by hand) gets the least access, never more. */
export const toAuthUser = (u: typeof users.$inferSelect): AuthUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: isStaffRole(u.role) ? u.role : "sales",
  mustChangePassword: u.mustChangePassword,
  twoFactorEnabled: u.totpEnabledAt !== null,
});

export function createAuthService(db: Db, policy: SessionPolicy) {
  const toUser = toAuthUser;

  return {
    /** Returns the user when the password matches; never tells whether the e-mail exists. */
    async verifyCredentials(email: string, password: string): Promise<AuthUser | null> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      if (!user) {
        await dummyVerify(password);
        return null;
      }
      const matches = await verifyPassword(user.passwordHash, password);
      // A suspended account is refused like a wrong password: the answer does not tell which.
      return matches && user.status === "active" ? toUser(user) : null;
    },

    /** An active account by id (the sign-in's code step, after the password step found it). */
    async userForId(userId: number): Promise<AuthUser | null> {
      const [user] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.status, "active")));
      return user ? toUser(user) : null;
    },

    /** A new random token at every sign-in; only its hash is stored. `firstSignIn`: the account had never signed in. */
    async createSession(userId: number, userAgent?: string, ip?: string): Promise<{ token: string; firstSignIn: boolean }> {
      const token = randomToken(32);
      const [before] = await db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, userId));
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        userId,
        expiresAt: new Date(Date.now() + policy.maxHours * 3_600_000),
        userAgent: userAgent?.slice(0, 300),
        ip: ip?.slice(0, 64),
      });
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
      return { token, firstSignIn: !before?.lastLoginAt };
    },

    /**
     * The session's user, or null when unknown, idle too long or past its absolute lifetime. `touch: false` reads it
     * without counting as activity (an open event stream checking that its session still stands).
     */
    async userForToken(token: string, opts: { touch?: boolean } = {}): Promise<AuthUser | null> {
      const tokenHash = sha256(token);
      const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000);
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, new Date()),
            gt(sessions.lastSeenAt, idleCutoff),
            eq(users.status, "active"),
          ),
        );
      if (!row) return null;
      if (opts.touch !== false && Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
      }
      return toUser(row.user);
    },

    async deleteSession(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    async purgeExpiredSessions(): Promise<void> {
      const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000);
      await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)));
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },

    /** Creates the account unless the e-mail exists; returns whether it was created. */
    async createUser(input: { email: string; name: string; password: string; role?: StaffRole; mustChangePassword?: boolean }): Promise<boolean> {
      const inserted = await db
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          name: input.name,
          passwordHash: await hashPassword(input.password),
          role: input.role ?? "admin",
          mustChangePassword: input.mustChangePassword ?? false,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return inserted.length > 0;
    },

    /**
     * Sets a new password and ends every session of that user. `mustChangePassword`: the password was generated
     * or set by someone else, so the next sign-in must choose a new one.
     */
    async resetPassword(email: string, password: string, opts: { mustChangePassword?: boolean } = {}): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), mustChangePassword: opts.mustChangePassword ?? false, passwordChangedAt: new Date() })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      if (!updated[0]) return false;
      await db.delete(sessions).where(eq(sessions.userId, updated[0].id));
      return true;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
