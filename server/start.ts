// `npm start`: the server as `npm run build` bundled it (scripts/build-server.ts) — one module to load instead of
// ~1,000, so a restart is quick. `node server/index.ts` runs the same server from its sources (and `--dev` with Vite).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bundle = path.resolve(root, process.env.BUILD_DIR ?? "build", "app-server/index.mjs");
if (!existsSync(bundle)) {
  console.error(`No server build at ${path.relative(process.cwd(), bundle)}: run \`npm run build\` first (\`npm start\` does).`);
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
