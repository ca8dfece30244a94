// Shared by the in-process benchmarks (bench-crm, bench-tasks, bench-import, bench-analytics, bench-newsletter): the
// app on an embedded database in memory, or on a new database on the PostgreSQL server of DATABASE_URL (dropped
// when the benchmark ends), with the scheduler off and logs silent.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadEnv } from "#server/env.ts";
import { openPglite, openPostgres, type Database } from "#server/db/client.ts";
import { createDeps } from "#server/deps.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/lib/logger.ts";

export interface BenchApp {
  database: Database;
  deps: ReturnType<typeof createDeps>;
  app: ReturnType<typeof createApp>;
  /** "PostgreSQL" or "PGlite", for the printed table. */
  label: string;
  /** On PostgreSQL, the benchmark database's URL: a second instance can open it. */
  url?: string;
  /** Closes the app and drops the benchmark's PostgreSQL database. */
  close(): Promise<void>;
}

export async function openBenchApp(name: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const serverUrl = process.env.DATABASE_URL || "";
  const dbName = `bench_${name}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let database: Database;
  let url: string | undefined;
  if (serverUrl) {
    await admin(`create database "${dbName}"`);
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${dbName}`;
    url = parsed.toString();
    database = openPostgres(url, { max: 4 });
  } else database = openPglite(null);
  await database.migrate();
  const deps = createDeps(
    loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SECRET_KEY: randomBytes(32).toString("hex"), DATA_DIR: "/nonexistent", SCHEDULER: "false", ...env }),
    database,
    createLogger("silent"),
  );
  return {
    database,
    deps,
    app: createApp(deps),
    label: serverUrl ? "PostgreSQL" : "PGlite",
    url,
    async close() {
      await deps.close();
      await database.close();
      if (serverUrl) await admin(`drop database if exists "${dbName}" with (force)`);
    },
  };
}
