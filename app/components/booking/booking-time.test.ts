import { describe, expect, it } from "vitest";
import { dayKey, dayLabels, formatTime, groupSlotsByDay, mergeSlots, sameClock, zoneName, zoneOffsetMinutes } from "./booking-time.ts";

const CENTRAL = "America/Chicago";
const slot = (start: string, hostId = 1) => ({ hostId, start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
// ICU writes a narrow no-break space before AM/PM.
const plain = (s: string) => s.replace(/\s/g, " ");

describe("booking times across zones", () => {
  it("follows Central's clock change on Sunday Nov 1 2026 (CDT to CST)", () => {
    expect(zoneOffsetMinutes("2026-11-01T06:30:00Z", CENTRAL)).toBe(-300); // 1:30 CDT, before the change
    expect(zoneOffsetMinutes("2026-11-01T07:30:00Z", CENTRAL)).toBe(-360); // 1:30 CST, the repeated hour
    expect(plain(formatTime("2026-10-30T14:00:00Z", "en-US", CENTRAL))).toBe("9:00 AM"); // Friday, CDT
    expect(plain(formatTime("2026-11-02T15:00:00Z", "en-US", CENTRAL))).toBe("9:00 AM"); // Monday, CST
    expect(zoneName("2026-10-30T14:00:00Z", "en-US", CENTRAL)).toBe("CDT");
    expect(zoneName("2026-11-02T15:00:00Z", "en-US", CENTRAL)).toBe("CST");
  });

  it("follows Central's clock change on Sunday Mar 8 2026 (CST to CDT)", () => {
    expect(zoneOffsetMinutes("2026-03-07T15:00:00Z", CENTRAL)).toBe(-360);
    expect(zoneOffsetMinutes("2026-03-09T14:00:00Z", CENTRAL)).toBe(-300);
    expect(plain(formatTime("2026-03-07T15:00:00Z", "en-US", CENTRAL))).toBe("9:00 AM");
    expect(plain(formatTime("2026-03-09T14:00:00Z", "en-US", CENTRAL))).toBe("9:00 AM");
  });

  it("shows Central beside a zone only while their clocks differ (Regina keeps CST all year)", () => {
    expect(sameClock("2026-03-07T15:00:00Z", "America/Regina", CENTRAL)).toBe(true);
    expect(sameClock("2026-03-09T14:00:00Z", "America/Regina", CENTRAL)).toBe(false);
    expect(sameClock("2026-11-02T15:00:00Z", "America/Regina", CENTRAL)).toBe(true);
    expect(sameClock("2026-11-02T15:00:00Z", CENTRAL, CENTRAL)).toBe(true);
    expect(sameClock("2026-11-02T15:00:00Z", "America/New_York", CENTRAL)).toBe(false);
  });

  it("groups the slots of the DST week by the visitor's day, not Central's", () => {
    const slots = [
      slot("2026-11-02T23:30:00Z"), // Mon 5:30 PM CST = Tue 6:30 AM in Ho Chi Minh City
      slot("2026-10-31T14:00:00Z"), // Sat 9:00 AM CDT = Sat 9:00 PM there
      slot("2026-11-02T15:00:00Z"), // Mon 9:00 AM CST = Mon 10:00 PM there
      slot("2026-11-02T15:00:00Z", 2), // another host at the same time: one button
    ];
    const central = groupSlotsByDay(slots, CENTRAL);
    expect(central.map((d) => [d.day, d.slots.length])).toEqual([
      ["2026-10-31", 1],
      ["2026-11-02", 2],
    ]);
    const saigon = groupSlotsByDay(slots, "Asia/Ho_Chi_Minh");
    expect(saigon.map((d) => [d.day, d.slots.map((s) => plain(formatTime(s.start, "en-US", "Asia/Ho_Chi_Minh")))])).toEqual([
      ["2026-10-31", ["9:00 PM"]],
      ["2026-11-02", ["10:00 PM"]],
      ["2026-11-03", ["6:30 AM"]],
    ]);
    expect(saigon[1]?.slots[0]?.hostId).toBe(1);
  });

  it("groups the spring-forward week by day on both sides of the change", () => {
    const slots = [slot("2026-03-07T15:00:00Z"), slot("2026-03-09T14:00:00Z"), slot("2026-03-09T04:30:00Z")];
    expect(groupSlotsByDay(slots, CENTRAL).map((d) => d.day)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(dayKey("2026-03-09T04:30:00Z", CENTRAL)).toBe("2026-03-08"); // 11:30 PM CDT on Sunday
    expect(dayKey("2026-03-09T04:30:00Z", "UTC")).toBe("2026-03-09");
  });

  it("names days in the visitor's language", () => {
    expect(dayLabels("2026-11-02", "en-US")).toEqual({ weekday: "Mon", date: "Nov 2", full: "Monday, November 2" });
    expect(dayLabels("2026-11-02", "es-US").full).toMatch(/lunes/);
    expect(dayLabels("2026-11-02", "zh-CN").full).toContain("11月2日");
    expect(dayLabels("2026-11-02", "vi-VN").full).toMatch(/Thứ Hai/i);
  });

  it("merges later slots without repeating the last one shown", () => {
    const a = [slot("2026-11-02T15:00:00Z"), slot("2026-11-02T15:30:00Z")];
    const b = [slot("2026-11-02T15:30:00.000Z"), slot("2026-11-02T16:00:00Z")];
    expect(mergeSlots(a, b).map((s) => Date.parse(s.start))).toEqual([a[0], a[1], b[1]].map((s) => Date.parse(s!.start)));
  });
});

describe("whole days per page of times", () => {
  it("leaves a full page's last, possibly partial, day for 'other times'", async () => {
    const { wholeDays } = await import("./booking-flow.tsx");
    const page = [slot("2026-11-02T15:00:00Z"), slot("2026-11-02T16:00:00Z"), slot("2026-11-03T15:00:00Z")];
    expect(wholeDays(page, 3, CENTRAL).map((s) => s.start)).toEqual([page[0]!.start, page[1]!.start]);
    expect(wholeDays(page, 4, CENTRAL)).toHaveLength(3);
    expect(wholeDays(page.slice(0, 2), 2, CENTRAL)).toHaveLength(2);
  });
});
