import type { BookingText } from "./booking-text.ts";
import { formatTime, formatWhen, sameClock, zoneName } from "./booking-time.ts";

/** "Monday, November 2, 10:00 AM EST" and, when the clocks differ, "9:00 AM CST (Central)" under it. */
export function BookingWhen({ text, start, timeZone, hostTimeZone }: { text: BookingText; start: string; timeZone: string; hostTimeZone: string }) {
  return (
    <>
      <span className="block">{formatWhen(start, text.locale, timeZone)}</span>
      {!sameClock(start, timeZone, hostTimeZone) && (
        <span className="block text-sm font-normal text-muted-foreground">
          {formatTime(start, text.locale, hostTimeZone)} {zoneName(start, text.locale, hostTimeZone)} ({text.central})
        </span>
      )}
    </>
  );
}

/** The chosen time in one line, for the form's "Your time" and the live region. */
export function whenLine(text: BookingText, start: string, timeZone: string, hostTimeZone: string): string {
  const own = formatWhen(start, text.locale, timeZone);
  if (sameClock(start, timeZone, hostTimeZone)) return own;
  return `${own} · ${formatTime(start, text.locale, hostTimeZone)} ${zoneName(start, text.locale, hostTimeZone)} (${text.central})`;
}
