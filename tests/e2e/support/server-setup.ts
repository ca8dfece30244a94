import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "../../support/app-process.ts";

export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-password-123456" };

/** Starts the built app (npm run build ran before) on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-"));
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
    },
  });
  const baseUrl = server.base;
  project.provide("baseUrl", baseUrl);
  return async () => {
    // SIGTERM must drain and close the database cleanly: a non-zero exit fails the run.
    server.child.kill("SIGTERM");
    const code = await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output().slice(-2000)}`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
