import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { AlertPolicy, SettingsService } from "../settings/settings.service.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import { recordActivity } from "../contacts/contact-history.ts";
import { markBooked, unmarkBooked } from "../contacts/booked-stage.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { DEFAULT_BOOKING_RULES } from "#common/booking/booking-types.ts";
import { bookings } from "./booking.schema.ts";
import type { BookingRow, BookingStore } from "./booking-store.ts";
import { hostFacts } from "./booking-facts.ts";
import { timeWords } from "./booking-mail.ts";
import type { NotifyStaff } from "./booking-notify.ts";
import { applyCalcomEvent, type ApplyOutcome, type CalcomWebhook } from "./providers/calcom-webhook.ts";

// Cal.com's webhook deliveries as the rest of the product sees them (docs/decisions/045): a booking made directly in
// Cal.com gets its contact (the newest one with that e-mail, else a new lead with source "calcom"), its timeline
// entry, the "booked" stage and the staff alert, as a booking made on the site does; a move or a cancellation there is
// written on the contact's timeline and told to staff. The visitor hears from Cal.com itself, so no e-mail of ours.
// Store first: the booking row is committed before the contact is looked for; linking is the UPDATE that sets
// contact_id where it is still null, so a repeated delivery (or one retried after a failure here) links once.

const IN_CALCOM = "Cal.com";
const central = (at: Date) => timeWords(at, DEFAULT_BOOKING_RULES.timeZone, "en-US");

export interface CalcomBookingsDeps {
  db: Db;
  store: Pick<BookingStore, "hosts">;
  settings: Pick<SettingsService, "alertPolicy">;
  captureLead: (input: LeadInput) => Promise<{ contact: { id: number } }>;
  outbox: Pick<Outbox, "kick">;
  notifyStaff: NotifyStaff;
}

export function createCalcomBookings(deps: CalcomBookingsDeps) {
  const { db } = deps;

  /** The contact a Cal.com booking belongs to: found by e-mail (any age), else captured as a new lead. */
  async function contactFor(booking: BookingRow): Promise<number> {
    const email = booking.email.trim().toLowerCase();
    const [known] = await db.select({ id: contacts.id }).from(contacts).where(sql`lower(${contacts.email}) = ${email}`).orderBy(desc(contacts.id)).limit(1);
    if (known) return known.id;
    const { contact } = await deps.captureLead({ source: "calcom", name: booking.name, email, phone: booking.phone ?? undefined });
    return contact.id;
  }

  /** A booking Cal.com made, not linked yet: its contact, timeline, stage and staff alert, once. */
  async function linkContact(bookingId: number): Promise<void> {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || booking.contactId !== null || booking.source !== "calendar" || booking.status !== "booked") return;
    const contactId = await contactFor(booking);
    const host = await hostFacts(db, booking.hostId);
    const policy = await deps.settings.alertPolicy();
    await db.transaction(async (tx) => {
      const [linked] = await tx.update(bookings).set({ contactId, updatedAt: new Date() }).where(and(eq(bookings.id, bookingId), isNull(bookings.contactId))).returning();
      if (!linked) return;
      await recordActivity(tx, contactId, { kind: "booking_booked", when: central(linked.startsAt), host: host.name, via: `in ${IN_CALCOM}` });
      await markBooked(tx, contactId);
      await deps.notifyStaff(tx, { change: "booked", booking: linked, host, policy });
    });
  }

  /** A move or a cancellation made in Cal.com, in the transaction that applied it (so it is told once). */
  async function announce(tx: DbOrTx, applied: ApplyOutcome, policy: AlertPolicy): Promise<void> {
    const before = applied.before;
    if (!before || (applied.outcome !== "moved" && applied.outcome !== "cancelled")) return;
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, before.id));
    if (!after) return;
    const host = await hostFacts(tx, after.hostId);
    if (applied.outcome === "moved") {
      if (after.contactId !== null) await recordActivity(tx, after.contactId, { kind: "booking_rescheduled", from: central(before.startsAt), when: central(after.startsAt), host: host.name, where: IN_CALCOM });
      await deps.notifyStaff(tx, { change: "rescheduled", booking: after, host, previousStart: before.startsAt, policy, by: `in ${IN_CALCOM}` });
      return;
    }
    if (after.contactId !== null) {
      await recordActivity(tx, after.contactId, { kind: "booking_cancelled", when: central(after.startsAt), host: host.name, where: IN_CALCOM });
      await unmarkBooked(tx, after.contactId);
    }
    await deps.notifyStaff(tx, { change: "cancelled", booking: after, host, policy, by: `in ${IN_CALCOM}` });
  }

  /** Applies one verified delivery; a repeated one changes nothing and tells no one twice. */
  async function apply(event: CalcomWebhook, now = new Date()): Promise<ApplyOutcome> {
    // Bookings made in Cal.com go to the first host (the owner out of the box): Cal.com is the arbiter of its times.
    const hostId = (await deps.store.hosts())[0]?.userId ?? null;
    const policy = await deps.settings.alertPolicy();
    let result: ApplyOutcome;
    try {
      result = await db.transaction(async (tx) => {
        const applied = await applyCalcomEvent(tx, event, hostId, now);
        await announce(tx, applied, policy);
        return applied;
      });
    } catch (error) {
      // The same delivery applied at the same moment by another request or instance.
      if (!isUniqueViolation(error)) throw error;
      result = { outcome: "unchanged", bookingId: null };
    }
    // A new booking (or one a failed earlier delivery left without its contact) is linked now; an error here is a
    // 500, so Cal.com's retry of the delivery links it then.
    if (result.bookingId !== null && (result.outcome === "created" || result.outcome === "unchanged")) await linkContact(result.bookingId);
    deps.outbox.kick();
    return { outcome: result.outcome, bookingId: result.bookingId };
  }

  return { apply };
}
export type CalcomBookings = ReturnType<typeof createCalcomBookings>;
