import { and, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { n8nExecutions, n8nInstances, n8nWorkflows } from "../db/schema.ts";
import { containsPattern, ordered, pageWindow } from "../lib/list-paging.ts";
import { executionDuration, normaliseStatus } from "../integrations/n8n/analytics.ts";
import { defaultDirection } from "#common/lib/list-query.ts";
import { EXECUTION_SORTS_DESCENDING, type ExecutionListPage, type ExecutionListQuery } from "#common/n8n/execution-list.ts";

// The executions list read on the server (docs/decisions/028): the same status words as recent activity
// (normaliseStatus), filtered in SQL on the raw n8n statuses they stand for.

const e = n8nExecutions;
const w = n8nWorkflows;
const i = n8nInstances;
const lowerStatus = sql`lower(${e.status})`;
const ERROR_STATUSES = ["error", "crashed", "canceled", "cancelled"];
const KNOWN = ["success", "running", ...ERROR_STATUSES];

const statusCondition = {
  success: () => sql`${lowerStatus} = 'success'`,
  error: () => inArray(lowerStatus, ERROR_STATUSES),
  running: () => sql`${lowerStatus} = 'running'`,
  pending: () => notInArray(lowerStatus, KNOWN),
} as const;

const workflowName = sql<string>`coalesce(${w.name}, 'Workflow ' || ${e.workflowRemoteId})`;
const durationMs = sql`case when ${e.stoppedAt} >= ${e.startedAt} then extract(epoch from (${e.stoppedAt} - ${e.startedAt})) end`;
const statusRank = sql`case when ${lowerStatus} = 'success' then 0 when ${lowerStatus} in ('error', 'crashed', 'canceled', 'cancelled') then 1 when ${lowerStatus} = 'running' then 2 else 3 end`;

function conditions(query: ExecutionListQuery): SQL | undefined {
  const q = query.search?.trim();
  const parts = [
    q ? or(ilike(workflowName, containsPattern(q)), ilike(i.name, containsPattern(q)), ilike(e.mode, containsPattern(q)), eq(e.remoteId, q)) : undefined,
    query.status ? statusCondition[query.status]() : undefined,
    query.instanceId ? eq(e.instanceId, query.instanceId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return parts.length ? and(...parts) : undefined;
}

function ordering(query: ExecutionListQuery): SQL[] {
  const dir = query.dir ?? defaultDirection(query.sort, EXECUTION_SORTS_DESCENDING);
  const newest = [sql`${e.startedAt} desc nulls last`, desc(e.id)];
  switch (query.sort) {
    case "workflow":
      return [ordered(sql`lower(${workflowName})`, dir), ...newest];
    case "instance":
      return [ordered(sql`lower(${i.name})`, dir), ...newest];
    case "status":
      return [ordered(statusRank, dir), ...newest];
    case "duration":
      return [ordered(durationMs, dir), ...newest];
    default:
      return [ordered(e.startedAt, dir), ordered(e.id, dir)];
  }
}

export async function executionPage(db: Db, query: ExecutionListQuery): Promise<ExecutionListPage> {
  const where = conditions(query);
  const joined = and(eq(w.instanceId, e.instanceId), eq(w.remoteId, e.workflowRemoteId));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: e.id, remoteId: e.remoteId, status: e.status, mode: e.mode, startedAt: e.startedAt, stoppedAt: e.stoppedAt, workflowName, instanceId: i.id, instanceName: i.name })
      .from(e)
      .innerJoin(i, eq(e.instanceId, i.id))
      .leftJoin(w, joined)
      .where(where)
      .orderBy(...ordering(query))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(e).innerJoin(i, eq(e.instanceId, i.id)).leftJoin(w, joined).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      remoteId: r.remoteId,
      workflowName: r.workflowName,
      instanceId: r.instanceId,
      instanceName: r.instanceName,
      status: normaliseStatus(r.status),
      duration: executionDuration(r),
      startedAt: r.startedAt?.toISOString() ?? null,
      mode: r.mode,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
