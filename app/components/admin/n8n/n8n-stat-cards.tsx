import { Activity, Gauge, Timer, Workflow } from "lucide-react";
import type { N8nAnalytics } from "#common/n8n/n8n-types.ts";
import { formatExecutionTime, formatSuccessRate } from "#common/n8n/format.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";

type StatProps = { title: string; value: string; detail: string; icon: typeof Workflow };

function Stat({ title, value, detail, icon: Icon }: StatProps) {
  return (
    <Card className="gap-2" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, "-")}`}>
      <CardHeader className="flex flex-row items-center justify-between pb-0">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold tabular-nums">{value}</div>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

/** Total Workflows (with active count), Success Rate, Running, Avg Duration (formats in common/n8n/format.ts). */
export function N8nStatCards({ analytics, loading }: { analytics: N8nAnalytics | undefined; loading: boolean }) {
  if (loading && !analytics) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label="Loading automation figures">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  const a = analytics;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat title="Total Workflows" value={String(a?.totalWorkflows ?? 0)} detail={`${a?.activeWorkflows ?? 0} active`} icon={Workflow} />
      <Stat
        title="Success Rate"
        value={formatSuccessRate(a?.successRate)}
        detail={`${a?.successfulExecutions ?? 0} successful of ${a?.totalExecutions ?? 0} executions`}
        icon={Gauge}
      />
      <Stat title="Running" value={String(a?.runningExecutions ?? 0)} detail="executions in progress" icon={Activity} />
      <Stat title="Avg Duration" value={formatExecutionTime(a?.avgExecutionTime)} detail="per finished execution" icon={Timer} />
    </div>
  );
}
