import { z } from "zod";
import type { contacts } from "../db/schema.ts";
import { contactListItemSchema } from "#common/contacts/contact-types.ts";

// What an outbox row carries. The lead is copied in when the row is written, so a delivery still
// says what the visitor sent even if staff edit the lead meanwhile; the target (SMTP server,
// webhook URL, token) is read from the settings at delivery time, so a fixed setting heals retries.

// The contact's own fields as the admin list shows them; source and status stay plain strings, so a queued row is
// delivered with whatever value it was written with. `language` (en, es, vi, zh) came later: a row queued before
// it is delivered without it.
export const leadSnapshotSchema = contactListItemSchema
  .pick({ id: true, name: true, firstName: true, lastName: true, email: true, phone: true, company: true, role: true, interests: true, automation: true, budget: true, bundle: true, contactMethod: true, source: true, status: true, createdAt: true })
  .extend({ source: z.string(), status: z.string(), language: z.string().optional() });
export type LeadSnapshot = z.infer<typeof leadSnapshotSchema>;

export const leadPayloadSchema = z.object({
  event: z.enum(["lead.created", "lead.updated"]),
  lead: leadSnapshotSchema,
});
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

export const newsletterPayloadSchema = z.object({
  event: z.literal("newsletter.subscribed"),
  email: z.string(),
  source: z.string(),
  subscribedAt: z.string(),
  contactId: z.number().nullable(),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

export const workflowPayloadSchema = z.object({
  event: z.literal("contact.workflow_assigned"),
  workflowId: z.number(),
  workflowName: z.string(),
  contact: leadSnapshotSchema,
});
export type WorkflowPayload = z.infer<typeof workflowPayloadSchema>;

/** A chat visitor asked for a person or complained: staff are told (docs/decisions/021). */
export const handoffPayloadSchema = z.object({
  event: z.literal("chat.handoff_requested"),
  conversationId: z.string(),
  /** handoff (asked for a person) or complaint */
  reason: z.string(),
  message: z.string(),
  language: z.string(),
  requestedAt: z.string(),
  /** Whether the request came within office hours (Settings → General), so a receiver can page someone after hours. */
  officeOpen: z.boolean().optional(),
  adminUrl: z.string().optional(),
});
export type HandoffPayload = z.infer<typeof handoffPayloadSchema>;

/** An e-mail to one staff member. A link in it stops being sent once `expiresAt` has passed. */
export const staffMailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  expiresAt: z.string().optional(),
});
export type StaffMailPayload = z.infer<typeof staffMailPayloadSchema>;

export function leadSnapshot(row: typeof contacts.$inferSelect): LeadSnapshot {
  return {
    id: row.id,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    role: row.role,
    interests: row.interests,
    automation: row.automation,
    budget: row.budget,
    bundle: row.bundle,
    contactMethod: row.contactMethod,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}

/** A newsletter e-mail to one address (confirmation, test send): rendered when queued, with its unsubscribe headers. */
export const newsletterMailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).default({}),
  /** A confirmation link past this time is not worth sending. */
  expiresAt: z.string().optional(),
});
export type NewsletterMailPayload = z.infer<typeof newsletterMailPayloadSchema>;

/**
 * An e-mail to a visitor about their consultation (docs/decisions/043): rendered when queued, in their language, with
 * its calendar invitation (.ics text, METHOD:REQUEST or CANCEL) when it changes the meeting.
 */
export const bookingMailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  replyTo: z.string().optional(),
  calendar: z.object({ method: z.enum(["REQUEST", "CANCEL"]), content: z.string() }).optional(),
  /** A reminder past the meeting's start is not worth sending. */
  expiresAt: z.string().optional(),
});
export type BookingMailPayload = z.infer<typeof bookingMailPayloadSchema>;
