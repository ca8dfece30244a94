import { readFileSync } from "node:fs";
import path from "node:path";

/** Runs one statement: a pg client and PGlite both answer `{ rows }`. */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
export interface Journal {
  entries: JournalEntry[];
}

/** drizzle-kit's list of a migrations folder's migrations, oldest first (the backup and `npm run migrate` read it). */
export function readJournal(folder: string): Journal & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal & Record<string, unknown>;
}

/**
 * When the newest migration the database has was generated (drizzle records each one's journal `when`), 0 before the
 * first. Drizzle applies every journal entry newer than that, in order: comparing before and after tells which ran.
 */
export async function lastAppliedMigration(query: Query): Promise<number> {
  const [table] = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present")).rows as { present: boolean }[];
  if (!table?.present) return 0;
  const [row] = (await query("select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations")).rows as { last: string }[];
  return Number(row?.last ?? 0);
}

/** The tags of the migrations recorded after `before` up to `after` (`0005_backups`, …), oldest first. */
export function migrationsBetween(folder: string, before: number, after: number): string[] {
  return readJournal(folder).entries.filter((e) => e.when > before && e.when <= after).map((e) => e.tag);
}
