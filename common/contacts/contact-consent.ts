import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { isLocale, LOCALES, type Locale } from "../i18n/locales.ts";

// What the contacts admin shows of a contact's consent to texts (the ledger, docs/decisions/049) and its language.

export const CONSENT_CHANNELS = ["sms", "whatsapp"] as const;
export type ConsentChannelName = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannelName, string> = { sms: "SMS", whatsapp: "WhatsApp" };
export const CONSENT_SOURCE_LABELS = { form: "Contact form", sms_keyword: "Text message", staff: "Staff" } as const;

/** One event of the ledger, newest first in a contact's detail. */
export const contactConsentSchema = z.object({
  id: z.number(),
  channel: z.enum(CONSENT_CHANNELS),
  action: z.enum(["granted", "revoked"]),
  source: z.enum(["form", "sms_keyword", "staff"]),
  wording: z.string(),
  version: z.string(),
  page: z.string().nullable(),
  ip: z.string().nullable(),
  phone: z.string().nullable(),
  /** The member who recorded it (a revocation by hand). */
  staffName: z.string().nullable(),
  createdAt: isoTime,
});
export type ContactConsent = z.infer<typeof contactConsentSchema>;

/** POST /api/admin/contacts/:id/consents: staff record that the contact asked not to be texted on a channel. */
export const consentRevocationSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { message: "Please choose SMS or WhatsApp" }),
  /** How they asked (on a call, by e-mail…); recorded as the wording. */
  note: z.string().trim().max(500, { message: "Please keep the note under 500 characters" }).optional().default(""),
});
export type ConsentRevocation = z.input<typeof consentRevocationSchema>;

/** What is in force on a channel: the latest event's action, or none. */
export function consentState(history: readonly Pick<ContactConsent, "channel" | "action">[], channel: ConsentChannelName): "granted" | "revoked" | "none" {
  return history.find((e) => e.channel === channel)?.action ?? "none";
}

/** The languages a lead can have, for the list's filter and the card (the site's). */
export const CONTACT_LANGUAGES = Object.keys(LOCALES) as [Locale, ...Locale[]];
export const CONTACT_LANGUAGE_LABELS: Record<Locale, string> = { en: "English", es: "Spanish", vi: "Vietnamese", zh: "Chinese" };
/** A lead's language as staff read it ("Spanish"); a code we do not know is shown as it is. */
export const languageName = (code: string): string => (isLocale(code) ? CONTACT_LANGUAGE_LABELS[code] : code);
