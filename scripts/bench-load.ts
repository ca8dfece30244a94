// Load benchmark: `npm run bench:load` [-- --duration 30] [--saturation 10] [--soak 60] [--connections 50]
// [--only /,/blog] [--identity]. Starts the BUILT app (builds it when missing) on a fresh database — embedded PGlite,
// or a new database on the PostgreSQL server of DATABASE_URL (dropped afterwards) — on loopback, drives each target
// at 1,000 req/s offered (evenly spaced arrivals, latency from each request's due time: constant-rate.ts), then
// unthrottled with autocannon (saturation), soaks a mixed load, and prints one table:
// req/s, p50/p99 and errors per target, and the server's RSS idle / after the load / after the soak.
// Every run stops by itself. The machine running it is also the load generator: figures are for comparison.
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startAppProcess } from "#tests/support/app-process.ts";
import { constantRate } from "./constant-rate.ts";
import { createDatabase } from "./bench-servers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Math.max(0, Number(args[i + 1]) || 0) : fallback;
};
const DURATION = flag("duration", 30);
const SATURATION = flag("saturation", 10);
const SOAK = flag("soak", 60);
const CONNECTIONS = Math.max(1, flag("connections", 50));
const RATE = 1_000;
// Browsers (and CDNs) ask for compressed pages; `--identity` measures uncompressed answers instead.
const ACCEPT_ENCODING = args.includes("--identity") ? null : "br, gzip";
const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] ?? "").split(",") : null;
const buildDir = process.env.BUILD_DIR ?? "build";
const databaseUrl = process.env.DATABASE_URL || "";

interface Target {
  name: string;
  path: string;
  /** The status every answer should have; anything else counts as an error. */
  status: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /**
   * Each request from its own visitor: its own address (the contact form's per-address limit would answer 429
   * otherwise) and, for a body with an e-mail, its own e-mail (one person's repeats are one lead, updated in turn).
   */
  ownAddress?: boolean;
  /** The rate its goal names, when not the pages' 1,000/s (the contact form: ≥ 300 req/s with p99 ≤ 100 ms). */
  rate?: number;
}

// As the site's form sends it: with the visit that brought the lead (stored with it), from a browser (counted as a
// conversion in the analytics).
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CONTACT = JSON.stringify({
  firstTouch: { landingPage: "/solutions", referrer: "https://www.google.com/" },
  firstName: "Load",
  lastName: "Test",
  email: "load.test@example.com",
  phone: "7135550123",
  company: "Bench Realty",
  automation: "Benchmark submission: follow up on new leads automatically.",
  contactMethod: "email",
});

function targets(slug: string): Target[] {
  const all: Target[] = [
    { name: "/", path: "/", status: 200 },
    { name: "/solutions", path: "/solutions", status: 200 },
    { name: "/blog", path: "/blog", status: 200 },
    { name: "/blog?category=…&q=…", path: "/blog?category=Strategy&q=ai", status: 200 },
    { name: "/blog/{slug}", path: `/blog/${slug}`, status: 200 },
    { name: "/contact", path: "/contact", status: 200 },
    { name: "/privacy", path: "/privacy", status: 200 },
    { name: "404 page", path: "/no-such-page", status: 404 },
    // The language versions (docs/decisions/048): cached like the English pages, held to the same figures.
    ...["/es/", "/es/solutions", "/es/blog", "/es/contact", "/es/privacy", "/vi/", "/vi/contact", "/zh/", "/zh/contact"].map((path) => ({ name: path, path, status: 200 })),
    { name: "/blog/rss.xml", path: "/blog/rss.xml", status: 200 },
    { name: "/sitemap.xml", path: "/sitemap.xml", status: 200 },
    { name: "/api/blog", path: "/api/blog", status: 200 },
    { name: "POST /api/contact", path: "/api/contact", status: 200, method: "POST", body: CONTACT, headers: { "content-type": "application/json" }, ownAddress: true, rate: 300 },
  ];
  return only ? all.filter((t) => only.includes(t.name) || only.includes(t.path)) : all;
}


function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS once it has stopped moving (start-up work such as the chat engine's training runs after listen). */
async function settledRss(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let stable = 0, i = 0; stable < 3 && i < 60; i++) {
    await sleep(1_000);
    const now = rssMb(pid);
    stable = Math.abs(now - last) < 2 ? stable + 1 : 0;
    last = now;
  }
  return last;
}

function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  return databaseUrl ? createDatabase(databaseUrl) : Promise.resolve(null);
}

function startServer(dataDir: string, dbUrl: string) {
  return startAppProcess({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      BUILD_DIR: buildDir,
      // The contact form's per-address limit is kept: each benchmark request says it comes from its own address.
      TRUST_PROXY: "true",
      SECRET_KEY: randomBytes(32).toString("hex"),
    },
  });
}

interface Row {
  name: string;
  phase: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

let addressCounter = 0;
/** Each benchmark request of an `ownAddress` target says it comes from its own visitor (address, e-mail). */
function ownVisitor(r: { headers?: Record<string, string>; body?: string }) {
  addressCounter++;
  return {
    ...r,
    headers: { ...r.headers, "x-forwarded-for": `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}` },
    body: r.body?.replace("load.test@example.com", `load.test+${addressCounter}@example.com`),
  };
}

/**
 * `rate`: that many requests a second, evenly spaced, latency from when each was due (constant-rate.ts);
 * null: as fast as the server answers on CONNECTIONS connections (autocannon).
 */
async function drive(base: string, target: Target, seconds: number, rate: number | null): Promise<Omit<Row, "name" | "phase">> {
  const request = {
    method: target.method ?? "GET",
    path: target.path,
    headers: { "user-agent": BROWSER, ...target.headers, ...(ACCEPT_ENCODING && !target.method && { "accept-encoding": ACCEPT_ENCODING }) },
    body: target.body,
  };
  if (rate) {
    return constantRate({
      base,
      rate,
      seconds,
      connections: CONNECTIONS,
      status: target.status,
      request: () => (target.ownAddress ? { ...request, ...ownVisitor(request) } : request),
    });
  }
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [{ ...request, ...(target.ownAddress && { setupRequest: ownVisitor }) }],
  });
  const total = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
  const expected = result.statusCodeStats[String(target.status)]?.count ?? 0;
  return {
    rps: total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (total - expected),
  };
}

async function main() {
  if (!existsSync(path.join(root, buildDir, "server/index.js"))) {
    console.log("No build: running npm run build …");
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-load-"));
  const db = await freshDatabase();
  let child: ChildProcess | null = null;
  try {
    const server = await startServer(dataDir, db?.url ?? "");
    child = server.child;
    const pid = child.pid ?? 0;
    console.log(`Server ready in ${Math.round(server.startMs)} ms (${db ? "PostgreSQL" : "PGlite"}); waiting for its memory to settle …`);
    const idle = await settledRss(pid);
    const posts = (await (await fetch(`${server.base}/api/blog`)).json()) as { slug: string }[];
    const list = targets(posts[0]?.slug ?? "no-post");
    const rows: Row[] = [];
    for (const target of list) {
      // Unmeasured: the first renders and the JIT's first compilations of this path.
      await drive(server.base, target, 2, null);
      for (const [phase, rate, seconds] of [
        [`${target.rate ?? RATE}/s offered`, target.rate ?? RATE, DURATION],
        ["saturation", null, SATURATION],
      ] as const) {
        if (seconds === 0) continue;
        process.stdout.write(`  ${target.name} · ${phase} (${seconds} s) …\n`);
        rows.push({ name: target.name, phase, ...(await drive(server.base, target, seconds, rate)) });
      }
    }
    const afterLoad = rssMb(pid);
    let afterSoak: number | null = null;
    const soakSamples: string[] = [];
    if (SOAK > 0) {
      const pages = list.filter((t) => !t.method);
      process.stdout.write(`  soak: ${pages.length} targets side by side, ${RATE}/s in all, ${SOAK} s …\n`);
      // The RSS every tenth of the soak (a minute at most): growth shows as a rising line, not only in the last figure.
      const every = Math.min(60, Math.max(1, Math.round(SOAK / 10))) * 1_000;
      const started = Date.now();
      const sampler = setInterval(() => soakSamples.push(`${Math.round((Date.now() - started) / 1_000)} s: ${rssMb(pid).toFixed(0)}`), every);
      await Promise.all(pages.map((t) => drive(server.base, t, SOAK, Math.max(1, Math.round(RATE / pages.length)))));
      clearInterval(sampler);
      afterSoak = rssMb(pid);
    }
    print(rows, { idle, afterLoad, afterSoak, startMs: server.startMs, kind: db ? "PostgreSQL" : "PGlite" });
    if (soakSamples.length) console.log(`RSS during the soak (MB): ${soakSamples.join(" · ")}\n`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop().catch((err: unknown) => console.error("could not drop the benchmark database:", err));
  }
}

function print(rows: Row[], mem: { idle: number; afterLoad: number; afterSoak: number | null; startMs: number; kind: string }) {
  const header = ["target", "load", "req/s", "p50 ms", "p99 ms", "errors"];
  const body = rows.map((r) => [r.name, r.phase, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const encoding = ACCEPT_ENCODING ? `Accept-Encoding: ${ACCEPT_ENCODING}` : "uncompressed";
  console.log(`\nbench:load — ${mem.kind}, ${CONNECTIONS} connections, ${DURATION} s at ${RATE}/s offered, evenly spaced (the contact form at 300/s, its goal), ${SATURATION} s unthrottled, ${encoding}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const b of body) console.log(line(b));
  const soak = mem.afterSoak === null ? "not run (--soak 0)" : `${mem.afterSoak.toFixed(0)} MB after ${SOAK} s`;
  console.log(`\nRSS: idle ${mem.idle.toFixed(0)} MB · after the load ${mem.afterLoad.toFixed(0)} MB · soak ${soak} · start ${Math.round(mem.startMs)} ms\n`);
}

await main();
