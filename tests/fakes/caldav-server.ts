import type { ServerResponse } from "node:http";
import { createFaults, createHttpFake, type FakeRequest, type HttpFake } from "./http-fake.ts";

// A CalDAV calendar collection as RFC 4791 servers answer it (Basic auth): PROPFIND → 207 multistatus with the
// calendar resourcetype; REPORT free-busy-query → a VFREEBUSY text/calendar (or, in the mode of servers without it,
// a refusal: 403/501); REPORT calendar-query → 207 multistatus with each event's calendar-data in the time-range
// (stored as is: <C:expand> is ignored, as some servers do, so recurring events arrive unexpanded);
// PUT/GET/DELETE of {uid}.ics with If-None-Match: * honoured (412 when the resource exists).

export type FakeCaldavServer = HttpFake & {
  readonly requests: FakeRequest[];
  /** The stored events' iCalendar text by path. */
  readonly events: Map<string, string>;
  /** The calendar collection's URL. */
  readonly calendarUrl: string;
  /** Busy times from events made elsewhere (UTC ISO). */
  setBusy(periods: { start: string; end: string }[]): void;
  /**
   * A server without free-busy-query (some Radicale, SOGo and shared-calendar setups): that REPORT answers `status`
   * (403 with the supported-report precondition, 501…); null answers it again.
   */
  refuseFreeBusy(status: number | null): void;
  failNext(count: number, status?: number): void;
  delayNext(count: number, ms: number): void;
  clear(): void;
};

const PATH = "/dav/calendars/host/consultations/";

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const fromUtc = (v: string) => Date.parse(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A busy period set with setBusy, as the event a calendar-query answers for it. */
const busyEvent = (t: { start: number; end: number }, i: number) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fake CalDAV//EN", "BEGIN:VEVENT", `UID:busy-${i}@fake`, `DTSTAMP:${utc(Date.now())}`, `DTSTART:${utc(t.start)}`, `DTEND:${utc(t.end)}`, "SUMMARY:Busy", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

function eventTimes(text: string): { start: number; end: number } | null {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const start = /\r\nDTSTART:(\d{8}T\d{6}Z)\r\n/.exec(unfolded)?.[1];
  const end = /\r\nDTEND:(\d{8}T\d{6}Z)\r\n/.exec(unfolded)?.[1];
  return start && end ? { start: fromUtc(start), end: fromUtc(end) } : null;
}

export function createFakeCaldavServer(options: { username: string; password: string; displayName?: string }): FakeCaldavServer {
  const requests: FakeRequest[] = [];
  const events = new Map<string, string>();
  let busy: { start: number; end: number }[] = [];
  let freeBusyRefusal: number | null = null;
  const faults = createFaults();
  const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString("base64")}`;

  function send(res: ServerResponse, status: number, body = "", type = "text/plain", headers: Record<string, string> = {}): void {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": type, ...headers });
    res.end(body);
  }

  const fake = createHttpFake(async (request, res) => {
    requests.push(request);
    const failed = await faults.take(res);
    if (failed !== null) return send(res, failed, "Internal Server Error");
    if (request.headers.authorization !== expected) return send(res, 401, "Unauthorized", "text/plain", { "www-authenticate": 'Basic realm="fake caldav"' });
    if (!request.path.startsWith(PATH)) return send(res, 404, "Not Found");
    const isCollection = request.path === PATH;

    if (request.method === "PROPFIND" && isCollection) {
      const xml = `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav"><d:response><d:href>${PATH}</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><cal:calendar/></d:resourcetype><d:displayname>${(options.displayName ?? "Consultations").replace(/&/g, "&amp;").replace(/</g, "&lt;")}</d:displayname></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>`;
      return send(res, 207, xml, 'application/xml; charset="utf-8"');
    }
    if (request.method === "REPORT" && isCollection) {
      const range = /<(?:\w+:)?time-range\s+start="(\d{8}T\d{6}Z)"\s+end="(\d{8}T\d{6}Z)"/.exec(request.body);
      if (/<(\w+:)?calendar-query[\s>]/.test(request.body)) {
        if (!range) return send(res, 400, "time-range required");
        const [from, until] = [fromUtc(range[1]!), fromUtc(range[2]!)];
        // Events whose times this fake cannot read (TZID, all-day, DURATION) are answered too, as are recurring ones
        // (a real server answers those with an instance in the range): the client decides.
        const found = [...events.entries(), ...busy.map((t, i) => [`${PATH}busy-${i}.ics`, busyEvent(t, i)] as const)].filter(([, text]) => {
          const t = eventTimes(text);
          return !t || /\r\nRRULE[:;]/.test(text) || (t.start < until && t.end > from);
        });
        const responses = found.map(([href, text]) => `<d:response><d:href>${href}</d:href><d:propstat><d:prop><cal:calendar-data>${xmlText(text)}</cal:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`);
        return send(res, 207, `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">${responses.join("")}</d:multistatus>`, 'application/xml; charset="utf-8"');
      }
      if (!/<(\w+:)?free-busy-query[\s>]/.test(request.body)) return send(res, 403, "Unsupported report");
      if (freeBusyRefusal !== null) {
        const body = '<?xml version="1.0" encoding="utf-8"?>\n<d:error xmlns:d="DAV:"><d:supported-report/></d:error>';
        return send(res, freeBusyRefusal, body, 'application/xml; charset="utf-8"');
      }
      if (!range) return send(res, 400, "time-range required");
      const [from, until] = [fromUtc(range[1]!), fromUtc(range[2]!)];
      const all = [...busy, ...[...events.values()].map(eventTimes).filter((t) => t !== null)].filter((t) => t.start < until && t.end > from);
      const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fake CalDAV//EN", "BEGIN:VFREEBUSY", `DTSTAMP:${utc(Date.now())}`, `DTSTART:${range[1]}`, `DTEND:${range[2]}`];
      for (const t of all) lines.push(`FREEBUSY;FBTYPE=BUSY:${utc(t.start)}/${utc(t.end)}`);
      lines.push("END:VFREEBUSY", "END:VCALENDAR");
      return send(res, 200, lines.join("\r\n") + "\r\n", "text/calendar; charset=utf-8");
    }
    if (isCollection || !request.path.endsWith(".ics")) return send(res, 405, "Method Not Allowed");
    if (request.method === "PUT") {
      if (request.headers["if-none-match"] === "*" && events.has(request.path)) return send(res, 412, "Precondition Failed");
      if (!/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/.test(request.body) || !eventTimes(request.body)) return send(res, 415, "Not a valid iCalendar object");
      const existed = events.has(request.path);
      events.set(request.path, request.body);
      return send(res, existed ? 204 : 201, "", "text/plain", { etag: `"${request.body.length}"` });
    }
    if (request.method === "GET") return events.has(request.path) ? send(res, 200, events.get(request.path), "text/calendar; charset=utf-8") : send(res, 404, "Not Found");
    if (request.method === "DELETE") return events.delete(request.path) ? send(res, 204) : send(res, 404, "Not Found");
    return send(res, 405, "Method Not Allowed");
  });

  const server = Object.assign(fake, {
    requests,
    events,
    setBusy(periods: { start: string; end: string }[]) {
      busy = periods.map((p) => ({ start: Date.parse(p.start), end: Date.parse(p.end) }));
    },
    refuseFreeBusy(status: number | null) {
      freeBusyRefusal = status;
    },
    failNext: faults.failNext,
    delayNext: faults.delayNext,
    clear() {
      requests.length = 0;
      events.clear();
      busy = [];
      freeBusyRefusal = null;
      faults.reset();
    },
  });
  // A getter: the port is known only once the fake has started.
  return Object.defineProperty(server, "calendarUrl", { get: () => `${fake.url}${PATH}` }) as FakeCaldavServer;
}
