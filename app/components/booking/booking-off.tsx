import type * as React from "react";
import { CalendarCheck } from "lucide-react";
import { siteButton } from "../ui/site-button.ts";
import type { BookingText } from "./booking-text.ts";

/** A link to the external scheduling page, in a new tab (said to screen readers). */
export function ExternalBookingLink({ text, href, children = text.openScheduler }: { text: BookingText; href: string; children?: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-2">
      {children}
      <span className="sr-only"> {text.newTab}</span>
    </a>
  );
}

/** Booking on the site is switched off: say so and lead to the external scheduling page. */
export function BookingOff({ text, externalUrl }: { text: BookingText; externalUrl: string }) {
  return (
    <div className="grid justify-items-start gap-4">
      <h2 className="text-h3">{text.offTitle}</h2>
      <p className="text-muted-foreground">{text.offText}</p>
      {externalUrl && (
        <a href={externalUrl} target="_blank" rel="noopener noreferrer" className={siteButton({ tone: "brand", size: "lg" })}>
          <CalendarCheck aria-hidden="true" />
          {text.openScheduler}
          <span className="sr-only"> {text.newTab}</span>
        </a>
      )}
    </div>
  );
}

/** A used or expired cancel or reschedule link: say so, and offer a new booking. */
export function LinkGone({ text, lang }: { text: BookingText; lang: string }) {
  return (
    <div role="alert" className="grid justify-items-start gap-4">
      <h2 className="text-h3">{text.linkGone}</h2>
      <p className="text-muted-foreground">{text.linkGoneHelp}</p>
      <a href={`/book?lang=${lang}`} className={siteButton({ tone: "brand", size: "lg" })}>
        <CalendarCheck aria-hidden="true" />
        {text.bookAgain}
      </a>
    </div>
  );
}
