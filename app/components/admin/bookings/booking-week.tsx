import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import { BOOKING_STATUS_LABELS, type BookingView } from "#common/booking/booking-admin-schemas.ts";
import { dayKey, formatCalendarDay, formatTime } from "#common/lib/format-date.ts";
import { addDays, bookingWhen, minuteOfDay, STATUS_BADGE, thisMonday } from "./booking-format.ts";
import { Badge } from "#app/components/ui/badge.tsx";

const HOUR_PX = 48;
const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const BLOCK_STYLE: Record<BookingView["status"], string> = {
  booked: "border-brand bg-brand/10 text-foreground",
  rescheduled: "border-border bg-muted text-muted-foreground line-through",
  cancelled: "border-border bg-muted text-muted-foreground line-through",
  no_show: "border-warning bg-warning/15 text-foreground",
  done: "border-success bg-success/15 text-foreground",
};

interface Placed {
  booking: BookingView;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/** Each day's bookings with their place: overlapping ones (two hosts at once) share the column's width. */
function place(items: BookingView[], firstHour: number): Placed[] {
  const sorted = [...items].sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  const placed: Placed[] = [];
  let cluster: Placed[] = [];
  let laneEnds: number[] = [];
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const booking of sorted) {
    const start = minuteOfDay(booking.start);
    const end = start + Math.max(15, (Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
    if (laneEnds.length > 0 && start >= Math.max(...laneEnds)) close();
    let lane = laneEnds.findIndex((e) => e <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = end;
    const item: Placed = { booking, top: ((start - firstHour * 60) / 60) * HOUR_PX, height: ((end - start) / 60) * HOUR_PX, lane, lanes: 1 };
    cluster.push(item);
    placed.push(item);
  }
  close();
  return placed;
}

const hourLabel = (hour: number) => (hour === 0 || hour === 24 ? "12 AM" : hour === 12 ? "12 PM" : hour < 12 ? `${hour} AM` : `${hour - 12} PM`);

/** A week (Monday to Sunday, Central) with hour rows; each booking is a button at its time that opens its details. */
export function BookingWeek({ monday, items, onWeek, onOpen }: { monday: string; items: BookingView[]; onWeek: (monday: string) => void; onOpen: (booking: BookingView) => void }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const today = dayKey(Date.now());
  const starts = items.map((b) => Math.floor(minuteOfDay(b.start) / 60));
  const ends = items.map((b) => Math.ceil((minuteOfDay(b.start) + (Date.parse(b.end) - Date.parse(b.start)) / 60_000) / 60));
  const firstHour = Math.min(8, ...starts);
  const lastHour = Math.min(24, Math.max(18, ...ends));
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i);
  const byDay = new Map(days.map((d) => [d, place(items.filter((b) => dayKey(b.start) === d), firstHour)]));
  const title = `${formatCalendarDay(monday)} – ${formatCalendarDay(addDays(monday, 6), { withYear: true })}`;

  return (
    <Card className="gap-0 py-0">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-3">
        <h2 className="font-semibold" aria-live="polite">
          Week of {title}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => onWeek(addDays(monday, -7))} aria-label="Previous week">
            <ChevronLeft aria-hidden="true" />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onWeek(thisMonday())} disabled={monday === thisMonday()}>
            This week
          </Button>
          <Button size="sm" variant="outline" onClick={() => onWeek(addDays(monday, 7))} aria-label="Next week">
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* Narrow screens: the week as a list of its days' bookings; wider ones: the calendar. */}
      <div className="sm:hidden">
        {items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">No bookings this week.</p>
        ) : (
          <ol className="divide-y" aria-label="This week's bookings by day">
            {days.map((d, i) => {
              const placed = byDay.get(d) ?? [];
              if (placed.length === 0) return null;
              return (
                <li key={d} className="grid gap-2 p-3">
                  <h3 className={cn("text-sm font-semibold", d === today && "text-brand")}>
                    {DAY_NAMES[i]} {formatCalendarDay(d)}
                    {d === today ? " · Today" : ""}
                  </h3>
                  <ul className="grid gap-2">
                    {placed.map(({ booking }) => (
                      <li key={booking.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(booking)}
                          aria-label={`${booking.name}, ${bookingWhen(booking.start, booking.end)}, ${BOOKING_STATUS_LABELS[booking.status]}${booking.hostName ? `, with ${booking.hostName}` : ""}`}
                          className={cn("flex w-full items-center justify-between gap-2 rounded-md border-l-4 px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring", BLOCK_STYLE[booking.status])}
                        >
                          <span className="min-w-0">
                            <span className="block truncate font-medium">{booking.name}</span>
                            <span className="block text-xs text-muted-foreground tabular-nums">
                              {formatTime(booking.start)} – {formatTime(booking.end)}
                              {booking.hostName ? ` · ${booking.hostName}` : ""}
                            </span>
                          </span>
                          <Badge variant={STATUS_BADGE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div className="overflow-x-auto max-sm:hidden">
        <div className="grid min-w-[46rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
          <div className="border-b" aria-hidden="true" />
          {days.map((d, i) => (
            <div key={d} className={cn("border-b border-l px-2 py-2 text-center text-sm", d === today && "bg-brand/5 font-semibold text-brand")}>
              {DAY_NAMES[i]} <span className="tabular-nums">{formatCalendarDay(d)}</span>
            </div>
          ))}
          <div className="relative" style={{ height: hours.length * HOUR_PX }} aria-hidden="true">
            {hours.map((h, i) => (
              <span key={h} className={cn("absolute right-2 text-xs text-muted-foreground tabular-nums", i > 0 && "-translate-y-1/2")} style={{ top: i === 0 ? 2 : i * HOUR_PX }}>
                {hourLabel(h)}
              </span>
            ))}
          </div>
          {days.map((d, i) => {
            const placed = byDay.get(d) ?? [];
            return (
              <section
                key={d}
                aria-label={`${DAY_NAMES[i]} ${formatCalendarDay(d)}: ${placed.length === 0 ? "no bookings" : `${placed.length} ${placed.length === 1 ? "booking" : "bookings"}`}`}
                className={cn("relative border-l", d === today && "bg-brand/5")}
                style={{ height: hours.length * HOUR_PX, backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX}px)` }}
              >
                {placed.map(({ booking, top, height, lane, lanes }) => (
                  <button
                    key={booking.id}
                    type="button"
                    onClick={() => onOpen(booking)}
                    aria-label={`${booking.name}, ${bookingWhen(booking.start, booking.end)}, ${BOOKING_STATUS_LABELS[booking.status]}${booking.hostName ? `, with ${booking.hostName}` : ""}`}
                    className={cn(
                      "absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring hover:brightness-95",
                      BLOCK_STYLE[booking.status],
                    )}
                    style={{ top: top + 1, height: Math.max(height - 2, 20), left: `calc(${(lane / lanes) * 100}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` }}
                  >
                    <span className="block truncate font-medium">{booking.name}</span>
                    {height >= 36 && <span className="block truncate text-muted-foreground tabular-nums">{formatTime(booking.start)}</span>}
                  </button>
                ))}
              </section>
            );
          })}
        </div>
      </div>
    </Card>
  );
}
