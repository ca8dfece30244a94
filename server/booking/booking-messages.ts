import type { BookingSlot } from "#common/booking/booking-schemas.ts";

// What the booking API answers in words (English; the pages show their own text per language, docs/decisions/043).

export const BOOKING_MESSAGES = {
  booked: "You're booked! A confirmation with a calendar invitation is on its way to your e-mail.",
  rescheduled: "Your consultation has moved. The new time and a calendar update are on their way to your e-mail.",
  cancelled: "Your consultation is cancelled. A confirmation is on its way to your e-mail.",
  taken: "Sorry, someone just booked that time. Please choose one of the next free times.",
  off: "Booking on the site is turned off right now. Please use our scheduling page or call us to book a consultation.",
  tooMany: "You've made several bookings in a short time. Please wait a few minutes and try again, or call us directly.",
  linkGone: "This link has already been used or has expired. Please use the link in your latest e-mail from us, or book a new time.",
  notActive: "This consultation has already been cancelled or moved, so this link no longer changes it. Please use the link in your latest e-mail from us.",
} as const;

/** A thrown 409 carrying the next free times (the routes answer it with bookingTakenSchema). */
export class SlotTakenWithSlots extends Error {
  readonly slots: BookingSlot[];
  constructor(slots: BookingSlot[]) {
    super(BOOKING_MESSAGES.taken);
    this.slots = slots;
  }
}
