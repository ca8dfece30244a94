// Loaded before the server (`node --import ./server/compile-cache.ts server/start.ts`, the start script): V8 keeps the
// compiled code of every module the server loads in Node's compile cache (os.tmpdir()/node-compile-cache, or
// NODE_COMPILE_CACHE), so a restart does not compile the same ~1,000 modules again (`npm run bench:start`).
import module from "node:module";

module.enableCompileCache?.();
