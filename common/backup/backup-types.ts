import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";

/** A stored backup as the admin API lists it (Settings → Backups). */
export const backupViewSchema = z.object({ name: z.string(), size: z.number(), createdAt: isoTime });
export type BackupView = z.infer<typeof backupViewSchema>;

export const backupsViewSchema = z.object({
  backups: z.array(backupViewSchema),
  /** The cron pattern (UTC) of the scheduled backup, or null when it is off. */
  schedule: z.string().nullable(),
  dir: z.string(),
  keep: z.object({ daily: z.number(), weekly: z.number() }),
});
export type BackupsView = z.infer<typeof backupsViewSchema>;
