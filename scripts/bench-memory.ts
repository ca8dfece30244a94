// Memory benchmark: `npm run bench:memory` [-- --root DIR] [--idle 10,30]. Starts the BUILT app as an operator does,
// `npm start` (its build step skipped: `--ignore-scripts`), first on an empty data directory and then again on the
// same data (a restart), on PGlite and — with DATABASE_URL — on a new database of that PostgreSQL server (dropped
// afterwards). After 10 s and 30 s of idling it prints the resident memory of the server's node process and of the
// whole process tree `npm start` leaves running (npm, sh, node), and where the server's memory goes: the JS heap
// (process.report), PGlite's WebAssembly memory and executable code (/proc/PID/smaps), file-backed pages (the node
// binary and libraries) and the rest (native allocations: libraries, allocator arenas, thread stacks).
// `--root /path/to/checkout` (with BUILD_DIR) measures another checkout, e.g. an older commit. Goals: idle RSS of
// the tree <= 400 MB on PGlite and <= 250 MB on PostgreSQL.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, repoRoot } from "#tests/support/app-process.ts";
import { createDatabase } from "./bench-servers.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const root = path.resolve(option("root") ?? repoRoot);
const idleAt = (option("idle") ?? "10,30").split(",").map(Number).filter((s) => s > 0).sort((a, b) => a - b);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "app-server/index.mjs"))) throw new Error(`No build in ${buildDir}: run npm run build first`);
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** kB figures of /proc/PID/status and smaps_rollup, in MB. */
function procFigures(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of ["status", "smaps_rollup"]) {
    for (const [, key, kb] of readFileSync(`/proc/${pid}/${file}`, "utf8").matchAll(/^(\w+):\s+(\d+) kB$/gm)) out[key!] = Number(kb) / 1024;
  }
  return out;
}

/** The process and all its descendants. */
function tree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) for (const [child, parent] of parents) if (parent === all[i]) all.push(child);
  return all;
}

/** PGlite's WebAssembly memory (the read-write part of a reservation with a guard region of gigabytes) and executable anonymous mappings (JIT and WebAssembly code), resident MB. */
function mappings(pid: number): { wasmMemory: number; wasmReserved: number; code: number } {
  const maps: { size: number; perms: string; anon: boolean; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) maps.push({ size: parseInt(head[2]!, 16) - parseInt(head[1]!, 16), perms: head[3]!, anon: head[4] === "0" && !head[5], rss: 0 });
    else if (line.startsWith("Rss:") && maps.length) maps.at(-1)!.rss = parseInt(line.slice(4)) / 1024;
  }
  let wasmMemory = 0;
  let wasmReserved = 0;
  let code = 0;
  maps.forEach((m, i) => {
    const guard = maps[i + 1];
    if (m.anon && m.perms === "rw-p" && guard?.perms === "---p" && m.size + guard.size >= 4 * 1024 * MB) {
      wasmMemory += m.rss;
      wasmReserved += m.size / MB;
    }
    if (m.anon && m.perms.includes("x")) code += m.rss;
  });
  return { wasmMemory, wasmReserved, code };
}

interface Running {
  npm: ReturnType<typeof spawn>;
  server: number;
  readyMs: number;
  reportFile: string;
}

async function start(env: Record<string, string>, reportDir: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const reportFile = path.join(reportDir, `report-${port}.json`);
  const npm = spawn("npm", ["start", "--ignore-scripts", "--silent"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
      PORT: String(port),
      // For the JS heap's figures (read on a signal; npm's own node process loads the option too, and is never signalled).
      NODE_OPTIONS: `--report-on-signal --report-signal=SIGUSR2 --report-directory=${reportDir} --report-filename=${path.basename(reportFile)}`,
    },
  });
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) break;
    await sleep(10);
  }
  const readyMs = performance.now() - started;
  const server = tree(npm.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/start.ts") && readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "sh");
  if (!server) throw new Error("no server process under npm start");
  return { npm, server, readyMs, reportFile };
}

async function jsHeap(run: Running): Promise<{ committed: number; used: number; peakRss: number; sharp: boolean }> {
  process.kill(run.server, "SIGUSR2");
  for (let i = 0; i < 200 && !existsSync(run.reportFile); i++) await sleep(25);
  await sleep(100);
  const report = JSON.parse(readFileSync(run.reportFile, "utf8")) as {
    javascriptHeap: { totalMemory: number; usedMemory: number };
    resourceUsage: { maxRss: number };
    sharedObjects: string[];
  };
  rmSync(run.reportFile);
  const heap = report.javascriptHeap;
  return { committed: heap.totalMemory / MB, used: heap.usedMemory / MB, peakRss: report.resourceUsage.maxRss / MB, sharp: report.sharedObjects.some((o) => o.includes("vips")) };
}

async function stop(run: Running) {
  const exited = new Promise((r) => run.npm.once("exit", r));
  process.kill(run.server, "SIGTERM");
  await Promise.race([exited, sleep(20_000)]);
  if (run.npm.exitCode === null) run.npm.kill("SIGKILL");
}

const f = (mb: number) => mb.toFixed(0).padStart(4);

async function measure(kind: string, env: Record<string, string>, reportDir: string) {
  for (const phase of ["first start", "restart"]) {
    const run = await start(env, reportDir);
    const readyAt = performance.now();
    const lines: string[] = [];
    for (const seconds of idleAt) {
      await sleep(Math.max(0, readyAt + seconds * 1000 - performance.now()));
      const node = procFigures(run.server);
      const pids = tree(run.npm.pid!).filter((pid) => existsSync(`/proc/${pid}`));
      const all = pids.map(procFigures);
      const sum = (key: string) => all.reduce((n, p) => n + (p[key] ?? 0), 0);
      lines.push(`  ${String(seconds).padStart(3)} s idle: node ${f(node.VmRSS!)} MB RSS (${f(node.Pss!)} PSS) · npm start tree (${pids.length} processes) ${f(sum("VmRSS"))} MB RSS (${f(sum("Pss"))} PSS)`);
    }
    const heap = await jsHeap(run);
    const node = procFigures(run.server);
    const maps = mappings(run.server);
    const rest = node.RssAnon! - heap.committed - maps.wasmMemory - maps.code;
    console.log(`${kind}, ${phase} (ready in ${Math.round(run.readyMs)} ms):`);
    for (const line of lines) console.log(line);
    console.log(
      `  where the server's ${f(node.VmRSS!)} MB go: JS heap ${f(heap.committed)} (${heap.used.toFixed(0)} used) · WebAssembly memory ${f(maps.wasmMemory)} (of ${maps.wasmReserved.toFixed(0)} MB) · ` +
        `JIT/WebAssembly code ${f(maps.code)} · file-backed ${f(node.RssFile!)} (node binary, libraries) · other native ${f(rest)} · peak during start ${f(heap.peakRss)} · libvips ${heap.sharp ? "loaded" : "not loaded"}`,
    );
    await stop(run);
  }
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-memory-"));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-memory-data-"));
const secret = randomBytes(32).toString("hex");
console.log(`bench:memory — ${root} (build ${buildDir}), idle ${idleAt.join(" and ")} s after /readyz\n`);
try {
  await measure("PGlite", { DATA_DIR: dataDir, BUILD_DIR: buildDir, SECRET_KEY: secret, DATABASE_URL: "" }, reportDir);
  if (process.env.DATABASE_URL) {
    const db = await createDatabase(process.env.DATABASE_URL);
    try {
      await measure("PostgreSQL", { DATA_DIR: mkdtempSync(path.join(dataDir, "postgres-")), BUILD_DIR: buildDir, SECRET_KEY: secret, DATABASE_URL: db.url }, reportDir);
    } finally {
      await db.drop();
    }
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
