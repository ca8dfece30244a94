import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useDeleteInstance } from "./n8n-api.ts";

/** Asks first: the instance's synced workflows, executions and contact assignments go with it. */
export function DeleteInstanceDialog({ instance, onClose }: { instance: N8nInstanceView | null; onClose: () => void }) {
  const remove = useDeleteInstance();

  // A failure is explained by its toast and closes the dialog too (the list shows the instance still there).
  async function confirm() {
    if (!instance) return;
    try {
      await remove.mutateAsync(instance.id);
      toast({ title: "Instance deleted successfully!" });
    } catch (error) {
      toast({ title: "Delete failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  }

  return (
    <ConfirmDialog
      open={instance !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${instance?.name ?? ""}?`}
      description="Its synced workflows and executions are removed from this portal, and its workflows are unassigned from contacts. Nothing changes in n8n itself."
      onConfirm={confirm}
    />
  );
}
