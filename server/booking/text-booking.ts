import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { contacts } from "../db/schema.ts";
import { claimConversation } from "../contacts/contact-conversation.ts";
import { contactTimeZoneById } from "../contacts/contact-time-zone.ts";
import { bookingRequestSchema, type BookingSlot, type BookingSlots } from "#common/booking/booking-schemas.ts";
import type { TextBooking, TextBookingOffer } from "#common/chat/text-booking-offer.ts";
import { SlotTakenWithSlots } from "./booking-messages.ts";
import { languageOf } from "./booking-words.ts";
import { textChoice } from "./text-booking-choice.ts";
import { slotList, slotWhen, textBookingWords } from "./text-booking-words.ts";
import { detailsFrom } from "./text-booking-details.ts";

/** Times a text offers: few enough to read on a phone and to fit beside the answer. */
export const TEXT_SLOTS = 3;

interface TextBookingDeps {
  db: Db;
  booking: { slots(query: { limit?: number }): Promise<BookingSlots>; book(input: ReturnType<typeof bookingRequestSchema.parse>, opts: { ip: string }): Promise<unknown> };
  publicUrl: string | undefined;
  logger: Logger;
}

/**
 * Booking by text (issue 38 item 3, docs/decisions/058-text-booking): the web chat's slot source and booking service,
 * offered as a numbered list and taken by the number. The contact's name and e-mail make the booking; without them
 * the choice waits for one short answer carrying them.
 */
export function createTextBooking(deps: TextBookingDeps): TextBooking {
  const bookUrl = `${(deps.publicUrl ?? "").replace(/\/+$/, "")}/book`;

  function listed(slots: readonly BookingSlot[], zone: string, language: string): { list: string; offer: TextBookingOffer } {
    const offered = slots.slice(0, TEXT_SLOTS).map(({ hostId, start, end }) => ({ hostId, start, end }));
    return { list: slotList(offered.map((s) => s.start), language, zone), offer: { slots: offered, zone } };
  }

  /** The contact's own name (not the number standing in for one) and e-mail, or null when either is missing. */
  async function who(contactId: number | null): Promise<{ name: string; email: string } | null> {
    if (contactId === null) return null;
    const [row] = await deps.db.select({ name: contacts.name, first: contacts.firstName, last: contacts.lastName, email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
    return row && (row.first || row.last) && row.email ? { name: row.name, email: row.email } : null;
  }

  async function book(at: { conversationId: string; contactId: number | null; phone: string; language: string; offer: TextBookingOffer }, slot: BookingSlot, person: { name: string; email: string }) {
    const words = textBookingWords(at.language);
    const when = slotWhen(slot.start, at.language, at.offer.zone);
    // The booking's lead is found by this conversation: the texter's own contact, not a new one.
    if (at.contactId !== null) await claimConversation(deps.db, at.contactId, at.conversationId);
    try {
      const input = bookingRequestSchema.parse({ hostId: slot.hostId, start: slot.start, ...person, phone: at.phone, language: languageOf(at.language), timeZone: at.offer.zone, conversationId: at.conversationId });
      await deps.booking.book(input, { ip: `text:${at.phone}` });
      return { text: words.booked(when, person.email), offer: null };
    } catch (error) {
      if (error instanceof SlotTakenWithSlots) {
        if (error.slots.length === 0) return { text: `${words.taken} ${words.elsewhere(bookUrl)}`, offer: null };
        const fresh = listed(error.slots, at.offer.zone, at.language);
        return { text: `${words.taken}\n${fresh.list}`, offer: fresh.offer };
      }
      // A name or address booking refuses: asked again, the choice kept.
      if (error instanceof ZodError) return { text: words.askDetails(when), offer: { ...at.offer, slots: [slot], awaiting: 0 } };
      // Booking off, too many bookings from this number, the calendar down: the page says what to do.
      deps.logger.warn({ err: error, conversationId: at.conversationId }, "booking by text refused");
      return { text: words.elsewhere(bookUrl), offer: null };
    }
  }

  return {
    async offer({ contactId, language }) {
      try {
        const found = await deps.booking.slots({ limit: TEXT_SLOTS });
        if (!found.enabled || found.slots.length === 0) return null;
        const { zone } = await contactTimeZoneById(deps.db, contactId, found.hostTimeZone);
        return listed(found.slots, zone, language);
      } catch (error) {
        // The reply still goes, with the booking page's link.
        deps.logger.warn({ err: error }, "open times for a text not read");
        return null;
      }
    },

    async answer(at) {
      const { offer } = at;
      if (offer.awaiting !== undefined) {
        const slot = offer.slots[offer.awaiting];
        const known = await who(at.contactId);
        const person = slot ? detailsFrom(at.message, known?.name ?? null) : null;
        return slot && person ? book(at, slot, person) : null;
      }
      const n = textChoice(at.message, offer.slots.length);
      const slot = n ? offer.slots[n - 1] : undefined;
      if (!slot) return null;
      const person = await who(at.contactId);
      if (!person) return { text: textBookingWords(at.language).askDetails(slotWhen(slot.start, at.language, offer.zone)), offer: { ...offer, slots: [slot], awaiting: 0 } };
      return book(at, slot, person);
    },
  };
}
