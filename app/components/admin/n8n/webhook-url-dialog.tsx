import { useEffect, useState, type FormEvent } from "react";
import { workflowWebhookSchema } from "#common/n8n/n8n-instance-schema.ts";
import type { N8nWorkflowView } from "#common/n8n/n8n-types.ts";
import { fieldError, errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useSetWebhookUrl } from "./n8n-api.ts";

/** Staff enter the workflow's production webhook URL; assigning the workflow to a contact posts the lead there. */
export function WebhookUrlDialog({ workflow, onClose }: { workflow: N8nWorkflowView | null; onClose: () => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useSetWebhookUrl();

  useEffect(() => {
    setValue(workflow?.webhookUrl ?? "");
    setError(null);
  }, [workflow]);

  async function submit(webhookUrl: string) {
    if (!workflow) return;
    const parsed = workflowWebhookSchema.safeParse({ webhookUrl });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid URL");
      return;
    }
    try {
      await save.mutateAsync({ id: workflow.id, webhookUrl: parsed.data.webhookUrl ?? "" });
      toast({ title: parsed.data.webhookUrl ? "Webhook URL saved" : "Webhook URL removed" });
      onClose();
    } catch (err) {
      setError(fieldError(err, "webhookUrl") ?? null);
      toast({ title: "Failed to save webhook URL", description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(value);
  }

  const suggestion = workflow?.suggestedWebhookUrl;
  return (
    <Dialog open={workflow !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Webhook URL</DialogTitle>
          <DialogDescription>
            {workflow?.name} ({workflow?.instanceName}): when this workflow is assigned to a contact, the contact is sent to this URL.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            label="Production webhook URL"
            error={error}
            description={workflow?.webhookPaths.length ? `Webhook trigger path: ${workflow.webhookPaths.join(", ")}` : "This workflow has no webhook trigger in n8n."}
          >
            <Input type="url" value={value} onChange={(e) => setValue(e.target.value)} placeholder="https://n8n.example.com/webhook/..." autoComplete="off" />
          </FormField>
          {suggestion && suggestion !== value && (
            <Button type="button" variant="link" className="h-auto justify-start p-0 text-left break-all whitespace-normal" onClick={() => setValue(suggestion)}>
              Use {suggestion}
            </Button>
          )}
          <DialogFooter>
            {workflow?.webhookUrl && (
              <Button type="button" variant="outline" disabled={save.isPending} onClick={() => void submit("")}>
                Remove
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner label="" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
