import type { AiTaskView } from "#common/ai/ai-api.ts";
import { formatAbsoluteTime, formatRelativeTime } from "../n8n/relative-time.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useTaskRuns } from "./ai-api.ts";
import { TaskSchedule } from "./task-schedule.tsx";
import { TaskStatusIcon, taskStatusLabel } from "./task-status.tsx";

function duration(startedAt: string, finishedAt: string | null): string {
  if (!finishedAt) return "…";
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  return ms < 1000 ? `${Math.max(0, ms)}ms` : `${(ms / 1000).toFixed(1)}s`;
}

/** The task's view button: its last runs with trigger, duration, summary or error. */
export function TaskRunsDialog({ task, onClose }: { task: AiTaskView | null; onClose: () => void }) {
  const runs = useTaskRuns(task?.id ?? null);
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{task?.title ?? "Task"}: run history</DialogTitle>
          <DialogDescription>The latest 20 runs, scheduled or started by hand.</DialogDescription>
          {task && (
            <p className="text-sm">
              <span className="text-muted-foreground">Schedule:</span> <TaskSchedule schedule={task.schedule} showPattern />
            </p>
          )}
        </DialogHeader>
        {runs.isLoading ? (
          <Skeleton className="h-32" />
        ) : !runs.data?.length ? (
          <EmptyState title="No runs yet" description="Use Run now, or wait for its schedule." className="py-6" />
        ) : (
          <ol className="divide-y" aria-label="Run history">
            {runs.data.map((run) => (
              <li key={run.id} className="flex gap-3 py-2.5">
                <TaskStatusIcon status={run.status} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {taskStatusLabel(run.status)} · <span className="capitalize">{run.trigger}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={run.startedAt} title={formatAbsoluteTime(run.startedAt)}>
                      {formatRelativeTime(run.startedAt)}
                    </time>{" "}
                    · {duration(run.startedAt, run.finishedAt)}
                  </p>
                  {(run.error ?? run.summary) && <p className={run.error ? "mt-1 text-xs text-destructive" : "mt-1 text-xs"}>{run.error ?? run.summary}</p>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
