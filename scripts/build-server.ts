// Part of `npm run build`: the production server (server/index.ts and what it imports) as one ES module,
// `<BUILD_DIR>/app-server/index.mjs`, which `npm start` runs (server/start.ts). Loading one file instead of ~1,000
// modules is most of a restart (docs/decisions/017). Runs after `react-router build`.
//
// - Packages the page build imports stay external (one copy of React, React Router, zod… per process), and so do
//   those that load files of their own at run time (PGlite's WebAssembly, native addons, the token ranks).
// - `import.meta.url` in our modules is rewritten to the URL of the module's source file, resolved against the
//   bundle's own URL: the migrations folder, the Markdown worker, the chat engine's data files and package.json are
//   read from the source tree beside the build, wherever the project sits.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const outDir = path.join(buildDir, "app-server");
const started = performance.now();

const RUNTIME_FILES = ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "js-tiktoken", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "vite", "pg-native"];
const PACKAGE = /^(@[\w.-]+\/)?[\w][\w.-]*(\/.*)?$/;
const packageOf = (id: string) => id.split("/").slice(0, id.startsWith("@") ? 2 : 1).join("/");

/** The bare imports of the page build (`react-router build` ran first). */
function pageBuildPackages(): Set<string> {
  const dir = path.join(buildDir, "server");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  if (files.length === 0) throw new Error(`no page build in ${dir}: run react-router build first`);
  const found = new Set<string>();
  for (const f of files) {
    const code = readFileSync(path.join(dir, f), "utf8");
    const statics = code.matchAll(/^(?:import|export)\b[^;]*?["']([^"']+)["'];?$/gm);
    const dynamics = code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
    for (const [, id] of [...statics, ...dynamics]) {
      if (id && PACKAGE.test(id) && !id.startsWith("node:")) found.add(packageOf(id));
    }
  }
  return found;
}

const external = new Set([...RUNTIME_FILES, ...pageBuildPackages()]);
const builtins = new Set(builtinModules);
const ownCode = (id: string) => !id.includes(`${path.sep}node_modules${path.sep}`) && id.startsWith(root);

rmSync(outDir, { recursive: true, force: true });
const bundle = await rolldown({
  input: path.join(root, "server/index.ts"),
  platform: "node",
  logLevel: "warn",
  external: (id) => id.startsWith("node:") || builtins.has(id) || (!id.startsWith(".") && !path.isAbsolute(id) && external.has(packageOf(id))),
  plugins: [
    {
      name: "source-urls",
      transform(code, id) {
        if (!ownCode(id)) return null;
        if (/import\.meta\.(dirname|filename)\b/.test(code)) throw new Error(`${path.relative(root, id)}: use import.meta.url (the bundle rewrites only that)`);
        if (!code.includes("import.meta.url")) return null;
        const source = path.relative(outDir, id).split(path.sep).join("/");
        return { code: code.replaceAll("import.meta.url", `new URL(${JSON.stringify(source)}, import.meta.url).href`), map: null };
      },
    },
  ],
});
const { output } = await bundle.write({ dir: outDir, format: "esm", entryFileNames: "index.mjs", chunkFileNames: "[name]-[hash].mjs" });
await bundle.close();
const kb = output.reduce((n, o) => n + (o.type === "chunk" ? Buffer.byteLength(o.code) : 0), 0) / 1024;
console.log(`${path.relative(root, outDir)}: the server in ${output.length} files, ${kb.toFixed(0)} KB, ${Math.round(performance.now() - started)} ms (external: ${[...external].sort().join(", ")})`);
