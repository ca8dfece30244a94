import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { createTestContext, type TestContext } from "../../tests/setup/test-app.ts";
import { createDbRateLimitStore, createRedisRateLimitStore, enforceLimits, type RateLimitStore } from "./rate-limit.ts";
import { ApiError } from "./errors.ts";

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

function behaves(name: string, store: () => RateLimitStore) {
  describe(`${name} rate-limit store`, () => {
    it("counts hits in a window, peeks without counting, and resets", async () => {
      const key = `test:${randomUUID()}`;
      expect((await store().hit(key, 60_000)).count).toBe(1);
      expect((await store().hit(key, 60_000)).count).toBe(2);
      expect(await store().peek(key)).toBe(2);
      expect(await store().peek(key)).toBe(2);
      await store().reset(key);
      expect(await store().peek(key)).toBe(0);
    });

    it("starts a new window after the old one ends", async () => {
      const key = `test:${randomUUID()}`;
      await store().hit(key, 50);
      await store().hit(key, 50);
      await new Promise((r) => setTimeout(r, 120));
      expect((await store().hit(key, 50)).count).toBe(1);
    });

    it("answers 429 with Retry-After past the limit", async () => {
      const rule = { key: `test:${randomUUID()}`, limit: 2, windowMs: 60_000, message: "Slow down" };
      await enforceLimits(store(), [rule]);
      await enforceLimits(store(), [rule]);
      const error = await enforceLimits(store(), [rule]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect(Number((error as ApiError).headers?.["Retry-After"])).toBeGreaterThan(0);
    });
  });
}

behaves("database", () => createDbRateLimitStore(t.deps.db));
behaves("redis", () => createRedisRateLimitStore(redis));
