// A calendar invitation (iCalendar, RFC 5545, with the iTIP methods of RFC 5546) for one consultation. Written here
// rather than with ical-generator or ics: one event, a dozen properties, and no new dependency to install
// (docs/decisions/043). What the RFC asks of such a small writer is all below: CRLF line ends, lines folded at 75
// octets without splitting a character, TEXT values escaped, quoted parameter values, UTC times.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInvite {
  /** REQUEST: a new or changed meeting; CANCEL: the meeting is off (same UID, higher SEQUENCE). */
  method: "REQUEST" | "CANCEL";
  /** The same for every version of one meeting, so a calendar updates the event instead of adding another. */
  uid: string;
  /** 0 at first; each change (a new time, a cancellation) sends a higher one. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

const CRLF = "\r\n";
const encoder = new TextEncoder();

/** A UTC date-time: 20261201T150000Z. */
export function icsTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN=…): quoted when it holds ":", ";" or ","; a double quote cannot appear in one at all. */
function paramValue(value: string): string {
  const clean = [...value].filter((ch) => ch !== '"' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join("");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space, which counts toward its
 * 75. A UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // the leading space takes one octet
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const person = (prop: "ORGANIZER" | "ATTENDEE", p: CalendarPerson, extra = "") => `${prop};CN=${paramValue(p.name)}${extra}:mailto:${p.email.replace(/[\s<>]/g, "")}`;

/** The invitation as the text of a .ics file (CRLF line ends). */
export function buildInvite(invite: CalendarInvite): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bayou City AI//Consultation booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapeText(invite.description)}`] : []),
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.url ? [`URL:${invite.url}`] : []),
    person("ORGANIZER", invite.organizer),
    person("ATTENDEE", invite.attendee, `;ROLE=REQ-PARTICIPANT;PARTSTAT=${invite.method === "CANCEL" ? "DECLINED" : "NEEDS-ACTION"};RSVP=${invite.method === "CANCEL" ? "FALSE" : "TRUE"}`),
    `STATUS:${invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Unfolds and splits a .ics text into its properties (for tests and checks): name → value of the first one. */
export function readInvite(text: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const line of text.replace(/\r\n[ \t]/g, "").split("\r\n")) {
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < line.length && colon < 0; i++) {
      if (line[i] === '"') quoted = !quoted;
      else if (line[i] === ":" && !quoted) colon = i;
    }
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(";")[0]!;
    if (!props.has(name)) props.set(name, line.slice(colon + 1));
  }
  return props;
}
