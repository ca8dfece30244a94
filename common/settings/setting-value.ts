import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { SWITCH_OFF, SWITCH_ON, type SettingDefinition } from "./settings-catalog.ts";
import { officeHoursError, timeZoneError } from "./office-hours.ts";
import { bookingProviderError } from "./booking-provider.ts";

// Checked in the settings form and again by POST /api/admin/settings. An empty value is always
// allowed: it switches the integration off (or, for a secret, removes it).

/** What GET /api/admin/settings answers per setting: secrets only as a masked hint. */
export const settingViewSchema = z.object({
  category: z.string(),
  key: z.string(),
  label: z.string(),
  description: z.string(),
  inputType: z.enum(["text", "email", "url", "number", "password", "tel", "switch"] satisfies NonNullable<SettingDefinition["inputType"]>[]),
  secret: z.boolean(),
  /** A secret staff may reveal and copy (POST /api/admin/settings/:category/:key/reveal). */
  revealable: z.boolean(),
  /** The value, or for a secret its masked hint ('' when unset). */
  value: z.string(),
  isSet: z.boolean(),
  updatedAt: isoTime.nullable(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

/** A secret's hint starts with this; a value that still starts with it was not retyped. */
export const MASK_PREFIX = "••••••••";

export function isMaskedValue(value: string): boolean {
  return value.startsWith(MASK_PREFIX);
}

const url = z.url({ protocol: /^https?$/, message: "Please enter a valid URL starting with http:// or https://" });
const email = z.email({ message: "Please enter a valid email address" });

export const WEBHOOK_SECRET_MIN = 24;
export const WEBHOOK_SECRET_REQUIRED = `Webhooks are always signed: type a new secret (at least ${WEBHOOK_SECRET_MIN} characters) instead of removing it`;

/** The message for a value that does not fit its input type, or null when it is fine. */
export function settingValueError(inputType: SettingView["inputType"] | undefined, raw: string, key?: string): string | null {
  const value = raw.trim();
  // An empty or guessable key would let anyone forge a lead webhook.
  if (key === "webhook_secret" && value.length < WEBHOOK_SECRET_MIN) return WEBHOOK_SECRET_REQUIRED;
  // The schedule and its zone are needed (public pages and quiet hours compute with them): never empty.
  if (key === "office_hours") return officeHoursError(value);
  if (key === "time_zone") return timeZoneError(value);
  if (key === "booking_provider") return bookingProviderError(value);
  if (inputType === "switch") return value === SWITCH_ON || value === SWITCH_OFF ? null : 'Please choose "on" or "off"';
  if (value === "") return null;
  switch (inputType) {
    case "url":
      return url.safeParse(value).success ? null : "Please enter a valid URL starting with http:// or https://";
    case "email":
      return email.safeParse(value).success ? null : "Please enter a valid email address";
    case "number": {
      if (!/^\d+$/.test(value)) return "Please enter a whole number";
      if (key === "smtp_port" && (Number(value) < 1 || Number(value) > 65535)) return "Please enter a port between 1 and 65535";
      return null;
    }
    case "tel":
      return /^[+()\d\s.-]{7,30}$/.test(value) && value.replace(/\D/g, "").length >= 7 ? null : "Please enter a valid phone number";
    default:
      return null;
  }
}

export const INTEGRATION_TESTS = ["email", "webhook", "newsletter_webhook", "hubspot", "calcom", "caldav", "twilio", "whatsapp"] as const;
export type IntegrationTest = (typeof INTEGRATION_TESTS)[number];
export const integrationTestSchema = z.object({
  target: z.enum(INTEGRATION_TESTS, { message: "Please choose what to test: email, webhook, newsletter_webhook, hubspot, calcom, caldav, twilio or whatsapp" }),
});
