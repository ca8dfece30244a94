import { z } from "../lib/zod.ts";

// What the contacts admin reads and writes (spec sections 3 and 7, plus the lead status, notes and deliveries).

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New Lead",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const LEAD_SOURCES = ["form", "chat", "newsletter", "admin"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** Leads come from the first three; "admin" is a contact staff added by hand. */
export type CapturedLeadSource = Exclude<LeadSource, "admin">;
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = { form: "Contact form", chat: "Chat assistant", newsletter: "Newsletter", admin: "Added by staff" };

/**
 * staff_mail: an e-mail to one staff member (invitation, password reset, a chat handoff alert); not tied to a lead.
 * handoff_webhook: a chat visitor asked for a person or complained (docs/decisions/021).
 */
export const DELIVERY_KINDS = ["email", "webhook", "hubspot", "newsletter_webhook", "workflow_webhook", "staff_mail", "handoff_webhook"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  email: "Staff e-mail",
  webhook: "Contact form webhook",
  hubspot: "HubSpot",
  newsletter_webhook: "Newsletter webhook",
  workflow_webhook: "Workflow webhook",
  staff_mail: "Staff account e-mail",
  handoff_webhook: "Chat handoff webhook",
};

/** pending: waiting for its (next) attempt; skipped: nothing configured any more at delivery time. */
export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "skipped", "cancelled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface Delivery {
  id: number;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface ContactListItem {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  role: string | null;
  interests: string[];
  automation: string;
  budget: string;
  bundle: string | null;
  contactMethod: string;
  source: LeadSource;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
  deliveries: Delivery[];
  /** The chat conversation the lead came from (the inbox opens it). */
  conversationId: string | null;
  ownerId: number | null;
  ownerName: string | null;
  preferredChannel: string | null;
  tags: string[];
}

export interface ContactNote {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}

export interface ContactActivity {
  id: number;
  type: string;
  description: string;
  createdAt: string;
}

export interface ContactDetail extends ContactListItem {
  notes: ContactNote[];
  activities: ContactActivity[];
}

/** Spec section 3: a contact's workflow assignment. */
export interface WorkflowAssignment {
  workflowId: number;
  workflowName: string;
  instanceName: string;
  workflowDescription: string;
  assignedAt: string;
  isActive: boolean;
}

export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: "Please choose one of the lead statuses" }),
});

export const contactNoteSchema = z.object({
  body: z.string().trim().min(1, { message: "Please write a note" }).max(5000, { message: "Notes are limited to 5000 characters" }),
});

export const assignWorkflowSchema = z.object({
  workflowId: z.coerce.number({ message: "Please choose a workflow" }).int({ message: "Please choose a workflow" }).positive({ message: "Please choose a workflow" }),
});
