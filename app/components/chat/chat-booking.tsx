import { useEffect, useRef, useState } from "react";
import { BOOKING_LANGUAGES, type BookingLanguage } from "#common/booking/booking-schemas.ts";
import type { AfterBooking, VisitorDetails } from "#common/chat/chat-api-schemas.ts";
import { BookingFlow } from "../booking/booking-flow.tsx";
import { bookingText } from "../booking/booking-text.ts";
import { visitorId } from "./chat-storage.ts";

const isBookingLanguage = (value: string): value is BookingLanguage => (BOOKING_LANGUAGES as readonly string[]).includes(value);
/** A slow answer does not hold the times back for long: the fields then start empty. */
const DETAILS_WAIT_MS = 1500;

/** What the visitor already told this conversation (their own only: the server checks both ids); {} when unknown. */
async function knownDetails(conversationId: string | null): Promise<VisitorDetails> {
  if (!conversationId) return {};
  const query = `conversationId=${encodeURIComponent(conversationId)}&visitorId=${encodeURIComponent(visitorId())}`;
  const timeout = new Promise<VisitorDetails>((resolve) => setTimeout(() => resolve({}), DETAILS_WAIT_MS));
  const read = fetch(`/api/chat/visitor-details?${query}`, { cache: "no-store" })
    .then((res) => (res.ok ? (res.json() as Promise<VisitorDetails>) : {}))
    .catch(() => ({}));
  return Promise.race([read, timeout]);
}

/** The assistant's one question after the booking (its answer is typed in the chat as usual); null for none. */
async function followUp(conversationId: string | null): Promise<string | null> {
  if (!conversationId) return null;
  try {
    const res = await fetch("/api/chat/booked", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ conversationId, visitorId: visitorId() }) });
    return res.ok ? ((await res.json()) as AfterBooking).question : null;
  } catch {
    return null;
  }
}

/**
 * The booking flow inside the chat panel (loaded on demand by chat-booking-offer.tsx). It takes focus when it
 * opens (a group named like the /book page), so keyboard and screen-reader users land in it; the booking is tied to
 * the conversation, and its details start with what the visitor already gave in it (issue 37). The times' grid
 * widens with the window on /book; in the panel (384 px at most) two columns fit.
 */
export default function ChatBooking({ language, conversationId, idPrefix }: { language: string; conversationId: string | null; idPrefix: string }) {
  const lang = isBookingLanguage(language) ? language : "en";
  const region = useRef<HTMLDivElement>(null);
  const [known, setKnown] = useState<VisitorDetails | null>(null);
  useEffect(() => {
    let live = true;
    void knownDetails(conversationId).then((details) => live && setKnown(details));
    return () => {
      live = false;
    };
  }, [conversationId]);
  useEffect(() => region.current?.focus(), []);
  const [question, setQuestion] = useState<string | null>(null);
  const confirmed = () => void followUp(conversationId).then(setQuestion);
  return (
    <div ref={region} tabIndex={-1} role="group" aria-label={bookingText(lang).pageTitle} className="outline-none [&_[aria-labelledby$=-times]]:grid-cols-2" lang={lang}>
      {/* The form's fields start with what is known, so the flow waits the moment it takes to ask. */}
      {known ? (
        <BookingFlow lang={lang} conversationId={conversationId ?? undefined} idPrefix={idPrefix} known={known} onConfirmed={confirmed} />
      ) : (
        <p role="status" className="min-h-40 text-sm text-muted-foreground">
          {bookingText(lang).loadingTimes}
        </p>
      )}
      {question && (
        <p role="status" className="mt-3 max-w-[85%] rounded-2xl rounded-bl-md bg-muted px-3.5 py-2 text-sm leading-relaxed break-words text-foreground" data-testid="chat-booking-question">
          {question}
        </p>
      )}
    </div>
  );
}
