import type { JobDefinition } from "../jobs/job-definition.ts";
import { summarise, type N8nSync } from "./n8n-sync.ts";

/**
 * A cron pattern for "every N minutes" (N8N_SYNC_MINUTES, 1-1440). Cron cannot step across the hour,
 * so N above 59 is rounded to whole hours.
 */
export function everyMinutesCron(minutes: number): string {
  const n = Math.max(1, Math.min(1440, Math.round(minutes)));
  if (n < 60) return `*/${n} * * * *`;
  const hours = Math.round(n / 60);
  return hours >= 24 ? "0 0 * * *" : `0 */${hours} * * *`;
}

/** The periodic sync of every active instance; the scheduler's lease makes it run once across app instances. */
export function n8nSyncJob(sync: N8nSync, minutes: number): JobDefinition {
  return {
    key: "n8n-sync",
    title: "n8n instance sync",
    type: "sync",
    schedule: everyMinutesCron(minutes),
    run: async () => {
      const results = await sync.syncAll();
      const summary = summarise(results);
      // One unreachable client instance is not a failed job; every instance failing is worth a red status.
      if (results.length > 0 && results.every((r) => !r.ok)) throw new Error(summary);
      return summary;
    },
  };
}
