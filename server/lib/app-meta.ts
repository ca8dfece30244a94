import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appMeta } from "../db/schema.ts";

// The one writer of app_meta: small facts about this database that every instance shares (which one-time steps
// have run, the public content's version, an owner's switch). Setup (db/seed) writes its own markers.

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** Writes the value and broadcasts it on `channel` in one statement (LISTEN/NOTIFY on PostgreSQL; a no-op on PGlite). */
export async function writeMetaAndNotify(db: Db, key: string, value: string, channel: string): Promise<void> {
  await db.execute(sql`
    with v as (
      insert into ${appMeta} (key, value) values (${key}, ${value})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      returning value
    )
    select pg_notify(${channel}, v.value) from v`);
}
