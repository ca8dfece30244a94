import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { openPostgres, type Database } from "../db/client.ts";
import { claimedGrains, createBookingStore, SlotTaken, type BookingStore } from "./booking-store.ts";

let t: TestContext;
let store: BookingStore;
// A second app instance on the same PostgreSQL database (TEST_DATABASE_URL); on PGlite the one instance.
let second: Database | null = null;
let storeB: BookingStore;
beforeAll(async () => {
  t = await createTestContext();
  store = createBookingStore(t.deps.db);
  if (t.databaseUrl) second = openPostgres(t.databaseUrl, { max: 4 });
  storeB = second ? createBookingStore(second.db) : store;
});
afterAll(async () => {
  await second?.close();
  await t.close();
});
beforeEach(() => t.reset());

// Tuesday 1 December 2026, 08:00 Central: the first slot with 4 hours' notice is 12:00.
const now = new Date("2026-12-01T14:00:00Z");
const visitor = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, language: "en", source: "book_page" as const });

describe("consultation bookings", () => {
  it("works out of the box: the owner takes consultations on the default rules", async () => {
    const [first] = await store.slots(now, 3);
    expect(first!.host.weeklyHours).toBe("Mon-Fri 09:00-17:00");
    expect(first!.slots.map((s) => new Date(s.start).toISOString())).toEqual(["2026-12-01T18:00:00.000Z", "2026-12-01T18:30:00.000Z", "2026-12-01T19:00:00.000Z"]);
  });

  it("claims the meeting and its buffer: the same time, an overlapping one and one inside the buffer are refused", async () => {
    const { host, slots } = (await store.slots(now, 10))[0]!;
    const at = new Date(slots[2]!.start); // 13:00 Central
    await store.book({ ...visitor("Ana"), hostId: host.userId, start: at }, now);
    await expect(store.book({ ...visitor("Ben"), hostId: host.userId, start: at }, now)).rejects.toBeInstanceOf(SlotTaken);
    // 13:30 starts inside the 15-minute buffer after 13:00-13:30; 12:30 ends inside the one before.
    await expect(store.book({ ...visitor("Cy"), hostId: host.userId, start: new Date(slots[3]!.start) }, now)).rejects.toBeInstanceOf(SlotTaken);
    await expect(store.book({ ...visitor("Di"), hostId: host.userId, start: new Date(slots[1]!.start) }, now)).rejects.toBeInstanceOf(SlotTaken);
    // And the slots offered next leave them out.
    const next = (await store.slots(now, 10))[0]!.slots.map((s) => s.start);
    expect(next).not.toContain(slots[1]!.start);
    expect(next).not.toContain(slots[2]!.start);
    expect(next).not.toContain(slots[3]!.start);
    expect(next).toContain(slots[4]!.start);
  });

  it("refuses a time the host does not offer (a weekend, before the notice)", async () => {
    const { host } = (await store.slots(now, 1))[0]!;
    await expect(store.book({ ...visitor("Eve"), hostId: host.userId, start: new Date("2026-12-05T16:00:00Z") }, now)).rejects.toBeInstanceOf(SlotTaken);
    await expect(store.book({ ...visitor("Eve"), hostId: host.userId, start: new Date("2026-12-01T15:00:00Z") }, now)).rejects.toBeInstanceOf(SlotTaken);
  });

  it("gives one slot to one of twenty visitors choosing it at once, across two instances", async () => {
    const { host, slots } = (await store.slots(now, 1))[0]!;
    const start = new Date(slots[0]!.start);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? storeB : store).book({ ...visitor(`V${i}`), hostId: host.userId, start }, now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof SlotTaken)).toHaveLength(19);
    const held = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings where status = 'booked'`);
    expect(held.rows[0]!.n).toBe(1);
  });

  it("cancels and reschedules through single-use links; a second use does nothing", async () => {
    const { host, slots } = (await store.slots(now, 10))[0]!;
    const { booking, links } = await store.book({ ...visitor("Fay"), hostId: host.userId, start: new Date(slots[0]!.start) }, now);
    expect(await store.peekLink(links.reschedule, "reschedule", now)).toMatchObject({ id: booking.id });
    expect(await store.peekLink(links.reschedule, "cancel", now)).toBeNull();

    const moved = await store.rescheduleWithLink(links.reschedule, new Date(slots[5]!.start), now);
    expect(moved!.booking.rescheduledFromId).toBe(booking.id);
    expect(await store.rescheduleWithLink(links.reschedule, new Date(slots[6]!.start), now)).toBeNull();
    // The first time is free again; the old booking's cancel link no longer finds an active booking.
    expect((await store.slots(now, 10))[0]!.slots.map((s) => s.start)).toContain(slots[0]!.start);
    expect(await store.cancelWithLink(links.cancel, now)).toBeNull();

    const cancelled = await store.cancelWithLink(moved!.links.cancel, now);
    expect(cancelled).toMatchObject({ id: moved!.booking.id, status: "cancelled" });
    expect(await store.cancelWithLink(moved!.links.cancel, now)).toBeNull();
    expect((await store.slots(now, 10))[0]!.slots.map((s) => s.start)).toContain(slots[5]!.start);
  });

  it("keeps a reschedule link usable when the new time was just taken", async () => {
    const { host, slots } = (await store.slots(now, 10))[0]!;
    const { links } = await store.book({ ...visitor("Gus"), hostId: host.userId, start: new Date(slots[0]!.start) }, now);
    await store.book({ ...visitor("Hal"), hostId: host.userId, start: new Date(slots[4]!.start) }, now);
    await expect(store.rescheduleWithLink(links.reschedule, new Date(slots[4]!.start), now)).rejects.toBeInstanceOf(SlotTaken);
    expect(await store.rescheduleWithLink(links.reschedule, new Date(slots[7]!.start), now)).not.toBeNull();
  });

  it("claims every 5-minute grain from the start to the end plus the buffer", () => {
    const start = Date.parse("2026-12-01T18:00:00Z");
    expect(claimedGrains(start, start + 30 * 60_000, 15)).toHaveLength(9);
  });
});
