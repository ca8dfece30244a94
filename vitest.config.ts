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
    // Three files at a time on 2 cores: many tests wait on background work (deliveries, polls), so a third worker
    // fills the idle time (a full run here: 208 s with two, 164 s with three).
    maxWorkers: 3,
    // Background work (deliveries, cache invalidation) is slow on a busy machine: polls wait for it up to 15 s.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
