import type { LimitKey, RateLimitStore } from "../lib/rate-limit.ts";
import { limitKey } from "../lib/rate-limit.ts";
import { ApiError } from "../lib/errors.ts";

export const LOGIN_LIMITS = {
  /** Attempts per account (whatever the address) before it is locked. */
  failsPerAccount: 5,
  firstLockMs: 15 * 60_000,
  /** Each further lock-out within `lockMemoryMs` lasts twice as long as the one before, up to this. */
  maxLockMs: 4 * 60 * 60_000,
  lockMemoryMs: 24 * 60 * 60_000,
  failsPerIp: 100,
  ipWindowMs: 60 * 60_000,
} as const;

export interface LoginAttempt {
  /** The password matched: the account's failures and lock-out history are cleared, the address gets its hit back. */
  succeeded(): Promise<void>;
  /** The password did not match: the reservation stays; the account's last allowed failure starts a lock-out. */
  failed(): Promise<void>;
}

/**
 * Counts a sign-in attempt BEFORE the password is checked. The store's increment is atomic, so of any number of
 * concurrent attempts only the first `failsPerAccount` get a number within the limit and reach the hasher.
 * `name` keeps counters apart: "login" (the password step), "two-factor" (the code step), "reauth" (the account page).
 */
export function createLoginThrottle(store: RateLimitStore, limits = LOGIN_LIMITS, name = "login") {
  return {
    /** Ends the account's lock-out and forgets its history (`npm run admin -- reset-password`). */
    async clear(email: string): Promise<void> {
      const account = email.trim().toLowerCase();
      await Promise.all([store.reset(limitKey(`${name}:acct`, account)), store.reset(limitKey(`${name}:acct-locks`, account))]);
    },

    async reserve(email: string, ip: string): Promise<LoginAttempt> {
      const account = limitKey(`${name}:acct`, email.trim().toLowerCase());
      const address = limitKey(`${name}:ip`, ip);
      const [acct, addr] = await Promise.all([store.hit(account, limits.firstLockMs), store.hit(address, limits.ipWindowMs)]);
      const over = [acct.count > limits.failsPerAccount ? acct.resetAt : null, addr.count > limits.failsPerIp ? addr.resetAt : null];
      const until = over.filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
      if (until) throw throttled(until);
      const locks = limitKey(`${name}:acct-locks`, email.trim().toLowerCase());
      return {
        succeeded: async () => {
          await Promise.all([store.reset(account), store.reset(locks), store.release(address)]);
        },
        failed: async () => {
          if (acct.count === limits.failsPerAccount) await lockOut(store, account, locks, limits);
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

async function lockOut(store: RateLimitStore, account: LimitKey, locks: LimitKey, limits: typeof LOGIN_LIMITS) {
  const { count } = await store.hit(locks, limits.lockMemoryMs);
  await store.extend(locks, limits.lockMemoryMs);
  const lockMs = Math.min(limits.firstLockMs * 2 ** (count - 1), limits.maxLockMs);
  await store.extend(account, lockMs);
}

export function throttled(until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new ApiError(429, `Too many sign-in attempts. Please wait ${waitText(seconds)} and try again.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
