import { useState, type ReactNode } from "react";
import { Trash2, X } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

/** The rows ticked in a list (ids; a new page or filter usually clears them). */
export function useSelection<Id = number>() {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set());
  const toggle = (id: Id, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    selected,
    ids: [...selected],
    has: (id: Id) => selected.has(id),
    toggle,
    /** "Select all on this page": every one of these ids on or off. */
    toggleAll: (ids: readonly Id[], on: boolean) => ids.forEach((id) => toggle(id, on)),
    allOf: (ids: readonly Id[]) => ids.length > 0 && ids.every((id) => selected.has(id)),
    clear: () => setSelected(new Set()),
  };
}

type Remove = {
  /** The button: "Delete selected" unless said otherwise ("Remove selected"). */
  label?: string;
  /** The question: "Delete 3 posts?" */
  title: string;
  description: string;
  confirmLabel?: string;
  /** While it runs: "Deleting..." unless said otherwise. */
  pendingLabel?: string;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
};

/**
 * The bar over a list while rows are selected: how many, the list's own actions (children), removing them (asked
 * first) and "Clear selection". The posts, subscribers and contacts lists share it.
 */
export function BulkBar({ count, children, remove, onClear, className }: { count: number; children?: ReactNode; remove: Remove; onClear: () => void; className?: string }) {
  return (
    <section aria-label="Bulk actions" className={cn("flex flex-wrap items-center gap-2 bg-muted/40 p-3 text-sm", className)}>
      <span className="font-medium" aria-live="polite">
        {count} selected
      </span>
      {children}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" disabled={remove.disabled}>
            <Trash2 aria-hidden="true" />
            {remove.label ?? "Delete selected"}
          </Button>
        }
        title={remove.title}
        description={remove.description}
        confirmLabel={remove.confirmLabel}
        pendingLabel={remove.pendingLabel ?? "Deleting..."}
        onConfirm={remove.onConfirm}
      />
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  );
}
