import { describe, expect, it } from "vitest";
import { ADMIN_TIME_ZONE, dayKey, formatCalendarDay, formatDate, formatDateTime, formatTime } from "./format-date.ts";

describe("the admin's date formatter", () => {
  it("writes Houston time by default, whatever zone the process runs in", () => {
    expect(ADMIN_TIME_ZONE).toBe("America/Chicago");
    // 02:30 UTC on 30 November is 8:30 PM on the 29th in Houston (CST, UTC-6).
    expect(formatDateTime("2026-11-30T02:30:00Z")).toBe("Nov 29, 2026, 8:30 PM");
    expect(formatDate("2026-11-30T02:30:00Z")).toBe("Nov 29, 2026");
    expect(formatTime("2026-11-30T02:30:00Z")).toBe("8:30 PM");
    expect(formatDateTime("2026-11-30T02:30:00Z", { timeZone: "UTC" })).toBe("Nov 30, 2026, 2:30 AM");
  });

  it("follows daylight saving time across both of its boundaries", () => {
    // Spring forward: 8 March 2026, 2:00 AM CST → 3:00 AM CDT (08:00 UTC).
    expect(formatDateTime("2026-03-08T07:59:00Z", { zoneName: true })).toBe("Mar 8, 2026, 1:59 AM CST");
    expect(formatDateTime("2026-03-08T08:00:00Z", { zoneName: true })).toBe("Mar 8, 2026, 3:00 AM CDT");
    // Fall back: 1 November 2026, 2:00 AM CDT → 1:00 AM CST (07:00 UTC); 1:30 AM happens twice.
    expect(formatDateTime("2026-11-01T06:30:00Z", { zoneName: true })).toBe("Nov 1, 2026, 1:30 AM CDT");
    expect(formatDateTime("2026-11-01T07:30:00Z", { zoneName: true })).toBe("Nov 1, 2026, 1:30 AM CST");
    // The same UTC hour is a different Houston hour in summer.
    expect(formatTime("2026-07-01T02:30:00Z")).toBe("9:30 PM");
  });

  it("takes ISO strings, milliseconds and Dates, adds seconds on request, and writes nothing for a missing or bad value", () => {
    const at = Date.UTC(2026, 0, 15, 18, 5, 9);
    expect(formatDateTime(at, { seconds: true })).toBe("Jan 15, 2026, 12:05:09 PM");
    expect(formatDateTime(new Date(at))).toBe("Jan 15, 2026, 12:05 PM");
    for (const missing of [null, undefined, "", "not a date"]) expect(formatDateTime(missing)).toBe("");
  });

  it("tells the Houston calendar day of an instant, and writes a report's calendar day as that day", () => {
    expect(dayKey("2026-11-30T02:30:00Z")).toBe("2026-11-29");
    expect(dayKey("2026-11-30T06:00:00Z")).toBe("2026-11-30");
    expect(formatCalendarDay("2026-11-29")).toBe("Nov 29");
    expect(formatCalendarDay("2026-11-29", { withYear: true })).toBe("Nov 29, 2026");
    expect(formatCalendarDay("29/11/2026")).toBe("");
  });
});
