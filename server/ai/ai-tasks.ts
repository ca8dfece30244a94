import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { scheduledJobs } from "../db/schema.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import { ApiError, notFound } from "../lib/errors.ts";
import type { AiTaskRunView, AiTaskStatus, AiTaskView, RunTaskResponse } from "#common/ai/ai-api.ts";

// The AI Tasks tab: the scheduler's jobs as rows, their run history, pause/resume and "Run now".

type TaskRow = typeof scheduledJobs.$inferSelect;
const STATUSES = new Set<string>(["completed", "running", "failed", "pending"]);
const RUNS_SHOWN = 20;

/** A task's status: completed, running, failed, otherwise pending. */
const toStatus = (status: string): AiTaskStatus => (STATUSES.has(status) ? (status as AiTaskStatus) : "pending");

function toView(row: TaskRow): AiTaskView {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    type: row.type,
    schedule: row.schedule,
    status: toStatus(row.status),
    isActive: row.isActive,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
  };
}

export function createAiTasks(db: Db, scheduler: Scheduler) {
  async function get(id: number): Promise<TaskRow> {
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id));
    if (!row) throw notFound("AI task");
    return row;
  }

  return {
    async list(): Promise<AiTaskView[]> {
      const rows = await db.select().from(scheduledJobs).orderBy(asc(scheduledJobs.title), asc(scheduledJobs.id));
      return rows.map(toView);
    },

    async runs(id: number): Promise<AiTaskRunView[]> {
      await get(id);
      const rows = await scheduler.history(id, RUNS_SHOWN);
      return rows.map((r) => ({
        id: r.id,
        status: toStatus(r.status),
        trigger: r.trigger,
        startedAt: r.startedAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
        summary: r.summary,
        error: r.error,
      }));
    },

    async setActive(id: number, isActive: boolean): Promise<AiTaskView> {
      const row = await get(id);
      await scheduler.setActive(row.key, isActive);
      return toView(await get(id));
    },

    /** Runs the job here and now, whatever its schedule or pause; 409 while another run holds it. */
    async runNow(id: number): Promise<RunTaskResponse> {
      const row = await get(id);
      const run = await scheduler.runNow(row.key);
      if (!run) throw new ApiError(409, `"${row.title}" is already running; try again when it has finished.`);
      const message = run.status === "completed" ? `"${row.title}" completed${run.summary ? `: ${run.summary}` : ""}` : `"${row.title}" failed: ${run.error ?? "unknown error"}`;
      return { message, run, task: toView(await get(id)) };
    },
  };
}
export type AiTasks = ReturnType<typeof createAiTasks>;
