import { z } from "../lib/zod.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { recordId } from "../lib/record-id.ts";

// The public booking API's contract (docs/decisions/043): the /book page, the reschedule and cancel pages and the chat
// read these shapes. Field messages are English; the pages show their own text per field in the visitor's language
// (BOOKING_FIELDS names what each message is about).

export const BOOKING_LANGUAGES = ["en", "es", "vi", "zh"] as const;
export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

export const BOOKING_FIELDS = ["name", "email", "phone", "start"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** An IANA zone name the runtime knows ("America/Chicago"); anything else is refused rather than guessed. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

/** A time the visitor chose: an ISO instant with its offset. */
const instant = z.iso.datetime({ offset: true, message: "Please choose a time" }).meta({ format: "date-time" });

/** One bookable time: who hosts it and when (ISO instants; the page shows them in the visitor's zone and in Central). */
export const bookingSlotSchema = z.object({ hostId: z.number().int(), start: isoTime, end: isoTime });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** GET /api/booking/slots: the next free times across the hosts, earliest first. */
export const bookingSlotsQuerySchema = z.object({
  /** Only times at or after this instant (for "other times": the page asks from the last one it shows). */
  from: isoTime.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const bookingSlotsSchema = z.object({
  /** False when booking inside the site is switched off: the pages then link to the external booking URL. */
  enabled: z.boolean(),
  /** The external scheduling page (the booking_url setting), always given so a page can offer it as a fallback. */
  externalUrl: z.string(),
  /** The hosts' zone, shown beside the visitor's ("America/Chicago"). */
  hostTimeZone: z.string(),
  meetingMinutes: z.number().int(),
  slots: z.array(bookingSlotSchema),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/** POST /api/booking: a visitor takes a time. */
export const bookingRequestSchema = z.object({
  hostId: recordId("Please choose a time"),
  start: instant,
  name: z.string().trim().min(2, "Please enter your name").max(120, "Please keep your name under 120 characters"),
  email: emailAddress("Please enter a valid email address"),
  phone: z
    .string()
    .trim()
    .max(40, "Please keep the phone number under 40 characters")
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.replace(/\D/g, "").length >= 7, "Please enter a valid phone number"),
  language: z.enum(BOOKING_LANGUAGES).default("en"),
  /** The visitor's zone, for the confirmation e-mail's times. */
  timeZone: timeZoneName.optional(),
  /** The chat conversation the booking was made in, if any. */
  conversationId: z.string().max(100).optional(),
  /** Honeypot: a filled one is answered like a booking and stored as nothing. */
  website: z.string().max(500).optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** A booking as the visitor sees it (confirmation, reschedule and cancel pages). */
export const bookingSummarySchema = z.object({
  start: isoTime,
  end: isoTime,
  status: z.enum(["booked", "rescheduled", "cancelled", "no_show", "done"]),
  name: z.string(),
  hostName: z.string(),
  /** The meeting link or phone number the host meets on ("" when the host will call the visitor). */
  meetingLocation: z.string(),
  language: z.enum(BOOKING_LANGUAGES),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** 201 from POST /api/booking and 200 from a reschedule. */
export const bookingConfirmedSchema = z.object({ message: z.string(), booking: bookingSummarySchema });
export type BookingConfirmed = z.infer<typeof bookingConfirmedSchema>;

/** 409: the time went to someone else meanwhile; the next free times come with the answer. */
export const bookingTakenSchema = z.object({ message: z.string(), code: z.literal("slot_taken"), slots: z.array(bookingSlotSchema) });
export type BookingTaken = z.infer<typeof bookingTakenSchema>;

/** POST /api/booking/reschedule/:token. */
export const bookingRescheduleSchema = z.object({ hostId: recordId("Please choose a time"), start: instant });

/**
 * GET /api/booking/cancel/:token and /reschedule/:token: the booking the link is for, and (for a reschedule) the host's
 * free times to move it to. A used, expired or unknown link is a 404 whose message says so.
 */
export const bookingLinkViewSchema = z.object({ booking: bookingSummarySchema, slots: bookingSlotsSchema.optional() });
export type BookingLinkView = z.infer<typeof bookingLinkViewSchema>;
