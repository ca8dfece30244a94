import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, parseOrThrow, readJson } from "../lib/validate.ts";
import { createInstanceSchema, workflowWebhookSchema } from "../../common/n8n/n8n-instance-schema.ts";
import type { SyncAllResponse } from "../../common/n8n/n8n-types.ts";
import { summarise } from "./n8n-sync.ts";

const patchBody = z.record(z.string(), z.unknown(), { message: "The request body must be a JSON object" });

const listQuery = z.object({
  instanceId: z.coerce.number({ message: "instanceId must be a number" }).int().positive({ message: "instanceId must be a number" }).optional(),
  limit: z.coerce.number().int().min(1).max(100, { message: "limit must be between 1 and 100" }).default(20),
});

function query(c: Context<AppEnv>) {
  return parseOrThrow(listQuery, { instanceId: c.req.query("instanceId") || undefined, limit: c.req.query("limit") || undefined });
}

/** /api/admin/n8n (spec §7). The admin guard is installed on the prefix; the API key is write-only everywhere. */
export function n8nAdminRoutes(deps: AppDeps) {
  const n8n = deps.services.n8n;

  const app = new Hono<AppEnv>()
    .get("/instances", async (c) => c.json(await n8n.list()))

    .post("/instances", async (c) => c.json(await n8n.create(await readJson(c, createInstanceSchema)), 201))

    .patch("/instances/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Instance");
      return c.json(await n8n.update(id, await readJson(c, patchBody)));
    })

    .delete("/instances/:id", async (c) => {
      await n8n.remove(parseId(c.req.param("id"), "Instance"));
      return c.json({ message: "Instance deleted" });
    })

    // n8n failing is the upstream's failure: 502 with the reason in words (also stored on the instance).
    .post("/instances/:id/sync", async (c) => {
      const result = await n8n.sync.syncInstance(parseId(c.req.param("id"), "Instance"));
      return result.ok ? c.json({ message: "Instance synced", result }) : c.json({ message: result.error ?? "Sync failed", result }, 502);
    })

    .post("/sync-all", async (c) => {
      const results = await n8n.sync.syncAll();
      const body: SyncAllResponse = { message: summarise(results), results };
      return c.json(body, results.every((r) => r.ok) ? 200 : 502);
    })

    .get("/analytics", async (c) => c.json(await n8n.analytics(query(c).instanceId)))

    .get("/workflows", async (c) => c.json(await n8n.workflows(query(c).instanceId)))

    .get("/recent-activity", async (c) => c.json(await n8n.recentActivity(query(c))))

    .patch("/workflows/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Workflow");
      const { webhookUrl } = await readJson(c, workflowWebhookSchema);
      return c.json(await n8n.setWebhookUrl(id, webhookUrl));
    });

  return app;
}
