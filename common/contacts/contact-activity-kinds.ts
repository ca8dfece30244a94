/**
 * The kinds of entry on a contact's timeline, as stored in `contact_activities.type`. The server words each kind in
 * server/contacts/contact-history.ts; a new kind is added here first (docs/decisions/042).
 */
export const CONTACT_ACTIVITY_KINDS = [
  "created",
  "edited",
  "imported",
  "updated",
  "merged",
  "status",
  "owner",
  "note",
  "workflow",
  "task",
  "delivery",
  "booking_booked",
  "booking_rescheduled",
  "booking_cancelled",
  "qualified",
] as const;
export type ContactActivityKind = (typeof CONTACT_ACTIVITY_KINDS)[number];
