import { Cron } from "croner";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { aiTaskRuns, aiTasks } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { SCHEDULER_TIME_ZONE } from "../../common/lib/cron-words.ts";

export interface JobDefinition {
  key: string;
  title: string;
  type: string;
  /** A cron pattern (5 or 6 fields, croner syntax), or null for a job that only runs on demand ('Manual'). */
  schedule: string | null;
  /** Returns a one-line summary of what it did, kept in the run history. */
  run: () => Promise<string | void>;
}

export type TaskStatus = "completed" | "running" | "failed" | "pending";
type TaskRow = typeof aiTasks.$inferSelect;

const LEASE_MS = 10 * 60_000;
/** Run history kept per task; frequent jobs (every 30 s) would otherwise add thousands of rows a day. */
const HISTORY_PER_TASK = 50;

/** Patterns are read in one fixed zone, not the host's, so the hours are the ones the Tasks tab states. */
function nextRun(schedule: string | null, from = new Date()): Date | null {
  if (!schedule) return null;
  return new Cron(schedule, { paused: true, timezone: SCHEDULER_TIME_ZONE }).nextRun(from) ?? null;
}

/**
 * Jobs are rows in ai_tasks; an instance runs a due job only after taking its lease with
 * `FOR UPDATE SKIP LOCKED`, so each run happens once however many instances poll.
 */
export function createScheduler(db: Db, logger: Logger) {
  const jobs = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  function register(job: JobDefinition) {
    if (job.schedule) nextRun(job.schedule); // throws on a bad pattern at start, not at run time
    jobs.set(job.key, job);
  }

  /** Writes the registered jobs to the table; staff's pause (is_active) is kept. */
  async function sync() {
    for (const job of jobs.values()) {
      await db
        .insert(aiTasks)
        .values({ key: job.key, title: job.title, type: job.type, schedule: job.schedule, nextRunAt: nextRun(job.schedule) })
        .onConflictDoUpdate({
          target: aiTasks.key,
          set: {
            title: job.title,
            type: job.type,
            schedule: job.schedule,
            nextRunAt: sql`coalesce(${aiTasks.nextRunAt}, ${nextRun(job.schedule)?.toISOString() ?? null}::timestamptz)`,
          },
        });
    }
  }

  async function claim(where: ReturnType<typeof sql>): Promise<TaskRow | null> {
    const result = await db.execute<{ id: number }>(sql`
      update ai_tasks set locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval, status = 'running'
      where id = (
        select id from ai_tasks
        where ${where} and (locked_until is null or locked_until < now())
        order by next_run_at nulls last limit 1
        for update skip locked)
      returning id`);
    const id = result.rows[0]?.id;
    if (!id) return null;
    const [row] = await db.select().from(aiTasks).where(eq(aiTasks.id, Number(id)));
    return row ?? null;
  }

  async function execute(task: TaskRow, trigger: "schedule" | "manual"): Promise<{ status: TaskStatus; summary: string | null; error: string | null }> {
    const job = jobs.get(task.key);
    const [run] = await db.insert(aiTaskRuns).values({ taskId: task.id, status: "running", trigger }).returning();
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
    }
    await db.update(aiTaskRuns).set({ status, summary, error, finishedAt: new Date() }).where(eq(aiTaskRuns.id, run!.id));
    await db
      .update(aiTasks)
      .set({ status, lastRunAt: new Date(), lockedUntil: null, nextRunAt: nextRun(task.schedule) })
      .where(eq(aiTasks.id, task.id));
    await db.execute(sql`
      delete from ai_task_runs where task_id = ${task.id} and id not in (
        select id from ai_task_runs where task_id = ${task.id} order by started_at desc, id desc limit ${HISTORY_PER_TASK})`);
    return { status, summary, error };
  }

  /** Runs every due, active job once (returns how many ran). */
  async function tick(): Promise<number> {
    if (ticking) return 0;
    ticking = true;
    let ran = 0;
    try {
      for (;;) {
        const task = await claim(sql`is_active and next_run_at is not null and next_run_at <= now()`);
        if (!task) break;
        await execute(task, "schedule");
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
      const task = await claim(sql`key = ${key}`);
      return task ? execute(task, "manual") : null;
    },
    async setActive(key: string, isActive: boolean) {
      await db.update(aiTasks).set({ isActive }).where(eq(aiTasks.key, key));
    },
    async history(taskId: number, limit = 20) {
      return db.select().from(aiTaskRuns).where(and(eq(aiTaskRuns.taskId, taskId))).orderBy(desc(aiTaskRuns.startedAt)).limit(limit);
    },
    start(intervalMs = 15_000) {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((err: unknown) => logger.error({ err }, "scheduler tick failed"));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
