import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { repoRoot } from "#tests/support/app-process.ts";
import { openPglite } from "../db/client.ts";
import { WEAK_PASSWORD_MESSAGE } from "../auth/password-strength.ts";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<string> {
  const { stdout } = await adminRun(...args);
  return stdout;
}

function adminRun(...args: string[]) {
  return run(process.execPath, ["server/cli/admin.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", BUILD_DIR: "/nonexistent", SECRET_KEY: "cli-test-secret-key-0123456789abcdefgh", LOG_LEVEL: "silent" },
    timeout: 120_000,
  });
}

async function mustChange(email: string): Promise<boolean> {
  const db = openPglite(path.join(dataDir, "pglite"));
  try {
    const rows = await db.db.execute<{ must_change_password: boolean }>(sql`select must_change_password from users where email = ${email}`);
    return rows.rows[0]!.must_change_password;
  } finally {
    await db.close();
  }
}

describe("npm run admin", () => {
  it("makes generated passwords single-use and chosen ones not; turns off 2FA", async () => {
    const created = await admin("create", "--email", "first@example.com", "--name", "First");
    expect(created).toMatch(/Created owner first@example.com/);
    expect(created).toMatch(/Password: \S{24}/);
    expect(await mustChange("first@example.com")).toBe(true);

    await admin("reset-password", "--email", "first@example.com", "--password", "chosen-by-the-operator-1");
    expect(await mustChange("first@example.com")).toBe(false);
    const reset = await admin("reset-password", "--email", "first@example.com");
    expect(reset).toMatch(/Password: \S{24}/);
    expect(await mustChange("first@example.com")).toBe(true);

    expect(await admin("disable-two-factor", "--email", "first@example.com")).toContain("Two-factor sign-in turned off for first@example.com");
  }, 180_000);

  it("refuses a common password with the app's message and a non-zero exit", async () => {
    for (const command of ["create", "reset-password"]) {
      const failed = (await adminRun(command, "--email", "first@example.com", "--password", "password1234").catch((e: unknown) => e)) as { code?: number; stderr?: string };
      expect(failed.code).toBe(1);
      expect(failed.stderr?.trim()).toBe(`--password: ${WEAK_PASSWORD_MESSAGE}.`);
    }
  }, 180_000);
});
