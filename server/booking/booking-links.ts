import type { Db, DbOrTx } from "../db/client.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { ApiError } from "../lib/errors.ts";
import { recordActivity } from "../contacts/contact-history.ts";
import { DEFAULT_BOOKING_RULES, type BookingLinkPurpose } from "#common/booking/booking-types.ts";
import type { BookingConfirmed, BookingLinkView, BookingSlot } from "#common/booking/booking-schemas.ts";
import { SlotTaken, type BookingRow, type BookingStore } from "./booking-store.ts";
import { bookingSummary, hostFacts, mailFacts, type SiteFacts } from "./booking-facts.ts";
import { bookingMail, timeWords } from "./booking-mail.ts";
import type { NotifyStaff } from "./booking-notify.ts";
import { BOOKING_MESSAGES, SlotTakenWithSlots } from "./booking-messages.ts";
import { ProviderUnavailable } from "./providers/provider-errors.ts";
import type { ProviderSync } from "./providers/provider-sync.ts";

// The confirmation e-mail's single-use links (docs/decisions/043): see the booking, move it, or cancel it, without an
// account. Each change is recorded on the contact's timeline, e-mailed to the visitor with the calendar's update and
// told to staff, in one transaction after the store's.

export interface BookingLinksDeps {
  db: Db;
  store: BookingStore;
  settings: Pick<SettingsService, "alertPolicy">;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  now: () => Date;
  site: () => Promise<SiteFacts>;
  notifyStaff: NotifyStaff;
  unmarkBooked: (tx: DbOrTx, contactId: number) => Promise<void>;
  freeSlots: (opts: { limit: number; hostId?: number }) => Promise<{ slots: BookingSlot[]; timeZone: string; meetingMinutes: number }>;
  nextSlots: (hostId?: number) => Promise<BookingSlot[]>;
  /** The connected calendar changes first; an outage leaves the booking and its link as they were (a 503). */
  providers?: Pick<ProviderSync, "cancelWithProvider" | "rescheduleWithProvider">;
}

function calendarDown(error: unknown): never {
  if (error instanceof ProviderUnavailable) throw new ApiError(503, BOOKING_MESSAGES.calendarDownChange);
  throw error;
}

const central = (at: Date) => timeWords(at, DEFAULT_BOOKING_RULES.timeZone, "en-US");

export function createBookingLinks(deps: BookingLinksDeps) {
  const { db, store } = deps;

  /** The booking a link can still change, or a 404 that says why it cannot. */
  async function usable(token: string, purpose: BookingLinkPurpose): Promise<BookingRow> {
    const booking = await store.peekLink(token, purpose, deps.now());
    if (!booking) throw new ApiError(404, BOOKING_MESSAGES.linkGone);
    if (booking.status !== "booked") throw new ApiError(404, BOOKING_MESSAGES.notActive);
    return booking;
  }

  /**
   * After a cancellation (the visitor's link, or staff in the admin): the contact's timeline and stage, the visitor's
   * e-mail with the calendar's CANCEL, and the staff alert.
   */
  async function announceCancelled(cancelled: BookingRow, by?: string) {
    const host = await hostFacts(db, cancelled.hostId);
    const [policy, site] = [await deps.settings.alertPolicy(), await deps.site()];
    await db.transaction(async (tx) => {
      if (cancelled.contactId !== null) {
        await recordActivity(tx, cancelled.contactId, { kind: "booking_cancelled", when: central(cancelled.startsAt), host: host.name, ...(by && { by }) });
        await deps.unmarkBooked(tx, cancelled.contactId);
      }
      const mail = bookingMail("cancelled", await mailFacts(tx, cancelled, site, { host, sequenceBump: 1 }));
      await deps.outbox.enqueue(tx, [{ kind: "booking_mail", contactId: cancelled.contactId, payload: { ...mail } }]);
      await deps.notifyStaff(tx, { change: "cancelled", booking: cancelled, host, policy });
    });
    deps.outbox.kick();
    return host;
  }

  return {
    announceCancelled,

    /** What a link's page shows: the booking, and for a reschedule its host's free times. */
    async viewLink(token: string, purpose: BookingLinkPurpose): Promise<BookingLinkView> {
      const booking = await usable(token, purpose);
      const host = await hostFacts(db, booking.hostId);
      if (purpose === "cancel") return { booking: bookingSummary(booking, host) };
      const free = booking.hostId === null ? { slots: [], timeZone: DEFAULT_BOOKING_RULES.timeZone, meetingMinutes: DEFAULT_BOOKING_RULES.meetingMinutes } : await deps.freeSlots({ limit: 50, hostId: booking.hostId });
      return {
        booking: bookingSummary(booking, host),
        slots: { enabled: true, externalUrl: "", hostTimeZone: free.timeZone, meetingMinutes: free.meetingMinutes, slots: free.slots },
      };
    },

    async cancelWithLink(token: string): Promise<BookingConfirmed> {
      await usable(token, "cancel");
      const cancelled = deps.providers ? await deps.providers.cancelWithProvider(store, token, deps.now()).catch(calendarDown) : await store.cancelWithLink(token, deps.now());
      if (!cancelled) throw new ApiError(404, BOOKING_MESSAGES.linkGone);
      const host = await announceCancelled(cancelled);
      return { message: BOOKING_MESSAGES.cancelled, booking: bookingSummary(cancelled, host) };
    },

    async rescheduleWithLink(token: string, start: Date): Promise<BookingConfirmed> {
      const old = await usable(token, "reschedule");
      let moved: Awaited<ReturnType<BookingStore["rescheduleWithLink"]>>;
      try {
        moved = deps.providers ? await deps.providers.rescheduleWithProvider(store, token, start, deps.now()) : await store.rescheduleWithLink(token, start, deps.now());
      } catch (error) {
        if (error instanceof SlotTaken) throw new SlotTakenWithSlots(await deps.nextSlots(old.hostId ?? undefined));
        calendarDown(error);
      }
      if (!moved) throw new ApiError(404, BOOKING_MESSAGES.linkGone);
      const { booking, links } = moved;
      const host = await hostFacts(db, booking.hostId);
      const [policy, site] = [await deps.settings.alertPolicy(), await deps.site()];
      await db.transaction(async (tx) => {
        if (booking.contactId !== null) {
          await recordActivity(tx, booking.contactId, { kind: "booking_rescheduled", from: central(old.startsAt), when: central(booking.startsAt), host: host.name });
        }
        const mail = bookingMail("rescheduled", await mailFacts(tx, booking, site, { host, links }));
        await deps.outbox.enqueue(tx, [{ kind: "booking_mail", contactId: booking.contactId, payload: { ...mail } }]);
        await deps.notifyStaff(tx, { change: "rescheduled", booking, host, previousStart: old.startsAt, policy });
      });
      deps.outbox.kick();
      return { message: BOOKING_MESSAGES.rescheduled, booking: bookingSummary(booking, host) };
    },
  };
}
