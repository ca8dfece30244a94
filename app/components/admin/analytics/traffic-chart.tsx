import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TrafficReport } from "#common/analytics/analytics-report.ts";
import { formatCalendarDay } from "#common/lib/format-date.ts";

const shortDay = (day: string) => formatCalendarDay(day);

/** Visitors and page views per day (recharts: admin pages only, never in the public bundle). */
export function TrafficChart({ series }: { series: TrafficReport["series"] }) {
  return (
    <div className="h-64 w-full" role="img" aria-label={`Visitors and page views per day, ${series.length} days`}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 12, fill: "var(--muted-foreground)" }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "var(--muted-foreground)" }} />
          <Tooltip labelFormatter={(label) => shortDay(String(label))} contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 13 }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Area type="monotone" dataKey="pageViews" name="Page views" stroke="var(--brand)" fill="var(--brand)" fillOpacity={0.12} strokeWidth={2} />
          <Area type="monotone" dataKey="visitors" name="Visitors" stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.2} strokeWidth={2} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
