/** A stored backup as the admin API lists it (Settings → Backups). */
export interface BackupView {
  name: string;
  size: number;
  createdAt: string;
}

export interface BackupsView {
  backups: BackupView[];
  /** The cron pattern (UTC) of the scheduled backup, or null when it is off. */
  schedule: string | null;
  dir: string;
  keep: { daily: number; weekly: number };
}
