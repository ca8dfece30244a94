import { useEffect, useRef } from "react";
import { BOOKING_LANGUAGES, type BookingLanguage } from "#common/booking/booking-schemas.ts";
import { BookingFlow } from "../booking/booking-flow.tsx";
import { bookingText } from "../booking/booking-text.ts";

const isBookingLanguage = (value: string): value is BookingLanguage => (BOOKING_LANGUAGES as readonly string[]).includes(value);

/**
 * The booking flow inside the chat panel (loaded on demand by chat-booking-offer.tsx). It takes focus when it
 * opens (a group named like the /book page), so keyboard and screen-reader users land in it; the booking is tied to
 * the conversation. The times' grid widens with the window on /book; in the panel (384 px at most) two columns fit.
 */
export default function ChatBooking({ language, conversationId, idPrefix }: { language: string; conversationId: string | null; idPrefix: string }) {
  const lang = isBookingLanguage(language) ? language : "en";
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} role="group" aria-label={bookingText(lang).pageTitle} className="outline-none [&_[aria-labelledby$=-times]]:grid-cols-2" lang={lang}>
      <BookingFlow lang={lang} conversationId={conversationId ?? undefined} idPrefix={idPrefix} />
    </div>
  );
}
