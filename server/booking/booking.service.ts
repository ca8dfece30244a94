import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { ApiError } from "../lib/errors.ts";
import { enforceLimits, limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import { recordActivity } from "../contacts/contact-history.ts";
import { markBooked, unmarkBooked } from "../contacts/booked-stage.ts";
import { linkConversationContact } from "../chat/conversation-contact.ts";
import { SWITCH_OFF } from "#common/settings/settings-catalog.ts";
import { DEFAULT_BOOKING_RULES } from "#common/booking/booking-types.ts";
import { type bookingRequestSchema, type BookingConfirmed, type BookingSlot, type BookingSlots } from "#common/booking/booking-schemas.ts";
import type { FirstTouch } from "#common/analytics/first-touch.ts";
import type { z } from "#common/lib/zod.ts";
import { bookings } from "./booking.schema.ts";
import { SlotTakenWithSlots } from "./booking-messages.ts";
import { SlotTaken, type BookingLinksIssued, type BookingRow, type BookingStore } from "./booking-store.ts";
import { bookingSummary, hostFacts, mailFacts, type HostFacts, type SiteFacts } from "./booking-facts.ts";
import { bookingMail, timeWords } from "./booking-mail.ts";
import { createBookingNotify } from "./booking-notify.ts";
import { BOOKING_MESSAGES } from "./booking-messages.ts";
import { createBookingLinks } from "./booking-links.ts";
import { createCalcomBookings } from "./calcom-bookings.ts";
import { ProviderUnavailable } from "./providers/provider-errors.ts";
import type { ProviderSync } from "./providers/provider-sync.ts";

export interface BookingServiceDeps {
  db: Db;
  store: BookingStore;
  settings: Pick<SettingsService, "get" | "alertPolicy">;
  captureLead: (input: LeadInput) => Promise<{ contact: { id: number } }>;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  live: Pick<LiveHub, "publish">;
  rateLimits: RateLimitStore;
  logger: Logger;
  publicUrl?: string;
  now?: () => Date;
  /** The connected calendar's part (docs/decisions/045); none: the store alone. */
  providers?: Pick<ProviderSync, "providerSlots" | "bookWithProvider" | "cancelWithProvider" | "rescheduleWithProvider">;
}

type BookingInput = z.output<typeof bookingRequestSchema>;
const central = (at: Date) => timeWords(at, DEFAULT_BOOKING_RULES.timeZone, "en-US");

export { SlotTakenWithSlots } from "./booking-messages.ts";

/**
 * The consultation booking flows (docs/decisions/043): free times, a visitor's booking, and the e-mail's single-use
 * reschedule and cancel links. The booking is committed first (the database decides who gets a time); then the lead,
 * its timeline, its pipeline stage, the visitor's e-mail and staff alerts follow in one transaction.
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { db, store, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const publicUrl = (deps.publicUrl ?? "http://localhost:3000").replace(/\/$/, "");
  const notifyStaff = createBookingNotify({ live: deps.live, outbox: deps.outbox, publicUrl: deps.publicUrl });

  async function site(): Promise<SiteFacts> {
    return { siteName: (await settings.get("general", "site_name")).trim() || "Bayou City AI", publicUrl, domain: new URL(publicUrl).hostname };
  }

  const enabled = async () => (await settings.get("general", "booking_on_site")).trim() !== SWITCH_OFF;

  async function freeSlots(opts: { from?: Date; limit: number; hostId?: number }): Promise<{ slots: BookingSlot[]; timeZone: string; meetingMinutes: number }> {
    const at = now();
    const from = opts.from?.getTime() ?? 0;
    // Each host's slots from now (their notice and horizon), then the ones at or after `from`, earliest first.
    const local = await store.slots(at, 2_000, opts.hostId);
    const horizon = new Date(at.getTime() + (Math.max(0, ...local.map((h) => h.host.horizonDays)) + 1) * 86_400_000);
    let perHost = local;
    try {
      if (deps.providers) perHost = await deps.providers.providerSlots(local, at, horizon, 2_000);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new ApiError(503, BOOKING_MESSAGES.calendarDownSlots);
      throw error;
    }
    const slots = perHost
      .flatMap(({ host, slots }) => slots.map((s) => ({ hostId: host.userId, start: s.start, end: s.end })))
      .filter((s) => s.start >= from)
      .sort((a, b) => a.start - b.start || a.hostId - b.hostId)
      .slice(0, opts.limit)
      .map((s) => ({ hostId: s.hostId, start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
    const first = perHost[0]?.host;
    return { slots, timeZone: first?.timeZone ?? DEFAULT_BOOKING_RULES.timeZone, meetingMinutes: first?.meetingMinutes ?? DEFAULT_BOOKING_RULES.meetingMinutes };
  }

  async function slots(query: { from?: string; limit?: number }): Promise<BookingSlots> {
    const externalUrl = (await settings.get("general", "booking_url")).trim();
    if (!(await enabled())) return { enabled: false, externalUrl, hostTimeZone: DEFAULT_BOOKING_RULES.timeZone, meetingMinutes: DEFAULT_BOOKING_RULES.meetingMinutes, slots: [] };
    const found = await freeSlots({ from: query.from ? new Date(query.from) : undefined, limit: query.limit ?? 50 });
    return { enabled: true, externalUrl, hostTimeZone: found.timeZone, meetingMinutes: found.meetingMinutes, slots: found.slots };
  }

  const nextSlots = async (hostId?: number) => (await freeSlots({ limit: 6, hostId })).slots;

  async function afterBooking(booking: BookingRow, links: { cancel: string; reschedule: string }, input: BookingInput, firstTouch: FirstTouch | undefined, host: HostFacts) {
    const { contact } = await deps.captureLead({ source: "booking", name: input.name, email: input.email, phone: input.phone, conversationId: input.conversationId, firstTouch });
    const policy = await settings.alertPolicy();
    const siteFacts = await site();
    await db.transaction(async (tx) => {
      const [linked] = await tx.update(bookings).set({ contactId: contact.id }).where(eq(bookings.id, booking.id)).returning();
      const row = linked ?? booking;
      const via = input.conversationId ? "in the chat" : "on the booking page";
      await recordActivity(tx, contact.id, { kind: "booking_booked", when: central(row.startsAt), host: host.name, via });
      await markBooked(tx, contact.id);
      if (input.conversationId) {
        await linkConversationContact(tx, input.conversationId, contact.id);
      }
      const mail = bookingMail("confirmed", await mailFacts(tx, row, siteFacts, { links, host }));
      await deps.outbox.enqueue(tx, [{ kind: "booking_mail", contactId: contact.id, payload: { ...mail } }]);
      await notifyStaff(tx, { change: "booked", booking: row, host, policy });
    });
    deps.outbox.kick();
  }

  /** The calendar was down: the visitor's details become a lead with a note of the time they wanted, so nothing is lost. */
  async function keepUnbooked(input: BookingInput, start: Date, firstTouch: FirstTouch | undefined, error: ProviderUnavailable): Promise<void> {
    deps.logger.warn({ err: error, start: start.toISOString() }, "booking calendar unreachable; the visitor's request is kept as a lead");
    try {
      const { contact } = await deps.captureLead({ source: "booking", name: input.name, email: input.email, phone: input.phone, conversationId: input.conversationId, firstTouch });
      const body = `Calendar unreachable, nothing booked: asked for ${central(start)} (${error.provider} was down). Please confirm a time with them.`;
      await db.transaction((tx) => recordActivity(tx, contact.id, { kind: "note", author: "the online booking", body }));
    } catch (err) {
      deps.logger.error({ err }, "booking calendar unreachable and the visitor's request could not be kept as a lead");
    }
  }

  /**
   * A booking staff made for someone (the admin's "New booking"), once stored: the same confirmation as a visitor's
   * (in the booking's language, with the invitation and single-use links; none for a meeting already begun), the
   * contact's timeline and stage, and the host told when someone else booked them. Reminders follow from the row.
   */
  async function announceStaffBooked(booking: BookingRow, issued: BookingLinksIssued, by: { id: number; name: string }) {
    const host = await hostFacts(db, booking.hostId);
    const policy = await settings.alertPolicy();
    const siteFacts = await site();
    await db.transaction(async (tx) => {
      if (booking.contactId !== null) {
        await recordActivity(tx, booking.contactId, { kind: "booking_booked", when: central(booking.startsAt), host: host.name, via: `by ${by.name} in the admin` });
        await markBooked(tx, booking.contactId);
      }
      if (booking.startsAt.getTime() > now().getTime()) {
        const mail = bookingMail("confirmed", await mailFacts(tx, booking, siteFacts, { links: issued, host }));
        await deps.outbox.enqueue(tx, [{ kind: "booking_mail", contactId: booking.contactId, payload: { ...mail } }]);
      }
      if (booking.hostId !== by.id) await notifyStaff(tx, { change: "booked", booking, host, policy, by: by.name });
    });
    deps.outbox.kick();
  }

  const links = createBookingLinks({ db, store, settings, outbox: deps.outbox, now, site, notifyStaff, unmarkBooked, freeSlots, nextSlots, providers: deps.providers });

  const calcom = createCalcomBookings({ db, store, settings, captureLead: deps.captureLead, outbox: deps.outbox, notifyStaff });

  return {
    /** Cal.com's verified webhook deliveries: the booking, then its contact, timeline and staff alert. */
    applyCalcomEvent: calcom.apply,
    /** The site's name and address as the e-mails use them (the reminders job reads them too). */
    site,
    slots,
    ...links,
    announceStaffBooked,

    /** A visitor takes a time: 201's answer, or throws (429, 410 when booking is off, SlotTakenWithSlots). */
    async book(input: BookingInput, opts: { ip: string; firstTouch?: FirstTouch }): Promise<BookingConfirmed> {
      const start = new Date(input.start);
      if (input.website && input.website.trim() !== "") {
        // A bot filled the hidden field: answered like a booking, stored as nothing.
        deps.logger.info({ ip: opts.ip }, "booking honeypot filled; nothing booked");
        const meeting = DEFAULT_BOOKING_RULES.meetingMinutes * 60_000;
        return { message: BOOKING_MESSAGES.booked, booking: { start: start.toISOString(), end: new Date(start.getTime() + meeting).toISOString(), status: "booked", name: input.name, hostName: "our team", meetingLocation: "", language: input.language } };
      }
      if (!(await enabled())) throw new ApiError(410, BOOKING_MESSAGES.off);
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("booking:ip", opts.ip), limit: 5, windowMs: 10 * 60_000, message: BOOKING_MESSAGES.tooMany },
        { key: limitKey("booking:ip-day", opts.ip), limit: 20, windowMs: 24 * 60 * 60_000, message: BOOKING_MESSAGES.tooMany },
      ]);
      let made: Awaited<ReturnType<BookingStore["book"]>>;
      const wanted = { hostId: input.hostId, start, name: input.name, email: input.email, phone: input.phone ?? null, language: input.language, visitorTimeZone: input.timeZone ?? null, source: input.conversationId ? ("chat" as const) : ("book_page" as const), conversationId: input.conversationId ?? null };
      try {
        made = deps.providers ? await deps.providers.bookWithProvider(store, wanted, now()) : await store.book(wanted, now());
      } catch (error) {
        if (error instanceof SlotTaken) throw new SlotTakenWithSlots(await nextSlots());
        if (error instanceof ProviderUnavailable) {
          await keepUnbooked(input, start, opts.firstTouch, error);
          throw new ApiError(503, BOOKING_MESSAGES.calendarDown);
        }
        throw error;
      }
      const host = await hostFacts(db, made.booking.hostId);
      try {
        await afterBooking(made.booking, made.links, input, opts.firstTouch, host);
      } catch (err) {
        // The time is the visitor's whatever happens here; staff see the booking in the admin.
        deps.logger.error({ err, bookingId: made.booking.id }, "booking stored, but its lead, e-mail or alerts failed");
      }
      return { message: BOOKING_MESSAGES.booked, booking: bookingSummary(made.booking, host) };
    },
  };
}
