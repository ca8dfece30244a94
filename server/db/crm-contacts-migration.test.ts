import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "./client.ts";

// Migration 0005 (owners, tags, search columns) on a database migrated up to 0004 that already holds leads:
// PGlite, and PostgreSQL too when TEST_DATABASE_URL names a server.
const BEFORE = 5;

/** The migrations folder as it was before 0005: its first five files and journal entries. */
function olderMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bcai-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx >= BEFORE)) rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < BEFORE);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Run = (sql: string) => Promise<Record<string, unknown>[]>;
interface Target {
  run: Run;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pglite(): Promise<Target> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return { run: async (q) => (await client.query<Record<string, unknown>>(q)).rows, migrate: (f) => migratePglite(db, { migrationsFolder: f }), close: () => client.close() };
}

async function postgres(url: string): Promise<Target> {
  const name = `test_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  const db = drizzlePg(client);
  return {
    run: async (q) => (await client.query(q)).rows as Record<string, unknown>[],
    migrate: (f) => migratePg(db, { migrationsFolder: f }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

// Migrating a fresh PGlite from 0000 takes seconds alone and much longer on a loaded machine.
const MIGRATION_TIMEOUT_MS = 120_000;
const older = olderMigrations();
afterAll(() => rmSync(older, { recursive: true, force: true }));

const targets: [string, () => Promise<Target>][] = [["PGlite", pglite]];
if (process.env.TEST_DATABASE_URL) targets.push(["PostgreSQL", () => postgres(process.env.TEST_DATABASE_URL!)]);

describe.each(targets)("migration 0005 from a 0004 database (%s)", (_name, open) => {
  async function upgraded(users: number) {
    const t = await open();
    await t.migrate(older);
    for (let i = 1; i <= users; i++) await t.run(`insert into users (email, name, password_hash, role) values ('u${i}@example.com', 'User ${i}', 'x', '${i === 1 ? "owner" : "admin"}')`);
    await t.run(`insert into contacts (name, email, phone, company) values ('Ana Agent', 'Ana@Example.com', '(713) 555-0142', 'Heights Homes'), ('Bo Broker', 'bo@example.com', '', '')`);
    await t.migrate(migrationsFolder);
    return t;
  }

  it("gives the leads to the only staff account, empty tags and the search columns", async () => {
    const t = await upgraded(1);
    try {
      const rows = await t.run(`select c.name, u.name as owner, c.tags, c.phone_digits, c.search_text, c.preferred_channel from contacts c left join users u on u.id = c.owner_id order by c.id`);
      expect(rows).toEqual([
        { name: "Ana Agent", owner: "User 1", tags: [], phone_digits: "7135550142", search_text: "ana agent ana@example.com heights homes (713) 555-0142", preferred_channel: null },
        { name: "Bo Broker", owner: "User 1", tags: [], phone_digits: "", search_text: "bo broker bo@example.com  ", preferred_channel: null },
      ]);
      // The columns follow later edits.
      await t.run(`update contacts set phone = '+1 832 555 0100' where name = 'Bo Broker'`);
      expect((await t.run(`select phone_digits from contacts where name = 'Bo Broker'`))[0]).toEqual({ phone_digits: "18325550100" });
    } finally {
      await t.close();
    }
  }, MIGRATION_TIMEOUT_MS);

  it("leaves the leads unowned when several staff members could own them", async () => {
    const t = await upgraded(2);
    try {
      expect(await t.run(`select owner_id from contacts`)).toEqual([{ owner_id: null }, { owner_id: null }]);
    } finally {
      await t.close();
    }
  }, MIGRATION_TIMEOUT_MS);
});
