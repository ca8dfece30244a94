// What an assistant's text offered for booking (chat_messages.offered_slots): the numbered times, in the zone they
// were written in; and, once the visitor chose one but a name or e-mail was missing, which one waits for them.

export interface TextBookingOffer {
  slots: { hostId: number; start: string; end: string }[];
  /** The zone the times were written in (the contact's, else the hosts'). */
  zone: string;
  /** The visitor's choice (index into slots) waiting for their name and e-mail. */
  awaiting?: number;
}

/**
 * Booking by text as the booking feature provides it (server/booking/text-booking.ts); the chat's channel assistant
 * calls it without importing the booking feature (docs/decisions/058-text-booking).
 */
export interface TextBooking {
  /** The next open times for this contact, numbered, in their language and zone; null: none to offer (booking off, no times, calendar down). */
  offer(input: { contactId: number | null; language: string }): Promise<{ list: string; offer: TextBookingOffer } | null>;
  /** The visitor's answer to the latest offer: the reply (and the offer it makes, if any) when it picks a time or completes one; null: not an answer to it. */
  answer(input: { conversationId: string; contactId: number | null; phone: string; message: string; language: string; offer: TextBookingOffer }): Promise<{ text: string; offer: TextBookingOffer | null } | null>;
}
