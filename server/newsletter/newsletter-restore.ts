import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/**
 * After a restore (server/backup/restore.ts): recipients claimed but not started are due again; one caught mid-send
 * stays `sending` and is failed by the next run (it may have been delivered: never sent twice, decision 030).
 * A backup of an older version has no such table yet (the newer migrations run after the restore).
 */
export async function freeRestoredNewsletterLeases(tx: DbOrTx): Promise<void> {
  const table = await tx.execute<{ name: string | null }>(sql`select to_regclass('public.newsletter_deliveries')::text as name`);
  if (table.rows[0]?.name) await tx.execute(sql`update newsletter_deliveries set locked_until = null where status = 'queued' and locked_until is not null`);
}
