import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { chatMessages, contacts, users } from "../db/schema.ts";

// The SMS feature's own table (docs/decisions/041, 049); drizzle.config.ts reads it beside the shared schema.

/**
 * The consent ledger: every grant and revocation of a contact's consent to be messaged on a channel, never edited or
 * deleted by the app (only with the contact). The latest event per contact and channel is the consent in force; the
 * rows are the proof of when, how and with which wording it was given or taken back.
 */
export const contactConsents = pgTable(
  "contact_consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** sms | whatsapp */
    channel: text("channel").notNull(),
    /** granted | revoked */
    action: text("action").notNull(),
    /** The words the contact agreed to or wrote (a checkbox's label, "STOP", "no me envíes más mensajes"). */
    wording: text("wording").notNull().default(""),
    /** The version of the consent text (a form checkbox's), or the keyword rules' version for a text. */
    version: text("version").notNull().default(""),
    /** form | sms_keyword | staff */
    source: text("source").notNull(),
    /** The page the consent was given on (a form's path). */
    page: text("page"),
    ip: text("ip"),
    /** The number the consent is about (E.164). */
    phone: text("phone"),
    /** A member who recorded it (a consent given on the phone). */
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_consents_contact_channel_idx").on(t.contactId, t.channel, t.id)],
);
export type ConsentRow = typeof contactConsents.$inferSelect;

/**
 * Speed to lead (server/sms/speed-to-lead.ts): one row per new lead whose first text was dealt with (queued, blocked or
 * skipped with the reason). The primary key is what makes it once, however many instances sweep at the same time.
 */
export const leadFirstTexts = pgTable("lead_first_texts", {
  contactId: integer("contact_id")
    .primaryKey()
    .references(() => contacts.id, { onDelete: "cascade" }),
  /** sms | whatsapp */
  channel: text("channel").notNull(),
  /** queued | blocked | skipped */
  outcome: text("outcome").notNull(),
  /** Why it was blocked or skipped, in words staff read (also a note on the contact). */
  note: text("note"),
  messageId: integer("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * No-reply alerts (server/sms/no-reply-alerts.ts): the first unanswered text of a wait, once alerted. The key is the
 * text's message: an alert is raised once per wait, by whichever instance's job gets there first.
 */
export const noReplyAlerts = pgTable(
  "no_reply_alerts",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id").notNull(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId] })],
);
