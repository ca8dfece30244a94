import { DEFAULT_BOOKING_RULES } from "#common/booking/booking-types.ts";
import type { BookingMailPayload } from "../outbox/outbox-payloads.ts";
import { buildInvite } from "./ics.ts";
import { BOOKING_WORDS, languageOf, type BookingMailKind, type BookingWords } from "./booking-words.ts";

// The visitor's e-mails about a consultation, rendered when queued (docs/decisions/043): the time in their zone and in
// Houston's, where to meet, the single-use reschedule and cancel links, and the calendar invitation.

const HOUSTON = DEFAULT_BOOKING_RULES.timeZone;

export interface BookingMailFacts {
  language: string;
  name: string;
  email: string;
  phone: string | null;
  start: Date;
  end: Date;
  visitorTimeZone: string | null;
  host: { name: string; email: string; meetingLink: string; meetingPhone: string };
  siteName: string;
  /** The site's origin (PUBLIC_URL), for the links. */
  publicUrl: string;
  /** The links' tokens (absent in a cancellation). */
  links?: { cancel: string; reschedule: string };
  /** One UID for every version of the meeting; SEQUENCE counts its changes. */
  calendar: { uid: string; sequence: number };
  /** Reply-To: the host, so a visitor's answer reaches a person. */
  replyTo?: string;
}

/** "Tuesday, December 1, 9:00 AM CST" in the language's own order. */
export function timeWords(at: Date, zone: string, locale: string): string {
  const format = (z: string) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: z, timeZoneName: "short" }).format(at);
  try {
    return format(zone);
  } catch {
    return format(HOUSTON);
  }
}

function timeLines(f: BookingMailFacts, w: BookingWords): string[] {
  const houston = `${w.houstonTime}: ${timeWords(f.start, HOUSTON, w.locale)}`;
  const zone = f.visitorTimeZone;
  if (!zone || timeWords(f.start, zone, "en-US") === timeWords(f.start, HOUSTON, "en-US")) return [houston];
  return [`${w.yourTime}: ${timeWords(f.start, zone, w.locale)}`, houston];
}

function whereLine(f: BookingMailFacts, w: BookingWords): string {
  if (f.host.meetingLink) return `${w.joinLink}: ${f.host.meetingLink}`;
  if (f.host.meetingPhone) return `${w.callUs} ${f.host.meetingPhone}`;
  return f.phone ? w.weCallYou(f.phone) : w.weEmailYou;
}

const origin = (f: BookingMailFacts) => f.publicUrl.replace(/\/$/, "");
/** The e-mail's links open their page in the booking's language (?lang=), rendered so from the first paint. */
const langQuery = (language: string) => (languageOf(language) === "en" ? "" : `?lang=${languageOf(language)}`);
export const rescheduleUrl = (publicUrl: string, token: string, language = "en") => `${publicUrl.replace(/\/$/, "")}/book/reschedule/${token}${langQuery(language)}`;
export const cancelUrl = (publicUrl: string, token: string, language = "en") => `${publicUrl.replace(/\/$/, "")}/book/cancel/${token}${langQuery(language)}`;

function linkLines(f: BookingMailFacts, w: BookingWords): string[] {
  if (!f.links) return [];
  return [w.reschedule(rescheduleUrl(f.publicUrl, f.links.reschedule, f.language)), w.cancel(cancelUrl(f.publicUrl, f.links.cancel, f.language)), w.linksOnce];
}

function invite(kind: BookingMailKind, f: BookingMailFacts, w: BookingWords): BookingMailPayload["calendar"] {
  if (kind === "reminder24h" || kind === "reminder1h") return undefined;
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const content = buildInvite({
    method,
    uid: f.calendar.uid,
    sequence: f.calendar.sequence,
    start: f.start,
    end: f.end,
    stamp: new Date(),
    summary: w.summary(f.host.name, f.siteName),
    description: [whereLine(f, w), ...linkLines(f, w)].join("\n"),
    location: f.host.meetingLink || f.host.meetingPhone || undefined,
    organizer: { name: f.host.name, email: f.host.email },
    attendee: { name: f.name, email: f.email },
  });
  return { method, content };
}

/** One e-mail to the visitor, ready for the outbox (kind booking_mail). */
export function bookingMail(kind: BookingMailKind, f: BookingMailFacts): BookingMailPayload {
  const w = BOOKING_WORDS[languageOf(f.language)];
  const when = timeWords(f.start, f.visitorTimeZone ?? HOUSTON, w.locale);
  const calendar = invite(kind, f, w);
  const body = [
    w.greeting(f.name),
    "",
    w.intro[kind](f.host.name, f.siteName),
    "",
    ...timeLines(f, w),
    ...(kind === "cancelled" ? [] : [whereLine(f, w)]),
    "",
    ...(kind === "cancelled" ? [w.bookAgain(`${origin(f)}/book`)] : linkLines(f, w)),
    ...(calendar && kind !== "cancelled" ? ["", w.invite] : []),
    "",
    w.signOff,
    f.siteName,
  ];
  return {
    to: f.email,
    subject: w.subject[kind](when, f.host.name),
    text: body.join("\n"),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
    ...(calendar ? { calendar } : {}),
    ...(kind === "reminder24h" || kind === "reminder1h" ? { expiresAt: f.start.toISOString() } : {}),
  };
}
