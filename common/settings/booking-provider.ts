// The booking_provider setting: the outside calendar a consultation booking goes through (docs/decisions/045);
// "none": the product's own rules and claims alone.

export const BOOKING_PROVIDERS = ["none", "calcom", "caldav"] as const;
export type BookingProviderName = (typeof BOOKING_PROVIDERS)[number];

export const BOOKING_PROVIDER_CHOICE = 'Please enter "none", "calcom" (Cal.com) or "caldav" (a CalDAV calendar)';

/** The settings page's check of the booking_provider value (empty is "none"); null when it is fine. */
export function bookingProviderError(value: string): string | null {
  const chosen = value.trim();
  return chosen === "" || (BOOKING_PROVIDERS as readonly string[]).includes(chosen) ? null : BOOKING_PROVIDER_CHOICE;
}
