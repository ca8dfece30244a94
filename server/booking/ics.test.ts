import { describe, expect, it } from "vitest";
import { buildInvite, icsTime, readInvite, type CalendarInvite } from "./ics.ts";

const invite: CalendarInvite = {
  method: "REQUEST",
  uid: "booking-7@bayoucity.example",
  sequence: 0,
  start: new Date("2026-12-01T15:00:00Z"),
  end: new Date("2026-12-01T15:30:00Z"),
  stamp: new Date("2026-11-29T10:11:12.345Z"),
  summary: "Free consultation, Bayou City AI",
  description: "Line one; with a semicolon\nLine two, with a comma \\ and a backslash",
  location: "https://meet.example.com/abc",
  organizer: { name: "Ana Host", email: "ana@agency.example" },
  attendee: { name: "Pérez, María: Realty", email: "maria@example.com" },
};

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("calendar invitation (RFC 5545)", () => {
  it("is a REQUEST with CRLF line ends, UTC times, UID, SEQUENCE, DTSTAMP and an attendee asked to answer", () => {
    const text = buildInvite(invite);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const props = readInvite(text);
    expect(props.get("METHOD")).toBe("REQUEST");
    expect(props.get("UID")).toBe("booking-7@bayoucity.example");
    expect(props.get("SEQUENCE")).toBe("0");
    expect(props.get("DTSTAMP")).toBe("20261129T101112Z");
    expect(props.get("DTSTART")).toBe("20261201T150000Z");
    expect(props.get("DTEND")).toBe("20261201T153000Z");
    expect(props.get("STATUS")).toBe("CONFIRMED");
    const attendee = text.replace(/\r\n /g, "").split("\r\n").find((l) => l.startsWith("ATTENDEE"))!;
    for (const part of ['CN="Pérez, María: Realty"', "ROLE=REQ-PARTICIPANT", "PARTSTAT=NEEDS-ACTION", "RSVP=TRUE"]) expect(attendee).toContain(part);
    expect(attendee.toLowerCase()).toMatch(/:mailto:maria@example\.com$/);
    expect(props.get("ORGANIZER")?.toLowerCase()).toBe("mailto:ana@agency.example");
    expect(text.indexOf("BEGIN:VEVENT")).toBeGreaterThan(text.indexOf("METHOD:REQUEST"));
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    expect(readInvite(buildInvite(invite)).get("DESCRIPTION")).toBe("Line one\\; with a semicolon\\nLine two\\, with a comma \\\\ and a backslash");
    expect(readInvite(buildInvite(invite)).get("SUMMARY")).toBe("Free consultation\\, Bayou City AI");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const description = "咨询预约 ".repeat(40).trim();
    const text = buildInvite({ ...invite, description });
    const lines = text.split("\r\n");
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(readInvite(text).get("DESCRIPTION")).toBe(description);
    for (const line of buildInvite({ ...invite, description: "x".repeat(500) }).split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("a cancellation is METHOD:CANCEL with the same UID and the status cancelled", () => {
    const props = readInvite(buildInvite({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(props.get("METHOD")).toBe("CANCEL");
    expect(props.get("UID")).toBe(invite.uid);
    expect(props.get("SEQUENCE")).toBe("2");
    expect(props.get("STATUS")).toBe("CANCELLED");
  });

  it("writes UTC times without milliseconds", () => {
    expect(icsTime(new Date("2026-03-08T07:59:59.999Z"))).toBe("20260308T075959Z");
  });
});
