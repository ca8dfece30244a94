import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer, type FakeCalBooking } from "#tests/fakes/calcom-server.ts";
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
});
