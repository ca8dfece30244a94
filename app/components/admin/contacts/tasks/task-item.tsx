import type { ReactNode } from "react";
import { Link } from "react-router";
import { CalendarClock, CheckSquare, Mail, Phone, Users } from "lucide-react";
import { isOverdue, TASK_TYPE_LABELS, type TaskType, type TaskView } from "#common/contacts/contact-task.ts";
import { cn } from "#app/lib/utils.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useSetTaskDone } from "./tasks-api.ts";
import { dayKey, formatDateTime, formatTime } from "#common/lib/format-date.ts";

const TYPE_ICONS: Record<TaskType, typeof Phone> = { call: Phone, email: Mail, meeting: Users, todo: CheckSquare };

/** The calendar day `days` after "2026-11-29" (calendar arithmetic: a 23- or 25-hour DST day is still one day). */
const dayAfter = (key: string, days: number) => {
  const d = new Date(`${key}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A due time in Houston time: "Today, 3:00 PM", "Tomorrow, 9:00 AM" or "Nov 30, 2026, 9:00 AM". */
export function dueWords(iso: string, now = new Date()): string {
  const time = formatTime(iso);
  const day = dayKey(iso);
  const today = dayKey(now);
  if (day === today) return `Today, ${time}`;
  if (day === dayAfter(today, 1)) return `Tomorrow, ${time}`;
  if (day === dayAfter(today, -1)) return `Yesterday, ${time}`;
  return formatDateTime(iso);
}

/** One task: done checkbox, type, title, due time (overdue in red), assignee; the contact's name on the dashboard. */
export function TaskItem({ task, showContact = false, showAssignee = true, actions }: { task: TaskView; showContact?: boolean; showAssignee?: boolean; actions?: ReactNode }) {
  const setDone = useSetTaskDone();
  const overdue = isOverdue(task);
  const Icon = TYPE_ICONS[task.type];
  return (
    <li className="flex items-start gap-3 rounded-md border border-border p-3 text-sm" data-testid="task-item" aria-label={task.title}>
      <Checkbox
        className="mt-0.5"
        checked={task.done}
        disabled={setDone.isPending}
        onCheckedChange={(on) => setDone.mutate({ task, done: on === true })}
        aria-label={task.done ? `Reopen “${task.title}”` : `Mark “${task.title}” done`}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className={cn("flex flex-wrap items-center gap-2 font-medium break-words", task.done && "text-muted-foreground line-through")}>
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="sr-only">{TASK_TYPE_LABELS[task.type]}:</span>
          {task.title}
          {overdue && <Badge variant="destructive">Overdue</Badge>}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className={cn("inline-flex items-center gap-1", overdue && "font-medium text-destructive")}>
            <CalendarClock className="size-3.5" aria-hidden />
            {dueWords(task.dueAt)}
          </span>
          {showContact && (
            <Link className="text-brand hover:underline" to={`/admin/contacts?contact=${task.contactId}`}>
              {task.contactName}
            </Link>
          )}
          {showAssignee && <span>{task.assigneeName ?? "Unassigned"}</span>}
          {task.remindedAt && !task.done && <span>Reminder sent</span>}
        </p>
        {task.notes && <p className="whitespace-pre-line break-words text-muted-foreground">{task.notes}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-1">{actions}</div>}
    </li>
  );
}
