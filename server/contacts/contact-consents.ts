import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contacts, users } from "../db/schema.ts";
import { contactConsents } from "../consent/consent.schema.ts";
import { createConsentLedger } from "../consent/consent-ledger.ts";
import { notFound } from "../lib/errors.ts";
import type { ContactConsent, ConsentRevocation } from "#common/contacts/contact-consent.ts";
import { e164 } from "./contact-form.service.ts";

/** The wording's version of a revocation staff record by hand. */
export const STAFF_REVOCATION_VERSION = "staff";

/**
 * A contact's consent to texts as the contacts admin shows it (the ledger's events with the name of a member who
 * recorded one), and staff's revocation by hand, appended to the ledger (server/consent/consent-ledger.ts) like any other.
 */
export function createContactConsents(db: Db) {
  const ledger = createConsentLedger(db);

  async function history(contactId: number): Promise<ContactConsent[]> {
    const rows = await db
      .select({ event: contactConsents, staffName: users.name })
      .from(contactConsents)
      .leftJoin(users, eq(users.id, contactConsents.staffId))
      .where(eq(contactConsents.contactId, contactId))
      .orderBy(desc(contactConsents.id));
    return rows.map(({ event: e, staffName }) => ({
      id: e.id,
      channel: e.channel as ContactConsent["channel"],
      action: e.action as ContactConsent["action"],
      source: e.source as ContactConsent["source"],
      wording: e.wording,
      version: e.version,
      page: e.page,
      ip: e.ip,
      phone: e.phone,
      staffName,
      createdAt: e.createdAt.toISOString(),
    }));
  }

  /** The contact asked (on a call, by e-mail…) not to be texted on the channel: in force from now on. */
  async function revoke(contactId: number, input: Required<ConsentRevocation>, staff: { id: number; name: string }): Promise<ContactConsent[]> {
    const [contact] = await db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) throw notFound("Contact");
    const note = input.note.trim();
    await ledger.record(db, {
      contactId,
      channel: input.channel,
      action: "revoked",
      source: "staff",
      wording: note ? `Recorded by ${staff.name}: ${note}` : `Recorded by ${staff.name}`,
      version: STAFF_REVOCATION_VERSION,
      phone: contact.phone ? e164(contact.phone) : null,
      staffId: staff.id,
    });
    return history(contactId);
  }

  return { history, revoke };
}
export type ContactConsents = ReturnType<typeof createContactConsents>;
