import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { bookingClaims, bookingHosts, bookingLinks, bookings } from "./booking.schema.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { randomToken, sha256 } from "../lib/crypto.ts";
import { ACTIVE_BOOKING_STATUSES, BOOKING_GRAIN_MINUTES, type BookingLinkPurpose, type BookingSource } from "#common/booking/booking-types.ts";
import { freeSlots, type BookingRules, type Interval } from "./slot-engine.ts";

// Consultation bookings in the database (docs/decisions/043). Who gets a time is decided by the database alone: a
// booking claims its host's time grain by grain (booking_claims' primary key), so of two visitors choosing
// overlapping times — on one instance or several — the second insert fails and that visitor is offered the next
// free slots. Nothing is checked first and inserted after.

const GRAIN = BOOKING_GRAIN_MINUTES * 60_000;

export type HostRow = typeof bookingHosts.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** Someone else took the time between the offer and the choice. */
export class SlotTaken extends Error {
  constructor() {
    super("That time was just booked by someone else");
  }
}

/** The grains a booking holds: from its start to its end plus the host's buffer (see docs/decisions/043). */
export function claimedGrains(start: number, end: number, bufferMinutes: number): Date[] {
  const first = Math.floor(start / GRAIN) * GRAIN;
  const last = Math.ceil((end + bufferMinutes * 60_000) / GRAIN) * GRAIN;
  const grains: Date[] = [];
  for (let at = first; at < last; at += GRAIN) grains.push(new Date(at));
  return grains;
}

export const rulesOf = (host: HostRow): BookingRules => ({
  weeklyHours: host.weeklyHours,
  timeZone: host.timeZone,
  meetingMinutes: host.meetingMinutes,
  bufferMinutes: host.bufferMinutes,
  minNoticeMinutes: host.minNoticeMinutes,
  horizonDays: host.horizonDays,
  stepMinutes: host.stepMinutes,
  daysOff: host.daysOff,
  holidaysOff: host.holidaysOff,
});

export interface NewBooking {
  hostId: number;
  start: Date;
  name: string;
  email: string;
  phone?: string | null;
  language: string;
  visitorTimeZone?: string | null;
  source: BookingSource;
  contactId?: number | null;
  conversationId?: string | null;
}

export interface BookingLinksIssued {
  cancel: string;
  reschedule: string;
}

export function createBookingStore(db: Db) {
  async function activeHosts(): Promise<HostRow[]> {
    return db.select().from(bookingHosts).where(eq(bookingHosts.active, true)).orderBy(asc(bookingHosts.userId));
  }

  /**
   * The hosts, and out of the box one: with no host set up yet, the owner takes consultations on the default rules
   * (weekdays 9 to 5 Central), so booking works before anyone opens its settings.
   */
  async function hosts(): Promise<HostRow[]> {
    const found = await activeHosts();
    if (found.length > 0 || (await db.select({ n: sql<number>`count(*)::int` }).from(bookingHosts))[0]!.n > 0) return found;
    const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.role, "owner"), eq(users.status, "active"))).limit(1);
    if (!owner) return [];
    await db.insert(bookingHosts).values({ userId: owner.id }).onConflictDoNothing();
    return activeHosts();
  }

  async function busyOf(tx: DbOrTx, hostIds: number[], from: Date, until: Date): Promise<Map<number, Interval[]>> {
    const rows =
      hostIds.length === 0
        ? []
        : await tx
            .select({ hostId: bookings.hostId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
            .from(bookings)
            .where(and(inArray(bookings.hostId, hostIds), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), lt(bookings.startsAt, until), gt(bookings.endsAt, from)));
    const busy = new Map<number, Interval[]>(hostIds.map((id) => [id, []]));
    for (const r of rows) busy.get(r.hostId!)?.push({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });
    return busy;
  }

  /** Each host's free slots from now on (at most `limit` per host), read in one query of their bookings. */
  async function slots(now: Date, limit = 50, onlyHost?: number): Promise<{ host: HostRow; slots: Interval[] }[]> {
    const list = (await hosts()).filter((h) => onlyHost === undefined || h.userId === onlyHost);
    const horizon = Math.max(0, ...list.map((h) => h.horizonDays));
    const busy = await busyOf(db, list.map((h) => h.userId), new Date(now.getTime() - 86_400_000), new Date(now.getTime() + (horizon + 1) * 86_400_000));
    return list.map((host) => ({ host, slots: freeSlots(rulesOf(host), busy.get(host.userId) ?? [], now.getTime(), limit) }));
  }

  async function issueLinks(tx: DbOrTx, bookingId: number, until: Date): Promise<BookingLinksIssued> {
    const cancel = randomToken(24);
    const reschedule = randomToken(24);
    await tx.insert(bookingLinks).values([
      { tokenHash: sha256(cancel), bookingId, purpose: "cancel", expiresAt: until },
      { tokenHash: sha256(reschedule), bookingId, purpose: "reschedule", expiresAt: until },
    ]);
    return { cancel, reschedule };
  }

  /** Inserts the booking and its claims in `tx`; a claim already held throws SlotTaken (the caller's transaction rolls back). */
  async function insertClaimed(tx: DbOrTx, host: HostRow, input: NewBooking, rescheduledFromId: number | null): Promise<BookingRow> {
    const start = input.start.getTime();
    const end = start + host.meetingMinutes * 60_000;
    const [row] = await tx
      .insert(bookings)
      .values({
        hostId: host.userId,
        startsAt: new Date(start),
        endsAt: new Date(end),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        language: input.language,
        visitorTimeZone: input.visitorTimeZone ?? null,
        source: input.source,
        contactId: input.contactId ?? null,
        conversationId: input.conversationId ?? null,
        rescheduledFromId,
      })
      .returning();
    try {
      await tx.insert(bookingClaims).values(claimedGrains(start, end, host.bufferMinutes).map((at) => ({ hostId: host.userId, at, bookingId: row!.id })));
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlotTaken();
      throw error;
    }
    return row!;
  }

  async function hostOf(tx: DbOrTx, hostId: number): Promise<HostRow> {
    const [host] = await tx.select().from(bookingHosts).where(and(eq(bookingHosts.userId, hostId), eq(bookingHosts.active, true)));
    if (!host) throw new SlotTaken();
    return host;
  }

  /** A check that the time is one the host offers (their rules, now): the claims then decide between visitors. */
  function offered(host: HostRow, start: Date, now: Date): boolean {
    const day = 86_400_000;
    const fromDayBefore = freeSlots(rulesOf(host), [], now.getTime()).filter((s) => Math.abs(s.start - start.getTime()) < day);
    return fromDayBefore.some((s) => s.start === start.getTime());
  }

  /** Uses a link once; null when it is unknown, used, expired or for another purpose. */
  async function useLink(tx: DbOrTx, token: string, purpose: BookingLinkPurpose, now: Date): Promise<number | null> {
    const [row] = await tx
      .update(bookingLinks)
      .set({ usedAt: now })
      .where(and(eq(bookingLinks.tokenHash, sha256(token)), eq(bookingLinks.purpose, purpose), isNull(bookingLinks.usedAt), gt(bookingLinks.expiresAt, now)))
      .returning({ bookingId: bookingLinks.bookingId });
    return row?.bookingId ?? null;
  }

  async function cancelIn(tx: DbOrTx, bookingId: number): Promise<boolean> {
    const done = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")))
      .returning({ id: bookings.id });
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
    return done.length > 0;
  }

  async function rescheduleIn(tx: DbOrTx, bookingId: number, start: Date, now: Date): Promise<{ booking: BookingRow; links: BookingLinksIssued }> {
    const [old] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!old || old.status !== "booked" || old.hostId === null) throw new SlotTaken();
    const host = await hostOf(tx, old.hostId);
    if (!offered(host, start, now)) throw new SlotTaken();
    // Freed first, so a visitor may move a meeting by less than its own length.
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
    const moved = await tx
      .update(bookings)
      .set({ status: "rescheduled", updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")))
      .returning({ id: bookings.id });
    if (moved.length === 0) throw new SlotTaken();
    const booking = await insertClaimed(tx, host, { ...old, start, hostId: host.userId }, bookingId);
    return { booking, links: await issueLinks(tx, booking.id, booking.startsAt) };
  }

  return {
    hosts,
    slots,
    /** Fresh single-use links for a booking, in the caller's transaction (a reminder carries its own). */
    issueLinks,

    /** Books `input.start` with its host, or throws SlotTaken when that time is no longer free or not offered. */
    async book(input: NewBooking, now = new Date()): Promise<{ booking: BookingRow; links: BookingLinksIssued }> {
      const host = await hostOf(db, input.hostId);
      if (!offered(host, input.start, now)) throw new SlotTaken();
      return db.transaction(async (tx) => {
        const booking = await insertClaimed(tx, host, input, null);
        return { booking, links: await issueLinks(tx, booking.id, booking.startsAt) };
      });
    },

    /** Moves a booking to a new time: the old one is marked rescheduled only if the new time could be claimed. */
    async reschedule(bookingId: number, start: Date, now = new Date()): Promise<{ booking: BookingRow; links: BookingLinksIssued }> {
      return db.transaction((tx) => rescheduleIn(tx, bookingId, start, now));
    },

    /** Cancels a booking and frees its time; false when it was not active. */
    async cancel(bookingId: number): Promise<boolean> {
      return db.transaction((tx) => cancelIn(tx, bookingId));
    },

    /**
     * The e-mail's cancel link: used once (of two uses at the same moment one cancels, the other gets null) and
     * only while the booking is still active.
     */
    async cancelWithLink(token: string, now = new Date()): Promise<BookingRow | null> {
      return db.transaction(async (tx) => {
        const id = await useLink(tx, token, "cancel", now);
        if (id === null || !(await cancelIn(tx, id))) return null;
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
        return row ?? null;
      });
    },

    /** The e-mail's reschedule link: used once, and only if the new time could be claimed (else nothing changes). */
    async rescheduleWithLink(token: string, start: Date, now = new Date()): Promise<{ booking: BookingRow; links: BookingLinksIssued } | null> {
      return db.transaction(async (tx) => {
        const id = await useLink(tx, token, "reschedule", now);
        return id === null ? null : rescheduleIn(tx, id, start, now);
      });
    },

    /** The booking behind a link that can still be used (not used, not expired), without using it. */
    async peekLink(token: string, purpose: BookingLinkPurpose, now = new Date()): Promise<BookingRow | null> {
      const [row] = await db
        .select({ booking: bookings })
        .from(bookingLinks)
        .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
        .where(and(eq(bookingLinks.tokenHash, sha256(token)), eq(bookingLinks.purpose, purpose), isNull(bookingLinks.usedAt), gt(bookingLinks.expiresAt, now)));
      return row?.booking ?? null;
    },

  };
}
export type BookingStore = ReturnType<typeof createBookingStore>;
