import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { createFakeHubspotServer, type FakeHubspotServer } from "#tests/fakes/hubspot-server.ts";
import { waitUntil } from "#tests/fakes/wait-until.ts";
import { contactActivities, contacts, outbox } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { deliveryNotes } from "../contacts/contact-history.ts";
import { createOutbox } from "./outbox.service.ts";
import { createDeliverers } from "./deliverers.ts";
import { CONTACT_SUCCESS_MESSAGE } from "#common/contacts/contact-form.ts";
import { localGuard } from "#tests/fakes/outbound.ts";

const SECRET = "whsec-test-0123456789";
const TOKEN = "pat-na1-test-token";
let t: TestContext;
let smtp: FakeSmtpServer;
let receiver: WebhookReceiver;
let hubspot: FakeHubspotServer;
let ip = 0;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  receiver = createWebhookReceiver({ secret: SECRET });
  hubspot = createFakeHubspotServer({ accessToken: TOKEN });
  await Promise.all([smtp.start(), receiver.start(), hubspot.start()]);
  t = await createTestContext({ HUBSPOT_BASE_URL: hubspot.url });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
  await Promise.all([smtp.close(), receiver.close(), hubspot.close()]);
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  smtp.clear();
  receiver.clear();
  hubspot.clear();
  await smtp.start();
});

const lead = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@lopezrealty.example",
  phone: "(713) 555-0142",
  budget: "",
  company: "Lopez Realty",
  automation: "Automatic follow-ups by text for open house leads",
  contactMethod: "email",
};
const submit = (body: Record<string, unknown> = lead) => t.request("/api/contact", { method: "POST", json: body, headers: { "x-test-ip": `10.1.0.${++ip}` } });
const set = (category: string, key: string, value: string) => t.deps.services.settings.set({ category, key, value });
const deliveries = () => t.deps.db.select().from(outbox).orderBy(outbox.id);
const makeDue = () => t.deps.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);

async function useSmtp() {
  await set("email", "smtp_host", "127.0.0.1");
  await set("email", "smtp_port", String(smtp.port));
  await set("email", "staff_email", "staff@agency.example");
  await set("email", "from_email", "leads@agency.example");
}
async function useWebhook(path = "/webhook/lead") {
  await set("webhooks", "webhook_secret", SECRET);
  await set("webhooks", "contact_form_webhook", `${receiver.url}${path}`);
}

describe("staff e-mail", () => {
  it("reaches the SMTP server with the lead's details", async () => {
    await useSmtp();
    expect((await submit({ ...lead, role: "Broker", bundle: "starter" })).status).toBe(200);
    // With it, the lead's own confirmation (lead_mail, below).
    await smtp.waitForMessages(2);
    const mail = smtp.messages.find((m) => m.envelope.to[0] === "staff@agency.example")!;
    expect(mail.envelope.to).toEqual(["staff@agency.example"]);
    expect(mail.subject).toBe("New lead: Maria Lopez (Lopez Realty)");
    expect(mail.replyTo).toContain("maria@lopezrealty.example");
    expect(mail.from).toContain("leads@agency.example");
    expect(mail.text).toContain("Phone: (713) 555-0142");
    expect(mail.text).toContain("Role: Broker");
    expect(mail.text).toContain("Bundle: starter");
    expect(mail.text).toContain("Language: English");
    expect(mail.text).toContain("Automatic follow-ups by text for open house leads");
    await t.deps.services.outbox.idle();
    const [row] = await deliveries();
    expect(row).toMatchObject({ kind: "email", status: "delivered", attempts: 1, lastError: null });
    const notes = await t.deps.db.select().from(contactActivities);
    expect(notes.map((a) => a.description)).toContain("Staff e-mail delivered (to staff@agency.example)");
  });

  it("keeps the lead through an SMTP outage and delivers the e-mail exactly once when it is back", async () => {
    await useSmtp();
    await smtp.close();
    const res = await submit();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    await t.deps.services.outbox.idle();
    expect(await t.deps.db.select().from(contacts)).toHaveLength(1);
    // The staff e-mail and the lead's confirmation (lead_mail) both wait.
    const [waiting, confirmation] = await deliveries();
    expect(confirmation).toMatchObject({ kind: "lead_mail", status: "pending", attempts: 1 });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/^SMTP server unreachable at 127\.0\.0\.1:\d+$/);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await smtp.start();
    await t.deps.services.outbox.runDue();
    expect(smtp.messages).toHaveLength(0); // not due yet: backoff is respected

    await makeDue();
    // A second app instance polls at the same moment as this one.
    const other = createOutbox({ db: t.deps.db, deliverers: createDeliverers({ db: t.deps.db, settings: t.deps.services.settings, guard: localGuard }), logger: createLogger("silent"), noteOnContact: deliveryNotes(t.deps.db) });
    await Promise.all([t.deps.services.outbox.runDue(), other.runDue(), t.deps.services.outbox.runDue()]);
    await smtp.waitForMessages(2);
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all([t.deps.services.outbox.runDue(), other.runDue()]);
    expect(smtp.messages.map((m) => m.envelope.to[0]).sort()).toEqual(["maria@lopezrealty.example", "staff@agency.example"]);
    const [done] = await deliveries();
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
  });
});

describe("the lead's confirmation e-mail", () => {
  it("goes to a new form lead in the language of the page, replies reaching the staff address, once per lead", async () => {
    await useSmtp();
    expect((await submit({ ...lead, locale: "es" })).status).toBe(200);
    await smtp.waitForMessages(2);
    const mail = smtp.messages.find((m) => m.envelope.to[0] === lead.email)!;
    expect(mail.subject).toBe("Recibimos su mensaje — Bayou City AI");
    expect(mail.text).toContain("Hola, Maria:");
    expect(mail.text).toContain("nos pondremos en contacto con usted en menos de 24 horas");
    expect(mail.text).not.toMatch(/within 24 hours/);
    expect(mail.replyTo).toContain("staff@agency.example");
    // The staff notification stays in English.
    expect(smtp.messages.find((m) => m.envelope.to[0] === "staff@agency.example")!.subject).toBe("New lead: Maria Lopez (Lopez Realty)");
    // A correction within the repeat window is not a new lead: no second confirmation.
    expect((await submit({ ...lead, locale: "es", automation: "También descripciones de propiedades" })).status).toBe(200);
    await t.deps.services.outbox.idle();
    expect((await deliveries()).filter((r) => r.kind === "lead_mail")).toHaveLength(1);
  });

  it("is in English for the English page, and in Vietnamese and Chinese for theirs", async () => {
    await useSmtp();
    await submit({ ...lead, email: "en@lead.example" });
    await submit({ ...lead, email: "vi@lead.example", locale: "vi" });
    await submit({ ...lead, email: "zh@lead.example", locale: "zh" });
    await smtp.waitForMessages(6);
    const to = (address: string) => smtp.messages.find((m) => m.envelope.to[0] === address)!;
    expect(to("en@lead.example").subject).toBe("We received your message — Bayou City AI");
    expect(to("en@lead.example").text).toContain("will contact you within 24 hours to discuss your automation needs");
    expect(to("vi@lead.example").subject).toBe("Chúng tôi đã nhận được tin nhắn của bạn — Bayou City AI");
    expect(to("zh@lead.example").text).toContain("我们已收到您的消息");
  });
});

describe("contact form webhook", () => {
  it("POSTs the lead as JSON with a valid signature", async () => {
    await useWebhook();
    await submit();
    await waitUntil(() => receiver.delivered.length === 1, { what: "webhook" });
    const hook = receiver.requests[0]!;
    expect(hook.path).toBe("/webhook/lead");
    expect(hook.signatureValid).toBe(true);
    expect(hook.event).toBe("lead.created");
    expect(hook.json).toMatchObject({ event: "lead.created", lead: { email: lead.email, name: "Maria Lopez", source: "form", interests: ["Lead Generation", "Client Communication"] } });
  });

  it("carries the lead's language beside its other fields (added, nothing else changed)", async () => {
    await useWebhook();
    await submit({ ...lead, locale: "es" });
    await waitUntil(() => receiver.delivered.length === 1, { what: "webhook" });
    const sent = (receiver.requests[0]!.json as { lead: Record<string, unknown> }).lead;
    expect(sent.language).toBe("es");
    expect(Object.keys(sent).sort()).toEqual(
      ["automation", "budget", "bundle", "company", "contactMethod", "createdAt", "email", "firstName", "id", "interests", "language", "lastName", "name", "phone", "role", "source", "status"],
    );
  });

  it("still delivers a lead queued before payloads carried the language", async () => {
    await useWebhook();
    await submit();
    await t.deps.services.outbox.idle();
    const [row] = await deliveries();
    const { language: _language, ...older } = (row!.payload as { lead: Record<string, unknown> }).lead;
    await t.deps.db.insert(outbox).values({ kind: "webhook", contactId: row!.contactId, payload: { event: "lead.updated", lead: older } });
    t.deps.services.outbox.kick();
    await waitUntil(() => receiver.delivered.length === 2, { what: "the older webhook" });
    expect((receiver.requests[1]!.json as { lead: Record<string, unknown> }).lead.language).toBeUndefined();
  });

  it("retries a 500 with backoff and records the error on the lead", async () => {
    await useWebhook();
    receiver.failNext(1, 500);
    await submit();
    await t.deps.services.outbox.idle();
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toContain("answered HTTP 500");
    const activity = await t.deps.db.select().from(contactActivities);
    expect(activity.map((a) => a.description).find((d) => d.startsWith("Contact form webhook failed"))).toMatch(/HTTP 500.*Retrying automatically/);
    await makeDue();
    await t.deps.services.outbox.runDue();
    expect(receiver.delivered).toHaveLength(1);
    expect((await deliveries())[0]).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
  });

  it("marks a rejected request (4xx) failed at once, and a retry by staff delivers it", async () => {
    await useWebhook();
    receiver.failNext(1, 400);
    await submit();
    await t.deps.services.outbox.idle();
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toContain("HTTP 400");
    const auth = await t.login();
    const retry = await t.request(`/api/admin/contacts/${row!.contactId}/deliveries/${row!.id}/retry`, { method: "POST", headers: auth });
    expect(retry.status).toBe(200);
    await t.deps.services.outbox.idle();
    await waitUntil(() => receiver.delivered.length === 1, { what: "retried webhook" });
  });

  it("gives up after the last attempt", async () => {
    await useWebhook();
    const strict = createOutbox({ db: t.deps.db, deliverers: createDeliverers({ db: t.deps.db, settings: t.deps.services.settings, guard: localGuard }), logger: createLogger("silent"), noteOnContact: deliveryNotes(t.deps.db) }, {
      maxAttempts: 2,
    });
    receiver.failNext(10, 503);
    await submit();
    await t.deps.services.outbox.idle();
    await makeDue();
    await strict.runDue();
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    const activity = await t.deps.db.select().from(contactActivities);
    expect(activity.map((a) => a.description)).toContain(`Contact form webhook failed after 2 attempts: ${row!.lastError}`);
  });

  it("refuses to call a cloud metadata address", async () => {
    await set("webhooks", "contact_form_webhook", "http://169.254.169.254/latest/meta-data");
    await submit();
    await t.deps.services.outbox.idle();
    expect((await deliveries())[0]).toMatchObject({ status: "failed", lastError: "Address not allowed: cloud metadata service" });
  });

  it("delivers each queued row once when two instances run together", async () => {
    await useWebhook();
    receiver.setDelay(30);
    try {
      for (let i = 0; i < 8; i++) await t.deps.services.contacts.captureLead({ source: "form", firstName: "Lead", lastName: `No${i}`, email: `lead${i}@example.com` });
      await t.deps.services.outbox.idle();
      receiver.clear();
      await t.deps.db.execute(sql`update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, delivered_at = null`);
      const mk = () => createOutbox({ db: t.deps.db, deliverers: createDeliverers({ db: t.deps.db, settings: t.deps.services.settings, guard: localGuard }), logger: createLogger("silent"), noteOnContact: deliveryNotes(t.deps.db) }, { batchSize: 2 });
      await Promise.all([mk().runDue(), mk().runDue(), mk().runDue()]);
      const ids = receiver.requests.map((r) => (r.json as { lead: { email: string } }).lead.email).sort();
      expect(receiver.requests.map((r) => r.answeredStatus)).toEqual(Array.from({ length: receiver.requests.length }, () => 200));
      expect(ids).toEqual(Array.from({ length: 8 }, (_, i) => `lead${i}@example.com`).sort());
    } finally {
      receiver.setDelay(0);
    }
  });
});

describe("newsletter webhook", () => {
  it("forwards a confirmed signup, signed, without waiting for the periodic job", async () => {
    await set("webhooks", "webhook_secret", SECRET);
    await set("webhooks", "newsletter_webhook", `${receiver.url}/webhook/newsletter`);
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: "Reader@Example.com", origin: "http://localhost:3000" });
    await t.deps.services.outbox.idle();
    expect(await t.deps.services.newsletter.confirm(confirmToken!)).toBe("confirmed");
    await waitUntil(() => receiver.delivered.length === 1, { what: "newsletter webhook" });
    const hook = receiver.requests[0]!;
    expect(hook).toMatchObject({ path: "/webhook/newsletter", event: "newsletter.subscribed", signatureValid: true });
    expect(hook.json).toMatchObject({ event: "newsletter.subscribed", email: "reader@example.com", source: "newsletter" });
    await t.deps.services.outbox.idle();
    expect((await deliveries()).find((d) => d.kind === "newsletter_webhook")).toMatchObject({ status: "delivered" });
  });
});

describe("HubSpot", () => {
  it("creates the contact, then updates the same e-mail instead of failing", async () => {
    await set("crm", "api_key", TOKEN);
    await submit();
    await waitUntil(() => hubspot.findByEmail(lead.email) !== undefined, { what: "HubSpot contact" });
    expect(hubspot.findByEmail(lead.email)!.properties).toMatchObject({ firstname: "Maria", lastname: "Lopez", company: "Lopez Realty", lifecyclestage: "lead" });
    await t.deps.services.outbox.idle();

    await submit({ ...lead, company: "Lopez Realty Group" });
    await t.deps.services.outbox.idle();
    expect(hubspot.contacts).toHaveLength(1);
    expect(hubspot.findByEmail(lead.email)!.properties.company).toBe("Lopez Realty Group");
    const rows = await deliveries();
    expect(rows.map((r) => r.status)).toEqual(["delivered", "delivered"]);
    const activity = (await t.deps.db.select().from(contactActivities)).map((a) => a.description);
    expect(activity.some((d) => /^HubSpot delivered \(created contact \d+\)$/.test(d))).toBe(true);
    expect(activity.some((d) => /^HubSpot delivered \(updated contact \d+\)$/.test(d))).toBe(true);
  });

  it("names the lead's language in the contact's message", async () => {
    await set("crm", "api_key", TOKEN);
    await submit({ ...lead, locale: "zh" });
    await waitUntil(() => hubspot.findByEmail(lead.email) !== undefined, { what: "HubSpot contact" });
    expect(hubspot.findByEmail(lead.email)!.properties.message).toContain("Language: Chinese");
  });

  it("fails without retrying when the token is wrong", async () => {
    await set("crm", "api_key", "pat-wrong");
    await submit();
    await t.deps.services.outbox.idle();
    expect((await deliveries())[0]).toMatchObject({ kind: "hubspot", status: "failed", lastError: "HubSpot rejected the access token" });
  });
});

describe("lead deletion", () => {
  /** Rows that still name the lead: by the column, or anywhere in the copy the payload holds. */
  const rowsAbout = async (contactId: number, email: string) =>
    (await deliveries()).filter((r) => r.contactId === contactId || JSON.stringify(r.payload).includes(email));

  it("deletes the lead's deliveries, sent and waiting, so nothing goes out for it afterwards", async () => {
    await useSmtp();
    await useWebhook();
    expect((await submit()).status).toBe(200);
    await smtp.waitForMessages(2);
    await waitUntil(() => receiver.delivered.length === 1, { what: "webhook" });
    await t.deps.services.outbox.idle();
    // The same visitor again while the mail server is down and the webhook errs: both wait for a retry.
    await smtp.close();
    receiver.failNext(1);
    expect((await submit({ ...lead, automation: "Also listing descriptions" })).status).toBe(200);
    await t.deps.services.outbox.idle();
    const other = { ...lead, firstName: "Ann", email: "ann@other.example" };
    expect((await submit(other)).status).toBe(200);
    await t.deps.services.outbox.idle();

    const [maria] = await t.deps.db.select().from(contacts).where(eq(contacts.email, lead.email));
    const mine = await rowsAbout(maria!.id, lead.email);
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(["delivered", "pending"]));
    const othersBefore = (await deliveries()).filter((r) => r.contactId !== maria!.id).map((r) => r.id);
    expect(othersBefore.length).toBeGreaterThan(0);

    const auth = await t.login();
    expect((await t.request(`/api/admin/contacts/${maria!.id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    expect(await rowsAbout(maria!.id, lead.email)).toEqual([]);
    expect((await deliveries()).map((r) => r.id)).toEqual(othersBefore);

    // The mail server is back and every waiting row is due: only the other lead's e-mail goes out.
    smtp.clear();
    receiver.clear();
    await smtp.start();
    await makeDue();
    await t.deps.services.outbox.runDue();
    // The background worker may have taken the due row first: wait for the e-mail rather than for this run.
    // Ann's staff e-mail and her confirmation (a repeat of Maria gets no second confirmation).
    // (Up to the fakes' 20 s: on a busy machine the second message can trail the first by more than poll's 1 s default.)
    await expect.poll(() => smtp.messages.map((m) => m.envelope.to[0]).sort(), { timeout: 20_000 }).toEqual(["ann@other.example", "staff@agency.example"]);
    await t.deps.services.outbox.idle();
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.find((m) => m.envelope.to[0] === "staff@agency.example")!.replyTo).toContain("ann@other.example");
    expect(receiver.requests).toEqual([]);
  });

  it("answers 404 for an unknown lead and deletes nobody's deliveries", async () => {
    await useSmtp();
    await submit();
    await t.deps.services.outbox.idle();
    const before = await deliveries();
    expect(before.map((r) => r.kind).sort()).toEqual(["email", "lead_mail"]);
    const auth = await t.login();
    const res = await t.request("/api/admin/contacts/999999", { method: "DELETE", headers: auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Contact not found" });
    expect((await deliveries()).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });
});

describe("staff account e-mail", () => {
  const mail = { to: "new.hire@agency.example", subject: "You're invited", text: "Accept: https://site.example/admin/invite#tok-secret-123" };

  it("reaches the SMTP server without a staff address set, and keeps only who and what once sent", async () => {
    await set("email", "smtp_host", "127.0.0.1");
    await set("email", "smtp_port", String(smtp.port));
    await t.deps.services.outbox.sendStaffMail(mail);
    await smtp.waitForMessages(1);
    expect(smtp.messages[0]!.to).toContain("new.hire@agency.example");
    expect(smtp.messages[0]!.text).toContain("tok-secret-123");
    await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 20_000 }).toBe("delivered");
    const [row] = await deliveries();
    expect(row!.contactId).toBeNull();
    expect(row!.payload).toEqual({ to: mail.to, subject: mail.subject });
  });

  it("is skipped, not sent, once its link has expired or while SMTP is not set", async () => {
    await t.deps.services.outbox.sendStaffMail({ ...mail, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await t.deps.services.outbox.sendStaffMail(mail);
    await expect.poll(async () => (await deliveries()).map((r) => r.status), { timeout: 20_000 }).toEqual(["skipped", "skipped"]);
    expect((await deliveries()).map((r) => r.lastError)).toEqual(["The link in this e-mail has expired", "E-mail is not configured (SMTP host)"]);
    expect(JSON.stringify(await deliveries())).not.toContain("tok-secret-123");
    expect(smtp.messages).toHaveLength(0);
  });
});
