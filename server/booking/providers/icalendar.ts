import type { Interval } from "../slot-engine.ts";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { icsText } from "../ics.ts";

// The few iCalendar (RFC 5545) pieces the CalDAV provider needs: one VEVENT (written by ical-generator, as the
// invitations are), and the busy periods read back from a VFREEBUSY answer (from the events themselves, where a
// server has no free-busy-query: event-busy.ts).

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

