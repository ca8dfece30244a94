import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { crashableDb, waitFor } from "#tests/setup/crashable-db.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { createLeadsServices } from "../contacts/leads-services.ts";
import type { Db } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import type { OutboxOptions } from "./outbox.service.ts";

// Two app instances deliver from one outbox; one is killed or shut down while its e-mail is being sent.

let t: TestContext;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  t = await createTestContext({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1,localhost" });
  // The context's own instance stays out of it: the instances under test below do every delivery.
  t.deps.services.outbox.stop();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  smtp.clear();
  smtp.setDelay(0);
});

/** An app instance's outbox, wired as the server wires it. */
const instance = (db: Db, outboxOptions: OutboxOptions) =>
  createLeadsServices({ env: t.env, db, logger: createLogger("silent"), settings: t.deps.services.settings, rateLimits: t.deps.rateLimits, outbound: t.deps.services.outbound, outboxOptions }).outbox;

/** Queued staff e-mails, due now and claimed by nobody yet. */
async function queueEmails(count: number) {
  const set = (key: string, value: string) => t.deps.services.settings.set({ category: "email", key, value });
  await set("smtp_host", "127.0.0.1");
  await set("smtp_port", String(smtp.port));
  await set("staff_email", "staff@agency.example");
  for (let i = 0; i < count; i++) {
    // Chat leads: a form lead would also queue its own confirmation e-mail (lead_mail).
    await t.deps.services.contacts.captureLead({ source: "chat", firstName: "Lead", lastName: `No${i}`, email: `lead${i}@example.com` });
  }
}
const rows = async () =>
  (await t.deps.db.execute<{ id: number; status: string; attempts: number; locked_until: string | null; due: boolean }>(
    sql`select id, status, attempts, locked_until::text, next_attempt_at <= now() as due from outbox where kind = 'email' order by id`,
  )).rows;

const SHORT: OutboxOptions = { leaseMs: 1_000, heartbeatMs: 250 };

describe("outbox failover", () => {
  it("renews the lease of a send that outlives it, so another instance does not send the same e-mail again", async () => {
    await queueEmails(1);
    smtp.setDelay(2_500);
    const a = instance(t.deps.db, SHORT);
    const b = instance(t.deps.db, SHORT);
    const sending = a.runDue();
    await waitFor(async () => smtp.pending === 1, { what: "A's e-mail at the SMTP server" });
    const leases = new Set<string | null>();
    await waitFor(async () => leases.add((await rows())[0]!.locked_until).size >= 4, { what: "three lease renewals" });
    expect(await b.runDue()).toMatchObject({ delivered: 0 });
    expect(await sending).toMatchObject({ delivered: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: "delivered", attempts: 1, locked_until: null }]);
  });

  it("lets the surviving instance deliver within the short lease once the sending instance is killed", async () => {
    await queueEmails(1);
    smtp.setDelay(1_500);
    const victim = crashableDb(t.deps.db);
    const a = instance(victim.db, SHORT);
    const b = instance(t.deps.db, SHORT);
    const sending = a.runDue().catch(() => null);
    await waitFor(async () => smtp.pending === 1, { what: "A's e-mail at the SMTP server" });
    victim.crash();
    await waitFor(async () => ((await b.runDue()).delivered === 1), { timeoutMs: 10_000, what: "B to deliver" });
    // At least once: the killed instance's send may also have gone through (it could not record it).
    expect(await rows()).toMatchObject([{ status: "delivered", attempts: 2 }]);
    await sending;
  });

  it("on shutdown claims nothing more and waits for the e-mail being sent, so nothing is sent twice", async () => {
    await queueEmails(2);
    smtp.setDelay(1_000);
    const a = instance(t.deps.db, { batchSize: 1 });
    const sending = a.runDue();
    await waitFor(async () => smtp.pending === 1, { what: "the first e-mail at the SMTP server" });
    a.stop();
    expect(await a.settle(10_000)).toBe(true);
    expect(await sending).toMatchObject({ delivered: 1 });
    expect(await a.release()).toBe(0);
    expect(await a.runDue()).toMatchObject({ delivered: 0 });
    // The second row was never claimed: due now, free for the next instance.
    expect(await rows()).toMatchObject([
      { status: "delivered", attempts: 1 },
      { status: "pending", attempts: 0, locked_until: null, due: true },
    ]);
    expect(smtp.messages).toHaveLength(1);
  });

  it("gives back at once a send that did not end within the shutdown bound", async () => {
    await queueEmails(1);
    smtp.setDelay(3_000);
    const a = instance(t.deps.db, { leaseMs: 60_000 });
    const sending = a.runDue();
    await waitFor(async () => smtp.pending === 1, { what: "the e-mail at the SMTP server" });
    a.stop();
    expect(await a.settle(100)).toBe(false);
    expect(await a.release()).toBe(1);
    expect(await rows()).toMatchObject([{ status: "pending", attempts: 1, locked_until: null, due: true }]);
    await sending;
  });
});
