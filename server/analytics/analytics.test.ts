import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { analyticsEvents } from "../db/schema.ts";
import { createVisitorHasher } from "./visitor-hash.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const send = (json: unknown, ip = "203.0.113.7", ua = BROWSER_UA) =>
  t.request("/api/events", { method: "POST", json, headers: { "x-test-ip": ip, "user-agent": ua } });

const rows = () => t.deps.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

describe("POST /api/events", () => {
  it("stores a valid event with a visitor hash and no address, cookie or query string", async () => {
    const res = await send({ type: "pricing_cta_click", path: "/solutions?email=someone@example.com#faq", props: { type: "chat", package: "growth" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const [row] = await rows();
    expect(row).toMatchObject({ type: "pricing_cta_click", path: "/solutions", props: { type: "chat", package: "growth" } });
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
  });

  it("gives one visitor the same hash within a day and another visitor a different one", async () => {
    await send({ type: "page_view", path: "/" });
    await send({ type: "page_view", path: "/blog" });
    await send({ type: "page_view", path: "/" }, "198.51.100.9");
    const [a, b, c] = await rows();
    expect(a!.visitorHash).toBe(b!.visitorHash);
    expect(c!.visitorHash).not.toBe(a!.visitorHash);
  });

  it("accepts each spec event with its props", async () => {
    for (const body of [
      { type: "addon_row_click", path: "/solutions", props: { addon: "crm" } },
      { type: "bundle_click", path: "/solutions", props: { bundle: "pro" } },
      { type: "pricing_cta_click", path: "/solutions", props: { type: "consultation" } },
      { type: "chat_started", path: "/contact", props: { source: "contact_page" } },
    ]) {
      expect((await send(body)).status, body.type).toBe(204);
    }
    expect((await rows()).map((r) => r.type)).toEqual(["addon_row_click", "bundle_click", "pricing_cta_click", "chat_started"]);
  });

  it("rejects an unknown type, bad props and a foreign path with 400 and stores nothing", async () => {
    const unknown = await send({ type: "mouse_move", path: "/" });
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors.type).toContain("pricing_cta_click");
    expect((await send({ type: "pricing_cta_click", path: "/solutions", props: { type: "phone" } })).status).toBe(400);
    expect((await send({ type: "bundle_click", path: "/solutions", props: { bundle: "mega" } })).status).toBe(400);
    expect((await send({ type: "page_view", path: "https://evil.example/" })).status).toBe(400);
    expect((await send({ type: "page_view", path: "/", extra: 1 })).status).toBe(400);
    expect((await t.request("/api/events", { method: "POST", body: "{not json", headers: { "x-test-ip": "1.1.1.1" } })).status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("accepts a sendBeacon-style text/plain body", async () => {
    const res = await t.request("/api/events", {
      method: "POST",
      body: JSON.stringify({ type: "page_view", path: "/" }),
      headers: { "content-type": "text/plain;charset=UTF-8", "x-test-ip": "1.2.3.4", "user-agent": BROWSER_UA },
    });
    expect(res.status).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it("answers crawlers without storing their events", async () => {
    expect((await send({ type: "page_view", path: "/" }, "1.2.3.4", "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it("rate-limits one address to EVENTS_PER_MINUTE events a minute", async () => {
    const EVENTS_PER_MINUTE = t.deps.env.EVENTS_PER_MINUTE;
    expect(EVENTS_PER_MINUTE).toBe(120);
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect((await send({ type: "page_view", path: "/" }, "192.0.2.50")).status).toBe(204);
    const limited = await send({ type: "page_view", path: "/" }, "192.0.2.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send({ type: "page_view", path: "/" }, "192.0.2.51")).status).toBe(204);
    expect(await rows()).toHaveLength(EVENTS_PER_MINUTE + 1);
  });
});

describe("visitor hash", () => {
  it("rotates the salt daily and forgets past days' salts", async () => {
    const hasher = createVisitorHasher(t.deps.db);
    const day1 = new Date("2030-01-01T10:00:00Z");
    const day2 = new Date("2030-01-02T10:00:00Z");
    const a = await hasher.hash("203.0.113.7", BROWSER_UA, day1);
    expect(await hasher.hash("203.0.113.7", BROWSER_UA, new Date("2030-01-01T23:59:00Z"))).toBe(a);
    expect(await hasher.hash("203.0.113.7", BROWSER_UA, day2)).not.toBe(a);
    // A second instance shares the day's salt through the database.
    expect(await createVisitorHasher(t.deps.db).hash("203.0.113.7", BROWSER_UA, day2)).toBe(await hasher.hash("203.0.113.7", BROWSER_UA, day2));
    const salts = await t.deps.db.execute<{ key: string }>(sql`select key from cache_entries where key like 'analytics:salt:%' order by key`);
    expect(salts.rows.map((r) => r.key)).not.toContain("analytics:salt:2030-01-01");
  });
});
