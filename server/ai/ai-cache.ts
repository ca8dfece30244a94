import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../db/client.ts";
import { cacheEntries } from "../db/schema.ts";

// Results that every app instance must see (blog suggestions, the latest contact insights) live in
// cache_entries, not in process memory: a refresh on one instance is what the others answer with.

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
