import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { sql } from "drizzle-orm";
import { launchBrowser, newPage, signIn, settled, shot } from "./support/browser.ts";
import { openPglite } from "#server/db/client.ts";
import { restoreBackup } from "#server/backup/restore.ts";
import { createSecretBox } from "#server/lib/crypto.ts";

// Staff take a backup from Settings → Backups and download it; the downloaded file restores
// (checked with the real restore into an empty embedded database) and holds a contact added just before.

const E2E_SECRET_KEY = "e2e-secret-key-e2e-secret-key-0123456789"; // server-setup.ts
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-backups-"));
});
afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("Settings → Backups", () => {
  it("takes a backup now, lists it and downloads a file that restores with the latest contact", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    const email = `backup.lead.${Date.now()}@example.com`;
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem("auth_token"));
    const headers = { authorization: `Bearer ${token}` };
    const lead = await context.request.post("/api/admin/contacts", {
      headers,
      data: { firstName: "Bea", lastName: "Backup", email, phone: "(713) 555-0144", company: "Heights Realty", contactMethod: "email", automation: "Back up our leads every night" },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await page.goto("/admin/settings");
    await settled(page);
    await page.getByRole("tab", { name: "Backups" }).click();
    // The default schedule (BACKUP_SCHEDULE) in words, not as a cron pattern.
    await expect.poll(() => page.getByText(/A backup is taken every day at 2:30 AM \(UTC\)/).isVisible()).toBe(true);
    // The next run in Houston time, as every admin date: 8:30 PM CST or 9:30 PM CDT the evening before.
    expect(await page.getByText(/, next on [A-Z][a-z]{2} \d{1,2}, \d{4}, (8:30 PM CST|9:30 PM CDT);/).isVisible()).toBe(true);
    const list = page.getByRole("list", { name: "Stored backups" });
    const before = (await page.getByText("No backups yet.").isVisible()) ? 0 : await list.getByRole("listitem").count();

    await page.getByRole("button", { name: "Take a backup now" }).click();
    await expect.poll(() => page.getByText("Backup taken", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => list.getByRole("listitem").count()).toBe(before + 1);
    await shot(page, { path: "/tmp/e2e-backups-1280.png" });

    const [download] = await Promise.all([page.waitForEvent("download"), list.getByRole("button", { name: /^Download the backup of/ }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.gz$/);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);

    // The file a staff member downloaded restores into an empty database with the site's key.
    const target = openPglite(null);
    try {
      const report = await restoreBackup(target, file, { secrets: createSecretBox(E2E_SECRET_KEY) });
      expect(report.rows.find((t) => t.table === "contacts")?.rows ?? 0).toBeGreaterThan(0);
      const found = await target.db.execute<{ name: string }>(sql`select name from contacts where email = ${email}`);
      expect(found.rows.map((r) => r.name)).toEqual(["Bea Backup"]);
    } finally {
      await target.close();
    }

    // Taking and downloading are both in the audit log.
    const audit = await context.request.get("/api/admin/audit", { headers });
    const actions = ((await audit.json()) as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["backup.created", "backup.downloaded"]));
    await context.close();
  });
});
