import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { n8nInstances } from "../db/schema.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";

// Synced executions are history we keep for the /admin/n8n figures; without a limit the table grows by every run
// of every client workflow. n8n prunes its own executions too (14 days by default), so an all-time figure was
// never complete: a window keeps the figures about how workflows run now.

export type ExecutionRetention = {
  /** Executions that started within this many days are kept. */
  days: number;
  /** The newest this many of each workflow are kept however old, so a rarely run workflow keeps its history. */
  perWorkflow: number;
};

export const EXECUTION_RETENTION: ExecutionRetention = { days: 30, perWorkflow: 100 };

export type PruneSummary = { instances: number; deleted: number };

/**
 * One statement per instance. Executions without a start time (queued when last seen) are never removed: their age
 * is unknown. The newest execution of the instance always stays, so the next sync still knows where to resume.
 */
export async function pruneInstanceExecutions(db: DbOrTx, instanceId: number, retention: ExecutionRetention = EXECUTION_RETENTION, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.days * 86_400_000).toISOString();
  const result = await db.execute<{ deleted: number | string }>(sql`
    with ranked as (
      select id, started_at,
        row_number() over (partition by workflow_remote_id order by started_at desc, id desc) as newest
      from n8n_executions
      where instance_id = ${instanceId} and started_at is not null
    ), removed as (
      delete from n8n_executions
      where id in (select id from ranked where newest > ${retention.perWorkflow} and started_at < ${cutoff}::timestamptz)
      returning 1
    )
    select count(*) as deleted from removed`);
  return Number(result.rows[0]?.deleted ?? 0);
}

/** Every instance, paused ones included (their old rows count the same). */
export async function pruneExecutions(db: DbOrTx, retention: ExecutionRetention = EXECUTION_RETENTION, now = new Date()): Promise<PruneSummary> {
  const instances = await db.select({ id: n8nInstances.id }).from(n8nInstances).orderBy(n8nInstances.id);
  let deleted = 0;
  for (const { id } of instances) deleted += await pruneInstanceExecutions(db, id, retention, now);
  return { instances: instances.length, deleted };
}

/** Daily, at a quiet hour; the scheduler's lease makes it run once across app instances. */
export function n8nPruneJob(prune: () => Promise<PruneSummary>, retention: ExecutionRetention = EXECUTION_RETENTION): JobDefinition {
  return {
    key: "n8n-execution-pruning",
    title: "n8n execution pruning",
    type: "maintenance",
    schedule: "45 3 * * *",
    run: async () => {
      const { instances, deleted } = await prune();
      const kept = `kept: the last ${retention.days} days and the newest ${retention.perWorkflow} per workflow`;
      return `${deleted} old execution${deleted === 1 ? "" : "s"} removed from ${instances} instance${instances === 1 ? "" : "s"} (${kept})`;
    },
  };
}
