import type { Interval } from "../slot-engine.ts";

// The few iCalendar (RFC 5545) pieces the CalDAV provider needs: one VEVENT written with CRLF line ends, lines
// folded at 75 octets and TEXT escaped; and the busy periods read back from a VFREEBUSY answer.

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

/** 20261201T150000Z */
export function icsUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value: DQUOTE cannot be escaped in one, and control characters are not allowed. */
function quotedParam(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Folds one content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildEventIcs(event: IcsEvent, prodId = "-//Bayou City AI//Booking//EN"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodId}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.attendee ? [`ATTENDEE;CN=${quotedParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
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
