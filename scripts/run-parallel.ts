// `node scripts/run-parallel.ts typecheck lint build`: runs those npm scripts side by side (npm test's checks: none
// needs another's output, and tsc and eslint use one core each while the build waits on its own workers), prints each
// line with its script's name, and fails when any of them fails, after all have ended.
import { spawn } from "node:child_process";
import { prefixLines } from "./prefixed-output.ts";

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise<{ name: string; code: number; seconds: number }>((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
        prefixLines(child.stdout, process.stdout, name);
        prefixLines(child.stderr, process.stderr, name);
        child.on("close", (code) => resolve({ name, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }));
      }),
  ),
);
for (const r of results) console.log(`${r.name}: ${r.code === 0 ? "passed" : `failed (exit ${r.code})`} in ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
