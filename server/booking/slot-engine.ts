import { holidayDates } from "#common/booking/holidays.ts";
import { parseOfficeHours, type OfficeRange } from "#common/settings/office-hours.ts";
import { fromWallClock, toWallClock } from "#common/lib/zoned-time.ts";

// The consultation slots one staff member can offer: their weekly hours on the wall clock of their zone (Central by
// default), minus holidays and days off, minus what is already busy (bookings, and the calendar provider's busy
// times when one is connected) widened by the buffer, from the minimum notice to the booking horizon. Pure and
// synchronous: the caller reads the busy times; the database alone decides who gets a slot (a unique claim per
// staff member and start time), never this check.

export interface BookingRules {
  /** "Mon-Fri 09:00-17:00" (several ranges separated by commas), as the office-hours setting takes it. */
  weeklyHours: string;
  /** IANA zone of the weekly hours: "America/Chicago". */
  timeZone: string;
  meetingMinutes: number;
  /** Kept free before and after every meeting. */
  bufferMinutes: number;
  /** How soon the first bookable slot may start. */
  minNoticeMinutes: number;
  /** How many days ahead a visitor may book. */
  horizonDays: number;
  /** Slots start every this many minutes from the start of each range. */
  stepMinutes: number;
  /** Extra days off ("YYYY-MM-DD" on the zone's calendar). */
  daysOff: readonly string[];
  /** The default holidays (common/booking/holidays.ts) are days off too. */
  holidaysOff: boolean;
}

/** Epoch milliseconds, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Busy intervals sorted by start, each widened by the buffer, overlapping ones merged. */
function blocked(busy: readonly Interval[], bufferMinutes: number): Interval[] {
  const pad = bufferMinutes * MINUTE;
  const sorted = busy.map((b) => ({ start: b.start - pad, end: b.end + pad })).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const b of sorted) {
    const last = merged[merged.length - 1];
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else merged.push({ ...b });
  }
  return merged;
}

/** Whether [start, end) meets any merged blocked interval (binary search over the sorted list). */
function overlaps(blocks: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < blocks.length && blocks[lo]!.start < end;
}

/** The weekly ranges, or the message saying what to fix in the hours. */
export function weeklyRanges(rules: Pick<BookingRules, "weeklyHours">): OfficeRange[] | { error: string } {
  const parsed = parseOfficeHours(rules.weeklyHours);
  return "error" in parsed ? parsed : parsed.ranges;
}

/**
 * The free slots from `now` (plus the minimum notice) to the horizon, in time order, at most `limit`. A day whose
 * offset from UTC changes (the DST switch) places each slot through the zone's own clock, so "9:00" stays 9:00
 * local on both sides of the change.
 */
export function freeSlots(rules: BookingRules, busy: readonly Interval[], now: number, limit = Number.POSITIVE_INFINITY): Interval[] {
  const ranges = weeklyRanges(rules);
  if ("error" in ranges || rules.meetingMinutes <= 0 || rules.stepMinutes <= 0) return [];
  const earliest = now + rules.minNoticeMinutes * MINUTE;
  const latest = now + rules.horizonDays * DAY;
  const blocks = blocked(busy, rules.bufferMinutes);
  const length = rules.meetingMinutes * MINUTE;
  const today = toWallClock(now, rules.timeZone)?.date;
  if (!today) return [];
  const lastDay = toWallClock(latest, rules.timeZone)!.date;
  const year = Number(today.slice(0, 4));
  const closed = new Set(rules.daysOff);
  if (rules.holidaysOff) for (const d of holidayDates(year, Number(lastDay.slice(0, 4)))) closed.add(d);

  const slots: Interval[] = [];
  days: for (let date = today; date <= lastDay && slots.length < limit; date = nextDate(date)) {
    if (closed.has(date)) continue;
    const day = weekdayOf(date);
    const todays = ranges.filter((r) => r.days.includes(day)).sort((a, b) => a.open - b.open);
    if (todays.length === 0) continue;
    const midnight = Date.parse(fromWallClock({ date, time: "00:00" }, rules.timeZone));
    const nextMidnight = Date.parse(fromWallClock({ date: nextDate(date), time: "00:00" }, rules.timeZone));
    // A day of exactly 24 hours has no clock change: its wall minutes are plain offsets from midnight.
    const steady = nextMidnight - midnight === DAY;
    for (const range of todays) {
      for (let minute = range.open; minute + rules.meetingMinutes <= range.close; minute += rules.stepMinutes) {
        const start = steady
          ? midnight + minute * MINUTE
          : Date.parse(fromWallClock({ date, time: `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}` }, rules.timeZone));
        const end = start + length;
        if (start < earliest || start > latest) continue;
        if (overlaps(blocks, start, end)) continue;
        slots.push({ start, end });
        if (slots.length >= limit) break days;
      }
    }
  }
  return slots;
}
