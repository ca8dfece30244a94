import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { n8nWorkflows } from "../db/schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { DeliveryKind } from "../../common/contacts/contact-types.ts";
import { createMailer, type MailerConfig, type MailMessage } from "../integrations/smtp.ts";
import { postSignedWebhook } from "../integrations/webhook.ts";
import { createHubspotClient, type HubspotContactInput } from "../integrations/hubspot.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { leadNotification } from "./lead-mail.ts";
import {
  leadPayloadSchema,
  newsletterPayloadSchema,
  staffMailPayloadSchema,
  workflowPayloadSchema,
  type LeadSnapshot,
} from "./outbox-payloads.ts";

export type DeliveryResult = { status: "delivered"; detail?: string } | { status: "skipped"; reason: string };
export type Deliverer = (payload: Record<string, unknown>) => Promise<DeliveryResult>;

export interface DelivererConfig {
  db: Db;
  settings: SettingsService;
  /** Every delivery's connection goes through it (OUTBOUND_ALLOW_HOSTS). */
  guard: OutboundGuard;
  hubspotBaseUrl?: string;
  /** Absolute site origin, for the link in staff e-mails. */
  publicUrl?: string;
}

/** SMTP settings as the mailer wants them, or null while e-mail is not configured (the staff address may be empty). */
export async function smtpConfigFromSettings(settings: SettingsService): Promise<(MailerConfig & { staffEmail: string; siteName: string }) | null> {
  const [email, general] = await Promise.all([settings.getMany("email"), settings.getMany("general")]);
  if (!email.smtp_host?.trim()) return null;
  const port = Number(email.smtp_port) || 587;
  const siteName = general.site_name || "Bayou City AI";
  return {
    host: email.smtp_host.trim(),
    port,
    secure: port === 465,
    user: email.smtp_user?.trim() || undefined,
    password: email.smtp_password || undefined,
    from: `"${siteName.replace(/"/g, "")}" <${email.from_email?.trim() || "notifications@example.com"}>`,
    staffEmail: email.staff_email?.trim() ?? "",
    siteName,
  };
}

/** SMTP settings and the staff address lead notifications go to, or null while either is missing. */
export async function mailerConfigFromSettings(settings: SettingsService): Promise<(MailerConfig & { staffEmail: string; siteName: string }) | null> {
  const config = await smtpConfigFromSettings(settings);
  return config && config.staffEmail !== "" ? config : null;
}

export async function sendMail(config: MailerConfig, message: MailMessage, guard: Pick<OutboundGuard, "resolve">): Promise<string> {
  const mailer = createMailer(config, { guard });
  try {
    return (await mailer.send(message)).messageId;
  } finally {
    mailer.close();
  }
}

export function hubspotContact(lead: LeadSnapshot): HubspotContactInput {
  const details = [
    lead.automation && `Automation needs: ${lead.automation}`,
    lead.interests.length > 0 && `Interests: ${lead.interests.join(", ")}`,
    lead.budget && `Budget: ${lead.budget}`,
    lead.bundle && `Bundle: ${lead.bundle}`,
    `Preferred contact: ${lead.contactMethod}`,
    `Source: ${lead.source}`,
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

/** One function per delivery kind; each throws the integration's own error (with `retryable`) on failure. */
export function createDeliverers(cfg: DelivererConfig): Record<DeliveryKind, Deliverer> {
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
    async staff_mail(payload) {
      const mail = staffMailPayloadSchema.parse(payload);
      if (mail.expiresAt && Date.parse(mail.expiresAt) <= Date.now()) return { status: "skipped", reason: "The link in this e-mail has expired" };
      const config = await smtpConfigFromSettings(cfg.settings);
      if (!config) return { status: "skipped", reason: "E-mail is not configured (SMTP host)" };
      await sendMail(config, { to: mail.to, subject: mail.subject, text: mail.text }, cfg.guard);
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
