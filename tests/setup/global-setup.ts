import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "#server/db/client.ts";

/**
 * Prepares one migrated template database per run, so each test file starts from a clean copy
 * without paying for initdb and migrations again: a PGlite data-dir dump by default, or a
 * PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function globalSetup(project: TestProject) {
  // The chat engine's model, trained by the run's first engine test file and loaded by the others
  // (server/chat/engine/engine-test-support.ts); one folder per run, so a run never loads an older run's model.
  const chatModelDir = mkdtempSync(path.join(os.tmpdir(), "bcai-chat-model-"));
  project.provide("chatModelDir", chatModelDir);
  const teardown = () => rmSync(chatModelDir, { recursive: true, force: true });
  await prepareDatabase(project);
  return teardown;
}

async function prepareDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `${new URL(url).pathname.slice(1) || "test"}_template`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const db = openPostgres(templateUrl, { max: 1 });
    await db.migrate();
    await db.close();
    project.provide("pgTemplateDb", template);
    return;
  }
  const db = openPglite(null);
  await db.migrate();
  const dump = await db.dump!();
  await db.close();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bcai-test-")), "template.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplateDb: string;
    pgliteTemplate: string;
    chatModelDir: string;
  }
}
