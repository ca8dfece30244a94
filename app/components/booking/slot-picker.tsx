import { useEffect, useMemo, useState } from "react";
import { clsx } from "clsx";
import type { BookingSlot } from "#common/booking/booking-schemas.ts";
import type { BookingText } from "./booking-text.ts";
import { dayLabels, formatTime, groupSlotsByDay, sameClock, zoneName } from "./booking-time.ts";

const dayButton =
  "flex h-16 min-w-[5rem] shrink-0 flex-col items-center justify-center rounded-xl border text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const timeButton =
  "flex h-14 flex-col items-center justify-center rounded-xl border px-2 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const idle = "border-border bg-card text-foreground hover:border-brand hover:bg-accent";
const chosen = "border-brand bg-brand text-brand-foreground";

/**
 * Days as a row of buttons, the chosen day's times as buttons below: each time on the visitor's clock, with the
 * hosts' Central time beside it while the two clocks differ. Plain tab order (every day and time is a button, the
 * chosen one `aria-pressed`); what changes is said politely in a live region. The times area keeps its height while
 * loading and between days, so nothing below it jumps.
 */
export function SlotPicker({
  text,
  slots,
  loadFailed = false,
  calendarDown = false,
  onRetry,
  timeZone,
  hostTimeZone,
  selected,
  onSelect,
  onMore,
  idPrefix = "booking",
}: {
  text: BookingText;
  /** Null while the first times load. */
  slots: readonly BookingSlot[] | null;
  loadFailed?: boolean;
  /** The failure was the connected calendar's: the contact form is offered instead of a retry. */
  calendarDown?: boolean;
  onRetry?: () => void;
  /** The visitor's zone. */
  timeZone: string;
  hostTimeZone: string;
  selected: BookingSlot | null;
  onSelect: (slot: BookingSlot) => void;
  /** Loads later times ("Other times"); resolves with how many new ones came. */
  onMore?: () => Promise<number>;
  idPrefix?: string;
}) {
  const days = useMemo(() => (slots ? groupSlotsByDay(slots, timeZone) : []), [slots, timeZone]);
  const [day, setDay] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [loadingMore, setLoadingMore] = useState(false);
  // A day that is gone (new times after "that time was just taken") gives way to the first day there is.
  const current = days.find((d) => d.day === day) ?? days[0];
  useEffect(() => {
    if (current && current.day !== day) setDay(current.day);
  }, [current, day]);

  const showDay = (next: string) => {
    setDay(next);
    const found = days.find((d) => d.day === next);
    if (found) setAnnouncement(text.showingDay(dayLabels(next, text.locale).full, found.slots.length));
  };

  // After "other times": the first day past the last one shown before.
  const [pendingDayAfter, setPendingDayAfter] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingDayAfter) return;
    const next = days.find((d) => d.day > pendingDayAfter);
    if (next) setDay(next.day);
    setPendingDayAfter(null);
  }, [days, pendingDayAfter]);

  const more = async () => {
    if (!onMore || loadingMore) return;
    setLoadingMore(true);
    const lastDay = days.at(-1)?.day;
    try {
      const added = await onMore();
      setAnnouncement(added > 0 ? text.moreLoaded : text.noTimes);
      // Straight to the first new day, where the later times are.
      if (added > 0 && lastDay) setPendingDayAfter(lastDay);
    } finally {
      setLoadingMore(false);
    }
  };

  const timesId = `${idPrefix}-times`;
  const dayFull = current ? dayLabels(current.day, text.locale).full : "";

  return (
    <div className="grid gap-4">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div role="group" aria-label={text.days} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
        {slots === null
          ? Array.from({ length: 5 }, (_, i) => <div key={i} aria-hidden="true" className={clsx(dayButton, "animate-pulse border-transparent bg-foreground/10")} />)
          : days.map((d) => {
              const labels = dayLabels(d.day, text.locale);
              const on = d.day === current?.day;
              return (
                // Named by what it shows ("Tue Dec 1"), so voice control finds it by the words on it.
                <button key={d.day} type="button" aria-pressed={on} title={labels.full} onClick={() => showDay(d.day)} className={clsx(dayButton, on ? chosen : idle)}>
                  <span className={clsx("text-xs font-medium uppercase", on ? "text-brand-foreground" : "text-muted-foreground")}>{labels.weekday}</span>{" "}
                  <span className="font-semibold">{labels.date}</span>
                </button>
              );
            })}
      </div>

      <div className="min-h-[16.5rem]">
        {slots === null && !loadFailed ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{text.loadingTimes}</span>
            <div aria-hidden="true" className="h-6 w-48 animate-pulse rounded-md bg-foreground/10" />
            <div aria-hidden="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="h-14 animate-pulse rounded-xl bg-foreground/10" />
              ))}
            </div>
          </div>
        ) : loadFailed ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>{calendarDown ? text.calendarDownTimes : text.loadFailed}</p>
            {calendarDown ? (
              <a href="/contact" className={clsx(timeButton, idle, "inline-flex items-center px-4 font-semibold")}>
                {text.contactForm}
              </a>
            ) : onRetry && (
              <button type="button" onClick={onRetry} className={clsx(timeButton, idle, "px-4 font-semibold")}>
                {text.retry}
              </button>
            )}
          </div>
        ) : !current ? (
          <p className="text-sm text-muted-foreground">{text.noTimes}</p>
        ) : (
          <div className="grid gap-3">
            <h3 id={timesId} className="text-base font-semibold">
              {text.timesOn(dayFull)}
            </h3>
            <div role="group" aria-labelledby={timesId} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
              {current.slots.map((slot) => {
                const on = selected !== null && Date.parse(selected.start) === Date.parse(slot.start);
                const time = formatTime(slot.start, text.locale, timeZone);
                const central = sameClock(slot.start, timeZone, hostTimeZone)
                  ? null
                  : `${formatTime(slot.start, text.locale, hostTimeZone)} ${zoneName(slot.start, text.locale, hostTimeZone)}`;
                return (
                  <button
                    key={slot.start}
                    type="button"
                    aria-pressed={on}
                    onClick={() => {
                      onSelect(slot);
                      setAnnouncement(text.selected(`${dayFull}, ${time}`));
                    }}
                    className={clsx(timeButton, on ? chosen : idle)}
                  >
                    <span className="font-semibold tabular-nums">{time}</span>
                    {central && <span className={clsx("text-xs tabular-nums", on ? "text-brand-foreground" : "text-muted-foreground")}>{central}</span>}
                  </button>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {/* There from the first paint (disabled until the times are in), so its arrival moves nothing. */}
      {onMore && !loadFailed && (
        <button
          type="button"
          onClick={more}
          aria-busy={loadingMore || undefined}
          disabled={loadingMore || slots === null}
          className="inline-flex h-11 items-center justify-self-start rounded-full border border-border bg-card px-5 text-sm font-semibold text-brand transition-colors hover:border-brand hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {loadingMore ? text.loadingTimes : text.otherTimes}
        </button>
      )}
    </div>
  );
}
