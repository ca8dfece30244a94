import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { leadOriginSchema } from "../analytics/lead-source.ts";
import { recordId } from "../lib/record-id.ts";
import { CONTACT_ACTIVITY_KINDS } from "./contact-activity-kinds.ts";
import { qualificationViewSchema } from "./qualification.ts";
import { contactConsentSchema } from "./contact-consent.ts";

// What the contacts admin reads and writes: the contact, its lead status, notes and deliveries.

/** The pipeline, in order; "booked": the lead took a consultation time (docs/decisions/043). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "booked", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New Lead",
  contacted: "Contacted",
  qualified: "Qualified",
  booked: "Consultation booked",
  won: "Won",
  lost: "Lost",
};

export const LEAD_SOURCES = ["form", "chat", "newsletter", "booking", "calcom", "admin", "import", "sms", "whatsapp"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/**
 * Leads come from the first five, sms and whatsapp (booking: a consultation booked on the site or in the chat; calcom: one booked
 * directly in Cal.com, docs/decisions/045; sms: a text to the Twilio number, docs/decisions/049; whatsapp: a WhatsApp message, docs/decisions/051); "admin" is a contact
 * staff added by hand, "import" one from a CSV import.
 */
export type CapturedLeadSource = Exclude<LeadSource, "admin" | "import">;
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  form: "Contact form",
  chat: "Chat assistant",
  newsletter: "Newsletter",
  booking: "Consultation booking",
  calcom: "Cal.com booking",
  admin: "Added by staff",
  import: "CSV import",
  sms: "Text message",
  whatsapp: "WhatsApp",
};

/**
 * staff_mail: an e-mail to one staff member (invitation, password reset, a chat handoff alert); not tied to a lead.
 * handoff_webhook: a chat visitor asked for a person or complained (docs/decisions/021).
 * booking_mail: an e-mail to a visitor about their consultation (confirmation with its calendar invite, change,
 * cancellation, reminders: docs/decisions/043).
 * lead_mail: the contact form's confirmation to the lead, in the lead's language (docs/decisions/053).
 */
export const DELIVERY_KINDS = [
  "email", "webhook", "hubspot", "newsletter_webhook", "workflow_webhook", "staff_mail", "handoff_webhook", "newsletter_mail", "booking_mail", "sms", "whatsapp", "lead_mail",
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  email: "Staff e-mail",
  webhook: "Contact form webhook",
  hubspot: "HubSpot",
  newsletter_webhook: "Newsletter webhook",
  workflow_webhook: "Workflow webhook",
  staff_mail: "Staff account e-mail",
  handoff_webhook: "Chat handoff webhook",
  newsletter_mail: "Newsletter e-mail",
  booking_mail: "Booking e-mail",
  sms: "Text message",
  whatsapp: "WhatsApp message",
  lead_mail: "Confirmation e-mail",
};

/** pending: waiting for its (next) attempt; skipped: nothing configured any more at delivery time. */
export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "skipped", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliverySchema = z.object({
  id: z.number(),
  kind: z.enum(DELIVERY_KINDS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * What a contact without deliveries was, truthfully: staff add and import contacts without notifying anyone (only
 * leads that arrive are delivered); a lead that arrived without any is one that came while nothing was set up.
 */
export function noDeliveriesNote(source: LeadSource): string {
  if (source === "admin") return "Added by hand: no notification is sent. E-mail, webhooks and the CRM receive only leads from the form, chat or newsletter.";
  if (source === "import") return "Imported from a CSV file: no notification is sent. E-mail, webhooks and the CRM receive only leads from the form, chat or newsletter.";
  return "Nothing was sent: when this lead arrived, no e-mail alert, webhook or CRM was set up in Settings.";
}

export const contactListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  role: z.string().nullable(),
  interests: z.array(z.string()),
  automation: z.string(),
  budget: z.string(),
  bundle: z.string().nullable(),
  contactMethod: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  createdAt: isoTime,
  updatedAt: isoTime,
  deliveries: z.array(deliverySchema),
  /** The chat conversation the lead came from (the inbox opens it). */
  conversationId: z.string().nullable(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  preferredChannel: z.string().nullable(),
  tags: z.array(z.string()),
  /** The visit that produced the lead (landing page, referrer, UTM tags); null when none was recorded. */
  leadOrigin: leadOriginSchema.nullable(),
  /** Why nothing was sent to e-mail, webhooks or the CRM (noDeliveriesNote); null when something was. */
  deliveryNote: z.string().nullable(),
  /** Team size, markets, tools, problem, timeline and the score with its reasons (common/contacts/qualification.ts). */
  qualification: qualificationViewSchema,
  /** The language the lead wrote in (en, es, vi, zh): docs/decisions/053. */
  language: z.string(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactNoteViewSchema = z.object({ id: z.number(), body: z.string(), author: z.string(), createdAt: isoTime });
export type ContactNote = z.infer<typeof contactNoteViewSchema>;

export const contactActivitySchema = z.object({ id: z.number(), type: z.enum(CONTACT_ACTIVITY_KINDS), description: z.string(), createdAt: isoTime });
export type ContactActivity = z.infer<typeof contactActivitySchema>;

export const contactDetailSchema = contactListItemSchema.extend({
  notes: z.array(contactNoteViewSchema),
  activities: z.array(contactActivitySchema),
  /** The consent to texts ledger, newest first: the latest event per channel is in force (docs/decisions/049). */
  consents: z.array(contactConsentSchema),
  /** Their own time zone (automated texts keep quiet hours in it): the browser's, else the area code's; null: unknown. */
  timeZone: z.object({ zone: z.string(), source: z.enum(["browser", "area_code", "settings"]) }).nullable(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** A contact's workflow assignment. */
export const workflowAssignmentSchema = z.object({
  workflowId: z.number(),
  workflowName: z.string(),
  instanceName: z.string(),
  workflowDescription: z.string(),
  assignedAt: isoTime,
  isActive: z.boolean(),
});
export type WorkflowAssignment = z.infer<typeof workflowAssignmentSchema>;

export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: "Please choose one of the lead statuses" }),
});

export const contactNoteSchema = z.object({
  body: z.string().trim().min(1, { message: "Please write a note" }).max(5000, { message: "Notes are limited to 5000 characters" }),
});

export const assignWorkflowSchema = z.object({
  workflowId: recordId("Please choose a workflow"),
});
