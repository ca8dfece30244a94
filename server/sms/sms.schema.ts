import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { chatMessages, contacts } from "../db/schema.ts";

// The SMS feature's own tables (docs/decisions/041, 052); drizzle.config.ts reads them beside the shared schema.

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
