import { and, asc, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { contactActivities, contactNotes, contactWorkflows, contacts, n8nInstances, n8nWorkflows, users } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import { leadSnapshot } from "../outbox/outbox-payloads.ts";
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  type ContactDetail,
  type ContactListItem,
  type ContactNote,
  type LeadStatus,
  type WorkflowAssignment,
} from "#common/contacts/contact-types.ts";
import { PREFERRED_CHANNEL_LABELS, type PreferredChannel } from "#common/contacts/contact-edit.ts";
import { createContactList, toItem, type ContactQuery } from "./contact-list.ts";
import { createContactEditor } from "./contact-editor.ts";
import { leadOriginsFor, leadSourceReport } from "./lead-sources.ts";
import { toCsv } from "../lib/csv.ts";
import type { LeadOrigin } from "#common/analytics/lead-source.ts";

/** The lead-source columns of the contacts CSV (docs/decisions/031): the visit that produced the lead. */
const LEAD_ORIGIN_COLUMNS = ["Lead source", "Landing page", "Referrer", "UTM source", "UTM medium", "UTM campaign", "UTM term", "UTM content"];
import type { ContactRow } from "./lead-capture.ts";
import { recordActivity } from "./contact-history.ts";
import { createContactConsents } from "./contact-consents.ts";
import { languageName } from "#common/contacts/contact-consent.ts";
import { knownTimeZone } from "./contact-time-zone.ts";
import type { QualificationService } from "./qualification/qualification.service.ts";
import type { ContactEdit } from "#common/contacts/contact-edit.ts";

/** The contacts admin: reads, status, notes, deletion, workflow assignments and the CSV export. */
export function createContactsService(db: Db, outbox: Outbox, qualification: Pick<QualificationService, "refresh">) {
  async function get(id: number): Promise<ContactRow> {
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
    if (!row) throw notFound("Contact");
    return row;
  }

  const listing = createContactList(db, outbox);
  const consents = createContactConsents(db);
  const editor = createContactEditor(db, outbox);

  async function item(row: ContactRow): Promise<ContactListItem> {
    const [owner] = row.ownerId ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.ownerId)) : [];
    const [deliveries, origins] = await Promise.all([outbox.deliveriesFor([row.id]), leadOriginsFor(db, [row.id])]);
    return toItem(row, owner?.name ?? null, deliveries.get(row.id) ?? [], origins.get(row.id) ?? null);
  }

  async function detail(id: number): Promise<ContactDetail> {
    const row = await get(id);
    const [notes, activities, deliveries, consentHistory] = await Promise.all([
      db.select().from(contactNotes).where(eq(contactNotes.contactId, id)).orderBy(desc(contactNotes.createdAt), desc(contactNotes.id)),
      db.select().from(contactActivities).where(eq(contactActivities.contactId, id)).orderBy(desc(contactActivities.createdAt), desc(contactActivities.id)),
      outbox.deliveriesFor([id]),
      consents.history(id),
    ]);
    return {
      ...(await item(row)),
      deliveries: deliveries.get(id) ?? [],
      notes: notes.map((n) => ({ id: n.id, body: n.body, author: n.author, createdAt: n.createdAt.toISOString() })),
      activities: activities.map((a) => ({ id: a.id, type: a.type, description: a.description, createdAt: a.createdAt.toISOString() })),
      consents: consentHistory,
      timeZone: knownTimeZone(row),
    };
  }

  async function remove(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await outbox.deleteForContact(tx, id);
      const deleted = await tx.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      if (deleted.length === 0) throw notFound("Contact");
    });
  }

  /** A deleted chat transcript: its leads stay contacts of their own and only lose the link to it. */
  async function unlinkConversation(tx: Tx, conversationId: string): Promise<void> {
    await tx.update(contacts).set({ conversationId: null }).where(eq(contacts.conversationId, conversationId));
  }

  /** One contact's status (the card's select, the pipeline board); returns the status it had. */
  async function setStatus(id: number, status: LeadStatus, actor: string): Promise<{ item: ContactListItem; from: LeadStatus }> {
    const row = await get(id);
    if (row.status === status) return { item: await item(row), from: status };
    const updated = await db.transaction(async (tx) => {
      const [next] = await tx.update(contacts).set({ status, updatedAt: new Date() }).where(eq(contacts.id, id)).returning();
      await recordActivity(tx, id, { kind: "status", from: row.status, to: status, actor });
      return next!;
    });
    return { item: await item(updated), from: row.status as LeadStatus };
  }

  async function addNote(id: number, body: string, author: string): Promise<ContactNote> {
    await get(id);
    const note = await db.transaction(async (tx) => {
      const [n] = await tx.insert(contactNotes).values({ contactId: id, body, author }).returning();
      await recordActivity(tx, id, { kind: "note", author, body });
      return n!;
    });
    return { id: note.id, body: note.body, author: note.author, createdAt: note.createdAt.toISOString() };
  }

  async function workflow(workflowId: number) {
    const [row] = await db
      .select({ id: n8nWorkflows.id, name: n8nWorkflows.name, tags: n8nWorkflows.tags, webhookUrl: n8nWorkflows.webhookUrl, instanceName: n8nInstances.name })
      .from(n8nWorkflows)
      .innerJoin(n8nInstances, eq(n8nInstances.id, n8nWorkflows.instanceId))
      .where(eq(n8nWorkflows.id, workflowId));
    if (!row) throw notFound("Workflow");
    return row;
  }

  /** Every contact's assignments, keyed by contact id. */
  async function assignments(): Promise<Record<string, WorkflowAssignment[]>> {
    const rows = await db
      .select({ a: contactWorkflows, name: n8nWorkflows.name, tags: n8nWorkflows.tags, instanceName: n8nInstances.name })
      .from(contactWorkflows)
      .innerJoin(n8nWorkflows, eq(n8nWorkflows.id, contactWorkflows.workflowId))
      .innerJoin(n8nInstances, eq(n8nInstances.id, n8nWorkflows.instanceId))
      .orderBy(asc(contactWorkflows.assignedAt));
    const map: Record<string, WorkflowAssignment[]> = {};
    for (const r of rows) {
      (map[String(r.a.contactId)] ??= []).push({
        workflowId: r.a.workflowId,
        workflowName: r.name,
        instanceName: r.instanceName,
        workflowDescription: r.tags.length ? `Tags: ${r.tags.join(", ")}` : "",
        assignedAt: r.a.assignedAt.toISOString(),
        isActive: r.a.isActive,
      });
    }
    return map;
  }

  /** Records the assignment; a workflow with a webhook URL also receives the contact (through the outbox). */
  async function assignWorkflow(contactId: number, workflowId: number): Promise<{ assignment: WorkflowAssignment; queued: boolean }> {
    const contact = await get(contactId);
    const wf = await workflow(workflowId);
    const result = await db.transaction(async (tx) => {
      const [a] = await tx
        .insert(contactWorkflows)
        .values({ contactId, workflowId })
        .onConflictDoUpdate({ target: [contactWorkflows.contactId, contactWorkflows.workflowId], set: { isActive: true, assignedAt: new Date() } })
        .returning();
      await recordActivity(tx, contactId, { kind: "workflow", action: "assigned", name: wf.name, instanceName: wf.instanceName });
      const queued = Boolean(wf.webhookUrl?.trim());
      if (queued) {
        await outbox.enqueue(tx, [
          { kind: "workflow_webhook", contactId, payload: { event: "contact.workflow_assigned", workflowId, workflowName: wf.name, contact: leadSnapshot(contact) } },
        ]);
      }
      return { a: a!, queued };
    });
    if (result.queued) outbox.kick();
    return {
      assignment: {
        workflowId,
        workflowName: wf.name,
        instanceName: wf.instanceName,
        workflowDescription: wf.tags.length ? `Tags: ${wf.tags.join(", ")}` : "",
        assignedAt: result.a.assignedAt.toISOString(),
        isActive: result.a.isActive,
      },
      queued: result.queued,
    };
  }

  async function unassignWorkflow(contactId: number, workflowId: number): Promise<void> {
    await get(contactId);
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(contactWorkflows)
        .where(and(eq(contactWorkflows.contactId, contactId), eq(contactWorkflows.workflowId, workflowId)))
        .returning({ id: contactWorkflows.id });
      if (deleted.length === 0) throw notFound("Workflow assignment");
      const [wf] = await tx.select({ name: n8nWorkflows.name }).from(n8nWorkflows).where(eq(n8nWorkflows.id, workflowId));
      await recordActivity(tx, contactId, { kind: "workflow", action: "unassigned", name: wf?.name ?? `#${workflowId}` });
    });
  }

  /** The contacts matching the list's filters (or the selected ones), in the list's order, with where each lead came from. */
  async function csv(query: ContactQuery): Promise<string> {
    const rows = await listing.items(query);
    const origins = new Map<number, LeadOrigin>();
    // Chunked: one query's parameters stay far below PostgreSQL's limit however many contacts are exported.
    for (let i = 0; i < rows.length; i += 5_000) for (const [id, o] of await leadOriginsFor(db, rows.slice(i, i + 5_000).map((c) => c.id))) origins.set(id, o);
    const header = ["Name", "First name", "Last name", "Email", "Phone", "Company", "Role", "Interests", "Status", "Owner", "Tags", "Source", "Preferred contact", "Preferred channel", "Budget", "Bundle", "Automation needs", "Created", ...LEAD_ORIGIN_COLUMNS, "Language"];
    return toCsv(
      header,
      rows.map((c) => {
        const o = origins.get(c.id);
        return [
          c.name, c.firstName, c.lastName, c.email, c.phone, c.company, c.role ?? "", c.interests.join("; "),
          LEAD_STATUS_LABELS[c.status] ?? c.status, c.ownerName ?? "", c.tags.join("; "), LEAD_SOURCE_LABELS[c.source] ?? c.source, c.contactMethod,
          c.preferredChannel ? (PREFERRED_CHANNEL_LABELS[c.preferredChannel as PreferredChannel] ?? c.preferredChannel) : "", c.budget, c.bundle ?? "",
          c.automation, c.createdAt,
          o?.source ?? "", o?.landingPage ?? "", o?.referrer ?? "", o?.utmSource ?? "", o?.utmMedium ?? "", o?.utmCampaign ?? "", o?.utmTerm ?? "", o?.utmContent ?? "",
          // Last: a column added later leaves the others where spreadsheets and imports expect them.
          languageName(c.language),
        ];
      }),
    );
  }

  // Staff's writes through the editor change what the score reads (role, phone, e-mail) and may leave a contact
  // unowned: the score is kept current and the routing rules run, as after a captured lead.
  async function create(edit: ContactEdit, actor: string): Promise<ContactRow> {
    const row = await editor.create(edit, actor);
    await qualification.refresh(row.id);
    return get(row.id);
  }
  async function update(id: number, edit: ContactEdit, actor: string): Promise<ContactRow> {
    const before = await get(id);
    await editor.update(id, edit, actor);
    const staffSet = [before.role !== edit.role && ("role" as const), before.preferredChannel !== edit.preferredChannel && ("preferredChannel" as const)].filter((f) => f !== false);
    await qualification.refresh(id, staffSet);
    return get(id);
  }
  async function merge(keepId: number, otherId: number, actor: string) {
    const merged = await editor.merge(keepId, otherId, actor);
    await qualification.refresh(keepId);
    return { ...merged, kept: await get(keepId) };
  }

  return {
    // contact-list.ts: the list page, its overview and counts.
    page: listing.page,
    overview: listing.overview,
    statusCounts: listing.statusCounts,
    // contact-editor.ts: owners, create, update, merge, setStatusOf, setOwnerOf, removeMany, onMerge.
    ...editor,
    create,
    update,
    merge,
    // This file: one contact's reads and writes, workflow assignments, the export.
    item,
    detail,
    /** A revocation of texts recorded by staff (source staff): the contact's consent history after it. */
    revokeConsent: consents.revoke,
    remove,
    unlinkConversation,
    setStatus,
    addNote,
    assignments,
    assignWorkflow,
    unassignWorkflow,
    csv,
    retryDelivery: outbox.retryNow,
    /** Leads created in [start, end) by the source of their visit (docs/decisions/031). */
    sourceReport: (start: string, end: string) => leadSourceReport(db, start, end),
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
