import { defineConfig } from "vitest/config";

const CHAT_ENGINE = "server/chat/engine/**/*.test.ts";

// Vitest gets its own config: the React Router Vite plugin is for the app build only.
export default defineConfig({
  test: {
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
    projects: [
      // The API and unit files share a worker's loaded modules too (isolate: false): importing the server into each of
      // ~210 files was a third of the phase. Every file builds its own app and database (tests/setup/test-app.ts), so
      // no state crosses files; checked with the files shuffled (`--sequence.shuffle.files`).
      {
        extends: true,
        test: {
          name: "app",
          include: ["server/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [CHAT_ENGINE],
          isolate: false,
        },
      },
      // The chat engine's ~120 files are pure functions of the sample facts: one worker runs many of them on one
      // loaded engine (its rule tables compiled and warmed once, not per file). Here: 222 s isolated, 56 s not.
      { extends: true, test: { name: "chat-engine", include: [CHAT_ENGINE], isolate: false } },
    ],
  },
});
