import { eq, sql, type Column, type SQL, type Subquery } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { contactActivities } from "../db/schema.ts";
import type { DeliveryNote, DeliveryOutcome } from "../outbox/outbox.service.ts";
import type { ContactActivityKind } from "#common/contacts/contact-activity-kinds.ts";
import { LEAD_STATUS_LABELS, type CapturedLeadSource, type LeadStatus } from "#common/contacts/contact-types.ts";
import { TASK_TYPE_LABELS, type TaskType } from "#common/contacts/contact-task.ts";

/**
 * A contact's history (the timeline on the contact card): every entry is recorded here, its kind stored in
 * `contact_activities.type` and its sentence worded here from the data it carries (docs/decisions/042).
 */
export type Activity =
  | { kind: "created"; via: "staff"; actor: string }
  | { kind: "created"; via: CapturedLeadSource; bundleName: string | null }
  | { kind: "created"; via: "opt-out" }
  | { kind: "updated"; via: CapturedLeadSource; bundleName: string | null }
  | { kind: "edited"; actor: string; changes: string[] }
  | { kind: "imported"; via: "new"; note: string }
  | { kind: "imported"; via: "update"; note: string; changes: string[] }
  | { kind: "merged"; actor: string; otherId: number; who: string }
  | { kind: "status"; from: string; to: LeadStatus; actor: string }
  | { kind: "owner"; from: string; to: string; actor: string }
  | { kind: "note"; author: string; body: string }
  | { kind: "workflow"; action: "assigned"; name: string; instanceName: string }
  | { kind: "workflow"; action: "unassigned"; name: string }
  | { kind: "task"; action: "added"; actor: string; taskType: TaskType; title: string; assignee: string }
  | { kind: "task"; action: "edited"; actor: string; title: string; changed: string[] }
  | { kind: "task"; action: "completed" | "reopened" | "deleted"; actor: string; title: string }
  | { kind: "task"; action: "reminded"; assignee: string; channels: string[]; title: string }
  | ({ kind: "delivery" } & DeliveryOutcome)
  | { kind: "booking_booked"; when: string; host: string; via: string }
  | { kind: "booking_rescheduled"; from: string; when: string; host: string; where?: string }
  | { kind: "booking_cancelled"; when: string; host: string; by?: string; where?: string }
  | { kind: "qualified"; via: "chat"; changes: string[] }
  | { kind: "qualified"; via: "staff"; actor: string; changes: string[] };

// Compile-time check that every stored kind has its member above, and no member a kind the app does not know.
true satisfies [Exclude<ContactActivityKind, Activity["kind"]> | Exclude<Activity["kind"], ContactActivityKind>] extends [never] ? true : never;

const LEAD_CREATED: Record<CapturedLeadSource, string> = {
  form: "Lead received from the contact form",
  chat: "Lead captured by the chat assistant",
  newsletter: "Subscribed to the newsletter",
  booking: "Lead received with a consultation booking",
  calcom: "Lead received with a consultation booked in Cal.com",
  sms: "Lead received by text message",
  whatsapp: "Lead received by WhatsApp message",
};
const LEAD_UPDATED: Record<CapturedLeadSource, string> = {
  form: "Details updated by a repeat contact form submission",
  chat: "Details updated from the chat conversation",
  newsletter: "Subscribed to the newsletter",
  booking: "Details updated from a consultation booking",
  calcom: "Details updated from a consultation booked in Cal.com",
  sms: "Details updated from a text message",
  whatsapp: "Details updated from a WhatsApp message",
};

const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
const quoted = (title: string) => `“${shortened(title)}”`;
const withBundle = (text: string, bundleName: string | null) => (bundleName === null ? text : `${text} (${bundleName})`);

function deliveryText(d: DeliveryOutcome): string {
  switch (d.status) {
    case "delivered":
      return `${d.label} delivered${d.detail ? ` (${d.detail})` : ""}`;
    case "skipped":
      return `${d.label} skipped: ${d.reason}`;
    case "failed":
      return `${d.label} failed after ${d.attempts} attempt${d.attempts === 1 ? "" : "s"}: ${d.message}`;
    case "retrying":
      return `${d.label} failed: ${d.message}. Retrying automatically.`;
  }
}

function taskText(a: Extract<Activity, { kind: "task" }>): string {
  switch (a.action) {
    case "added":
      return `Task added by ${a.actor}: ${TASK_TYPE_LABELS[a.taskType]} ${quoted(a.title)}, assigned to ${a.assignee}`;
    case "edited":
      return `Task ${quoted(a.title)} edited by ${a.actor}: ${a.changed.join(", ")}`;
    case "completed":
    case "reopened":
    case "deleted":
      return `Task ${quoted(a.title)} ${a.action} by ${a.actor}`;
    case "reminded":
      return `Reminder sent to ${a.assignee} (${a.channels.join(" and ")}): task “${a.title}” is due`;
  }
}

/** The sentence the timeline shows for an activity. */
export function describeActivity(a: Activity): string {
  switch (a.kind) {
    case "created":
      if (a.via === "staff") return `Contact added by ${a.actor}`;
      if (a.via === "opt-out") return "Recorded by the chat assistant when the visitor asked not to be contacted";
      return withBundle(LEAD_CREATED[a.via], a.bundleName);
    case "updated":
      return withBundle(LEAD_UPDATED[a.via], a.bundleName);
    case "edited":
      return `Edited by ${a.actor}: ${a.changes.join("; ")}`;
    case "imported":
      return a.via === "new" ? `Imported ${a.note}` : `Updated ${a.note}: ${a.changes.join("; ")}`;
    case "merged":
      return `Merged by ${a.actor} with contact #${a.otherId} (${a.who}): its timeline, notes, workflows, deliveries and conversations are now here`;
    case "status":
      return `Status changed from ${statusLabel(a.from)} to ${statusLabel(a.to)} by ${a.actor}`;
    case "owner":
      return `Owner changed from ${a.from} to ${a.to} by ${a.actor}`;
    case "note":
      return `Note added by ${a.author}: ${shortened(a.body)}`;
    case "workflow":
      return a.action === "assigned" ? `Workflow assigned: ${a.name} (${a.instanceName})` : `Workflow unassigned: ${a.name}`;
    case "task":
      return taskText(a);
    case "delivery":
      return deliveryText(a);
    case "booking_booked":
      return `Consultation booked ${a.via} for ${a.when} with ${a.host}`;
    case "booking_rescheduled":
      // `where`: changed in an outside calendar (Cal.com), by the visitor or the host there.
      return `Consultation moved ${a.where ? `in ${a.where}` : "by the visitor"} from ${a.from} to ${a.when} with ${a.host}`;
    case "booking_cancelled":
      return `Consultation on ${a.when} with ${a.host} cancelled ${a.where ? `in ${a.where}` : `by ${a.by ?? "the visitor"}`}`;
    case "qualified":
      return a.via === "chat" ? `Learned in the chat: ${a.changes.join("; ")}` : `Qualification edited by ${a.actor}: ${a.changes.join("; ")}`;
  }
}

/** The row an activity is stored as. */
export const activityValues = (a: Activity) => ({ type: a.kind, description: describeActivity(a) });

/** Adds one entry to a contact's history, in the caller's transaction. */
export async function recordActivity(tx: DbOrTx, contactId: number, activity: Activity): Promise<void> {
  await recordActivities(tx, [{ contactId, activity }]);
}

/** Adds several entries in one statement (an import's batch, a bulk status change). */
export async function recordActivities(tx: DbOrTx, entries: readonly { contactId: number; activity: Activity }[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(contactActivities).values(entries.map((e) => ({ contactId: e.contactId, ...activityValues(e.activity) })));
}

/**
 * A delivery's outcome on the contact's timeline, for the outbox (the contacts module owns the timeline). The lead
 * may have been deleted while its delivery was in flight: then there is nothing to note.
 */
export function deliveryNotes(db: Db): DeliveryNote {
  return async (contactId, outcome) => {
    await recordActivity(db, contactId, { kind: "delivery", ...outcome }).catch(() => undefined);
  };
}

/** A merge: the other contact's history becomes the kept one's. */
export async function moveHistory(tx: DbOrTx, fromId: number, toId: number): Promise<void> {
  await tx.update(contactActivities).set({ contactId: toId }).where(eq(contactActivities.contactId, fromId));
}

const column = (c: Column) => sql.identifier(c.name);
/**
 * For a statement that inserts a contact in a CTE (lead capture's one statement per lead): the insert of its first
 * history entry, selecting the new id from `created`; the entry's type and description are the placeholders
 * `activityType` and `activityDescription` (pass `activityPlaceholders(activity)` when running it).
 */
export const firstActivityFrom = (created: Subquery, contactId: Column): SQL =>
  sql`insert into ${contactActivities} (${column(contactActivities.contactId)}, ${column(contactActivities.type)}, ${column(contactActivities.description)})
    select ${column(contactId)}, ${sql.placeholder("activityType")}, ${sql.placeholder("activityDescription")} from ${created}`;

export const activityPlaceholders = (a: Activity) => ({ activityType: a.kind, activityDescription: describeActivity(a) });
