import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import type { TimeZoneSource } from "#common/settings/visitor-time-zone.ts";
import { zoneOfPhone } from "./area-code-zones.ts";

// A contact's own time zone, for the quiet hours of automated texts and the times a text offers: the zone their
// browser gave (form, chat), else their phone's area code. Unknown: the caller's fallback (Settings → SMS time zone).

export interface ContactZone {
  zone: string;
  source: TimeZoneSource;
}

/** The zone a contact's row says: its browser's, else its phone's area code's; null when neither tells. */
export function knownTimeZone(contact: { timeZone: string | null; phone: string }): ContactZone | null {
  if (contact.timeZone) return { zone: contact.timeZone, source: "browser" };
  const byPhone = zoneOfPhone(contact.phone);
  return byPhone ? { zone: byPhone, source: "area_code" } : null;
}

/** The contact's zone, else `fallback` (the site's setting). */
export function contactTimeZone(contact: { timeZone: string | null; phone: string }, fallback: string): ContactZone {
  return knownTimeZone(contact) ?? { zone: fallback, source: "settings" };
}

/** Read from the contact's row; a contact that no longer exists has the fallback. */
export async function contactTimeZoneById(q: DbOrTx, contactId: number | null, fallback: string): Promise<ContactZone> {
  if (contactId === null) return { zone: fallback, source: "settings" };
  const [row] = await q.select({ timeZone: contacts.timeZone, phone: contacts.phone }).from(contacts).where(eq(contacts.id, contactId));
  return row ? contactTimeZone(row, fallback) : { zone: fallback, source: "settings" };
}
