import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { n8nExecutions, n8nWorkflows } from "../db/schema.ts";
import type { N8nExecution, N8nWorkflow } from "../integrations/n8n/n8n-client.ts";

// What a sync reads from and writes to the database: where to resume, and the upserts (nothing is ever deleted).

/** Executions not finished when last seen; read again until they are. */
const OPEN_STATUSES = ["running", "new", "waiting"];
/** Re-read a little before the newest stored start, in case n8n lists executions that started together out of order. */
const OVERLAP_MS = 5 * 60_000;
/**
 * Open executions are chased by reading back to the oldest of them, but only this far before the newest:
 * a Wait node can hold an execution for days, and re-reading days of history every few minutes costs too much.
 * Older ones keep the status they were last seen with (shown as pending).
 */
const OPEN_LOOKBACK_MS = 24 * 3_600_000;
const BATCH = 500;

/** Where to stop reading executions, on n8n's own clock (the stored start times), so clock skew does not matter. */
export async function executionsSince(db: DbOrTx, instanceId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({
      newest: sql<unknown>`max(${n8nExecutions.startedAt})`,
      oldestOpen: sql<unknown>`min(${n8nExecutions.startedAt}) filter (where ${inArray(n8nExecutions.status, OPEN_STATUSES)})`,
    })
    .from(n8nExecutions)
    .where(eq(n8nExecutions.instanceId, instanceId));
  const newest = toTime(row?.newest);
  if (newest === null) return undefined;
  let since = newest - OVERLAP_MS;
  const open = toTime(row?.oldestOpen);
  if (open !== null && open < since && open > newest - OPEN_LOOKBACK_MS) since = open;
  return new Date(since);
}

/** Raw aggregates come back as Date (node-postgres, PGlite) or text, depending on the driver. */
function toTime(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

export function dedupe<T extends { id: string }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

/** Writes one complete workflow listing and the executions read; nothing is deleted. */
export async function store(db: Db, instanceId: number, workflows: N8nWorkflow[], executions: N8nExecution[]) {
  return db.transaction(async (tx) => {
    for (let start = 0; start < workflows.length; start += BATCH) {
      await tx
        .insert(n8nWorkflows)
        .values(
          workflows.slice(start, start + BATCH).map((wf) => ({
            instanceId,
            remoteId: wf.id,
            name: wf.name,
            active: wf.active,
            tags: wf.tags,
            webhookPaths: wf.webhookPaths,
            isArchived: wf.isArchived,
          })),
        )
        .onConflictDoUpdate({
          target: [n8nWorkflows.instanceId, n8nWorkflows.remoteId],
          // webhook_url is staff's, so a sync never touches it.
          set: {
            name: sql`excluded.name`,
            active: sql`excluded.active`,
            tags: sql`excluded.tags`,
            webhookPaths: sql`excluded.webhook_paths`,
            isArchived: sql`excluded.is_archived`,
            updatedAt: new Date(),
          },
        });
    }
    // Gone from a complete listing: archived (kept for contact assignments and history), never deleted.
    const listed = workflows.map((wf) => wf.id);
    const archived = await tx
      .update(n8nWorkflows)
      .set({ isArchived: true, updatedAt: new Date() })
      .where(
        and(
          eq(n8nWorkflows.instanceId, instanceId),
          eq(n8nWorkflows.isArchived, false),
          listed.length ? notInArray(n8nWorkflows.remoteId, listed) : undefined,
        ),
      )
      .returning({ id: n8nWorkflows.id });
    for (let start = 0; start < executions.length; start += BATCH) {
      await tx
        .insert(n8nExecutions)
        .values(
          executions.slice(start, start + BATCH).map((ex) => ({
            instanceId,
            remoteId: ex.id,
            workflowRemoteId: ex.workflowId ?? "",
            status: ex.status.toLowerCase(),
            mode: ex.mode,
            startedAt: ex.startedAt,
            stoppedAt: ex.stoppedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [n8nExecutions.instanceId, n8nExecutions.remoteId],
          set: {
            workflowRemoteId: sql`excluded.workflow_remote_id`,
            status: sql`excluded.status`,
            mode: sql`excluded.mode`,
            startedAt: sql`excluded.started_at`,
            stoppedAt: sql`excluded.stopped_at`,
          },
        });
    }
    return { archivedWorkflows: archived.length };
  });
}
