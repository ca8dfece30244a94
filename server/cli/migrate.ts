import { EnvError, loadEnv } from "../env.ts";
import { openDatabase } from "../db/client.ts";

// `npm run migrate`: for deploy pipelines that migrate before starting instances (`npm start` migrates as well).
// On PostgreSQL it takes the same advisory lock as a starting instance, so it may run while instances start.

async function main() {
  const env = loadEnv();
  // Not from the build's template (a first start's shortcut): a new embedded database lists every migration it ran.
  const database = openDatabase({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
  const where = database.kind === "postgres" ? "PostgreSQL database" : `embedded database in ${env.DATA_DIR}`;
  try {
    const applied = await database.migrate();
    if (applied.length === 0) console.log(`The ${where} is up to date: no migration to apply.`);
    else console.log(`Applied ${applied.length} migration${applied.length === 1 ? "" : "s"} to the ${where}:\n${applied.map((tag) => `  ${tag}`).join("\n")}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : `Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
