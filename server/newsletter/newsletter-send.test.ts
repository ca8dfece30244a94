import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer, type ReceivedMail } from "#tests/fakes/smtp-server.ts";
import { blogPosts } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { createNewsletterSender, INTERRUPTED } from "./newsletter-sender.ts";
import type { NewsletterIssue, NewsletterPreview } from "#common/newsletter/newsletter-schemas.ts";
import { UNSUBSCRIBE_PAGES } from "./newsletter.routes.ts";

let t: TestContext;
let smtp: FakeSmtpServer;
let auth: Record<string, string>;
let postId: number;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  t = await createTestContext();
});
afterAll(async () => {
  await t.deps.services.newsletterSender.idle();
  await t.deps.services.outbox.idle();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.deps.services.newsletterSender.idle();
  await t.deps.services.outbox.idle();
  await t.reset();
  smtp.clear();
  smtp.setDelay(0);
  const set = (key: string, value: string) => t.deps.services.settings.set({ category: "email", key, value });
  await set("smtp_host", "127.0.0.1");
  await set("smtp_port", String(smtp.port));
  await set("from_email", "news@agency.example");
  // Fast enough for a test; the default (600 a minute) is measured by npm run bench:newsletter.
  await set("newsletter_rate", "60000");
  auth = await t.login();
  const [post] = await t.deps.db
    .insert(blogPosts)
    .values({ title: "Five follow-ups to automate", slug: "five-follow-ups", excerpt: "Open house leads, answered in minutes.", content: "Body", contentHtml: '<p>See <a href="/blog/other">the other post</a>.</p>', category: "Tools", author: "Staff", isPublished: true, publishedAt: new Date(Date.now() - 3_600_000) })
    .returning({ id: blogPosts.id });
  postId = post!.id;
});

async function confirmedSubscribers(n: number, from = 1) {
  await t.deps.db.execute(sql`
    insert into newsletter_subscribers (email, consent_text, status, confirmed_at)
    select 'reader' || g || '@example.com', 'test consent', 'confirmed', now() from generate_series(${from}::int, ${from + n - 1}::int) g`);
}
const issue = { content: { kind: "post" as const, postId: 0 } };
const body = () => ({ ...issue, content: { kind: "post" as const, postId } });
const sendIssue = async () => {
  const res = await t.request("/api/admin/newsletter/issues", { method: "POST", json: body(), headers: auth });
  expect(res.status).toBe(201);
  return (await res.json()) as NewsletterIssue;
};
/** Polls the API until the issue has no recipient left to send to. */
async function finished(id: number, timeoutMs = 60_000): Promise<NewsletterIssue> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const issue = await getIssue(id);
    if (issue.status === "sent") return issue;
    if (Date.now() > deadline) throw new Error(`issue ${id} still sending after ${timeoutMs} ms: ${JSON.stringify(issue)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const getIssue = async (id: number) => (await (await t.request(`/api/admin/newsletter/issues/${id}`, { headers: auth })).json()) as NewsletterIssue;
const perRecipient = (messages: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const m of messages) for (const to of m.envelope.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};
const unsubscribeLink = (mail: ReceivedMail) => /<http:\/\/localhost(\/api\/newsletter\/unsubscribe\?token=[0-9a-f]+)>/.exec(mail.headers.get("list-unsubscribe") ?? "")![1]!;

describe("sending an issue", () => {
  it("sign-up → confirm → preview, test, send to 200 → one e-mail each with a working one-click unsubscribe", async () => {
    // One reader through the real double opt-in, 199 already confirmed.
    await t.request("/api/newsletter", { method: "POST", json: { email: "first@example.com" }, headers: { "x-test-ip": "10.4.0.1" } });
    await smtp.waitForMessages(1);
    const confirm = /http:\/\/localhost(\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(smtp.messages[0]!.text ?? "")![1]!;
    await t.request(confirm);
    await confirmedSubscribers(199);
    smtp.clear();

    const preview = await t.request("/api/admin/newsletter/issues/preview", { method: "POST", json: body(), headers: auth });
    const shown = (await preview.json()) as NewsletterPreview;
    expect(shown).toMatchObject({ subject: "Five follow-ups to automate", recipients: 200 });
    expect(shown.html).toContain('href="http://localhost/blog/other"');
    expect(shown.text).toContain("Open house leads, answered in minutes.");

    const test = await t.request("/api/admin/newsletter/issues/test", { method: "POST", json: { ...body(), to: "staff@agency.example" }, headers: auth });
    expect(test.status).toBe(202);
    await smtp.waitForMessages(1);
    expect(smtp.messages[0]).toMatchObject({ subject: "[Test] Five follow-ups to automate", envelope: { to: ["staff@agency.example"] } });
    smtp.clear();

    const sent = await sendIssue();
    expect(sent).toMatchObject({ recipients: 200, status: "sending" });
    await smtp.waitForMessages(200, 60_000);
    await finished(sent.id, 30_000);
    const counts = perRecipient(smtp.messages);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.get("first@example.com")).toBe(1);

    const mail = smtp.messages.find((m) => m.envelope.to[0] === "reader7@example.com")!;
    expect(mail.subject).toBe("Five follow-ups to automate");
    expect(mail.text).toContain("Unsubscribe");
    expect(mail.html).toContain("Read it on the blog");
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = unsubscribeLink(mail);
    // The visible link in the body is the same address as the header's.
    expect(mail.html).toContain(link.replace("?", "?"));
    const res = await t.request(link, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(await res.text()).toContain(UNSUBSCRIBE_PAGES.done.title);

    const list = (await (await t.request("/api/admin/newsletter/issues", { headers: auth })).json()) as NewsletterIssue[];
    expect(list[0]).toMatchObject({ id: sent.id, sent: 200, failed: 0, waiting: 0, unsubscribedAfter: 1 });
    // A second issue goes to the 199 still confirmed.
    smtp.clear();
    expect((await sendIssue()).recipients).toBe(199);
    await smtp.waitForMessages(199, 60_000);
  });

  it("stops at once for someone who unsubscribes mid-send", async () => {
    await confirmedSubscribers(60);
    await t.deps.services.settings.set({ category: "email", key: "newsletter_rate", value: "1200" });
    const sent = await sendIssue();
    await smtp.waitForMessages(10, 30_000);
    const token = await t.deps.db.execute<{ unsubscribe_token: string }>(sql`select unsubscribe_token from newsletter_subscribers where email = 'reader50@example.com'`);
    await t.request(`/api/newsletter/unsubscribe?token=${token.rows[0]!.unsubscribe_token}`, { method: "POST" });
    await t.deps.services.settings.set({ category: "email", key: "newsletter_rate", value: "60000" });
    await finished(sent.id, 60_000);
    const counts = perRecipient(smtp.messages);
    expect(counts.has("reader50@example.com")).toBe(false);
    expect(counts.size).toBe(59);
    expect(await getIssue(sent.id)).toMatchObject({ sent: 59, cancelled: 1 });
  });

  it("retries a refusal of the mail server (4xx) and gives up on a permanent one (5xx), marking the address bounced", async () => {
    await confirmedSubscribers(3);
    smtp.failNext(1, 451);
    const sent = await sendIssue();
    await smtp.waitForMessages(2, 30_000);
    await t.deps.db.execute(sql`update newsletter_deliveries set next_attempt_at = now() where status = 'queued'`);
    await t.deps.services.newsletterSender.runDue();
    await smtp.waitForMessages(3, 30_000);
    expect(perRecipient(smtp.messages).size).toBe(3);

    smtp.clear();
    smtp.failNext(1, 550);
    const second = await sendIssue();
    await finished(second.id, 30_000);
    expect(await getIssue(second.id)).toMatchObject({ sent: 2, failed: 1 });
    const bounced = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from newsletter_subscribers where status = 'bounced'`);
    expect(Number(bounced.rows[0]!.n)).toBe(1);
    expect((await getIssue(sent.id)).sent).toBe(3);
  });

  it("refuses an issue with nobody to send to, and a post that is not published", async () => {
    expect((await t.request("/api/admin/newsletter/issues", { method: "POST", json: body(), headers: auth })).status).toBe(400);
    await confirmedSubscribers(1);
    const res = await t.request("/api/admin/newsletter/issues", { method: "POST", json: { content: { kind: "post", postId: postId + 999 } }, headers: auth });
    expect(res.status).toBe(404);
    const digest = await t.request("/api/admin/newsletter/issues/preview", { method: "POST", json: { content: { kind: "digest", days: 7 } }, headers: auth });
    expect(((await digest.json()) as NewsletterPreview).html).toContain("Five follow-ups to automate");
  });

  // Last in the file: it stops the app's own sender for good.
  it("duplicates nothing when an instance stops mid-send or dies mid-message and another takes over", async () => {
    await confirmedSubscribers(200);
    smtp.setDelay(5);
    const sent = await sendIssue();
    // Instance A (the app's sender) is stopped mid-way as a shutdown does: its send in progress ends, the rest goes back.
    const a = t.deps.services.newsletterSender;
    await smtp.waitForMessages(40, 30_000);
    a.stop();
    await a.settle(10_000);
    await a.release();
    const afterA = smtp.messages.length;
    expect(afterA).toBeLessThan(200);

    // Instance C dies while holding a batch, one of them in the middle of its SMTP transaction.
    await t.deps.db.execute(sql`
      update newsletter_deliveries set locked_until = now() + interval '300 milliseconds', attempts = attempts + 1
      where id in (select id from newsletter_deliveries where status = 'queued' order by id limit 5)`);
    const crashed = await t.deps.db.execute<{ id: number }>(sql`
      update newsletter_deliveries set status = 'sending'
      where id = (select id from newsletter_deliveries where status = 'queued' and locked_until is not null order by id limit 1) returning id`);
    await new Promise((resolve) => setTimeout(resolve, 400));

    // Instances B and D share the rest (one database, two senders).
    const make = () => createNewsletterSender({ db: t.deps.db, settings: t.deps.services.settings, guard: t.deps.services.outbound, rateLimits: t.deps.rateLimits, logger: createLogger("silent") });
    const b = make();
    const d = make();
    await Promise.all([b.runDue(), d.runDue()]);
    await finished(sent.id, 30_000);

    const counts = perRecipient(smtp.messages);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Everyone but the one whose message was cut off by the crash (never resent: it may have arrived).
    expect(counts.size).toBe(199);
    const row = await t.deps.db.execute<{ status: string; last_error: string }>(sql`select status, last_error from newsletter_deliveries where id = ${crashed.rows[0]!.id}`);
    expect(row.rows[0]).toEqual({ status: "failed", last_error: INTERRUPTED });
    expect(await getIssue(sent.id)).toMatchObject({ sent: 199, failed: 1, waiting: 0 });
  });
});
