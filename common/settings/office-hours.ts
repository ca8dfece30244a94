// The team's office hours as staff type them in Settings ("Mon-Fri 08:00-18:00", several ranges separated by
// commas: "Mon-Fri 08:00-18:00, Sat 09:00-13:00") in the time zone of the time_zone setting. One parser serves the
// settings form, the public pages (the hours line), the chat's "no one is online" note and quiet hours.

export const DEFAULT_OFFICE_HOURS = "Mon-Fri 08:00-18:00";
export const DEFAULT_TIME_ZONE = "America/Chicago";

const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface OfficeRange {
  /** 0 = Sunday … 6 = Saturday, in the order typed (Fri-Mon wraps over the weekend). */
  days: number[];
  /** Minutes after midnight; close > open (a range does not run past midnight). */
  open: number;
  close: number;
  /** The days as typed, for the hours line: [first, last]. */
  span: [number, number];
}

export const OFFICE_HOURS_FORMAT = 'Use days and times like "Mon-Fri 08:00-18:00" (several ranges separated by commas, e.g. "Mon-Fri 08:00-18:00, Sat 09:00-13:00")';

function dayIndex(word: string): number {
  return DAY_KEYS.indexOf(word.slice(0, 3).toLowerCase() as (typeof DAY_KEYS)[number]);
}

function minutes(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** The ranges, or a message saying what to fix. */
export function parseOfficeHours(raw: string): { ranges: OfficeRange[] } | { error: string } {
  const parts = raw.split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return { error: OFFICE_HOURS_FORMAT };
  const ranges: OfficeRange[] = [];
  for (const part of parts) {
    const m = /^([a-z]+)(?:\s*-\s*([a-z]+))?\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/i.exec(part);
    if (!m) return { error: `"${part}" is not understood. ${OFFICE_HOURS_FORMAT}` };
    const first = dayIndex(m[1]!);
    const last = m[2] ? dayIndex(m[2]) : first;
    if (first < 0 || last < 0 || m[1]!.length < 3 || (m[2] !== undefined && m[2].length < 3)) {
      return { error: `"${part}": days are Mon, Tue, Wed, Thu, Fri, Sat or Sun` };
    }
    const open = minutes(m[3]!);
    const close = minutes(m[4]!);
    if (open === null || close === null) return { error: `"${part}": times are 24-hour, from 00:00 to 24:00` };
    if (close <= open) return { error: `"${part}": the closing time must be after the opening time` };
    const days: number[] = [];
    for (let d = first; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === last) break;
    }
    ranges.push({ days, open, close, span: [first, last] });
  }
  return { ranges };
}

const zoneValidity = new Map<string, boolean>();

export function isValidTimeZone(zone: string): boolean {
  const name = zone.trim();
  if (!name) return false;
  // Building a formatter costs ~0.1 ms and every lead asks (the alert policy): each name is checked once.
  let valid = zoneValidity.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    if (zoneValidity.size < 1_000) zoneValidity.set(name, valid);
  }
  return valid;
}

/** The message for an office-hours or time-zone value that cannot be used, or null. */
export function officeHoursError(raw: string): string | null {
  const parsed = parseOfficeHours(raw);
  return "error" in parsed ? parsed.error : null;
}
export function timeZoneError(raw: string): string | null {
  return isValidTimeZone(raw) ? null : 'Please enter a time zone name like "America/Chicago"';
}

function clock(total: number): string {
  const h24 = Math.floor(total / 60) % 24;
  const min = total % 60;
  const suffix = h24 < 12 ? "AM" : "PM";
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return min ? `${h12}:${String(min).padStart(2, "0")} ${suffix}` : `${h12} ${suffix}`;
}

/** The zone's standard-time abbreviation ("CST" for America/Chicago), as the site has always printed it. */
export function zoneLabel(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" }).formatToParts(Date.UTC(2026, 0, 15, 12));
    return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** "Mon-Fri 08:00-18:00" in America/Chicago → "Monday - Friday, 8 AM - 6 PM CST" (the spec's text for the default). */
export function formatOfficeHours(raw: string, zone: string): string {
  const parsed = parseOfficeHours(raw);
  const ranges = "error" in parsed ? (parseOfficeHours(DEFAULT_OFFICE_HOURS) as { ranges: OfficeRange[] }).ranges : parsed.ranges;
  const text = ranges
    .map(({ span: [a, b], open, close }) => `${a === b ? DAY_NAMES[a] : `${DAY_NAMES[a]} - ${DAY_NAMES[b]}`}, ${clock(open)} - ${clock(close)}`)
    .join("; ");
  return `${text} ${zoneLabel(isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE)}`;
}

/** Weekday (0 = Sunday) and minutes after midnight of an instant in a zone. */
function localTime(at: Date, zone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return { day: dayIndex(get("weekday")), minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

export interface OfficeSchedule {
  ranges: OfficeRange[];
  zone: string;
}

/** The schedule to compute with: a stored value that no longer parses falls back to the default, never to "always closed". */
export function officeSchedule(raw: string, zone: string): OfficeSchedule {
  const parsed = parseOfficeHours(raw);
  return {
    ranges: "error" in parsed ? (parseOfficeHours(DEFAULT_OFFICE_HOURS) as { ranges: OfficeRange[] }).ranges : parsed.ranges,
    zone: isValidTimeZone(zone) ? zone.trim() : DEFAULT_TIME_ZONE,
  };
}

export function isOfficeOpen(schedule: OfficeSchedule, at: Date = new Date()): boolean {
  const { day, minute } = localTime(at, schedule.zone);
  return schedule.ranges.some((r) => r.days.includes(day) && minute >= r.open && minute < r.close);
}

/**
 * The next instant the office opens after `at` (at itself when open), to the minute; null when the schedule has no
 * opening at all. Steps minute by minute to each candidate boundary, so time-zone changes (DST) are respected.
 */
export function nextOfficeOpening(schedule: OfficeSchedule, at: Date = new Date()): Date | null {
  if (isOfficeOpen(schedule, at)) return at;
  const start = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  // Candidates are the opening minutes of the next 8 local days; the local offset is found by asking the zone.
  for (let step = 0; step <= 8 * 24 * 4; step++) {
    const probe = new Date(start.getTime() + step * 15 * 60_000);
    const { day, minute } = localTime(probe, schedule.zone);
    const range = schedule.ranges.find((r) => r.days.includes(day) && minute < r.close && minute + 15 > r.open);
    if (!range) continue;
    // The opening lies within this quarter hour: move to it exactly.
    const exact = new Date(probe.getTime() + Math.max(0, range.open - minute) * 60_000);
    if (exact.getTime() >= at.getTime() && isOfficeOpen(schedule, exact)) return exact;
  }
  return null;
}
