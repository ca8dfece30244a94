// Backup and restore figures (docs/decisions/023): `npm run bench:backup` [-- --contacts 10000 --events 100000 --posts 50]
// [--long-lines-only: just how long a damaged file whose gzip inflates to one huge line takes to refuse].
// Fills an embedded database (in memory) with contacts, analytics events and posts, times a backup and its restore
// into an empty embedded database and into a new PostgreSQL database (BENCH_DATABASE_URL's server, default the
// local one as postgres; skipped when unreachable), then takes a backup while contact submissions stream in and
// checks that the restore holds every submission acknowledged before the backup began.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type Database } from "#server/db/client.ts";
import { loadEnv } from "#server/env.ts";
import { createDeps } from "#server/deps.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/lib/logger.ts";
import { writeBackupFile } from "#server/backup/backup-writer.ts";
import { restoreBackup } from "#server/backup/restore.ts";
import { verifyBackupFile } from "#server/backup/backup-reader.ts";
import { formatBytes } from "#common/lib/format-bytes.ts";
import { createFormTokens } from "#server/contacts/form-token.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";
import { createDatabase, ensureBuild, root } from "./bench-servers.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) || fallback : fallback;
};
const CONTACTS = arg("contacts", 10_000);
const EVENTS = arg("events", 100_000);
const POSTS = arg("posts", 50);
const dir = mkdtempSync(path.join(tmpdir(), "bcai-bench-backup-"));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
};

async function fill(database: Database) {
  await database.db.execute(sql.raw(`
    insert into contacts (first_name, last_name, name, email, phone, company, automation, source, created_at)
    select 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'lead' || i || '@bench.example', '(713) 555-0142', 'Realty ' || i,
      'Automatic follow-ups by text for open house leads number ' || i, 'form', now() - (i || ' minutes')::interval
    from generate_series(1, ${CONTACTS}) i`));
  await database.db.execute(sql.raw(`
    insert into analytics_events (type, path, props, visitor_hash, created_at)
    select 'pageview', '/blog/post-' || (i % 50), jsonb_build_object('ref', 'bench', 'n', i), md5(i::text), now() - (i || ' seconds')::interval
    from generate_series(1, ${EVENTS}) i`));
  await database.db.execute(sql.raw(`
    insert into blog_posts (title, slug, excerpt, content, content_html, category, author, is_published, published_at)
    select 'Post ' || i, 'post-' || i, 'Excerpt ' || i, repeat('Paragraph of the post body. ', 200), '<p>' || repeat('Paragraph of the post body. ', 200) || '</p>',
      'Strategy', 'Bench', true, now() - (i || ' days')::interval
    from generate_series(1, ${POSTS}) i`));
}

async function emptyPostgres(): Promise<{ database: Database; drop(): Promise<void> } | null> {
  try {
    const made = await createDatabase();
    const database = openPostgres(made.url, { max: 2 });
    return { database, drop: async () => (await database.close(), await made.drop()) };
  } catch (err) {
    console.log(`PostgreSQL not reachable (${(err as Error).message}): its figures are skipped.`);
    return null;
  }
}

/** Submissions stream in through the API while a backup is taken; every one acknowledged before it began must be in it. */
async function backupDuringSubmissions(database: Database) {
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SECRET_KEY: "bench-secret-key-bench-secret-key-0123456789", DATA_DIR: dir, HUBSPOT_BASE_URL: "http://127.0.0.1:9", SCHEDULER: "false" });
  const deps = createDeps(env, database, createLogger("silent"));
  await deps.services.settings.seedDefaults();
  const app = createApp(deps);
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let streaming = true;
  const stream = (async () => {
    for (let n = 1; streaming; n++) {
      const email = `stream${n}@bench.example`;
      const started = performance.now();
      const res = await app.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-ip": `10.8.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ ...SAMPLE_LEAD, email, formToken: createFormTokens(env.SECRET_KEY).issue(Date.now() - 10_000), website: "" }),
      });
      if (res.status === 200) acknowledged.push(email);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = acknowledged.length;
  const beforeEmails = acknowledged.slice(0, before);
  const file = path.join(dir, "during.bcai.gz");
  const [, ms] = await time(() => writeBackupFile(database, file));
  const during = acknowledged.length - before;
  streaming = false;
  await stream;
  await deps.close();
  const target = openPglite(null);
  await restoreBackup(target, file, { secrets: deps.secrets });
  const restored = new Set((await target.db.execute<{ email: string }>(sql`select email from contacts where email like 'stream%'`)).rows.map((r) => r.email));
  await target.close();
  const missing = beforeEmails.filter((e) => !restored.has(e)).length;
  const slowest = Math.max(...latencies);
  return { ms, before, during, missing, slowest };
}

/** A small gzip that inflates to 32 or 64 MB without a newline: refused at the line limit, in linear time. */
async function longLineRefusals(): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const mb of [32, 64]) {
    const file = path.join(dir, `long-line-${mb}.bcai.gz`);
    writeFileSync(file, gzipSync(Buffer.alloc(mb * 1024 * 1024, "a"), { level: 9 }));
    const [outcome, ms] = await time(() => verifyBackupFile(file).then(() => "accepted", (err: unknown) => (err as Error).message));
    rows.push([`refuse a ${formatBytes(statSync(file).size)} gzip of ${mb} MB without a newline`, `${seconds(ms)} (${outcome})`]);
  }
  return rows;
}

function print(rows: [string, string][]) {
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}

async function main() {
  if (args.includes("--long-lines-only")) return print(await longLineRefusals());
  ensureBuild();
  const secrets = (await import("#server/lib/crypto.ts")).createSecretBox("bench-secret-key-bench-secret-key-0123456789");
  const source = openPglite(null, { loadDataDir: new Blob([readFileSync(path.join(root, "build/pglite-template.tar.gz"))]) });
  await fill(source);
  console.log(`Embedded database with ${CONTACTS} contacts, ${EVENTS} analytics events, ${POSTS} posts.\n`);
  const file = path.join(dir, "bench.bcai.gz");
  const [, backupMs] = await time(() => writeBackupFile(source, file));
  const rows: [string, string][] = [["backup (embedded)", `${seconds(backupMs)}, ${formatBytes(statSync(file).size)}`]];

  const emptyEmbedded = openPglite(null);
  await emptyEmbedded.ping();
  const [, restoreMs] = await time(() => restoreBackup(emptyEmbedded, file, { secrets }));
  rows.push(["restore into an empty embedded database", seconds(restoreMs)]);
  await emptyEmbedded.close();

  const pgTarget = await emptyPostgres();
  if (pgTarget) {
    const [, pgRestoreMs] = await time(() => restoreBackup(pgTarget.database, file, { secrets }));
    rows.push(["restore into an empty PostgreSQL database", seconds(pgRestoreMs)]);
    const pgFile = path.join(dir, "from-postgres.bcai.gz");
    const [, pgBackupMs] = await time(() => writeBackupFile(pgTarget.database, pgFile));
    rows.push(["backup (PostgreSQL)", `${seconds(pgBackupMs)}, ${formatBytes(statSync(pgFile).size)}`]);
    await pgTarget.drop();
  }

  const stream = await backupDuringSubmissions(source);
  rows.push([
    "backup while submissions stream in",
    `${seconds(stream.ms)}; ${stream.before} acknowledged before it began, ${stream.missing} of them missing from its restore; ` +
      `${stream.during} acknowledged during it; slowest submission ${Math.round(stream.slowest)} ms`,
  ]);
  await source.close();
  rows.push(...(await longLineRefusals()));
  print(rows);
  console.log("\nGoals: backup <= 10 s, restore <= 30 s, nothing acknowledged before the backup missing.");
  if (stream.missing > 0) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
