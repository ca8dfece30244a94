// The newsletter signup (blog list and post pages) and its admin view.
import { z } from "../lib/zod.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { firstTouchField } from "../analytics/lead-source.ts";

export { NEWSLETTER_CONSENT_TEXT } from "./newsletter-text.ts";

/** One answer for new and repeat addresses, so the form never reveals who is subscribed. */
export const NEWSLETTER_SUCCESS_MESSAGE = "Thanks for subscribing! Watch your inbox for The AI Advantage Weekly.";

export const newsletterSignupSchema = z.object({
  email: emailAddress("Please enter a valid email address"),
  /** Where the form sat (e.g. "blog", "blog-post"); free text, kept short. */
  source: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/, { message: "Source may only contain lowercase letters, numbers and hyphens" })
    .optional(),
  /** Honeypot: people never see this field, bots fill it. */
  website: z.string().max(200).optional(),
  /** The visit that brought the subscriber (kept with their contact): docs/decisions/027. */
  firstTouch: firstTouchField,
});
export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>;

export const newsletterSubscriberSchema = z.object({ id: z.number(), email: z.string(), source: z.string(), createdAt: isoTime });
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
