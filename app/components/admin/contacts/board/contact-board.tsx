import { useState } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type ContactListItem, type LeadStatus } from "../../../../../common/contacts/contact-types.ts";
import { errorMessage } from "../../../../lib/api.ts";
import { toast } from "../../../ui/use-toast.ts";
import { CardFace } from "./board-card.tsx";
import { BoardColumn, type PendingMoves } from "./board-column.tsx";
import { useMoveCard, usePipelineCounts, type BoardFilter } from "./board-api.ts";

const isStatus = (id: unknown): id is LeadStatus => typeof id === "string" && (LEAD_STATUSES as readonly string[]).includes(id);
const contactOf = (data: unknown) => (data as { contact?: ContactListItem } | undefined)?.contact;

/** The keyboard sensor's arrows jump a whole column (left/right), not 25 px at a time; up and down do nothing. */
const columnJump: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (!["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"].includes(event.code)) return undefined;
  event.preventDefault();
  const from = context.over?.id ?? contactOf(context.active?.data.current)?.status;
  const target = isStatus(from) ? LEAD_STATUSES[LEAD_STATUSES.indexOf(from) + step] : undefined;
  const rect = target ? context.droppableRects.get(target) : undefined;
  if (!step || !rect || !context.collisionRect) return currentCoordinates;
  return { x: rect.left + Math.max(0, (rect.width - context.collisionRect.width) / 2), y: rect.top + 40 };
};

/** The column under the pointer (mouse, touch); the keyboard has no pointer: the column the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const nameOf = (active: { data: { current?: unknown } }) => contactOf(active.data.current)?.name ?? "The contact";
const columnOf = (id: unknown) => (isStatus(id) ? LEAD_STATUS_LABELS[id] : "no column");

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}. Left and right arrows move it between the statuses, Space drops it, Escape cancels.`,
  onDragOver: ({ active, over }) => `${nameOf(active)} is over ${columnOf(over?.id)}.`,
  onDragEnd: ({ active, over }) => (over ? `${nameOf(active)} was dropped on ${columnOf(over.id)}.` : `${nameOf(active)} was dropped outside the board.`),
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};

/**
 * The pipeline board (issue 18 item 4): one column per lead status with its count from the server; a card moves by
 * dragging (mouse, touch, keyboard) or its "Move to…" menu, and the move is a status change through the contact
 * update API (timeline and audit log).
 */
export default function ContactBoard({ filter }: { filter: BoardFilter }) {
  const counts = usePipelineCounts(filter);
  const move = useMoveCard();
  const [pending, setPending] = useState<PendingMoves>(new Map());
  const [dragging, setDragging] = useState<ContactListItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );

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
      accessibility={{ announcements, screenReaderInstructions: { draggable: "To move a contact, press Space, then the left or right arrow to choose a status, and Space again to drop it. Or use its Move to menu." } }}
    >
      <div className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-3" role="group" aria-label="Pipeline board" data-testid="pipeline-board">
        {LEAD_STATUSES.map((status) => (
          <BoardColumn key={status} status={status} filter={filter} count={counts.data?.counts[status] ?? null} pending={pending} onMove={moveCard} />
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
