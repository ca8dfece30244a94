import type { BookingConfirmed, BookingField, BookingLinkView, BookingRequest, BookingSlot, BookingSlots, BookingSummary } from "#common/booking/booking-schemas.ts";
import { ApiRequestError, apiJson } from "../../lib/api.ts";
import { apiSearch } from "../../lib/typed-api.ts";

// The booking pages' calls to /api/booking (common/booking/booking-schemas.ts), each failure read into what the page
// shows: field errors, "that time was just taken" with the next times, too many tries, or a failed connection.

const BASE = "/api/booking";

export type BookingFailure =
  | { kind: "fields"; fields: BookingField[] }
  | { kind: "taken"; slots: BookingSlot[] }
  | { kind: "too_many" }
  | { kind: "gone" }
  /** Booking on the site was switched off meanwhile. */
  | { kind: "off" }
  /** The connected calendar (Cal.com, CalDAV) cannot be reached: the visitor is sent to the contact form. */
  | { kind: "calendar_down" }
  | { kind: "failed" };

export type BookingOutcome<T> = { ok: true; data: T } | ({ ok: false } & BookingFailure);

function failure(error: unknown): BookingFailure {
  if (!(error instanceof ApiRequestError)) return { kind: "failed" };
  if (error.status === 409) {
    const slots = (error.data as { slots?: BookingSlot[] } | null)?.slots;
    return { kind: "taken", slots: Array.isArray(slots) ? slots : [] };
  }
  if (error.status === 429) return { kind: "too_many" };
  if (error.status === 404) return { kind: "gone" };
  if (error.status === 410) return { kind: "off" };
  if (error.status === 503) return { kind: "calendar_down" };
  if (error.status === 400) {
    const named = Object.keys(error.body?.errors ?? {}).map((path) => path.split(".")[0]);
    // The host of a time is part of choosing the time.
    const fields = [...new Set(named.map((f) => (f === "hostId" ? "start" : f)))].filter((f): f is BookingField => ["name", "email", "phone", "start"].includes(f));
    return { kind: "fields", fields };
  }
  return { kind: "failed" };
}

async function attempt<T>(call: () => Promise<T>): Promise<BookingOutcome<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return { ok: false, ...failure(error) };
  }
}

export function fetchSlots(query: { from?: string; limit?: number } = {}): Promise<BookingOutcome<BookingSlots>> {
  return attempt(() => apiJson<BookingSlots>("GET", `${BASE}/slots${apiSearch(query)}`));
}

export function requestBooking(body: BookingRequest): Promise<BookingOutcome<BookingConfirmed>> {
  return attempt(() => apiJson<BookingConfirmed>("POST", BASE, body));
}

/** What a cancel or reschedule link shows: the booking, and (reschedule) the times it can move to. */
export type LinkView = { booking: BookingSummary; slots: BookingSlot[]; hostTimeZone?: string };

export function readLink(action: "cancel" | "reschedule", token: string): Promise<BookingOutcome<LinkView>> {
  return attempt(async () => {
    const data = await apiJson<BookingLinkView>("GET", `${BASE}/${action}/${encodeURIComponent(token)}`);
    return { booking: data.booking, slots: data.slots?.slots ?? [], hostTimeZone: data.slots?.hostTimeZone };
  });
}

export function cancelBooking(token: string): Promise<BookingOutcome<BookingConfirmed>> {
  return attempt(() => apiJson<BookingConfirmed>("POST", `${BASE}/cancel/${encodeURIComponent(token)}`, {}));
}

export function rescheduleBooking(token: string, slot: Pick<BookingSlot, "hostId" | "start">): Promise<BookingOutcome<BookingConfirmed>> {
  return attempt(() => apiJson<BookingConfirmed>("POST", `${BASE}/reschedule/${encodeURIComponent(token)}`, { hostId: slot.hostId, start: slot.start }));
}
