import { sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

/** What the run history says of a run whose instance died or shut down before it finished. */
export const ABANDONED_RUN_ERROR = "The instance running it stopped during the run";

/**
 * A job's lease in scheduled_jobs.locked_until. The expiry timestamp, read back as text at full precision, is
 * also the lease's version: renewing and releasing compare it, so an instance whose lease ran out and
 * was taken over cannot extend or clear the new holder's lease.
 */
export interface Lease {
  taskId: number;
  runId: number;
  version: string;
  lost: boolean;
}

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

export function createJobLeases(db: Db, logger: Logger, leaseMs: number) {
  return {
    /**
     * Takes the first free task matching `where`; runs of that task still marked running belong to an
     * instance whose lease ran out (it stopped heartbeating), so they are closed as abandoned here.
     */
    async claim(where: SQL): Promise<{ id: number; version: string } | null> {
      const result = await db.execute<{ id: number; version: string }>(sql`
        with claimed as (
          update scheduled_jobs set locked_until = now() + ${interval(leaseMs)}, status = 'running'
          where id = (
            select id from scheduled_jobs
            where ${where} and (locked_until is null or locked_until < now())
            order by next_run_at nulls last limit 1
            for update skip locked)
          returning id, locked_until::text as version),
        abandoned as (
          update scheduled_job_runs set status = 'failed', error = ${ABANDONED_RUN_ERROR}, finished_at = now()
          where status = 'running' and task_id in (select id from claimed)
          returning id)
        select id, version, (select count(*) from abandoned) as abandoned from claimed`);
      const row = result.rows[0];
      return row ? { id: Number(row.id), version: String(row.version) } : null;
    },

    /** Extends the lease while the job runs; false once it is no longer ours. */
    async renew(lease: Lease): Promise<boolean> {
      const result = await db.execute<{ version: string }>(sql`
        update scheduled_jobs set locked_until = now() + ${interval(leaseMs)}
        where id = ${lease.taskId} and locked_until = ${lease.version}::timestamptz
        returning locked_until::text as version`);
      const row = result.rows[0];
      if (row) lease.version = String(row.version);
      else lease.lost = true;
      return Boolean(row);
    },

    /** Frees the lease at the end of a run; false when another instance had taken the task meanwhile. */
    async finish(lease: Lease, set: { status: string; nextRunAt: Date | null }): Promise<boolean> {
      const result = await db.execute(sql`
        update scheduled_jobs set status = ${set.status}, last_run_at = now(), locked_until = null,
          next_run_at = ${set.nextRunAt?.toISOString() ?? null}::timestamptz
        where id = ${lease.taskId} and locked_until = ${lease.version}::timestamptz
        returning id`);
      return result.rows.length > 0;
    },

    /**
     * On shutdown: gives an unfinished task back at once (its next run time is kept, so a due job runs
     * again on another instance) and closes its run as abandoned.
     */
    async release(lease: Lease): Promise<void> {
      await db.execute(sql`
        with freed as (
          update scheduled_jobs set locked_until = null, status = 'failed'
          where id = ${lease.taskId} and locked_until = ${lease.version}::timestamptz
          returning id)
        update scheduled_job_runs set status = 'failed', error = ${ABANDONED_RUN_ERROR}, finished_at = now()
        where id = ${lease.runId} and status = 'running'`);
      lease.lost = true;
    },

    /**
     * Tasks nobody will claim again soon (manual ones, paused ones) would otherwise show "running"
     * for ever after a crash: once their lease has run out they and their open runs are marked failed.
     */
    async reapExpired(): Promise<void> {
      const result = await db.execute<{ id: number }>(sql`
        with expired as (
          update scheduled_jobs set status = 'failed', locked_until = null
          where status = 'running' and locked_until < now()
          returning id)
        update scheduled_job_runs set status = 'failed', error = ${ABANDONED_RUN_ERROR}, finished_at = now()
        where status = 'running' and task_id in (select id from expired)
        returning id`);
      if (result.rows.length > 0) logger.warn({ runs: result.rows.map((r) => Number(r.id)) }, "abandoned job runs marked failed");
    },
  };
}
export type JobLeases = ReturnType<typeof createJobLeases>;

/**
 * After a restore: jobs running when the backup was taken ran on an instance that is not here. Their leases are
 * freed and their runs closed as abandoned, so a new server picks every job up on its next tick.
 */
export async function freeRestoredJobLeases(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    update scheduled_jobs set locked_until = null, status = case when status = 'running' then 'failed' else status end
    where locked_until is not null or status = 'running'`);
  await tx.execute(sql`
    update scheduled_job_runs set status = 'failed', error = ${ABANDONED_RUN_ERROR}, finished_at = coalesce(finished_at, now())
    where status = 'running'`);
}
