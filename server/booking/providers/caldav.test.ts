import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeCaldavServer } from "#tests/fakes/caldav-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createCaldavClient } from "./caldav.ts";
import { ProviderRejected, ProviderUnavailable } from "./provider-errors.ts";
import { unfold } from "./icalendar.ts";

const dav = createFakeCaldavServer({ username: "host@example.com", password: "app-password", displayName: "Consultations & calls" });
const retry = { attempts: 3, baseMs: 1, maxMs: 5 };
const client = (password = "app-password") => createCaldavClient({ url: dav.calendarUrl, username: "host@example.com", password }, { guard: localGuard, retry, timeoutMs: 300 });

const booking = (iso: string) => ({
  start: new Date(iso), end: new Date(Date.parse(iso) + 30 * 60_000), name: "Nguyễn Văn An, Jr; \"Andy\"", email: "an@example.com",
  phone: "+1 713 555 0101", timeZone: "America/Chicago", language: "vi", bookingId: 12,
});
const day = [new Date("2026-12-01T00:00:00Z"), new Date("2026-12-02T00:00:00Z")] as const;

beforeAll(() => dav.start());
afterAll(() => dav.close());
beforeEach(() => dav.clear());

describe("CalDAV client", () => {
  it("reads busy times with a free-busy-query REPORT (Basic auth, Depth 1)", async () => {
    dav.setBusy([{ start: "2026-12-01T15:00:00Z", end: "2026-12-01T16:00:00Z" }, { start: "2026-12-03T15:00:00Z", end: "2026-12-03T16:00:00Z" }]);
    expect(await client().busy(...day)).toEqual([{ start: Date.parse("2026-12-01T15:00:00Z"), end: Date.parse("2026-12-01T16:00:00Z") }]);
    const request = dav.requests[0]!;
    expect(request.method).toBe("REPORT");
    expect(request.headers.depth).toBe("1");
    expect(request.body).toContain('<C:time-range start="20261201T000000Z" end="20261202T000000Z"/>');
  });

  it("books with a PUT of a valid event (If-None-Match: *), which then shows as busy; moves it and deletes it", async () => {
    const ref = await client().book(booking("2026-12-01T15:00:00Z"));
    expect(ref).toMatch(/^\/dav\/calendars\/host\/consultations\/.+\.ics$/);
    const put = dav.requests.find((r) => r.method === "PUT")!;
    expect(put.headers["if-none-match"]).toBe("*");
    const text = dav.events.get(ref)!;
    // CRLF everywhere, no line over 75 octets, TEXT escaped.
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = unfold(text);
    expect(lines).toContain("DTSTART:20261201T150000Z");
    expect(lines).toContain("DTEND:20261201T153000Z");
    expect(lines).toContain("SUMMARY:Consultation with Nguyễn Văn An\\, Jr\\; \"Andy\"");
    // A double quote cannot stand in a parameter value: RFC 6868 writes it ^'.
    const attendee = lines.find((l) => l.startsWith("ATTENDEE"))!;
    for (const part of [`CN="Nguyễn Văn An, Jr; ^'Andy^'"`, "ROLE=REQ-PARTICIPANT", "PARTSTAT=ACCEPTED"]) expect(attendee).toContain(part);
    expect(attendee.toLowerCase()).toMatch(/:mailto:an@example\.com$/);
    expect(lines.find((l) => l.startsWith("DESCRIPTION"))).toContain("(booking 12).\\nE-mail: an@example.com\\nPhone: +1 713 555 0101");
    expect(await client().busy(...day)).toEqual([{ start: Date.parse("2026-12-01T15:00:00Z"), end: Date.parse("2026-12-01T15:30:00Z") }]);

    expect(await client().reschedule(ref, booking("2026-12-01T18:00:00Z"))).toBe(ref);
    expect(unfold(dav.events.get(ref)!)).toContain("DTSTART:20261201T180000Z");
    expect(unfold(dav.events.get(ref)!).find((l) => l.startsWith("UID:"))).toBe(unfold(text).find((l) => l.startsWith("UID:")));

    await client().cancel(ref);
    expect(dav.events.size).toBe(0);
    // Cancelling what is already gone is not an error.
    await expect(client().cancel(ref)).resolves.toBeUndefined();
  });

  it("retries a 500 and a timeout; an outage is ProviderUnavailable; a wrong password is refused at once", async () => {
    dav.failNext(1, 502);
    await expect(client().busy(...day)).resolves.toEqual([]);
    dav.delayNext(1, 2_000);
    await expect(client().busy(...day)).resolves.toEqual([]);

    dav.clear();
    dav.failNext(3, 503);
    const down = await client().book(booking("2026-12-01T15:00:00Z")).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ProviderUnavailable);
    expect((down as Error).message).toBe("The calendar is unreachable: HTTP 503 after 3 attempts");
    expect(dav.events.size).toBe(0);

    dav.clear();
    const refused = await client("wrong").busy(...day).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRejected);
    expect(dav.requests).toHaveLength(1);
  });

  it("'Test connection' finds the calendar with PROPFIND and names it", async () => {
    await expect(client().check()).resolves.toBe('The calendar "Consultations & calls" accepted the login and can be booked');
    expect(dav.requests[0]).toMatchObject({ method: "PROPFIND", headers: { depth: "0" } });
  });

  describe("a server without free-busy-query", () => {
    const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other client//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
    const event = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261120T120000Z", ...lines, "END:VEVENT"];
    const put = (name: string, text: string) => dav.events.set(`/dav/calendars/host/consultations/${name}.ics`, text);
    const at = (iso: string) => Date.parse(iso);

    beforeEach(() => {
      put("meeting", calendar(...event("meeting", "DTSTART:20261201T150000Z", "DTEND:20261201T160000Z", "SUMMARY:Board & <review>")));
      put("free", calendar(...event("free", "DTSTART:20261201T170000Z", "DTEND:20261201T180000Z", "TRANSP:TRANSPARENT", "SUMMARY:Focus time (shown as free)")));
      put("cancelled", calendar(...event("cancelled", "DTSTART:20261201T180000Z", "DTEND:20261201T190000Z", "STATUS:CANCELLED")));
      // 14:00 in New York is 19:00Z; its alarm's DURATION is not the event's.
      put("zoned", calendar(...event("zoned", "DTSTART;TZID=America/New_York:20261201T140000", "DTEND;TZID=America/New_York:20261201T143000", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DURATION:PT5M", "REPEAT:2", "DESCRIPTION:Soon", "END:VALARM")));
      // Floating: the host's clock (Central), 15:00 → 21:00Z, for 45 minutes.
      put("floating", calendar(...event("floating", "DTSTART:20261201T150000", "DURATION:PT45M")));
      put("later", calendar(...event("later", "DTSTART;TZID=America/Chicago:20261205T090000", "DTEND;TZID=America/Chicago:20261205T100000")));
      put("offsite", calendar(...event("offsite", "DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261204", "SUMMARY:Off-site")));
      put("holiday", calendar(...event("holiday", "DTSTART;VALUE=DATE:20261204", "TRANSP:TRANSPARENT")));
      put("travel", calendar(...event("travel", "DTSTART;VALUE=DATE:20261208")));
    });

    for (const status of [403, 501]) {
      it(`answering free-busy-query ${status}: busy times from the events of the range (expanded), minus free and cancelled ones`, async () => {
        dav.refuseFreeBusy(status);
        expect(await client().busy(...day)).toEqual([
          { start: at("2026-12-01T15:00:00Z"), end: at("2026-12-01T16:00:00Z") },
          { start: at("2026-12-01T19:00:00Z"), end: at("2026-12-01T19:30:00Z") },
          { start: at("2026-12-01T21:00:00Z"), end: at("2026-12-01T21:45:00Z") },
        ]);
        const [freeBusy, query] = dav.requests;
        expect(freeBusy!.body).toContain("free-busy-query");
        expect(query).toMatchObject({ method: "REPORT", headers: { depth: "1" } });
        expect(query!.body).toContain("<C:calendar-query");
        expect(query!.body).toContain('<C:expand start="20261201T000000Z" end="20261202T000000Z"/>');
        expect(query!.body).toContain('<C:comp-filter name="VEVENT"><C:time-range start="20261201T000000Z" end="20261202T000000Z"/></C:comp-filter>');
        // A refusal is an answer, not an outage: asked once, not retried.
        expect(dav.requests).toHaveLength(2);
      });
    }

    it("an all-day event holds its whole days on the host's clock; one shown as free holds none", async () => {
      dav.refuseFreeBusy(403);
      const week = [new Date("2026-12-03T00:00:00Z"), new Date("2026-12-10T00:00:00Z")] as const;
      const central = createCaldavClient({ url: dav.calendarUrl, username: "host@example.com", password: "app-password" }, { guard: localGuard, retry, timeoutMs: 300 });
      expect(await central.busy(...week)).toEqual([
        { start: at("2026-12-03T06:00:00Z"), end: at("2026-12-04T06:00:00Z") },
        { start: at("2026-12-05T15:00:00Z"), end: at("2026-12-05T16:00:00Z") },
        { start: at("2026-12-08T06:00:00Z"), end: at("2026-12-09T06:00:00Z") },
      ]);
      const pacific = createCaldavClient({ url: dav.calendarUrl, username: "host@example.com", password: "app-password", timeZone: "America/Los_Angeles" }, { guard: localGuard, retry, timeoutMs: 300 });
      expect((await pacific.busy(...week))[0]).toEqual({ start: at("2026-12-03T08:00:00Z"), end: at("2026-12-04T08:00:00Z") });
    });

    it("a server that sends recurring events unexpanded: daily and weekly rules are expanded here on their zone's clock", async () => {
      dav.events.clear();
      dav.refuseFreeBusy(403);
      // Mondays and Wednesdays 9:00 Central since October (daylight time then): 15:00Z in December. The 7 December
      // one is skipped (EXDATE), the 9 December one moved to 14:00.
      put("standup", calendar(
        ...event("standup", "DTSTART;TZID=America/Chicago:20261005T090000", "DTEND;TZID=America/Chicago:20261005T093000", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE", "EXDATE;TZID=America/Chicago:20261207T090000"),
        ...event("standup", "RECURRENCE-ID;TZID=America/Chicago:20261209T090000", "DTSTART;TZID=America/Chicago:20261209T140000", "DTEND;TZID=America/Chicago:20261209T143000"),
      ));
      // Three days at noon UTC from 1 December; the second is cancelled on its own.
      put("training", calendar(
        ...event("training", "DTSTART:20261201T120000Z", "DTEND:20261201T130000Z", "RRULE:FREQ=DAILY;COUNT=3"),
        ...event("training", "RECURRENCE-ID:20261202T120000Z", "DTSTART:20261202T120000Z", "DTEND:20261202T130000Z", "STATUS:CANCELLED"),
      ));
      // Thursdays until 3 December (a DATE: that day included).
      put("review", calendar(...event("review", "DTSTART:20261105T100000Z", "DTEND:20261105T110000Z", "RRULE:FREQ=WEEKLY;UNTIL=20261203")));

      expect(await client().busy(new Date("2026-12-02T00:00:00Z"), new Date("2026-12-11T00:00:00Z"))).toEqual([
        { start: at("2026-12-02T15:00:00Z"), end: at("2026-12-02T15:30:00Z") },
        { start: at("2026-12-03T10:00:00Z"), end: at("2026-12-03T11:00:00Z") },
        { start: at("2026-12-03T12:00:00Z"), end: at("2026-12-03T13:00:00Z") },
        { start: at("2026-12-09T20:00:00Z"), end: at("2026-12-09T20:30:00Z") },
      ]);
      // 9:00 stays 9:00 across the clock change: 14:00Z in October.
      expect(await client().busy(new Date("2026-10-05T00:00:00Z"), new Date("2026-10-08T00:00:00Z"))).toEqual([
        { start: at("2026-10-05T14:00:00Z"), end: at("2026-10-05T14:30:00Z") },
        { start: at("2026-10-07T14:00:00Z"), end: at("2026-10-07T14:30:00Z") },
      ]);
    });

    it("our own bookings PUT there count as busy too", async () => {
      dav.events.clear();
      dav.refuseFreeBusy(501);
      await client().book(booking("2026-12-01T16:00:00Z"));
      expect(await client().busy(...day)).toEqual([{ start: at("2026-12-01T16:00:00Z"), end: at("2026-12-01T16:30:00Z") }]);
    });
  });
});
