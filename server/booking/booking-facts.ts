import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { chatConversations, users } from "../db/schema.ts";
import { bookingHosts, bookings } from "./booking.schema.ts";
import type { BookingRow } from "./booking-store.ts";
import type { BookingMailFacts } from "./booking-mail.ts";
import type { BookingSummary } from "#common/booking/booking-schemas.ts";
import { languageOf } from "./booking-words.ts";

// What the e-mails, the pages and the staff alerts say about one booking, read in the caller's transaction.

export interface HostFacts {
  name: string;
  email: string;
  meetingLink: string;
  meetingPhone: string;
}

const NO_HOST: HostFacts = { name: "our team", email: "", meetingLink: "", meetingPhone: "" };

export async function hostFacts(q: DbOrTx, hostId: number | null): Promise<HostFacts> {
  if (hostId === null) return NO_HOST;
  const [row] = await q
    .select({ name: users.name, email: users.email, meetingLink: bookingHosts.meetingLink, meetingPhone: bookingHosts.meetingPhone })
    .from(users)
    .leftJoin(bookingHosts, eq(bookingHosts.userId, users.id))
    .where(eq(users.id, hostId));
  return row ? { name: row.name, email: row.email, meetingLink: row.meetingLink ?? "", meetingPhone: row.meetingPhone ?? "" } : NO_HOST;
}

/**
 * The calendar's identity of a booking: a reschedule is a new row pointing at the one it replaced, so the first row
 * of the chain names the meeting (UID) and the number of moves since is its SEQUENCE. A calendar then moves the
 * event it has instead of adding a second one.
 */
export async function calendarIdentity(q: DbOrTx, booking: BookingRow, domain: string): Promise<{ uid: string; sequence: number }> {
  let first = booking.id;
  let previous = booking.rescheduledFromId;
  let sequence = 0;
  while (previous !== null && sequence < 100) {
    const [row] = await q.select({ id: bookings.id, from: bookings.rescheduledFromId }).from(bookings).where(eq(bookings.id, previous));
    if (!row) break;
    first = row.id;
    previous = row.from;
    sequence++;
  }
  return { uid: `booking-${first}@${domain}`, sequence };
}

export function bookingSummary(booking: BookingRow, host: HostFacts): BookingSummary {
  return {
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    status: booking.status,
    name: booking.name,
    hostName: host.name,
    meetingLocation: host.meetingLink || host.meetingPhone,
    language: languageOf(booking.language),
  };
}

export interface SiteFacts {
  siteName: string;
  publicUrl: string;
  domain: string;
}

export async function mailFacts(
  q: DbOrTx,
  booking: BookingRow,
  site: SiteFacts,
  opts: { links?: { cancel: string; reschedule: string }; sequenceBump?: number; host?: HostFacts } = {},
): Promise<BookingMailFacts> {
  const host = opts.host ?? (await hostFacts(q, booking.hostId));
  const calendar = await calendarIdentity(q, booking, site.domain);
  return {
    language: booking.language,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    start: booking.startsAt,
    end: booking.endsAt,
    visitorTimeZone: booking.visitorTimeZone,
    host,
    siteName: site.siteName,
    publicUrl: site.publicUrl,
    links: opts.links,
    calendar: { uid: calendar.uid, sequence: calendar.sequence + (opts.sequenceBump ?? 0) },
    ...(host.email ? { replyTo: host.email } : {}),
  };
}

/**
 * The language and zone to write to a contact in (a booking staff make for them): their latest booking's, else their
 * latest chat's language; English and the host's zone when nothing is known.
 */
export async function contactBookingDefaults(q: DbOrTx, contactId: number | null): Promise<{ language: string; timeZone: string | null }> {
  if (contactId === null) return { language: "en", timeZone: null };
  const [booked] = await q
    .select({ language: bookings.language, timeZone: bookings.visitorTimeZone })
    .from(bookings)
    .where(eq(bookings.contactId, contactId))
    .orderBy(desc(bookings.id))
    .limit(1);
  const [chat] = await q.select({ language: chatConversations.language }).from(chatConversations).where(eq(chatConversations.contactId, contactId)).orderBy(desc(chatConversations.lastActivityAt)).limit(1);
  return { language: languageOf(booked?.language ?? chat?.language ?? "en"), timeZone: booked?.timeZone ?? null };
}
