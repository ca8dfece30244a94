import type { ReactNode } from "react";
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
} from "./alert-dialog.tsx";
import { Button } from "./button.tsx";
import { useConfirmDialog } from "../../lib/use-confirm-dialog.ts";

/**
 * The admin's one ask-first dialog (deletes, suspensions, ownership). Opened by its `trigger`, or driven from
 * outside with `open` / `onOpenChange`. While `onConfirm`'s promise runs the dialog stays open, cannot be
 * dismissed and says so (`pendingLabel`); when it resolves the dialog closes; when it rejects the dialog stays open
 * so the user can retry or cancel (the caller's toast explains what went wrong). A `onConfirm` that returns
 * nothing closes the dialog at once.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel = "Delete",
  pendingLabel,
  destructive = true,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  /** The confirm button's words while the action runs ("Deleting..."); the same words when not given. */
  pendingLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown> | void;
}) {
  const dialog = useConfirmDialog(async () => {
    await onConfirm();
    onOpenChange?.(false);
  });
  const open = controlledOpen ?? dialog.open;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (dialog.pending) return;
        dialog.onOpenChange(next);
        onOpenChange?.(next);
      }}
    >
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={dialog.pending}>Cancel</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} onClick={() => void dialog.confirm()} disabled={dialog.pending}>
            {dialog.pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A trash button that asks first: the content lists' delete (posts, testimonials, announcements, subscribers). */
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
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${what} “${name}”`}>
          <Trash2 />
        </Button>
      }
      title={`Delete this ${what}?`}
      description={`“${name}” will be permanently deleted. This cannot be undone.`}
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
    />
  );
}
