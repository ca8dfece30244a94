// `npm run bench:booking`:
// 1. How long the consultation slots take to compute (server/booking/slot-engine.ts) for 10 staff members × 60 days
//    ahead, each with a busy calendar (3 meetings a working day), over the DST change of March 2027: median and p95
//    of 50 runs after 5 warm-up runs.
// 2. Bookings per second through the booking store (server/booking/booking-store.ts) from two app instances (two
//    connection pools on the same PostgreSQL database when DATABASE_URL names a server, else one PGlite), 8 visitors
//    at a time: every distinct slot of the horizon, then every slot wanted by 10 visitors at once. Checked after:
//    one winner per contested slot, and no two active bookings of a host overlapping (buffer included).
import { sql } from "drizzle-orm";
import { openPostgres } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { createBookingStore, SlotTaken } from "#server/booking/booking-store.ts";
import { freeSlots, type BookingRules, type Interval } from "#server/booking/slot-engine.ts";
import { openBenchApp } from "./bench-app.ts";

const STAFF = 10;
const DAYS = 60;
const now = Date.parse("2027-02-15T14:00:00Z");
const base: BookingRules = {
  weeklyHours: "Mon-Fri 09:00-12:00, Mon-Fri 13:00-17:00",
  timeZone: "America/Chicago",
  meetingMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 240,
  horizonDays: DAYS,
  stepMinutes: 15,
  daysOff: ["2027-03-19"],
  holidaysOff: true,
};
const staff = Array.from({ length: STAFF }, (_, i) => {
  const busy: Interval[] = [];
  for (let d = 0; d < DAYS; d++) {
    for (const hour of [15 + (i % 3), 18, 20 + (i % 2)]) {
      const start = Date.parse("2027-02-15T00:00:00Z") + d * 86_400_000 + hour * 3_600_000;
      busy.push({ start, end: start + 30 * 60_000 });
    }
  }
  return { rules: { ...base, stepMinutes: i % 2 ? 15 : 30 }, busy };
});

const run = () => staff.reduce((n, s) => n + freeSlots(s.rules, s.busy, now).length, 0);
for (let i = 0; i < 5; i++) run();
const times: number[] = [];
let slots = 0;
for (let i = 0; i < 50; i++) {
  const t0 = performance.now();
  slots = run();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(`Slots for ${STAFF} staff × ${DAYS} days (${slots} free slots, ${staff.reduce((n, s) => n + s.busy.length, 0)} busy meetings): median ${q(0.5)} ms, p95 ${q(0.95)} ms`);

// 2. Bookings through the database.
const bench = await openBenchApp("booking");
const second = bench.url ? openPostgres(bench.url, { max: 4 }) : null;
try {
  await bench.deps.db.insert(users).values({ email: "owner@example.com", name: "Owner", passwordHash: "x", role: "owner" });
  const stores = [createBookingStore(bench.deps.db), createBookingStore(second?.db ?? bench.deps.db)];
  const clock = new Date("2027-02-15T14:00:00Z");
  const [first] = await stores[0]!.slots(clock, 10_000);
  if (!first) throw new Error("no host to book with");
  const { host, slots: all } = first;
  const who = (i: number) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, language: "en", source: "book_page" as const, hostId: host.userId });
  // Every other slot (a 30-minute meeting plus its 15-minute buffer takes the next 30-minute slot too): the first
  // half of them booked one visitor each, the second half contested.
  const even = all.filter((_, i) => i % 2 === 0);
  const distinct = even.slice(0, Math.floor(even.length / 2));
  let next = 0;
  let booked = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let i = next++; i < distinct.length; i = next++) {
        await stores[worker % 2]!.book({ ...who(i), start: new Date(distinct[i]!.start) }, clock);
        booked++;
      }
    }),
  );
  const distinctSeconds = (performance.now() - t0) / 1000;
  // Contested: each wanted by 10 visitors at once (5 on each instance).
  const contested = even.slice(distinct.length);
  let winners = 0;
  let refused = 0;
  const t1 = performance.now();
  for (const slot of contested) {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, v) => stores[v % 2]!.book({ ...who(10_000 + v), start: new Date(slot.start) }, clock)));
    winners += results.filter((r) => r.status === "fulfilled").length;
    refused += results.filter((r) => r.status === "rejected" && r.reason instanceof SlotTaken).length;
  }
  const contestedSeconds = (performance.now() - t1) / 1000;
  const overlaps = await bench.deps.db.execute<{ n: number }>(sql`
    select count(*)::int as n from bookings a join bookings b on a.host_id = b.host_id and a.id < b.id
    where a.status = 'booked' and b.status = 'booked' and a.starts_at < b.ends_at + interval '15 minutes' and b.starts_at < a.ends_at + interval '15 minutes'`);
  console.log(
    `Bookings on ${bench.label}${second ? " (two instances)" : ""}: ${booked} distinct slots in ${distinctSeconds.toFixed(2)} s = ${(booked / distinctSeconds).toFixed(0)} bookings/s (8 at a time); ` +
      `${contested.length} slots × 10 visitors at once in ${contestedSeconds.toFixed(2)} s: ${winners} booked, ${refused} offered other times; overlapping active bookings: ${overlaps.rows[0]!.n}`,
  );
} finally {
  await second?.close();
  await bench.close();
}
