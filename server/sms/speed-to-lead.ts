import { renderTemplate, templateParamCount, whatsappTemplateFrom } from "#common/chat/whatsapp-template.ts";
import { and, desc, eq, gt, inArray, ne, notExists, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { chatConversations, contacts } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import { SPEED_TO_LEAD_DEFAULTS } from "#common/settings/settings-catalog.ts";
import { leadFirstTexts } from "./sms.schema.ts";
import { contactConsents } from "../consent/consent.schema.ts";
import type { ConsentChannel } from "../consent/consent-ledger.ts";
import type { SmsOutbound } from "./sms-outbound.ts";
import { SMS_CATEGORY } from "./sms-settings.ts";

// Speed to lead (issue 38 item 4): a new lead who chose texts (or WhatsApp) and agreed to them gets a first text within
// a minute. A job sweeps recent leads (every instance may run it; the lead_first_texts key makes each lead's text once);
// the text is an automated one, so it goes through the outbox under the Texas quiet hours in the lead's own zone
// (docs/decisions/049, 057-lead-time-zone: the outbound queue reads it; the site's zone stands in when unknown).

/** Leads this recent are swept: a grant recorded just after the lead (the form's checkbox) is still caught. */
export const SPEED_TO_LEAD_WINDOW_MS = 15 * 60_000;
type Language = keyof typeof SPEED_TO_LEAD_DEFAULTS;
const LANGUAGES = Object.keys(SPEED_TO_LEAD_DEFAULTS) as Language[];

export interface SpeedToLeadDeps {
  db: Db;
  channel: ChannelMessages;
  outbound: Pick<SmsOutbound, "queue" | "textingZone">;
  outbox: Pick<Outbox, "kick" | "hasDeliverer">;
  settings: { get(category: string, key: string): Promise<string>; siteName(): Promise<string> };
  noteOnContact: (contactId: number, body: string) => Promise<unknown>;
  live: Pick<LiveHub, "publish">;
  logger: Logger;
}

/** A US number as typed on a form ("(713) 555-0142") in E.164, or null when it cannot be texted as given. */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

/**
 * The lead's language: the language of their latest chat. (When contacts carry their own language, read it here
 * first: this is the one place that decides.)
 */
export async function leadLanguage(q: DbOrTx, contactId: number): Promise<Language> {
  // The contact's own language (the page of its form, the language its chat was in); English is also the default there,
  // so the latest chat decides for a contact recorded in English.
  const [own] = await q.select({ language: contacts.language }).from(contacts).where(eq(contacts.id, contactId));
  const recorded = LANGUAGES.find((l) => l === own?.language && l !== "en");
  if (recorded) return recorded;
  const [chat] = await q
    .select({ language: chatConversations.language })
    .from(chatConversations)
    .where(or(eq(chatConversations.contactId, contactId), sql`${chatConversations.id} = (select ${contacts.conversationId} from ${contacts} where ${contacts.id} = ${contactId})`))
    .orderBy(desc(chatConversations.lastActivityAt))
    .limit(1);
  return LANGUAGES.find((l) => l === chat?.language) ?? "en";
}

/** The template with the lead's first name and the site's name; without a first name, the greeting goes without it. */
export function firstText(template: string, values: { firstName: string; siteName: string }): string {
  const named = values.firstName.trim() ? template.replaceAll("{first_name}", values.firstName.trim()) : template.replace(/\s?\{first_name\}/g, "");
  return named.replaceAll("{site_name}", values.siteName).trim();
}

export function createSpeedToLead(deps: SpeedToLeadDeps) {
  const log = deps.logger.child({ module: "speed-to-lead" });
  const latestConsent = (channel: ConsentChannel) =>
    sql`(select ${contactConsents.action} from ${contactConsents} where ${contactConsents.contactId} = ${contacts.id} and ${contactConsents.channel} = ${channel} order by ${contactConsents.id} desc limit 1)`;

  /** New leads with a preferred texting channel, a grant on record for it, and no first text dealt with yet. */
  async function due(now: Date) {
    return deps.db
      .select({ id: contacts.id, firstName: contacts.firstName, phone: contacts.phone, channel: contacts.contactMethod })
      .from(contacts)
      .where(
        and(
          gt(contacts.createdAt, new Date(now.getTime() - SPEED_TO_LEAD_WINDOW_MS)),
          inArray(contacts.contactMethod, ["sms", "whatsapp"]),
          // Someone who texted us first is in a conversation already.
          ne(contacts.source, "sms"),
          or(and(eq(contacts.contactMethod, "sms"), sql`${latestConsent("sms")} = 'granted'`), and(eq(contacts.contactMethod, "whatsapp"), sql`${latestConsent("whatsapp")} = 'granted'`)),
          notExists(deps.db.select({ one: sql`1` }).from(leadFirstTexts).where(eq(leadFirstTexts.contactId, contacts.id))),
        ),
      )
      .orderBy(contacts.id)
      .limit(50);
  }

  type Lead = Awaited<ReturnType<typeof due>>[number];

  /** One lead's first text: stored in its conversation and queued, or skipped with a note; false if another run had it. */
  async function textLead(lead: Lead, now: Date, zone: string, siteName: string): Promise<"queued" | "blocked" | "skipped" | null> {
    const channel = lead.channel as ConsentChannel;
    const phone = toE164(lead.phone);
    // WhatsApp lets a business write first only with an approved template: its {{1}} is the lead's first name.
    const waTemplate = channel === "whatsapp" ? await whatsappTemplateFrom(deps.settings) : null;
    const skip =
      !phone ? `No first text sent: "${lead.phone}" is not a number we can text (use +1 and the 10 digits).`
      : channel === "whatsapp" && !deps.outbox.hasDeliverer("whatsapp") ? "No first text sent: WhatsApp is not connected on this site yet."
      : channel === "whatsapp" && !waTemplate ? "No first WhatsApp message sent: WhatsApp lets a business write first only with an approved template, and none is set in Settings → WhatsApp."
      : waTemplate && templateParamCount(waTemplate.body) > 1 ? "No first WhatsApp message sent: the approved template asks for more than a first name; send it from the conversation."
      : waTemplate && templateParamCount(waTemplate.body) === 1 && !lead.firstName.trim() ? "No first WhatsApp message sent: the template's {{1}} is the lead's first name, and this lead gave none."
      : null;
    const language = await leadLanguage(deps.db, lead.id);
    const template = (await deps.settings.get(SMS_CATEGORY, `speed_to_lead_${language}`)).trim() || SPEED_TO_LEAD_DEFAULTS[language];
    const params = waTemplate && templateParamCount(waTemplate.body) === 1 ? [lead.firstName.trim()] : [];
    const content = waTemplate ? `${renderTemplate(waTemplate.body, params)}\n(Template "${waTemplate.name}", ${waTemplate.language})` : firstText(template, { firstName: lead.firstName, siteName });
    const outcome = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(leadFirstTexts)
        .values({ contactId: lead.id, channel, outcome: skip ? "skipped" : "queued", note: skip })
        .onConflictDoNothing()
        .returning({ contactId: leadFirstTexts.contactId });
      if (!claimed) return null;
      if (skip || !phone) return "skipped" as const;
      const conversationId = await deps.channel.conversationFor(tx, { channel, phone, contactId: lead.id });
      const messageId = await deps.channel.addOutgoing(tx, { conversationId, sender: "system", content, deliveryStatus: "queued" });
      const queued = await deps.outbound.queue(tx, { messageId, conversationId, purpose: "automated", now, zone, channel, ...(waTemplate ? { template: { name: waTemplate.name, language: waTemplate.language, params } } : {}) });
      await tx.update(leadFirstTexts).set({ messageId, outcome: queued.status, note: queued.reason }).where(eq(leadFirstTexts.contactId, lead.id));
      return { status: queued.status, conversationId };
    });
    if (outcome === null) return null;
    if (outcome === "skipped") {
      await deps.noteOnContact(lead.id, skip!);
      return "skipped";
    }
    // The desk shows the new conversation with its first text (and a reply threads into it).
    await deps.live.publish({ kind: "message", conversationId: outcome.conversationId, actor: "system" }).catch(() => undefined);
    return outcome.status;
  }

  return {
    /** The job's run: every due lead's first text. `now` is the clock (tests pass their own). */
    async sweep(now: Date = new Date()): Promise<string> {
      const leads = await due(now);
      if (leads.length === 0) return "no new leads to text";
      const [zone, siteName] = await Promise.all([deps.outbound.textingZone(), deps.settings.siteName()]);
      const counts = { queued: 0, blocked: 0, skipped: 0 };
      for (const lead of leads) {
        try {
          const outcome = await textLead(lead, now, zone, siteName);
          if (outcome) counts[outcome]++;
        } catch (error) {
          // The lead has no row yet: the next run tries again.
          log.error({ err: error, contactId: lead.id }, "first text to a new lead failed");
        }
      }
      if (counts.queued > 0) deps.outbox.kick();
      return `${counts.queued} first texts queued, ${counts.blocked} blocked, ${counts.skipped} skipped`;
    },
  };
}
export type SpeedToLead = ReturnType<typeof createSpeedToLead>;
