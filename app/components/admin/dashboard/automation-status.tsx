import { Activity, Gauge, Server, Timer } from "lucide-react";
import { formatDashboardSeconds, formatSuccessRate } from "#common/n8n/format.ts";
import { isActiveInstance } from "#common/n8n/instance-state.ts";
import { useAnalytics, useInstances } from "../n8n/n8n-api.ts";
import { StatCard } from "../../ui/stat-card.tsx";

/** Automation Status: Active Instances of total, Success Rate or '--', Running Now, Avg Duration or '--'. */
export function AutomationStatus() {
  const instances = useInstances().data ?? [];
  const a = useAnalytics(null).data;
  const active = instances.filter(isActiveInstance).length;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Active Instances" value={active} detail={`of ${instances.length} configured`} icon={Server} href="/admin/n8n" hrefLabel="Manage" />
      <StatCard title="Success Rate" value={formatSuccessRate(a?.successRate, "--")} detail={`${a?.successfulExecutions ?? 0} of ${a?.totalExecutions ?? 0} executions`} icon={Gauge} />
      <StatCard title="Running Now" value={a?.runningExecutions ?? 0} detail="executions in progress" icon={Activity} />
      <StatCard title="Avg Duration" value={formatDashboardSeconds(a?.avgExecutionTime)} detail="per finished execution" icon={Timer} />
    </div>
  );
}
