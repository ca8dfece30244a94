import { fill } from "../i18n/fill.ts";
import type { ContactPageText } from "../i18n/contact-page.ts";
import type { ContactMethod } from "./contact-form-fields.ts";

// The contact form's consent to texts (issue 38; docs/decisions/053): shown when the preferred channel is SMS or
// WhatsApp, unchecked by default; a checked box is recorded in the consent ledger with the words shown.

/** The form field: "yes" when checked (a checkbox posts its value only when checked). */
export const TEXT_CONSENT_FIELD = "textConsent";
/** The version of the wording (every language's `consent.label`): change it whenever any of them changes. */
export const TEXT_CONSENT_VERSION = "contact-form-2026-11-29";

export type TextChannel = "sms" | "whatsapp";
export function textChannelOf(method: ContactMethod | string | undefined): TextChannel | null {
  return method === "sms" || method === "whatsapp" ? method : null;
}

/** The consent's words as the form shows them, and as the ledger records them. */
export function textConsentWording(consent: ContactPageText["consent"], siteName: string, channel: TextChannel): string {
  return fill(consent.label, { siteName, channel: consent.channels[channel] });
}
