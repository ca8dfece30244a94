import { Cron } from "croner";
import { SCHEDULER_TIME_ZONE, describeCron } from "#common/lib/cron-words.ts";
import { formatDateTime } from "#common/lib/format-date.ts";

/**
 * "every day at 2:30 AM (UTC), next on Nov 29, 2026, 8:30 PM CST": the rule as the scheduler reads it (in UTC, so
 * its Houston hour moves with daylight saving time) and the next run in Houston time.
 */
export function scheduleText(pattern: string, now = new Date()): string {
  const words = describeCron(pattern);
  const rule = words ? words.charAt(0).toLowerCase() + words.slice(1) : `on the schedule ${pattern} (UTC)`;
  let next: Date | null = null;
  try {
    next = new Cron(pattern, { timezone: SCHEDULER_TIME_ZONE, paused: true }).nextRun(now);
  } catch {
    // A pattern croner refuses is shown as written; the server reports it where the job is scheduled.
  }
  return next ? `${rule}, next on ${formatDateTime(next, { zoneName: true })}` : rule;
}
