import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { BackupFileError, backupHeaderSchema, END_MARK, FILE_MARK, TABLE_MARK, type BackupHeader } from "./backup-format.ts";
import { parseMediaLine } from "./backup-media.ts";

/**
 * The longest line a backup holds: an image line carries a stored file of at most 10 MB as base64 (about 14 MB);
 * rows are far shorter. A longer line can only be damage, refused as soon as it is seen.
 */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;
export const LINE_TOO_LONG_MESSAGE = `The backup file is damaged: a line is longer than ${MAX_LINE_CHARS / 1024 / 1024} MB.`;

/**
 * The lines of a backup file, without their newline; a damaged gzip stream fails as a BackupFileError. Each chunk
 * is searched once and a line's pieces are joined once, so a long line costs its length, not its length squared.
 */
async function* lines(file: string): AsyncGenerator<string> {
  let pieces: string[] = [];
  let pending = 0;
  const keep = (piece: string) => {
    pending += piece.length;
    if (pending > MAX_LINE_CHARS) throw new BackupFileError(LINE_TOO_LONG_MESSAGE);
    pieces.push(piece);
  };
  const take = () => {
    const line = pieces.join("");
    pieces = [];
    pending = 0;
    return line;
  };
  const gunzip = createGunzip();
  createReadStream(file)
    .on("error", (err) => gunzip.destroy(err))
    .pipe(gunzip);
  try {
    for await (const chunk of gunzip.setEncoding("utf8")) {
      const text = chunk as string;
      let start = 0;
      for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
        keep(text.slice(start, end));
        yield take();
        start = end + 1;
      }
      if (start < text.length) keep(text.slice(start));
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`The backup file is damaged or truncated (${(err as Error).message}).`);
  }
  if (pending > 0) yield take();
}

function parseHeader(line: string | undefined): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(line ?? "");
  } catch {
    throw new BackupFileError("This is not a backup file of this app (no header).");
  }
  const parsed = backupHeaderSchema.safeParse(json);
  if (!parsed.success) throw new BackupFileError("This is not a backup file of this app (the header is not recognised).");
  return parsed.data;
}

export interface VerifiedBackup {
  header: BackupHeader;
  /** Per table, one stored secret (`enc:v1:…`): decrypting it tells whether this site's key is the backup's. */
  secretSamples: Map<string, string>;
  /** Keys of the settings holding a secret, to name what must be entered again under another key. */
  secretSettings: string[];
  /** Uploaded images in the file (format 2). */
  mediaFiles: number;
}

/**
 * Reads the whole file once without writing anything: the gzip stream, the header, every table and row count
 * as the header announces, and the sha256 over everything before the last line.
 */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  const hash = createHash("sha256");
  let header: BackupHeader | null = null;
  let endHash: string | null = null;
  let table: { name: string; rows: number } | null = null;
  let tableIndex = -1;
  const secretSamples = new Map<string, string>();
  const secretSettings: string[] = [];
  let mediaFiles = 0;
  const closeTable = () => {
    if (table && header && table.rows !== header.tables[tableIndex]?.rows) {
      throw new BackupFileError(`The backup file is damaged: table ${table.name} has ${table.rows} rows, its header says ${header.tables[tableIndex]?.rows}.`);
    }
    table = null;
  };
  for await (const line of lines(file)) {
    if (endHash !== null) throw new BackupFileError("The backup file is damaged: data after its end.");
    if (line.startsWith(END_MARK)) {
      endHash = line.slice(END_MARK.length);
      continue;
    }
    hash.update(line + "\n");
    if (!header) {
      header = parseHeader(line);
    } else if (line.startsWith(TABLE_MARK)) {
      closeTable();
      tableIndex += 1;
      const name = line.slice(TABLE_MARK.length);
      if (header.tables[tableIndex]?.name !== name) throw new BackupFileError(`The backup file is damaged: unexpected table ${name}.`);
      table = { name, rows: 0 };
    } else if (line.startsWith(FILE_MARK)) {
      // Images follow the last table.
      closeTable();
      if (tableIndex !== header.tables.length - 1) throw new BackupFileError("The backup file is damaged: an image before the end of the tables.");
      parseMediaLine(line);
      mediaFiles += 1;
    } else if (table && line.startsWith("{")) {
      table.rows += 1;
      noteSecret(table.name, line, secretSamples, secretSettings);
    } else {
      throw new BackupFileError("The backup file is damaged: a line is not a row.");
    }
  }
  if (!header) throw new BackupFileError("The backup file is empty.");
  closeTable();
  if (endHash === null || tableIndex !== header.tables.length - 1) throw new BackupFileError("The backup file is truncated (its end is missing).");
  if (endHash !== hash.digest("hex")) throw new BackupFileError("The backup file is damaged (its checksum does not match).");
  return { header, secretSamples, secretSettings, mediaFiles };
}

const SECRET = /"(enc:v1:[A-Za-z0-9_-]+)"/;

function noteSecret(table: string, line: string, samples: Map<string, string>, settingKeys: string[]) {
  const found = SECRET.exec(line);
  if (!found) return;
  if (!samples.has(table)) samples.set(table, found[1]!);
  if (table === "settings") {
    const row = JSON.parse(line) as { category?: string; key?: string };
    settingKeys.push(`${row.category}.${row.key}`);
  }
}

/** Every line after the header (the images' lines are read from it). */
export async function* backupLines(file: string): AsyncGenerator<string> {
  yield* lines(file);
}

/** The rows of a verified file, table by table, in batches of raw JSON lines. */
export async function* backupRowBatches(file: string, batchRows: number): AsyncGenerator<{ table: string; rows: string[] }> {
  let table: string | null = null;
  let rows: string[] = [];
  let first = true;
  for await (const line of lines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (line.startsWith(TABLE_MARK) || line.startsWith(END_MARK) || line.startsWith(FILE_MARK)) {
      if (table && rows.length) yield { table, rows };
      rows = [];
      table = line.startsWith(TABLE_MARK) ? line.slice(TABLE_MARK.length) : null;
    } else if (table) {
      rows.push(line);
      if (rows.length >= batchRows) {
        yield { table, rows };
        rows = [];
      }
    }
  }
}
