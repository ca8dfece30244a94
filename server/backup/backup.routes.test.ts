import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog } from "../db/schema.ts";
import { backupFileName } from "./backup-store.ts";
import type { BackupsView } from "#common/backup/backup-types.ts";

const dir = mkdtempSync(path.join(tmpdir(), "bcai-backups-"));
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BACKUP_DIR: dir, BACKUP_KEEP_DAILY: "2", BACKUP_KEEP_WEEKLY: "1" });
});
afterAll(() => t.close());

describe("Settings → Backups API", () => {
  it("takes a backup now, lists it with its size and time, and downloads it (audited)", async () => {
    const owner = await t.login();
    const taken = await t.request("/api/admin/backups", { method: "POST", headers: owner });
    expect(taken.status).toBe(201);
    const { backup } = (await taken.json()) as { backup: { name: string; size: number } };
    const list = (await (await t.request("/api/admin/backups", { headers: owner })).json()) as BackupsView;
    expect(list.backups.map((b) => b.name)).toEqual([backup.name]);
    expect(list.backups[0]!.size).toBe(backup.size);
    expect(list.dir).toBe(dir);
    const file = await t.request(`/api/admin/backups/${backup.name}`, { headers: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${backup.name}"`);
    const text = gunzipSync(Buffer.from(await file.arrayBuffer())).toString("utf8");
    expect(text.split("\n")[0]).toContain('"format":"bcai-backup"');
    const actions = (await t.deps.db.select().from(auditLog)).map((a) => `${a.action} ${a.target}`);
    expect(actions).toEqual(expect.arrayContaining([`backup.created backup ${backup.name}`, `backup.downloaded backup ${backup.name}`]));
  });

  it("answers 404 for a name it did not write, and refuses editors and sales", async () => {
    const owner = await t.login();
    for (const name of ["nope.bcai.gz", "..%2F..%2Fetc%2Fpasswd", "bcai-backup-20260101-000000-000.bcai.gz"]) {
      expect((await t.request(`/api/admin/backups/${name}`, { headers: owner })).status, name).toBe(404);
    }
    for (const role of ["editor", "sales"] as const) {
      const headers = await t.loginAs(role);
      expect((await t.request("/api/admin/backups", { headers })).status).toBe(403);
      expect((await t.request("/api/admin/backups", { method: "POST", headers })).status).toBe(403);
    }
  });

  it("keeps the newest backup of each recent day and week, and deletes the rest", () => {
    const day = 24 * 3600_000;
    const monday = Date.UTC(2026, 10, 23, 12); // a Monday
    const made = [0, 0.1, 1, 2, 8].map((d) => {
      const at = new Date(monday - d * day);
      const name = backupFileName(at);
      writeFileSync(path.join(dir, name), "x");
      utimesSync(path.join(dir, name), at, at);
      return name;
    });
    const removed = t.deps.backups.prune();
    // Kept: the newest of today's backups (the API test's) and of the 23rd (2 days), the newest of this week;
    // the Sunday before is the newest of its week but only 1 week is kept.
    expect(removed.sort()).toEqual([made[0], made[1], made[2], made[3], made[4]].filter((n) => n !== made[0]).sort());
  });
});
