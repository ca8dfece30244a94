import { CalendarDays } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { BOOKING_STATUS_LABELS, type BookingView } from "#common/booking/booking-admin-schemas.ts";
import { bookingWhen, hostLabel, STATUS_BADGE } from "./booking-format.ts";
import { BookingActions } from "./booking-details-dialog.tsx";

/** The bookings as rows: when (Central), who, host, status, and the status actions. */
export function BookingList({ items, onOpen, footer }: { items: BookingView[]; onOpen: (booking: BookingView) => void; footer?: React.ReactNode }) {
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={CalendarDays} title="No bookings here" description="No consultations match these filters. Visitors book from the chat and the booking page." />
      </Card>
    );
  }
  return (
    <Card className="gap-0 py-0">
      <ul className="divide-y" aria-label="Bookings">
        {items.map((b) => (
          <li key={b.id} className="grid gap-3 p-4 text-sm md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] md:items-center">
            <div className="min-w-0">
              <p className="font-medium tabular-nums">{bookingWhen(b.start, b.end)}</p>
              <p className="text-muted-foreground">with {hostLabel(b.hostName)}</p>
            </div>
            <div className="min-w-0">
              <Button id={`booking-${b.id}`} variant="link" className="h-auto p-0 font-semibold" onClick={() => onOpen(b)} aria-label={`Details of ${b.name}'s booking, ${bookingWhen(b.start, b.end)}`}>
                {b.name}
              </Button>
              <p className="truncate text-muted-foreground">{b.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2 md:justify-end">
              <Badge variant={STATUS_BADGE[b.status]}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
              <BookingActions booking={b} onChanged={() => document.getElementById(`booking-${b.id}`)?.focus()} />
            </div>
          </li>
        ))}
      </ul>
      {footer}
    </Card>
  );
}
