import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { outbox } from "../db/schema.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import type { StaffAlertSettings, TeamAvailability } from "#common/chat/live-types.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";

// Staff notification switches, quiet hours after the office hours setting, and "is the team online" for the widget.

let t: TestContext;
let counter = 0;
const streams: SseReader[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});
beforeEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await t.reset();
});

const newVisitor = () => `visitor_${Date.now()}_alert${String(++counter).padStart(4, "0")}`;
const set = (category: string, key: string, value: string) => t.deps.services.settings.set({ category, key, value });

async function askForPerson(): Promise<ChatResponse> {
  const res = await t.request("/api/chat", {
    method: "POST",
    json: { message: "I want to talk to a real person please", visitorId: newVisitor() },
    headers: { "x-test-ip": `198.51.100.${(++counter % 250) + 1}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatResponse;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Office hours that are closed now whatever the clock says: one hour on the day after tomorrow (UTC). */
function closedNow(): { hours: string; opensAt: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 9));
  return { hours: `${DAYS[day.getUTCDay()]} 09:00-10:00`, opensAt: day.toISOString() };
}
const ALWAYS_OPEN = "Mon-Sun 00:00-24:00";

describe("notification switches", () => {
  beforeEach(async () => {
    await set("email", "handoff_email", "oncall@example.com");
    await set("webhooks", "handoff_webhook", "https://hooks.example.com/handoff");
  });

  it("sends the chat alert by e-mail and webhook while both are on, saying whether the office is open", async () => {
    await set("general", "office_hours", ALWAYS_OPEN);
    const { conversationId } = await askForPerson();
    const rows = await t.deps.db.select().from(outbox);
    expect(rows.map((r) => r.kind).sort()).toEqual(["handoff_webhook", "staff_mail"]);
    expect(rows.find((r) => r.kind === "handoff_webhook")?.payload).toMatchObject({ conversationId, officeOpen: true });
  });

  it("sends no e-mail when e-mail alerts are off, and no webhook when webhook alerts are off", async () => {
    await set("notifications", "email_alerts", "off");
    await askForPerson();
    expect((await t.deps.db.select().from(outbox)).map((r) => r.kind)).toEqual(["handoff_webhook"]);

    await t.reset();
    await set("email", "handoff_email", "oncall@example.com");
    await set("webhooks", "handoff_webhook", "https://hooks.example.com/handoff");
    await set("notifications", "webhook_alerts", "off");
    await askForPerson();
    expect((await t.deps.db.select().from(outbox)).map((r) => r.kind)).toEqual(["staff_mail"]);
  });

  it("keeps new-lead e-mails to staff behind the e-mail switch; the lead itself is stored either way", async () => {
    await set("email", "smtp_host", "smtp.example.com");
    await set("notifications", "email_alerts", "off");
    const lead = await t.deps.services.contacts.captureLead({ source: "form", name: "Quiet Lead", email: "quiet@example.com", phone: "", company: "", automation: "" } as never);
    expect(lead.contact.id).toBeGreaterThan(0);
    expect((await t.deps.db.select().from(outbox)).filter((r) => r.kind === "email")).toHaveLength(0);
  });
});

describe("quiet hours", () => {
  it("hold alert e-mails until the office opens when on; the webhook goes at once and says the office is closed", async () => {
    const { hours, opensAt } = closedNow();
    await set("general", "office_hours", hours);
    await set("general", "time_zone", "UTC");
    await set("email", "handoff_email", "oncall@example.com");
    await set("email", "smtp_host", "smtp.example.com");
    await set("webhooks", "handoff_webhook", "https://hooks.example.com/handoff");
    await set("notifications", "quiet_hours", "on");

    await askForPerson();
    await t.deps.services.contacts.captureLead({ source: "form", name: "Night Lead", email: "night@example.com", phone: "", company: "", automation: "" } as never);
    const rows = await t.deps.db.select().from(outbox);
    const at = (kind: string) => rows.find((r) => r.kind === kind)?.nextAttemptAt.toISOString();
    expect(at("staff_mail")).toBe(opensAt);
    expect(at("email")).toBe(opensAt);
    // Not held: tried at once (its fake address then fails and waits for a retry) or due now.
    const webhook = rows.find((r) => r.kind === "handoff_webhook")!;
    expect(webhook.attempts > 0 || webhook.nextAttemptAt.getTime() <= Date.now()).toBe(true);
    expect(rows.find((r) => r.kind === "handoff_webhook")?.payload).toMatchObject({ officeOpen: false });
  });

  it("send at any hour while off (the default)", async () => {
    await set("general", "office_hours", closedNow().hours);
    await set("general", "time_zone", "UTC");
    await set("email", "handoff_email", "oncall@example.com");
    await askForPerson();
    const [mail] = await t.deps.db.select().from(outbox);
    expect(mail!.attempts > 0 || mail!.nextAttemptAt.getTime() <= Date.now()).toBe(true);
  });

  it("tell the admin which alerts to show now", async () => {
    const staff = await t.login();
    const alerts = async () => (await (await t.request("/api/admin/chat/alerts", { headers: staff })).json()) as StaffAlertSettings;
    expect(await alerts()).toEqual({ adminAlerts: true, desktopAlerts: true, quietNow: false });

    await set("notifications", "admin_alerts", "off");
    await set("general", "office_hours", closedNow().hours);
    await set("general", "time_zone", "UTC");
    await set("notifications", "quiet_hours", "on");
    expect(await alerts()).toEqual({ adminAlerts: false, desktopAlerts: false, quietNow: true });

    const editor = await t.loginAs("editor");
    expect((await t.request("/api/admin/chat/alerts", { headers: editor })).status).toBe(403);
  });
});

describe("office hours setting", () => {
  it("refuses a schedule or time zone it cannot use, with what to fix", async () => {
    const staff = await t.login();
    const save = (key: string, value: string, category = "general") => t.request("/api/admin/settings", { method: "POST", headers: staff, json: { category, key, value } });
    const bad = await save("office_hours", "weekdays 8 to 6");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.value).toMatch(/Mon-Fri 08:00-18:00/);
    expect((await save("office_hours", "")).status).toBe(400);
    expect((await save("time_zone", "Houston")).status).toBe(400);
    expect((await save("quiet_hours", "maybe", "notifications")).status).toBe(400);

    expect((await save("office_hours", "Mon-Fri 09:00-17:30, Sat 10:00-14:00")).status).toBe(200);
    expect((await t.deps.services.settings.publicSite()).hours).toBe("Monday - Friday, 9 AM - 5:30 PM; Saturday, 10 AM - 2 PM CST");
    // The assistant quotes it (the public pages print it too: tests/e2e/live-desk-availability.e2e.ts).
    const res = await t.request("/api/chat", { method: "POST", json: { message: "What are your office hours?", visitorId: newVisitor() } });
    expect(((await res.json()) as ChatResponse).response).toContain("Monday - Friday, 9 AM - 5:30 PM; Saturday, 10 AM - 2 PM CST");
  });
});

describe("team availability for the widget", () => {
  const availability = async () => (await (await t.app.request("/api/chat/availability")).json()) as TeamAvailability;

  it("says the team is online while a member who answers chats has the admin open, and offline after", async () => {
    await set("general", "office_hours", ALWAYS_OPEN);
    expect(await availability()).toMatchObject({ teamOnline: false, officeOpen: true, nextOpenAt: null });

    const sales = await t.loginAs("sales");
    const res = await t.app.request("/api/admin/chat/events", { headers: sales });
    const events = openSse(res);
    streams.push(events);
    await events.next((e) => e.event === "ready");
    await expect.poll(async () => (await availability()).teamOnline, { timeout: 10_000 }).toBe(true);

    events.close();
    await expect.poll(async () => (await availability()).teamOnline, { timeout: 10_000 }).toBe(false);
  });

  it("gives the office hours and the next opening while the office is closed", async () => {
    const { hours, opensAt } = closedNow();
    await set("general", "office_hours", hours);
    await set("general", "time_zone", "UTC");
    const answer = await availability();
    expect(answer).toMatchObject({ teamOnline: false, officeOpen: false, nextOpenAt: opensAt });
    expect(answer.hours).toMatch(/9 AM - 10 AM UTC$/);
  });
});
