import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";
import { appliedMigrationTags } from "./migration-level.ts";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, END_MARK, quoteIdent, SKIPPED_TABLES, TABLE_MARK, type BackupHeader } from "./backup-format.ts";
import { tablesParentsFirst } from "./table-order.ts";
import { APP_VERSION } from "./app-version.ts";
import type { MediaStorage } from "../media/media-storage.ts";
import { mediaFileNames, writeMediaFiles } from "./backup-media.ts";

const FETCH_ROWS = 5_000;

/**
 * Writes a backup of every table to `file` (through `file.part`, renamed when complete, so a reader never sees
 * half a file). All tables are read in one REPEATABLE READ transaction: one snapshot, so everything committed
 * before the backup began is in it and nothing half-written is. Rows are streamed through a cursor.
 */
export async function writeBackupFile(database: Database, file: string, opts: { media?: MediaStorage } = {}): Promise<BackupHeader & { mediaFiles: number; missingMedia: string[] }> {
  const partial = `${file}.part`;
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const hash = createHash("sha256");
  // Lines are gathered into chunks of ~256 KB: zlib handles each write as one job on the thread pool.
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = async () => {
    const chunk = pending.join("");
    pending = [];
    pendingLength = 0;
    hash.update(chunk);
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  const write = async (line: string) => {
    pending.push(line, "\n");
    pendingLength += line.length + 1;
    if (pendingLength >= 256 * 1024) await flush();
  };
  try {
    const header = await database.db.transaction(
      async (tx) => {
        const header = await readHeader(tx, database.kind);
        await write(JSON.stringify(header));
        for (const table of header.tables) {
          await write(TABLE_MARK + table.name);
          await streamRows(tx, table.name, write);
        }
        // The uploaded images the snapshot's posts can show, read through the media storage.
        const media = opts.media ? await writeMediaFiles(await mediaFileNames(tx), opts.media, write) : { files: 0, missing: [] };
        return { ...header, mediaFiles: media.files, missingMedia: media.missing };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await flush();
    gzip.end(END_MARK + hash.digest("hex") + "\n");
    await finished(out);
    renameSync(partial, file);
    return header;
  } catch (err) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
}

async function readHeader(tx: DbOrTx, source: Database["kind"]): Promise<BackupHeader> {
  const migrations = await appliedMigrationTags(tx);
  const names = (await tablesParentsFirst(tx)).filter((t) => !SKIPPED_TABLES.has(t));
  const tables = [];
  for (const name of names) {
    const result = await tx.execute<{ n: string }>(sql.raw(`select count(*)::text as n from ${quoteIdent(name)}`));
    tables.push({ name, rows: Number(result.rows[0]?.n ?? 0) });
  }
  return { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, appVersion: APP_VERSION, createdAt: new Date().toISOString(), source, migrations, tables };
}

/** Each row as the database's own JSON text: exact timestamps, numbers and JSON columns, nothing parsed here. */
async function streamRows(tx: DbOrTx, table: string, write: (line: string) => Promise<void>) {
  await tx.execute(sql.raw(`declare bcai_backup_rows no scroll cursor for select to_jsonb(bcai_row)::text as r from ${quoteIdent(table)} as bcai_row`));
  for (;;) {
    const batch = await tx.execute<{ r: string }>(sql.raw(`fetch forward ${FETCH_ROWS} from bcai_backup_rows`));
    for (const row of batch.rows) await write(row.r);
    if (batch.rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw("close bcai_backup_rows"));
}
