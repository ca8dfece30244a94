import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnv, type Env } from "../env.ts";
import { RestoreRefused } from "../backup/restore.ts";
import { hasEmbeddedDatabase, pgliteDataDir } from "./backup-cli-common.ts";

// A refused restore writes nothing: not the key file a new data directory would get, not an empty database. The
// key is chosen in memory and written only once the restore succeeded; folders the restore created are removed
// again when it fails after creating them.

/** The environment, with a new key kept in memory (and the file it belongs in) when there is none yet. */
export function restoreEnv(source: NodeJS.ProcessEnv = process.env): { env: Env; newKeyFile: string | null } {
  if (source.SECRET_KEY) return { env: loadEnv(source), newKeyFile: null };
  // Only to learn DATA_DIR (and to check the rest) without loadEnv writing a key file.
  const probe = loadEnv({ ...source, SECRET_KEY: "0".repeat(64) });
  const file = path.resolve(probe.DATA_DIR, "secret.key");
  if (existsSync(file) || (probe.DATABASE_URL && probe.NODE_ENV === "production")) return { env: loadEnv(source), newKeyFile: null };
  const key = randomBytes(32).toString("hex");
  return { env: { ...loadEnv({ ...source, SECRET_KEY: key }), secretKeyGenerated: true }, newKeyFile: file };
}

/**
 * Without --force, an embedded database that exists is refused before it is opened: opening PGlite alone rewrites
 * its catalog files, so the database's own "not empty" check would come after the folder had changed. (A PostgreSQL
 * target is asked read-only by that check, before anything is written.)
 */
export function refuseFilledTarget(env: Env, force: boolean | undefined): void {
  if (force || env.DATABASE_URL || !hasEmbeddedDatabase(env)) return;
  throw new RestoreRefused(
    `The embedded database in ${path.resolve(pgliteDataDir(env))} already has data: nothing was restored. ` +
      "Restore into an empty data directory (set DATA_DIR to a new folder), or add --force to replace everything in it.",
  );
}

/** Writes the key chosen by restoreEnv, the way loadEnv would have. */
export function writeNewKey(file: string, key: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, key + "\n", { mode: 0o600 });
}

/** The given folders that do not exist yet; `undo()` removes them again (after a failed restore). */
export function foldersToCreate(...dirs: string[]): { undo(): void } {
  const missing = dirs.map((d) => path.resolve(d)).filter((d) => !existsSync(d));
  return {
    undo() {
      for (const dir of missing) rmSync(dir, { recursive: true, force: true });
    },
  };
}
