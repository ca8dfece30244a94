import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { limitKey, limitKeyHasher } from "../lib/rate-limit.ts";
import { passwordVerifications } from "./password.ts";
import { createLoginThrottle } from "./login-throttle.ts";

// At most 5 guesses per account reach the password hasher, however they are sent.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Redis keeps counters between runs: every test signs in as an account of its own, from an address of this run. */
const freshEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;
const uniqueIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::5`;

function throttleBehaves(store: "database" | "redis") {
  describe(`sign-in throttle (${store} store)`, () => {
    let t: TestContext;
    let redis: Redis | null = null;
    beforeAll(async () => {
      t = await createTestContext(store === "redis" ? { REDIS_URL, TRUST_PROXY: "1" } : { TRUST_PROXY: "1" });
      if (store === "redis") {
        redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
        await redis.connect();
      }
    });
    afterAll(async () => {
      await redis?.quit();
      await t.close();
    });

    const ip = uniqueIp();
    const login = (email: string, password: string, headers: Record<string, string> = {}) =>
      t.request("/api/auth/login", { method: "POST", json: { email, password }, headers: { "x-test-ip": ip, ...headers } });
    const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

    /** Ends the current lock-out window, as if its time had passed (the lock-out history stays). */
    async function endWindow(email: string) {
      const key = limitKeyHasher(t.env.SECRET_KEY)(limitKey("login:acct", email));
      if (redis) await redis.del(`rl:${key}`);
      else await t.deps.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`);
    }

    it("lets at most 5 of 20 concurrent wrong passwords reach the hasher", async () => {
      const email = freshEmail();
      await t.deps.services.auth.createUser({ email, name: "Target", password: "the-real-password-123" });
      const before = passwordVerifications();
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `wrong-password-${i}`)));
      expect(passwordVerifications() - before).toBeLessThanOrEqual(5);
      expect(statuses(responses)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    });

    it("lets at most 5 of 200 guesses with a rotating X-Forwarded-For reach the hasher (one trusted proxy)", async () => {
      const email = freshEmail();
      const attacker = uniqueIp();
      const before = passwordVerifications();
      let unauthorized = 0;
      for (let i = 0; i < 200; i++) {
        // The client writes the left part; the trusted proxy (the socket peer) appends the client's real address.
        const forwarded = `203.0.113.${i % 250}, ${attacker}`;
        const res = await login(email, `guess-${i}`, { "x-forwarded-for": forwarded });
        if (res.status === 401) unauthorized++;
        else expect(res.status).toBe(429);
      }
      expect(passwordVerifications() - before).toBeLessThanOrEqual(5);
      expect(unauthorized).toBe(5);
    });

    it("locks the account for every address, says when to try again, and locks longer the next time", async () => {
      const email = freshEmail();
      const password = "the-real-password-123";
      await t.deps.services.auth.createUser({ email, name: "Target", password });
      for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password", { "x-test-ip": uniqueIp() })).status).toBe(401);

      const blocked = await login(email, password, { "x-test-ip": uniqueIp() });
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await blocked.json()).toEqual({ message: "Too many sign-in attempts. Please wait 15 minutes and try again." });

      await endWindow(email);
      for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password")).status).toBe(401);
      const longer = await login(email, password, { "x-test-ip": uniqueIp() });
      expect(longer.status).toBe(429);
      expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(29 * 60);
      expect(((await longer.json()) as { message: string }).message).toBe("Too many sign-in attempts. Please wait 30 minutes and try again.");
    });

    it("gives the attempt back on success: the right password clears earlier failures", async () => {
      const email = freshEmail();
      const password = "the-real-password-123";
      await t.deps.services.auth.createUser({ email, name: "Target", password });
      for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password")).status).toBe(401);
      expect((await login(email, password)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password")).status).toBe(401);
      expect((await login(email, password)).status).toBe(429);
    });

    it("ends a lock-out when the account is cleared (what reset-password does)", async () => {
      const email = freshEmail();
      const password = "the-real-password-123";
      await t.deps.services.auth.createUser({ email, name: "Target", password });
      for (let i = 0; i < 6; i++) await login(email, "wrong-password");
      expect((await login(email, password)).status).toBe(429);
      await createLoginThrottle(t.deps.rateLimits).clear(email.toUpperCase());
      expect((await login(email, password)).status).toBe(200);
    });

    it("still signs the test admin in", async () => {
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
    });
  });
}

throttleBehaves("database");
throttleBehaves("redis");
