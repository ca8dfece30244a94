import { useState } from "react";
import { Eye, Pause, Play, RotateCw } from "lucide-react";
import type { AiTaskView } from "#common/ai/ai-api.ts";
import { errorMessage } from "#app/lib/api.ts";
import { formatAbsoluteTime, formatRelativeTime } from "../n8n/relative-time.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useAiTasks, useRunTask, useSetTaskActive } from "./ai-api.ts";
import { TaskRunsDialog } from "./task-runs-dialog.tsx";
import { TaskSchedule } from "./task-schedule.tsx";
import { TaskStatusIcon } from "./task-status.tsx";

function TaskRow({ task, onView }: { task: AiTaskView; onView: () => void }) {
  const setActive = useSetTaskActive();
  const run = useRunTask();

  function toggle() {
    setActive.mutate(
      { id: task.id, isActive: !task.isActive },
      {
        onSuccess: (t) => toast({ title: t.isActive ? "Task Resumed" : "Task Paused", description: `"${t.title}" ${t.isActive ? "runs on its schedule again" : "will not run on its schedule"}.` }),
        onError: (error) => toast({ title: "Update Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
      },
    );
  }

  function runNow() {
    run.mutate(task.id, {
      onSuccess: (r) =>
        toast(r.run.status === "completed" ? { title: "Task Completed", description: r.message } : { title: "Task Failed", description: r.message, variant: "destructive" }),
      onError: (error) => toast({ title: "Run Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
    });
  }

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" aria-label={task.title}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TaskStatusIcon status={run.isPending ? "running" : task.status} className="mt-0.5" />
        <div className="min-w-0">
          <p className="font-medium">{task.title}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="outline" className="capitalize">
              {task.type}
            </Badge>
            <TaskSchedule schedule={task.schedule} />
            <span>
              Last run:{" "}
              <time dateTime={task.lastRunAt ?? undefined} title={formatAbsoluteTime(task.lastRunAt)}>
                {formatRelativeTime(task.lastRunAt)}
              </time>
            </span>
            {task.isActive && task.nextRunAt && <span title={formatAbsoluteTime(task.nextRunAt)}>Next: {formatRelativeTime(task.nextRunAt)}</span>}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={task.isActive ? "success" : "secondary"}>{task.isActive ? "Active" : "Inactive"}</Badge>
        <Button variant="ghost" size="icon" onClick={onView} aria-label={`View runs of ${task.title}`}>
          <Eye aria-hidden />
        </Button>
        <Button variant="outline" size="sm" onClick={toggle} disabled={setActive.isPending} aria-label={`${task.isActive ? "Pause" : "Resume"} ${task.title}`}>
          {task.isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
          {task.isActive ? "Pause" : "Resume"}
        </Button>
        <Button variant="outline" size="sm" onClick={runNow} disabled={run.isPending} aria-label={`Run ${task.title} now`}>
          {run.isPending ? <Spinner label="" /> : <RotateCw aria-hidden />}
          Run now
        </Button>
      </div>
    </li>
  );
}

/** The Tasks tab: status icon, type, schedule or 'Manual', Active/Inactive, a view button (run history). */
export function TaskList() {
  const tasks = useAiTasks();
  const [viewing, setViewing] = useState<number | null>(null);
  if (tasks.isLoading) return <Skeleton className="h-64" />;
  if (!tasks.data?.length) return <EmptyState title="No AI tasks" description="Scheduled jobs appear here once the server has started them." />;
  return (
    <>
      <ul className="divide-y" aria-label="AI tasks">
        {tasks.data.map((task) => (
          <TaskRow key={task.id} task={task} onView={() => setViewing(task.id)} />
        ))}
      </ul>
      <TaskRunsDialog task={tasks.data.find((t) => t.id === viewing) ?? null} onClose={() => setViewing(null)} />
    </>
  );
}
