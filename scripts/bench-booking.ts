// `npm run bench:booking`: how long the consultation slots take to compute (server/booking/slot-engine.ts) for
// 10 staff members × 60 days ahead, each with a busy calendar (3 meetings a working day), over the DST change of
// March 2027. Prints the median and p95 of 50 runs after 5 warm-up runs, and the number of slots found.
import { freeSlots, type BookingRules, type Interval } from "../server/booking/slot-engine.ts";

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
