import { describe, expect, it } from "vitest";
import { scheduleText } from "./backup-schedule.ts";

describe("the backup schedule's words", () => {
  it("gives the rule as the scheduler reads it and the next run in Houston time, in winter and in summer", () => {
    expect(scheduleText("30 2 * * *", new Date("2026-11-29T12:00:00Z"))).toBe("every day at 2:30 AM (UTC), next on Nov 29, 2026, 8:30 PM CST");
    expect(scheduleText("30 2 * * *", new Date("2026-07-01T12:00:00Z"))).toBe("every day at 2:30 AM (UTC), next on Jul 1, 2026, 9:30 PM CDT");
  });

  it("shows a pattern it has no words for as written, and one croner refuses without a next run", () => {
    expect(scheduleText("*/7 3 * * *", new Date("2026-11-29T12:00:00Z"))).toBe("on the schedule */7 3 * * * (UTC), next on Nov 29, 2026, 9:00 PM CST");
    expect(scheduleText("not a pattern")).toBe("on the schedule not a pattern (UTC)");
  });
});
