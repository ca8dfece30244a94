import { Cron } from "croner";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { scheduledJobRuns, scheduledJobs } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { SCHEDULER_TIME_ZONE } from "#common/lib/cron-words.ts";
import { createJobLeases, type Lease } from "./job-lease.ts";
import { settleWithin } from "../lifecycle/settle.ts";
import type { JobDefinition } from "./job-definition.ts";
import { noMetrics, type Metrics } from "../metrics/metrics.ts";

export type TaskStatus = "completed" | "running" | "failed" | "pending";
type TaskRow = typeof scheduledJobs.$inferSelect;

export interface SchedulerOptions {
  /**
   * How long a claimed job stays ours without a heartbeat. Short, so that a crashed instance's job is
   * free again within seconds; a running job renews it every `heartbeatMs`, however long it takes.
   */
  leaseMs?: number;
  heartbeatMs?: number;
  /** Counts this instance's runs by job and result. */
  metrics?: Pick<Metrics, "jobRun">;
}

/** Run history kept per task; frequent jobs (every 30 s) would otherwise add thousands of rows a day. */
const HISTORY_PER_TASK = 50;

/** Patterns are read in one fixed zone, not the host's, so the hours are the ones the Tasks tab states. */
function nextRun(schedule: string | null, from = new Date()): Date | null {
  if (!schedule) return null;
  return new Cron(schedule, { paused: true, timezone: SCHEDULER_TIME_ZONE }).nextRun(from) ?? null;
}

/**
 * Jobs are rows in scheduled_jobs; an instance runs a due job only after taking its lease with
 * `FOR UPDATE SKIP LOCKED`, so each run happens once however many instances poll. The lease is
 * short and renewed while the job runs (see job-lease.ts), so a crash frees the job within `leaseMs`.
 */
export function createScheduler(db: Db, logger: Logger, options: SchedulerOptions = {}) {
  const leaseMs = options.leaseMs ?? 20_000;
  // A quarter of the lease: three heartbeats may fail or run late before another instance may take over.
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 4);
  const leases = createJobLeases(db, logger, leaseMs);
  const metrics = options.metrics ?? noMetrics;
  const jobs = new Map<string, JobDefinition>();
  /** Runs in progress in this process, with their leases: what a shutdown waits for or gives back. */
  const active = new Map<Lease, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;
  let stopped = false;

  function register(job: JobDefinition) {
    if (job.schedule) nextRun(job.schedule); // throws on a bad pattern at start, not at run time
    jobs.set(job.key, job);
  }

  /** Writes the registered jobs to the table; staff's pause (is_active) is kept. */
  async function sync() {
    for (const job of jobs.values()) {
      await db
        .insert(scheduledJobs)
        .values({ key: job.key, title: job.title, type: job.type, schedule: job.schedule, nextRunAt: nextRun(job.schedule) })
        .onConflictDoUpdate({
          target: scheduledJobs.key,
          set: {
            title: job.title,
            type: job.type,
            schedule: job.schedule,
            nextRunAt: sql`coalesce(${scheduledJobs.nextRunAt}, ${nextRun(job.schedule)?.toISOString() ?? null}::timestamptz)`,
          },
        });
    }
  }

  async function claim(where: ReturnType<typeof sql>): Promise<{ task: TaskRow; version: string } | null> {
    const claimed = await leases.claim(where);
    if (!claimed) return null;
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, claimed.id));
    return row ? { task: row, version: claimed.version } : null;
  }

  /** Renews the lease every heartbeatMs until stopped; `stop` waits for a renewal already under way. */
  function heartbeat(lease: Lease, task: TaskRow) {
    let beat: Promise<unknown> = Promise.resolve();
    let next: NodeJS.Timeout | null = null;
    const schedule = () => {
      next = setTimeout(() => {
        beat = leases
          .renew(lease)
          .then((ok) => {
            if (!ok) logger.warn({ task: task.key }, "job lease lost: another instance took the job over");
          })
          .catch((err: unknown) => logger.warn({ task: task.key, err }, "job lease renewal failed"))
          .finally(() => {
            if (!lease.lost && next) schedule();
          });
      }, heartbeatMs);
      next.unref();
    };
    schedule();
    return async () => {
      if (next) clearTimeout(next);
      next = null;
      await beat;
    };
  }

  async function execute(claimed: { task: TaskRow; version: string }, trigger: "schedule" | "manual"): Promise<{ status: TaskStatus; summary: string | null; error: string | null }> {
    const { task } = claimed;
    const job = jobs.get(task.key);
    const [run] = await db.insert(scheduledJobRuns).values({ taskId: task.id, status: "running", trigger }).returning();
    const lease: Lease = { taskId: task.id, runId: run!.id, version: claimed.version, lost: false };
    // Until the run is recorded, not only until the job returns: a shutdown closes the database after it.
    let recorded = () => {};
    active.set(lease, new Promise<void>((resolve) => (recorded = resolve)));
    try {
      return await runAndRecord(task, lease, job);
    } finally {
      active.delete(lease);
      recorded();
    }
  }

  async function runAndRecord(task: TaskRow, lease: Lease, job: JobDefinition | undefined): Promise<{ status: TaskStatus; summary: string | null; error: string | null }> {
    const stopHeartbeat = heartbeat(lease, task);
    let status: TaskStatus = "completed";
    let summary: string | null = null;
    let error: string | null = null;
    try {
      if (!job) throw new Error(`No handler registered for ${task.key}`);
      summary = (await job.run()) ?? null;
    } catch (err) {
      status = "failed";
      error = err instanceof Error ? err.message : String(err);
      logger.warn({ task: task.key, err: error }, "job failed");
    } finally {
      await stopHeartbeat();
    }
    metrics.jobRun(task.key, status === "failed" ? "failed" : "completed");
    // The run row first: once the task's lease is freed, a reaper would take a still-open run for abandoned.
    await db.update(scheduledJobRuns).set({ status, summary, error, finishedAt: new Date() }).where(and(eq(scheduledJobRuns.id, lease.runId), eq(scheduledJobRuns.status, "running")));
    if (!lease.lost && !(await leases.finish(lease, { status, nextRunAt: nextRun(task.schedule) }))) {
      logger.warn({ task: task.key }, "job finished after its lease was taken over; the other instance's run stands");
    }
    await db.execute(sql`
      delete from scheduled_job_runs where task_id = ${task.id} and id not in (
        select id from scheduled_job_runs where task_id = ${task.id} order by started_at desc, id desc limit ${HISTORY_PER_TASK})`);
    return { status, summary, error };
  }

  /** Runs every due, active job once (returns how many ran). */
  async function tick(): Promise<number> {
    if (ticking || stopped) return 0;
    ticking = true;
    let ran = 0;
    try {
      await leases.reapExpired();
      while (!stopped) {
        const claimed = await claim(sql`is_active and next_run_at is not null and next_run_at <= now()`);
        if (!claimed) break;
        await execute(claimed, "schedule");
        ran++;
      }
    } finally {
      ticking = false;
    }
    return ran;
  }

  return {
    register,
    sync,
    tick,
    /** Runs a job now (even a paused or manual one); null when another instance is running it. */
    async runNow(key: string) {
      await leases.reapExpired();
      const claimed = await claim(sql`key = ${key}`);
      return claimed ? execute(claimed, "manual") : null;
    },
    async setActive(key: string, isActive: boolean) {
      await db.update(scheduledJobs).set({ isActive }).where(eq(scheduledJobs.key, key));
    },
    async history(taskId: number, limit = 20) {
      return db.select().from(scheduledJobRuns).where(and(eq(scheduledJobRuns.taskId, taskId))).orderBy(desc(scheduledJobRuns.startedAt)).limit(limit);
    },
    start(intervalMs = 10_000) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        tick().catch((err: unknown) => logger.error({ err }, "scheduler tick failed"));
      }, intervalMs);
      timer.unref();
    },
    /** No new ticks, and a tick in progress claims nothing more; runs already started go on. */
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** Resolves when the runs in progress have ended, or after `timeoutMs`; true when none is left. */
    async settle(timeoutMs: number): Promise<boolean> {
      return settleWithin([...active.values()], timeoutMs);
    },
    /** Gives back the leases of runs still in progress (after `settle` gave up), so another instance runs them at once. */
    async release(): Promise<number> {
      const open = [...active.keys()].filter((lease) => !lease.lost);
      for (const lease of open) await leases.release(lease).catch((err: unknown) => logger.warn({ err }, "job lease release failed"));
      return open.length;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

