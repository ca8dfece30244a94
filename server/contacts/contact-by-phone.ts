import { desc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";

/** The digits a contact's phone may be stored with: "+17135550142" is "(713) 555-0142" or "1 713 555 0142". */
function digitForms(e164: string): string[] {
  const digits = e164.replace(/\D/g, "");
  return digits.startsWith("1") && digits.length === 11 ? [digits, digits.slice(1)] : [digits];
}

/** The newest contact with this number, however it was typed; null when none has it (texting channels thread on it). */
export async function contactIdByPhone(db: DbOrTx, e164: string): Promise<number | null> {
  const [known] = await db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.phoneDigits, digitForms(e164))).orderBy(desc(contacts.id)).limit(1);
  return known?.id ?? null;
}
