import { and, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { contactConsents, type ConsentRow } from "./consent.schema.ts";

export type ConsentChannel = "sms" | "whatsapp";
/** granted / revoked: the latest event on the channel; none: nothing on record. */
export type ConsentState = "granted" | "revoked" | "none";

export interface ConsentEvent {
  contactId: number;
  channel: ConsentChannel;
  action: "granted" | "revoked";
  source: "form" | "sms_keyword" | "whatsapp_keyword" | "staff";
  wording: string;
  version: string;
  phone?: string | null;
  page?: string | null;
  ip?: string | null;
  staffId?: number | null;
}

/** Why an outbound text may not go out, in the words the desk shows; null when it may. */
export type SendPurpose = "reply" | "automated" | "compliance";
export function consentBlockReason(state: ConsentState, purpose: SendPurpose): string | null {
  // The one confirmation of a STOP (and a HELP answer) are what the rules require us to send.
  if (purpose === "compliance") return null;
  if (state === "revoked") return "Not sent: this contact texted STOP (or asked us to stop texting). They can text START to allow texts again.";
  // Someone who texted us may be answered; an automated text needs consent on record.
  if (purpose === "automated" && state !== "granted") return "Not sent: no consent to texts is on record for this contact.";
  return null;
}

/** The consent ledger (consent.schema.ts): appended to, never edited; the latest event per channel is in force. */
export function createConsentLedger(db: Db) {
  const granted: ((event: ConsentEvent) => void)[] = [];
  return {
    async record(q: DbOrTx, event: ConsentEvent): Promise<void> {
      await q.insert(contactConsents).values({ ...event });
      for (const listener of event.action === "granted" ? granted : []) listener(event);
    },

    /**
     * A grant was recorded (maybe inside a transaction not yet committed): speed to lead looks again shortly. Only a
     * hastener: the job finds the grant either way.
     */
    onGranted(listener: (event: ConsentEvent) => void): void {
      granted.push(listener);
    },

    async state(q: DbOrTx, contactId: number, channel: ConsentChannel): Promise<ConsentState> {
      const [row] = await q
        .select({ action: contactConsents.action })
        .from(contactConsents)
        .where(and(eq(contactConsents.contactId, contactId), eq(contactConsents.channel, channel)))
        .orderBy(desc(contactConsents.id))
        .limit(1);
      return row?.action === "granted" ? "granted" : row?.action === "revoked" ? "revoked" : "none";
    },

    /** A contact's consent history, newest first. */
    async history(contactId: number): Promise<ConsentRow[]> {
      return db.select().from(contactConsents).where(eq(contactConsents.contactId, contactId)).orderBy(desc(contactConsents.id));
    },

    /** Two contacts merged (inside the merge): the removed one's consent events belong to the one kept. */
    async moveToContact(tx: DbOrTx, fromId: number, toId: number): Promise<void> {
      await tx.update(contactConsents).set({ contactId: toId }).where(eq(contactConsents.contactId, fromId));
    },
  };
}
export type ConsentLedger = ReturnType<typeof createConsentLedger>;
