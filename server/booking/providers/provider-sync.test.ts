import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeCalcomServer } from "#tests/fakes/calcom-server.ts";
import { createFakeCaldavServer } from "#tests/fakes/caldav-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { bookings } from "../booking.schema.ts";
import { createBookingStore, SlotTaken, type BookingStore } from "../booking-store.ts";
import { createProviderSync, type ProviderSync } from "./provider-sync.ts";
import { ProviderUnavailable } from "./provider-errors.ts";

let t: TestContext;
let store: BookingStore;
let sync: ProviderSync;
const cal = createFakeCalcomServer({ apiKey: "cal_live_key", eventTypeId: 77 });
const dav = createFakeCaldavServer({ username: "host", password: "pw" });

// Tuesday 1 December 2026, 08:00 Central: the first local slot with 4 hours' notice is 12:00 Central (18:00Z).
const now = new Date("2026-12-01T14:00:00Z");
const horizon = new Date("2026-12-31T00:00:00Z");
const visitor = { name: "Maria Lopez", email: "maria@example.com", phone: "+1 713 555 0100", language: "es", visitorTimeZone: "America/Chicago", source: "chat" as const };
const set = (key: string, value: string) => t.deps.services.settings.set({ category: "calendar", key, value });
const active = async () => (await t.deps.db.select().from(bookings)).filter((b) => b.status === "booked");
const localSlots = () => store.slots(now, 200);

beforeAll(async () => {
  await Promise.all([cal.start(), dav.start()]);
  t = await createTestContext();
  store = createBookingStore(t.deps.db);
  sync = createProviderSync({ db: t.deps.db, settings: t.deps.services.settings, guard: localGuard, retry: { attempts: 3, baseMs: 1, maxMs: 5 }, timeoutMs: 300 });
});
afterAll(async () => {
  await t.close();
  await Promise.all([cal.close(), dav.close()]);
});
beforeEach(async () => {
  await t.reset();
  cal.clear();
  dav.clear();
});

describe("with no calendar connected", () => {
  it("the store's slots and bookings are the answer", async () => {
    const local = await localSlots();
    expect(await sync.providerSlots(local, now, horizon)).toBe(local);
    const { booking } = await sync.bookWithProvider(store, { ...visitor, hostId: local[0]!.host.userId, start: new Date(local[0]!.slots[0]!.start) }, now);
    expect(booking).toMatchObject({ provider: "local", providerRef: null });
  });
});

describe("with a CalDAV calendar", () => {
  beforeEach(async () => {
    await set("booking_provider", "caldav");
    await set("caldav_url", dav.calendarUrl);
    await set("caldav_username", "host");
    await set("caldav_password", "pw");
  });

  it("takes its busy times (and the buffer around them) out of the host's slots", async () => {
    dav.setBusy([{ start: "2026-12-01T18:00:00Z", end: "2026-12-01T19:00:00Z" }]);
    const [mine] = await sync.providerSlots(await localSlots(), now, horizon, 3);
    // 12:00-13:00 Central is busy; 13:00 is inside its 15-minute buffer.
    expect(mine!.slots.map((s) => new Date(s.start).toISOString())).toEqual(["2026-12-01T19:30:00.000Z", "2026-12-01T20:00:00.000Z", "2026-12-01T20:30:00.000Z"]);
  });

  it("a server without free-busy-query: the busy times come from its events, and are taken out the same way", async () => {
    dav.refuseFreeBusy(501);
    dav.setBusy([{ start: "2026-12-01T18:00:00Z", end: "2026-12-01T19:00:00Z" }]);
    const [mine] = await sync.providerSlots(await localSlots(), now, horizon, 3);
    expect(mine!.slots.map((s) => new Date(s.start).toISOString())).toEqual(["2026-12-01T19:30:00.000Z", "2026-12-01T20:00:00.000Z", "2026-12-01T20:30:00.000Z"]);
    expect(dav.requests.map((r) => /calendar-query|free-busy-query/.exec(r.body)?.[0])).toEqual(["free-busy-query", "calendar-query"]);
  });

  it("adds each booking to the calendar, moves it and removes it with the visitor's links", async () => {
    const [mine] = await localSlots();
    const done = await sync.bookWithProvider(store, { ...visitor, hostId: mine!.host.userId, start: new Date(mine!.slots[0]!.start) }, now);
    expect(done.booking.provider).toBe("caldav");
    expect(dav.events.has(done.booking.providerRef!)).toBe(true);
    expect((await active())[0]).toMatchObject({ provider: "caldav", providerRef: done.booking.providerRef });

    const moved = await sync.rescheduleWithProvider(store, done.links.reschedule, new Date(mine!.slots[4]!.start), now);
    expect(moved!.booking.providerRef).toBe(done.booking.providerRef);
    expect(dav.events.get(done.booking.providerRef!)).toContain(`DTSTART:${new Date(mine!.slots[4]!.start).toISOString().replace(/[-:]/g, "").replace(".000", "")}`);

    await sync.cancelWithProvider(store, moved!.links.cancel, now);
    expect(dav.events.size).toBe(0);
    expect(await active()).toEqual([]);
  });

  it("an outage: ProviderUnavailable, nothing booked here or there, the time still free; a cancel leaves all as it was", async () => {
    const [mine] = await localSlots();
    const start = new Date(mine!.slots[0]!.start);
    dav.failNext(3, 503);
    await expect(sync.bookWithProvider(store, { ...visitor, hostId: mine!.host.userId, start }, now)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await active()).toEqual([]);
    expect(dav.events.size).toBe(0);
    expect((await localSlots())[0]!.slots[0]!.start).toBe(start.getTime());

    const done = await sync.bookWithProvider(store, { ...visitor, hostId: mine!.host.userId, start }, now);
    dav.delayNext(3, 2_000);
    await expect(sync.cancelWithProvider(store, done.links.cancel, now)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await active()).toHaveLength(1);
    // The link was not used: the visitor can try again once the calendar is back.
    expect(await sync.cancelWithProvider(store, done.links.cancel, now)).toMatchObject({ status: "cancelled" });
    expect(dav.events.size).toBe(0);
  });
});

describe("with Cal.com", () => {
  beforeEach(async () => {
    await set("booking_provider", "calcom");
    await set("calcom_api_key", "cal_live_key");
    await set("calcom_event_type_id", "77");
    await set("calcom_base_url", cal.url);
    // Cal.com offers a Saturday the host's own rules do not: Cal.com decides.
    cal.setSlots(["2026-12-01T15:00:00Z", "2026-12-05T16:00:00Z", "2026-12-05T17:00:00Z"]);
  });

  it("its slots are the offer (after the minimum notice), and a visitor books one of them there", async () => {
    const offered = await sync.providerSlots(await localSlots(), now, horizon);
    expect(offered[0]!.slots.map((s) => new Date(s.start).toISOString())).toEqual(["2026-12-05T16:00:00.000Z", "2026-12-05T17:00:00.000Z"]);
    const done = await sync.bookWithProvider(store, { ...visitor, hostId: offered[0]!.host.userId, start: new Date("2026-12-05T16:00:00Z") }, now);
    expect(cal.bookings).toHaveLength(1);
    expect(cal.bookings[0]).toMatchObject({ uid: done.booking.providerRef, metadata: { bookingId: String(done.booking.id) } });
    expect((await active())[0]).toMatchObject({ provider: "calcom", providerRef: cal.bookings[0]!.uid });

    const moved = await sync.rescheduleWithProvider(store, done.links.reschedule, new Date("2026-12-05T17:00:00Z"), now);
    expect(moved!.booking.providerRef).not.toBe(done.booking.providerRef);
    expect(cal.bookings.find((b) => b.uid === moved!.booking.providerRef)).toMatchObject({ status: "accepted", start: "2026-12-05T17:00:00.000Z" });
    await sync.cancelWithProvider(store, moved!.links.cancel, now);
    expect(cal.bookings.every((b) => b.status === "cancelled")).toBe(true);
    expect(await active()).toEqual([]);
  });

  it("a time Cal.com no longer has is SlotTaken; an outage is ProviderUnavailable; neither leaves a booking", async () => {
    const [mine] = await localSlots();
    await expect(sync.bookWithProvider(store, { ...visitor, hostId: mine!.host.userId, start: new Date("2026-12-05T18:00:00Z") }, now)).rejects.toBeInstanceOf(SlotTaken);
    cal.failNext(3, 500);
    await expect(sync.providerSlots(await localSlots(), now, horizon)).rejects.toBeInstanceOf(ProviderUnavailable);
    cal.failNext(3, 502);
    await expect(sync.bookWithProvider(store, { ...visitor, hostId: mine!.host.userId, start: new Date("2026-12-05T16:00:00Z") }, now)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await active()).toEqual([]);
    expect(cal.bookings).toEqual([]);
    // Attempts that never became bookings leave no cancelled rows behind.
    expect(await t.deps.db.select().from(bookings)).toEqual([]);
  });
});
