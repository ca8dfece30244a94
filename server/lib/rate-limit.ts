import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../db/client.ts";
import { createKeyedHash } from "./crypto.ts";
import { ApiError } from "./errors.ts";

/** A counter: a readable name ("contact:ip") and the values it counts per (an address, a visitor or user id). */
export interface LimitKey {
  readonly name: string;
  readonly parts: readonly string[];
}

// Letters only, so an address pasted into the name by mistake fails at once instead of being stored in clear.
const NAME = /^[a-z-]+(?::[a-z-]+)*$/;

export function limitKey(name: string, ...parts: (string | number)[]): LimitKey {
  if (!NAME.test(name)) throw new Error(`Invalid rate-limit name "${name}": identifying values go in the parts`);
  return { name, parts: parts.map(String) };
}

/**
 * The key a store keeps: the name in clear, the parts only as a keyed hash, so no address is ever stored.
 * The name is hashed too, so one address's counters of different limits cannot be matched to each other.
 */
export function limitKeyHasher(secretKey: string): (key: LimitKey) => string {
  const hash = createKeyedHash(secretKey, "rate-limit");
  return (key) => `${key.name}:${hash(JSON.stringify([key.name, ...key.parts]))}`;
}

export interface RateLimitStore {
  /** Counts one hit in the window and returns the count so far. */
  hit(key: LimitKey, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** hit() for several counters at once (one round trip), answers in the same order. */
  hitMany(hits: readonly { key: LimitKey; windowMs: number }[]): Promise<{ count: number; resetAt: Date }[]>;
  /** Reads the count without adding to it. */
  peek(key: LimitKey): Promise<number>;
  reset(key: LimitKey): Promise<void>;
  /** Gives one hit back (a reservation that turned out fine); never below 0, and nothing for an ended window. */
  release(key: LimitKey): Promise<void>;
  /** Keeps the counter (and its count) until at least `windowMs` from now: how a lock-out is made longer. */
  extend(key: LimitKey, windowMs: number): Promise<void>;
  /** Deletes the counters whose window has ended and returns how many (Redis expires its own: 0). */
  purgeExpired(): Promise<number>;
}

/** Shared by every instance through PostgreSQL: one upsert per hit. */
export function createDbRateLimitStore(db: Db, secretKey: string): RateLimitStore {
  const stored = limitKeyHasher(secretKey);
  /** One statement (one commit) for all the counters: a contact form post counts two. */
  async function hitMany(hits: readonly { key: LimitKey; windowMs: number }[]) {
    if (hits.length === 0) return [];
    const keys = hits.map((h) => stored(h.key));
    // One statement may not upsert a row twice: a counter named twice is counted twice, one statement after another.
    if (new Set(keys).size < keys.length) {
      const out: { count: number; resetAt: Date }[] = [];
      for (const h of hits) out.push(...(await hitMany([h])));
      return out;
    }
    const rows = sql.join(
      hits.map((h, i) => sql`(${keys[i]}, 1, now() + ${`${h.windowMs} milliseconds`}::interval)`),
      sql`, `,
    );
    const result = await db.execute<{ key: string; count: number; reset_at: string | Date }>(sql`
      insert into rate_limits (key, count, reset_at)
      values ${rows}
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning key, count, reset_at`);
    const byKey = new Map(result.rows.map((row) => [row.key, { count: Number(row.count), resetAt: new Date(row.reset_at) }]));
    return keys.map((key) => byKey.get(key)!);
  }
  return {
    async hit(limit, windowMs) {
      return (await hitMany([{ key: limit, windowMs }]))[0]!;
    },
    hitMany,
    async peek(limit) {
      const result = await db.execute<{ count: number }>(
        sql`select count from rate_limits where key = ${stored(limit)} and reset_at > now()`,
      );
      return result.rows[0] ? Number(result.rows[0].count) : 0;
    },
    async reset(limit) {
      await db.execute(sql`delete from rate_limits where key = ${stored(limit)}`);
    },
    async release(limit) {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${stored(limit)} and reset_at > now()`);
    },
    async extend(limit, windowMs) {
      await db.execute(sql`
        update rate_limits set reset_at = greatest(reset_at, now() + ${`${windowMs} milliseconds`}::interval)
        where key = ${stored(limit)} and reset_at > now()`);
    },
    async purgeExpired() {
      // Same test as hit(): a row whose reset_at has passed would start again from 1, so it counts for nothing.
      const result = await db.execute<{ n: number }>(
        sql`with gone as (delete from rate_limits where reset_at <= now() returning 1) select count(*)::int as n from gone`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

const RELEASE_SCRIPT = `if redis.call("EXISTS", KEYS[1]) == 1 and tonumber(redis.call("GET", KEYS[1])) > 0 then return redis.call("DECR", KEYS[1]) end return 0`;

export function createRedisRateLimitStore(redis: Redis, secretKey: string): RateLimitStore {
  const stored = limitKeyHasher(secretKey);
  const k = (key: LimitKey) => `rl:${stored(key)}`;
  /** One MULTI for all the counters: INCR, a TTL on a new counter, and the time left. */
  async function hitMany(hits: readonly { key: LimitKey; windowMs: number }[]) {
    if (hits.length === 0) return [];
    const multi = redis.multi();
    for (const { key, windowMs } of hits) multi.incr(k(key)).pexpire(k(key), windowMs, "NX").pttl(k(key));
    const replies = (await multi.exec()) ?? [];
    return hits.map((_, i) => {
      const [incrError, count] = replies[i * 3] ?? [new Error("no reply")];
      if (incrError) throw incrError;
      const ttl = Number(replies[i * 3 + 2]?.[1]);
      return { count: Number(count), resetAt: new Date(Date.now() + Math.max(0, ttl)) };
    });
  }
  return {
    async hit(key, windowMs) {
      return (await hitMany([{ key, windowMs }]))[0]!;
    },
    hitMany,
    async peek(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async release(key) {
      // DECR on a key that has just expired would create a counter without a TTL: only decrement an existing one.
      await redis.eval(RELEASE_SCRIPT, 1, k(key));
    },
    async extend(key, windowMs) {
      await redis.pexpire(k(key), windowMs, "GT");
    },
    async purgeExpired() {
      return 0;
    },
  };
}

export interface LimitRule {
  key: LimitKey;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts a hit against every rule (one round trip; a refused request counts too); the first rule over its limit
 * answers 429 with Retry-After.
 */
export async function enforceLimits(store: RateLimitStore, rules: LimitRule[]): Promise<void> {
  const results = await store.hitMany(rules);
  rules.forEach((rule, i) => {
    const { count, resetAt } = results[i]!;
    if (count > rule.limit) throw tooMany(rule.message, resetAt);
  });
}

export function tooMany(message: string, resetAt: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new ApiError(429, message, { headers: { "Retry-After": String(retryAfter) } });
}
