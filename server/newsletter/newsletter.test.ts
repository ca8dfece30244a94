import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../../tests/setup/test-app.ts";
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUCCESS_MESSAGE, type NewsletterSubscriber } from "../../common/newsletter/newsletter-schemas.ts";
import { outbox } from "../db/schema.ts";

let t: TestContext;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Each test signs up from its own address so the per-IP limit only bites where a test wants it. */
const signup = (json: unknown, ip = `203.0.113.${++ipCounter}`) =>
  t.request("/api/newsletter", { method: "POST", json, headers: { "x-test-ip": ip } });

describe("POST /api/newsletter", () => {
  it("stores a new address once (lower-cased) with its consent text, answering the same both times", async () => {
    const first = await signup({ email: "  Dana@Example.COM ", source: "blog-post" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    const repeat = await signup({ email: "dana@example.com" });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    const rows = await t.deps.db.execute<{ email: string; source: string; consent_text: string }>(
      sql`select email, source, consent_text from newsletter_subscribers`,
    );
    expect(rows.rows).toEqual([{ email: "dana@example.com", source: "blog-post", consent_text: NEWSLETTER_CONSENT_TEXT }]);
  });

  it("answers 400 for an invalid address", async () => {
    for (const email of ["", "not-an-email", "a@b", 42]) {
      const res = await signup({ email });
      expect(res.status, String(email)).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.email).toBe("Please enter a valid email address");
    }
  });

  it("drops honeypot submissions silently", async () => {
    const res = await signup({ email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await t.deps.services.newsletter.list()).toEqual([]);
  });

  it("limits signups per IP with 429 and Retry-After", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await signup({ email: `p${i}@example.com` }, ip)).status).toBe(200);
    const res = await signup({ email: "p6@example.com" }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signup({ email: "other@example.com" }, "198.51.100.8")).status).toBe(200);
  });

  it("runs onSubscribed hooks in the insert transaction, for new addresses only", async () => {
    const seen: string[] = [];
    t.deps.services.newsletter.onSubscribed(async (tx, subscriber) => {
      seen.push(subscriber.email);
      await tx.insert(outbox).values({ kind: "test-newsletter", payload: { email: subscriber.email } });
    });
    await signup({ email: "hook@example.com" });
    await signup({ email: "hook@example.com" });
    expect(seen).toEqual(["hook@example.com"]);
    const rows = await t.deps.db.execute<{ kind: string }>(sql`select kind from outbox where kind = 'test-newsletter'`);
    expect(rows.rows).toEqual([{ kind: "test-newsletter" }]);
  });
});

describe("/api/admin/newsletter", () => {
  it("lists subscribers, exports CSV, removes one", async () => {
    await signup({ email: "first@example.com" });
    await signup({ email: "+cmd@example.com", source: "blog" });
    const auth = await t.login();
    const { items: list } = (await (await t.request("/api/admin/newsletter/subscribers", { headers: auth })).json()) as { items: NewsletterSubscriber[] };
    expect(list.map((s) => s.email).sort()).toEqual(["+cmd@example.com", "first@example.com"]);

    const csv = await t.request("/api/admin/newsletter/subscribers.csv", { headers: auth });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...new Uint8Array(await csv.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = await csv.text();
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe('"email","source","subscribed_at"');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith(`"'+cmd@example.com","blog",`))).toBe(true);

    const id = list[0]!.id;
    expect((await t.request(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    expect((await t.request(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE", headers: auth })).status).toBe(404);
  });

  it("requires a session", async () => {
    expect((await t.request("/api/admin/newsletter/subscribers")).status).toBe(401);
    expect((await t.request("/api/admin/newsletter/subscribers.csv")).status).toBe(401);
    expect((await t.request("/api/admin/newsletter/subscribers/1", { method: "DELETE" })).status).toBe(401);
  });
});
