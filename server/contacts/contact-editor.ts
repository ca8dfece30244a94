import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { contactNotes, contactWorkflows, contacts, users } from "../db/schema.ts";
import { ApiError, badRequest, notFound } from "../lib/errors.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import { AREA_ROLES } from "#common/auth/access.ts";
import type { LeadStatus } from "#common/contacts/contact-types.ts";
import { DUPLICATE_EMAIL_CODE, DUPLICATE_EMAIL_MESSAGE, type ContactEdit, type ContactOwner } from "#common/contacts/contact-edit.ts";
import { describeChanges, type EditableFields } from "./contact-changes.ts";
import type { ContactRow } from "./lead-capture.ts";
import { recordActivity, recordActivities, moveHistory } from "./contact-history.ts";

/** Runs inside a merge's transaction: another module moves what it holds of the removed contact to the kept one. */
export type MergeHook = (tx: Tx, fromContactId: number, toContactId: number) => Promise<void>;

const OWNER_ROLES = AREA_ROLES.contacts;
export const fullName = (edit: Pick<ContactEdit, "firstName" | "lastName">) => [edit.firstName, edit.lastName].filter(Boolean).join(" ");
export const editable = (row: ContactRow): EditableFields => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  company: row.company,
  role: row.role as EditableFields["role"],
  interests: row.interests,
  automation: row.automation,
  budget: row.budget,
  contactMethod: row.contactMethod as EditableFields["contactMethod"],
  status: row.status as LeadStatus,
  ownerId: row.ownerId,
  preferredChannel: row.preferredChannel as EditableFields["preferredChannel"],
  tags: row.tags,
});

/** Staff's writes to contacts: create, edit, merge and the bulk actions, each written to the timeline. */
export function createContactEditor(db: Db, outbox: Pick<Outbox, "deleteForContact" | "moveToContact">) {
  const mergeHooks: MergeHook[] = [];

  /** Staff who can work contacts (owner, administrators, sales), active ones only. */
  async function owners(): Promise<ContactOwner[]> {
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.role, [...OWNER_ROLES]), eq(users.status, "active")))
      .orderBy(sql`lower(${users.name})`);
  }

  async function ownerNames(): Promise<(id: number | null) => string> {
    const rows = await db.select({ id: users.id, name: users.name }).from(users);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return (id) => (id == null ? "Unowned" : (names.get(id) ?? `#${id}`));
  }

  async function checkOwner(ownerId: number | null): Promise<void> {
    if (ownerId == null) return;
    if (!(await owners()).some((o) => o.id === ownerId)) {
      throw badRequest("Please choose a staff member", { ownerId: "Please choose a staff member who works contacts" });
    }
  }

  /** 409 with the other contact's id: the form offers to open it. The lock keeps two saves of one address apart. */
  async function checkEmailFree(tx: Tx, email: string, exceptId?: number): Promise<void> {
    if (!email) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${email}`}))`);
    const same = sql`lower(${contacts.email}) = ${email}`;
    const [other] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(exceptId ? and(same, ne(contacts.id, exceptId)) : same)
      .limit(1);
    if (other) {
      throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE, { errors: { email: DUPLICATE_EMAIL_MESSAGE }, code: DUPLICATE_EMAIL_CODE, details: { existingId: other.id } });
    }
  }

  const values = (edit: ContactEdit) => ({ ...edit, name: fullName(edit) });

  async function create(edit: ContactEdit, actor: string): Promise<ContactRow> {
    await checkOwner(edit.ownerId);
    return db.transaction(async (tx) => {
      await checkEmailFree(tx, edit.email);
      const [row] = await tx.insert(contacts).values({ ...values(edit), source: "admin" }).returning();
      await recordActivity(tx, row!.id, { kind: "created", via: "staff", actor });
      return row!;
    });
  }

  async function update(id: number, edit: ContactEdit, actor: string): Promise<ContactRow> {
    await checkOwner(edit.ownerId);
    const nameOf = await ownerNames();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
      if (!before) throw notFound("Contact");
      if (edit.email.toLowerCase() !== before.email.toLowerCase()) await checkEmailFree(tx, edit.email, id);
      const changes = describeChanges(editable(before), edit, nameOf);
      if (changes.length === 0) return before;
      const [row] = await tx.update(contacts).set({ ...values(edit), updatedAt: new Date() }).where(eq(contacts.id, id)).returning();
      await recordActivity(tx, id, { kind: "edited", actor, changes });
      return row!;
    });
  }

  /** The kept contact's values win; what it lacks comes from the other one; lists are joined. */
  function absorbed(keep: ContactRow, other: ContactRow) {
    const pick = (a: string, b: string) => a || b;
    return {
      firstName: pick(keep.firstName, other.firstName),
      lastName: pick(keep.lastName, other.lastName),
      email: pick(keep.email, other.email),
      phone: pick(keep.phone, other.phone),
      company: pick(keep.company, other.company),
      role: keep.role ?? other.role,
      interests: [...new Set([...keep.interests, ...other.interests])],
      automation: pick(keep.automation, other.automation),
      budget: pick(keep.budget, other.budget),
      bundle: keep.bundle ?? other.bundle,
      ownerId: keep.ownerId ?? other.ownerId,
      preferredChannel: keep.preferredChannel ?? other.preferredChannel,
      tags: [...new Map([...keep.tags, ...other.tags].map((t) => [t.toLowerCase(), t])).values()],
      conversationId: keep.conversationId ?? other.conversationId,
      updatedAt: new Date(),
    };
  }

  /** Moves the other contact's timeline, notes, workflows, deliveries and conversations to `keepId`, then deletes it. */
  async function merge(keepId: number, otherId: number, actor: string): Promise<{ kept: ContactRow; removed: ContactRow }> {
    if (keepId === otherId) throw badRequest("A contact can't be merged with itself", { mergeId: "Please choose another contact" });
    return db.transaction(async (tx) => {
      const rows = await tx.select().from(contacts).where(inArray(contacts.id, [keepId, otherId])).for("update");
      const keep = rows.find((r) => r.id === keepId);
      const other = rows.find((r) => r.id === otherId);
      if (!keep) throw notFound("Contact");
      if (!other) throw badRequest("The contact to merge no longer exists", { mergeId: "The contact to merge no longer exists" });
      await tx.update(contactNotes).set({ contactId: keepId }).where(eq(contactNotes.contactId, otherId));
      await moveHistory(tx, otherId, keepId);
      const keptWorkflows = tx.select({ id: contactWorkflows.workflowId }).from(contactWorkflows).where(eq(contactWorkflows.contactId, keepId));
      await tx.update(contactWorkflows).set({ contactId: keepId }).where(and(eq(contactWorkflows.contactId, otherId), notInArray(contactWorkflows.workflowId, keptWorkflows)));
      await outbox.moveToContact(tx, otherId, keepId);
      for (const hook of mergeHooks) await hook(tx, otherId, keepId);
      await tx.delete(contacts).where(eq(contacts.id, otherId));
      const [kept] = await tx.update(contacts).set(absorbed(keep, other)).where(eq(contacts.id, keepId)).returning();
      const who = [other.name, other.email].filter(Boolean).join(", ");
      await recordActivity(tx, keepId, { kind: "merged", actor, otherId, who });
      return { kept: kept!, removed: other };
    });
  }

  async function setStatusOf(ids: number[], status: LeadStatus, actor: string): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx.select({ id: contacts.id, status: contacts.status }).from(contacts).where(and(inArray(contacts.id, ids), ne(contacts.status, status)));
      if (rows.length === 0) return 0;
      await tx.update(contacts).set({ status, updatedAt: new Date() }).where(inArray(contacts.id, rows.map((r) => r.id)));
      await recordActivities(tx, rows.map((r) => ({ contactId: r.id, activity: { kind: "status", from: r.status, to: status, actor } })));
      return rows.length;
    });
  }

  async function setOwnerOf(ids: number[], ownerId: number | null, actor: string): Promise<number> {
    await checkOwner(ownerId);
    const nameOf = await ownerNames();
    return db.transaction(async (tx) => {
      const rows = await tx.select({ id: contacts.id, ownerId: contacts.ownerId }).from(contacts).where(inArray(contacts.id, ids));
      const changing = rows.filter((r) => r.ownerId !== ownerId);
      if (changing.length === 0) return 0;
      await tx.update(contacts).set({ ownerId, updatedAt: new Date() }).where(inArray(contacts.id, changing.map((r) => r.id)));
      await recordActivities(tx, changing.map((r) => ({ contactId: r.id, activity: { kind: "owner", from: nameOf(r.ownerId), to: nameOf(ownerId), actor } })));
      return changing.length;
    });
  }

  /** Deletes contacts with their queued deliveries (as one delete does); returns the ids that existed. */
  async function removeMany(ids: number[]): Promise<number[]> {
    return db.transaction(async (tx) => {
      for (const id of ids) await outbox.deleteForContact(tx, id);
      const deleted = await tx.delete(contacts).where(inArray(contacts.id, ids)).returning({ id: contacts.id });
      return deleted.map((d) => d.id).sort((a, b) => a - b);
    });
  }

  return {
    owners,
    create,
    update,
    merge,
    setStatusOf,
    setOwnerOf,
    removeMany,
    /** Register another module's part of a merge (the chat's conversations). */
    onMerge: (hook: MergeHook) => void mergeHooks.push(hook),
  };
}
export type ContactEditor = ReturnType<typeof createContactEditor>;
