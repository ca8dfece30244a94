import { AlertTriangle, CheckCircle2, Pencil, RefreshCw, Server, Trash2 } from "lucide-react";
import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";
import { formatExecutionTime, formatSuccessRate } from "#common/n8n/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { formatAbsoluteTime, formatRelativeTime } from "./relative-time.ts";
import { isActiveInstance, isConnectedInstance } from "#common/n8n/instance-state.ts";

type InstanceCardProps = {
  instance: N8nInstanceView;
  syncing: boolean;
  onSync: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One instance: identity, how its last sync went (the error in words), its own figures and actions. */
export function InstanceCard({ instance, syncing, onSync, onEdit, onDelete }: InstanceCardProps) {
  const { stats } = instance;
  const failed = instance.lastSyncStatus === "error";
  return (
    <li className="rounded-lg border bg-card p-4" aria-label={instance.name} data-testid="instance-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Server className="size-4 text-muted-foreground" aria-hidden />
            <h3 className="font-semibold">{instance.name}</h3>
            <Badge variant="outline">{instance.type === "client" ? "Client" : "Internal"}</Badge>
            {!isActiveInstance(instance) && <Badge variant="secondary">Inactive</Badge>}
            {isConnectedInstance(instance) && <Badge variant="outline">Connected</Badge>}
          </div>
          <p className="mt-1 truncate text-sm text-muted-foreground" title={instance.baseUrl}>
            {instance.baseUrl}
          </p>
          {instance.description && <p className="mt-1 text-sm">{instance.description}</p>}
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onSync} disabled={syncing}>
            {syncing ? <Spinner label="" /> : <RefreshCw aria-hidden />}
            {syncing ? "Syncing..." : "Sync"}
            <span className="sr-only"> {instance.name}</span>
          </Button>
          <Button size="icon" variant="ghost" className="size-9" onClick={onEdit} aria-label={`Edit ${instance.name}`}>
            <Pencil aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" className="size-9 text-destructive" onClick={onDelete} aria-label={`Delete ${instance.name}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>

      <p className="mt-3 flex items-center gap-1.5 text-sm" title={formatAbsoluteTime(instance.lastSync)}>
        {instance.lastSyncStatus === "success" && <CheckCircle2 className="size-4 text-success" aria-hidden />}
        {failed && <AlertTriangle className="size-4 text-destructive" aria-hidden />}
        <span className="text-muted-foreground">Last sync:</span> {instance.lastSync ? formatRelativeTime(instance.lastSync) : "never"}
      </p>
      {failed && instance.lastSyncError && (
        <p role="status" className="mt-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          Last sync failed: {instance.lastSyncError}
        </p>
      )}

      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Workflows" value={`${stats.totalWorkflows} (${stats.activeWorkflows} active)`} />
        <Figure label="Success rate" value={formatSuccessRate(stats.successRate)} />
        <Figure label="Running" value={String(stats.runningExecutions)} />
        <Figure label="Avg duration" value={formatExecutionTime(stats.avgExecutionTime)} />
      </dl>
    </li>
  );
}
