import { useEffect, useState } from "react";
import type { BookingConfirmed, BookingLanguage, BookingSlot, BookingSummary } from "#common/booking/booking-schemas.ts";
import { siteButton } from "../ui/site-button.ts";
import { fetchSlots, readLink, rescheduleBooking } from "./booking-api.ts";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import { SLOTS_PER_PAGE, wholeDays } from "./booking-flow.tsx";
import { LinkGone } from "./booking-off.tsx";
import { BookingSummaryBox } from "./booking-summary.tsx";
import { bookingText } from "./booking-text.ts";
import { mergeSlots, visitorTimeZone } from "./booking-time.ts";
import { whenLine } from "./booking-when.tsx";
import { SlotPicker } from "./slot-picker.tsx";

const CENTRAL = "America/Chicago";

type View = { booking: BookingSummary; slots: BookingSlot[]; hostTimeZone: string };

/** A reschedule link's page: the current time, the picker, one button. The old time stays booked until the new one is taken. */
export function BookingReschedule({
  lang,
  token,
  titled = true,
  onLanguage,
}: {
  lang: BookingLanguage;
  token: string;
  /** False where the page's own heading already says it. */
  titled?: boolean;
  /** The language the booking was made in, once the link is read (the page may switch to it). */
  onLanguage?: (lang: BookingLanguage) => void;
}) {
  const text = bookingText(lang);
  const [view, setView] = useState<View | null>(null);
  const [gone, setGone] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [timeZone, setTimeZone] = useState(CENTRAL);
  const [selected, setSelected] = useState<BookingSlot | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();
  const [needTime, setNeedTime] = useState(false);
  const [done, setDone] = useState<BookingConfirmed | null>(null);

  const load = async () => {
    setLoadFailed(false);
    const outcome = await readLink("reschedule", token);
    if (outcome.ok) {
      setView({ ...outcome.data, hostTimeZone: outcome.data.hostTimeZone || CENTRAL });
      onLanguage?.(outcome.data.booking.language);
    }
    else if (outcome.kind === "gone") setGone(true);
    else setLoadFailed(true);
  };
  useEffect(() => {
    setTimeZone(visitorTimeZone());
    void load();
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (gone) return <LinkGone text={text} lang={lang} />;
  if (done && view) return <BookingConfirmation text={text} title={text.rescheduled} booking={done.booking} timeZone={timeZone} hostTimeZone={view.hostTimeZone} />;

  const more = async () => {
    const last = view?.slots.at(-1);
    if (!view || !last) return 0;
    const outcome = await fetchSlots({ from: last.start, limit: SLOTS_PER_PAGE });
    if (!outcome.ok) return 0;
    const merged = mergeSlots(view.slots, wholeDays(outcome.data.slots, SLOTS_PER_PAGE, timeZone));
    setView({ ...view, slots: merged });
    return merged.length - view.slots.length;
  };

  const confirm = async () => {
    if (!selected) return setNeedTime(true);
    setNeedTime(false);
    setMessage(undefined);
    setPending(true);
    const outcome = await rescheduleBooking(token, selected);
    setPending(false);
    if (outcome.ok) return setDone(outcome.data);
    if (outcome.kind === "gone") return setGone(true);
    if (outcome.kind === "taken") {
      setSelected(null);
      if (view) setView({ ...view, slots: outcome.slots });
      return setMessage(text.taken);
    }
    setMessage(outcome.kind === "too_many" ? text.tooMany : text.actionFailed);
  };

  const hostTimeZone = view?.hostTimeZone ?? CENTRAL;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        {titled && <h2 className="text-h3">{text.rescheduleTitle}</h2>}
        <p className="text-muted-foreground">{text.rescheduleLead}</p>
      </div>
      <BookingSummaryBox text={text} booking={view?.booking ?? null} label={text.currentTime} timeZone={timeZone} hostTimeZone={hostTimeZone} />
      <section aria-labelledby="reschedule-pick" className="grid gap-3">
        <h2 id="reschedule-pick" className="text-h3">
          {text.newTime}
        </h2>
        <p className="min-h-15 text-sm text-muted-foreground sm:min-h-10">{timeZone === hostTimeZone ? text.zoneNoteSame : text.zoneNote(timeZone.replace(/_/g, " "))}</p>
        <SlotPicker
          text={text}
          slots={view?.slots ?? null}
          loadFailed={loadFailed}
          onRetry={() => void load()}
          timeZone={timeZone}
          hostTimeZone={hostTimeZone}
          selected={selected}
          onSelect={(slot) => {
            setSelected(slot);
            setNeedTime(false);
          }}
          onMore={more}
          idPrefix="reschedule"
        />
      </section>
      <div className="grid gap-4">
        <div className="rounded-xl border border-border bg-secondary/60 px-4 py-3 text-sm">
          <p className="font-medium text-muted-foreground">{text.newTime}</p>
          <p aria-live="polite" className="mt-1 min-h-10 font-semibold">
            {selected ? whenLine(text, selected.start, timeZone, hostTimeZone) : text.noTimeChosen}
          </p>
          {needTime && (
            <p role="alert" className="mt-1 font-medium text-destructive">
              {text.errors.start}
            </p>
          )}
        </div>
        {message && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
            {message}
          </p>
        )}
        <button type="button" onClick={confirm} disabled={!view || pending} className={siteButton({ tone: "brand", size: "block" })}>
          {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
          {pending ? text.rescheduling : text.rescheduleConfirm}
        </button>
      </div>
    </div>
  );
}
