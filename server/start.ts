// `npm start`: the server as `npm run build` bundled it (scripts/build-server.ts) — one module to load instead of
// ~1,000, so a restart is quick. `node server/index.ts` runs the same server from its sources (and `--dev` with Vite).
import { existsSync } from "node:fs";
import v8 from "node:v8";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compactRegexpCode } from "./regexp-size.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bundle = path.resolve(root, process.env.BUILD_DIR ?? "build", "app-server/index.mjs");
if (!existsSync(bundle)) {
  console.error(`No server build at ${path.relative(process.cwd(), bundle)}: run \`npm run build\` first (\`npm start\` does).`);
  process.exit(1);
}
compactRegexpCode();
await import(pathToFileURL(bundle).href);
// Once loaded, the old generation may grow to 1.5× what survived the last full collection (V8 allows up to 4× under
// load): the contact form at 300 req/s then adds ~60 MB of resident memory instead of ~200 MB
// (`npm run bench:load`). Set here rather than on the command line so that start-up, which allocates a lot and keeps
// most of it, is not slowed by the extra collections.
v8.setFlagsFromString("--heap-growing-percent=50");
