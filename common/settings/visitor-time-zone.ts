import { z } from "../lib/zod.ts";
import { isValidTimeZone } from "./office-hours.ts";

// The visitor's own time zone as their browser names it (Intl.DateTimeFormat().resolvedOptions().timeZone), sent with
// the contact form and the chat: it decides when automated texts may reach them. An unknown or malformed name is
// dropped, never an error the visitor sees (docs/decisions/057-lead-time-zone).

/** A region's zone ("America/Los_Angeles"): "UTC" and "Etc/…" are what privacy settings report, not where someone is. */
export function visitorTimeZone(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  const zone = value.trim();
  return /^[A-Za-z]+\/[A-Za-z0-9_+\-/]+$/.test(zone) && !zone.startsWith("Etc/") && isValidTimeZone(zone) ? zone : undefined;
}

export const visitorTimeZoneField = z.unknown().optional().transform(visitorTimeZone);

/** Where a contact's zone came from, in the words the contact card shows. */
export const TIME_ZONE_SOURCES = { browser: "from browser", area_code: "from area code", settings: "site setting" } as const;
export type TimeZoneSource = keyof typeof TIME_ZONE_SOURCES;
