import { and, asc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import { contactTasks, contacts, users } from "../db/schema.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import { AREA_ROLES } from "#common/auth/access.ts";
import { type TaskEdit, type TaskType, type TaskView } from "#common/contacts/contact-task.ts";
import { recordActivity } from "./contact-history.ts";

type TaskRow = typeof contactTasks.$inferSelect;
export interface TaskActor {
  id: number;
  name: string;
}

const assignee = alias(users, "assignee");

/** Tasks on contacts (docs/decisions/027): each change is written to the contact's timeline in the same transaction. */
export function createContactTasks(db: Db, opts: { now?: () => Date; onDueSoon?: () => void } = {}) {
  const now = opts.now ?? (() => new Date());

  const selection = {
    task: contactTasks,
    contactName: contacts.name,
    assigneeName: assignee.name,
  };
  const base = () =>
    db.select(selection).from(contactTasks).innerJoin(contacts, eq(contacts.id, contactTasks.contactId)).leftJoin(assignee, eq(assignee.id, contactTasks.assigneeId));

  function toView(r: { task: TaskRow; contactName: string; assigneeName: string | null }): TaskView {
    const t = r.task;
    return {
      id: t.id,
      contactId: t.contactId,
      contactName: r.contactName,
      type: t.type as TaskType,
      title: t.title,
      notes: t.notes,
      dueAt: t.dueAt.toISOString(),
      assigneeId: t.assigneeId,
      assigneeName: r.assigneeName,
      done: t.doneAt !== null,
      doneAt: t.doneAt?.toISOString() ?? null,
      remindedAt: t.remindedAt?.toISOString() ?? null,
      createdAt: t.createdAt.toISOString(),
    };
  }

  async function view(id: number): Promise<TaskView> {
    const [row] = await base().where(eq(contactTasks.id, id));
    if (!row) throw notFound("Task");
    return toView(row);
  }

  /** An assignee must be an active member who works contacts (as a contact's owner must). */
  async function staffName(id: number): Promise<string> {
    const [member] = await db.select({ name: users.name, role: users.role, status: users.status }).from(users).where(eq(users.id, id));
    if (!member || member.status !== "active" || !(AREA_ROLES.contacts as readonly string[]).includes(member.role)) {
      throw badRequest("Please choose a staff member", { assigneeId: "Please choose a staff member who works contacts" });
    }
    return member.name;
  }

  async function contactOf(tx: Db | Tx, contactId: number): Promise<{ id: number; ownerId: number | null }> {
    const [row] = await tx.select({ id: contacts.id, ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, contactId));
    if (!row) throw notFound("Contact");
    return row;
  }

  /** A task due by now is reminded at once (the job's next run would be up to 30 s away). */
  const dueSoon = (dueAt: Date) => {
    if (dueAt.getTime() <= now().getTime() + 1_000) opts.onDueSoon?.();
  };

  /** assigneeId null: the contact's owner, else the member who adds it. */
  async function create(contactId: number, edit: TaskEdit, actor: TaskActor): Promise<TaskView> {
    const contact = await contactOf(db, contactId);
    const assigneeId = edit.assigneeId ?? contact.ownerId ?? actor.id;
    const assigneeName = await staffName(assigneeId);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactTasks)
        .values({ contactId, type: edit.type, title: edit.title, notes: edit.notes, dueAt: new Date(edit.dueAt), assigneeId, createdBy: actor.id })
        .returning({ id: contactTasks.id });
      await recordActivity(tx, contactId, { kind: "task", action: "added", actor: actor.name, taskType: edit.type, title: edit.title, assignee: assigneeName });
      return row!.id;
    });
    dueSoon(new Date(edit.dueAt));
    return view(id);
  }

  async function locked(tx: Tx, id: number): Promise<TaskRow> {
    const [row] = await tx.select().from(contactTasks).where(eq(contactTasks.id, id)).for("update");
    if (!row) throw notFound("Task");
    return row;
  }

  /** A new due time is reminded again; the same one is not. */
  async function update(id: number, edit: TaskEdit, actor: TaskActor): Promise<TaskView> {
    const current = await view(id);
    const assigneeId = edit.assigneeId ?? current.assigneeId ?? actor.id;
    const assigneeName = await staffName(assigneeId);
    const dueAt = new Date(edit.dueAt);
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const changed = [
        before.type !== edit.type && "type",
        before.title !== edit.title && "title",
        before.notes !== edit.notes && "notes",
        before.dueAt.getTime() !== dueAt.getTime() && "due time",
        before.assigneeId !== assigneeId && `assignee (now ${assigneeName})`,
      ].filter((c): c is string => Boolean(c));
      if (changed.length === 0) return;
      const rescheduled = before.dueAt.getTime() !== dueAt.getTime();
      await tx
        .update(contactTasks)
        .set({ type: edit.type, title: edit.title, notes: edit.notes, dueAt, assigneeId, updatedAt: now(), ...(rescheduled ? { remindedAt: null } : {}) })
        .where(eq(contactTasks.id, id));
      await recordActivity(tx, before.contactId, { kind: "task", action: "edited", actor: actor.name, title: edit.title, changed });
    });
    dueSoon(dueAt);
    return view(id);
  }

  async function setDone(id: number, done: boolean, actor: TaskActor): Promise<TaskView> {
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if ((before.doneAt !== null) === done) return;
      await tx.update(contactTasks).set({ doneAt: done ? now() : null, updatedAt: now() }).where(eq(contactTasks.id, id));
      await recordActivity(tx, before.contactId, { kind: "task", action: done ? "completed" : "reopened", actor: actor.name, title: before.title });
    });
    return view(id);
  }

  async function remove(id: number, actor: TaskActor): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await tx.delete(contactTasks).where(eq(contactTasks.id, id));
      await recordActivity(tx, before.contactId, { kind: "task", action: "deleted", actor: actor.name, title: before.title });
    });
  }

  /** A contact's tasks: open ones by due time, then the done ones, most recently done first. */
  async function forContact(contactId: number): Promise<TaskView[]> {
    await contactOf(db, contactId);
    const rows = await base()
      .where(eq(contactTasks.contactId, contactId))
      .orderBy(sql`${contactTasks.doneAt} is not null`, sql`case when ${contactTasks.doneAt} is null then ${contactTasks.dueAt} end asc`, sql`${contactTasks.doneAt} desc`, asc(contactTasks.id));
    return rows.map(toView);
  }

  /** Open tasks due before `until` (overdue first), for one member or everyone; at most 200. */
  async function due(until: Date, assigneeId: number | null): Promise<{ items: TaskView[]; overdue: number }> {
    const conditions: SQL[] = [isNull(contactTasks.doneAt), lte(contactTasks.dueAt, until)];
    if (assigneeId !== null) conditions.push(eq(contactTasks.assigneeId, assigneeId));
    const rows = await base()
      .where(and(...conditions))
      .orderBy(asc(contactTasks.dueAt), asc(contactTasks.id))
      .limit(200);
    const items = rows.map(toView);
    const at = now().getTime();
    return { items, overdue: items.filter((t) => Date.parse(t.dueAt) < at).length };
  }

  /** Merge: the removed contact's tasks move to the one kept (runs in the merge's transaction). */
  async function moveToContact(tx: Tx, fromContactId: number, toContactId: number): Promise<void> {
    await tx.update(contactTasks).set({ contactId: toContactId }).where(eq(contactTasks.contactId, fromContactId));
  }

  return { create, update, setDone, remove, view, forContact, due, moveToContact };
}
export type ContactTasks = ReturnType<typeof createContactTasks>;
