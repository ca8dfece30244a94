import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: a real browser against the built app. Two groups run side by side, each with a server of
 * its own (fresh embedded database), so a group's files never see the other's data; within a group files run
 * one after another because they share that server. `npm run test:e2e` (scripts/run-e2e.ts) starts one vitest
 * process per group, since vitest runs a config's projects one after another.
 */
export const E2E_GROUPS = ["site", "admin"] as const;
// Balanced by duration (CI runs both groups side by side on 2 cores: a loaded run here took 972 s for the site group
// and 1,166 s for the admin one before crm and crm-board, ~110 s, moved over); account.e2e runs a server of its own,
// n8n.e2e touches only n8n instances and accessibility.e2e only reads pages, so they can share the site group's server.
const SITE = [
  "marketing",
  "site-chrome",
  "blog",
  "privacy",
  "deferred-sections",
  "chat",
  // Books from 127.0.0.1 like booking.e2e (admin group): apart, neither meets the per-address booking limit.
  "chat-booking",
  "page-cache",
  "page-requests",
  "deferred-touch",
  "inline-css",
  "design-system",
  "account",
  "n8n",
  "accessibility",
  "site-languages",
  // Sends the contact form from 127.0.0.1: the admin group's files already send 5, the per-address limit.
  "contact-languages",
  "site-languages-pages",
  // Admin pages whose data (contacts made through the admin API) no public page shows: here to even the groups out.
  "crm",
  "crm-board",
];
const shared = {
  environment: "node" as const,
  globalSetup: ["tests/e2e/support/server-setup.ts"],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  pool: "forks" as const,
  // A busy machine renders slowly: every poll waits for what the page shows, long enough for that (a CI run on a
  // slow day missed a task reminder's pop-up and a saved revision at 15 s; a poll ends as soon as the page shows it).
  expect: { poll: { timeout: 30_000, interval: 100 } },
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: "site", include: SITE.map((f) => `tests/e2e/${f}.e2e.ts`) } },
      {
        test: {
          ...shared,
          name: "admin",
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: SITE.map((f) => `tests/e2e/${f}.e2e.ts`),
        },
      },
    ],
  },
});
