import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

// PGlite is one process's database: a second process opening the same data directory (a backup or restore from
// the command line while `npm start` runs) would see a half-written state or damage it. The server marks the
// directory as in use; the backup and restore commands read the mark and say what to do instead.
const lockFile = (dataDir: string) => path.resolve(dataDir, "server.pid");

export function markDataDirInUse(dataDir: string): () => void {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  writeFileSync(lockFile(dataDir), `${process.pid}\n`);
  return () => {
    if (dataDirUser(dataDir) === process.pid) rmSync(lockFile(dataDir), { force: true });
  };
}

/** The process id of a running server using the data directory, or null (no mark, or its process has ended). */
export function dataDirUser(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
