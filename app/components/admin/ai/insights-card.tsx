import { AlertTriangle, Info, OctagonAlert, Users } from "lucide-react";
import type { InsightSeverity } from "#common/ai/contact-insight.ts";
import { cn } from "#app/lib/utils.ts";
import { formatAbsoluteTime, formatRelativeTime } from "../n8n/relative-time.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { useLatestInsights } from "./ai-api.ts";

const SEVERITY: Record<InsightSeverity, { icon: typeof Info; className: string; label: string }> = {
  info: { icon: Info, className: "text-primary", label: "Information" },
  warning: { icon: AlertTriangle, className: "text-warning", label: "Needs attention" },
  critical: { icon: OctagonAlert, className: "text-destructive", label: "Urgent" },
};

/** The latest contact insights (Generate Insights or the daily job), each a titled finding with its numbers. */
export function InsightsCard() {
  const latest = useLatestInsights().data;
  if (!latest) return null;
  return (
    <Card aria-label="Contact insights">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          Contact Insights
        </CardTitle>
        <CardDescription>
          Generated <time dateTime={latest.generatedAt} title={formatAbsoluteTime(latest.generatedAt)}>{formatRelativeTime(latest.generatedAt)}</time>
          {latest.source === "llm" ? " · worded by the AI model from the computed figures" : " · computed from your leads, deliveries and chat"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Insights">
          {latest.insights.map((i) => {
            const s = SEVERITY[i.severity] ?? SEVERITY.info;
            const Icon = s.icon;
            return (
              <li key={i.key} className="rounded-lg border p-3" data-severity={i.severity}>
                <div className="flex items-center justify-between gap-2">
                  <p className="flex items-center gap-1.5 text-sm font-medium">
                    <Icon className={cn("size-4", s.className)} aria-label={s.label} />
                    {i.title}
                  </p>
                  <span className="text-xs font-semibold tabular-nums">{i.metric}</span>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{i.finding}</p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
