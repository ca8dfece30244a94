import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUCCESS_MESSAGE, type NewsletterSubscriber, type NewsletterSubscriberExport } from "#common/newsletter/newsletter-schemas.ts";
import { outbox } from "../db/schema.ts";
import { CONFIRM_PAGES, UNSUBSCRIBE_PAGES } from "./newsletter.routes.ts";

let t: TestContext;
let smtp: FakeSmtpServer;
let ipCounter = 0;
beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  t = await createTestContext();
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  smtp.clear();
  await t.deps.services.settings.set({ category: "email", key: "smtp_host", value: "127.0.0.1" });
  await t.deps.services.settings.set({ category: "email", key: "smtp_port", value: String(smtp.port) });
});

/** Each test signs up from its own address so the per-IP limit only bites where a test wants it. */
const signup = (json: unknown, ip = `203.0.113.${++ipCounter}`) => t.request("/api/newsletter", { method: "POST", json, headers: { "x-test-ip": ip } });
const status = async (email: string) => (await t.deps.services.newsletter.list()).find((s) => s.email === email)?.status;
const linkIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`http://localhost${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return `${path}?token=${match[1]}`;
};

describe("POST /api/newsletter (double opt-in)", () => {
  it("stores a pending address with its consent and mails a confirmation link that works once", async () => {
    const res = await signup({ email: "  Dana@Example.COM ", source: "blog-post" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    const rows = await t.deps.db.execute<{ email: string; source: string; consent_text: string; status: string; has_consent_time: boolean }>(
      sql`select email, source, consent_text, status, consent_at is not null as has_consent_time from newsletter_subscribers`,
    );
    expect(rows.rows).toEqual([{ email: "dana@example.com", source: "blog-post", consent_text: NEWSLETTER_CONSENT_TEXT, status: "pending", has_consent_time: true }]);

    await smtp.waitForMessages(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelope.to).toEqual(["dana@example.com"]);
    expect(mail.subject).toBe("Confirm your subscription to The AI Advantage Weekly");
    expect(mail.html).toContain("Confirm my subscription");
    expect(mail.text).toContain("Confirm my subscription");
    expect(mail.headers.get("list-unsubscribe")).toMatch(/^<http:\/\/localhost\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>/);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const confirm = linkIn(mail.text, "/api/newsletter/confirm");
    const page = await t.request(confirm);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(CONFIRM_PAGES.confirmed.title);
    expect(await status("dana@example.com")).toBe("confirmed");
    // Single use: the token is gone.
    expect(await (await t.request(confirm)).text()).toContain(CONFIRM_PAGES.invalid.title);
  });

  it("refuses an expired link", async () => {
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: "late@example.com", origin: "http://localhost" });
    await t.deps.db.execute(sql`update newsletter_subscribers set confirm_expires_at = now() - interval '1 minute'`);
    const res = await t.request(`/api/newsletter/confirm?token=${confirmToken}`);
    expect(await res.text()).toContain(CONFIRM_PAGES.expired.title);
    expect(await status("late@example.com")).toBe("pending");
  });

  it("re-sends to a pending address at most every ten minutes, and tells a confirmed one nothing", async () => {
    await signup({ email: "again@example.com" });
    await smtp.waitForMessages(1);
    expect((await signup({ email: "again@example.com" })).status).toBe(200);
    await t.deps.services.outbox.idle();
    expect(smtp.messages).toHaveLength(1);
    await t.deps.db.execute(sql`update newsletter_subscribers set confirm_sent_at = now() - interval '11 minutes'`);
    await signup({ email: "again@example.com" });
    await smtp.waitForMessages(2);
    // The first link is replaced by the second.
    expect(await (await t.request(linkIn(smtp.messages[0]!.text, "/api/newsletter/confirm"))).text()).toContain(CONFIRM_PAGES.invalid.title);
    expect(await (await t.request(linkIn(smtp.messages[1]!.text, "/api/newsletter/confirm"))).text()).toContain(CONFIRM_PAGES.confirmed.title);

    await t.deps.db.execute(sql`update newsletter_subscribers set confirm_sent_at = now() - interval '1 day'`);
    const res = await signup({ email: "again@example.com" });
    expect(await res.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    await t.deps.services.outbox.idle();
    expect(smtp.messages).toHaveLength(2);
  });

  it("unsubscribes in one POST (RFC 8058) and asks first on GET", async () => {
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: "bye@example.com", origin: "http://localhost" });
    await t.deps.services.newsletter.confirm(confirmToken!);
    await smtp.waitForMessages(1);
    const link = linkIn(smtp.messages[0]!.headers.get("list-unsubscribe"), "/api/newsletter/unsubscribe");
    const ask = await t.request(link);
    expect(await ask.text()).toContain(UNSUBSCRIBE_PAGES.ask.title);
    expect(await status("bye@example.com")).toBe("confirmed");
    const res = await t.request(link, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(UNSUBSCRIBE_PAGES.done.title);
    expect(await status("bye@example.com")).toBe("unsubscribed");
    expect(await (await t.request("/api/newsletter/unsubscribe?token=nope", { method: "POST" })).text()).toContain(UNSUBSCRIBE_PAGES.invalid.title);
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

  it("runs onSubscribed hooks in the confirmation transaction, once", async () => {
    const seen: string[] = [];
    t.deps.services.newsletter.onSubscribed(async (tx, subscriber) => {
      seen.push(subscriber.email);
      await tx.insert(outbox).values({ kind: "test-newsletter", payload: { email: subscriber.email } });
    });
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: "hook@example.com", origin: "http://localhost" });
    expect(seen).toEqual([]);
    await t.deps.services.newsletter.confirm(confirmToken!);
    await t.deps.services.newsletter.confirm(confirmToken!);
    expect(seen).toEqual(["hook@example.com"]);
    const rows = await t.deps.db.execute<{ kind: string }>(sql`select kind from outbox where kind = 'test-newsletter'`);
    expect(rows.rows).toEqual([{ kind: "test-newsletter" }]);
  });
});

describe("/api/admin/newsletter", () => {
  it("lists subscribers with their status, exports CSV and one subscriber as JSON, deletes one", async () => {
    await signup({ email: "first@example.com" });
    await signup({ email: "+cmd@example.com", source: "blog" });
    const auth = await t.login();
    const { items: list } = (await (await t.request("/api/admin/newsletter/subscribers", { headers: auth })).json()) as { items: NewsletterSubscriber[] };
    expect(list.map((s) => [s.email, s.status]).sort()).toEqual([
      ["+cmd@example.com", "pending"],
      ["first@example.com", "pending"],
    ]);

    const csv = await t.request("/api/admin/newsletter/subscribers.csv", { headers: auth });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe('"email","source","subscribed_at","status","confirmed_at","unsubscribed_at"');
    expect(lines.some((l) => l.startsWith(`"'+cmd@example.com","blog",`))).toBe(true);

    const id = list.find((s) => s.email === "first@example.com")!.id;
    const exported = await t.request(`/api/admin/newsletter/subscribers/${id}/export`, { headers: auth });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(`attachment; filename="newsletter-subscriber-${id}.json"`);
    const data = (await exported.json()) as NewsletterSubscriberExport;
    expect(data).toMatchObject({ email: "first@example.com", status: "pending", consentText: NEWSLETTER_CONSENT_TEXT, issuesReceived: [] });

    expect((await t.request(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    expect((await t.request(`/api/admin/newsletter/subscribers/${id}`, { method: "DELETE", headers: auth })).status).toBe(404);
    expect((await t.request(`/api/admin/newsletter/subscribers/${id}/export`, { headers: auth })).status).toBe(404);
  });

  it("requires a session", async () => {
    expect((await t.request("/api/admin/newsletter/subscribers")).status).toBe(401);
    expect((await t.request("/api/admin/newsletter/subscribers.csv")).status).toBe(401);
    expect((await t.request("/api/admin/newsletter/subscribers/1", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/admin/newsletter/issues")).status).toBe(401);
  });
});
