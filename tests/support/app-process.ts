// Starts the built app as a real process (as `npm start` does: the bundled server, with the start script's flags) on a free loopback port and waits until
// /readyz answers: shared by the end-to-end setup and the benchmark scripts, which differ only in environment.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The V8 flags `npm start` runs the server with (package.json): tests and benchmarks run what production runs. */
export function startNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "server/start.ts") throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return words.slice(1, -1);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

export interface AppProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Milliseconds from spawn until /readyz answered. */
  startMs: number;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Added to (and overriding) the production defaults below; DATA_DIR or DATABASE_URL say which database. */
  env: Record<string, string>;
  port?: number;
  name?: string;
  readyTimeoutMs?: number;
  /** How often /readyz is asked while starting (the start time's resolution). */
  pollMs?: number;
}

export async function startAppProcess(opts: StartOptions): Promise<AppProcess> {
  const port = opts.port ?? (await freePort());
  const name = opts.name ?? "server";
  const started = performance.now();
  const child = spawn(process.execPath, [...startNodeFlags(), "server/start.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "warn", ...opts.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited early:\n${output}`);
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 100));
  }
  return { child, base, port, startMs: performance.now() - started, output: () => output, exited };
}
