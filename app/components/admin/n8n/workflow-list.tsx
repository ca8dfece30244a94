import { useState } from "react";
import { Link2, Workflow } from "lucide-react";
import type { N8nWorkflowView } from "#common/n8n/n8n-types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { WebhookUrlDialog } from "./webhook-url-dialog.tsx";

function WorkflowRow({ workflow, onWebhook }: { workflow: N8nWorkflowView; onWebhook: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={workflow.name}>
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{workflow.name}</span>
          <Badge variant={workflow.active ? "success" : "secondary"}>{workflow.active ? "Active" : "Inactive"}</Badge>
          {workflow.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {workflow.instanceName} · {workflow.executionCount} {workflow.executionCount === 1 ? "execution" : "executions"}
          {workflow.executionCount > 0 && ` · ${workflow.successCount} successful`}
        </p>
        <p className="mt-0.5 truncate text-xs" title={workflow.webhookUrl ?? undefined}>
          {workflow.webhookUrl ? (
            <span className="text-foreground">Webhook: {workflow.webhookUrl}</span>
          ) : (
            <span className="text-muted-foreground">{workflow.webhookPaths.length ? "Webhook trigger, URL not set" : "No webhook URL"}</span>
          )}
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={onWebhook}>
        <Link2 aria-hidden />
        {workflow.webhookUrl ? "Edit webhook" : "Set webhook"}
        <span className="sr-only"> for {workflow.name}</span>
      </Button>
    </li>
  );
}

/** The synced workflows (what the contact picker lists), with the webhook URL staff can set per workflow. */
export function WorkflowList({ workflows, loading }: { workflows: N8nWorkflowView[] | undefined; loading: boolean }) {
  const [editing, setEditing] = useState<N8nWorkflowView | null>(null);
  if (loading && !workflows) return <Skeleton className="h-40" />;
  if (!workflows?.length) {
    return <EmptyState icon={Workflow} title="No workflows synced yet" description="Add an instance and sync it to see its workflows here." />;
  }
  return (
    <>
      <ul className="divide-y">
        {workflows.map((workflow) => (
          <WorkflowRow key={workflow.id} workflow={workflow} onWebhook={() => setEditing(workflow)} />
        ))}
      </ul>
      <WebhookUrlDialog workflow={editing} onClose={() => setEditing(null)} />
    </>
  );
}
