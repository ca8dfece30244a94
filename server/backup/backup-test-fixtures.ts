import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { openPglite, openPostgres, type Database } from "../db/client.ts";
import { withDatabase } from "#tests/setup/global-setup.ts";
import type { TestContext } from "#tests/setup/test-app.ts";
import { createFormTokens } from "../contacts/form-token.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";
import { SKIPPED_TABLES } from "./backup-format.ts";

export const tempFile = (name: string) => path.join(mkdtempSync(path.join(tmpdir(), "bcai-backup-test-")), name);

export interface Target {
  database: Database;
  drop(): Promise<void>;
}

let emptyDump: Promise<Blob> | null = null;
/** initdb takes PGlite seconds on a busy machine: once per file, then copies of its empty data directory. */
function emptyPgliteDump(): Promise<Blob> {
  emptyDump ??= (async () => {
    const fresh = openPglite(null);
    await fresh.ping(); // dumpDataDir() before the first query never settles
    const dump = await fresh.dump!();
    await fresh.close();
    return dump;
  })();
  return emptyDump;
}

/** An empty database with nothing migrated: a fresh in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function emptyTarget(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") {
    const database = openPglite(null, { loadDataDir: await emptyPgliteDump() });
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), { max: 2 });
  return {
    database,
    async drop() {
      await database.close().catch(() => undefined);
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/** Rows per table of the app (what a backup carries), for comparing a source with its restore. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.db.execute<{ t: string }>(sql`select tablename as t from pg_tables where schemaname = 'public' order by tablename`);
  const out: Record<string, number> = {};
  for (const { t } of tables.rows) {
    if (SKIPPED_TABLES.has(t)) continue;
    const r = await database.db.execute<{ n: string }>(sql.raw(`select count(*)::text as n from "${t}"`));
    out[t] = Number(r.rows[0]?.n);
  }
  return out;
}

let submission = 0;
/** A contact-form submission as a visitor sends it; resolves to the acknowledged lead's e-mail. */
export async function submitLead(t: TestContext): Promise<string> {
  const n = ++submission;
  const email = `lead${n}@stream.example`;
  const res = await t.request("/api/contact", {
    method: "POST",
    headers: { "x-test-ip": `10.9.${Math.floor(n / 200)}.${n % 200}` },
    json: { ...SAMPLE_LEAD, email, formToken: createFormTokens(t.env.SECRET_KEY).issue(Date.now() - 10_000), website: "" },
  });
  if (res.status !== 200) throw new Error(`submission ${n} answered ${res.status}: ${await res.text()}`);
  return email;
}

/** The server-rendered HTML of `paths` from an app over `database` (the React Router build: `npm run build`). */
export async function pagesOf(database: Database, paths: string[]): Promise<string[]> {
  const { pathToFileURL } = await import("node:url");
  const { loadEnv } = await import("../env.ts");
  const { createDeps } = await import("../deps.ts");
  const { createApp } = await import("../app.ts");
  const { mountWeb } = await import("../web.ts");
  const { createLogger } = await import("../lib/logger.ts");
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SECRET_KEY: process.env.SECRET_KEY, DATA_DIR: "/nonexistent", PUBLIC_URL: "https://www.bayou.example" });
  const deps = createDeps(env, database, createLogger("silent"));
  try {
    const app = createApp(deps);
    mountWeb(app, deps, { loadBuild: async () => build, clientDir: null, mode: "production" });
    const pages: string[] = [];
    for (const p of paths) {
      const res = await app.request(p);
      pages.push(`${res.status} ${(await res.text()).replace(/nonce="[^"]*"/g, "")}`);
    }
    return pages;
  } finally {
    await deps.close();
  }
}
