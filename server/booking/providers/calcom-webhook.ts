import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { safeEqual } from "../../lib/crypto.ts";
import { bookingClaims, bookings } from "../booking.schema.ts";

// Cal.com's booking webhooks (https://cal.com/docs/developing/guides/automation/webhooks): each delivery is signed
// with `x-cal-signature-256`, the hex HMAC-SHA256 of the raw body with the webhook's secret. With Cal.com as the
// booking calendar its bookings are the source of truth, so a booking made, moved or cancelled there is applied to
// ours by its uid (bookings.provider_ref). Every delivery may come twice: applying one again changes nothing.

export const CALCOM_SIGNATURE_HEADER = "x-cal-signature-256";

/** Timing-safe check of the signature over the exact bytes received. */
export function verifyCalcomSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest("hex");
  return safeEqual(expected, signature.trim().toLowerCase());
}

const instant = z.string().refine((v) => Number.isFinite(Date.parse(v)), { message: "Not a date-time" });
const attendee = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.string().trim().max(320),
    timeZone: z.string().max(64).optional(),
    language: z.object({ locale: z.string().max(16) }).loose().optional(),
    phoneNumber: z.string().max(40).nullish(),
  })
  .loose();
const bookingPayload = z
  .object({
    uid: z.string().min(1).max(200),
    startTime: instant,
    endTime: instant,
    attendees: z.array(attendee).default([]),
    rescheduleUid: z.string().max(200).nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();

export const CALCOM_TRIGGERS = ["BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED"] as const;
export const calcomWebhookSchema = z.object({ triggerEvent: z.enum(CALCOM_TRIGGERS), createdAt: z.string().optional(), payload: bookingPayload });
export type CalcomWebhook = z.infer<typeof calcomWebhookSchema>;

/** Whether a delivery is one of the booking events we apply (PING, MEETING_ENDED… are acknowledged and ignored). */
export function isCalcomBookingEvent(json: unknown): boolean {
  const trigger = z.object({ triggerEvent: z.string() }).loose().safeParse(json);
  return trigger.success && (CALCOM_TRIGGERS as readonly string[]).includes(trigger.data.triggerEvent);
}

/** What changed; `before` is the row as it was ahead of a move or a cancellation (its time, its contact). */
export type ApplyOutcome = { outcome: "created" | "moved" | "cancelled" | "unchanged"; bookingId: number | null; before?: BookingRow };

type BookingRow = typeof bookings.$inferSelect;
const byRef = async (tx: DbOrTx, ref: string): Promise<BookingRow | undefined> =>
  (await tx.select().from(bookings).where(and(eq(bookings.provider, "calcom"), eq(bookings.providerRef, ref))).limit(1))[0];

/** Our own booking that Cal.com was asked to make (its id travels in the booking's metadata). */
async function ours(tx: DbOrTx, event: CalcomWebhook): Promise<BookingRow | undefined> {
  const id = Number(event.payload.metadata?.bookingId);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return (await tx.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.provider, "calcom"))))[0];
}

/**
 * Applies one Cal.com event to the bookings table: a booking made in Cal.com is added (to `hostId`, the default
 * host), a move changes its times and uid, a cancellation frees its time. The time Cal.com already decided is
 * recorded as is: the local claims are not the arbiter while Cal.com is.
 */
export async function applyCalcomEvent(tx: DbOrTx, event: CalcomWebhook, hostId: number | null, now = new Date()): Promise<ApplyOutcome> {
  const p = event.payload;
  const times = { startsAt: new Date(p.startTime), endsAt: new Date(p.endTime) };
  const known = await byRef(tx, p.uid);

  if (event.triggerEvent === "BOOKING_CANCELLED") {
    const row = known ?? (await ours(tx, event));
    if (!row || row.status !== "booked") return { outcome: "unchanged", bookingId: row?.id ?? null };
    // Only while still booked: of two deliveries at once (or a visitor's cancel racing this one), one cancels.
    const done = await tx.update(bookings).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(and(eq(bookings.id, row.id), eq(bookings.status, "booked"))).returning({ id: bookings.id });
    if (done.length === 0) return { outcome: "unchanged", bookingId: row.id };
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, row.id));
    return { outcome: "cancelled", bookingId: row.id, before: row };
  }

  // Already applied (a repeated delivery), or our own booking whose answer from Cal.com is still on its way.
  if (known) return { outcome: "unchanged", bookingId: known.id };
  const own = await ours(tx, event);
  if (own && (own.providerRef === null || own.providerRef === p.uid)) {
    if (own.providerRef === null) await tx.update(bookings).set({ providerRef: p.uid, updatedAt: now }).where(eq(bookings.id, own.id));
    return { outcome: "unchanged", bookingId: own.id };
  }

  if (event.triggerEvent === "BOOKING_RESCHEDULED" && p.rescheduleUid) {
    const from = await byRef(tx, p.rescheduleUid);
    // A booking we moved ourselves is no longer "booked" (the store made its successor): nothing to do.
    if (from && from.status !== "booked") return { outcome: "unchanged", bookingId: from.id };
    if (from) {
      const done = await tx.update(bookings).set({ ...times, providerRef: p.uid, updatedAt: now }).where(and(eq(bookings.id, from.id), eq(bookings.status, "booked"))).returning({ id: bookings.id });
      if (done.length === 0) return { outcome: "unchanged", bookingId: from.id };
      await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, from.id));
      return { outcome: "moved", bookingId: from.id, before: from };
    }
  }

  const person = p.attendees[0];
  if (!person) return { outcome: "unchanged", bookingId: null };
  const [row] = await tx
    .insert(bookings)
    .values({
      hostId, ...times, status: "booked", name: person.name, email: person.email.toLowerCase(), phone: person.phoneNumber ?? null,
      language: person.language?.locale ?? "en", visitorTimeZone: person.timeZone ?? null, source: "calendar", provider: "calcom", providerRef: p.uid,
    })
    .returning({ id: bookings.id });
  return { outcome: "created", bookingId: row!.id };
}
