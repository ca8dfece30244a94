import { execFile } from "node:child_process";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "#tests/support/app-process.ts";
import { migrationsFolder } from "../db/client.ts";
import { withDatabase } from "#tests/setup/global-setup.ts";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-migrate-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const TAGS = (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] }).entries.map((e) => e.tag);

async function migrate(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ["server/cli/migrate.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", SECRET_KEY: "cli-test-secret-key-0123456789abcdefgh", LOG_LEVEL: "silent", ...env },
    timeout: 120_000,
  });
  return stdout;
}
const appliedAll = (where: string) => `Applied ${TAGS.length} migrations to the ${where}:\n${TAGS.map((t) => `  ${t}`).join("\n")}\n`;

describe("npm run migrate", () => {
  it("migrates a new embedded database, lists what it applied, and then finds nothing to do", async () => {
    const where = `embedded database in ${dataDir}`;
    expect(await migrate({})).toBe(appliedAll(where));
    expect(await migrate({})).toBe(`The ${where} is up to date: no migration to apply.\n`);
  }, 180_000);

  it("says why it failed and exits non-zero", async () => {
    const failed = await migrate({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^Migration failed: .*ECONNREFUSED/);
  }, 60_000);

  // PostgreSQL only when the test run has a server (TEST_DATABASE_URL).
  it.runIf(process.env.TEST_DATABASE_URL)("migrates a new PostgreSQL database once when two runs start together", async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `migrate_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = withDatabase(server, name);
      const outputs = await Promise.all([migrate({ DATABASE_URL: url }), migrate({ DATABASE_URL: url })]);
      // The advisory lock: one run applies everything, the other waits for it and finds nothing left.
      expect(outputs.sort()).toEqual([appliedAll("PostgreSQL database"), "The PostgreSQL database is up to date: no migration to apply.\n"]);
      const tables = await new pg.Client({ connectionString: url });
      await tables.connect();
      const { rows } = await tables.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await tables.end();
      expect(rows[0].n).toBe(TAGS.length);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 180_000);
});
