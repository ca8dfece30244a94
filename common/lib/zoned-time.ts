import { ADMIN_TIME_ZONE } from "./format-date.ts";

// Date and time inputs speak wall-clock time without a zone; the API speaks UTC instants. These convert between
// the two in a named zone (Houston's unless a caller names another), so a form shows and takes the office's time
// whatever zone the browser runs in.

/** A date input's and a time input's values: "2026-11-28" and "15:30". */
export type WallClock = { date: string; time: string };

const parts = new Map<string, Intl.DateTimeFormat>();
function wallParts(at: number, timeZone: string): Record<string, number> {
  let format = parts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    parts.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(at)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = wallParts(at, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(at / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant's date and time (to the minute) on the zone's wall clock; null for an invalid instant. */
export function toWallClock(when: Date | string | number, timeZone = ADMIN_TIME_ZONE): WallClock | null {
  const at = new Date(when).getTime();
  if (Number.isNaN(at)) return null;
  const p = wallParts(at, timeZone);
  return { date: `${p.year}-${pad(p.month!)}-${pad(p.day!)}`, time: `${pad(p.hour!)}:${pad(p.minute!)}` };
}

/**
 * The instant, as an ISO string in UTC, at which the zone's wall clock reads `date` `time`; "" when either is
 * missing or not a real date or time. A time skipped by the spring change (2:30 AM) lands an hour later, as clocks do.
 */
export function fromWallClock({ date, time }: WallClock, timeZone = ADMIN_TIME_ZONE): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return "";
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return "";
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return "";
  // The offset at the guess, then at the instant it gives: the two differ only next to a clock change, where the
  // one whose wall clock reads the given time wins (neither does inside the skipped hour: the later one then).
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  const reads = (at: number) => at + offsetAt(at, timeZone) === asUtc;
  const at = reads(second) ? second : reads(first) ? first : Math.max(first, second);
  return new Date(at).toISOString();
}
