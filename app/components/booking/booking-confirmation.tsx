import { useEffect, useRef } from "react";
import { CalendarCheck } from "lucide-react";
import type { BookingSummary } from "#common/booking/booking-schemas.ts";
import type { BookingText } from "./booking-text.ts";
import { BookingWhen } from "./booking-when.tsx";

/**
 * The booked (or moved) consultation: when, on both clocks, and where; the e-mail on its way carries the calendar
 * file and the reschedule and cancel links. Its heading takes focus, so a screen reader hears the outcome at once.
 */
export function BookingConfirmation({
  text,
  booking,
  timeZone,
  hostTimeZone,
  title = text.booked,
}: {
  text: BookingText;
  booking: BookingSummary;
  timeZone: string;
  hostTimeZone: string;
  title?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const location = booking.meetingLocation.trim();
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-brand-foreground [&_svg]:size-5">
          <CalendarCheck />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-h3 outline-none">
          {title}
        </h2>
      </div>
      <p className="text-muted-foreground">{text.bookedWith(booking.hostName)}</p>
      <dl className="grid gap-4 rounded-xl border border-border bg-secondary/60 p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm font-medium text-muted-foreground">{text.when}</dt>
        <dd className="font-semibold">
          <BookingWhen text={text} start={booking.start} timeZone={timeZone} hostTimeZone={hostTimeZone} />
        </dd>
        <dt className="text-sm font-medium text-muted-foreground">{text.where}</dt>
        <dd className="font-semibold break-words">
          {/^https?:\/\//i.test(location) ? (
            <a href={location} className="text-brand underline underline-offset-2">
              {location}
            </a>
          ) : (
            location || text.weCallYou(booking.hostName)
          )}
        </dd>
      </dl>
      <p>{text.emailOnWay}</p>
    </div>
  );
}
