import { z } from "../lib/zod.ts";
import { anyMeansNone, listPageSchema, pagingFields, sortField } from "../lib/list-query.ts";

// GET /api/admin/n8n/executions: every synced execution, paged, sorted and searched on the server (issue 18, item 6).
// The spec's /recent-activity (the latest N as an array) stays as it is for the dashboard and the n8n page's card.

export const EXECUTION_SORTS = ["started", "workflow", "instance", "status", "duration"] as const;
export type ExecutionSort = (typeof EXECUTION_SORTS)[number];
export const EXECUTION_SORTS_DESCENDING: readonly ExecutionSort[] = ["started", "duration"];
export const EXECUTION_STATUSES = ["success", "error", "running", "pending"] as const;

export const executionListQuerySchema = z.object({
  ...pagingFields,
  sort: sortField(EXECUTION_SORTS, "started"),
  status: z.preprocess(anyMeansNone, z.enum(EXECUTION_STATUSES, { message: "Status is success, error, running or pending" }).optional()),
  instanceId: z.preprocess(anyMeansNone, z.coerce.number({ message: "instanceId must be a number" }).int().positive({ message: "instanceId must be a number" }).optional()),
});
export type ExecutionListQuery = z.output<typeof executionListQuerySchema>;

/** Spec §3 Recent activity, plus the execution's id in n8n. */
export const executionItemSchema = z.object({
  id: z.number(),
  remoteId: z.string(),
  workflowName: z.string(),
  instanceId: z.number(),
  instanceName: z.string(),
  status: z.enum(EXECUTION_STATUSES),
  /** Milliseconds; null while running or unknown. */
  duration: z.number().nullable(),
  startedAt: z.string().nullable(),
  mode: z.string().nullable(),
});
export type ExecutionItem = z.infer<typeof executionItemSchema>;
export const executionListPageSchema = listPageSchema(executionItemSchema);
export type ExecutionListPage = z.infer<typeof executionListPageSchema>;
