import type { N8nInstanceView } from "../../../../common/n8n/n8n-types.ts";
import { errorMessage } from "../../../lib/api.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../ui/alert-dialog.tsx";
import { buttonVariants } from "../../ui/button.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useDeleteInstance } from "./n8n-api.ts";

/** Asks first: the instance's synced workflows, executions and contact assignments go with it. */
export function DeleteInstanceDialog({ instance, onClose }: { instance: N8nInstanceView | null; onClose: () => void }) {
  const remove = useDeleteInstance();

  async function confirm() {
    if (!instance) return;
    try {
      await remove.mutateAsync(instance.id);
      toast({ title: "Instance deleted successfully!" });
    } catch (error) {
      toast({ title: "Delete failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
    onClose();
  }

  return (
    <AlertDialog open={instance !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {instance?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its synced workflows and executions are removed from this portal, and its workflows are unassigned from contacts. Nothing changes in n8n
            itself.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
