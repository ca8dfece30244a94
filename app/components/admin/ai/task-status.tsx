import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import type { AiTaskStatus } from "#common/ai/ai-api.ts";
import { cn } from "#app/lib/utils.ts";

const STATUS: Record<AiTaskStatus, { icon: typeof Clock; label: string; className: string }> = {
  completed: { icon: CheckCircle2, label: "Completed", className: "text-success" },
  running: { icon: Loader2, label: "Running", className: "animate-spin text-primary" },
  failed: { icon: XCircle, label: "Failed", className: "text-destructive" },
  pending: { icon: Clock, label: "Pending", className: "text-muted-foreground" },
};

/** Completed, running, failed, otherwise pending; the label is for screen readers and tooltips. */
export function TaskStatusIcon({ status, className }: { status: AiTaskStatus; className?: string }) {
  const s = STATUS[status] ?? STATUS.pending;
  const Icon = s.icon;
  return (
    <span title={s.label} className="inline-flex" data-status={status}>
      <Icon className={cn("size-5 shrink-0", s.className, className)} aria-hidden />
      <span className="sr-only">{s.label}</span>
    </span>
  );
}

export const taskStatusLabel = (status: AiTaskStatus) => (STATUS[status] ?? STATUS.pending).label;
