import type { JobDefinition } from "../jobs/job-definition.ts";
import type { BackupStore } from "./backup-store.ts";
import { formatBytes } from "#common/lib/format-bytes.ts";


/** The scheduled backup (UTC, through the scheduler's leases: one instance takes it), then the retention policy. */
export function backupJob(store: BackupStore, schedule: string): JobDefinition {
  return {
    key: "database-backup",
    title: "Database backup",
    type: "maintenance",
    schedule,
    run: async () => {
      const entry = await store.take();
      const removed = store.prune();
      return `${entry.name} written (${formatBytes(entry.size)}); ${removed.length} older backups removed`;
    },
  };
}
