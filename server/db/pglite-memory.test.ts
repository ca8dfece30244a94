import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, inject, it } from "vitest";
import { PGLITE_TEMPLATE } from "./client.ts";

// A process of its own, so that its peak resident memory is PGlite's alone. V8's optimizing tier, left on, recompiles
// Postgres's hot functions in the seconds after the start and takes the peak to ~1 GB (a data directory on disk: ~700 MB) (docs/decisions/034).
const SCRIPT = `
import { readFileSync } from "node:fs";
const { openPglite } = await import(${JSON.stringify(fileURLToPath(new URL("./client.ts", import.meta.url)))});
const database = openPglite(null, { loadDataDir: new Blob([readFileSync(process.env.TEMPLATE)]) });
for (let i = 0; i < 500; i++) await database.db.$client.query("select relname, count(*) from pg_class where relname like $1 group by relname", ["%" + (i % 10) + "%"]);
await new Promise((r) => setTimeout(r, 2000));
const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
await database.close();
console.log(JSON.stringify({ hwm }));
`;

// The test run's own template on PGlite; on PostgreSQL (TEST_DATABASE_URL) the one `npm run build` made, as npm test builds first.
const builtTemplate = path.resolve(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build", PGLITE_TEMPLATE);
const template = inject("pgliteTemplate") ?? (existsSync(builtTemplate) ? builtTemplate : undefined);

describe.skipIf(process.platform !== "linux" || !template)("PGlite's memory", () => {
  it("stays under 600 MB at its peak through a start and 500 queries", { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", SCRIPT], { env: { ...process.env, TEMPLATE: template }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(0);
    const { hwm } = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as { hwm: number };
    expect(hwm).toBeGreaterThan(50);
    // ~430 MB here with the baseline compiler alone (the template is unpacked into memory), ~1,000 MB without.
    expect(hwm).toBeLessThan(600);
  });
});
