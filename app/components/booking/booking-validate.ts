import { BOOKING_FIELDS, bookingRequestSchema, type BookingField, type BookingRequest } from "#common/booking/booking-schemas.ts";

// The booking form's check in the browser, with the API's own schema. Loaded on the first submit, so zod is not part
// of the page's first load; the page shows its own words per field (booking-text.ts).

/** The fields whose values the schema refuses, in the form's order (none: the request may be sent). */
export function invalidBookingFields(request: BookingRequest): BookingField[] {
  const parsed = bookingRequestSchema.safeParse(request);
  if (parsed.success) return [];
  const named = new Set(parsed.error.issues.map((issue) => (issue.path[0] === "hostId" ? "start" : String(issue.path[0]))));
  return BOOKING_FIELDS.filter((field) => named.has(field));
}
