// Right-after-start benchmark: `npm run bench:first-seconds` [-- --runs 5] [--seconds 5] [--path /] [--root DIR].
// Starts the BUILT app as `npm start` runs it and, the moment /readyz first answers 200, drives one page (default /)
// at 1,000 req/s offered, evenly spaced, latency from each request's due time (constant-rate.ts), for a few seconds:
// what a balancer's first visitors after a deploy or a restart see. The first start on an empty data directory, then
// `--runs` restarts on the same data; with DATABASE_URL a new database on that PostgreSQL server (dropped afterwards).
// Prints each run and the medians. Goal: p99 <= 50 ms, as every page has once warm (`npm run bench:load`).
// `--root /path/to/checkout` (with BUILD_DIR) measures another checkout, e.g. an older commit.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, repoRoot } from "#tests/support/app-process.ts";
import { constantRate, type ConstantRateResult } from "./constant-rate.ts";
import { createDatabase } from "./bench-servers.ts";
import { median } from "./stats.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const RUNS = Number(option("runs")) || 5;
const SECONDS = Number(option("seconds")) || 5;
const PAGE = option("path") ?? "/";
const RATE = 1_000;
const root = path.resolve(option("root") ?? repoRoot);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "app-server/index.mjs"))) throw new Error(`No build in ${buildDir}: run npm run build first`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The start script's command line (package.json of that checkout): node, its flags, server/start.ts. */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  if (words[0] !== "node") throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return words.slice(1);
}

async function once(env: Record<string, string>): Promise<ConstantRateResult & { readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, startCommand(), {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", REDIS_URL: "", LOG_LEVEL: "warn", SHUTDOWN_DRAIN_MS: "0", ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      await sleep(10);
    }
    const readyMs = performance.now() - started;
    const headers = { "user-agent": "Mozilla/5.0 (bench:first-seconds)", accept: "text/html", "accept-encoding": "br, gzip" };
    const result = await constantRate({ base, rate: RATE, seconds: SECONDS, connections: 50, status: 200, request: () => ({ method: "GET", path: PAGE, headers }) });
    return { ...result, readyMs };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-first-seconds-"));
const db = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
const env = { DATA_DIR: dataDir, DATABASE_URL: db?.url ?? "", BUILD_DIR: buildDir, SECRET_KEY: randomBytes(32).toString("hex") };
const line = (label: string, r: ConstantRateResult & { readyMs: number }) =>
  `${label.padEnd(12)} ready ${String(Math.round(r.readyMs)).padStart(5)} ms · ${PAGE} p50 ${r.p50.toFixed(1).padStart(6)} ms · p99 ${r.p99.toFixed(1).padStart(6)} ms · ${r.rps.toFixed(0)} req/s · errors ${r.errors}`;
try {
  console.log(`bench:first-seconds — ${db ? "PostgreSQL" : "PGlite"}, ${root}: ${PAGE} at ${RATE}/s for ${SECONDS} s from the moment /readyz says ready\n`);
  console.log(line("first start", await once(env)));
  const restarts: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    restarts.push(await once(env));
    console.log(line(`restart ${i + 1}`, restarts.at(-1)!));
  }
  const pick = (key: "readyMs" | "p50" | "p99") => median(restarts.map((r) => r[key]));
  console.log(`\nrestarts, median of ${RUNS}: ready ${Math.round(pick("readyMs"))} ms · p50 ${pick("p50").toFixed(1)} ms · p99 ${pick("p99").toFixed(1)} ms (goal <= 50)`);
} finally {
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
