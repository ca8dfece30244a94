import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { n8nWorkflows } from "../db/schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { DeliveryKind } from "#common/contacts/contact-types.ts";
import { languageName } from "#common/contacts/contact-consent.ts";
import { mailerConfigFromSettings, sendMail, smtpConfigFromSettings } from "../integrations/smtp.ts";
import { postSignedWebhook } from "../integrations/webhook.ts";
import { createHubspotClient, type HubspotContactInput } from "../integrations/hubspot.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { leadNotification } from "./lead-mail.ts";
import { leadConfirmation, leadConfirmationPayloadSchema } from "./lead-confirmation.ts";
import {
  leadPayloadSchema,
  newsletterPayloadSchema,
  newsletterMailPayloadSchema,
  bookingMailPayloadSchema,
  staffMailPayloadSchema,
  handoffPayloadSchema,
  workflowPayloadSchema,
  type LeadSnapshot,
} from "./outbox-payloads.ts";

export type DeliveryResult = { status: "delivered"; detail?: string } | { status: "skipped"; reason: string };
/** Which attempt this is; `last`: a failure now is final (the row is marked failed, not retried). */
export type DeliveryAttempt = { attempt: number; last: boolean };
export type Deliverer = (payload: Record<string, unknown>, attempt: DeliveryAttempt) => Promise<DeliveryResult>;

export interface DelivererConfig {
  db: Db;
  settings: SettingsService;
  /** Every delivery's connection goes through it (OUTBOUND_ALLOW_HOSTS). */
  guard: OutboundGuard;
  hubspotBaseUrl?: string;
  /** Absolute site origin, for the link in staff e-mails. */
  publicUrl?: string;
}

export function hubspotContact(lead: LeadSnapshot): HubspotContactInput {
  const details = [
    lead.automation && `Automation needs: ${lead.automation}`,
    lead.interests.length > 0 && `Interests: ${lead.interests.join(", ")}`,
    lead.budget && `Budget: ${lead.budget}`,
    lead.bundle && `Bundle: ${lead.bundle}`,
    `Preferred contact: ${lead.contactMethod}`,
    `Source: ${lead.source}`,
    // In the message: HubSpot's own language property takes values of its own list, which a portal may restrict.
    lead.language && `Language: ${languageName(lead.language)}`,
  ].filter(Boolean);
  return {
    email: lead.email,
    firstname: lead.firstName,
    lastname: lead.lastName,
    phone: lead.phone,
    company: lead.company,
    jobtitle: lead.role ?? undefined,
    lifecyclestage: lead.source === "newsletter" ? undefined : "lead",
    message: details.join("\n"),
  };
}

/** Kinds whose deliverer a feature plugs in (outbox.useDeliverer): the outbox need not know the SMS or WhatsApp adapter. */
export type PluggedDeliveryKind = "sms" | "whatsapp";

/** One function per delivery kind; each throws the integration's own error (with `retryable`) on failure. */
export function createDeliverers(cfg: DelivererConfig): Record<Exclude<DeliveryKind, PluggedDeliveryKind>, Deliverer> {
  async function webhook(url: string, event: string, body: unknown): Promise<DeliveryResult> {
    const secret = await cfg.settings.webhookSecret();
    const result = await postSignedWebhook({ url, secret, event, payload: body }, { guard: cfg.guard });
    return { status: "delivered", detail: `HTTP ${result.status}` };
  }

  return {
    async email(payload) {
      const config = await mailerConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host and staff address)" };
      const lead = leadPayloadSchema.parse(payload);
      const adminUrl = cfg.publicUrl ? `${cfg.publicUrl.replace(/\/$/, "")}/admin/contacts` : undefined;
      await sendMail(config, leadNotification(lead, { to: config.staffEmail, siteName: config.siteName, adminUrl }), cfg.guard);
      return { status: "delivered", detail: `to ${config.staffEmail}` };
    },
    async webhook(payload) {
      const url = (await cfg.settings.get("webhooks", "contact_form_webhook")).trim();
      if (!url) return { status: "skipped", reason: "The contact form webhook is not set" };
      const body = leadPayloadSchema.parse(payload);
      return webhook(url, body.event, body);
    },
    async newsletter_webhook(payload) {
      const url = (await cfg.settings.get("webhooks", "newsletter_webhook")).trim();
      if (!url) return { status: "skipped", reason: "The newsletter webhook is not set" };
      const body = newsletterPayloadSchema.parse(payload);
      return webhook(url, body.event, body);
    },
    async workflow_webhook(payload) {
      const body = workflowPayloadSchema.parse(payload);
      const [workflow] = await cfg.db.select({ url: n8nWorkflows.webhookUrl }).from(n8nWorkflows).where(eq(n8nWorkflows.id, body.workflowId));
      const url = workflow?.url?.trim();
      if (!url) return { status: "skipped", reason: "The workflow has no webhook URL any more" };
      return webhook(url, body.event, body);
    },
    async handoff_webhook(payload) {
      const url = (await cfg.settings.get("webhooks", "handoff_webhook")).trim();
      if (!url) return { status: "skipped", reason: "The chat handoff webhook is not set" };
      const body = handoffPayloadSchema.parse(payload);
      return webhook(url, body.event, body);
    },
    async staff_mail(payload) {
      const mail = staffMailPayloadSchema.parse(payload);
      if (mail.expiresAt && Date.parse(mail.expiresAt) <= Date.now()) return { status: "skipped", reason: "The link in this e-mail has expired" };
      const config = await smtpConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host)" };
      await sendMail(config, { to: mail.to, subject: mail.subject, text: mail.text }, cfg.guard);
      return { status: "delivered", detail: `to ${mail.to}` };
    },
    async lead_mail(payload) {
      const lead = leadConfirmationPayloadSchema.parse(payload);
      const config = await smtpConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host)" };
      // A reply reaches the team (the staff address), not the no-reply sender.
      await sendMail(config, leadConfirmation(lead, { siteName: config.siteName, replyTo: config.staffEmail }), cfg.guard);
      return { status: "delivered", detail: `to ${lead.to}` };
    },
    async newsletter_mail(payload) {
      const mail = newsletterMailPayloadSchema.parse(payload);
      if (mail.expiresAt && Date.parse(mail.expiresAt) <= Date.now()) return { status: "skipped", reason: "The link in this e-mail has expired" };
      const config = await smtpConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host)" };
      await sendMail(config, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }, cfg.guard);
      return { status: "delivered", detail: `to ${mail.to}` };
    },
    async booking_mail(payload) {
      const mail = bookingMailPayloadSchema.parse(payload);
      if (mail.expiresAt && Date.parse(mail.expiresAt) <= Date.now()) return { status: "skipped", reason: "The consultation has already started" };
      const config = await smtpConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host)" };
      const calendar = mail.calendar ? { method: mail.calendar.method, content: mail.calendar.content, filename: mail.calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics" } : undefined;
      await sendMail(config, { to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, calendar }, cfg.guard);
      return { status: "delivered", detail: `to ${mail.to}` };
    },
    async hubspot(payload) {
      const token = (await cfg.settings.get("crm", "api_key")).trim();
      if (!token) return { status: "skipped", reason: "The HubSpot access token is not set" };
      const lead = "lead" in payload ? leadPayloadSchema.parse(payload).lead : null;
      if (!lead?.email) return { status: "skipped", reason: "HubSpot needs an e-mail address" };
      const client = createHubspotClient({ accessToken: token, baseUrl: cfg.hubspotBaseUrl, guard: cfg.guard });
      const result = await client.upsertContact(hubspotContact(lead));
      return { status: "delivered", detail: `${result.created ? "created" : "updated"} contact ${result.id}` };
    },
  };
}
