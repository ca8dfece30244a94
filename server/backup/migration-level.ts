import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Database, type DbOrTx } from "../db/client.ts";
import { readJournal as readJournalOf } from "../db/migration-journal.ts";

export const readJournal = (folder = migrationsFolder) => readJournalOf(folder);

/** The app's migrations, oldest first: a backup records the ones its source had run. */
export const appMigrationTags = (): string[] => readJournal().entries.map((e) => e.tag);

export class MigrationLevelError extends Error {}

/**
 * The tags of the migrations the database has run. Drizzle records each migration by the journal's `when`
 * (created_at), so the level is read against this app's journal; a database migrated by a newer app has one
 * this app does not know, and a backup of it would claim a level it cannot describe.
 */
export async function appliedMigrationTags(db: DbOrTx): Promise<string[]> {
  const exists = await db.execute<{ found: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists.rows[0]?.found) return [];
  const rows = await db.execute<{ created_at: string }>(sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`);
  const byWhen = new Map(readJournal().entries.map((e) => [String(e.when), e.tag]));
  return rows.rows.map((r) => {
    const tag = byWhen.get(String(r.created_at));
    if (!tag) throw new MigrationLevelError("The database has a migration this version of the app does not know: use the newer version's npm run backup.");
    return tag;
  });
}

/**
 * Migrates `database` up to and including `tags` (a prefix of the app's journal) and no further: rows of an older
 * backup go into the tables as they were, and the remaining migrations then run over them like over a live site.
 */
export async function migrateToLevel(database: Database, tags: string[]): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.slice(0, tags.length);
  const dir = mkdtempSync(path.join(tmpdir(), "bcai-migrations-"));
  try {
    mkdirSync(path.join(dir, "meta"));
    writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const e of entries) cpSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    await database.migrate(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
