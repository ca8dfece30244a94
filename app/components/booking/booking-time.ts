import type { BookingSlot } from "#common/booking/booking-schemas.ts";
import { dayKey as calendarDayKey, localeFormatter } from "#common/lib/format-date.ts";

// Slots as the visitor sees them: grouped by the day on the visitor's own clock, each time labelled in the visitor's
// zone with the hosts' (Central) beside it when the two clocks differ at that instant, in the visitor's language.
// Intl only (through common/lib/format-date.ts): no date library ships with the page.

/** The browser's zone ("America/New_York"); Central when the runtime cannot tell. */
export function visitorTimeZone(fallback = "America/Chicago"): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

const format = (locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) => localeFormatter(locale, options, timeZone);

/** The calendar day of an instant on a zone's clock, as "YYYY-MM-DD". */
export const dayKey = (iso: string, timeZone: string): string => calendarDayKey(iso, { timeZone });

/** Minutes the zone's clock is ahead of UTC at that instant (−360 for Central standard time, −300 in summer). */
export function zoneOffsetMinutes(iso: string, timeZone: string): number {
  const date = new Date(iso);
  const parts = format("en-US", timeZone, {
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** Whether two zones show the same clock time at that instant (then the second time is not repeated). */
export function sameClock(iso: string, zoneA: string, zoneB: string): boolean {
  return zoneA === zoneB || zoneOffsetMinutes(iso, zoneA) === zoneOffsetMinutes(iso, zoneB);
}

/** "10:30 AM" / "10:30" on the zone's clock, in the language's own way. */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  return format(locale, timeZone, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** The zone's short name at that instant ("CST", "CDT", "GMT+7"). */
export function zoneName(iso: string, locale: string, timeZone: string): string {
  const parts = format(locale, timeZone, { timeZoneName: "short" }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** A day button's two lines ("Mon" and "Nov 2") and its full name ("Monday, November 2"), for a "YYYY-MM-DD" day. */
export function dayLabels(day: string, locale: string): { weekday: string; date: string; full: string } {
  // Noon UTC of that date is the same calendar day everywhere we format it (formatted in UTC).
  const noon = new Date(`${day}T12:00:00Z`);
  return {
    weekday: format(locale, "UTC", { weekday: "short" }).format(noon),
    date: format(locale, "UTC", { month: "short", day: "numeric" }).format(noon),
    full: format(locale, "UTC", { weekday: "long", month: "long", day: "numeric" }).format(noon),
  };
}

/** "Monday, November 2, 10:00 AM CST", on a zone's clock (the day as the day buttons name it, then the time). */
export function formatWhen(iso: string, locale: string, timeZone: string): string {
  return `${dayLabels(dayKey(iso, timeZone), locale).full}, ${formatTime(iso, locale, timeZone)} ${zoneName(iso, locale, timeZone)}`;
}

export type SlotDay = { day: string; slots: BookingSlot[] };

/**
 * The slots by day on the visitor's clock, days and times in order; one slot per start time (when several hosts
 * are free at once the visitor chooses a time, not a host: the first host the server listed takes it).
 */
export function groupSlotsByDay(slots: readonly BookingSlot[], timeZone: string): SlotDay[] {
  const seen = new Set<number>();
  const byDay = new Map<string, BookingSlot[]>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of ordered) {
    const at = Date.parse(slot.start);
    if (seen.has(at)) continue;
    seen.add(at);
    const day = dayKey(slot.start, timeZone);
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  return [...byDay].map(([day, list]) => ({ day, slots: list }));
}

/** Slots of two lists together, each start time once (for "other times", whose first may repeat the last shown). */
export function mergeSlots(a: readonly BookingSlot[], b: readonly BookingSlot[]): BookingSlot[] {
  const seen = new Set(a.map((s) => `${s.hostId}|${Date.parse(s.start)}`));
  return [...a, ...b.filter((s) => !seen.has(`${s.hostId}|${Date.parse(s.start)}`))];
}
