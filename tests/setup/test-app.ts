import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { loadEnv, type Env } from "#server/env.ts";
import type { StaffRole } from "#common/auth/roles.ts";
import { openPglite, openPostgres, type Database } from "#server/db/client.ts";
import { createDeps } from "#server/deps.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/lib/logger.ts";
import type { AppDeps } from "#server/context.ts";
import { withDatabase } from "./global-setup.ts";
import { buildOpenApiDocument } from "#server/openapi/openapi-document.ts";
import { createContractCheck } from "../support/api-contract-check.ts";

export const TEST_ADMIN = { email: "admin@example.com", password: "correct-horse-battery", name: "Test Admin" };

/** A fresh database cloned from the migrated template: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject("pgTemplateDb")}"`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name), { max: 4 });
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        await database.close().catch(() => undefined);
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists "${name}" with (force)`);
        await a.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const database = openPglite(null, { loadDataDir: blob });
  return { database, drop: () => database.close().catch(() => undefined) };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  env: Env;
  /** On PostgreSQL (TEST_DATABASE_URL), this test database's URL: a second app instance can open it. */
  databaseUrl?: string;
  /** Empties every table (between tests) and re-creates the admin account. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** Signs in as the test admin (the owner) and returns the bearer headers. */
  login(): Promise<Record<string, string>>;
  /** Creates (once per reset) a staff member with this role (`${role}@example.com`, administrator@example.com for admin), signs in and returns the bearer headers. */
  loginAs(role: StaffRole): Promise<Record<string, string>>;
  /**
   * `app.request()` with JSON and bearer shorthands. Every /api answer is checked against the OpenAPI document
   * (docs/decisions/025): an undocumented status or a body the document does not describe fails the test.
   */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
}

export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const { database, drop, url: databaseUrl } = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SECRET_KEY: process.env.SECRET_KEY, DATA_DIR: "/nonexistent", OUTBOUND_ALLOW_HOSTS: process.env.OUTBOUND_ALLOW_HOSTS, ...overrides });
  const deps = createDeps(env, database, createLogger("silent"));
  const app = createApp(deps);
  const checkContract = createContractCheck(buildOpenApiDocument(app.routes, { title: "test", version: "test" }));

  // What reset() empties: every table but the migrations' (read once), and the sequences their ids come from.
  const tables = (
    await deps.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`)
  ).rows.map((r) => r.tablename);
  const sequences = (
    await deps.db.execute<{ seq: string; tbl: string }>(sql`
      select s.relname as seq, t.relname as tbl from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`)
  ).rows;

  async function reset() {
    // Only the tables a test wrote to are emptied, with DELETE in one transaction whose foreign-key triggers are off
    // (replica role): TRUNCATE of all 45 tables cost 160–360 ms a test, most of a small API test's time. Ids start
    // over as TRUNCATE … RESTART IDENTITY did, except live_events': the live hub reads the rows after the last id it
    // delivered, so ids that started over would hide the new rows whose ids it had already passed.
    const filled = (await deps.db.execute<Record<string, boolean>>(sql.raw(`select ${tables.map((t) => `exists (select 1 from "${t}") as "${t}"`).join(", ")}`)))
      .rows[0]!;
    const used = new Set((await deps.db.execute<{ sequencename: string }>(sql`select sequencename from pg_sequences where schemaname = 'public' and last_value is not null`)).rows.map((r) => r.sequencename));
    const statements = [
      ...tables.filter((t) => filled[t]).map((t) => `delete from "${t}"`),
      ...sequences.filter((s) => used.has(s.seq) && s.tbl !== "live_events").map((s) => `select setval('"${s.seq}"', 1, false)`),
    ];
    // The content-version poll reads a few tables on its own connection; a reset that meets it can deadlock
    // (PostgreSQL then cancels one side): try again.
    for (let attempt = 1; statements.length; attempt++) {
      try {
        await deps.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          for (const statement of statements) await tx.execute(sql.raw(statement));
        });
        break;
      } catch (err) {
        if (attempt >= 5 || !isDeadlock(err)) throw err;
      }
    }
    await deps.services.settings.seedDefaults();
    await deps.services.auth.createUser({ ...TEST_ADMIN, role: "owner" });
    // The tables were emptied behind the app's back: cached pages and feeds start over.
    await deps.contentVersion.bump();
  }
  await reset();

  async function request(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    const res = await app.request(path, { ...init, headers, body });
    const problem = await checkContract(init.method ?? "GET", path, res);
    if (problem) throw new Error(`API contract: ${problem}`);
    return res;
  }

  async function signIn(email: string, password: string) {
    const res = await request("/api/auth/login", { method: "POST", json: { email, password } });
    if (res.status !== 200) throw new Error(`test login failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    return { authorization: `Bearer ${token}` };
  }

  return {
    app,
    deps,
    env,
    databaseUrl,
    reset,
    request,
    login: () => signIn(TEST_ADMIN.email, TEST_ADMIN.password),
    async loginAs(role) {
      if (role === "owner") return signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      // TEST_ADMIN (the owner) already has admin@example.com.
      const email = role === "admin" ? "administrator@example.com" : `${role}@example.com`;
      await deps.services.auth.createUser({ email, name: `Test ${role}`, password: TEST_ADMIN.password, role });
      return signIn(email, TEST_ADMIN.password);
    },
    async close() {
      await deps.close();
      await drop();
    },
  };
}

function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "40P01") return true;
  }
  return false;
}
