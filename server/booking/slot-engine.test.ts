import { describe, expect, it } from "vitest";
import { houstonHolidays } from "#common/booking/holidays.ts";
import { freeSlots, weeklyRanges, type BookingRules } from "./slot-engine.ts";

const rules: BookingRules = {
  weeklyHours: "Mon-Fri 09:00-17:00",
  timeZone: "America/Chicago",
  meetingMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 240,
  horizonDays: 14,
  stepMinutes: 30,
  daysOff: [],
  holidaysOff: true,
};
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const central = (ms: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", weekday: "short", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms);

describe("the default holidays", () => {
  it("lists the year's days off, a weekend holiday kept on the nearest weekday", () => {
    expect(houstonHolidays(2026).map((h) => h.date)).toEqual([
      "2026-01-01", "2026-01-19", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-11-26", "2026-11-27", "2026-12-24", "2026-12-25",
    ]);
    // 2027: Christmas and Christmas Eve fall on the weekend (Sat 25th → Fri 24th), New Year 2028 on a Saturday.
    expect(houstonHolidays(2027).filter((h) => h.date.startsWith("2027-12")).map((h) => `${h.date} ${h.name}`)).toEqual(["2027-12-24 Christmas Day"]);
    expect(houstonHolidays(2027).find((h) => h.name === "Juneteenth (Emancipation Day)")?.date).toBe("2027-06-18");
  });
});

describe("free slots", () => {
  it("offers the weekly hours on the zone's clock, from the minimum notice on, weekends and holidays off", () => {
    // Wednesday 25 Nov 2026, 10:00 Central: the first slot is 14:00 (4 h notice); Thanksgiving and the day after are off.
    const slots = freeSlots(rules, [], at("2026-11-25T16:00:00Z"));
    expect(central(slots[0]!.start)).toBe("Wed, 11/25, 14:00");
    expect(slots.filter((s) => central(s.start).startsWith("Wed, 11/25")).length).toBe(6);
    const days = new Set(slots.map((s) => central(s.start).slice(0, 10)));
    expect([...days].slice(0, 3)).toEqual(["Wed, 11/25", "Mon, 11/30", "Tue, 12/01"]);
    expect(slots.every((s) => s.end - s.start === 30 * 60_000)).toBe(true);
    // The last slot of a day ends at closing time.
    const monday = slots.filter((s) => central(s.start).startsWith("Mon, 11/30"));
    expect(central(monday.at(-1)!.start)).toBe("Mon, 11/30, 16:30");
  });

  it("keeps 9:00 Central at 9:00 on both sides of a clock change (the spring and the autumn week)", () => {
    const spring = freeSlots({ ...rules, holidaysOff: false }, [], at("2026-03-05T12:00:00Z"));
    const friday = spring.find((s) => central(s.start) === "Fri, 03/06, 09:00")!;
    const monday = spring.find((s) => central(s.start) === "Mon, 03/09, 09:00")!;
    expect(iso(friday.start)).toBe("2026-03-06T15:00:00.000Z"); // CST, UTC-6
    expect(iso(monday.start)).toBe("2026-03-09T14:00:00.000Z"); // CDT, UTC-5
    const autumn = freeSlots({ ...rules, holidaysOff: false, weeklyHours: "Sun-Mon 00:30-03:00" }, [], at("2026-10-30T12:00:00Z"));
    // Sunday 1 Nov: 01:00-02:00 happens twice; every offered start is still a distinct real instant, in order.
    const sunday = autumn.filter((s) => central(s.start).startsWith("Sun, 11/01"));
    expect(sunday.length).toBeGreaterThanOrEqual(4);
    expect(sunday.every((s, i) => i === 0 || s.start > sunday[i - 1]!.start)).toBe(true);
  });

  it("leaves out what is busy, widened by the buffer on both sides", () => {
    const now = at("2026-12-01T12:00:00Z"); // Tue 06:00 Central
    const meeting = { start: at("2026-12-02T17:00:00Z"), end: at("2026-12-02T17:30:00Z") }; // Wed 11:00-11:30
    const wednesday = freeSlots(rules, [meeting], now).filter((s) => central(s.start).startsWith("Wed, 12/02"));
    const starts = wednesday.map((s) => central(s.start).slice(-5));
    // 10:30 ends at 11:00, inside the 15-minute buffer; 11:30 starts inside it too; 10:00 and 12:00 are free.
    expect(starts).toContain("10:00");
    expect(starts).not.toContain("10:30");
    expect(starts).not.toContain("11:00");
    expect(starts).not.toContain("11:30");
    expect(starts).toContain("12:00");
  });

  it("stops at the horizon, skips days off, honours a lunch break and a limit", () => {
    const now = at("2026-12-01T12:00:00Z");
    const lunch = { ...rules, weeklyHours: "Mon-Fri 09:00-12:00, Mon-Fri 13:00-17:00", horizonDays: 3, daysOff: ["2026-12-03"] };
    const slots = freeSlots(lunch, [], now);
    expect(slots.some((s) => central(s.start).endsWith("12:00") || central(s.start).endsWith("12:30"))).toBe(false);
    expect(slots.some((s) => central(s.start).startsWith("Thu"))).toBe(false);
    expect(Math.max(...slots.map((s) => s.start))).toBeLessThanOrEqual(now + 3 * 86_400_000);
    expect(freeSlots(lunch, [], now, 3)).toHaveLength(3);
  });

  it("offers nothing for hours that do not parse, and says what to fix", () => {
    expect(freeSlots({ ...rules, weeklyHours: "weekdays" }, [], Date.now())).toEqual([]);
    expect(weeklyRanges({ weeklyHours: "weekdays" })).toEqual({ error: expect.stringContaining("Mon-Fri 08:00-18:00") });
  });
});
