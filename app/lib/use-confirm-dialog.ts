import { useState } from "react";

/**
 * An ask-first dialog (a delete): it stays open, and says so, until the action settles; a failure keeps it open so
 * the user can retry or cancel (the caller's toast explains what went wrong).
 */
export function useConfirmDialog(action: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await action();
      setOpen(false);
    } catch {
      // Explained by the caller's toast.
    } finally {
      setPending(false);
    }
  }

  return {
    open,
    pending,
    /** For the dialog's `onOpenChange`: it cannot be closed while the action runs. */
    onOpenChange: (next: boolean) => {
      if (!pending) setOpen(next);
    },
    confirm,
  };
}
