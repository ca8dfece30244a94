import {
  EMPTY_CONTACT_FORM,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "#common/contacts/contact-form-fields.ts";
import { TEXT_CONSENT_FIELD } from "#common/contacts/text-consent.ts";
import type { ContactMessages } from "#common/i18n/contact-messages.ts";
import type { ContactPageText } from "#common/i18n/contact-page.ts";
import type { Locale } from "#common/i18n/locales.ts";
import { ApiRequestError, apiJson } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import { leadFirstTouch } from "../../lib/first-touch.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { toast } from "../ui/use-toast.ts";
import type { ContactErrors, ContactValues } from "./contact-form.tsx";

// The contact form's validating and sending, loaded on its first submit (the page does not need it to render).

/**
 * Field messages for the values in the page's language (`messages`; null: English), or null when they pass. If the
 * validator cannot load, the server checks the same schema and answers with the same messages.
 */
export async function validateContact(values: ContactValues, messages: ContactMessages | null): Promise<ContactErrors | null> {
  try {
    const { contactFormSchema, contactFormSchemaIn, contactFormErrors } = await import("#common/contacts/contact-form.ts");
    const parsed = (messages ? contactFormSchemaIn(messages) : contactFormSchema).safeParse(values);
    return parsed.success ? null : contactFormErrors(parsed.error);
  } catch {
    return null;
  }
}

export type SendOutcome = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors; message?: string };

/**
 * Posts the form to /api/contact with the spec's toasts (in the page's language); on success the form starts empty
 * again. The server answers in `locale` too.
 */
export async function sendContact(
  values: ContactValues,
  form: FormData,
  page: { locale: Locale; toast: ContactPageText["toast"] },
): Promise<SendOutcome> {
  const body = {
    ...values,
    [FORM_TOKEN_FIELD]: String(form.get(FORM_TOKEN_FIELD) ?? ""),
    [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ""),
    locale: page.locale,
    // Only offered (and only counted) for SMS and WhatsApp.
    [TEXT_CONSENT_FIELD]: form.get(TEXT_CONSENT_FIELD) === "yes",
    // Where the visit came from; the server counts the conversion (no separate analytics event).
    firstTouch: leadFirstTouch(),
    // Automated texts keep quiet hours in the visitor's own zone.
    timeZone: browserTimeZone(),
  };
  try {
    const data = await apiJson<ApiOutput<"/api/contact", "POST", "/">>("POST", "/api/contact", body);
    toast({ title: page.toast.success, description: data.message });
    return { ok: true, values: EMPTY_CONTACT_FORM };
  } catch (error) {
    console.error("Failed to submit form", error);
    toast({ variant: "destructive", title: page.toast.failed, description: page.toast.failedDetail });
    if (!(error instanceof ApiRequestError)) return { ok: false, errors: {} };
    const errors = (error.body?.errors ?? {}) as ContactErrors;
    // Field-less refusals (too many messages, sent too fast) say what to do in words.
    const message = Object.keys(errors).length === 0 ? error.body?.message : undefined;
    return { ok: false, errors, message };
  }
}
