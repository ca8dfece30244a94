// Part of `npm run build`: an embedded database that has run initdb and every migration, as a tarball beside the
// page build. A first start on an empty data directory loads it instead of running initdb (seconds of WebAssembly
// work); the start still runs any migration newer than the template. Without the file, the start runs initdb.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPglite, PGLITE_TEMPLATE } from "#server/db/client.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const started = performance.now();
const database = openPglite(null);
await database.migrate();
const dump = await database.dump?.();
await database.close();
if (!dump) throw new Error("PGlite could not dump its data directory");
const file = path.join(buildDir, PGLITE_TEMPLATE);
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
console.log(`${path.relative(root, file)}: migrated embedded database, ${(dump.size / 1024).toFixed(0)} KB, ${Math.round(performance.now() - started)} ms`);
