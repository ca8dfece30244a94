import type { Interval } from "../slot-engine.ts";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { icsText } from "../ics.ts";
import { fromWallClock } from "#common/lib/zoned-time.ts";

// The few iCalendar (RFC 5545) pieces the CalDAV provider needs: one VEVENT (written by ical-generator, as the
// invitations are), and the busy periods read back from a VFREEBUSY answer or, where the server has no
// free-busy-query, from the events themselves.

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  attendee?: { name: string; email: string };
  /** Raised on each change so calendar clients take the newer copy. */
  sequence: number;
  stamp: Date;
}

/** The booking as the calendar object a CalDAV PUT stores (no METHOD: a stored object is not a message). */
export function buildEventIcs(event: IcsEvent): string {
  const calendar = ical({ prodId: { company: "Bayou City AI", product: "Booking", language: "EN" } });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    attendees: event.attendee ? [{ name: event.attendee.name, email: event.attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED }] : [],
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  return icsText(calendar);
}

/** Content lines with folding undone (CRLF or bare LF, as servers send). */
export function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/).filter((l) => l !== "");
}

/** 20261201T150000Z (UTC date-time) → epoch ms; null for any other form. */
export function parseUtc(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value.trim());
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
}

/** A dur-value (P1D, PT1H30M, P1W) in ms; null when not one. */
export function parseDuration(value: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m || value.trim() === "P" || value.trim().endsWith("T")) return null;
  const [, sign, w, d, h, min, s] = m;
  const ms = ((+(w ?? 0) * 7 + +(d ?? 0)) * 86_400 + +(h ?? 0) * 3_600 + +(min ?? 0) * 60 + +(s ?? 0)) * 1000;
  return sign === "-" ? -ms : ms;
}

/**
 * The busy periods of a VFREEBUSY (RFC 4791 7.10 answers one): each FREEBUSY line's periods, start/end or
 * start/duration, all in UTC; FBTYPE=FREE is skipped, the BUSY kinds are kept.
 */
export function parseFreeBusy(text: string): Interval[] {
  const busy: Interval[] = [];
  for (const line of unfold(text)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const [name, ...params] = line.slice(0, colon).split(";");
    if (name?.toUpperCase() !== "FREEBUSY") continue;
    const fbtype = params.find((p) => p.toUpperCase().startsWith("FBTYPE="))?.slice(7).toUpperCase() ?? "BUSY";
    if (fbtype === "FREE") continue;
    for (const period of line.slice(colon + 1).split(",")) {
      const [from, to] = period.split("/");
      const start = parseUtc(from ?? "");
      if (start === null || !to) continue;
      const end = parseUtc(to) ?? (parseDuration(to) === null ? null : start + parseDuration(to)!);
      if (end !== null && end > start) busy.push({ start, end });
    }
  }
  return busy.sort((a, b) => a.start - b.start);
}

/** A DATE or DATE-TIME property value with its parameters, as read from one content line. */
interface IcsTime {
  value: string;
  params: Map<string, string>;
}

function property(lines: readonly string[], name: string): IcsTime | null {
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const [key, ...rest] = line.slice(0, colon).split(";");
    if (key?.toUpperCase() !== name) continue;
    const params = new Map(rest.map((p) => [p.split("=")[0]!.toUpperCase(), p.slice(p.indexOf("=") + 1).replace(/^"|"$/g, "")]));
    return { value: line.slice(colon + 1).trim(), params };
  }
  return null;
}

const isDate = (t: IcsTime) => t.params.get("VALUE")?.toUpperCase() === "DATE" || /^\d{8}$/.test(t.value);

/** Wall-clock parts in a zone → epoch ms (a zone we do not know reads as `fallbackZone`). */
function wallClock(date: string, time: string, zone: string, fallbackZone: string): number | null {
  const wall = { date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`, time: `${time.slice(0, 2)}:${time.slice(2, 4)}` };
  const seconds = Number(time.slice(4, 6) || 0) * 1000;
  for (const z of [zone, fallbackZone]) {
    try {
      const iso = fromWallClock(wall, z);
      if (iso) return Date.parse(iso) + seconds;
    } catch {
      // An unknown TZID (a Windows name, a custom VTIMEZONE): the calendar's own zone is the best guess.
    }
  }
  return null;
}

/** DTSTART/DTEND to epoch ms: UTC, with a TZID, floating (the host's zone), or a DATE (that day's midnight there). */
function instant(t: IcsTime, zone: string): number | null {
  if (isDate(t)) return /^\d{8}$/.test(t.value) ? wallClock(t.value, "0000", zone, zone) : null;
  const utc = parseUtc(t.value);
  if (utc !== null) return utc;
  const m = /^(\d{8})T(\d{6})$/.exec(t.value);
  if (!m) return null;
  return wallClock(m[1]!, m[2]!, t.params.get("TZID")?.replace(/^\/.*?\/(?=[A-Za-z]+\/)/, "") ?? zone, zone);
}

/** The day after a DATE value (all-day events end at the next midnight). */
const nextDay = (date: string) => new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8) + 1)).toISOString().slice(0, 10).replace(/-/g, "");

/**
 * The busy times of calendar objects (a calendar-query REPORT's calendar-data, for servers without
 * free-busy-query): each VEVENT that takes time, so neither TRANSP:TRANSPARENT ("show me as free") nor
 * STATUS:CANCELLED; an all-day event holds its whole days on the host's clock, as do floating times. Recurring
 * events are read as the server expanded them (the query asks it to), each instance its own VEVENT.
 */
export function busyFromEvents(calendars: readonly string[], from: number, until: number, zone: string): Interval[] {
  const busy: Interval[] = [];
  for (const text of calendars) {
    const lines = unfold(text);
    let event: string[] | null = null;
    for (const line of lines) {
      if (/^BEGIN:VEVENT$/i.test(line)) event = [];
      else if (/^END:VEVENT$/i.test(line) && event) {
        const found = eventBusy(event, zone);
        if (found && found.start < until && found.end > from) busy.push(found);
        event = null;
      } else event?.push(line);
    }
  }
  return busy.sort((a, b) => a.start - b.start);
}

function eventBusy(all: readonly string[], zone: string): Interval | null {
  // Only the event's own lines, not those of a VALARM nested in it.
  const lines: string[] = [];
  let depth = 0;
  for (const line of all) {
    if (/^BEGIN:/i.test(line)) depth++;
    else if (/^END:/i.test(line)) depth = Math.max(0, depth - 1);
    else if (depth === 0) lines.push(line);
  }
  if (property(lines, "TRANSP")?.value.toUpperCase() === "TRANSPARENT") return null;
  if (property(lines, "STATUS")?.value.toUpperCase() === "CANCELLED") return null;
  const dtstart = property(lines, "DTSTART");
  const start = dtstart ? instant(dtstart, zone) : null;
  if (!dtstart || start === null) return null;
  const dtend = property(lines, "DTEND");
  const duration = property(lines, "DURATION");
  let end: number | null = null;
  if (dtend) end = instant(dtend, zone);
  else if (duration) end = parseDuration(duration.value) === null ? null : start + parseDuration(duration.value)!;
  // RFC 5545 3.6.1: a DATE start alone lasts the day; a DATE-TIME start alone is an instant (it holds no time).
  else if (isDate(dtstart)) end = instant({ value: nextDay(dtstart.value), params: dtstart.params }, zone);
  return end !== null && end > start ? { start, end } : null;
}
