import type { Logger } from "../lib/logger.ts";
import { ApiError } from "../lib/errors.ts";
import { isApiError } from "#common/lib/api-error.ts";
import { enforceLimits, limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import { parseOrThrow } from "../lib/validate.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, contactFormSchemaIn } from "#common/contacts/contact-form.ts";
import { contactMessagesEn } from "#common/i18n/contact-messages.ts";
import { contactLocaleOf, contactTextIn } from "#common/i18n/contact.translations.ts";
import { localizedPath, type Locale } from "#common/i18n/locales.ts";
import { TEXT_CONSENT_FIELD, TEXT_CONSENT_VERSION, textChannelOf, textConsentWording } from "#common/contacts/text-consent.ts";
import { firstTouchField } from "#common/analytics/lead-source.ts";
import type { FirstTouch } from "#common/analytics/first-touch.ts";
import type { FormTokens } from "./form-token.ts";
import type { LeadCapture, LeadInput } from "./lead-capture.ts";

export const CONTACT_RATE_LIMIT_MESSAGE = contactMessagesEn.rateLimited;
export const TOO_FAST_MESSAGE = contactMessagesEn.tooFast;
export const STALE_FORM_MESSAGE = contactMessagesEn.stale;

// The schema per language is built once: the form takes hundreds of posts a second.
const schemas = new Map<Locale, ReturnType<typeof contactFormSchemaIn>>();
const schemaIn = (locale: Locale) => schemas.get(locale) ?? schemas.set(locale, contactFormSchemaIn(contactTextIn(locale).messages)).get(locale)!;

export interface SubmitResult {
  message: string;
  /** Null when the submission was a bot's (honeypot): it is answered like any other but not stored. */
  contactId: number | null;
  /** The visit the lead came from, as stored (cleaned); undefined when the form did not send one. */
  firstTouch?: FirstTouch;
}

/** A checkbox's "yes" (the page's post), or true (the JSON post). */
const checked = (value: unknown) => value === true || value === "yes" || value === "on";

/** E.164 for a US number as people type it ("(713) 555-0142" → +17135550142); other numbers as their digits with a +. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/**
 * The contact form's rules, shared by POST /api/contact and the page's no-JavaScript form post:
 * honeypot, validation, per-address rate limit, minimum fill time, then the lead is stored. Every answer is in the
 * language of the page the form was on (its `locale` field; English without one, word for word the spec's).
 */
export function createContactFormService(deps: { leads: LeadCapture; tokens: FormTokens; rateLimits: RateLimitStore; logger: Logger; siteName: () => Promise<string> }) {
  return {
    issueFormToken: () => deps.tokens.issue(),

    async submit(raw: unknown, opts: { ip: string }): Promise<SubmitResult> {
      const body = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
      const locale = contactLocaleOf(body.locale);
      const { page, messages } = contactTextIn(locale);
      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Same answer as a real submission, so the script learns nothing.
        deps.logger.info({ ip: opts.ip }, "contact form honeypot filled; submission dropped");
        return { message: messages.success, contactId: null };
      }
      const data = parseInLanguage(locale, body);
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("contact:ip", opts.ip), limit: 5, windowMs: 10 * 60_000, message: messages.rateLimited },
        { key: limitKey("contact:ip-day", opts.ip), limit: 20, windowMs: 24 * 60 * 60_000, message: messages.rateLimited },
      ]);
      // The token is our form's addition to the spec's payload; without one the submission is still taken.
      const token = deps.tokens.check(body[FORM_TOKEN_FIELD]);
      if (token === "too_fast") throw new ApiError(400, messages.tooFast);
      if (token === "invalid") throw new ApiError(400, messages.stale);
      const firstTouch = firstTouchField.parse(body.firstTouch);
      // A consent to texts counts only for a text channel, with the box checked: the words recorded are the ones the
      // page showed (this version, this language). Unchecked, the lead is kept and nothing is recorded.
      const channel = textChannelOf(data.contactMethod);
      const consent: LeadInput["consent"] =
        channel && checked(body[TEXT_CONSENT_FIELD])
          ? {
              channel,
              action: "granted",
              source: "form",
              wording: textConsentWording(page.consent, await deps.siteName(), channel),
              version: TEXT_CONSENT_VERSION,
              page: localizedPath(locale, "/contact"),
              ip: opts.ip,
              phone: e164(data.phone),
            }
          : undefined;
      // The browser's zone: a bad one is dropped (lead-capture checks it), never refused.
      const timeZone = typeof body.timeZone === "string" ? body.timeZone : undefined;
      const { contact } = await deps.leads.captureLead({ ...data, source: "form", firstTouch, language: locale, consent, timeZone });
      return { message: messages.success, contactId: contact.id, firstTouch };
    },
  };
}
export type ContactFormService = ReturnType<typeof createContactFormService>;

/** The form checked in its language; the answer's own message too (English keeps the generic "Please check: …"). */
function parseInLanguage(locale: Locale, body: Record<string, unknown>) {
  try {
    return parseOrThrow(schemaIn(locale), body);
  } catch (error) {
    if (locale === "en" || !isApiError(error) || !error.errors) throw error;
    throw new ApiError(error.status, contactTextIn(locale).messages.checkFields, { errors: error.errors });
  }
}
