import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromWallClock, toWallClock } from "./zoned-time.ts";

// A browser far from Houston: the form's values must not follow the process's own zone.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Asia/Tokyo";
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe("wall clock in Houston ↔ UTC", () => {
  it("reads an instant as Houston's date and time, winter and summer", () => {
    expect(toWallClock("2026-01-15T15:30:00Z")).toEqual({ date: "2026-01-15", time: "09:30" });
    expect(toWallClock("2026-07-15T14:30:00Z")).toEqual({ date: "2026-07-15", time: "09:30" });
    // Late evening in Houston is the next day in UTC.
    expect(toWallClock("2026-11-29T03:15:00Z")).toEqual({ date: "2026-11-28", time: "21:15" });
    expect(toWallClock("not a date")).toBeNull();
  });

  it("turns Houston's date and time into the UTC instant", () => {
    expect(fromWallClock({ date: "2026-01-15", time: "09:30" })).toBe("2026-01-15T15:30:00.000Z");
    expect(fromWallClock({ date: "2026-07-15", time: "09:30" })).toBe("2026-07-15T14:30:00.000Z");
    expect(fromWallClock({ date: "2026-11-28", time: "21:15" })).toBe("2026-11-29T03:15:00.000Z");
  });

  it("round-trips every quarter hour across both clock changes of 2026", () => {
    for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
      for (let at = start; at < start + 3 * 86_400_000; at += 15 * 60_000) {
        const wall = toWallClock(at)!;
        const back = fromWallClock(wall);
        // The repeated hour in November reads the same twice; either instant shows the wall clock it was given.
        expect(toWallClock(back), `${new Date(at).toISOString()} → ${JSON.stringify(wall)}`).toEqual(wall);
      }
    }
  });

  it("moves a time the spring change skips an hour later, and refuses what is not a date or time", () => {
    expect(fromWallClock({ date: "2026-03-08", time: "02:30" })).toBe("2026-03-08T08:30:00.000Z");
    expect(toWallClock("2026-03-08T08:30:00.000Z")).toEqual({ date: "2026-03-08", time: "03:30" });
    expect(fromWallClock({ date: "2026-02-30", time: "09:00" })).toBe("");
    expect(fromWallClock({ date: "2026-02-10", time: "" })).toBe("");
    expect(fromWallClock({ date: "", time: "09:00" })).toBe("");
    expect(fromWallClock({ date: "2026-02-10", time: "24:00" })).toBe("");
  });

  it("takes another zone when named", () => {
    expect(fromWallClock({ date: "2026-01-15", time: "09:30" }, "America/Los_Angeles")).toBe("2026-01-15T17:30:00.000Z");
    expect(toWallClock("2026-01-15T17:30:00Z", "America/New_York")).toEqual({ date: "2026-01-15", time: "12:30" });
  });
});
