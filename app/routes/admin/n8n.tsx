import { useState } from "react";
import { Plus, RefreshCw } from "lucide-react";
import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";
import { errorMessage } from "../../lib/api.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { N8nStatCards } from "../../components/admin/n8n/n8n-stat-cards.tsx";
import { InstanceFormDialog } from "../../components/admin/n8n/instance-form-dialog.tsx";
import { InstanceList } from "../../components/admin/n8n/instance-list.tsx";
import { RecentActivityList } from "../../components/admin/n8n/recent-activity-list.tsx";
import { WorkflowList } from "../../components/admin/n8n/workflow-list.tsx";
import { ExecutionTable } from "../../components/admin/n8n/execution-table.tsx";
import { useAnalytics, useInstances, useRecentActivity, useSyncAll, useWorkflows } from "../../components/admin/n8n/n8n-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("n8n Integration");

const ALL = "all";

/** The workflow-automation dashboard: Sync All, Add Instance, four stat cards, instances, recent activity. */
export default function AdminN8nPage() {
  const instances = useInstances();
  const [filter, setFilter] = useState<number | null>(null);
  // A filter on an instance that was just deleted falls back to all of them.
  const instanceId = filter !== null && instances.data?.some((i) => i.id === filter) ? filter : null;
  const analytics = useAnalytics(instanceId);
  const workflows = useWorkflows(instanceId);
  const activity = useRecentActivity(instanceId);
  const syncAll = useSyncAll();
  const [form, setForm] = useState<{ open: boolean; instance: N8nInstanceView | null }>({ open: false, instance: null });

  function onSyncAll() {
    syncAll.mutate(undefined, {
      onSuccess: (data) => toast({ title: "All instances synced successfully!", description: data.message }),
      onError: (error) => toast({ title: "Sync failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
    });
  }

  const scope = instanceId === null ? "All instances" : (instances.data?.find((i) => i.id === instanceId)?.name ?? "");

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="n8n Integration"
        description="Connect and watch your n8n automation instances."
        actions={
          <>
            <Button variant="outline" onClick={onSyncAll} disabled={syncAll.isPending || !instances.data?.length}>
              {syncAll.isPending ? <Spinner label="" /> : <RefreshCw aria-hidden />}
              {syncAll.isPending ? "Syncing..." : "Sync All"}
            </Button>
            <Button onClick={() => setForm({ open: true, instance: null })}>
              <Plus aria-hidden />
              Add Instance
            </Button>
          </>
        }
      />

      {(instances.data?.length ?? 0) > 1 && (
        <div className="flex items-center gap-2">
          <label htmlFor="n8n-scope" className="text-sm text-muted-foreground">
            Showing
          </label>
          <Select value={instanceId === null ? ALL : String(instanceId)} onValueChange={(v) => setFilter(v === ALL ? null : Number(v))}>
            <SelectTrigger id="n8n-scope" size="sm" className="min-w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All instances</SelectItem>
              {instances.data?.map((i) => (
                <SelectItem key={i.id} value={String(i.id)}>
                  {i.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}

      <N8nStatCards analytics={analytics.data} loading={analytics.isLoading} />

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle>
              <h2>Instances</h2>
            </CardTitle>
            <CardDescription>Each instance's last sync and its own figures.</CardDescription>
          </CardHeader>
          <CardContent>
            {instances.isError ? (
              <p className="text-sm text-destructive">Failed to load instances: {errorMessage(instances.error, "please reload")}</p>
            ) : (
              <InstanceList instances={instances.data} loading={instances.isLoading} onEdit={(instance) => setForm({ open: true, instance })} />
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Recent Activity</h2>
            </CardTitle>
            <CardDescription>{scope}: latest executions.</CardDescription>
          </CardHeader>
          <CardContent>
            <RecentActivityList items={activity.data} loading={activity.isLoading} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
              <h2>Workflows</h2>
            </CardTitle>
          <CardDescription>{scope}: synced workflows. Set a webhook URL to send leads to a workflow when it is assigned to a contact.</CardDescription>
        </CardHeader>
        <CardContent>
          <WorkflowList workflows={workflows.data} loading={workflows.isLoading} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Executions</h2>
          </CardTitle>
          <CardDescription>{scope}: every synced execution (the last 30 days and the newest 100 of each workflow).</CardDescription>
        </CardHeader>
        <CardContent>
          <ExecutionTable instanceId={instanceId} />
        </CardContent>
      </Card>

      <InstanceFormDialog open={form.open} instance={form.instance} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
    </div>
  );
}
