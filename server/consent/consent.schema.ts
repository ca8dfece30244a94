import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { contacts, users } from "../db/schema.ts";

// The consent ledger's table (docs/decisions/041, 049), below both its writers: the SMS feature (keywords) and the
// contacts (the contact form's consent, staff's revocation by hand). drizzle.config.ts reads it beside the shared schema.

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
