import { defineConfig } from "vitest/config";

// Vitest gets its own config: the React Router Vite plugin is for the app build only.
export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
