// The newsletter signup (blog list and post pages) and its admin view.
import { z } from "../lib/zod.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { firstTouchField } from "../analytics/lead-source.ts";
import { recordId } from "../lib/record-id.ts";

export { NEWSLETTER_CONSENT_TEXT } from "./newsletter-text.ts";

/**
 * One answer for new, pending and already confirmed addresses, so the form never reveals who is subscribed
 * (double opt-in: nothing is sent before the link in the confirmation e-mail is followed).
 */
export const NEWSLETTER_SUCCESS_MESSAGE = "Almost there! Check your inbox and click the link in our e-mail to confirm your subscription.";

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
  /** The visit that brought the subscriber (kept with their contact): docs/decisions/031. */
  firstTouch: firstTouchField,
});
export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>;

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

export const newsletterSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  source: z.string(),
  createdAt: isoTime,
  status: z.enum(NEWSLETTER_STATUSES),
  confirmedAt: isoTime.nullable(),
  unsubscribedAt: isoTime.nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** Everything held about one subscriber (staff's export for an access request). */
export const newsletterSubscriberExportSchema = newsletterSubscriberSchema.extend({
  consentText: z.string(),
  consentAt: isoTime,
  bouncedAt: isoTime.nullable(),
  issuesReceived: z.array(z.object({ issueId: z.number(), subject: z.string(), status: z.string(), sentAt: isoTime.nullable() })),
});
export type NewsletterSubscriberExport = z.infer<typeof newsletterSubscriberExportSchema>;

// ---------- issues ----------
/** What an issue carries: one post, or a digest of the posts published in the last `days` days. */
export const newsletterContentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("post"), postId: recordId("Choose a post to send") }),
  z.object({ kind: z.literal("digest"), days: z.number().int().min(1, { message: "A digest covers 1 to 31 days" }).max(31, { message: "A digest covers 1 to 31 days" }).default(7) }),
]);
export type NewsletterContent = z.infer<typeof newsletterContentSchema>;

const subjectField = z.string().trim().max(150, { message: "Keep the subject under 150 characters" }).optional();

export const newsletterIssueInputSchema = z.object({ content: newsletterContentSchema, subject: subjectField });
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;

export const newsletterTestSendSchema = newsletterIssueInputSchema.extend({ to: emailAddress("Please enter a valid email address") });
export type NewsletterTestSendInput = z.infer<typeof newsletterTestSendSchema>;

export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string(), recipients: z.number() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterIssueSchema = z.object({
  id: z.number(),
  subject: z.string(),
  kind: z.enum(["post", "digest"]),
  status: z.enum(["sending", "sent"]),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Not sent because the person unsubscribed (or bounced) before their turn. */
  cancelled: z.number(),
  waiting: z.number(),
  /** Recipients who received it and unsubscribed afterwards. */
  unsubscribedAfter: z.number(),
  createdAt: isoTime,
  finishedAt: isoTime.nullable(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** A published post an issue can be made of (the composer's list: whoever sends issues may not read the blog admin). */
export const newsletterPostChoiceSchema = z.object({ id: z.number(), title: z.string(), publishedAt: isoTime });
export type NewsletterPostChoice = z.infer<typeof newsletterPostChoiceSchema>;
