import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "../../support/app-process.ts";
import { createDatabase } from "../../support/postgres-database.ts";

export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-password-123456" };

/**
 * Starts the built app (npm run build ran before) on a fresh database: the embedded one by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (CI), a new database of the group's own there, as production runs.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-"));
  const database = await freshPostgres(project.name);
  const server = await startAppProcess({
    readyTimeoutMs: 90_000,
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SECRET_KEY: "e2e-secret-key-e2e-secret-key-0123456789",
      // The local fakes (n8n, webhook receiver, SMTP) listen on loopback, which integrations refuse unless listed.
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1,::1,localhost",
      // Nothing balances load in front of the e2e server: a short drain keeps the teardown fast.
      SHUTDOWN_DRAIN_MS: "100",
      // Every test browses from 127.0.0.1: the per-address analytics limit would answer 429 to later pages.
      EVENTS_PER_MINUTE: "100000",
      // One proxy hop is trusted, so a test may send the contact form as another visitor (an X-Forwarded-For address
      // of its own) instead of spending the per-address limit the group's other files share from 127.0.0.1.
      TRUST_PROXY: "1",
      // The periodic n8n sync (every 5 minutes by default) would mark a just-added instance synced while n8n.e2e
      // checks that adding one does not sync it: once a day (at midnight UTC) keeps the scheduler on but out of the way.
      N8N_SYNC_MINUTES: "1440",
      // On PostgreSQL scheduled backups are off unless set: the embedded default's schedule, which backups.e2e shows.
      ...(database ? { DATABASE_URL: database.url, BACKUP_SCHEDULE: "30 2 * * *" } : {}),
    },
  });
  const baseUrl = server.base;
  project.provide("baseUrl", baseUrl);
  return async () => {
    // SIGTERM must drain and close the database cleanly: a non-zero exit fails the run.
    server.child.kill("SIGTERM");
    const code = await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output().slice(-2000)}`);
  };
}

/** A new, empty PostgreSQL database named after the run's and the group's (the server migrates it at start). */
function freshPostgres(group: string): Promise<{ url: string; drop: () => Promise<void> }> | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  return createDatabase(url, `${new URL(url).pathname.slice(1) || "test"}_e2e_${group.replace(/\W/g, "_")}`);
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
