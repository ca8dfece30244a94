import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer, type FakeCalBooking } from "#tests/fakes/calcom-server.ts";
import { contactActivities, contacts, liveEvents, outbox } from "../db/schema.ts";
import { bookingClaims, bookings } from "./booking.schema.ts";
import { createBookingStore } from "./booking-store.ts";

const SECRET = "whsec-cal-test-secret-0123456789";
const PATH = "/api/booking/webhooks/calcom";
let t: TestContext;
// Only its webhook signing is used here: the deliveries are posted to the app in process.
const cal = createFakeCalcomServer({ apiKey: "unused", eventTypeId: 1 });

const calBooking = (over: Partial<FakeCalBooking> = {}): FakeCalBooking => ({
  id: 9001, uid: "cal-uid-1", start: "2026-12-02T16:00:00.000Z", end: "2026-12-02T16:30:00.000Z", status: "accepted", eventTypeId: 1,
  attendees: [{ name: "Rosa Díaz", email: "Rosa@Example.com", timeZone: "America/Chicago", language: "es", phoneNumber: "+1 713 555 0199" }], metadata: {}, ...over,
});
const deliver = (delivery: { body: string; headers: Record<string, string> }) => t.request(PATH, { method: "POST", body: delivery.body, headers: delivery.headers });
const rows = () => t.deps.db.select().from(bookings).orderBy(bookings.id);
// (A sent or skipped staff e-mail keeps only its address and subject.) Node's ICU writes "December 2, 10:00 AM" or "December 2 at 10:00 AM" by version: read both as the first.
const plain = (text: string) => text.replace(/ at (\d)/g, ", $1");
const history = async (contactId: number) => (await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, contactId)).orderBy(contactActivities.id)).map((a) => ({ type: a.type, description: plain(a.description) }));
const staffMails = async () => (await t.deps.db.select().from(outbox).where(eq(outbox.kind, "staff_mail")).orderBy(outbox.id)).map((m) => m.payload as { to: string; subject: string; text: string }).map((m) => ({ ...m, subject: plain(m.subject) }));
const bookingEvents = () => t.deps.db.select().from(liveEvents).where(eq(liveEvents.kind, "booking"));

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  cal.bookings.length = 0;
  await t.deps.services.settings.set({ category: "calendar", key: "calcom_webhook_secret", value: SECRET });
});

describe("POST /api/booking/webhooks/calcom", () => {
  it("adds a booking made in Cal.com once, however often the delivery comes", async () => {
    const delivery = cal.webhook("BOOKING_CREATED", calBooking(), SECRET);
    const first = await deliver(delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: "Booking created" });
    const again = await deliver(delivery);
    expect(await again.json()).toEqual({ message: "Booking unchanged" });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      provider: "calcom", providerRef: "cal-uid-1", status: "booked", source: "calendar", name: "Rosa Díaz", email: "rosa@example.com",
      phone: "+1 713 555 0199", language: "es", visitorTimeZone: "America/Chicago", startsAt: new Date("2026-12-02T16:00:00Z"), endsAt: new Date("2026-12-02T16:30:00Z"),
    });
    // The owner takes the bookings out of the box.
    expect(all[0]!.hostId).not.toBeNull();
  });

  it("refuses a bad, missing or other-secret signature with 401 and changes nothing", async () => {
    const good = cal.webhook("BOOKING_CREATED", calBooking(), SECRET);
    const tampered = { body: good.body.replace("Rosa", "Eve"), headers: good.headers };
    for (const delivery of [tampered, { body: good.body, headers: { "content-type": "application/json" } }, cal.webhook("BOOKING_CREATED", calBooking(), "another-secret")]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "The webhook signature does not match the Cal.com webhook secret" });
    }
    await t.deps.services.settings.set({ category: "calendar", key: "calcom_webhook_secret", value: "" });
    const unset = await deliver(good);
    expect(unset.status).toBe(401);
    expect(await unset.json()).toEqual({ message: "Set the Cal.com webhook secret (Settings → Calendar) first" });
    expect(await rows()).toHaveLength(0);
  });

  it("moves a booking rescheduled in Cal.com (by its old uid) and cancels one cancelled there, freeing its time", async () => {
    await deliver(cal.webhook("BOOKING_CREATED", calBooking(), SECRET));
    const [created] = await rows();
    await t.deps.db.insert(bookingClaims).values({ hostId: created!.hostId!, at: new Date("2026-12-02T16:00:00Z"), bookingId: created!.id });
    cal.bookings.push(calBooking({ status: "cancelled" }));
    const moved = calBooking({ id: 9002, uid: "cal-uid-2", start: "2026-12-03T17:00:00.000Z", end: "2026-12-03T17:30:00.000Z", rescheduledFromUid: "cal-uid-1" });
    const reschedule = cal.webhook("BOOKING_RESCHEDULED", moved, SECRET);
    expect(await (await deliver(reschedule)).json()).toEqual({ message: "Booking moved" });
    expect(await (await deliver(reschedule)).json()).toEqual({ message: "Booking unchanged" });
    expect(await rows()).toMatchObject([{ id: created!.id, providerRef: "cal-uid-2", startsAt: new Date("2026-12-03T17:00:00Z"), status: "booked" }]);

    const cancel = cal.webhook("BOOKING_CANCELLED", { ...moved, status: "cancelled", cancellationReason: "Conflict" }, SECRET);
    expect(await (await deliver(cancel)).json()).toEqual({ message: "Booking cancelled" });
    expect(await (await deliver(cancel)).json()).toEqual({ message: "Booking unchanged" });
    expect(await rows()).toMatchObject([{ id: created!.id, status: "cancelled" }]);
    expect(await t.deps.db.select().from(bookingClaims).where(eq(bookingClaims.bookingId, created!.id))).toEqual([]);
  });

  it("links the delivery to our own booking by the id in its metadata (the webhook can beat Cal.com's answer)", async () => {
    const store = createBookingStore(t.deps.db);
    const [{ host, slots }] = (await store.slots(new Date("2026-12-01T14:00:00Z"), 1)) as [Awaited<ReturnType<typeof store.slots>>[number]];
    const { booking } = await store.book({ hostId: host.userId, start: new Date(slots[0]!.start), name: "Rosa Díaz", email: "rosa@example.com", language: "es", source: "chat" }, new Date("2026-12-01T14:00:00Z"));
    await t.deps.db.update(bookings).set({ provider: "calcom" }).where(eq(bookings.id, booking.id));
    const res = await deliver(cal.webhook("BOOKING_CREATED", calBooking({ metadata: { bookingId: String(booking.id) } }), SECRET));
    expect(await res.json()).toEqual({ message: "Booking unchanged" });
    expect(await rows()).toMatchObject([{ id: booking.id, providerRef: "cal-uid-1", source: "chat" }]);
  });

  it("acknowledges other triggers and answers 400 for a malformed booking event", async () => {
    const ping = JSON.stringify({ triggerEvent: "PING", createdAt: new Date().toISOString(), payload: {} });
    const { createHmac } = await import("node:crypto");
    const sign = (body: string) => ({ "content-type": "application/json", "x-cal-signature-256": createHmac("sha256", SECRET).update(body).digest("hex") });
    const pong = await deliver({ body: ping, headers: sign(ping) });
    expect(pong.status).toBe(200);
    expect(await pong.json()).toEqual({ message: "Acknowledged; not a booking event" });
    const broken = JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { uid: "x", startTime: "soon" } });
    const res = await deliver({ body: broken, headers: sign(broken) });
    expect(res.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("a booking made directly in Cal.com becomes a lead (source calcom) on the 'booked' stage, on its timeline, and staff are told; once per uid", async () => {
    const delivery = cal.webhook("BOOKING_CREATED", calBooking(), SECRET);
    expect(await (await deliver(delivery)).json()).toEqual({ message: "Booking created" });
    expect(await (await deliver(delivery)).json()).toEqual({ message: "Booking unchanged" });

    const people = await t.deps.db.select().from(contacts);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ source: "calcom", status: "booked", name: "Rosa Díaz", email: "rosa@example.com", phone: "+1 713 555 0199" });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.contactId).toBe(people[0]!.id);
    const entries = await history(people[0]!.id);
    expect(entries.map((e) => e.type)).toEqual(["created", "booking_booked", "status"]);
    expect(entries[0]!.description).toBe("Lead received with a consultation booked in Cal.com");
    expect(entries[1]!.description).toMatch(/^Consultation booked in Cal\.com for Wednesday, December 2, 10:00 AM CST with Test Admin$/);
    // Staff hear of it as of a booking on the site: the live pop-up and the host's e-mail, once.
    expect(await bookingEvents()).toHaveLength(1);
    const mails = await staffMails();
    expect(mails.map((m) => m.subject)).toEqual(["Consultation booked: Rosa Díaz, Wednesday, December 2, 10:00 AM CST"]);
  });

  it("links a Cal.com booking to the contact who already has that e-mail, however old, without a second contact", async () => {
    const created = await t.request("/api/admin/contacts", { method: "POST", headers: await t.login(), json: { firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", phone: "713-555-0101", contactMethod: "email" } });
    const contact = (await created.json()) as { id: number };
    await t.deps.db.update(contacts).set({ updatedAt: new Date("2025-01-01T00:00:00Z"), status: "qualified" }).where(eq(contacts.id, contact.id));
    await deliver(cal.webhook("BOOKING_CREATED", calBooking(), SECRET));
    expect(await t.deps.db.select({ id: contacts.id }).from(contacts)).toEqual([{ id: contact.id }]);
    expect((await rows())[0]!.contactId).toBe(contact.id);
    expect((await t.deps.db.select().from(contacts))[0]!.status).toBe("booked");
    expect((await history(contact.id)).map((e) => e.type)).toEqual(["created", "booking_booked", "status"]);
  });

  it("a booking a failed delivery left without its contact is linked by the retried delivery", async () => {
    const hostId = (await t.deps.services.bookingStore.hosts())[0]!.userId;
    await t.deps.db.insert(bookings).values({ hostId, startsAt: new Date("2026-12-02T16:00:00Z"), endsAt: new Date("2026-12-02T16:30:00Z"), name: "Rosa Díaz", email: "rosa@example.com", source: "calendar", provider: "calcom", providerRef: "cal-uid-1" });
    expect(await (await deliver(cal.webhook("BOOKING_CREATED", calBooking(), SECRET))).json()).toEqual({ message: "Booking unchanged" });
    const [contact] = await t.deps.db.select().from(contacts);
    expect((await rows())[0]!.contactId).toBe(contact!.id);
    expect(await bookingEvents()).toHaveLength(1);
  });

  it("a move and a cancellation in Cal.com are on the contact's timeline and told to staff, once each", async () => {
    await deliver(cal.webhook("BOOKING_CREATED", calBooking(), SECRET));
    const [contact] = await t.deps.db.select().from(contacts);
    cal.bookings.push(calBooking({ status: "cancelled" }));
    const moved = calBooking({ id: 9002, uid: "cal-uid-2", start: "2026-12-03T17:00:00.000Z", end: "2026-12-03T17:30:00.000Z", rescheduledFromUid: "cal-uid-1" });
    const reschedule = cal.webhook("BOOKING_RESCHEDULED", moved, SECRET);
    await deliver(reschedule);
    await deliver(reschedule);
    const cancel = cal.webhook("BOOKING_CANCELLED", { ...moved, status: "cancelled" }, SECRET);
    await deliver(cancel);
    await deliver(cancel);

    const entries = await history(contact!.id);
    expect(entries.filter((e) => e.type.startsWith("booking_")).map((e) => e.description)).toEqual([
      "Consultation booked in Cal.com for Wednesday, December 2, 10:00 AM CST with Test Admin",
      "Consultation moved in Cal.com from Wednesday, December 2, 10:00 AM CST to Thursday, December 3, 11:00 AM CST with Test Admin",
      "Consultation on Thursday, December 3, 11:00 AM CST with Test Admin cancelled in Cal.com",
    ]);
    // Back a stage, as when a visitor cancels on the site.
    expect((await t.deps.db.select().from(contacts))[0]!.status).toBe("qualified");
    expect((await staffMails()).map((m) => m.subject.split(":")[0])).toEqual(["Consultation booked", "Consultation moved", "Consultation cancelled"]);
    expect(await bookingEvents()).toHaveLength(3);
  });
});
