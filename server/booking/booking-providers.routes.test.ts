import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer } from "#tests/fakes/calcom-server.ts";
import { createFakeCaldavServer } from "#tests/fakes/caldav-server.ts";
import { contactActivities, contacts } from "../db/schema.ts";
import { bookings } from "./booking.schema.ts";
import { BOOKING_MESSAGES } from "./booking-messages.ts";
import type { BookingSlot, BookingSlots } from "#common/booking/booking-schemas.ts";

// The public booking API with a calendar connected (docs/decisions/045): its times, its bookings, and its outages.
let t: TestContext;
let ip = 0;
const cal = createFakeCalcomServer({ apiKey: "cal_live_key", eventTypeId: 77 });
const dav = createFakeCaldavServer({ username: "host", password: "pw" });

const visitor = { name: "María Pérez", email: "maria@example.com", phone: "(713) 555-0142", language: "en" as const, timeZone: "America/Chicago" };
const set = (key: string, value: string) => t.deps.services.settings.set({ category: "calendar", key, value });
const slotsNow = async () => {
  const res = await t.request("/api/booking/slots");
  return { status: res.status, body: (await res.json()) as BookingSlots & { message?: string } };
};
const book = (slot: Pick<BookingSlot, "hostId" | "start">) =>
  t.request("/api/booking", { method: "POST", json: { ...visitor, hostId: slot.hostId, start: slot.start }, headers: { "x-test-ip": `10.9.0.${++ip}` } });
const active = async () => (await t.deps.db.select().from(bookings)).filter((b) => b.status === "booked");

beforeAll(async () => {
  await Promise.all([cal.start(), dav.start()]);
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
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
});

describe("booking through a CalDAV calendar", () => {
  beforeEach(async () => {
    await set("booking_provider", "caldav");
    await set("caldav_url", dav.calendarUrl);
    await set("caldav_username", "host");
    await set("caldav_password", "pw");
  });

  it("leaves out the calendar's busy times and puts the booking in the calendar", async () => {
    const before = (await slotsNow()).body.slots;
    dav.setBusy([{ start: before[0]!.start, end: before[0]!.end }]);
    const after = (await slotsNow()).body.slots;
    expect(after.map((s) => s.start)).not.toContain(before[0]!.start);
    const res = await book(after[0]!);
    expect(res.status).toBe(201);
    const [row] = await active();
    expect(row).toMatchObject({ provider: "caldav" });
    expect(dav.events.has(row!.providerRef!)).toBe(true);
  });

  it("an outage: 503 saying so and pointing to the contact form; nothing booked, the visitor kept as a lead with the time they wanted", async () => {
    const { slots } = (await slotsNow()).body;
    dav.failNext(100, 503);
    const listed = await slotsNow();
    expect(listed).toEqual({ status: 503, body: { message: BOOKING_MESSAGES.calendarDownSlots } });
    const res = await book(slots[0]!);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: BOOKING_MESSAGES.calendarDown });
    expect(BOOKING_MESSAGES.calendarDown).toMatch(/can't be reached.*contact form/);
    expect(await t.deps.db.select().from(bookings)).toEqual([]);
    const [lead] = await t.deps.db.select().from(contacts).where(eq(contacts.email, visitor.email));
    expect(lead).toMatchObject({ phone: expect.stringContaining("555") });
    const notes = await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, lead!.id));
    expect(notes.find((n) => n.type === "note")?.description).toMatch(/^Note added by the online booking: Calendar unreachable, nothing booked: asked for \w+day, /);
  });
});

describe("booking through Cal.com", () => {
  // Two days from now at 16:00 and 17:00 UTC: times Cal.com offers, whatever the host's own rules say.
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const offered = [`${day}T16:00:00.000Z`, `${day}T17:00:00.000Z`];
  beforeEach(async () => {
    await set("booking_provider", "calcom");
    await set("calcom_api_key", "cal_live_key");
    await set("calcom_event_type_id", "77");
    await set("calcom_base_url", cal.url);
    cal.setSlots(offered);
  });

  it("offers Cal.com's free times and books there", async () => {
    const { status, body } = await slotsNow();
    expect(status).toBe(200);
    expect(body.slots.map((s) => s.start)).toEqual(offered);
    expect((await book(body.slots[1]!)).status).toBe(201);
    expect(cal.bookings).toHaveLength(1);
    expect((await active())[0]).toMatchObject({ provider: "calcom", providerRef: cal.bookings[0]!.uid, startsAt: new Date(offered[1]!) });
    // Taken there, so no longer offered here.
    expect((await slotsNow()).body.slots.map((s) => s.start)).toEqual([offered[0]]);
  });

  it("a Cal.com outage while booking: 503, nothing booked here or there", async () => {
    const { body } = await slotsNow();
    cal.failNext(100, 500);
    const res = await book(body.slots[0]!);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: BOOKING_MESSAGES.calendarDown });
    expect(await active()).toEqual([]);
    expect(cal.bookings).toEqual([]);
  });
});
