// Uploaded images travel in the backup file (docs/decisions/029): a restore brings them back into the new site's
// media storage with the posts that show them; a damaged image line is refused before anything is written.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createLocalMediaStorage } from "../media/media-storage.ts";
import { writeBackupFile } from "./backup-writer.ts";
import { restoreBackup } from "./restore.ts";
import { BackupFileError } from "./backup-format.ts";
import { emptyTarget, pagesOf, tempFile, type Target } from "./backup-test-fixtures.ts";
import type { UploadedImage } from "#common/media/media-schemas.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
let t: TestContext;
let image: UploadedImage;
let file: string;
const targets: Target[] = [];
const sourceMedia = () => path.join(t.env.DATA_DIR, "media");

beforeAll(async () => {
  await (await emptyTarget("pglite")).drop();
  t = await createTestContext({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "bcai-media-backup-")) });
  const form = new FormData();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0a5" } }).png().toBuffer();
  form.set("file", new File([new Uint8Array(png)], "yard.png", { type: "image/png" }));
  const res = await t.request("/api/admin/media", { method: "POST", body: form, headers: await t.login() });
  image = (await res.json()) as UploadedImage;
  await t.deps.services.blogAdmin.create({ title: "Yard", excerpt: "Green.", content: `![Yard](${image.url})`, category: "Strategy", coverImage: image.url, isPublished: true, publishedAt: new Date(Date.now() - 60_000).toISOString() });
  file = tempFile("media.bcai.gz");
  const header = await writeBackupFile(t.deps.database, file, { media: t.deps.services.media.storage });
  expect([header.mediaFiles, header.missingMedia]).toEqual([3, []]);
});
afterAll(async () => {
  for (const made of targets) await made.drop();
  await t.close();
});

describe(`images in backups (${kind})`, () => {
  it("restores the image files into an empty media folder, and the restored post shows them", async () => {
    const made = await emptyTarget(kind);
    targets.push(made);
    const folder = mkdtempSync(path.join(tmpdir(), "bcai-media-restored-"));
    const report = await restoreBackup(made.database, file, { secrets: t.deps.secrets, media: createLocalMediaStorage(folder) });
    expect(report.media).toEqual({ inFile: 3, written: 3 });
    expect(readdirSync(folder).sort()).toEqual(readdirSync(sourceMedia()).sort());
    for (const name of readdirSync(folder)) expect(readFileSync(path.join(folder, name)).equals(readFileSync(path.join(sourceMedia(), name)))).toBe(true);
    const [page] = await pagesOf(made.database, ["/blog/yard"]);
    expect(page).toContain(`srcset="${image.srcSet.split(", ")[0]!.split(" ")[0]}`);
  });

  it("refuses a file whose image does not match its checksum, writing nothing", async () => {
    const text = gunzipSync(readFileSync(file)).toString("utf8");
    const lines = text.trimEnd().split("\n");
    const at = lines.findIndex((l) => l.startsWith("@file "));
    const [mark, name, sha] = lines[at]!.split(" ");
    lines[at] = [mark, name, sha, Buffer.from("not the image").toString("base64")].join(" ");
    // A correct overall checksum, so the image's own is what catches it.
    const body = lines.slice(0, -1).map((l) => `${l}\n`).join("");
    const damaged = tempFile("damaged.bcai.gz");
    writeFileSync(damaged, gzipSync(`${body}@end ${createHash("sha256").update(body).digest("hex")}\n`));
    const made = await emptyTarget(kind);
    targets.push(made);
    await expect(restoreBackup(made.database, damaged, { secrets: t.deps.secrets })).rejects.toThrow(BackupFileError);
    await expect(restoreBackup(made.database, damaged, { secrets: t.deps.secrets })).rejects.toThrow(/image .* does not match its checksum/);
  });
});
