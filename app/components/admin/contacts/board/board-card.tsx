import type { KeyboardEvent, PointerEvent } from "react";
import { Link } from "react-router";
import { useDraggable } from "@dnd-kit/core";
import { ArrowRightLeft, GripVertical } from "lucide-react";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type ContactListItem, type LeadStatus } from "#common/contacts/contact-types.ts";
import { cn } from "#app/lib/utils.ts";
import { ScoreBadge } from "../qualification/score-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "#app/components/ui/dropdown-menu.tsx";

/** What a card shows: name, company, owner; the same on the board and in the drag overlay. */
export function CardFace({ contact }: { contact: ContactListItem }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate font-medium">{contact.name}</span>
        <ScoreBadge qualification={contact.qualification} className="shrink-0" />
      </span>
      <span className="truncate text-xs text-muted-foreground">{[contact.company, contact.email || contact.phone].filter(Boolean).join(" · ") || "—"}</span>
      <span className="truncate text-xs text-muted-foreground">{contact.ownerName ? `Owner: ${contact.ownerName}` : "Unowned"}</span>
    </span>
  );
}

type Props = {
  contact: ContactListItem;
  onMove: (contact: ContactListItem, to: LeadStatus) => void;
  disabled?: boolean;
  /** Being moved with the keys: the column it would be dropped on (the board keeps that state and announces it). */
  keyTarget?: LeadStatus | null;
  onHandleKey: (contact: ContactListItem, event: KeyboardEvent<HTMLElement>) => void;
  onHandleBlur: (contact: ContactListItem) => void;
};

/**
 * A contact on the board: dragged by the whole card with a mouse or pen, by its handle on a touch screen (a swipe over
 * the card scrolls the board), moved with the keys on that handle (Space, arrows, Space: the board's key move), or
 * moved with "Move to…" (a menu that needs no dragging at all). A drag starts only after the pointer has moved a few
 * pixels (the board's sensor), so a click on the name or the menu button stays a click.
 */
export function BoardCard({ contact, onMove, disabled, keyTarget = null, onHandleKey, onHandleBlur }: Props) {
  const keyMoving = keyTarget !== null;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: contact.id, data: { contact }, disabled });
  // The handle's own listeners take a press on it (dnd-kit lets one sensor capture an event once).
  const fromCard = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== "touch") listeners?.onPointerDown?.(event);
  };
  return (
    <li
      ref={setNodeRef}
      onPointerDown={fromCard}
      className={cn(
        "flex items-start gap-1 rounded-md border border-border bg-card p-2 text-sm shadow-xs select-none",
        !disabled && "cursor-grab active:cursor-grabbing",
        isDragging && "opacity-40",
        keyMoving && "border-brand ring-2 ring-brand/40",
      )}
      data-testid="board-card"
      aria-label={contact.name}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-pressed={keyMoving || isDragging}
        data-drag-handle={contact.id}
        onKeyDown={(event) => !disabled && onHandleKey(contact, event)}
        onBlur={() => onHandleBlur(contact)}
        aria-label={`Drag ${contact.name} (${LEAD_STATUS_LABELS[contact.status]})`}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <Link to={`/admin/contacts?contact=${contact.id}`} draggable={false} className="min-w-0 flex-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        <CardFace contact={contact} />
        {keyTarget && (
          <span className="mt-1 block text-xs font-medium text-brand" aria-hidden="true">
            → {LEAD_STATUS_LABELS[keyTarget]} · Space drops, Esc cancels
          </span>
        )}
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" className="size-7 shrink-0" aria-label={`Move ${contact.name} to…`} disabled={disabled}>
            <ArrowRightLeft aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Move to…</DropdownMenuLabel>
          {LEAD_STATUSES.filter((s) => s !== contact.status).map((s) => (
            <DropdownMenuItem key={s} onSelect={() => onMove(contact, s)}>
              {LEAD_STATUS_LABELS[s]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
