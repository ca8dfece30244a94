import { CheckCircle2, Clock, History, Loader2, XCircle } from "lucide-react";
import type { ActivityStatus, RecentActivityItem } from "#common/n8n/n8n-types.ts";
import { formatExecutionTime } from "#common/n8n/format.ts";
import { cn } from "#app/lib/utils.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { formatAbsoluteTime, formatRelativeTime } from "./relative-time.ts";

const STATUS: Record<ActivityStatus, { icon: typeof Clock; label: string; className: string }> = {
  success: { icon: CheckCircle2, label: "Success", className: "text-success" },
  error: { icon: XCircle, label: "Error", className: "text-destructive" },
  running: { icon: Loader2, label: "Running", className: "animate-spin text-primary" },
  pending: { icon: Clock, label: "Pending", className: "text-muted-foreground" },
};

/** Latest executions across the instances: success, error, running, otherwise pending. */
export function RecentActivityList({ items, loading }: { items: RecentActivityItem[] | undefined; loading: boolean }) {
  if (loading && !items) return <Skeleton className="h-64" />;
  if (!items?.length) return <EmptyState icon={History} title="No recent activity" description="Executions appear here after a sync." />;
  return (
    // Focusable so keyboard users can scroll the list (it scrolls on its own past 36rem).
    <ul className="max-h-[36rem] divide-y overflow-y-auto pr-1" aria-label="Recent activity" tabIndex={0}>
      {items.map((item) => {
        const { icon: Icon, label, className } = STATUS[item.status];
        return (
          <li key={item.id} className="flex items-center gap-3 py-2.5" data-status={item.status}>
            <Icon className={cn("size-5 shrink-0", className)} aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{item.workflowName}</p>
              <p className="truncate text-xs text-muted-foreground">
                {item.instanceName} · <span title={formatAbsoluteTime(item.startedAt)}>{item.startedAt ? formatRelativeTime(item.startedAt) : "queued"}</span>
              </p>
            </div>
            <div className="text-right">
              <p className="text-xs font-medium">{label}</p>
              <p className="text-xs text-muted-foreground tabular-nums">{item.status === "running" ? "…" : formatExecutionTime(item.duration)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
