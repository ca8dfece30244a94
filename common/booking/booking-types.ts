// The consultation bookings' shared names (server, admin and the public booking pages).

export const BOOKING_STATUSES = ["booked", "rescheduled", "cancelled", "no_show", "done"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold the host's time: a slot they claim cannot be booked again. */
export const ACTIVE_BOOKING_STATUSES = ["booked"] as const satisfies readonly BookingStatus[];

/** "calendar": made or changed in the connected calendar (a Cal.com webhook), not on the site. */
export const BOOKING_SOURCES = ["chat", "book_page", "admin", "calendar"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const BOOKING_LINK_PURPOSES = ["cancel", "reschedule"] as const;
export type BookingLinkPurpose = (typeof BOOKING_LINK_PURPOSES)[number];

/** The defaults a new host starts with: weekdays 9 to 5 Central, 30-minute meetings, 15 minutes between them. */
export const DEFAULT_BOOKING_RULES = {
  weeklyHours: "Mon-Fri 09:00-17:00",
  timeZone: "America/Chicago",
  meetingMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 240,
  horizonDays: 30,
  stepMinutes: 30,
  daysOff: [] as string[],
  holidaysOff: true,
} as const;

/** Claims are taken per grain of this many minutes: meeting lengths, buffers and steps are multiples of it. */
export const BOOKING_GRAIN_MINUTES = 5;
