import { describe, expect, it } from "vitest";
import { Cron } from "croner";
import { describeCron, scheduleInWords, SCHEDULER_TIME_ZONE } from "./cron-words.ts";

describe("describeCron", () => {
  it("names the scheduler's zone whenever it names a clock time", () => {
    expect(SCHEDULER_TIME_ZONE).toBe("UTC");
    expect(describeCron("0 6 * * 1")).toBe("Every Monday at 6:00 AM (UTC)");
    expect(describeCron("0 6 * * 1", "America/Chicago")).toBe("Every Monday at 6:00 AM (America/Chicago)");
  });

  it.each([
    // Every registered job's pattern (server/jobs/register-jobs.ts, ai-jobs.ts, outbox-job.ts, n8n-sync-job.ts, n8n-prune.ts).
    ["17 * * * *", "Every hour at :17"],
    ["*/5 * * * *", "Every 5 minutes"],
    ["*/30 * * * * *", "Every 30 seconds"],
    ["0 6 * * 1", "Every Monday at 6:00 AM (UTC)"],
    ["30 7 * * *", "Every day at 7:30 AM (UTC)"],
    ["45 3 * * *", "Every day at 3:45 AM (UTC)"],
    // Intervals.
    ["* * * * *", "Every minute"],
    ["*/1 * * * *", "Every minute"],
    ["*/15 * * * *", "Every 15 minutes"],
    ["5 * * * *", "Every hour at :05"],
    ["0,30 * * * *", "Every hour at :00 and :30"],
    ["0 */2 * * *", "Every 2 hours at :00"],
    ["15 */6 * * *", "Every 6 hours at :15"],
    ["10 */1 * * *", "Every hour at :10"],
    ["* * * * * *", "Every second"],
    ["0 */10 * * * *", "Every 10 minutes"],
    // Times of day.
    ["30 2 * * *", "Every day at 2:30 AM (UTC)"],
    ["0 0 * * *", "Every day at 12:00 AM (UTC)"],
    ["0 12 * * *", "Every day at 12:00 PM (UTC)"],
    ["59 23 * * *", "Every day at 11:59 PM (UTC)"],
    ["0 9,17 * * *", "Every day at 9:00 AM and 5:00 PM (UTC)"],
    ["00 06 * * *", "Every day at 6:00 AM (UTC)"],
    ["0 6 * * * ", "Every day at 6:00 AM (UTC)"],
    ["0 0 6 * * *", "Every day at 6:00 AM (UTC)"],
    // Days of the week.
    ["0 8 * * 1-5", "Monday to Friday at 8:00 AM (UTC)"],
    ["0 8 * * MON-FRI", "Monday to Friday at 8:00 AM (UTC)"],
    ["0 8 * * 1,3,5", "Every Monday, Wednesday and Friday at 8:00 AM (UTC)"],
    ["0 10 * * 6,0", "Every Saturday and Sunday at 10:00 AM (UTC)"],
    ["0 10 * * 5-7", "Friday to Sunday at 10:00 AM (UTC)"],
    ["0 10 * * 7", "Every Sunday at 10:00 AM (UTC)"],
    ["0 10 * * 0-6", "Every day at 10:00 AM (UTC)"],
    ["0 10 * * sun", "Every Sunday at 10:00 AM (UTC)"],
    // Days of the month and of the year.
    ["0 9 1 * *", "On day 1 of every month at 9:00 AM (UTC)"],
    ["0 9 1,15 * *", "On days 1 and 15 of every month at 9:00 AM (UTC)"],
    ["0 9 28 * *", "On day 28 of every month at 9:00 AM (UTC)"],
    ["0 0 1 1 *", "Every year on January 1 at 12:00 AM (UTC)"],
    ["30 8 4 JUL *", "Every year on July 4 at 8:30 AM (UTC)"],
    ["0 8 31 12 *", "Every year on December 31 at 8:00 AM (UTC)"],
    // croner's shorthands.
    ["@daily", "Every day at 12:00 AM (UTC)"],
    ["@hourly", "Every hour at :00"],
    ["@weekly", "Every Sunday at 12:00 AM (UTC)"],
    ["@monthly", "On day 1 of every month at 12:00 AM (UTC)"],
    ["@yearly", "Every year on January 1 at 12:00 AM (UTC)"],
  ])("%s → %s", (pattern, words) => {
    expect(describeCron(pattern)).toBe(words);
    // The scheduler accepts every pattern described here.
    expect(() => new Cron(pattern, { paused: true, timezone: SCHEDULER_TIME_ZONE })).not.toThrow();
  });

  it("agrees with the scheduler on days and times", () => {
    const runs = (pattern: string) =>
      new Cron(pattern, { paused: true, timezone: SCHEDULER_TIME_ZONE }).nextRuns(40, new Date("2025-01-01T00:00:00Z")).map((d) => d.toISOString());
    expect(new Set(runs("0 10 * * 5-7").map((iso) => new Date(iso).getUTCDay()))).toEqual(new Set([5, 6, 0]));
    expect(new Set(runs("0 8 * * 1,3,5").map((iso) => iso.slice(10)))).toEqual(new Set(["T08:00:00.000Z"]));
    expect(runs("0 9 1,15 * *").every((iso) => ["01", "15"].includes(iso.slice(8, 10)))).toBe(true);
    expect(runs("@weekly").every((iso) => new Date(iso).getUTCDay() === 0 && iso.endsWith("T00:00:00.000Z"))).toBe(true);
  });

  it.each([
    // Steps that do not divide the hour or day leave an uneven gap (:56 → :00 is 4 minutes, 20:00 → 0:00 is 4 hours).
    "*/7 * * * *",
    "0 */5 * * *",
    "*/45 * * * * *",
    // Days not in every month, dates that do not exist every year.
    "0 9 31 * *",
    "0 9 29 * *",
    "0 9 29 2 *",
    "0 9 31 4 *",
    // Day of month AND day of week: cron runs when either matches.
    "0 9 1 * 1",
    // Every minute of an hour, several minutes at a time of day, a long list of hours.
    "* 9 * * *",
    "0,30 9 * * *",
    "0 0,2,4,6,8,10,12 * * *",
    "0-10 * * * *",
    // Steps and specials outside the known shapes.
    "0 9 */2 * *",
    "0 9 * * 1-5/2",
    "0 9 * * 1#1",
    "0 9 L * *",
    "0 * * * 1",
    "0 */2 * * 1",
    "0 9 * 1 *",
    "0 9 ? * *",
    "30 0 6 * * 1",
    // Out of range or malformed.
    "60 * * * *",
    "0 24 * * *",
    "0 9 * * 8",
    "0 9 * * 5-1",
    "0 9 1--5 * *",
    "0 9 0 * *",
    "0 9 1 13 *",
    "0 6 * *",
    "0 0 6 * * * 2030",
    "@reboot",
    "every monday",
  ])("falls back for %j", (pattern) => {
    expect(describeCron(pattern)).toBeNull();
    expect(scheduleInWords(pattern)).toBe(pattern);
  });
});

describe("scheduleInWords", () => {
  it("says Manual for a job without a schedule, words when it can, else the pattern", () => {
    expect(scheduleInWords(null)).toBe("Manual");
    expect(scheduleInWords("")).toBe("Manual");
    expect(scheduleInWords("0 6 * * 1")).toBe("Every Monday at 6:00 AM (UTC)");
    expect(scheduleInWords("*/7 * * * *")).toBe("*/7 * * * *");
  });
});
