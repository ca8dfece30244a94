import { useEffect, useState, type KeyboardEvent } from "react";
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type ContactListItem, type LeadStatus } from "#common/contacts/contact-types.ts";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "#app/components/ui/use-toast.ts";
import { CardFace } from "./board-card.tsx";
import { BoardColumn, type PendingMoves } from "./board-column.tsx";
import { useMoveCard, usePipelineCounts, type BoardFilter } from "./board-api.ts";

const isStatus = (id: unknown): id is LeadStatus => typeof id === "string" && (LEAD_STATUSES as readonly string[]).includes(id);
const contactOf = (data: unknown) => (data as { contact?: ContactListItem } | undefined)?.contact;

/** The column under the pointer (mouse, touch); without one, the column the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const nameOf = (active: { data: { current?: unknown } }) => contactOf(active.data.current)?.name ?? "The contact";
const columnOf = (id: unknown) => (isStatus(id) ? LEAD_STATUS_LABELS[id] : "no column");

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}.`,
  onDragOver: ({ active, over }) => `${nameOf(active)} is over ${columnOf(over?.id)}.`,
  onDragEnd: ({ active, over }) => (over ? `${nameOf(active)} was dropped on ${columnOf(over.id)}.` : `${nameOf(active)} was dropped outside the board.`),
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};

/** A card being moved with the keys: the column it would be dropped on. */
export type KeyMove = { contact: ContactListItem; to: LeadStatus };
const INSTRUCTIONS = "To move a contact, press Space, then the left or right arrow to choose a status, and Space again to drop it. Or use its Move to menu.";

/**
 * The pipeline board (docs/decisions/027): one column per lead status with its count from the server; a card moves by
 * dragging (mouse, touch), with the keys on its handle (Space, arrows, Space) or its "Move to…" menu, and the move is
 * a status change through the contact update API (timeline and audit log).
 *
 * The keys do not go through dnd-kit's keyboard sensor: it moves the card by measured coordinates, which a board
 * refreshed mid-move (the live stream, long columns) could leave pointing nowhere. Here a key move is plain state —
 * the card and the column it would land on — announced in the board's own live region.
 */
export default function ContactBoard({ filter }: { filter: BoardFilter }) {
  const counts = usePipelineCounts(filter);
  const move = useMoveCard();
  const [pending, setPending] = useState<PendingMoves>(new Map());
  const [dragging, setDragging] = useState<ContactListItem | null>(null);
  const [keyMove, setKeyMove] = useState<KeyMove | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // After a key move the card sits in another column (a new element): its handle gets the focus back.
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    document.querySelector<HTMLElement>(`[data-drag-handle="${refocus}"]`)?.focus();
    setRefocus(null);
  }, [refocus, pending]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  function moveCard(contact: ContactListItem, to: LeadStatus) {
    if (contact.status === to || pending.has(contact.id)) return;
    setPending((p) => new Map(p).set(contact.id, { contact, to }));
    const settle = () =>
      setPending((p) => {
        const next = new Map(p);
        next.delete(contact.id);
        return next;
      });
    move.mutate(
      { contact, to },
      {
        onSuccess: () => toast({ title: `${contact.name} moved to ${LEAD_STATUS_LABELS[to]}` }),
        onError: (error) => toast({ variant: "destructive", title: "Status not changed", description: errorMessage(error, "Please try again.") }),
        onSettled: settle,
      },
    );
  }

  /** Keys on a card's handle: Space or Enter picks it up and drops it, the arrows choose the column, Escape cancels. */
  function onHandleKey(contact: ContactListItem, event: KeyboardEvent<HTMLElement>) {
    const moving = keyMove?.contact.id === contact.id ? keyMove : null;
    const key = event.key === " " ? "Space" : event.key;
    if (!moving) {
      if (key !== "Space" && key !== "Enter") return;
      event.preventDefault();
      if (pending.has(contact.id)) return;
      setKeyMove({ contact, to: contact.status });
      setAnnouncement(`Picked up ${contact.name}. It is over ${LEAD_STATUS_LABELS[contact.status]}. Left and right arrows choose a status, Space drops it, Escape cancels.`);
      return;
    }
    if (key === "ArrowRight" || key === "ArrowLeft" || key === "ArrowUp" || key === "ArrowDown") {
      event.preventDefault();
      const step = key === "ArrowRight" || key === "ArrowDown" ? 1 : -1;
      const index = Math.min(LEAD_STATUSES.length - 1, Math.max(0, LEAD_STATUSES.indexOf(moving.to) + step));
      const to = LEAD_STATUSES[index]!;
      setKeyMove({ contact, to });
      setAnnouncement(to === moving.to ? `${contact.name} is over ${LEAD_STATUS_LABELS[to]}, the ${step > 0 ? "last" : "first"} status.` : `${contact.name} is over ${LEAD_STATUS_LABELS[to]}.`);
    } else if (key === "Space" || key === "Enter") {
      event.preventDefault();
      setKeyMove(null);
      if (moving.to === contact.status) {
        setAnnouncement(`${contact.name} stays in ${LEAD_STATUS_LABELS[contact.status]}.`);
        return;
      }
      setAnnouncement(`${contact.name} was dropped on ${LEAD_STATUS_LABELS[moving.to]}.`);
      moveCard(contact, moving.to);
      setRefocus(contact.id);
    } else if (key === "Escape" || key === "Tab") {
      if (key === "Escape") event.preventDefault();
      setKeyMove(null);
      setAnnouncement(`Moving ${contact.name} was cancelled.`);
    }
  }
  /** Focus leaving a card that is being moved with the keys cancels the move (as Escape). */
  function onHandleBlur(contact: ContactListItem) {
    if (keyMove?.contact.id !== contact.id) return;
    setKeyMove(null);
    setAnnouncement(`Moving ${contact.name} was cancelled.`);
  }

  function onDragStart({ active }: DragStartEvent) {
    setDragging(contactOf(active.data.current) ?? null);
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    const contact = contactOf(active.data.current);
    if (contact && isStatus(over?.id)) moveCard(contact, over.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnder}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <div className="sr-only" role="status" aria-live="assertive" aria-atomic="true" data-testid="board-announcement">
        {announcement}
      </div>
      <div className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3" role="group" aria-label="Pipeline board" data-testid="pipeline-board">
        {LEAD_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            filter={filter}
            count={counts.data?.counts[status] ?? null}
            pending={pending}
            onMove={moveCard}
            keyMove={keyMove}
            onHandleKey={onHandleKey}
            onHandleBlur={onHandleBlur}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="size-full rounded-md border border-brand bg-card p-2 pl-8 text-sm shadow-lg">
            <CardFace contact={dragging} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
