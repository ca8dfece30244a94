import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createSecretBox } from "../lib/crypto.ts";
import { writeBackupFile } from "./backup-writer.ts";
import { restoreBackup, RestoreRefused } from "./restore.ts";
import { BackupFileError } from "./backup-format.ts";
import { emptyTarget, rowCounts, submitLead, tempFile, type Target } from "./backup-test-fixtures.ts";
import { appMigrationTags } from "./migration-level.ts";

// Each test restores into fresh databases: seconds apiece on PGlite on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
let t: TestContext;
let file: string;
/** The source's rows when `file` was taken (later tests add leads to it). */
let source: Record<string, number>;
const targets: Target[] = [];
const target = async (k: "pglite" | "postgres" = kind) => {
  const made = await emptyTarget(k);
  targets.push(made);
  return made.database;
};

beforeAll(async () => {
  await (await emptyTarget("pglite")).drop(); // the empty PGlite every target copies, made once
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
  await t.login(); // a session, which a backup leaves out
  for (let i = 0; i < 3; i++) await submitLead(t);
  await t.deps.services.blogAdmin.create({ title: "Restored Post", excerpt: "Excerpt", content: "Body **bold**", category: "Strategy", isPublished: true, publishedAt: new Date(Date.now() - 60_000).toISOString() });
  await t.deps.db.execute(sql`insert into scheduled_jobs (key, title, type, status, locked_until) values ('held', 'Held job', 'maintenance', 'running', now() + interval '1 hour')`);
  // A delivery claimed by this instance at the time of the backup, due later (the source never sends it).
  await t.deps.db.execute(sql`insert into outbox (kind, contact_id, payload, status, next_attempt_at, locked_until)
    values ('webhook', (select min(id) from contacts), '{}'::jsonb, 'pending', now() + interval '1 day', now() + interval '1 hour')`);
  file = tempFile("site.bcai.gz");
  await writeBackupFile(t.deps.database, file);
  source = await rowCounts(t.deps.database);
});
afterAll(async () => {
  for (const made of targets) await made.drop();
  await t.deps.services.outbox.idle();
  await t.close();
});

describe(`backup and restore (${kind})`, () => {
  it("restores every table with the same rows, reports them, and leaves sessions and live alerts out", async () => {
    const database = await target();
    const report = await restoreBackup(database, file, { secrets: t.deps.secrets });
    expect(await rowCounts(database)).toEqual(source);
    expect(Object.fromEntries(report.rows.map((r) => [r.table, r.rows]))).toEqual(source);
    expect(source.contacts).toBe(3);
    const left = await database.db.execute<{ s: string; l: string }>(sql`select (select count(*) from sessions)::text as s, (select count(*) from live_events)::text as l`);
    expect(left.rows[0]).toEqual({ s: "0", l: "0" });
  });

  it("hands pending deliveries and jobs to a new server: no leases of the old instance, ids continue", async () => {
    const database = await target();
    await restoreBackup(database, file, { secrets: t.deps.secrets });
    const held = await database.db.execute<{ n: string }>(sql`select ((select count(*) from outbox where locked_until is not null) + (select count(*) from scheduled_jobs where locked_until is not null or status = 'running'))::text as n`);
    expect(held.rows[0]?.n).toBe("0");
    const pending = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from outbox where status = 'pending'`);
    expect(Number(pending.rows[0]?.n)).toBeGreaterThan(0);
    const next = await database.db.execute<{ id: number }>(sql`insert into contacts (name, email, source) values ('New', 'new@example.com', 'form') returning id`);
    const max = await t.deps.db.execute<{ id: number }>(sql`select max(id) as id from contacts`);
    expect(Number(next.rows[0]?.id)).toBe(Number(max.rows[0]?.id) + 1);
    // The live desk's trigger is back on for new leads.
    const events = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from live_events where kind = 'lead'`);
    expect(events.rows[0]?.n).toBe("1");
  });

  it("refuses a truncated or corrupt file before writing anything", async () => {
    const bytes = readFileSync(file);
    const truncated = tempFile("truncated.bcai.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const plain = gunzipSync(bytes).toString("utf8");
    const tampered = tempFile("tampered.bcai.gz");
    writeFileSync(tampered, gzipSync(plain.replace("Restored Post", "Restored Pest")));
    const flipped = tempFile("flipped.bcai.gz");
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    writeFileSync(flipped, copy);
    const database = await target();
    for (const bad of [truncated, tampered, flipped]) {
      await expect(restoreBackup(database, bad, { secrets: t.deps.secrets }), bad).rejects.toThrow(BackupFileError);
    }
    await expect(restoreBackup(database, tampered, { secrets: t.deps.secrets })).rejects.toThrow("checksum does not match");
    const tables = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from pg_tables where schemaname in ('public', 'drizzle')`);
    expect(tables.rows[0]?.n).toBe("0");
  });

  it("refuses a database that is not empty unless forced", async () => {
    const database = await target();
    await database.migrate();
    await expect(restoreBackup(database, file, { secrets: t.deps.secrets })).rejects.toThrow(RestoreRefused);
    expect((await rowCounts(database)).contacts).toBe(0);
    await restoreBackup(database, file, { secrets: t.deps.secrets, force: true });
    expect((await rowCounts(database)).contacts).toBe(3);
  });

  it("says plainly when this site's key cannot read the backup's secrets, and names what to enter again", async () => {
    const otherKey = createSecretBox("another-key-another-key-another-key-0123");
    const database = await target();
    await expect(restoreBackup(database, file, { secrets: otherKey })).rejects.toThrow(/encrypted with another key.*webhooks\.webhook_secret/s);
    const tables = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from pg_tables where schemaname = 'public'`);
    expect(tables.rows[0]?.n).toBe("0");
    const report = await restoreBackup(database, file, { secrets: otherKey, ignoreSecretKey: true });
    expect(report.unreadableSecrets.join(" ")).toContain("webhook_secret");
  });

  it("restores a backup of an older version and runs the newer migrations over its rows", async () => {
    const { migrateToLevel } = await import("./migration-level.ts");
    const old = await target();
    const olderTags = appMigrationTags().slice(0, 4); // before 0004_live-desk
    await migrateToLevel(old, olderTags);
    await old.db.execute(sql`insert into chat_conversations (id, visitor_id, handoff) values ('c1', 'v1', true)`);
    const oldFile = tempFile("old.bcai.gz");
    const header = await writeBackupFile(old, oldFile);
    expect(header.migrations).toEqual(olderTags);
    const database = await target();
    const report = await restoreBackup(database, oldFile, { secrets: t.deps.secrets });
    expect(report.migratedAfter).toEqual(appMigrationTags().slice(4));
    const row = await database.db.execute<{ status: string }>(sql`select status from chat_conversations where id = 'c1'`);
    expect(row.rows[0]?.status).toBe("waiting");
  });

  it("contains every submission acknowledged before the backup began, while submissions keep arriving", async () => {
    const acknowledged: string[] = [];
    let streaming = true;
    const stream = (async () => {
      while (streaming) {
        acknowledged.push(await submitLead(t));
        // app.request() on PGlite never waits for I/O: without this the stream would starve every timer.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await expect.poll(() => acknowledged.length).toBeGreaterThanOrEqual(5);
    const before = [...acknowledged];
    const during = tempFile("during.bcai.gz");
    await writeBackupFile(t.deps.database, during);
    const after = acknowledged.length;
    streaming = false;
    await stream;
    const database = await target();
    await restoreBackup(database, during, { secrets: t.deps.secrets });
    const emails = new Set((await database.db.execute<{ email: string }>(sql`select email from contacts`)).rows.map((r) => r.email));
    expect(before.filter((e) => !emails.has(e))).toEqual([]);
    expect(after).toBeGreaterThanOrEqual(before.length);
    expect(statSync(during).size).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("moving between the embedded database and PostgreSQL", () => {
  it("restores the same file into PostgreSQL and the PostgreSQL backup back into PGlite", async () => {
    const embedded = await target("pglite");
    await restoreBackup(embedded, file, { secrets: t.deps.secrets });
    const fromEmbedded = tempFile("from-embedded.bcai.gz");
    expect((await writeBackupFile(embedded, fromEmbedded)).source).toBe("pglite");
    const server = await target("postgres");
    await restoreBackup(server, fromEmbedded, { secrets: t.deps.secrets });
    const back = tempFile("back.bcai.gz");
    expect((await writeBackupFile(server, back)).source).toBe("postgres");
    const again = await target("pglite");
    await restoreBackup(again, back, { secrets: t.deps.secrets });
    expect(await rowCounts(embedded)).toEqual(source);
    expect(await rowCounts(server)).toEqual(source);
    expect(await rowCounts(again)).toEqual(source);
    const exact = `select email, created_at::text, interests::text from contacts order by id`;
    const rows = async (d: typeof server) => (await d.db.execute(sql.raw(exact))).rows;
    expect(await rows(again)).toEqual(await rows(embedded));
    expect((await rows(again)).length).toBe(source.contacts);
  });
});

describe.skipIf(!existsSync("build/server/index.js"))("public pages after a restore", () => {
  it("serves /blog and the post exactly as the source did", async () => {
    const { pagesOf } = await import("./backup-test-fixtures.ts");
    const database = await target();
    await restoreBackup(database, file, { secrets: t.deps.secrets });
    expect(await pagesOf(database, ["/blog", "/blog/restored-post"])).toEqual(await pagesOf(t.deps.database, ["/blog", "/blog/restored-post"]));
  });
});
