import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { n8nExecutions, n8nInstances, n8nWorkflows } from "../db/schema.ts";
import { executionDuration, normaliseStatus } from "../integrations/n8n/analytics.ts";
import type { N8nAnalytics, N8nWorkflowView, RecentActivityItem } from "#common/n8n/n8n-types.ts";

// Figures computed in SQL from the synced rows, so the executions table can grow without loading it.
// Same rules as computeAnalytics (integrations/n8n/analytics.ts): the tests compare the two.
// They cover the executions still stored: the daily pruning (n8n-prune.ts) keeps the last 30 days plus the newest
// 100 of each workflow, so rates and counts describe recent runs (and n8n deletes its own old executions anyway).

const e = n8nExecutions;
const w = n8nWorkflows;
const i = n8nInstances;

const FINISHED = sql`${e.status} in ('success', 'error', 'crashed')`;
const count = (filter?: SQL): SQL<number> =>
  (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number);

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const executionFigures = {
  successful: count(sql`${e.status} = 'success'`),
  finished: count(FINISHED),
  total: count(),
  running: count(sql`${e.status} = 'running'`),
  // Durations only of finished runs with both times and a clock that did not go backwards.
  avgMs: sql<number | null>`avg(extract(epoch from (${e.stoppedAt} - ${e.startedAt})) * 1000) filter (where ${FINISHED} and ${e.stoppedAt} >= ${e.startedAt})`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  ),
};

type ExecutionFigures = { successful: number; finished: number; total: number; running: number; avgMs: number | null };
type WorkflowFigures = { total: number; active: number };

function toAnalytics(wf: WorkflowFigures | undefined, ex: ExecutionFigures | undefined): N8nAnalytics {
  return {
    totalWorkflows: wf?.total ?? 0,
    activeWorkflows: wf?.active ?? 0,
    successRate: ex && ex.finished > 0 ? (ex.successful / ex.finished) * 100 : null,
    successfulExecutions: ex?.successful ?? 0,
    totalExecutions: ex?.total ?? 0,
    runningExecutions: ex?.running ?? 0,
    avgExecutionTime: ex?.avgMs === null || ex?.avgMs === undefined ? null : Math.round(ex.avgMs),
  };
}

const workflowFigures = { total: count(), active: count(sql`${w.active}`) };

/** Across every instance, or one. Archived workflows (gone from n8n) are not counted. */
export async function analytics(db: DbOrTx, instanceId?: number): Promise<N8nAnalytics> {
  const [wf] = await db
    .select(workflowFigures)
    .from(w)
    .where(and(eq(w.isArchived, false), instanceId === undefined ? undefined : eq(w.instanceId, instanceId)));
  const [ex] = await db
    .select(executionFigures)
    .from(e)
    .where(instanceId === undefined ? undefined : eq(e.instanceId, instanceId));
  return toAnalytics(wf, ex);
}

/** The figures of every instance in two queries (for the instance list). */
export async function analyticsByInstance(db: DbOrTx): Promise<Map<number, N8nAnalytics>> {
  const wfRows = await db.select({ instanceId: w.instanceId, ...workflowFigures }).from(w).where(eq(w.isArchived, false)).groupBy(w.instanceId);
  const exRows = await db.select({ instanceId: e.instanceId, ...executionFigures }).from(e).groupBy(e.instanceId);
  const wfBy = new Map(wfRows.map((r) => [r.instanceId, r]));
  const exBy = new Map(exRows.map((r) => [r.instanceId, r]));
  const ids = new Set([...wfBy.keys(), ...exBy.keys()]);
  return new Map([...ids].map((id) => [id, toAnalytics(wfBy.get(id), exBy.get(id))]));
}

export function suggestedWebhookUrl(baseUrl: string, paths: readonly string[]): string | null {
  const first = paths[0];
  return first ? `${baseUrl.replace(/\/+$/, "")}/webhook/${first}` : null;
}

/** Synced workflows that still exist in n8n, with their execution counts, by instance then name. */
export async function listWorkflows(db: DbOrTx, filter: { instanceId?: number; workflowId?: number } = {}): Promise<N8nWorkflowView[]> {
  const perWorkflow = db
    .select({
      instanceId: e.instanceId,
      workflowRemoteId: e.workflowRemoteId,
      executionCount: count().as("execution_count"),
      successCount: count(sql`${e.status} = 'success'`).as("success_count"),
      lastExecutionAt: sql<unknown>`max(${e.startedAt})`.as("last_execution_at"),
    })
    .from(e)
    .groupBy(e.instanceId, e.workflowRemoteId)
    .as("per_workflow");
  const rows = await db
    .select({
      id: w.id,
      remoteId: w.remoteId,
      name: w.name,
      instanceId: w.instanceId,
      instanceName: i.name,
      baseUrl: i.baseUrl,
      active: w.active,
      tags: w.tags,
      webhookPaths: w.webhookPaths,
      webhookUrl: w.webhookUrl,
      executionCount: perWorkflow.executionCount,
      successCount: perWorkflow.successCount,
      lastExecutionAt: perWorkflow.lastExecutionAt,
    })
    .from(w)
    .innerJoin(i, eq(w.instanceId, i.id))
    .leftJoin(perWorkflow, and(eq(perWorkflow.instanceId, w.instanceId), eq(perWorkflow.workflowRemoteId, w.remoteId)))
    .where(
      and(
        filter.workflowId === undefined ? eq(w.isArchived, false) : eq(w.id, filter.workflowId),
        filter.instanceId === undefined ? undefined : eq(w.instanceId, filter.instanceId),
      ),
    )
    .orderBy(i.name, w.name, w.id);
  return rows.map(({ baseUrl, ...row }) => ({
    ...row,
    executionCount: Number(row.executionCount ?? 0),
    successCount: Number(row.successCount ?? 0),
    suggestedWebhookUrl: suggestedWebhookUrl(baseUrl, row.webhookPaths),
    lastExecutionAt: toIso(row.lastExecutionAt),
  }));
}

/** The latest executions, newest first; queued ones (no start time yet) after those that started. */
export async function recentActivity(db: DbOrTx, options: { instanceId?: number; limit: number }): Promise<RecentActivityItem[]> {
  const rows = await db
    .select({
      id: e.id,
      status: e.status,
      mode: e.mode,
      startedAt: e.startedAt,
      stoppedAt: e.stoppedAt,
      workflowRemoteId: e.workflowRemoteId,
      workflowName: w.name,
      instanceId: i.id,
      instanceName: i.name,
    })
    .from(e)
    .innerJoin(i, eq(e.instanceId, i.id))
    .leftJoin(w, and(eq(w.instanceId, e.instanceId), eq(w.remoteId, e.workflowRemoteId)))
    .where(options.instanceId === undefined ? undefined : eq(e.instanceId, options.instanceId))
    .orderBy(sql`${e.startedAt} desc nulls last`, desc(e.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    workflowName: r.workflowName ?? (r.workflowRemoteId ? `Workflow ${r.workflowRemoteId}` : "Unknown workflow"),
    instanceId: r.instanceId,
    instanceName: r.instanceName,
    status: normaliseStatus(r.status),
    duration: executionDuration(r),
    startedAt: toIso(r.startedAt),
    mode: r.mode,
  }));
}
