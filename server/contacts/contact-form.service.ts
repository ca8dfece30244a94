import type { Logger } from "../lib/logger.ts";
import { ApiError } from "../lib/errors.ts";
import { enforceLimits, limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import { parseOrThrow } from "../lib/validate.ts";
import {
  CONTACT_SUCCESS_MESSAGE,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  contactFormSchema,
} from "#common/contacts/contact-form.ts";
import { firstTouchField } from "#common/analytics/lead-source.ts";
import type { FirstTouch } from "#common/analytics/first-touch.ts";
import type { FormTokens } from "./form-token.ts";
import type { LeadCapture } from "./lead-capture.ts";

export const CONTACT_RATE_LIMIT_MESSAGE =
  "You've sent several messages in a short time. Please wait a few minutes and try again, or call us directly.";
export const TOO_FAST_MESSAGE = "That was quick! Please take a moment to check your details, then submit the form again.";
export const STALE_FORM_MESSAGE = "This form has expired. Please reload the page and submit it again.";

export interface SubmitResult {
  message: string;
  /** Null when the submission was a bot's (honeypot): it is answered like any other but not stored. */
  contactId: number | null;
  /** The visit the lead came from, as stored (cleaned); undefined when the form did not send one. */
  firstTouch?: FirstTouch;
}

/**
 * The contact form's rules, shared by POST /api/contact and the page's no-JavaScript form post:
 * honeypot, validation, per-address rate limit, minimum fill time, then the lead is stored.
 */
export function createContactFormService(deps: { leads: LeadCapture; tokens: FormTokens; rateLimits: RateLimitStore; logger: Logger }) {
  return {
    issueFormToken: () => deps.tokens.issue(),

    async submit(raw: unknown, opts: { ip: string }): Promise<SubmitResult> {
      const body = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Same answer as a real submission, so the script learns nothing.
        deps.logger.info({ ip: opts.ip }, "contact form honeypot filled; submission dropped");
        return { message: CONTACT_SUCCESS_MESSAGE, contactId: null };
      }
      const data = parseOrThrow(contactFormSchema, body);
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("contact:ip", opts.ip), limit: 5, windowMs: 10 * 60_000, message: CONTACT_RATE_LIMIT_MESSAGE },
        { key: limitKey("contact:ip-day", opts.ip), limit: 20, windowMs: 24 * 60 * 60_000, message: CONTACT_RATE_LIMIT_MESSAGE },
      ]);
      // The token is our form's addition to the spec's payload; without one the submission is still taken.
      const token = deps.tokens.check(body[FORM_TOKEN_FIELD]);
      if (token === "too_fast") throw new ApiError(400, TOO_FAST_MESSAGE);
      if (token === "invalid") throw new ApiError(400, STALE_FORM_MESSAGE);
      const firstTouch = firstTouchField.parse(body.firstTouch);
      const { contact } = await deps.leads.captureLead({ ...data, source: "form", firstTouch });
      return { message: CONTACT_SUCCESS_MESSAGE, contactId: contact.id, firstTouch };
    },
  };
}
export type ContactFormService = ReturnType<typeof createContactFormService>;
