import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { registerJobs } from "../register-jobs.ts";
import { CONTACT_RATE_LIMIT_MESSAGE } from "../contacts/contact-form.service.ts";
import { limitKey, limitKeyHasher } from "./rate-limit.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";

// What the public endpoints leave in the rate-limit store: never the visitor's address, on either backend.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const lead = SAMPLE_LEAD;
/** A documentation-range IPv6 address unique per run: Redis is shared and keeps counters between runs. */
const uniqueIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::9`;
const visitorId = () => `visitor_${Date.now()}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

async function visit(t: TestContext, ip: string, visitor: string) {
  const headers = { "x-test-ip": ip };
  expect((await t.request("/api/contact", { method: "POST", json: lead, headers })).status).toBe(200);
  const chat = await t.request("/api/chat", { method: "POST", json: { message: "What does it cost?", visitorId: visitor }, headers });
  expect(chat.status).toBe(200);
  expect((await t.request("/api/events", { method: "POST", json: { type: "page_view", path: "/" }, headers })).status).toBe(204);
}

function expectedKeys(t: TestContext, ip: string, visitor: string): string[] {
  const hash = limitKeyHasher(t.env.SECRET_KEY);
  return [
    limitKey("contact:ip", ip),
    limitKey("contact:ip-day", ip),
    limitKey("chat:visitor", visitor),
    limitKey("chat:ip", ip),
    limitKey("chat:ip-day", ip),
    limitKey("events", ip),
  ].map(hash);
}

describe("rate limits in the database", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
  });
  afterAll(async () => {
    await t.deps.services.outbox.idle();
    await t.close();
  });
  const keys = async () => (await t.deps.db.execute<{ key: string }>(sql`select key from rate_limits order by key`)).rows.map((r) => r.key);

  it("keeps no row with the visitor's address after a contact request, a chat message and an event", async () => {
    const ip = uniqueIp();
    const visitor = visitorId();
    await visit(t, ip, visitor);
    const stored = await keys();
    expect(stored.filter((k) => k.includes(ip) || k.includes(visitor))).toEqual([]);
    expect(stored).toEqual(expect.arrayContaining(expectedKeys(t, ip, visitor)));
    const rows = (await t.deps.db.execute(sql`select * from rate_limits`)).rows;
    expect(JSON.stringify(rows)).not.toContain(ip);
  });

  it("the hourly cleanup deletes counters whose window has ended and keeps the others", async () => {
    await t.reset();
    registerJobs(t.deps);
    await t.deps.services.scheduler.sync();
    const hash = limitKeyHasher(t.env.SECRET_KEY);
    const [ended, justEnded, live] = [limitKey("events", "a"), limitKey("events", "b"), limitKey("events", "c")].map(hash);
    await t.deps.db.execute(sql`
      insert into rate_limits (key, count, reset_at) values
        (${ended}, 9, now() - interval '2 hours'),
        (${justEnded}, 3, now() - interval '1 millisecond'),
        (${live}, 4, now() + interval '1 minute')`);
    const run = await t.deps.services.scheduler.runNow("session-cleanup");
    expect(run).toMatchObject({ status: "completed", summary: "expired sessions removed; 2 expired rate-limit counters removed" });
    expect(await keys()).toEqual([live]);
    expect(await t.deps.rateLimits.peek(limitKey("events", "c"))).toBe(4);
  });
});

describe("rate limits in Redis", () => {
  let t: TestContext;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9", REDIS_URL });
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
    await t.deps.services.outbox.idle();
    await t.close();
  });

  it("keeps no key with the visitor's address, and nothing in the database", async () => {
    const ip = uniqueIp();
    const visitor = visitorId();
    await visit(t, ip, visitor);
    expect(await redis.keys(`*${ip}*`)).toEqual([]);
    expect(await redis.keys(`*${visitor}*`)).toEqual([]);
    for (const key of expectedKeys(t, ip, visitor)) expect(await redis.pttl(`rl:${key}`), key).toBeGreaterThan(0);
    expect((await t.deps.db.execute(sql`select key from rate_limits`)).rows).toEqual([]);
  });

  it("still limits one address to 5 contact requests in 10 minutes", async () => {
    const headers = { "x-test-ip": uniqueIp() };
    for (let i = 0; i < 5; i++) {
      expect((await t.request("/api/contact", { method: "POST", json: { ...lead, email: `lead${i}@example.com` }, headers })).status).toBe(200);
    }
    const limited = await t.request("/api/contact", { method: "POST", json: lead, headers });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: CONTACT_RATE_LIMIT_MESSAGE });
  });
});
