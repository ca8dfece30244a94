import { randomUUID } from "node:crypto";
import type { Interval } from "../slot-engine.ts";
import type { BusyProvider, ProviderBooking, ProviderDeps, ProviderSettings } from "./calendar-provider.ts";
import { ProviderUnavailable } from "./provider-errors.ts";
import { providerFetch } from "./provider-http.ts";
import { buildEventIcs, parseFreeBusy } from "./icalendar.ts";
import { busyFromEvents } from "./event-busy.ts";
import { icsTime } from "../ics.ts";
import { decodeXmlText, elements, hasElement, parseMultistatus } from "./dav-xml.ts";
import { DEFAULT_BOOKING_RULES } from "#common/booking/booking-types.ts";

// A CalDAV calendar (RFC 4791) over plain fetch with Basic auth: busy times from a free-busy-query REPORT (or, on
// a server without it, a calendar-query REPORT of the range's events, expanded), the booking as one event PUT at
// {uid}.ics (If-None-Match: * so nothing is overwritten), moved by a PUT of a newer copy, removed with DELETE.
// tsdav is not among the dependencies; these few requests are all we use.

const NAME = "The calendar";

export interface CaldavConfig {
  /** The calendar collection's URL (ends with /). */
  url: string;
  username: string;
  password: string;
  /** The clock all-day and floating events are read on (the host's; Central when not given). */
  timeZone?: string;
}

export async function caldavConfigFrom(settings: ProviderSettings): Promise<CaldavConfig | null> {
  const url = (await settings.get("calendar", "caldav_url")).trim();
  const username = (await settings.get("calendar", "caldav_username")).trim();
  const password = await settings.get("calendar", "caldav_password");
  if (!url || !username) return null;
  return { url: url.endsWith("/") ? url : `${url}/`, username, password };
}

/** The config with the host's zone for all-day and floating events. */
export function withTimeZone(config: CaldavConfig, timeZone: string | undefined): CaldavConfig {
  return timeZone ? { ...config, timeZone } : config;
}

const XML = 'application/xml; charset="utf-8"';
const FREE_BUSY = (from: Date, until: Date) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav"><C:time-range start="${icsTime(from)}" end="${icsTime(until)}"/></C:free-busy-query>`;
/** The range's events, recurring ones expanded into their instances in UTC by the server (RFC 4791 7.8, 9.6.5). */
const EVENTS_QUERY = (from: Date, until: Date) => {
  const range = `start="${icsTime(from)}" end="${icsTime(until)}"`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data><C:expand ${range}/></C:calendar-data></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"><C:time-range ${range}/></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>`;
};
/**
 * How servers say they have no free-busy-query on a calendar collection: 403 (RFC 4791's supported-report
 * precondition), 405 or 501 (not implemented), 415; and a success that holds no VFREEBUSY.
 */
const NO_FREE_BUSY = new Set([403, 405, 415, 501]);
const PROPFIND =
  '<?xml version="1.0" encoding="utf-8"?>\n<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:resourcetype/><D:displayname/></D:prop></D:propfind>';

export function createCaldavClient(config: CaldavConfig, deps: ProviderDeps): BusyProvider {
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString("base64")}`;
  const request = (url: string, init: RequestInit, accept?: (status: number) => boolean) =>
    providerFetch(NAME, deps, url, { ...init, headers: { authorization: auth, ...(init.headers as Record<string, string>) } }, accept);

  /** The event's URL from its reference (the path the event was PUT at, on the calendar's host). */
  const eventUrl = (ref: string) => new URL(ref, config.url).toString();
  const uidOf = (ref: string) => decodeURIComponent(ref.split("/").pop()!.replace(/\.ics$/, ""));

  function ics(uid: string, booking: ProviderBooking, sequence: number): string {
    const lines = [`Booked on the website${booking.bookingId === undefined ? "" : ` (booking ${booking.bookingId})`}.`, `E-mail: ${booking.email}`];
    if (booking.phone) lines.push(`Phone: ${booking.phone}`);
    lines.push(`Visitor's time zone: ${booking.timeZone}`);
    return buildEventIcs({
      uid, start: booking.start, end: booking.end, sequence, stamp: new Date(),
      summary: `Consultation with ${booking.name}`, description: lines.join("\n"), attendee: { name: booking.name, email: booking.email },
    });
  }

  /** Busy times from the events themselves, for a server without free-busy-query. */
  async function eventsBusy(from: Date, until: Date): Promise<Interval[]> {
    const response = await request(config.url, { method: "REPORT", headers: { depth: "1", "content-type": XML }, body: EVENTS_QUERY(from, until) });
    const text = await response.text();
    if (!hasElement(text, "multistatus")) throw new ProviderUnavailable(NAME, "an answer to the events query we could not read");
    const calendars = parseMultistatus(text).flatMap((r) => (r.ok ? elements(r.prop, "calendar-data").map(decodeXmlText) : []));
    return busyFromEvents(calendars, from.getTime(), until.getTime(), config.timeZone ?? DEFAULT_BOOKING_RULES.timeZone);
  }

  async function put(url: string, body: string, headers: Record<string, string>): Promise<void> {
    await request(url, { method: "PUT", headers: { "content-type": "text/calendar; charset=utf-8", ...headers }, body });
  }

  return {
    name: "caldav",
    availability: "busy",

    async busy(from, until): Promise<Interval[]> {
      const response = await request(config.url, { method: "REPORT", headers: { depth: "1", "content-type": XML }, body: FREE_BUSY(from, until) }, (status) => NO_FREE_BUSY.has(status));
      const text = await response.text();
      if (response.ok && text.includes("BEGIN:VFREEBUSY")) return parseFreeBusy(text);
      return eventsBusy(from, until);
    },

    async book(booking) {
      const uid = `${randomUUID()}@booking`;
      const url = new URL(`${encodeURIComponent(uid)}.ics`, config.url);
      // If-None-Match: * — a new resource only (RFC 4791 5.3.2).
      await put(url.toString(), ics(uid, booking, 0), { "if-none-match": "*" });
      return url.pathname;
    },

    async cancel(ref) {
      // Already gone is what we wanted.
      await request(eventUrl(ref), { method: "DELETE" }, (status) => status === 404 || status === 410);
    },

    async reschedule(ref, booking) {
      // A rising SEQUENCE makes calendar clients take this copy over the one they hold.
      await put(eventUrl(ref), ics(uidOf(ref), booking, Math.floor(Date.now() / 1000) % 2_000_000_000), {});
      return ref;
    },

    async check() {
      const response = await request(config.url, { method: "PROPFIND", headers: { depth: "0", "content-type": XML }, body: PROPFIND });
      const [self] = parseMultistatus(await response.text());
      const types = self?.ok ? (elements(self.prop, "resourcetype")[0] ?? "") : "";
      if (!hasElement(types, "calendar")) throw new Error("The login works, but that URL is not a calendar: use the calendar's own CalDAV URL");
      const name = decodeXmlText(elements(self!.prop, "displayname")[0] ?? "").trim();
      return `The calendar ${name ? `"${name}" ` : ""}accepted the login and can be booked`;
    },
  };
}
