import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { contacts, users } from "../db/schema.ts";
import type { BookingLinkPurpose, BookingSource, BookingStatus } from "#common/booking/booking-types.ts";

// The booking feature's own tables (docs/decisions/041, 043); drizzle.config.ts reads them beside the shared schema.

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A staff member who takes consultations, with their own bookable hours (docs/decisions/043). */
export const bookingHosts = pgTable("booking_hosts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  active: boolean("active").notNull().default(true),
  weeklyHours: text("weekly_hours").notNull().default("Mon-Fri 09:00-17:00"),
  timeZone: text("time_zone").notNull().default("America/Chicago"),
  meetingMinutes: integer("meeting_minutes").notNull().default(30),
  bufferMinutes: integer("buffer_minutes").notNull().default(15),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(240),
  horizonDays: integer("horizon_days").notNull().default(30),
  stepMinutes: integer("step_minutes").notNull().default(30),
  daysOff: text("days_off").array().notNull().default(sql`'{}'::text[]`),
  holidaysOff: boolean("holidays_off").notNull().default(true),
  meetingLink: text("meeting_link").notNull().default(""),
  meetingPhone: text("meeting_phone").notNull().default(""),
  updatedAt: updatedAt(),
});

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    // A removed staff member's bookings stay, without a host, for someone to take over.
    hostId: integer("host_id").references(() => users.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    conversationId: text("conversation_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    language: text("language").notNull().default("en"),
    visitorTimeZone: text("visitor_time_zone"),
    source: text("source").$type<BookingSource>().notNull(),
    provider: text("provider").notNull().default("local"),
    providerRef: text("provider_ref"),
    rescheduledFromId: integer("rescheduled_from_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set by the UPDATE that claims the reminder (booking-reminders.ts): each is sent once, whichever instance runs. */
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
  },
  (t) => [index("bookings_host_starts_idx").on(t.hostId, t.startsAt), index("bookings_contact_idx").on(t.contactId), index("bookings_starts_idx").on(t.startsAt)],
);

/**
 * The host's time an active booking holds, one row per grain from its start to its end plus the buffer: the primary
 * key lets only one booking hold a grain, so two visitors choosing overlapping times on any number of instances
 * cannot both get them (the second insert fails; docs/decisions/043).
 */
export const bookingClaims = pgTable(
  "booking_claims",
  {
    hostId: integer("host_id")
      .notNull()
      .references(() => bookingHosts.userId, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.at] }), index("booking_claims_booking_idx").on(t.bookingId)],
);

/** Single-use links in the confirmation e-mail to cancel or reschedule without an account (only the hash is kept). */
export const bookingLinks = pgTable(
  "booking_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<BookingLinkPurpose>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("booking_links_booking_idx").on(t.bookingId)],
);
