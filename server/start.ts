// `npm start`: the server as `npm run build` bundled it (scripts/build-server.ts) — one module to load instead of
// ~1,000, so a restart is quick. `node server/index.ts` runs the same server from its sources (and `--dev` with Vite).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await import(pathToFileURL(path.resolve(root, process.env.BUILD_DIR ?? "build", "app-server/index.mjs")).href);
