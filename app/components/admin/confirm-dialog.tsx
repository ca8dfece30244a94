import { Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../ui/alert-dialog.tsx";
import { Button } from "../ui/button.tsx";
import { useConfirmDialog } from "../../lib/use-confirm-dialog.ts";

/** A trash button that asks first; the dialog stays open (and says so) until the delete settles. */
export function ConfirmDelete({
  what,
  name,
  onConfirm,
}: {
  /** "post", "testimonial"… used in the labels. */
  what: string;
  /** The item's name, quoted in the question. */
  name: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { open, pending, onOpenChange, confirm } = useConfirmDialog(onConfirm);

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${what} “${name}”`}>
          <Trash2 />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this {what}?</AlertDialogTitle>
          <AlertDialogDescription>“{name}” will be permanently deleted. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
