import { CheckCircle2, Clock, History, Loader2, Sparkles, UserPlus, XCircle } from "lucide-react";
import type { DashboardActivityItem } from "#common/admin/dashboard-activity.ts";
import { cn } from "#app/lib/utils.ts";
import { formatAbsoluteTime, formatRelativeTime } from "../n8n/relative-time.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useDashboardActivity } from "./dashboard-queries.ts";

const RUN_ICONS: Record<string, { icon: typeof Clock; className: string }> = {
  success: { icon: CheckCircle2, className: "text-success" },
  error: { icon: XCircle, className: "text-destructive" },
  running: { icon: Loader2, className: "animate-spin text-primary" },
  pending: { icon: Clock, className: "text-muted-foreground" },
};

function iconFor(item: DashboardActivityItem) {
  if (item.kind === "lead") return { icon: UserPlus, className: "text-primary" };
  if (item.kind === "ai_content") return { icon: Sparkles, className: "text-brand" };
  return RUN_ICONS[item.status ?? "pending"] ?? RUN_ICONS.pending!;
}

/** The latest leads, AI content and n8n executions, newest first (replaces the spec's static sample lines). */
export function RecentActivityCard() {
  const activity = useDashboardActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden />
          Recent Activity
        </CardTitle>
        <CardDescription>New leads, AI content and automation runs.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isLoading ? (
          <Skeleton className="h-48" />
        ) : !activity.data?.length ? (
          <EmptyState icon={History} title="No activity yet" description="Leads, AI content and automation runs appear here." className="py-8" />
        ) : (
          <ul className="divide-y" aria-label="Recent activity">
            {activity.data.map((item) => {
              const { icon: Icon, className } = iconFor(item);
              return (
                <li key={item.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0" data-kind={item.kind}>
                  <Icon className={cn("mt-0.5 size-4 shrink-0", className)} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{item.title}</p>
                    <p className="truncate text-xs text-muted-foreground">{item.detail}</p>
                  </div>
                  <time dateTime={item.at} title={formatAbsoluteTime(item.at)} className="shrink-0 text-xs text-muted-foreground">
                    {formatRelativeTime(item.at)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
