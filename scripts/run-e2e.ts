// Runs the end-to-end groups of vitest.e2e.config.ts side by side, one vitest process (and so one app server
// with its own database) per group, and fails if any group fails. Vitest runs a config's projects one after
// another, so the groups are separate processes; their output is prefixed with the group's name.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_GROUPS } from "../vitest.e2e.config.ts";
import { prefixLines } from "./prefixed-output.ts";

const extra = process.argv.slice(2);
const reports = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-report-"));

function runGroup(name: string): Promise<{ name: string; code: number; passed: number; failed: number }> {
  const report = path.join(reports, `${name}.json`);
  const args = ["vitest", "run", "-c", "vitest.e2e.config.ts", "--project", name, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra];
  const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  prefixLines(child.stdout, process.stdout, name);
  prefixLines(child.stderr, process.stderr, name);
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
// Each group's slowest files: what to move when the groups drift apart (vitest.e2e.config.ts balances them).
for (const name of E2E_GROUPS) {
  try {
    const json = JSON.parse(readFileSync(path.join(reports, `${name}.json`), "utf8")) as { testResults: { name: string; startTime: number; endTime: number }[] };
    const files = json.testResults.map((t) => ({ file: path.basename(t.name), s: Math.round((t.endTime - t.startTime) / 1000) })).sort((a, b) => b.s - a.s);
    console.log(`e2e ${name} files: ${files.reduce((n, f) => n + f.s, 0)} s in all; slowest ${files.slice(0, 6).map((f) => `${f.file} ${f.s} s`).join(", ")}`);
  } catch {
    // No report: the group's own output says why.
  }
}
for (const r of results) console.log(`e2e ${r.name}: ${r.passed} passed, ${r.failed} failed${r.code ? ` (exit ${r.code})` : ""}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
