import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { writeBackupFile } from "./backup-writer.ts";
import { backupsToDelete, type BackupEntry } from "./backup-retention.ts";
import type { MediaStorage } from "../media/media-storage.ts";

const NAME = /^bcai-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})\.bcai\.gz$/;
/** Daily at 02:30 UTC on the embedded database; off on PostgreSQL unless BACKUP_SCHEDULE says otherwise. */
export const DEFAULT_BACKUP_SCHEDULE = "30 2 * * *";

export interface BackupConfig {
  dir: string;
  schedule: string | null;
  keep: { daily: number; weekly: number };
}

export function backupConfig(env: Env): BackupConfig {
  const schedule = env.BACKUP_SCHEDULE === "off" ? null : (env.BACKUP_SCHEDULE ?? (env.DATABASE_URL ? null : DEFAULT_BACKUP_SCHEDULE));
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    schedule,
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
  };
}

export const backupFileName = (d: Date) => `bcai-backup-${d.toISOString().replace(/[-:]/g, "").replace("T", "-").replace(".", "-").replace("Z", "")}.bcai.gz`;

function createdAtOf(name: string): Date | null {
  const m = NAME.exec(name);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!)) : null;
}

/** The backups folder: take one (one at a time per process), list them, find one to download, apply retention. */
export function createBackupStore(database: Database, config: BackupConfig, media?: MediaStorage) {
  let running: Promise<BackupEntry> | null = null;

  function list(): BackupEntry[] {
    let names: string[];
    try {
      names = readdirSync(config.dir);
    } catch {
      return [];
    }
    const entries: BackupEntry[] = [];
    for (const name of names) {
      const createdAt = createdAtOf(name);
      if (createdAt) entries.push({ name, createdAt, size: statSync(path.join(config.dir, name)).size });
    }
    return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async function takeNow(): Promise<BackupEntry> {
    mkdirSync(config.dir, { recursive: true, mode: 0o700 });
    const createdAt = new Date();
    const name = backupFileName(createdAt);
    await writeBackupFile(database, path.join(config.dir, name), { media });
    return { name, createdAt, size: statSync(path.join(config.dir, name)).size };
  }

  return {
    config,
    list,
    /** A second request while one runs gets the same backup. */
    take(): Promise<BackupEntry> {
      running ??= takeNow().finally(() => {
        running = null;
      });
      return running;
    },
    /** The file of a listed backup, or null: only names this store writes, so no path leaves the folder. */
    pathOf(name: string): string | null {
      return createdAtOf(name) && list().some((e) => e.name === name) ? path.join(config.dir, name) : null;
    },
    /** Deletes what the retention policy no longer keeps; returns the names deleted. */
    prune(): string[] {
      const doomed = backupsToDelete(list(), config.keep);
      for (const e of doomed) rmSync(path.join(config.dir, e.name), { force: true });
      return doomed.map((e) => e.name);
    },
  };
}
export type BackupStore = ReturnType<typeof createBackupStore>;
