import { existsSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env.ts";
import { dataDirUser } from "../db/data-dir-lock.ts";
import { CliError } from "./admin-commands.ts";

/** PGlite cannot be opened by a second process: the running server's data is reached through the server instead. */
export function refuseWhileServerRuns(env: Env, what: "backup" | "restore") {
  if (env.DATABASE_URL) return;
  const pid = dataDirUser(env.DATA_DIR);
  if (pid === null) return;
  const dir = path.resolve(env.DATA_DIR);
  throw new CliError(
    what === "backup"
      ? `The embedded database in ${dir} is in use by a running server (process ${pid}). While it runs, take the backup from the admin portal ` +
          `(Settings → Backups → Take a backup now, then Download) or copy the newest file of the backups folder (${path.join(dir, "backups")} unless BACKUP_DIR says otherwise); ` +
          "or stop the server and run this command again."
      : `The embedded database in ${dir} is in use by a running server (process ${pid}): stop it before restoring.`,
  );
}

export const pgliteDataDir = (env: Env) => path.join(env.DATA_DIR, "pglite");
export const hasEmbeddedDatabase = (env: Env) => existsSync(path.join(pgliteDataDir(env), "PG_VERSION"));
