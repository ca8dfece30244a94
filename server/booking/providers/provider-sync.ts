import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { OutboundGuard } from "../../integrations/outbound-guard.ts";
import type { Logger } from "../../lib/logger.ts";
import { bookings } from "../booking.schema.ts";
import { SlotTaken, type BookingLinksIssued, type BookingRow, type BookingStore, type HostRow, type NewBooking } from "../booking-store.ts";
import type { Interval } from "../slot-engine.ts";
import { createCalendarProvider, type CalendarProvider, type ProviderBooking, type ProviderSettings } from "./calendar-provider.ts";
import { ProviderRejected, ProviderUnavailable } from "./provider-errors.ts";
import type { RetryOptions } from "./provider-http.ts";

// What the booking service calls so a connected calendar takes part (docs/decisions/045): its availability in the
// slots, and each booking, cancellation and move made there too. Without one, each function is the store's own.
// An outage is ProviderUnavailable (after retries): the service answers 503 and keeps the visitor's details as a
// lead. The local row is written first (store first), and undone when the calendar could not take it.

export type Booked = { booking: BookingRow; links: BookingLinksIssued };
export type HostSlots = { host: HostRow; slots: Interval[] };

export interface ProviderSyncDeps {
  db: Db;
  settings: ProviderSettings;
  guard: Pick<OutboundGuard, "fetch">;
  logger?: Pick<Logger, "warn">;
  retry?: RetryOptions;
  timeoutMs?: number;
}

/** Slots that do not overlap a busy time widened by the buffer (as the slot engine widens its own busy times). */
export function withoutBusy(slots: readonly Interval[], busy: readonly Interval[], bufferMinutes: number): Interval[] {
  const pad = bufferMinutes * 60_000;
  return slots.filter((s) => !busy.some((b) => s.start < b.end + pad && s.end > b.start - pad));
}

export function createProviderSync(deps: ProviderSyncDeps) {
  const connected = (meetingMinutes?: number, timeZone?: string) => createCalendarProvider(deps.settings, { guard: deps.guard, retry: deps.retry, timeoutMs: deps.timeoutMs, meetingMinutes, timeZone });

  const setRef = (id: number, provider: string, ref: string | null) => deps.db.update(bookings).set({ provider, providerRef: ref, updatedAt: new Date() }).where(eq(bookings.id, id));

  function told(booking: BookingRow, start: Date, end: Date): ProviderBooking {
    return { start, end, name: booking.name, email: booking.email, phone: booking.phone, timeZone: booking.visitorTimeZone ?? "America/Chicago", language: booking.language, bookingId: booking.id };
  }

  /** The provider that holds this booking, when it is still the one connected (else only our copy changes). */
  async function holderOf(booking: BookingRow): Promise<CalendarProvider | null> {
    if (booking.provider === "local" || !booking.providerRef) return null;
    const provider = await connected();
    if (provider?.name === booking.provider) return provider;
    deps.logger?.warn({ bookingId: booking.id, provider: booking.provider }, "booking's calendar is no longer connected; only the local booking changes");
    return null;
  }

  /** A refused cancel (already cancelled or gone there) is what we wanted; an outage is not. */
  async function cancelThere(provider: CalendarProvider, ref: string, reason?: string): Promise<void> {
    await provider.cancel(ref, reason).catch((error: unknown) => {
      if (!(error instanceof ProviderRejected && (error.status === 400 || error.status === 404 || error.status === 410))) throw error;
    });
  }

  /** The calendar's copy of a booking still booked here is cancelled first; an outage throws and nothing changes. */
  async function releaseThere(booking: BookingRow | null, reason?: string): Promise<void> {
    const provider = booking && booking.status === "booked" ? await holderOf(booking) : null;
    if (provider) await cancelThere(provider, booking!.providerRef!, reason);
  }

  /**
   * Puts a booking already stored (and claimed) here into the calendar; a refusal there is SlotTaken, an outage
   * ProviderUnavailable, and either way our row is removed again (it never was a booking).
   */
  async function place(provider: CalendarProvider, booking: BookingRow): Promise<BookingRow> {
    // Marked before the call, so Cal.com's webhook for it finds it by the id in the booking's metadata.
    await setRef(booking.id, provider.name, null);
    try {
      const ref = await provider.book(told(booking, booking.startsAt, booking.endsAt));
      await setRef(booking.id, provider.name, ref);
      return { ...booking, provider: provider.name, providerRef: ref };
    } catch (error) {
      await deps.db.delete(bookings).where(eq(bookings.id, booking.id));
      if (error instanceof ProviderRejected) throw new SlotTaken();
      throw error;
    }
  }

  return {
    /** The connected provider, or null: for the service to say whether the calendar decides the times. */
    connected,

    /**
     * Each host's slots with the calendar's say: Cal.com's free slots replace the rules' (on the first host, who
     * takes its bookings); a CalDAV calendar's busy times are taken out. `local` is the store's own answer.
     */
    async providerSlots(local: HostSlots[], now: Date, horizon: Date, limit = 50): Promise<HostSlots[]> {
      const provider = await connected(local[0]?.host.meetingMinutes, local[0]?.host.timeZone);
      if (!provider || local.length === 0) return local;
      if (provider.availability === "slots") {
        const notice = now.getTime() + local[0]!.host.minNoticeMinutes * 60_000;
        const slots = (await provider.slots(now, horizon)).filter((s) => s.start >= notice).slice(0, limit);
        return [{ host: local[0]!.host, slots }, ...local.slice(1).map((h) => ({ ...h, slots: [] }))];
      }
      const busy = await provider.busy(now, horizon);
      return local.map((h) => ({ ...h, slots: withoutBusy(h.slots, busy, h.host.bufferMinutes).slice(0, limit) }));
    },

    /** The busy times of a CalDAV calendar between now and the horizon ([] with Cal.com or none). */
    async providerBusy(now: Date, horizon: Date): Promise<Interval[]> {
      const provider = await connected();
      return provider?.availability === "busy" ? provider.busy(now, horizon) : [];
    },

    /**
     * Books with the store (the claims decide between visitors), then in the calendar. A time the calendar refuses
     * is SlotTaken; an outage is ProviderUnavailable; either way our booking is removed again.
     */
    async bookWithProvider(store: BookingStore, input: NewBooking, now = new Date()): Promise<Booked> {
      const provider = await connected();
      if (!provider) return store.book(input, now);
      const done = await store.book(input, now, provider.availability === "slots" ? "provider" : "rules");
      // A booking the calendar refuses is removed with its claims and links (the service keeps the visitor's details).
      return { booking: await place(provider, done.booking), links: done.links };
    },

    /**
     * A booking staff made in the admin (already stored with its claims) goes into the calendar as a visitor's does;
     * without a calendar it stays as it is. Refused: SlotTaken; outage: ProviderUnavailable; our row is removed.
     */
    async placeWithProvider(booking: BookingRow): Promise<BookingRow> {
      const provider = await connected();
      return provider ? place(provider, booking) : booking;
    },

    /** Cancels in the calendar first (an outage leaves everything as it was), then ours with the link. */
    async cancelWithProvider(store: BookingStore, token: string, now = new Date()): Promise<BookingRow | null> {
      await releaseThere(await store.peekLink(token, "cancel", now));
      return store.cancelWithLink(token, now);
    },

    /**
     * Staff cancelling in the admin: the visitor's path without the link. The calendar first (an outage throws and
     * leaves everything as it was), then ours; false when it was no longer booked.
     */
    async cancelByIdWithProvider(store: BookingStore, bookingId: number): Promise<boolean> {
      const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
      await releaseThere(booking ?? null, "Cancelled by our team");
      return store.cancel(bookingId);
    },

    /**
     * Moves the booking in the calendar first (Cal.com decides whether the time is free there), then ours. If our
     * claims refuse the time (CalDAV: the rules decide), the calendar's event is moved back.
     */
    async rescheduleWithProvider(store: BookingStore, token: string, start: Date, now = new Date()): Promise<Booked | null> {
      const booking = await store.peekLink(token, "reschedule", now);
      const provider = booking && booking.status === "booked" ? await holderOf(booking) : null;
      if (!provider) return store.rescheduleWithLink(token, start, now, (await connected())?.availability === "slots" ? "provider" : "rules");
      const length = booking!.endsAt.getTime() - booking!.startsAt.getTime();
      let ref: string;
      try {
        ref = await provider.reschedule(booking!.providerRef!, told(booking!, start, new Date(start.getTime() + length)));
      } catch (error) {
        if (error instanceof ProviderRejected) throw new SlotTaken();
        throw error;
      }
      try {
        const moved = await store.rescheduleWithLink(token, start, now, provider.availability === "slots" ? "provider" : "rules");
        if (!moved) return null;
        await setRef(moved.booking.id, provider.name, ref);
        return { booking: { ...moved.booking, provider: provider.name, providerRef: ref }, links: moved.links };
      } catch (error) {
        // Cal.com keeps its move (its webhook brings ours along); a CalDAV event goes back to the time we hold.
        if (provider.availability === "busy") await provider.reschedule(ref, told(booking!, booking!.startsAt, booking!.endsAt)).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type ProviderSync = ReturnType<typeof createProviderSync>;

export { ProviderUnavailable };
