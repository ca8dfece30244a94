// The admin's one way of writing a date: US English, in Houston time (the office's zone) unless a caller names
// another, whatever zone the browser or the server runs in. Pages call these instead of toLocale*() or their own
// Intl.DateTimeFormat (lint: local/no-direct-date-format), so every screen writes "Nov 29, 2026, 8:30 PM" alike.

/** Houston's zone: the office's, and the settings' default time zone (common/settings/office-hours.ts). */
export const ADMIN_TIME_ZONE = "America/Chicago";

/** An ISO 8601 string, epoch milliseconds or a Date; null, undefined and unparsable values format as "". */
export type When = string | number | Date | null | undefined;
export type ZoneOptions = { timeZone?: string };

const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone = ADMIN_TIME_ZONE, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

/**
 * A cached formatter in the visitor's language (the booking pages speak en, es, vi and zh), on the clock of the zone
 * given: for the few visitor-facing screens whose words are not US English. Everything else uses the helpers below.
 */
export function localeFormatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  return formatter(options, timeZone, locale);
}

function toDate(when: When): Date | null {
  if (when === null || when === undefined || when === "") return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 29, 2026". */
export function formatDate(when: When, { timeZone }: ZoneOptions = {}): string {
  const date = toDate(when);
  return date ? formatter(DATE, timeZone).format(date) : "";
}

/** "Nov 29, 2026, 8:30 PM"; with `seconds` "…8:30:05 PM"; with `zoneName` "…8:30 PM CST" (CDT in summer). */
export function formatDateTime(when: When, { timeZone, seconds = false, zoneName = false }: ZoneOptions & { seconds?: boolean; zoneName?: boolean } = {}): string {
  const date = toDate(when);
  if (!date) return "";
  const options: Intl.DateTimeFormatOptions = { ...DATE, ...TIME, ...(seconds ? { second: "2-digit" } : {}), ...(zoneName ? { timeZoneName: "short" } : {}) };
  return formatter(options, timeZone).format(date);
}

/** "8:30 PM". */
export function formatTime(when: When, { timeZone }: ZoneOptions = {}): string {
  const date = toDate(when);
  return date ? formatter(TIME, timeZone).format(date) : "";
}

/** "Monday". */
export function formatWeekday(when: When, { timeZone }: ZoneOptions = {}): string {
  const date = toDate(when);
  return date ? formatter({ weekday: "long" }, timeZone).format(date) : "";
}

/** The calendar day an instant falls on in the zone, as "2026-11-29" (to tell today from tomorrow there). */
export function dayKey(when: When, { timeZone }: ZoneOptions = {}): string {
  const date = toDate(when);
  if (!date) return "";
  const parts = formatter({ year: "numeric", month: "2-digit", day: "2-digit" }, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar day that is not an instant ("2026-11-29", as reports key their days): "Nov 29", or "Nov 29, 2026". */
export function formatCalendarDay(day: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const date = toDate(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : null);
  return date ? formatter(withYear ? DATE : { month: "short", day: "numeric" }, "UTC").format(date) : "";
}
