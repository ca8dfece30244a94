// Response shapes of /api/admin/n8n/*, shared by the server, the admin page and the API document.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { INSTANCE_TYPES } from "./n8n-instance-schema.ts";

export const ACTIVITY_STATUSES = ["success", "error", "running", "pending"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Automation analytics. successRate in percent; null (shown as N/A) when nothing has finished. */
export const n8nAnalyticsSchema = z.object({
  totalWorkflows: z.number().int(),
  activeWorkflows: z.number().int(),
  successRate: z.number().nullable().meta({ description: "Percent; null when nothing has finished" }),
  successfulExecutions: z.number().int(),
  totalExecutions: z.number().int(),
  runningExecutions: z.number().int(),
  avgExecutionTime: z.number().nullable().meta({ description: "Milliseconds; null when no finished execution has both times" }),
});
export type N8nAnalytics = z.infer<typeof n8nAnalyticsSchema>;

export type SyncStatus = "success" | "error";

/** An automation instance. The API key is write-only: only whether one is stored is told. */
export const n8nInstanceViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  baseUrl: z.string(),
  type: z.enum(INSTANCE_TYPES),
  clientId: z.string().nullable(),
  isActive: z.boolean(),
  hasApiKey: z.boolean(),
  usesDefaultKey: z.boolean().meta({ description: "No own key: the server's N8N_API_KEY is used (internal instances at N8N_BASE_URL only)" }),
  lastSync: isoTime.nullable().meta({ description: "The last finished sync attempt; null before the first" }),
  lastSyncStatus: z.enum(["success", "error"]).nullable(),
  lastSyncError: z.string().nullable().meta({ description: "The last failure in words; null after a success" }),
  createdAt: isoTime,
  stats: n8nAnalyticsSchema,
});
export type N8nInstanceView = z.infer<typeof n8nInstanceViewSchema>;

/** A workflow, plus what the contact picker and the webhook form need. */
export const n8nWorkflowViewSchema = z.object({
  id: z.number().int(),
  remoteId: z.string(),
  name: z.string(),
  instanceId: z.number().int(),
  instanceName: z.string(),
  active: z.boolean(),
  tags: z.array(z.string()),
  executionCount: z.number().int(),
  successCount: z.number().int(),
  webhookPaths: z.array(z.string()).meta({ description: "Paths of the workflow's webhook triggers, as synced" }),
  webhookUrl: z.string().nullable().meta({ description: "The production webhook URL staff entered; leads are sent here when the workflow is assigned" }),
  suggestedWebhookUrl: z.string().nullable().meta({ description: "{baseUrl}/webhook/{first path}, offered as a starting point" }),
  lastExecutionAt: isoTime.nullable(),
});
export type N8nWorkflowView = z.infer<typeof n8nWorkflowViewSchema>;

/** Recent activity: one execution. duration in ms (null while running or unknown). */
export const recentActivityItemSchema = z.object({
  id: z.number().int(),
  workflowName: z.string(),
  instanceId: z.number().int(),
  instanceName: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  duration: z.number().nullable(),
  startedAt: isoTime.nullable(),
  mode: z.string().nullable(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

export const instanceSyncResultSchema = z.object({
  instanceId: z.number().int(),
  name: z.string(),
  ok: z.boolean(),
  error: z.string().nullable().meta({ description: "In words, when ok is false" }),
  workflows: z.number().int(),
  archivedWorkflows: z.number().int(),
  executions: z.number().int(),
  durationMs: z.number(),
});
export type InstanceSyncResult = z.infer<typeof instanceSyncResultSchema>;

export const syncAllResponseSchema = z.object({ message: z.string(), results: z.array(instanceSyncResultSchema) });
export type SyncAllResponse = z.infer<typeof syncAllResponseSchema>;
