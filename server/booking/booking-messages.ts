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
  calendarDown:
    "Our booking calendar can't be reached right now, so no time was booked. We've kept your name and details: please send us a note with the contact form (or call us) and we'll confirm a time with you.",
  calendarDownSlots: "Our booking calendar can't be reached right now, so we can't show free times. Please use the contact form (or call us) and we'll find a time with you.",
  calendarDownChange: "Our booking calendar can't be reached right now, so your consultation was not changed and your link still works. Please try again in a few minutes, or use the contact form.",
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
