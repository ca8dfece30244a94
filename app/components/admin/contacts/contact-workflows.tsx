import { useState } from "react";
import { Workflow, X } from "lucide-react";
import type { WorkflowAssignment } from "#common/contacts/contact-types.ts";
import { Button } from "../../ui/button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";
import { formatDate } from "./contact-format.ts";
import { useAssignWorkflow, useAvailableWorkflows, useUnassignWorkflow } from "./contacts-api.ts";

/** Assigned workflows with unassign, and a picker of the synced workflows (with instance names) to assign. */
export function ContactWorkflows({ contactId, assigned }: { contactId: number; assigned: WorkflowAssignment[] }) {
  const workflows = useAvailableWorkflows(true);
  const assign = useAssignWorkflow(contactId);
  const unassign = useUnassignWorkflow(contactId);
  const [choice, setChoice] = useState("");
  const assignedIds = new Set(assigned.map((a) => a.workflowId));
  const available = (workflows.data ?? []).filter((w) => !assignedIds.has(w.id));

  return (
    <div className="grid gap-3">
      {assigned.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workflows assigned.</p>
      ) : (
        <ul className="grid gap-2">
          {assigned.map((a) => (
            <li key={a.workflowId} className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
              <Workflow aria-hidden="true" className="mt-0.5 size-4 text-brand" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{a.workflowName}</p>
                <p className="text-muted-foreground">
                  {a.instanceName} · assigned {formatDate(a.assignedAt)}
                  {a.workflowDescription && ` · ${a.workflowDescription}`}
                </p>
              </div>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Unassign ${a.workflowName}`}
                disabled={unassign.isPending}
                onClick={() => unassign.mutate(a.workflowId)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select value={choice} onValueChange={setChoice} disabled={available.length === 0}>
          <SelectTrigger aria-label="Workflow to assign" className="w-full sm:w-72">
            <SelectValue placeholder={workflows.isError ? "Workflows could not be loaded" : available.length ? "Choose a workflow" : "No workflows to assign"} />
          </SelectTrigger>
          <SelectContent>
            {available.map((w) => (
              <SelectItem key={w.id} value={String(w.id)}>
                {w.name} ({w.instanceName})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          disabled={!choice || assign.isPending}
          onClick={() => assign.mutate(Number(choice), { onSuccess: () => setChoice("") })}
        >
          Assign Workflow
        </Button>
      </div>
    </div>
  );
}
