import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer } from "#tests/fakes/calcom-server.ts";
import { createFakeCaldavServer } from "#tests/fakes/caldav-server.ts";
import { contactActivities, contacts, outbox, users } from "../db/schema.ts";
import { bookings } from "./booking.schema.ts";
import { readInvite } from "./ics.ts";
import { CALENDAR_DOWN_NOTHING_CHANGED, CALENDAR_REFUSED_TIME } from "./booking-admin.service.ts";
import type { BookingView } from "#common/booking/booking-admin-schemas.ts";

// Staff bookings and staff cancels in the admin: the invitee hears of them as a visitor does, and a connected
// calendar (Cal.com, CalDAV) takes part as it does for visitors (docs/decisions/044, 045).
let t: TestContext;
let auth: Record<string, string>;
const cal = createFakeCalcomServer({ apiKey: "cal_live_key", eventTypeId: 77 });
const dav = createFakeCaldavServer({ username: "host", password: "pw" });
const HOUR = 3_600_000;

const set = (key: string, value: string) => t.deps.services.settings.set({ category: "calendar", key, value });
const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/admin/bookings${path}`, { ...init, headers: auth });
const ownerId = async () => (await t.deps.db.select().from(users).where(eq(users.role, "owner")))[0]!.id;
const row = async (id: number) => (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
type Mail = { to: string; subject: string; text: string; calendar?: { method: string; content: string } };
const mailsTo = async (to: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.kind, "booking_mail")).orderBy(outbox.id)).map((r) => r.payload as Mail).filter((m) => m.to === to);
/** A weekday 10:00 Central about four days ahead (on a 5-minute mark). */
const ahead = (days = 4, hourUtc = 16) => {
  const at = new Date(Date.now() + days * 86_400_000);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
};
const staffBook = (json: Record<string, unknown>) => call("", { method: "POST", json: { hostId: json.hostId, start: ahead(), name: "Lan Tran", email: "lan@example.com", ...json } });

beforeAll(async () => {
  await Promise.all([cal.start(), dav.start()]);
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9", PUBLIC_URL: "https://www.bayoucity.example" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
  await Promise.all([cal.close(), dav.close()]);
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  cal.clear();
  dav.clear();
  auth = await t.login();
  await call("/hosts"); // the owner hosts out of the box
});

describe("a booking staff make for a contact", () => {
  it("sends the invitee a visitor's confirmation in the contact's language, with the invitation and working single-use links", async () => {
    const created = await t.request("/api/admin/contacts", { method: "POST", headers: auth, json: { firstName: "Lan", lastName: "Tran", email: "lan@example.com", phone: "713-555-0101", contactMethod: "email" } });
    const contact = (await created.json()) as { id: number };
    // An earlier consultation of theirs was in Vietnamese, in their own zone.
    await t.deps.db.insert(bookings).values({ hostId: await ownerId(), startsAt: new Date("2026-01-05T16:00:00Z"), endsAt: new Date("2026-01-05T16:30:00Z"), name: "Lan Tran", email: "lan@example.com", language: "vi", visitorTimeZone: "America/Los_Angeles", source: "book_page", status: "done", contactId: contact.id });

    const res = await staffBook({ hostId: await ownerId(), contactId: contact.id });
    expect(res.status, await res.clone().text()).toBe(201);
    const booking = (await res.json()) as BookingView;
    expect(booking).toMatchObject({ source: "admin", language: "vi", visitorTimeZone: "America/Los_Angeles" });

    const [mail] = await mailsTo("lan@example.com");
    expect(mail).toBeDefined();
    expect(mail!.text).toMatch(/\/book\/cancel\/[\w-]+\?lang=vi/);
    expect(mail!.text).toMatch(/\/book\/reschedule\/[\w-]+\?lang=vi/);
    expect(mail!.calendar?.method).toBe("REQUEST");
    const invite = readInvite(mail!.calendar!.content);
    expect([invite.get("METHOD"), invite.get("UID"), invite.get("DTSTART")]).toEqual(["REQUEST", `booking-${booking.id}@www.bayoucity.example`, booking.start.replace(/[-:]/g, "").replace(".000", "")]);

    // The contact's timeline and stage, as for a visitor's booking.
    const history = await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, contact.id));
    expect(history.find((a) => a.type === "booking_booked")?.description).toMatch(/^Consultation booked by Test Admin in the admin for /);
    expect((await t.deps.db.select().from(contacts).where(eq(contacts.id, contact.id)))[0]!.status).toBe("booked");

    // The reminders apply to it.
    expect(await t.deps.services.bookingReminders.sendDue(new Date(Date.parse(booking.start) - 23 * HOUR))).toBe(1);

    // The e-mail's cancel link works once, and tells the invitee with the calendar's CANCEL.
    const token = /\/book\/cancel\/([\w-]+)/.exec(mail!.text)![1]!;
    const cancelled = await t.request(`/api/booking/cancel/${token}`, { method: "POST" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await row(booking.id)).status).toBe("cancelled");
    expect((await mailsTo("lan@example.com")).at(-1)!.calendar?.method).toBe("CANCEL");
  });

  it("writes no confirmation for a meeting already held (a past booking)", async () => {
    const res = await staffBook({ hostId: await ownerId(), start: "2026-01-10T20:00:00.000Z" });
    expect(res.status).toBe(201);
    expect(await mailsTo("lan@example.com")).toEqual([]);
  });
});

describe("with a CalDAV calendar", () => {
  beforeEach(async () => {
    await set("booking_provider", "caldav");
    await set("caldav_url", dav.calendarUrl);
    await set("caldav_username", "host");
    await set("caldav_password", "pw");
  });

  it("a staff booking is put in the calendar, and a staff cancel deletes it there", async () => {
    const res = await staffBook({ hostId: await ownerId() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as BookingView;
    const stored = await row(id);
    expect(stored.provider).toBe("caldav");
    expect(dav.events.has(stored.providerRef!)).toBe(true);

    const cancel = await call(`/${id}`, { method: "PATCH", json: { status: "cancelled" } });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect(dav.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([stored.providerRef]);
    expect(dav.events.size).toBe(0);
  });

  it("a calendar outage during a staff cancel: 503, the booking and its event stay as they were", async () => {
    const { id } = (await (await staffBook({ hostId: await ownerId() })).json()) as BookingView;
    dav.failNext(100, 503);
    const cancel = await call(`/${id}`, { method: "PATCH", json: { status: "cancelled" } });
    expect(cancel.status).toBe(503);
    expect(await cancel.json()).toEqual({ message: CALENDAR_DOWN_NOTHING_CHANGED });
    expect((await row(id)).status).toBe("booked");
    expect(dav.events.size).toBe(1);
    expect((await mailsTo("lan@example.com")).filter((m) => m.calendar?.method === "CANCEL")).toEqual([]);
    dav.clear();
  });
});

describe("with Cal.com", () => {
  const offered = [ahead(3, 16), ahead(3, 17)];
  beforeEach(async () => {
    await set("booking_provider", "calcom");
    await set("calcom_api_key", "cal_live_key");
    await set("calcom_event_type_id", "77");
    await set("calcom_base_url", cal.url);
    cal.setSlots(offered);
  });

  it("a visitor's Cal.com booking cancelled by staff is cancelled in Cal.com too", async () => {
    const { slots } = (await (await t.request("/api/booking/slots")).json()) as { slots: { hostId: number; start: string }[] };
    const made = await t.request("/api/booking", { method: "POST", json: { name: "Rosa Díaz", email: "rosa@example.com", language: "es", hostId: slots[0]!.hostId, start: slots[0]!.start }, headers: { "x-test-ip": "10.8.0.1" } });
    expect(made.status, await made.clone().text()).toBe(201);
    const [booked] = await t.deps.db.select().from(bookings);
    expect(cal.bookings[0]).toMatchObject({ uid: booked!.providerRef, status: "accepted" });

    const cancel = await call(`/${booked!.id}`, { method: "PATCH", json: { status: "cancelled" } });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect(cal.bookings[0]).toMatchObject({ status: "cancelled", cancellationReason: "Cancelled by our team" });
  });

  it("a staff booking is made in Cal.com; a time Cal.com does not offer is refused and leaves nothing", async () => {
    const refused = await staffBook({ hostId: await ownerId(), start: ahead(5, 15) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(CALENDAR_REFUSED_TIME);
    expect(await t.deps.db.select().from(bookings)).toEqual([]);

    const res = await staffBook({ hostId: await ownerId(), start: offered[1] });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as BookingView;
    expect(cal.bookings).toHaveLength(1);
    expect(cal.bookings[0]).toMatchObject({ start: offered[1], metadata: { bookingId: String(id) } });
    expect(await row(id)).toMatchObject({ provider: "calcom", providerRef: cal.bookings[0]!.uid });
  });

  it("a consultation already held is recorded here only (Cal.com takes no past times)", async () => {
    const res = await staffBook({ hostId: await ownerId(), start: "2026-01-10T20:00:00.000Z" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await row(((await res.json()) as BookingView).id)).toMatchObject({ provider: "local", providerRef: null });
    expect(cal.requests).toEqual([]);
  });
});
