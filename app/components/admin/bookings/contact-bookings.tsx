import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { BOOKING_STATUS_LABELS, type BookingView } from "#common/booking/booking-admin-schemas.ts";
import { bookingWhen, hostLabel, STATUS_BADGE } from "./booking-format.ts";
import { BookingDetailsDialog } from "./booking-details-dialog.tsx";
import { useBookings } from "./bookings-api.ts";
import { NewBookingDialog } from "./new-booking-dialog.tsx";
import { CalendarPlus } from "lucide-react";

function Rows({ label, items, onOpen }: { label: string; items: BookingView[]; onOpen: (b: BookingView) => void }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</h4>
      <ul className="grid gap-1.5" aria-label={label}>
        {items.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
            <Button variant="link" className="h-auto p-0 text-left whitespace-normal tabular-nums" onClick={() => onOpen(b)}>
              {bookingWhen(b.start, b.end)}
            </Button>
            <span className="flex items-center gap-2 text-muted-foreground">
              {hostLabel(b.hostName)}
              <Badge variant={STATUS_BADGE[b.status]}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The contact card's consultations: upcoming ones first, then the past ones (newest first). */
export function ContactBookings({ contact }: { contact: { id: number; name: string; email: string; phone: string } }) {
  const bookings = useBookings({ contactId: contact.id, dir: "desc", pageSize: 50 });
  const [open, setOpen] = useState<BookingView | null>(null);
  const [booking, setBooking] = useState(false);
  const book = (
    <>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setBooking(true)}>
        <CalendarPlus aria-hidden="true" />
        Book a consultation
      </Button>
      {booking && <NewBookingDialog open onOpenChange={setBooking} contact={contact} />}
    </>
  );
  if (bookings.isLoading) return <Skeleton className="h-12 w-full" />;
  if (bookings.isError) return <p className="text-sm text-destructive">The bookings could not be loaded.</p>;
  const items = bookings.data?.items ?? [];
  if (items.length === 0)
    return (
      <div className="grid gap-3">
        {book}
        <p className="text-sm text-muted-foreground">No consultations booked yet.</p>
      </div>
    );
  const now = Date.now();
  const upcoming = items.filter((b) => Date.parse(b.end) > now && b.status === "booked").reverse();
  const past = items.filter((b) => !upcoming.includes(b));
  // The open one is read from the list again, so a status change shows in the dialog at once.
  const current = open ? (items.find((b) => b.id === open.id) ?? open) : null;
  return (
    <div className="grid gap-3">
      {book}
      <Rows label="Upcoming" items={upcoming} onOpen={setOpen} />
      <Rows label="Past and cancelled" items={past} onOpen={setOpen} />
      <BookingDetailsDialog booking={current} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
