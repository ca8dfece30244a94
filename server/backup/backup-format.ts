import { z } from "zod";

/**
 * The backup file (docs/decisions/023): a gzip stream of lines. Line 1 is the header (JSON); then, per table,
 * `@table <name>` followed by one row per line as the database's own `to_jsonb` text; the last line is
 * `@end <sha256>` over every byte before it. Portable between PGlite and PostgreSQL both ways.
 * Format 2 adds the uploaded images after the last table: `@file <name> <sha256> <base64>` (backup-media.ts).
 */
export const BACKUP_FORMAT = "bcai-backup";
export const BACKUP_FORMAT_VERSION = 2;
export const TABLE_MARK = "@table ";
export const END_MARK = "@end ";
export const FILE_MARK = "@file ";

/**
 * Not copied: sign-in sessions (staff sign in again after a restore), rate-limit counters, the page cache and
 * the live desk's transient events (a restore must not replay "new lead" alerts).
 */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set(["sessions", "rate_limits", "cache_entries", "live_events"]);

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  /** The source's migration level: the drizzle journal tags it had run, oldest first. */
  migrations: z.array(z.string()).min(1),
  /** In the order they follow in the file (parents before children). */
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0) })),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export class BackupFileError extends Error {}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
