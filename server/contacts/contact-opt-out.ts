import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import { recordActivity } from "./contact-history.ts";

/** Tag on a contact who asked not to be contacted; staff filter and see it on the contact (there is no opt-out column). */
export const DO_NOT_CONTACT_TAG = "do-not-contact";

/**
 * "Take my number off your list: 713-555-0142": the details are recorded on that contact as opted out, never as a new
 * lead. An existing contact (same e-mail or phone digits) gets the tag; otherwise a contact is created with the tag and
 * the status "lost", so it counts as no new lead and sends no new-lead alerts, CRM pushes or analytics conversions.
 * Returns the contact's id, or null when the message carried no e-mail or phone.
 */
export async function recordOptOutContact(
  db: Db,
  lead: { email?: string; phone?: string; name?: string; company?: string },
  conversationId: string,
): Promise<number | null> {
  const { email, phone, name, company } = lead;
  if (!email && !phone) return null;
  const digits = phone?.replace(/\D/g, "") ?? "";
  const match = email ? sql`lower(${contacts.email}) = ${email.toLowerCase()}` : eq(contacts.phoneDigits, digits);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: contacts.id, tags: contacts.tags }).from(contacts).where(match).orderBy(desc(contacts.id)).limit(1);
    if (existing) {
      if (!existing.tags.includes(DO_NOT_CONTACT_TAG)) {
        await tx.update(contacts).set({ tags: [...existing.tags, DO_NOT_CONTACT_TAG], updatedAt: new Date() }).where(eq(contacts.id, existing.id));
      }
      return existing.id;
    }
    const [created] = await tx
      .insert(contacts)
      .values({ name: name ?? "", email: email ?? "", phone: phone ?? "", company: company ?? "", source: "chat", status: "lost", tags: [DO_NOT_CONTACT_TAG], conversationId })
      .returning({ id: contacts.id });
    await recordActivity(tx, created!.id, { kind: "created", via: "opt-out" });
    return created!.id;
  });
}
