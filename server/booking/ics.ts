import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency, type ICalCalendar } from "ical-generator";

// A calendar invitation (iCalendar, RFC 5545, with the iTIP methods of RFC 5546) for one consultation, written by
// ical-generator (no dependencies of its own): CRLF line ends, lines folded at 75 octets, TEXT values escaped,
// quoted parameter values, UTC times.

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

/** A UTC date-time as iCalendar writes it: 20261201T150000Z (CalDAV's time-range queries use it too). */
export function icsTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** ical-generator's text with the final CRLF RFC 5545 asks of every content line. */
export const icsText = (calendar: ICalCalendar) => {
  const text = calendar.toString();
  return text.endsWith(CRLF) ? text : text + CRLF;
};

/** The invitation as the text of a .ics file (CRLF line ends, folded, escaped, UTC times). */
export function buildInvite(invite: CalendarInvite): string {
  const cancel = invite.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Bayou City AI", product: "Consultation booking", language: "EN" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: invite.stamp,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    description: invite.description ?? null,
    location: invite.location ?? null,
    url: invite.url ?? null,
    organizer: { name: invite.organizer.name, email: invite.organizer.email },
    attendees: [
      {
        name: invite.attendee.name,
        email: invite.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancel,
      },
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  return icsText(calendar);
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
