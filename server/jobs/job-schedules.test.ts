import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createLogger } from "../lib/logger.ts";
import { everyMinutesCron } from "../n8n/n8n-sync-job.ts";
import { registerJobs } from "../register-jobs.ts";
import { createScheduler } from "./scheduler.ts";
import { describeCron, scheduleInWords, SCHEDULER_TIME_ZONE } from "#common/lib/cron-words.ts";

// The words of the Tasks tab against what the scheduler really does with each registered pattern.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  registerJobs(t.deps);
  await t.deps.services.scheduler.sync();
});
afterAll(() => t.close());

/** Gaps between croner's next runs, in the scheduler's zone. */
function gaps(pattern: string, count = 30): number[] {
  const runs = new Cron(pattern, { paused: true, timezone: SCHEDULER_TIME_ZONE }).nextRuns(count, new Date("2025-03-08T22:13:00Z"));
  return runs.slice(1).map((run, i) => run.getTime() - runs[i]!.getTime());
}

describe("registered job schedules", () => {
  it("every job the server registers is described in words on the Tasks tab", async () => {
    const rows = (await t.deps.db.execute<{ key: string; schedule: string | null }>(sql`select key, schedule from scheduled_jobs order by key`)).rows;
    const words = Object.fromEntries(rows.map((r) => [r.key, scheduleInWords(r.schedule)]));
    expect(words).toMatchObject({
      "audit-log-retention": "Every day at 3:41 AM (UTC)",
      "blog-trends-refresh": "Every Monday at 6:00 AM (UTC)",
      "contact-insights": "Every day at 7:30 AM (UTC)",
      "n8n-execution-pruning": "Every day at 3:45 AM (UTC)",
      "n8n-sync": "Every 5 minutes",
      "outbox-deliveries": "Every 30 seconds",
      "scheduled-posts": "Every 30 seconds",
      "session-cleanup": "Every hour at :17",
      "speed-to-lead": "Every 10 seconds",
      "text-no-reply-alerts": "Every 30 seconds",
    });
    for (const row of rows) expect(row.schedule === null || describeCron(row.schedule) !== null, `${row.key}: ${row.schedule}`).toBe(true);
  });

  it("describes each N8N_SYNC_MINUTES pattern only when its runs are evenly spaced as said", () => {
    const described = new Map<string, string>();
    const patterns = new Set(Array.from({ length: 1440 }, (_, i) => everyMinutesCron(i + 1)));
    for (const pattern of patterns) {
      const words = describeCron(pattern);
      if (words === null) {
        expect(new Set(gaps(pattern)).size, pattern).toBeGreaterThan(1);
        continue;
      }
      described.set(pattern, words);
      const step = /^Every (\d+ )?(minute|hour|day)/.exec(words);
      const unit = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }[step![2] as "minute" | "hour" | "day"];
      expect(new Set(gaps(pattern)), `${pattern} → ${words}`).toEqual(new Set([Number(step![1] ?? 1) * unit]));
    }
    expect(described.get("*/5 * * * *")).toBe("Every 5 minutes");
    expect(described.get("0 */2 * * *")).toBe("Every 2 hours at :00");
    expect(described.get("0 0 * * *")).toBe("Every day at 12:00 AM (UTC)");
    expect(described.has("*/7 * * * *")).toBe(false);
    expect(described.has("0 */5 * * *")).toBe(false);
  });

  it("reads patterns in UTC whatever the host's time zone", async () => {
    const hostZone = process.env.TZ;
    process.env.TZ = "America/Chicago";
    try {
      expect(new Date("2025-06-02T06:00:00Z").getHours()).toBe(1); // the zone really changed for this process
      const scheduler = createScheduler(t.deps.db, createLogger("silent"));
      scheduler.register({ key: "zone-check", title: "Zone check", type: "test", schedule: "0 6 * * 1", run: async () => "ok" });
      await scheduler.sync();
      const [row] = (await t.deps.db.execute<{ next_run_at: unknown }>(sql`select next_run_at from scheduled_jobs where key = 'zone-check'`)).rows;
      const next = new Date(String(row!.next_run_at instanceof Date ? row!.next_run_at.toISOString() : row!.next_run_at));
      expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 6, 0]);
      expect(describeCron("0 6 * * 1")).toBe("Every Monday at 6:00 AM (UTC)");
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });
});
