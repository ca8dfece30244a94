import type { JobDefinition } from "../jobs/job-definition.ts";
import type { BackupStore } from "./backup-store.ts";

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

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
