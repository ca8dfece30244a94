// Start-up benchmark (docs/decisions/034): `npm run bench:start` [-- --runs 5]. Starts the BUILT app (`npm run build`
// first) as `npm start` runs it and times each start until /readyz answers: the first start on an empty data
// directory (the migrated template is unpacked, sample content seeded), then restarts on the same data (SIGTERM, wait
// for the exit, start again). With DATABASE_URL: a new database on that server instead of the embedded one (dropped
// afterwards). Goals: first start <= 5 s, restart <= 1.5 s.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startAppProcess } from "#tests/support/app-process.ts";
import { createDatabase } from "./bench-servers.ts";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 5;
const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(path.join(repoRoot, buildDir, "app-server/index.mjs"))) throw new Error("No build: run npm run build first");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-start-"));
const db = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
const env = { DATA_DIR: dataDir, DATABASE_URL: db?.url ?? "", BUILD_DIR: buildDir, SECRET_KEY: randomBytes(32).toString("hex"), SHUTDOWN_DRAIN_MS: "0" };

async function startOnce(): Promise<number> {
  const server = await startAppProcess({ env, pollMs: 10 });
  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) throw new Error(`exit ${code}:\n${server.output().slice(-2000)}`);
  return server.startMs;
}

try {
  const first = await startOnce();
  const restarts: number[] = [];
  for (let i = 0; i < RUNS; i++) restarts.push(await startOnce());
  restarts.sort((a, b) => a - b);
  const kind = db ? "PostgreSQL" : "PGlite";
  console.log(`${kind}: first start ${Math.round(first)} ms (goal <= 5000)`);
  console.log(`${kind}: restart median ${Math.round(restarts[Math.floor(restarts.length / 2)]!)} ms, fastest ${Math.round(restarts[0]!)}, slowest ${Math.round(restarts.at(-1)!)} over ${RUNS} (goal <= 1500)`);
} finally {
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
