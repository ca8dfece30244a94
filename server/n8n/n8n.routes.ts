import { Hono } from "hono";
import { z } from "#common/lib/zod.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { createInstanceSchema, workflowWebhookSchema } from "#common/n8n/n8n-instance-schema.ts";
import {
  instanceSyncResultSchema,
  n8nAnalyticsSchema,
  n8nInstanceViewSchema,
  n8nWorkflowViewSchema,
  recentActivityItemSchema,
  syncAllResponseSchema,
  type SyncAllResponse,
} from "#common/n8n/n8n-types.ts";
import { summarise } from "./n8n-sync.ts";
import { executionPage } from "./execution-list.ts";
import { executionListPageSchema, executionListQuerySchema } from "#common/n8n/execution-list.ts";
import { recordIdParam } from "#common/lib/record-id.ts";

const patchBody = z.record(z.string(), z.unknown(), { message: "The request body must be a JSON object" });

/** An empty parameter (`?instanceId=`) counts as absent. */
const listQuery = z.preprocess(
  (raw) => (raw && typeof raw === "object" ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== "")) : raw),
  z.object({
    instanceId: recordIdParam("instanceId must be an instance's id").optional(),
    limit: z.coerce.number().int().min(1).max(100, { message: "limit must be between 1 and 100" }).default(20),
  }),
);
const syncAnswer = z.object({ message: z.string(), result: instanceSyncResultSchema });

/** /api/admin/n8n. The admin guard is installed on the prefix; the API key is write-only everywhere. */
export function n8nAdminRoutes(deps: AppDeps) {
  const n8n = deps.services.n8n;

  const app = new Hono<AppEnv>()
    .get(...route("/instances", { summary: "n8n instances with their figures", responses: { 200: z.array(n8nInstanceViewSchema) } }, async (c) => c.json(await n8n.list())))

    .post(...route("/instances", { summary: "Add an n8n instance (the API key is write-only)", body: createInstanceSchema, responses: { 201: n8nInstanceViewSchema }, errors: [409, 422] }, async (c) =>
      c.json(await n8n.create(c.req.valid("json")), 201),
    ))

    .patch(...route(
      "/instances/:id", { summary: "Change an instance (any fields of the add form)", body: patchBody, responses: { 200: n8nInstanceViewSchema }, errors: [409, 422] },
      async (c) => {
        const id = parseId(c.req.param("id"), "Instance");
        return c.json(await n8n.update(id, c.req.valid("json")));
      },
    ))

    .delete(...route("/instances/:id", { summary: "Delete an instance with its workflows", responses: { 200: messageSchema } }, async (c) => {
      await n8n.remove(parseId(c.req.param("id"), "Instance"));
      return c.json({ message: "Instance deleted" });
    }))

    // n8n failing is the upstream's failure: 502 with the reason in words (also stored on the instance).
    .post(...route("/instances/:id/sync", { summary: "Sync one instance now (502 when n8n fails)", responses: { 200: syncAnswer, 502: syncAnswer } }, async (c) => {
      const result = await n8n.sync.syncInstance(parseId(c.req.param("id"), "Instance"));
      return result.ok ? c.json({ message: "Instance synced", result }) : c.json({ message: result.error ?? "Sync failed", result }, 502);
    }))

    .post(...route("/sync-all", { summary: "Sync every active instance (502 when one fails)", responses: { 200: syncAllResponseSchema, 502: syncAllResponseSchema } }, async (c) => {
      const results = await n8n.sync.syncAll();
      const body: SyncAllResponse = { message: summarise(results), results };
      return c.json(body, results.every((r) => r.ok) ? 200 : 502);
    }))

    .get(...route("/analytics", { summary: "Automation figures: workflows, executions, success rate, average run time", query: listQuery, responses: { 200: n8nAnalyticsSchema }, errors: [404] }, async (c) =>
      c.json(await n8n.analytics(c.req.valid("query").instanceId)),
    ))

    .get(...route("/workflows", { summary: "Synced workflows", query: listQuery, responses: { 200: z.array(n8nWorkflowViewSchema) }, errors: [404] }, async (c) =>
      c.json(await n8n.workflows(c.req.valid("query").instanceId)),
    ))

    // Every synced execution, paged on the server (docs/decisions/028); /recent-activity stays the original latest-N array.
    .get(...route("/executions", { summary: "Synced executions, paged, sorted and searched", query: executionListQuerySchema, responses: { 200: executionListPageSchema } }, async (c) =>
      c.json(await executionPage(deps.db, c.req.valid("query"))),
    ))

    .get(...route("/recent-activity", { summary: "Latest executions", query: listQuery, responses: { 200: z.array(recentActivityItemSchema) }, errors: [404] }, async (c) =>
      c.json(await n8n.recentActivity(c.req.valid("query"))),
    ))

    .patch(...route("/workflows/:id", { summary: "Set the webhook URL leads are sent to", body: workflowWebhookSchema, responses: { 200: n8nWorkflowViewSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Workflow");
      const { webhookUrl } = c.req.valid("json");
      return c.json(await n8n.setWebhookUrl(id, webhookUrl));
    }));

  return app;
}
