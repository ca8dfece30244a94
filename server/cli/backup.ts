import path from "node:path";
import { statSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadEnv } from "../env.ts";
import { openPglite, openPostgres } from "../db/client.ts";
import { writeBackupFile } from "../backup/backup-writer.ts";
import { mediaStorageFromEnv } from "../media/media.service.ts";
import { formatBytes } from "#common/lib/format-bytes.ts";
import { CliError } from "./admin-commands.ts";
import { hasEmbeddedDatabase, pgliteDataDir, refuseWhileServerRuns } from "./backup-cli-common.ts";

const USAGE = `Take a backup of the site's database (the embedded one in DATA_DIR, or DATABASE_URL's).

  npm run backup -- --out FILE

The file holds every lead, post, setting and staff account (not sign-in sessions), and the uploaded images. Stored secrets stay encrypted:
keep SECRET_KEY (or DATA_DIR/secret.key) safe separately, a restore needs it. Restore with npm run restore -- FILE.`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean" } } });
  if (values.help || !values.out) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const env = loadEnv();
  refuseWhileServerRuns(env, "backup");
  if (!env.DATABASE_URL && !hasEmbeddedDatabase(env)) throw new CliError(`There is no embedded database in ${path.resolve(pgliteDataDir(env))} (DATA_DIR) to back up.`);
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : openPglite(pgliteDataDir(env));
  try {
    const started = performance.now();
    const out = path.resolve(values.out);
    const header = await writeBackupFile(database, out, { media: mediaStorageFromEnv(env) });
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Backup written to ${out}: ${formatBytes(statSync(out).size)}, ${rows} rows in ${header.tables.length} tables, ${header.mediaFiles} image files, ${Math.round(performance.now() - started)} ms.`);
    if (header.missingMedia.length) console.log(`Not found in the media storage (left out): ${header.missingMedia.join(", ")}.`);
    console.log("Keep SECRET_KEY (or DATA_DIR/secret.key) safe separately: the stored secrets in the file are encrypted with it.");
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
