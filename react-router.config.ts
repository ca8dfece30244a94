import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate build folders let several builds (e.g. parallel test runs) coexist; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The only client export (the public layout's clientMiddleware, which preloads deferred sections) is needed with
  // the layout on every public page: a chunk of its own would be one more request on each first load (issue 14).
  splitRouteModules: false,
} satisfies Config;
