import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BackupFileError } from "./backup-format.ts";
import { backupLines, LINE_TOO_LONG_MESSAGE, MAX_LINE_CHARS, verifyBackupFile } from "./backup-reader.ts";
import { tempFile } from "./backup-test-fixtures.ts";

// A small gzip can inflate to a huge line; reading it used to join and split the growing line again for every
// chunk (17 s to refuse 32 MB). Now each chunk is searched once and a line past the limit is refused at once.

const HEADER = JSON.stringify({ format: "bcai-backup", formatVersion: 2, appVersion: "1", createdAt: "2026-01-01", source: "pglite", migrations: ["0000"], tables: [] });

function gzipFile(...parts: string[]): string {
  const file = tempFile("lines.bcai.gz");
  writeFileSync(file, gzipSync(Buffer.from(parts.join(""))));
  return file;
}

describe("backup lines", () => {
  it("refuses a line longer than the limit, with or without a newline after it", async () => {
    expect(LINE_TOO_LONG_MESSAGE).toBe("The backup file is damaged: a line is longer than 16 MB.");
    for (const tail of ["", "\n@end 00\n"]) {
      const file = gzipFile(HEADER, "\n", "a".repeat(MAX_LINE_CHARS + 1), tail);
      const error = await verifyBackupFile(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackupFileError);
      expect((error as Error).message).toBe(LINE_TOO_LONG_MESSAGE);
    }
  });

  it("reads lines up to the limit whole, split across chunks, empty ones included", async () => {
    const long = "b".repeat(MAX_LINE_CHARS);
    const file = gzipFile(HEADER, "\n\n", long, "\nlast");
    const seen: string[] = [];
    for await (const line of backupLines(file)) seen.push(line.length > 20 ? `${line[0]}×${line.length}` : line);
    expect(seen).toEqual([`{×${HEADER.length}`, "", `b×${MAX_LINE_CHARS}`, "last"]);
  });
});
