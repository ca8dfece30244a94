// Automation figures computed from stored workflows and executions (no database access here).

import type { ActivityStatus, N8nAnalytics } from "#common/n8n/n8n-types.ts";

export type { ActivityStatus, N8nAnalytics };

export type WorkflowRow = { active: boolean; isArchived?: boolean | null };

export type ExecutionRow = {
  status: string | null | undefined;
  startedAt: Date | string | null | undefined;
  stoppedAt: Date | string | null | undefined;
};

const FAILED = new Set(["error", "crashed"]);

/**
 * The four states the pages show. n8n's 'crashed' is a failure (it counts against the success rate),
 * so it shows as error rather than the spec's catch-all pending; so does 'canceled', which did not succeed.
 */
export function normaliseStatus(status: string | null | undefined): ActivityStatus {
  const s = (status ?? "").toLowerCase();
  if (s === "success") return "success";
  if (FAILED.has(s) || s === "canceled" || s === "cancelled") return "error";
  if (s === "running") return "running";
  return "pending";
}

function toTime(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** stoppedAt − startedAt in milliseconds; null while either is missing or when the clock went backwards. */
export function executionDuration(execution: Pick<ExecutionRow, "startedAt" | "stoppedAt">): number | null {
  const started = toTime(execution.startedAt);
  const stopped = toTime(execution.stoppedAt);
  if (started === null || stopped === null || stopped < started) return null;
  return stopped - started;
}

/** Finished means it ended in success or failure; canceled, waiting and queued runs say nothing about health. */
function isFinished(status: string | null | undefined): boolean {
  const s = (status ?? "").toLowerCase();
  return s === "success" || FAILED.has(s);
}

/**
 * Archived workflows are left out of the workflow counts (n8n hides them like deleted ones).
 * `runningExecutions` may be given from a live count (N8nClient.countRunning); otherwise stored rows are counted.
 */
export function computeAnalytics(input: {
  workflows: readonly WorkflowRow[];
  executions: readonly ExecutionRow[];
  runningExecutions?: number;
}): N8nAnalytics {
  const workflows = input.workflows.filter((w) => !w.isArchived);
  let successful = 0;
  let finished = 0;
  let running = 0;
  let durationSum = 0;
  let durationCount = 0;
  for (const execution of input.executions) {
    const status = (execution.status ?? "").toLowerCase();
    if (status === "success") successful++;
    if (status === "running") running++;
    if (!isFinished(status)) continue;
    finished++;
    const duration = executionDuration(execution);
    if (duration !== null) {
      durationSum += duration;
      durationCount++;
    }
  }
  return {
    totalWorkflows: workflows.length,
    activeWorkflows: workflows.filter((w) => w.active).length,
    successRate: finished === 0 ? null : (successful / finished) * 100,
    successfulExecutions: successful,
    totalExecutions: input.executions.length,
    runningExecutions: input.runningExecutions ?? running,
    avgExecutionTime: durationCount === 0 ? null : Math.round(durationSum / durationCount),
  };
}
