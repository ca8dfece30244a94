import { useRef } from "react";
import { Link } from "react-router";
import { CalendarX, CheckCircle2, UserX } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { BOOKING_STATUS_LABELS, type BookingView } from "#common/booking/booking-admin-schemas.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { bookingWhen, hostLabel, STATUS_BADGE } from "./booking-format.ts";
import { useSetBookingStatus } from "./bookings-api.ts";

const SOURCE_LABELS: Record<BookingView["source"], string> = { chat: "The chat assistant", book_page: "The booking page", admin: "Staff", calendar: "The connected calendar (Cal.com)" };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || "—"}</dd>
    </div>
  );
}

/** The status actions a booking offers now: done and no-show once it has begun, cancel while it is booked. */
export function BookingActions({ booking, size = "sm", onChanged }: { booking: BookingView; size?: "sm" | "default"; onChanged?: () => void }) {
  const setStatus = useSetBookingStatus();
  const started = Date.parse(booking.start) <= Date.now();
  const markable = started && (booking.status === "booked" || booking.status === "done" || booking.status === "no_show");
  const busy = setStatus.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {markable && booking.status !== "done" && (
        <Button size={size} variant="outline" disabled={busy} onClick={() => setStatus.mutate({ booking, status: "done" }, { onSuccess: onChanged })}>
          <CheckCircle2 aria-hidden="true" />
          Mark done
        </Button>
      )}
      {markable && booking.status !== "no_show" && (
        <Button size={size} variant="outline" disabled={busy} onClick={() => setStatus.mutate({ booking, status: "no_show" }, { onSuccess: onChanged })}>
          <UserX aria-hidden="true" />
          No-show
        </Button>
      )}
      {booking.status === "booked" && !started && (
        <ConfirmDialog
          trigger={
            <Button size={size} variant="outline" className="text-destructive hover:text-destructive" disabled={busy}>
              <CalendarX aria-hidden="true" />
              Cancel booking
            </Button>
          }
          title="Cancel this booking?"
          description={`${booking.name}'s meeting on ${bookingWhen(booking.start, booking.end)} is cancelled, the time is offered again, and ${booking.email} is told.`}
          confirmLabel="Cancel booking"
          pendingLabel="Cancelling..."
          onConfirm={() => setStatus.mutateAsync({ booking, status: "cancelled" }).then(onChanged, () => undefined)}
        />
      )}
    </div>
  );
}

/** A booking's details, opened from the list or the week. */
export function BookingDetailsDialog({ booking, onOpenChange }: { booking: BookingView | null; onOpenChange: (open: boolean) => void }) {
  // The button pressed goes away with the status it set: focus moves to the title, not to the page behind.
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      {booking && (
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle ref={title} tabIndex={-1} className="outline-none">
              Consultation with {booking.name}
            </DialogTitle>
            <DialogDescription>{bookingWhen(booking.start, booking.end)} (Central)</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2">
            <Row label="Status">
              <Badge variant={STATUS_BADGE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
            </Row>
            <Row label="Host">{hostLabel(booking.hostName)}</Row>
            <Row label="Email">
              <a className="text-brand hover:underline" href={`mailto:${booking.email}`}>
                {booking.email}
              </a>
            </Row>
            <Row label="Phone">{booking.phone}</Row>
            <Row label="Meets on">{booking.meetingLocation.startsWith("http") ? <a className="text-brand hover:underline" href={booking.meetingLocation} target="_blank" rel="noreferrer">{booking.meetingLocation}</a> : booking.meetingLocation || "The host calls the visitor"}</Row>
            {booking.visitorTimeZone && booking.visitorTimeZone !== "America/Chicago" && (
              <Row label="Their time">{formatDateTime(booking.start, { timeZone: booking.visitorTimeZone, zoneName: true })}</Row>
            )}
            <Row label="Booked through">{SOURCE_LABELS[booking.source]}</Row>
            <Row label="Booked on">{formatDateTime(booking.createdAt)}</Row>
            {booking.cancelledAt && <Row label="Cancelled on">{formatDateTime(booking.cancelledAt)}</Row>}
            {booking.contactId !== null && (
              <Row label="Contact">
                <Link className="text-brand hover:underline" to={`/admin/contacts?contact=${booking.contactId}`}>
                  Open the contact
                </Link>
              </Row>
            )}
            {booking.conversationId && (
              <Row label="Chat">
                <Link className="text-brand hover:underline" to={`/admin/chat?c=${encodeURIComponent(booking.conversationId)}`}>
                  Open the conversation
                </Link>
              </Row>
            )}
          </dl>
          <BookingActions booking={booking} size="default" onChanged={() => title.current?.focus()} />
        </DialogContent>
      )}
    </Dialog>
  );
}
