import { isOfficeOpen, nextOfficeOpening, officeSchedule } from "#common/settings/office-hours.ts";

// Texas SB 140 (Bus. & Com. Code ch. 304, from 1 September 2025) makes marketing texts telephone solicitation: none
// before 9 am or after 9 pm Monday to Saturday, nor before noon or after 9 pm on Sunday, in the recipient's time zone.
// Written as office hours so the same DST-aware stepping computes it (common/settings/office-hours.ts).
export const TEXAS_TEXTING_HOURS = "Mon-Sat 09:00-21:00, Sun 12:00-21:00";

/** Whether an automated text may go out at `at` to someone in `zone`. */
export function textingAllowed(zone: string, at: Date = new Date()): boolean {
  return isOfficeOpen(officeSchedule(TEXAS_TEXTING_HOURS, zone), at);
}

/** `at` itself when texting is allowed then, else the next allowed minute in `zone`. */
export function nextTextingTime(zone: string, at: Date = new Date()): Date {
  return nextOfficeOpening(officeSchedule(TEXAS_TEXTING_HOURS, zone), at) ?? at;
}
