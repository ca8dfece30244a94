import { and, eq, like, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../db/client.ts";
import { cacheEntries } from "../db/schema.ts";

// Values every app instance must see live in cache_entries, not in process memory: a refresh on one instance is
// what the others answer with (AI blog suggestions, the latest contact insights, the analytics day salt). This
// module is the table's one writer.

export type Cached<T> = { value: T; expiresAt: Date };

/** The entry if present, not expired and still of the expected shape (an old shape is treated as missing). */
export async function readCache<T>(db: DbOrTx, key: string, schema: z.ZodType<T>): Promise<Cached<T> | null> {
  const [row] = await db.select().from(cacheEntries).where(eq(cacheEntries.key, key));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? { value: parsed.data, expiresAt: row.expiresAt } : null;
}

export async function writeCache(db: DbOrTx, key: string, value: unknown, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(cacheEntries)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: cacheEntries.key, set: { value: sql`excluded.value`, expiresAt } });
  return expiresAt;
}

/** Stores the value unless the key holds one already, and returns what is stored: instances that race agree on one. */
export async function writeCacheOnce(db: DbOrTx, key: string, value: unknown, expiresAt: Date): Promise<unknown> {
  await db.insert(cacheEntries).values({ key, value, expiresAt }).onConflictDoNothing();
  const [row] = await db.select({ value: cacheEntries.value }).from(cacheEntries).where(eq(cacheEntries.key, key));
  return row?.value;
}

/** Deletes the entries under `prefix` that expired by `before`. */
export async function deleteExpiredCache(db: DbOrTx, prefix: string, before: Date): Promise<void> {
  await db.delete(cacheEntries).where(and(like(cacheEntries.key, `${prefix}%`), lte(cacheEntries.expiresAt, before)));
}

export async function deleteCache(db: DbOrTx, key: string): Promise<void> {
  await db.delete(cacheEntries).where(eq(cacheEntries.key, key));
}
