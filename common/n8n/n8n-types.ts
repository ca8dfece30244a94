// Response shapes of /api/admin/n8n/* (spec §3 and §7), shared by the server and the admin page.

import type { InstanceType } from "./n8n-instance-schema.ts";

export type ActivityStatus = "success" | "error" | "running" | "pending";

/** Spec §3 Automation analytics. successRate in percent; null (shown as N/A) when nothing has finished. */
export type N8nAnalytics = {
  totalWorkflows: number;
  activeWorkflows: number;
  successRate: number | null;
  successfulExecutions: number;
  totalExecutions: number;
  runningExecutions: number;
  /** Milliseconds; null when no finished execution has both times. */
  avgExecutionTime: number | null;
};

export type SyncStatus = "success" | "error";

/** Spec §3 Automation instance. The API key is write-only: only whether one is stored is told. */
export type N8nInstanceView = {
  id: number;
  name: string;
  description: string;
  baseUrl: string;
  type: InstanceType;
  clientId: string | null;
  isActive: boolean;
  hasApiKey: boolean;
  /** No own key, so the server's default key (N8N_API_KEY) is used — internal instances at N8N_BASE_URL only. */
  usesDefaultKey: boolean;
  /** ISO time of the last finished sync attempt (lastSyncStatus tells how it went); null before the first. */
  lastSync: string | null;
  lastSyncStatus: SyncStatus | null;
  /** The last failure in words (unreachable, wrong key, API disabled, timeout…); null after a success. */
  lastSyncError: string | null;
  createdAt: string;
  stats: N8nAnalytics;
};

/** Spec §3 Workflow, plus what the contact picker and the webhook form need. */
export type N8nWorkflowView = {
  id: number;
  remoteId: string;
  name: string;
  instanceId: number;
  instanceName: string;
  active: boolean;
  tags: string[];
  executionCount: number;
  successCount: number;
  /** Paths of the workflow's webhook triggers, as synced. */
  webhookPaths: string[];
  /** The production webhook URL staff entered; leads are sent here when the workflow is assigned. */
  webhookUrl: string | null;
  /** {baseUrl}/webhook/{first path}, offered as a starting point; never used until staff save it. */
  suggestedWebhookUrl: string | null;
  lastExecutionAt: string | null;
};

/** Spec §3 Recent activity. duration in ms (null while running or unknown). */
export type RecentActivityItem = {
  id: number;
  workflowName: string;
  instanceId: number;
  instanceName: string;
  status: ActivityStatus;
  duration: number | null;
  startedAt: string | null;
  mode: string | null;
};

export type InstanceSyncResult = {
  instanceId: number;
  name: string;
  ok: boolean;
  /** In words, when ok is false. */
  error: string | null;
  workflows: number;
  archivedWorkflows: number;
  executions: number;
  durationMs: number;
};

export type SyncAllResponse = { message: string; results: InstanceSyncResult[] };
