import type { KeyboardEvent } from "react";
import { useDroppable } from "@dnd-kit/core";
import { LEAD_STATUS_LABELS, type ContactListItem, type LeadStatus } from "#common/contacts/contact-types.ts";
import { cn } from "#app/lib/utils.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { BoardCard } from "./board-card.tsx";
import { useBoardColumn, type BoardFilter } from "./board-api.ts";

/** Cards being moved (the request is under way): shown in their new column until the lists are refetched. */
export type PendingMoves = ReadonlyMap<number, { contact: ContactListItem; to: LeadStatus }>;

type Props = {
  status: LeadStatus;
  filter: BoardFilter;
  /** The server's count for this column (null while loading). */
  count: number | null;
  pending: PendingMoves;
  onMove: (contact: ContactListItem, to: LeadStatus) => void;
  /** A card being moved with the keys (its target column is highlighted as a drop target). */
  keyMove: { contact: ContactListItem; to: LeadStatus } | null;
  onHandleKey: (contact: ContactListItem, event: KeyboardEvent<HTMLElement>) => void;
  onHandleBlur: (contact: ContactListItem) => void;
};

/** One status: its server-side count, its cards newest first, and "Load more" while the column has more. */
export function BoardColumn({ status, filter, count, pending, onMove, keyMove, onHandleKey, onHandleBlur }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const column = useBoardColumn(status, filter);
  const loaded = (column.data?.pages ?? []).flatMap((p) => p.items);
  const movedIn = [...pending.values()].filter((m) => m.to === status && !loaded.some((c) => c.id === m.contact.id)).map((m) => ({ ...m.contact, status }));
  const movedOut = loaded.filter((c) => pending.has(c.id) && pending.get(c.id)!.to !== status).length;
  const cards = [...movedIn, ...loaded.filter((c) => !pending.has(c.id) || pending.get(c.id)!.to === status)];
  const shownCount = count === null ? null : count + movedIn.length - movedOut;
  const label = LEAD_STATUS_LABELS[status];
  const headingId = `board-${status}-heading`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      className={cn("flex w-64 shrink-0 snap-start flex-col gap-2 rounded-lg border border-border bg-muted/40 p-2 transition-colors sm:w-72 xl:w-auto xl:min-w-0 xl:flex-1", (isOver || keyMove?.to === status) && "border-brand bg-brand/10")}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {label}
        <span className="rounded-full bg-background px-2 py-0.5 text-xs tabular-nums text-muted-foreground" data-testid="board-count" aria-label={`${shownCount ?? "…"} contacts`}>
          {shownCount ?? "…"}
        </span>
      </h2>
      {column.isLoading ? (
        <Skeleton className="h-20 w-full" />
      ) : column.isError ? (
        <p className="px-1 text-sm text-destructive">This column could not be loaded.</p>
      ) : (
        <ul className="grid min-h-16 content-start gap-2" aria-label={`${label} contacts`}>
          {cards.map((c) => (
            <BoardCard
              key={c.id}
              contact={c}
              onMove={onMove}
              disabled={pending.has(c.id)}
              keyTarget={keyMove?.contact.id === c.id ? keyMove.to : null}
              onHandleKey={onHandleKey}
              onHandleBlur={onHandleBlur}
            />
          ))}
          {cards.length === 0 && <li className="px-1 py-4 text-center text-xs text-muted-foreground">No contacts</li>}
        </ul>
      )}
      {column.hasNextPage && (
        <Button size="sm" variant="ghost" onClick={() => void column.fetchNextPage()} disabled={column.isFetchingNextPage}>
          {column.isFetchingNextPage ? "Loading..." : `Load more (${loaded.length} of ${column.data?.pages.at(-1)?.total ?? "…"})`}
        </Button>
      )}
    </section>
  );
}
