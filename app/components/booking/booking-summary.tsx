import type { BookingSummary } from "#common/booking/booking-schemas.ts";
import type { BookingText } from "./booking-text.ts";
import { BookingWhen } from "./booking-when.tsx";

/** The booking a link is about: when (both clocks) and with whom; a fixed-height placeholder while it loads. */
export function BookingSummaryBox({
  text,
  booking,
  label,
  timeZone,
  hostTimeZone,
}: {
  text: BookingText;
  booking: BookingSummary | null;
  label: string;
  timeZone: string;
  hostTimeZone: string;
}) {
  return (
    <div className="min-h-28 rounded-xl border border-border bg-secondary/60 p-4">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      {booking ? (
        <>
          <p className="mt-1 font-semibold">
            <BookingWhen text={text} start={booking.start} timeZone={timeZone} hostTimeZone={hostTimeZone} />
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{text.bookedWith(booking.hostName)}</p>
        </>
      ) : (
        <div role="status" className="mt-2 grid gap-2">
          <span className="sr-only">{text.loading}</span>
          <div aria-hidden="true" className="h-5 w-64 max-w-full animate-pulse rounded-md bg-foreground/10" />
          <div aria-hidden="true" className="h-4 w-48 max-w-full animate-pulse rounded-md bg-foreground/10" />
        </div>
      )}
    </div>
  );
}
