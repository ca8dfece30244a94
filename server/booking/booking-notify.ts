import type { DbOrTx } from "../db/client.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { AlertPolicy } from "../settings/settings.service.ts";
import { nextOfficeOpening } from "#common/settings/office-hours.ts";
import { DEFAULT_BOOKING_RULES } from "#common/booking/booking-types.ts";
import type { BookingRow } from "./booking-store.ts";
import type { HostFacts } from "./booking-facts.ts";
import { timeWords } from "./booking-mail.ts";

// Staff hear of a booking, a move and a cancellation the way they hear of a new lead or a task falling due: an event
// on the admin's live stream (a pop-up, per Settings → Notifications) and an e-mail to the host through the outbox
// (off with "E-mail alerts"; held until the office opens during quiet hours). Written in the booking's transaction.

export type BookingChange = "booked" | "rescheduled" | "cancelled";

const central = (at: Date) => timeWords(at, DEFAULT_BOOKING_RULES.timeZone, "en-US");

const SUBJECT: Record<BookingChange, (b: BookingRow) => string> = {
  booked: (b) => `Consultation booked: ${b.name}, ${central(b.startsAt)}`,
  rescheduled: (b) => `Consultation moved: ${b.name}, now ${central(b.startsAt)}`,
  cancelled: (b) => `Consultation cancelled: ${b.name}, ${central(b.startsAt)}`,
};

export interface StaffBookingAlert {
  change: BookingChange;
  booking: BookingRow;
  host: HostFacts;
  /** The time it moved from (a reschedule). */
  previousStart?: Date;
  /** Who made the change when it was not the visitor: a staff member's name, or "Cal.com". */
  by?: string;
  policy: AlertPolicy;
}

function whatHappened({ change, booking, by }: StaffBookingAlert): string {
  if (by) {
    if (change === "booked") return `${by} booked a consultation with you for ${booking.name}.`;
    return change === "rescheduled" ? `${booking.name}'s consultation with you was moved (${by}).` : `${booking.name}'s consultation with you was cancelled (${by}).`;
  }
  if (change === "booked") return `${booking.name} booked a free consultation with you.`;
  return change === "rescheduled" ? `${booking.name} moved their consultation with you.` : `${booking.name} cancelled their consultation with you.`;
}

export function createBookingNotify(deps: { live: Pick<LiveHub, "publish">; outbox: Pick<Outbox, "enqueue">; publicUrl?: string }) {
  return async function notifyStaff(tx: DbOrTx, alert: StaffBookingAlert): Promise<void> {
    const { booking, host, change, policy } = alert;
    await deps.live.publish({ kind: "booking", contactId: booking.contactId, actor: change }, tx);
    if (!policy.emailAlerts || !host.email) return;
    const link = deps.publicUrl && booking.contactId ? `${deps.publicUrl.replace(/\/$/, "")}/admin/contacts?contact=${booking.contactId}` : null;
    const text = [
      `Hi ${host.name},`,
      "",
      whatHappened(alert),
      "",
      ...(alert.previousStart ? [`Was: ${central(alert.previousStart)}`, `Now: ${central(booking.startsAt)}`] : [`When: ${central(booking.startsAt)}`]),
      `E-mail: ${booking.email}`,
      ...(booking.phone ? [`Phone: ${booking.phone}`] : []),
      `Language: ${booking.language}`,
      ...(booking.visitorTimeZone ? [`Their time zone: ${booking.visitorTimeZone}`] : []),
      "",
      link ? `Open the contact: ${link}` : "Open the contact in the admin's Contacts page.",
    ].join("\n");
    const notBefore = policy.quietHours && !policy.officeOpen() ? (nextOfficeOpening(policy.schedule) ?? undefined) : undefined;
    await deps.outbox.enqueue(tx, [{ kind: "staff_mail", contactId: null, notBefore, payload: { to: host.email, subject: SUBJECT[change](booking), text } }]);
  };
}
export type NotifyStaff = ReturnType<typeof createBookingNotify>;
