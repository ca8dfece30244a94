import { and, count, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { Db } from "../db/client.ts";
import { authTokens, recoveryCodes, sessions, users } from "../db/schema.ts";
import { readMeta, writeMeta } from "../lib/app-meta.ts";
import { randomToken, sha256, type SecretBox } from "../lib/crypto.ts";
import { ApiError } from "../lib/errors.ts";
import type { SessionPolicy } from "./auth.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { weakPasswordReason } from "./password-strength.ts";
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from "./totp.ts";
import { createSessionDevices, liveSession as liveSessionOf } from "./session-devices.ts";
import { describeUserAgent } from "#common/auth/user-agent.ts";
import type { AccountView, SessionView, StaffSessionsSummary, TwoFactorSetupView } from "#common/auth/account-schemas.ts";

export const RESET_TOKEN_MINUTES = 30;
export const CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
const REQUIRE_TWO_FACTOR_KEY = "security:require-two-factor";

// No 0/o, 1/l/i: a code read off paper is typed right. 31 symbols × 10 = ~50 bits: under ASVS's 112 bits for a
// plain hash, so each is stored with argon2id (salted) like a password; single use, and the code step is throttled.
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

type UserRow = typeof users.$inferSelect;

export interface AccountServiceDeps {
  db: Db;
  secrets: SecretBox;
  policy: SessionPolicy;
  /** The site's name: the authenticator app's label and a word a guesser would try in a password. */
  siteName: () => Promise<string>;
}

/** Passwords, two-factor sign-in and sessions of one staff member (docs/decisions/019). */
export function createAccountService({ db, secrets, policy, siteName }: AccountServiceDeps) {
  async function userRow(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new ApiError(404, "Account not found");
    return row;
  }

  function newRecoveryCodes(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
  }

  async function replaceRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    // One after another: ten argon2 hashes at once would take 10 × 19 MiB.
    const hashes: string[] = [];
    for (const c of codes) hashes.push(await hashPassword(normalizeRecoveryCode(c)));
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    });
    return codes;
  }

  /** Accepts a TOTP code of a step newer than the last one used (recorded atomically: a replay loses). */
  async function acceptTotp(row: UserRow, code: string): Promise<boolean> {
    if (!row.totpSecret) return false;
    const step = matchTotp(secrets.decrypt(row.totpSecret), code);
    if (step === null) return false;
    const updated = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, row.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  async function acceptRecoveryCode(userId: number, code: string): Promise<boolean> {
    const normalized = normalizeRecoveryCode(code);
    if (normalized.length !== 10) return false;
    const unused = await db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    for (const row of unused) {
      if (!(await verifyPassword(row.codeHash, normalized))) continue;
      // Used up atomically: of two requests carrying the same code, one wins.
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    }
    return false;
  }

  const liveSession = () => liveSessionOf(policy);
  const devices = createSessionDevices(db, policy);

  return {
    async view(userId: number): Promise<AccountView> {
      const row = await userRow(userId);
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        mustChangePassword: row.mustChangePassword,
        passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
        twoFactorEnabled: row.totpEnabledAt !== null,
        recoveryCodesLeft: row.totpEnabledAt ? (left?.n ?? 0) : 0,
        twoFactorRequired: await this.twoFactorRequired(),
      };
    },

    async twoFactorRequired(): Promise<boolean> {
      return (await readMeta(db, REQUIRE_TWO_FACTOR_KEY)) === "true";
    },

    async setTwoFactorRequired(required: boolean): Promise<void> {
      await writeMeta(db, REQUIRE_TWO_FACTOR_KEY, String(required));
    },

    /** Throws 400 with a field error when the new password is too short, too long or too easy to guess. */
    async checkNewPassword(password: string, who: { email: string; name: string }, field = "newPassword"): Promise<void> {
      const reason = await weakPasswordReason(password, [who.email, who.name, await siteName()]);
      if (reason) throw new ApiError(400, reason, { errors: { [field]: reason } });
    },

    async verifyPassword(userId: number, password: string): Promise<boolean> {
      return verifyPassword((await userRow(userId)).passwordHash, password);
    },

    /** Sets the password, clears a forced change and ends every session but `keepToken`'s. */
    async setPassword(userId: number, password: string, keepToken: string | null): Promise<number> {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), mustChangePassword: false, passwordChangedAt: new Date() })
        .where(eq(users.id, userId));
      const ended = await db
        .delete(sessions)
        .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken))) : eq(sessions.userId, userId))
        .returning({ id: sessions.publicId });
      return ended.length;
    },

    // ---------- two-factor ----------
    /** A new secret, stored encrypted and not yet on: sign-in asks for codes only once one has been confirmed. */
    async startTwoFactorSetup(userId: number): Promise<TwoFactorSetupView> {
      const row = await userRow(userId);
      if (row.totpEnabledAt) throw new ApiError(409, "Two-factor sign-in is already on. Turn it off first to set up another app.");
      const secret = newTotpSecret();
      await db.update(users).set({ totpSecret: secrets.encrypt(secret), totpLastStep: null }).where(eq(users.id, userId));
      const otpauthUrl = totpUri(secret, row.email, await siteName());
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(totpQrSvg(otpauthUrl)).toString("base64")}` };
    },

    /** Turns 2FA on with a first code from the app; answers the recovery codes (shown once), or null for a wrong code. */
    async enableTwoFactor(userId: number, code: string): Promise<string[] | null> {
      const row = await userRow(userId);
      if (row.totpEnabledAt) throw new ApiError(409, "Two-factor sign-in is already on.");
      if (!row.totpSecret) throw new ApiError(409, "Start the set-up again: no authenticator app is waiting for confirmation.");
      if (!(await acceptTotp(row, code))) return null;
      await db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, userId));
      return replaceRecoveryCodes(userId);
    },

    async disableTwoFactor(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    regenerateRecoveryCodes: replaceRecoveryCodes,

    /** A code from the app or an unused recovery code (used up by this call). */
    async verifySecondFactor(userId: number, code: string): Promise<"totp" | "recovery" | null> {
      const row = await userRow(userId);
      if (!row.totpEnabledAt) return null;
      if (/^\s*\d[\d\s]*$/.test(code)) return (await acceptTotp(row, code)) ? "totp" : null;
      return (await acceptRecoveryCode(userId, code)) ? "recovery" : null;
    },

    // ---------- the sign-in step between password and code ----------
    async createChallenge(user: { id: number; email: string }): Promise<string> {
      const token = randomToken(32);
      await db.insert(authTokens).values({
        purpose: "two_factor",
        tokenHash: sha256(token),
        email: user.email,
        userId: user.id,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      });
      return token;
    },

    /** The account a live, unused challenge belongs to. */
    async findChallenge(token: string): Promise<{ userId: number; email: string } | null> {
      const [row] = await db
        .select({ userId: authTokens.userId, email: authTokens.email })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, "two_factor"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())));
      return row?.userId ? { userId: row.userId, email: row.email } : null;
    },

    /** Marks the challenge used; false when another request used it first. */
    async consumeChallenge(token: string): Promise<boolean> {
      const used = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, "two_factor"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
        .returning({ id: authTokens.id });
      return used.length > 0;
    },

    // ---------- password reset by e-mail ----------
    /** A reset token for an active account (earlier unused ones stop working), or null for an unknown e-mail. */
    async createResetToken(email: string): Promise<{ token: string; user: { id: number; email: string; name: string }; expiresAt: Date } | null> {
      const [row] = await db.select().from(users).where(and(eq(users.email, email.toLowerCase()), eq(users.status, "active")));
      if (!row) return null;
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .update(authTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(authTokens.userId, row.id), eq(authTokens.purpose, "password_reset"), isNull(authTokens.usedAt)));
        await tx.insert(authTokens).values({ purpose: "password_reset", tokenHash: sha256(token), email: row.email, userId: row.id, expiresAt });
      });
      return { token, user: { id: row.id, email: row.email, name: row.name }, expiresAt };
    },

    async findResetToken(token: string): Promise<{ id: number; email: string; name: string } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, sha256(token)),
            eq(authTokens.purpose, "password_reset"),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
            eq(users.status, "active"),
          ),
        );
      return row ?? null;
    },

    async consumeResetToken(token: string): Promise<boolean> {
      const used = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, "password_reset"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
        .returning({ id: authTokens.id });
      return used.length > 0;
    },

    /** Spent and expired sign-in steps and reset links (kept a day for reading the audit trail alongside). */
    async purgeSpentTokens(): Promise<void> {
      const cutoff = new Date(Date.now() - 86_400_000);
      await db
        .delete(authTokens)
        .where(and(or(eq(authTokens.purpose, "two_factor"), eq(authTokens.purpose, "password_reset")), lt(authTokens.expiresAt, cutoff)));
    },

    // ---------- sessions ----------
    async sessions(userId: number, currentToken: string | null): Promise<SessionView[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), liveSession()))
        .orderBy(sql`${sessions.lastSeenAt} desc`);
      const current = currentToken ? sha256(currentToken) : null;
      return rows.map((s) => ({
        id: s.publicId,
        device: describeUserAgent(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.tokenHash === current,
      }));
    },

    /** The member's own list: live sessions grouped by device, one page of devices. */
    sessionDevices: devices.page,
    /** Ends one device's sessions (not the asking one); null when the member has no such device. */
    endSessionDevice: devices.end,

    /** Ends one session of this user; false when there is none with that id. */
    async endSession(userId: number, publicId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ id: sessions.publicId });
      return ended.length > 0;
    },

    /** Ends every session of the user except `keepToken`'s (all of them without it); answers how many. */
    async endSessions(userId: number, keepToken: string | null): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keepToken))) : eq(sessions.userId, userId))
        .returning({ id: sessions.publicId });
      return ended.length;
    },

    /** Every staff member with their live session count (the owner's "end sessions" dialog). */
    async staffSessions(): Promise<StaffSessionsSummary[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role, sessions: sql<number>`count(${sessions.tokenHash})::int` })
        .from(users)
        .leftJoin(sessions, and(eq(sessions.userId, users.id), liveSession()))
        .groupBy(users.id)
        .orderBy(users.name);
      return rows;
    },

    async userSummary(userId: number): Promise<{ id: number; email: string; name: string } | null> {
      const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
