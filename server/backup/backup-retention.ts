export interface BackupEntry {
  name: string;
  size: number;
  createdAt: Date;
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);
/** The UTC Monday of the date's week. */
const weekKey = (d: Date) => dayKey(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))));

/**
 * Which backups to delete: kept are the newest backup of each of the `daily` most recent days that have one, and
 * the newest of each of the `weekly` most recent weeks (UTC, weeks from Monday) — counted independently, as
 * restic's --keep-daily/--keep-weekly do, so a backup may count for both.
 */
export function backupsToDelete(entries: BackupEntry[], keep: { daily: number; weekly: number }): BackupEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<BackupEntry>();
  for (const [period, limit] of [[dayKey, keep.daily], [weekKey, keep.weekly]] as const) {
    const seen = new Set<string>();
    for (const entry of newestFirst) {
      const key = period(entry.createdAt);
      if (seen.has(key) || seen.size >= limit) continue;
      seen.add(key);
      kept.add(entry);
    }
  }
  return newestFirst.filter((e) => !kept.has(e));
}
