// A first start on an empty data directory unpacks the build's migrated database (scripts/pglite-template.ts) onto
// disk and opens it like any restart. Handing the tarball to PGlite (`loadDataDir`) instead unpacks it inside the
// WebAssembly file system first: ~100 MB of buffers that the allocator keeps as resident memory for the life of
// the process (idle memory; docs/decisions/034). The tarball is our own build's ustar archive of regular files and folders.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString("utf8");
}

/** The archive's entries, checked: relative paths inside the target, regular files and folders only. */
export function* tarEntries(archive: Buffer): Generator<{ name: string; type: "file" | "dir"; data: Buffer }> {
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return; // end of archive
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : "") + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const flag = String.fromCharCode(header[156] ?? 0);
    const relative = path.posix.normalize(name.replace(/^\/+/, "")).replace(/\/+$/, "");
    if (!Number.isFinite(size) || size < 0) throw new Error(`database template: bad size for ${name}`);
    if (relative === ".." || relative.startsWith("../") || path.isAbsolute(relative)) throw new Error(`database template: path outside the data directory: ${name}`);
    const dataStart = offset + BLOCK;
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (relative === "." || relative === "") continue;
    if (flag === "5") yield { name: relative, type: "dir", data: Buffer.alloc(0) };
    else if (flag === "0" || flag === "\0") yield { name: relative, type: "file", data: archive.subarray(dataStart, dataStart + size) };
    else throw new Error(`database template: unsupported entry type "${flag}" for ${name}`);
  }
}

/**
 * Unpacks the gzipped template into `dataDir` when that directory is missing or empty; returns false (doing
 * nothing) when it already holds something. Written beside the target and renamed into place, so an interrupted
 * unpack never leaves a half-made database behind.
 */
export function unpackTemplate(templateFile: string, dataDir: string): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const staging = `${dataDir}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    for (const entry of tarEntries(gunzipSync(readFileSync(templateFile)))) {
      const target = path.join(staging, entry.name);
      if (entry.type === "dir") mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        writeFileSync(target, entry.data, { mode: 0o600 });
      }
    }
    if (existsSync(dataDir)) rmdirSync(dataDir); // empty (checked above)
    renameSync(staging, dataDir);
    return true;
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}
