// Runs the end-to-end groups of vitest.e2e.config.ts side by side, one vitest process (and so one app server
// with its own database) per group, and fails if any group fails. Vitest runs a config's projects one after
// another, so the groups are separate processes; their output is prefixed with the group's name.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_GROUPS } from "../vitest.e2e.config.ts";

const extra = process.argv.slice(2);
const reports = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-report-"));

function runGroup(name: string): Promise<{ name: string; code: number; passed: number; failed: number }> {
  const report = path.join(reports, `${name}.json`);
  const args = ["vitest", "run", "-c", "vitest.e2e.config.ts", "--project", name, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra];
  const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      let passed = 0;
      let failed = 0;
      try {
        const json = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number };
        passed = json.numPassedTests;
        failed = json.numFailedTests;
      } catch {
        // No report: the group failed before running (its output says why); the exit code decides.
      }
      resolve({ name, code: code ?? 1, passed, failed });
    });
  });
}

const results = await Promise.all(E2E_GROUPS.map((g) => runGroup(g)));
for (const r of results) console.log(`e2e ${r.name}: ${r.passed} passed, ${r.failed} failed${r.code ? ` (exit ${r.code})` : ""}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
