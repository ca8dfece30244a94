import path from "node:path";
import { parseArgs } from "node:util";
import { openPglite, openPostgres } from "../db/client.ts";
import { createSecretBox } from "../lib/crypto.ts";
import { checkBackup, restoreBackup, RestoreRefused, type RestoreReport } from "../backup/restore.ts";
import { pgliteDataDir, refuseWhileServerRuns } from "./backup-cli-common.ts";
import { mediaStorageFromEnv } from "../media/media.service.ts";
import { foldersToCreate, refuseFilledTarget, restoreEnv, writeNewKey } from "./restore-target.ts";

const USAGE = `Restore a backup (npm run backup, or Settings → Backups) into an empty database.

  npm run restore -- FILE [--force] [--ignore-secret-key]

The target is the embedded database in DATA_DIR, or DATABASE_URL's database when it is set: the same file moves a
site from the embedded database to PostgreSQL and back. The file (and that this site's key reads its secrets) is
checked before anything is written: a refused restore leaves DATA_DIR as it was.
  --force              replace everything in a target that is not empty
  --ignore-secret-key  restore although this site's SECRET_KEY (or DATA_DIR/secret.key) is not the backup's;
                       the stored secrets it lists must then be entered again`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, "ignore-secret-key": { type: "boolean" }, help: { type: "boolean" } },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const { env, newKeyFile } = restoreEnv();
  refuseWhileServerRuns(env, "restore");
  const secrets = createSecretBox(env.SECRET_KEY);
  const ignoreSecretKey = values["ignore-secret-key"];
  try {
    const checked = await checkBackup(path.resolve(file), { secrets, ignoreSecretKey });
    refuseFilledTarget(env, values.force);
    const created = foldersToCreate(env.DATA_DIR, pgliteDataDir(env));
    const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : openPglite(pgliteDataDir(env));
    const target = env.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${path.resolve(pgliteDataDir(env))}`;
    const started = performance.now();
    try {
      const report = await restoreBackup(database, path.resolve(file), { secrets, force: values.force, ignoreSecretKey, media: mediaStorageFromEnv(env), checked });
      await database.close();
      if (newKeyFile) writeNewKey(newKeyFile, env.SECRET_KEY);
      console.log(describe(report, target, Math.round(performance.now() - started)));
    } catch (err) {
      await database.close().catch(() => undefined);
      created.undo();
      throw err;
    }
  } catch (err) {
    if (err instanceof RestoreRefused && newKeyFile && err.message.includes("another key")) {
      throw new Error(`${err.message}\nThis data directory has no secret.key yet: copy the original site's secret.key to ${newKeyFile} (or set SECRET_KEY), then restore again.`, { cause: err });
    }
    throw err;
  }
}

function describe(report: RestoreReport, target: string, ms: number): string {
  const { header } = report;
  const width = Math.max(...report.rows.map((r) => r.table.length));
  const lines = [
    `Restored the backup of ${header.createdAt} (version ${header.appVersion}, from ${header.source === "pglite" ? "an embedded database" : "PostgreSQL"}) into ${target} in ${ms} ms:`,
    ...report.rows.map((r) => `  ${r.table.padEnd(width)}  ${r.rows}`),
  ];
  if (report.media.inFile) lines.push(`Images: ${report.media.inFile} files in the backup, ${report.media.written} written to the media storage (the others were there).`);
  if (report.migratedAfter.length) lines.push(`Then ran the newer migrations: ${report.migratedAfter.join(", ")}.`);
  if (report.unreadableSecrets.length) lines.push(`Enter again (encrypted with another key): ${report.unreadableSecrets.join("; ")}.`);
  lines.push("Sign-in sessions are not in a backup: staff sign in again.");
  return lines.join("\n");
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
