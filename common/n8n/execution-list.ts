import { z } from "../lib/zod.ts";
import { anyMeansNone, listPageSchema, pagingFields, sortField } from "../lib/list-query.ts";
import { ACTIVITY_STATUSES, recentActivityItemSchema } from "./n8n-types.ts";
import { recordIdParam } from "../lib/record-id.ts";

// GET /api/admin/n8n/executions: every synced execution, paged, sorted and searched on the server (docs/decisions/028).
// The spec's /recent-activity (the latest N as an array) stays as it is for the dashboard and the n8n page's card.

export const EXECUTION_SORTS = ["started", "workflow", "instance", "status", "duration"] as const;
export type ExecutionSort = (typeof EXECUTION_SORTS)[number];
export const EXECUTION_SORTS_DESCENDING: readonly ExecutionSort[] = ["started", "duration"];
export const EXECUTION_STATUSES = ACTIVITY_STATUSES;

export const executionListQuerySchema = z.object({
  ...pagingFields,
  sort: sortField(EXECUTION_SORTS, "started"),
  status: z.preprocess(anyMeansNone, z.enum(EXECUTION_STATUSES, { message: "Status is success, error, running or pending" }).optional()),
  instanceId: z.preprocess(anyMeansNone, recordIdParam("instanceId must be an instance's id").optional()),
});
export type ExecutionListQuery = z.output<typeof executionListQuerySchema>;

/** A recent-activity row, plus the execution's id in n8n. */
export const executionItemSchema = recentActivityItemSchema.extend({ remoteId: z.string() });
export type ExecutionItem = z.infer<typeof executionItemSchema>;
export const executionListPageSchema = listPageSchema(executionItemSchema);
export type ExecutionListPage = z.infer<typeof executionListPageSchema>;
