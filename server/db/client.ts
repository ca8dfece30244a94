import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/**
 * Both drivers expose the same Drizzle query builder; services are written against the
 * node-postgres type so that one code path serves PGlite and PostgreSQL.
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball (a migrated template for tests). */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant will do: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 724_310_771;

export function openPostgres(url: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    // An idle client losing its connection must not crash the process; the next query reconnects.
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several instances may start together: one migrates, the others wait for the lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob | File } = {}): Database {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir: opts.loadDataDir });
  // The PGlite driver builds the same query builder; only the result-set wrapper differs, and
  // services read `.rows` which both provide.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
  };
}

export function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Database {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL) : openPglite(path.join(cfg.DATA_DIR, "pglite"));
}
