import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repoRoot } from "#tests/support/app-process.ts";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { writeBackupFile } from "../backup/backup-writer.ts";
import { openPglite } from "../db/client.ts";

// A refused restore (a damaged file, or secrets this site's key cannot read) leaves the target folder exactly as
// it was: no new database, no new secret.key.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), "bcai-restore-cli-"));
let t: TestContext;
let good: string;
let damaged: string;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
  good = path.join(scratch, "site.bcai.gz");
  await writeBackupFile(t.deps.database, good);
  damaged = path.join(scratch, "damaged.bcai.gz");
  const bytes = readFileSync(good);
  writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function restore(dataDir: string, args: string[], key?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "silent" };
  delete env.SECRET_KEY;
  if (key) env.SECRET_KEY = key;
  return run(process.execPath, ["server/cli/restore.ts", ...args], { cwd: repoRoot, env, timeout: 200_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

/** Every path under `dir` with its size and content hash ("" when `dir` does not exist). */
function tree(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries.sort().map((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return stat.isDirectory() ? `${name}/` : `${name} ${stat.size} ${createHash("sha256").update(readFileSync(full)).digest("hex")}`;
  });
}

describe("npm run restore, refused", () => {
  it("leaves a new data directory uncreated: no database, no secret.key", async () => {
    const dataDir = path.join(scratch, "new-site");
    const broken = await restore(dataDir, [damaged]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/The backup file is (damaged|truncated)/);
    expect(tree(dataDir)).toEqual([]);
    // No key given and no secret.key: the key chosen for the new folder cannot read the backup's secrets.
    const foreign = await restore(dataDir, [good]);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain("encrypted with another key");
    expect(foreign.stderr).toContain(`copy the original site's secret.key to ${path.join(dataDir, "secret.key")}`);
    expect(tree(dataDir)).toEqual([]);

    const emptyDir = mkdtempSync(path.join(scratch, "empty-"));
    await restore(emptyDir, [damaged]);
    await restore(emptyDir, [good], "another-site-key-0123456789abcdefghijklmnop");
    expect(tree(emptyDir)).toEqual([]);
  });

  it("leaves an existing site's folder as it was, byte for byte", async () => {
    const dataDir = mkdtempSync(path.join(scratch, "existing-"));
    writeFileSync(path.join(dataDir, "secret.key"), "another-site-key-0123456789abcdefghijklmnop\n");
    const existing = openPglite(path.join(dataDir, "pglite"));
    await existing.migrate();
    await existing.close();
    const before = tree(dataDir);
    expect(before.some((line) => line.startsWith("pglite/PG_VERSION"))).toBe(true);
    for (const file of [damaged, good]) {
      const refused = await restore(dataDir, [file, "--force"]);
      expect(refused.code).toBe(1);
    }
    expect(tree(dataDir)).toEqual(before);
  });

  it("refuses a readable backup without --force into a folder whose database has data, and writes nothing", async () => {
    const dataDir = mkdtempSync(path.join(scratch, "in-use-"));
    writeFileSync(path.join(dataDir, "secret.key"), "another-site-key-0123456789abcdefghijklmnop\n");
    const existing = openPglite(path.join(dataDir, "pglite"));
    await existing.migrate();
    await existing.close();
    const before = tree(dataDir);
    // The file itself is fine (its secrets are waved through): only the data already in the target stops it.
    const refused = await restore(dataDir, [good, "--ignore-secret-key"]);
    expect(refused.code).toBe(1);
    expect(tree(dataDir)).toEqual(before);
    expect(refused.stderr).toContain(`The embedded database in ${path.join(dataDir, "pglite")} already has data`);
    expect(refused.stderr).toContain("--force");
    expect(refused.stdout).not.toContain("Restored the backup of");
  });

  it("writes the new folder's key only once a restore went through", async () => {
    const dataDir = path.join(scratch, "restored-site");
    copyFileSync(good, path.join(scratch, "copy.bcai.gz"));
    const done = await restore(dataDir, [path.join(scratch, "copy.bcai.gz"), "--ignore-secret-key"]);
    expect(done.stderr).toBe("");
    expect(done.stdout).toContain("Restored the backup of");
    expect(readFileSync(path.join(dataDir, "secret.key"), "utf8")).toMatch(/^[0-9a-f]{64}\n$/);
    expect(tree(dataDir).some((line) => line.startsWith("pglite/PG_VERSION"))).toBe(true);
  });
});
