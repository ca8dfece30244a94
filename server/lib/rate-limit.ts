import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../db/client.ts";
import { ApiError } from "./errors.ts";

export interface RateLimitStore {
  /** Counts one hit in the window and returns the count so far. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** Reads the count without adding to it. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Shared by every instance through PostgreSQL: one upsert per hit. */
export function createDbRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`);
      const row = result.rows[0]!;
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
    async peek(key) {
      const result = await db.execute<{ count: number }>(
        sql`select count from rate_limits where key = ${key} and reset_at > now()`,
      );
      return result.rows[0] ? Number(result.rows[0].count) : 0;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  const k = (key: string) => `rl:${key}`;
  return {
    async hit(key, windowMs) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowMs, "NX")
        .pttl(k(key))
        .exec()
        .then((r) => [r![0], r![2]])) as [[unknown, number], [unknown, number]];
      return { count: Number(count), resetAt: new Date(Date.now() + Math.max(0, Number(ttl))) };
    },
    async peek(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Counts a hit against each rule; the first rule over its limit answers 429 with Retry-After. */
export async function enforceLimits(store: RateLimitStore, rules: LimitRule[]): Promise<void> {
  for (const rule of rules) {
    const { count, resetAt } = await store.hit(rule.key, rule.windowMs);
    if (count > rule.limit) throw tooMany(rule.message, resetAt);
  }
}

export function tooMany(message: string, resetAt: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new ApiError(429, message, { headers: { "Retry-After": String(retryAfter) } });
}
