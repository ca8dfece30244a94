import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import { recordActivity } from "./contact-history.ts";

// The "booked" pipeline stage, as consultation bookings move contacts in and out of it (docs/decisions/044).

/** Stages a booking moves to "booked"; a won contact stays won. */
const MOVES_TO_BOOKED = ["new", "contacted", "qualified", "lost"];

/** The contact's stage becomes "booked" (a status entry on the timeline says so). */
export async function markBooked(tx: DbOrTx, contactId: number): Promise<void> {
  const [row] = await tx.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, contactId));
  if (!row || !MOVES_TO_BOOKED.includes(row.status)) return;
  await tx.update(contacts).set({ status: "booked", updatedAt: new Date() }).where(and(eq(contacts.id, contactId), inArray(contacts.status, MOVES_TO_BOOKED)));
  await recordActivity(tx, contactId, { kind: "status", from: row.status, to: "booked", actor: "the online booking" });
}

/** A cancelled consultation takes the contact back a stage: interested, not booked (staff decide what next). */
export async function unmarkBooked(tx: DbOrTx, contactId: number): Promise<void> {
  const moved = await tx.update(contacts).set({ status: "qualified", updatedAt: new Date() }).where(and(eq(contacts.id, contactId), eq(contacts.status, "booked"))).returning({ id: contacts.id });
  if (moved.length > 0) await recordActivity(tx, contactId, { kind: "status", from: "booked", to: "qualified", actor: "the online booking (cancelled)" });
}
