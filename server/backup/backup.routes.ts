import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { auditActor } from "../audit/audit-context.ts";
import { notFound } from "../lib/errors.ts";
import type { BackupEntry } from "./backup-retention.ts";
import { z } from "#common/lib/zod.ts";
import { backupViewSchema, backupsViewSchema, type BackupsView, type BackupView } from "#common/backup/backup-types.ts";
import { route, GZIP_FILE } from "../openapi/route-contract.ts";

const view = (e: BackupEntry): BackupView => ({ name: e.name, size: e.size, createdAt: e.createdAt.toISOString() });

/** Settings → Backups (owner and administrators): the stored backups, "Take a backup now", a download. */
export function backupAdminRoutes(deps: AppDeps) {
  const { backups } = deps;
  return new Hono<AppEnv>()
    .get(...route("/", { summary: "The stored backups and the schedule", responses: { 200: backupsViewSchema } }, (c) => {
      const body: BackupsView = { backups: backups.list().map(view), schedule: backups.config.schedule, dir: backups.config.dir, keep: backups.config.keep };
      return c.json(body);
    }))
    .post(...route("/", { summary: "Take a backup now (one consistent snapshot)", responses: { 201: z.object({ backup: backupViewSchema }) } }, async (c) => {
      const entry = await backups.take();
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "backup.created", target: `backup ${entry.name}`, details: { bytes: entry.size } });
      return c.json({ backup: view(entry) }, 201);
    }))
    .get(...route("/:name", { summary: "Download a stored backup (recorded in the audit log)", responses: { 200: GZIP_FILE } }, async (c) => {
      const name = c.req.param("name");
      const file = backups.pathOf(name);
      if (!file) throw notFound("Backup");
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "backup.downloaded", target: `backup ${name}` });
      c.header("content-type", "application/gzip");
      c.header("content-disposition", `attachment; filename="${name}"`);
      c.header("cache-control", "no-store");
      return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream);
    }));
}
