import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";
import type { SecretBox } from "../lib/crypto.ts";
import { freeRestoredDeliveryLeases } from "../outbox/outbox-store.ts";
import { freeRestoredNewsletterLeases } from "../newsletter/newsletter-restore.ts";
import { freeRestoredJobLeases } from "../jobs/job-lease.ts";
import { BACKUP_FORMAT_VERSION, quoteIdent, type BackupHeader } from "./backup-format.ts";
import { backupLines, backupRowBatches, verifyBackupFile, type VerifiedBackup } from "./backup-reader.ts";
import { restoreMediaFiles } from "./backup-media.ts";
import type { MediaStorage } from "../media/media-storage.ts";
import { appliedMigrationTags, appMigrationTags, migrateToLevel } from "./migration-level.ts";

const BATCH_ROWS = 2_000;

/** A restore that was not started: nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  secrets: SecretBox;
  /** Empty a non-empty target first (every table of the app in it is dropped). */
  force?: boolean;
  /** Restore even though stored secrets cannot be read with this site's key (they must be entered again). */
  ignoreSecretKey?: boolean;
  /** Where the backup's uploaded images go (DATA_DIR/media or the bucket); without it they are not restored. */
  media?: MediaStorage;
  /** The file's checkBackup result, when the caller checked it before creating the target. */
  checked?: VerifiedBackup;
}

export interface RestoreReport {
  header: BackupHeader;
  rows: { table: string; rows: number }[];
  /** Migrations run after the rows went in (a backup from an older version). */
  migratedAfter: string[];
  /** What must be entered again because it was encrypted with another key (only with ignoreSecretKey). */
  unreadableSecrets: string[];
  /** Uploaded images in the file, and how many were written to the media storage (those it had are skipped). */
  media: { inFile: number; written: number };
}

/**
 * Restores a backup file into an empty database: the whole file is checked first (format, version, checksum,
 * row counts, the secret key), then the target is migrated to the backup's level, the rows go in in one
 * transaction with the tables' triggers off (no "new lead" alerts for old leads), identity sequences move past the
 * restored ids, the newer migrations run, and last the leases of the instance that took the backup are freed.
 */
export async function restoreBackup(database: Database, file: string, opts: RestoreOptions): Promise<RestoreReport> {
  const verified = opts.checked ?? (await checkBackup(file, opts));
  const { header } = verified;
  const unreadableSecrets = unreadableWithThisKey(verified, opts.secrets);
  await emptyTarget(database, opts.force ?? false);
  await migrateToLevel(database, header.migrations);
  const rows = await database.db.transaction(async (tx) => {
    const names = header.tables.map((t) => quoteIdent(t.name));
    for (const name of names) await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
    const counts = await insertRows(tx, file);
    await resetIdentities(tx, header.tables.map((t) => t.name));
    for (const name of names) await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
    return header.tables.map((t) => ({ table: t.name, rows: counts.get(t.name) ?? 0 }));
  });
  await database.migrate();
  // Leases are freed in the current schema (a newer migration may have renamed what the backup's level calls them).
  await database.db.transaction(async (tx) => {
    await freeRestoredDeliveryLeases(tx);
    await freeRestoredNewsletterLeases(tx);
    await freeRestoredJobLeases(tx);
  });
  const written = opts.media && verified.mediaFiles > 0 ? await restoreMediaFiles(backupLines(file), opts.media) : 0;
  const migratedAfter = appMigrationTags().slice(header.migrations.length);
  return { header, rows, migratedAfter, unreadableSecrets: opts.ignoreSecretKey ? unreadableSecrets : [], media: { inFile: verified.mediaFiles, written } };
}

/**
 * Everything a restore checks before it writes: the whole file (format, checksum, row counts), the app version
 * and migration level, and that this site's key reads the backup's secrets (unless `ignoreSecretKey`). Reads only,
 * so a caller can run it before a target database or a key file exists.
 */
export async function checkBackup(file: string, opts: Pick<RestoreOptions, "secrets" | "ignoreSecretKey">): Promise<VerifiedBackup> {
  const verified = await verifyBackupFile(file);
  checkVersion(verified.header);
  const unreadableSecrets = unreadableWithThisKey(verified, opts.secrets);
  if (unreadableSecrets.length > 0 && !opts.ignoreSecretKey) {
    throw new RestoreRefused(
      "This backup's stored secrets were encrypted with another key than this site's (SECRET_KEY, or DATA_DIR/secret.key). " +
        "Restore with the key of the site that took the backup: set SECRET_KEY to it, or copy that site's secret.key into DATA_DIR. " +
        `To restore anyway, add --ignore-secret-key; these must then be entered again: ${unreadableSecrets.join("; ")}.`,
    );
  }
  return verified;
}

function checkVersion(header: BackupHeader) {
  if (header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`This backup was written by a newer version of the app (${header.appVersion}, format ${header.formatVersion}): restore it with that version or newer.`);
  }
  const known = appMigrationTags();
  if (header.migrations.some((tag, i) => known[i] !== tag)) {
    throw new RestoreRefused(`This backup comes from a database migrated by a newer or different version of the app (${header.appVersion}): restore it with that version or newer.`);
  }
}

const SECRET_OWNERS: Record<string, string> = {
  users: "two-factor sign-in of staff (turn it off with npm run admin -- disable-two-factor, then set it up again)",
  n8n_instances: "the API keys of the n8n instances (n8n Integration page)",
};

function unreadableWithThisKey(verified: VerifiedBackup, secrets: SecretBox): string[] {
  const unreadable: string[] = [];
  for (const [table, sample] of verified.secretSamples) {
    try {
      secrets.decrypt(sample);
    } catch {
      if (table === "settings") unreadable.push(`the settings ${verified.secretSettings.join(", ")} (Settings page)`);
      else unreadable.push(SECRET_OWNERS[table] ?? `the secrets stored in ${table}`);
    }
  }
  return unreadable;
}

async function emptyTarget(database: Database, force: boolean) {
  const tables = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from pg_tables where schemaname = 'public'`);
  const migrated = await appliedMigrationTags(database.db).catch(() => ["unknown"]);
  if (Number(tables.rows[0]?.n ?? 0) === 0 && migrated.length === 0) return;
  if (!force) {
    throw new RestoreRefused(
      "The target database is not empty (it has tables of its own). Restore into an empty data directory or an empty PostgreSQL database, or add --force to replace everything in it.",
    );
  }
  await database.db.execute(sql.raw("drop schema if exists drizzle cascade"));
  await database.db.execute(sql.raw("drop schema public cascade"));
  await database.db.execute(sql.raw("create schema public"));
}

async function insertRows(tx: DbOrTx, file: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const writable = await writableColumns(tx);
  for await (const batch of backupRowBatches(file, BATCH_ROWS)) {
    const name = sql.raw(quoteIdent(batch.table));
    const json = `[${batch.rows.join(",")}]`;
    // Generated columns (contacts' search helpers) are computed again by the database, never inserted.
    const columns = sql.raw((writable.get(batch.table) ?? []).map(quoteIdent).join(", "));
    await tx.execute(sql`insert into ${name} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${name}, ${json}::jsonb)`);
    counts.set(batch.table, (counts.get(batch.table) ?? 0) + batch.rows.length);
  }
  return counts;
}

/** Each table's columns a row can be inserted into: all but generated ones, in table order. */
async function writableColumns(tx: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await tx.execute<{ table: string; column: string }>(sql`
    select c.relname as "table", a.attname as "column" from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const map = new Map<string, string[]>();
  for (const { table, column } of rows.rows) map.set(table, [...(map.get(table) ?? []), column]);
  return map;
}

/** Identity columns continue after the highest restored id (a new lead must not collide with an old one). */
async function resetIdentities(tx: DbOrTx, tables: string[]) {
  const columns = await tx.execute<{ table: string; column: string }>(sql`
    select c.relname as "table", a.attname as "column" from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attidentity in ('a', 'd') and not a.attisdropped`);
  for (const { table, column } of columns.rows) {
    if (!tables.includes(table)) continue;
    const t = quoteIdent(table);
    const col = quoteIdent(column);
    await tx.execute(sql`select setval(pg_get_serial_sequence(${t}, ${column}), coalesce((select max(${sql.raw(col)}) from ${sql.raw(t)}), 0) + 1, false)`);
  }
}
