import { useCallback, useEffect, useState } from "react";
import type { BookingConfirmed, BookingLanguage, BookingSlot, BookingSlots } from "#common/booking/booking-schemas.ts";
import { fetchSlots, requestBooking } from "./booking-api.ts";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import { BookingOff } from "./booking-off.tsx";
import { BookingDetailsForm, type BookingDetails, type KnownDetails, type SendResult } from "./booking-details-form.tsx";
import { bookingText } from "./booking-text.ts";
import { dayKey, mergeSlots, visitorTimeZone } from "./booking-time.ts";
import { whenLine } from "./booking-when.tsx";
import { SlotPicker } from "./slot-picker.tsx";

export const SLOTS_PER_PAGE = 60;

/**
 * A full page of times may end part-way through a day: that day is left for "other times" (which asks from the last
 * time kept), so a day never shows only some of its times.
 */
export function wholeDays(slots: BookingSlot[], limit: number, timeZone: string): BookingSlot[] {
  if (slots.length < limit) return slots;
  const lastDay = dayKey(slots[slots.length - 1]!.start, timeZone);
  const kept = slots.filter((s) => dayKey(s.start, timeZone) !== lastDay);
  return kept.length > 0 ? kept : slots;
}
const CENTRAL = "America/Chicago";

/** Reads the times once on the client (the visitor's zone is only known there); "other times" adds later ones. */
export function useBookingSlots() {
  const [data, setData] = useState<BookingSlots | null>(null);
  const [failed, setFailed] = useState(false);
  /** The connected calendar is unreachable: no retry, the contact form instead. */
  const [calendarDown, setCalendarDown] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const outcome = await fetchSlots({ limit: SLOTS_PER_PAGE });
    if (outcome.ok) setData({ ...outcome.data, slots: wholeDays(outcome.data.slots, SLOTS_PER_PAGE, visitorTimeZone()) });
    else {
      setFailed(true);
      setCalendarDown(outcome.kind === "calendar_down");
    }
  }, []);
  useEffect(() => void load(), [load]);
  const more = useCallback(async () => {
    const last = data?.slots.at(-1);
    if (!data || !last) return 0;
    const outcome = await fetchSlots({ from: last.start, limit: SLOTS_PER_PAGE });
    if (!outcome.ok) return 0;
    const merged = mergeSlots(data.slots, wholeDays(outcome.data.slots, SLOTS_PER_PAGE, visitorTimeZone()));
    setData({ ...data, slots: merged });
    return merged.length - data.slots.length;
  }, [data]);
  /** The next free times that came with "that time was just taken". */
  const replace = useCallback((slots: BookingSlot[]) => setData((d) => (d ? { ...d, slots } : d)), []);
  return { data, failed, calendarDown, load, more, replace };
}

/**
 * The whole booking on one surface: times, details, confirmation. Used by /book and meant for the chat widget, so it
 * holds nothing of a page (no headings above its own, no layout around it).
 */
export function BookingFlow({
  lang,
  conversationId,
  idPrefix = "booking",
  known,
  onConfirmed,
}: {
  lang: BookingLanguage;
  conversationId?: string;
  idPrefix?: string;
  /** What the chat knows of the visitor: the details start filled (and with name and e-mail, folded into one line). */
  known?: KnownDetails;
  /** Told once the time is booked (the chat then asks its follow-up). */
  onConfirmed?: () => void;
}) {
  const text = bookingText(lang);
  const { data, failed, calendarDown, load, more, replace } = useBookingSlots();
  const [timeZone, setTimeZone] = useState(CENTRAL);
  useEffect(() => setTimeZone(visitorTimeZone()), []);
  const [selected, setSelected] = useState<BookingSlot | null>(null);
  const [confirmed, setConfirmed] = useState<BookingConfirmed | null>(null);
  const hostTimeZone = data?.hostTimeZone || CENTRAL;

  if (data && !data.enabled) return <BookingOff text={text} externalUrl={data.externalUrl} />;
  if (confirmed) return <BookingConfirmation text={text} booking={confirmed.booking} timeZone={timeZone} hostTimeZone={hostTimeZone} />;

  const send = async (details: BookingDetails): Promise<SendResult> => {
    if (!selected) return { fields: ["start"] };
    const outcome = await requestBooking({
      hostId: selected.hostId,
      start: selected.start,
      name: details.name,
      email: details.email,
      phone: details.phone || undefined,
      website: details.website || undefined,
      language: lang,
      timeZone,
      conversationId,
    });
    if (outcome.ok) {
      setConfirmed(outcome.data);
      onConfirmed?.();
      return undefined;
    }
    switch (outcome.kind) {
      case "fields":
        return { fields: outcome.fields, message: outcome.fields.length ? undefined : text.failed };
      case "taken":
        setSelected(null);
        replace(outcome.slots);
        return { message: text.taken };
      case "too_many":
        return { message: text.tooMany };
      case "off":
        return { message: `${text.offTitle}. ${text.offText}` };
      case "calendar_down":
        return { message: text.calendarDown, contactForm: true };
      default:
        return { message: text.failed };
    }
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${idPrefix}-pick`} className="grid gap-3">
        <h2 id={`${idPrefix}-pick`} className="text-h3">
          {text.pickTime}
        </h2>
        <p className="min-h-15 text-sm text-muted-foreground sm:min-h-10">{timeZone === hostTimeZone ? text.zoneNoteSame : text.zoneNote(timeZone.replace(/_/g, " "))}</p>
        <SlotPicker
          text={text}
          slots={data?.slots ?? null}
          loadFailed={failed}
          calendarDown={calendarDown}
          onRetry={load}
          timeZone={timeZone}
          hostTimeZone={hostTimeZone}
          selected={selected}
          onSelect={setSelected}
          onMore={more}
          idPrefix={idPrefix}
        />
      </section>
      <section aria-labelledby={`${idPrefix}-details`} className="grid gap-4">
        <h2 id={`${idPrefix}-details`} className="text-h3">
          {text.details}
        </h2>
        <BookingDetailsForm
          text={text}
          slot={selected}
          slotLabel={selected ? whenLine(text, selected.start, timeZone, hostTimeZone) : null}
          onSend={send}
          idPrefix={idPrefix}
          known={known}
        />
      </section>
    </div>
  );
}
