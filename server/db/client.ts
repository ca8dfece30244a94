import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as schema from "./schema.ts";
import { lastAppliedMigration, migrationsBetween } from "./migration-journal.ts";
import { unpackTemplate } from "./pglite-template.ts";

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
  /**
   * Runs the migrations of `folder` (default: all of the app's) that the database has not run yet; resolves to the
   * tags it applied (none when the database was up to date).
   */
  migrate(folder?: string): Promise<string[]>;
  /** This process's connections (PGlite: one, without idle or waiting figures), for /metrics. */
  poolStats(): { max: number; total: number; idle: number | null; waiting: number | null };
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball (a migrated template for tests). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: LISTEN on its own connection; `onLost` fires once if it drops. Resolves to its closer. */
  listen?: (channel: string, onMessage: (payload: string) => void, onLost: () => void) => Promise<() => Promise<void>>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant will do: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 724_310_771;

export function openPostgres(url: string, opts: { max?: number } = {}): Database {
  const max = opts.max ?? 10;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    // An idle client losing its connection must not crash the process; the next query reconnects.
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    async migrate(folder = migrationsFolder) {
      // Several instances may start together: one migrates, the others wait for the lock.
      const client = await pool.connect();
      const query = (text: string) => client.query(text);
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        const before = await lastAppliedMigration(query);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
        return migrationsBetween(folder, before, await lastAppliedMigration(query));
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, onMessage, onLost) => listenPostgres(url, channel, onMessage, onLost),
  };
}

async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLost: () => void) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  let closing = false;
  let lost = false;
  const drop = () => {
    if (closing || lost) return;
    lost = true;
    onLost();
  };
  client.on("error", drop);
  client.on("end", drop);
  client.on("notification", (n) => {
    if (n.channel === channel) onMessage(n.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`listen "${channel.replaceAll('"', "")}"`);
  } catch (err) {
    closing = true;
    await client.end().catch(() => undefined);
    throw err;
  }
  return async () => {
    closing = true;
    await client.end().catch(() => undefined);
  };
}

// PGlite's WebAssembly (Postgres) runs on V8's baseline compiler alone. Left to tier up, V8 recompiles Postgres's hot
// functions with its optimizing compiler in the seconds after the start: a ~500 MB peak of compiler memory, ~65 MB of
// which the allocator keeps for the life of the process, and a slower start; our queries (small tables, point reads and
// writes) cost about the same CPU either way, the optimizing compiler's own work counted (docs/decisions/034).
// The flags are process-wide and read when a module is compiled, so they are set before PGlite compiles its module;
// with the flags they imply at start-up, which setting them later does not apply.
const BASELINE_WASM_ONLY = "--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering";

export function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob | File } = {}): Database {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  v8.setFlagsFromString(BASELINE_WASM_ONLY);
  const client = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir: opts.loadDataDir,
    // The default 128 MB of shared buffers live in the WebAssembly memory, which never shrinks: our data is a few
    // MB, and 16 MB takes ~60 MB off the process's resident memory. A start parameter, not written to disk.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  // The PGlite driver builds the same query builder; only the result-set wrapper differs, and
  // services read `.rows` which both provide.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async (folder = migrationsFolder) => {
      const query = (text: string) => client.query(text);
      const before = await lastAppliedMigration(query);
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
      return migrationsBetween(folder, before, await lastAppliedMigration(query));
    },
    // One in-process connection: queries take turns on it.
    poolStats: () => ({ max: 1, total: 1, idle: null, waiting: null }),
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
  };
}

/** Written by `npm run build` (scripts/pglite-template.ts) into the build directory. */
export const PGLITE_TEMPLATE = "pglite-template.tar.gz";

export function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string; BUILD_DIR?: string }): Database {
  if (cfg.DATABASE_URL) return openPostgres(cfg.DATABASE_URL);
  const dataDir = path.join(cfg.DATA_DIR, "pglite");
  // A first start loads the build's migrated template rather than running initdb (start time; docs/decisions/034).
  const template = cfg.BUILD_DIR ? path.resolve(cfg.BUILD_DIR, PGLITE_TEMPLATE) : null;
  if (template && existsSync(template) && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    // Unpacked onto disk (see pglite-template.ts); a folder that already holds something is left to PGlite as before.
    if (!unpackTemplate(template, dataDir)) return openPglite(dataDir, { loadDataDir: new Blob([readFileSync(template)]) });
  }
  return openPglite(dataDir);
}
