import type { BadgeProps } from "#app/components/ui/badge.tsx";
import { dayKey, formatDate, formatTime, formatWeekday } from "#common/lib/format-date.ts";
import { fromWallClock, toWallClock } from "#common/lib/zoned-time.ts";
import type { BookingStatus } from "#common/booking/booking-types.ts";

// The bookings views' times: every one on Houston's wall clock (Central), whatever zone the browser is in.

export const STATUS_BADGE: Record<BookingStatus, NonNullable<BadgeProps["variant"]>> = {
  booked: "default",
  rescheduled: "secondary",
  cancelled: "outline",
  no_show: "warning",
  done: "success",
};

const DAY = 86_400_000;

/** "2026-12-01" plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in ("2026-12-03" → "2026-11-30"). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** This week's Monday in Houston. */
export const thisMonday = (now = Date.now()) => mondayOf(dayKey(now));

/** A ?week= value, or this week when it is missing or not a date. */
export function weekFromParam(raw: string | null, now = Date.now()): string {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? mondayOf(raw) : thisMonday(now);
}

/** The instants a week's list asks for: Monday 00:00 to the next Monday 00:00, Central. */
export function weekRange(monday: string): { from: string; to: string } {
  return { from: fromWallClock({ date: monday, time: "00:00" }), to: fromWallClock({ date: addDays(monday, 7), time: "00:00" }) };
}

/** Minutes after midnight in Houston. */
export function minuteOfDay(iso: string): number {
  const [hour, minute] = (toWallClock(iso)?.time ?? "00:00").split(":").map(Number);
  return hour! * 60 + minute!;
}

/** "Tue, Dec 1, 2026 · 10:00 AM – 10:30 AM". */
export function bookingWhen(start: string, end: string): string {
  return `${formatWeekday(start).slice(0, 3)}, ${formatDate(start)} · ${formatTime(start)} – ${formatTime(end)}`;
}

export const hostLabel = (name: string | null) => name ?? "No host (staff member removed)";
