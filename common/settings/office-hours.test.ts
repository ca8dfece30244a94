import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS } from "../content/site-facts.ts";
import {
  DEFAULT_OFFICE_HOURS,
  DEFAULT_TIME_ZONE,
  formatOfficeHours,
  isOfficeOpen,
  nextOfficeOpening,
  officeHoursError,
  officeSchedule,
  timeZoneError,
} from "./office-hours.ts";

const houston = officeSchedule(DEFAULT_OFFICE_HOURS, DEFAULT_TIME_ZONE);

describe("office hours", () => {
  it("prints the default as the spec's hours line", () => {
    expect(formatOfficeHours(DEFAULT_OFFICE_HOURS, DEFAULT_TIME_ZONE)).toBe(BUSINESS_HOURS);
    expect(formatOfficeHours("Mon-Fri 08:30-17:00, Sat 09:00-13:00", "America/New_York")).toBe("Monday - Friday, 8:30 AM - 5 PM; Saturday, 9 AM - 1 PM EST");
  });

  it("says what to fix in a value it cannot read", () => {
    expect(officeHoursError("Mon-Fri 08:00-18:00")).toBeNull();
    expect(officeHoursError("weekdays 8-6")).toMatch(/not understood/);
    expect(officeHoursError("Mon-Fry 08:00-18:00")).toMatch(/days are Mon/);
    expect(officeHoursError("Mon-Fri 18:00-08:00")).toMatch(/closing time must be after/);
    expect(officeHoursError("Mon 25:00-26:00")).toMatch(/24-hour/);
    expect(officeHoursError("")).toMatch(/Mon-Fri 08:00-18:00/);
    expect(timeZoneError("America/Chicago")).toBeNull();
    expect(timeZoneError("Houston time")).toMatch(/America\/Chicago/);
  });

  it("knows when the Houston office is open, in summer and winter time", () => {
    // Wednesday 2026-07-15: 13:00 UTC is 8:00 CDT; 22:59 UTC is 17:59 CDT; 23:00 UTC is 18:00.
    expect(isOfficeOpen(houston, new Date("2026-07-15T12:59:00Z"))).toBe(false);
    expect(isOfficeOpen(houston, new Date("2026-07-15T13:00:00Z"))).toBe(true);
    expect(isOfficeOpen(houston, new Date("2026-07-15T22:59:00Z"))).toBe(true);
    expect(isOfficeOpen(houston, new Date("2026-07-15T23:00:00Z"))).toBe(false);
    // Wednesday 2026-01-14 in CST: 14:00 UTC is 8:00.
    expect(isOfficeOpen(houston, new Date("2026-01-14T13:59:00Z"))).toBe(false);
    expect(isOfficeOpen(houston, new Date("2026-01-14T14:00:00Z"))).toBe(true);
    // Saturday.
    expect(isOfficeOpen(houston, new Date("2026-07-18T16:00:00Z"))).toBe(false);
  });

  it("finds the next opening", () => {
    // Friday 2026-11-27 19:00 CST (Saturday 01:00 UTC) → Monday 2026-11-30 08:00 CST = 14:00 UTC.
    expect(nextOfficeOpening(houston, new Date("2026-11-28T01:00:00Z"))?.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    // Early on a weekday → the same morning; while open → now.
    expect(nextOfficeOpening(houston, new Date("2026-11-24T12:07:30Z"))?.toISOString()).toBe("2026-11-24T14:00:00.000Z");
    const open = new Date("2026-11-24T15:00:00Z");
    expect(nextOfficeOpening(houston, open)).toEqual(open);
    // Across the spring change of clocks: Saturday 2026-03-07 → Monday 2026-03-09 08:00 CDT = 13:00 UTC.
    expect(nextOfficeOpening(houston, new Date("2026-03-07T18:00:00Z"))?.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("falls back to the default schedule for a stored value it cannot read", () => {
    const broken = officeSchedule("whenever", "Nowhere/City");
    expect(isOfficeOpen(broken, new Date("2026-01-14T14:00:00Z"))).toBe(true);
  });
});
