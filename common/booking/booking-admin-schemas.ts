import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { recordId, recordIdParam } from "../lib/record-id.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { anyMeansNone, pagingFields, SORT_DIRECTIONS } from "../lib/list-query.ts";
import { officeHoursError, timeZoneError } from "../settings/office-hours.ts";
import { BOOKING_GRAIN_MINUTES, BOOKING_SOURCES, BOOKING_STATUSES, DEFAULT_BOOKING_RULES, type BookingStatus } from "./booking-types.ts";

// The staff side of consultation booking (/api/admin/bookings): the bookings list and week, status changes, and each
// host's rules (docs/decisions/043). Field messages say what to type instead.

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: "Booked",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  no_show: "No-show",
  done: "Done",
};

/** What staff may set a booking to: done or no-show once the meeting has started, cancelled while it is booked. */
export const STAFF_BOOKING_STATUSES = ["done", "no_show", "cancelled"] as const;
export type StaffBookingStatus = (typeof STAFF_BOOKING_STATUSES)[number];

const instantParam = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { message: `${label} must be a date and time (ISO 8601)` });

/** GET /api/admin/bookings: a page of bookings, by start time (soonest first unless dir=desc). */
export const bookingListQuerySchema = z.object({
  ...pagingFields,
  dir: z.enum(SORT_DIRECTIONS, { message: "Direction is asc or desc" }).optional(),
  status: z.preprocess(anyMeansNone, z.enum(BOOKING_STATUSES, { message: `Status is one of ${BOOKING_STATUSES.join(", ")}` }).optional()),
  hostId: z.preprocess(anyMeansNone, recordIdParam("Please choose a host").optional()),
  contactId: z.preprocess(anyMeansNone, recordIdParam("Please choose a contact").optional()),
  /** Bookings starting at or after this instant. */
  from: instantParam("From"),
  /** Bookings starting before this instant. */
  to: instantParam("To"),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const bookingViewSchema = z.object({
  id: z.number().int(),
  hostId: z.number().int().nullable(),
  hostName: z.string().nullable(),
  contactId: z.number().int().nullable(),
  conversationId: z.string().nullable(),
  start: isoTime,
  end: isoTime,
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.string(),
  visitorTimeZone: z.string().nullable(),
  source: z.enum(BOOKING_SOURCES),
  /** The host's meeting link or phone ("" when the host calls the visitor). */
  meetingLocation: z.string(),
  rescheduledFromId: z.number().int().nullable(),
  createdAt: isoTime,
  cancelledAt: isoTime.nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingListSchema = z.object({ items: z.array(bookingViewSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type BookingList = z.infer<typeof bookingListSchema>;

/**
 * POST /api/admin/bookings: staff book a consultation for someone (a phone call, a walk-in), at any free time of the
 * host's, in or outside their weekly hours, or record one that already took place.
 */
export const bookingCreateSchema = z.object({
  hostId: recordId("Please choose a host"),
  start: z.iso.datetime({ offset: true, message: "Please choose a date and time" }).meta({ format: "date-time" }),
  name: z.string().trim().min(2, { message: "Please enter the visitor's name" }).max(120, { message: "Please keep the name under 120 characters" }),
  email: emailAddress("Please enter a valid email address"),
  phone: z
    .string()
    .trim()
    .max(40, { message: "Please keep the phone number under 40 characters" })
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.replace(/\D/g, "").length >= 7, { message: "Please enter a phone number with at least 7 digits" }),
  contactId: recordId("Please choose a contact").optional(),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** PATCH /api/admin/bookings/:id. */
export const bookingStatusChangeSchema = z.object({
  status: z.enum(STAFF_BOOKING_STATUSES, { message: "Choose done, no-show or cancelled" }),
});
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

const minutesField = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number of minutes` })
    .int({ message: `${label} must be whole minutes` })
    .min(min, { message: `${label} must be at least ${min} minutes` })
    .max(max, { message: `${label} must be at most ${max} minutes` })
    .refine((v) => v % BOOKING_GRAIN_MINUTES === 0, { message: `${label} must be a multiple of ${BOOKING_GRAIN_MINUTES} minutes (for example 15, 30 or 45)` });

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A meeting link: an http(s) address, or nothing. */
const meetingLink = z
  .string()
  .trim()
  .max(500, { message: "Please keep the meeting link under 500 characters" })
  .refine(
    (v) => {
      if (!v) return true;
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { message: "Please enter the full meeting link, starting with https:// (e.g. https://meet.google.com/abc-defg-hij)" },
  );

const meetingPhone = z
  .string()
  .trim()
  .max(40, { message: "Please keep the phone number under 40 characters" })
  .refine((v) => !v || (/^[\d\s()+.\-x]+$/i.test(v) && v.replace(/\D/g, "").length >= 7), { message: "Please enter a phone number with at least 7 digits, e.g. 713-555-0101" });

/** PUT /api/admin/bookings/hosts/:userId: a host's rules (created with them when the member is not a host yet). */
export const bookingHostRulesSchema = z.object({
  weeklyHours: z
    .string()
    .trim()
    .max(300, { message: "Please keep the weekly hours under 300 characters" })
    .superRefine((v, ctx) => {
      const error = officeHoursError(v);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .superRefine((v, ctx) => {
      const error = timeZoneError(v);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  meetingMinutes: minutesField("Meeting length", BOOKING_GRAIN_MINUTES, 480),
  bufferMinutes: minutesField("Buffer", 0, 240),
  stepMinutes: minutesField("Start times", BOOKING_GRAIN_MINUTES, 240),
  minNoticeMinutes: z
    .number({ message: "Minimum notice must be a number of minutes" })
    .int({ message: "Minimum notice must be whole minutes" })
    .min(0, { message: "Minimum notice cannot be negative (0 means no notice needed)" })
    .max(60 * 24 * 60, { message: "Minimum notice must be at most 60 days" }),
  horizonDays: z
    .number({ message: "How far ahead must be a number of days" })
    .int({ message: "How far ahead must be whole days" })
    .min(1, { message: "How far ahead must be from 1 to 365 days" })
    .max(365, { message: "How far ahead must be from 1 to 365 days" }),
  daysOff: z
    .array(z.string().regex(calendarDay, { message: "Days off are dates like 2026-12-31" }).refine((d) => !Number.isNaN(Date.parse(d)), { message: "Days off are dates like 2026-12-31" }))
    .max(366, { message: "At most 366 days off" })
    .default([]),
  holidaysOff: z.boolean().default(true),
  meetingLink: meetingLink.default(""),
  meetingPhone: meetingPhone.default(""),
});
export type BookingHostRules = z.infer<typeof bookingHostRulesSchema>;
export type BookingHostRulesInput = z.input<typeof bookingHostRulesSchema>;

/** What a new host's form starts with. */
export const DEFAULT_HOST_FORM: BookingHostRules = { ...DEFAULT_BOOKING_RULES, daysOff: [], meetingLink: "", meetingPhone: "" };

/** PATCH /api/admin/bookings/hosts/:userId: take consultations again, or stop (existing bookings stay). */
export const bookingHostActiveSchema = z.object({ active: z.boolean({ message: "Say whether the host takes consultations" }) });

export const bookingHostSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  weeklyHours: z.string(),
  timeZone: z.string(),
  meetingMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  stepMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  daysOff: z.array(z.string()),
  holidaysOff: z.boolean(),
  meetingLink: z.string(),
  meetingPhone: z.string(),
  updatedAt: isoTime,
});
export type BookingHost = z.infer<typeof bookingHostSchema>;

export const bookingHostsSchema = z.object({
  hosts: z.array(bookingHostSchema),
  /** Active staff who are not hosts yet (whom a host can be added for). */
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  /** Whether the signed-in member may change other members' hours (owner and administrators). */
  mayEditOthers: z.boolean(),
});
export type BookingHosts = z.infer<typeof bookingHostsSchema>;

/** POST /api/admin/bookings/hosts/:userId/preview: the next free times these rules would give (nothing is saved). */
export const bookingPreviewSchema = z.object({
  slots: z.array(z.object({ start: isoTime, end: isoTime })),
});
export type BookingPreview = z.infer<typeof bookingPreviewSchema>;
