import { CONTACT_METHOD_LABELS, type ContactMethod } from "#common/contacts/contact-form.ts";
import { LEAD_SOURCE_LABELS, type LeadSource } from "#common/contacts/contact-types.ts";
import { languageName } from "#common/contacts/contact-consent.ts";
import type { LeadPayload } from "./outbox-payloads.ts";
import type { MailMessage } from "../integrations/smtp.ts";

/** The staff notification: plain text, so it reads the same in every mail client and on a phone. */
export function leadNotification(payload: LeadPayload, opts: { to: string; siteName: string; adminUrl?: string }): MailMessage {
  const lead = payload.lead;
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const subject = `${payload.event === "lead.updated" ? "Updated lead" : "New lead"}: ${who}`;
  const method = CONTACT_METHOD_LABELS[lead.contactMethod as ContactMethod] ?? lead.contactMethod;
  const lines: [string, string][] = [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Role", lead.role ?? ""],
    ["Preferred contact", method],
    ["Budget", lead.budget],
    ["Bundle", lead.bundle ?? ""],
    ["Interests", lead.interests.join(", ")],
    ["Source", LEAD_SOURCE_LABELS[lead.source as LeadSource] ?? lead.source],
    ["Language", lead.language ? languageName(lead.language) : ""],
    ["Received", new Date(lead.createdAt).toUTCString()],
  ];
  const text = [
    `${subject} via ${opts.siteName}`,
    "",
    ...lines.filter(([, v]) => v.trim() !== "").map(([k, v]) => `${k}: ${v}`),
    "",
    "Automation needs:",
    lead.automation || "(none given)",
    "",
    opts.adminUrl ? `Open the lead: ${opts.adminUrl}` : "Open the lead in the admin portal under Contacts.",
    `Reply within 24 hours, as promised on the site.`,
  ].join("\n");
  return { to: opts.to, subject, text, replyTo: lead.email || undefined };
}
