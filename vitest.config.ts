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
    // Background work (deliveries, cache invalidation) is slow on a busy machine: polls wait for it up to 15 s.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
