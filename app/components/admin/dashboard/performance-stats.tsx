import { Link } from "react-router";
import { BarChart3 } from "lucide-react";
import { formatSuccessRate } from "#common/n8n/format.ts";
import { isConnectedInstance } from "#common/n8n/instance-state.ts";
import { useAiTasks } from "../ai/ai-api.ts";
import { taskCounts } from "../ai/ai-summary.ts";
import { useAnalytics, useInstances } from "../n8n/n8n-api.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useAnalyticsSummary } from "./dashboard-queries.ts";
import { plural } from "#common/lib/plural.ts";

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg border p-3" data-testid={`perf-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-slot="stat-value">
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

const number = (n: number | undefined) => (n === undefined ? "--" : n.toLocaleString("en-US"));

/** Real figures where the spec had placeholders: first-party analytics, plus live AI and automation figures. */
export function PerformanceStats() {
  const summary = useAnalyticsSummary().data;
  const tasks = taskCounts(useAiTasks().data);
  const rate = useAnalytics(null).data?.successRate;
  const instances = useInstances().data;
  const connected = instances?.filter(isConnectedInstance).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden />
          Performance Stats
        </CardTitle>
        <CardDescription>
          Website figures from the site's own privacy-friendly analytics.{" "}
          <Link to="/admin/analytics" className="font-medium text-primary underline-offset-4 hover:underline">
            Open analytics
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label="Page Views" value={number(summary?.pageViews)} detail="last 7 days" />
          <Figure
            label="Conversion Rate"
            value={summary?.conversionRate == null ? "--" : `${summary.conversionRate}%`}
            detail={
              summary
                ? `${summary.convertedVisitors} of ${plural(summary.uniqueVisitors, "visitor")} became leads, 7 days`
                : "visitors who became leads, 7 days"
            }
          />
          <Figure label="Active Sessions" value={number(summary?.activeSessions)} detail="visitors, last 5 minutes" />
          <Figure label="AI Tasks Running" value={String(tasks.running)} detail={`of ${plural(tasks.total, "task")}`} />
          <Figure label="Automation Success" value={formatSuccessRate(rate, "--")} detail="finished n8n executions" />
          <Figure label="Connected Instances" value={number(connected)} detail={`active, last sync succeeded (of ${instances?.length ?? 0})`} />
        </dl>
      </CardContent>
    </Card>
  );
}
