import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { deleteExpiredCache, writeCacheOnce } from "../lib/cache-entries.ts";

const SALT_PREFIX = "analytics:salt:";

/** UTC calendar day: the salt's lifetime. */
export function saltDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts unique visitors without cookies or stored addresses: sha256(daily salt + IP + user agent). The salt is
 * random, shared by all instances through the database, and deleted after its day, so yesterday's hashes can no
 * longer be recomputed from an address, and one visitor cannot be followed from one day to the next.
 */
export function createVisitorHasher(db: Db) {
  let cached: { day: string; salt: string } | null = null;

  async function saltFor(now: Date): Promise<string> {
    const day = saltDay(now);
    if (cached?.day === day) return cached.salt;
    const key = SALT_PREFIX + day;
    const dayStart = new Date(`${day}T00:00:00.000Z`);
    const expiresAt = new Date(dayStart.getTime() + 86_400_000);
    // Insert-or-keep makes instances that start the day together agree on one salt.
    const value = (await writeCacheOnce(db, key, { salt: randomBytes(32).toString("base64url") }, expiresAt)) as { salt?: unknown } | undefined;
    if (typeof value?.salt !== "string") throw new Error("analytics salt missing");
    await deleteExpiredCache(db, SALT_PREFIX, dayStart);
    cached = { day, salt: value.salt };
    return value.salt;
  }

  return {
    async hash(ip: string, userAgent: string, now = new Date()): Promise<string> {
      const salt = await saltFor(now);
      return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
    },
  };
}
export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
