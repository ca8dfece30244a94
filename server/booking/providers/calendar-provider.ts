import type { OutboundGuard } from "../../integrations/outbound-guard.ts";
import type { Interval } from "../slot-engine.ts";
import type { RetryOptions } from "./provider-http.ts";
import { calcomConfigFrom, createCalcomClient } from "./calcom.ts";
import { caldavConfigFrom, createCaldavClient, withTimeZone } from "./caldav.ts";

// An optional outside calendar behind one small interface (docs/decisions/045). Cal.com owns its availability and
// answers free slots; a CalDAV calendar answers busy times, which the slot engine subtracts from the host's rules.
// With none configured, booking runs on the product's own rules and claims alone.

/** What the provider is told about a booking. */
export interface ProviderBooking {
  start: Date;
  end: Date;
  name: string;
  email: string;
  phone?: string | null;
  /** The visitor's zone (Cal.com writes the attendee's times in it); the host's when unknown. */
  timeZone: string;
  language: string;
  /** Our booking's id, kept in the provider's event so staff can find it. */
  bookingId?: number;
}

interface ProviderBase {
  book(booking: ProviderBooking): Promise<string>;
  cancel(ref: string, reason?: string): Promise<void>;
  /** Moves the event; the provider may answer a new reference (Cal.com makes a new booking uid). */
  reschedule(ref: string, booking: ProviderBooking): Promise<string>;
  /** 'Test connection': resolves with a sentence for staff, or throws. */
  check(): Promise<string>;
}

/** Cal.com: its slots are the free times (its event type's rules, its connected calendars). */
export interface SlotsProvider extends ProviderBase {
  readonly name: "calcom";
  readonly availability: "slots";
  slots(from: Date, until: Date): Promise<Interval[]>;
}

/** CalDAV: busy times only; the product's rules still say when the host works. */
export interface BusyProvider extends ProviderBase {
  readonly name: "caldav";
  readonly availability: "busy";
  busy(from: Date, until: Date): Promise<Interval[]>;
}

export type CalendarProvider = SlotsProvider | BusyProvider;

export { ProviderRejected, ProviderUnavailable } from "./provider-errors.ts";

export interface ProviderDeps {
  guard: Pick<OutboundGuard, "fetch">;
  timeoutMs?: number;
  retry?: RetryOptions;
  /** The meeting length Cal.com slots last when it answers starts only (the host's, else 30 minutes). */
  meetingMinutes?: number;
  /** The host's zone: a CalDAV calendar's all-day and floating events are read on its clock. */
  timeZone?: string;
}

export interface ProviderSettings {
  get(category: string, key: string): Promise<string>;
}

export const CALENDAR_CATEGORY = "calendar";

/** The configured provider, or null when none is chosen or its settings are incomplete. */
export async function createCalendarProvider(settings: ProviderSettings, deps: ProviderDeps): Promise<CalendarProvider | null> {
  const chosen = (await settings.get(CALENDAR_CATEGORY, "booking_provider")).trim();
  if (chosen === "calcom") {
    const config = await calcomConfigFrom(settings);
    return config ? createCalcomClient(config, deps) : null;
  }
  if (chosen === "caldav") {
    const config = await caldavConfigFrom(settings);
    return config ? createCaldavClient(withTimeZone(config, deps.timeZone), deps) : null;
  }
  return null;
}
