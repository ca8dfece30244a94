import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { MediaStorage } from "../media/media-storage.ts";
import { MEDIA_CONTENT_TYPE } from "../media/media-storage.ts";
import { isMediaFileName } from "#common/media/media-images.ts";
import { BackupFileError, FILE_MARK } from "./backup-format.ts";

// Uploaded images travel in the backup file (format 2, docs/decisions/029): after the last table, one line per
// stored file, `@file <name> <sha256> <base64>`, read through the media storage (DATA_DIR/media or the bucket), so a
// restore brings the pictures back with the posts that show them, into whichever storage the new site uses.

/** The stored file names of every uploaded image, as the backup's snapshot sees them. */
export async function mediaFileNames(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.execute<{ name: string }>(sql`select v->>'name' as name from media_images, jsonb_array_elements(variants) as v order by id`);
  return rows.rows.map((r) => r.name).filter(isMediaFileName);
}

/** Writes each file's line; a file the storage no longer has is left out (and counted). */
export async function writeMediaFiles(names: string[], storage: MediaStorage, write: (line: string) => Promise<void>): Promise<{ files: number; missing: string[] }> {
  const missing: string[] = [];
  let files = 0;
  for (const name of names) {
    const file = await storage.get(name);
    if (!file) {
      missing.push(name);
      continue;
    }
    await write(`${FILE_MARK}${name} ${createHash("sha256").update(file.body).digest("hex")} ${file.body.toString("base64")}`);
    files += 1;
  }
  return { files, missing };
}

/** One `@file` line, checked: a known name, its content matching its hash. */
export function parseMediaLine(line: string): { name: string; body: Buffer } {
  const [name, sha, data, extra] = line.slice(FILE_MARK.length).split(" ");
  if (!name || !isMediaFileName(name) || !sha || data === undefined || extra !== undefined) throw new BackupFileError("The backup file is damaged: an image line is not recognised.");
  const body = Buffer.from(data, "base64");
  if (createHash("sha256").update(body).digest("hex") !== sha) throw new BackupFileError(`The backup file is damaged: the image ${name} does not match its checksum.`);
  return { name, body };
}

/** Puts the backup's images into `storage` (those it already has are left alone); returns how many were written. */
export async function restoreMediaFiles(lines: AsyncIterable<string>, storage: MediaStorage): Promise<number> {
  let written = 0;
  for await (const line of lines) {
    if (!line.startsWith(FILE_MARK)) continue;
    const { name, body } = parseMediaLine(line);
    if (await storage.exists(name)) continue;
    await storage.put(name, body, MEDIA_CONTENT_TYPE);
    written += 1;
  }
  return written;
}
