import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createDbRateLimitStore, createRedisRateLimitStore, enforceLimits, limitKey, limitKeyHasher, type RateLimitStore } from "./rate-limit.ts";
import { ApiError } from "./errors.ts";

const SECRET = "rate-limit-test-secret-0123456789abcdef";
let t: TestContext;
let redis: Redis;
beforeAll(async () => {
  t = await createTestContext();
  redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  await redis.quit();
  await t.close();
});

const fresh = () => limitKey("test", randomUUID());
/** A documentation-range IPv6 address no other test uses, so a search for it in shared Redis finds only ours. */
const uniqueIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::7`;
const dbKeys = async () => (await t.deps.db.execute<{ key: string }>(sql`select key from rate_limits`)).rows.map((r) => r.key);

function behaves(name: string, store: (secret?: string) => RateLimitStore, storedKeys: () => Promise<string[]>) {
  describe(`${name} rate-limit store`, () => {
    it("counts hits in a window, peeks without counting, and resets", async () => {
      const key = fresh();
      expect((await store().hit(key, 60_000)).count).toBe(1);
      expect((await store().hit(key, 60_000)).count).toBe(2);
      expect(await store().peek(key)).toBe(2);
      expect(await store().peek(key)).toBe(2);
      await store().reset(key);
      expect(await store().peek(key)).toBe(0);
    });

    it("counts several counters in one call, answering in the order asked", async () => {
      const [a, b] = [fresh(), fresh()];
      await store().hit(b, 60_000);
      const first = await store().hitMany([
        { key: a, windowMs: 60_000 },
        { key: b, windowMs: 120_000 },
      ]);
      expect(first.map((r) => r.count)).toEqual([1, 2]);
      const second = await store().hitMany([
        { key: b, windowMs: 120_000 },
        { key: a, windowMs: 60_000 },
      ]);
      expect(second.map((r) => r.count)).toEqual([3, 2]);
      expect(second[1]!.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(await store().hitMany([])).toEqual([]);
      const twice = await store().hitMany([
        { key: a, windowMs: 60_000 },
        { key: a, windowMs: 60_000 },
      ]);
      expect(twice.map((r) => r.count)).toEqual([3, 4]);
    });

    it("starts a new window after the old one ends", async () => {
      const key = fresh();
      await store().hit(key, 50);
      await store().hit(key, 50);
      await new Promise((r) => setTimeout(r, 120));
      expect((await store().hit(key, 50)).count).toBe(1);
    });

    it("gives a hit back without going below 0, and makes a window longer but never shorter", async () => {
      const key = fresh();
      await store().hit(key, 60_000);
      await store().hit(key, 60_000);
      await store().release(key);
      expect(await store().peek(key)).toBe(1);
      await store().release(key);
      await store().release(key);
      expect(await store().peek(key)).toBe(0);
      await store().release(fresh());
      expect(await store().peek(fresh())).toBe(0);

      const short = fresh();
      const { resetAt } = await store().hit(short, 60_000);
      await store().extend(short, 10 * 60_000);
      const longer = await store().hit(short, 60_000);
      expect(longer.count).toBe(2);
      expect(longer.resetAt.getTime() - resetAt.getTime()).toBeGreaterThan(8 * 60_000);
      await store().extend(short, 1_000);
      expect((await store().hit(short, 60_000)).resetAt.getTime()).toBeGreaterThanOrEqual(longer.resetAt.getTime() - 1_000);
    });

    it("answers 429 with Retry-After past the limit", async () => {
      const rule = { key: fresh(), limit: 2, windowMs: 60_000, message: "Slow down" };
      await enforceLimits(store(), [rule]);
      await enforceLimits(store(), [rule]);
      const error = await enforceLimits(store(), [rule]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect(Number((error as ApiError).headers?.["Retry-After"])).toBeGreaterThan(0);
    });

    it("stores the name in clear and the address only as a keyed hash", async () => {
      const ip = uniqueIp();
      await store().hit(limitKey("contact:ip", ip), 60_000);
      const keys = await storedKeys();
      expect(keys.filter((k) => k.includes(ip))).toEqual([]);
      const expected = limitKeyHasher(SECRET)(limitKey("contact:ip", ip));
      expect(expected).toMatch(/^contact:ip:[\w-]{43}$/);
      expect(keys.some((k) => k.endsWith(expected))).toBe(true);
    });

    it("shares counts between instances with the same secret only", async () => {
      const key = fresh();
      await store().hit(key, 60_000);
      expect((await store().hit(key, 60_000)).count).toBe(2);
      expect(await store("another-secret-0123456789abcdefghij").peek(key)).toBe(0);
      // Different limits of one address are different counters.
      expect(await store().peek(limitKey("other", ...key.parts))).toBe(0);
    });
  });
}

behaves("database", (secret = SECRET) => createDbRateLimitStore(t.deps.db, secret), dbKeys);
behaves("redis", (secret = SECRET) => createRedisRateLimitStore(redis, secret), async () => redis.keys("rl:*"));

describe("limitKey", () => {
  it("refuses a name with an address in it", () => {
    expect(() => limitKey("events:203.0.113.9")).toThrow(/Invalid rate-limit name/);
    expect(() => limitKey("events:2001:db8::1")).toThrow(/Invalid rate-limit name/);
    expect(limitKey("chat:ip-day", "203.0.113.9", 7)).toEqual({ name: "chat:ip-day", parts: ["203.0.113.9", "7"] });
  });

  it("keeps parts apart, so two values cannot join into another's key", () => {
    const hash = limitKeyHasher(SECRET);
    expect(hash(limitKey("login:acct", "1.2.3.4", "a@b.example"))).not.toBe(hash(limitKey("login:acct", "1.2.3.4a", "@b.example")));
  });
});

describe("expired counter purge (database)", () => {
  it("deletes only the counters whose window has ended", async () => {
    const store = createDbRateLimitStore(t.deps.db, SECRET);
    await t.deps.db.execute(sql`delete from rate_limits`);
    const ended = fresh();
    const live = fresh();
    await store.hit(ended, 50);
    await store.hit(live, 60_000);
    await store.hit(live, 60_000);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.purgeExpired()).toBe(1);
    expect(await dbKeys()).toEqual([limitKeyHasher(SECRET)(live)]);
    expect(await store.peek(live)).toBe(2);
    expect(await store.purgeExpired()).toBe(0);
  });

  it("is a no-op on Redis, which expires its own keys", async () => {
    const key = fresh();
    const store = createRedisRateLimitStore(redis, SECRET);
    await store.hit(key, 60_000);
    expect(await store.purgeExpired()).toBe(0);
    expect(await redis.pttl(`rl:${limitKeyHasher(SECRET)(key)}`)).toBeGreaterThan(0);
  });
});
