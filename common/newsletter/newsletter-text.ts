// Zod-free, so the signup form renders without loading the validator.

/** Stored with each subscriber as the record of what they agreed to; the form shows the same words. */
export const NEWSLETTER_CONSENT_TEXT =
  "By subscribing you agree to receive The AI Advantage Weekly by e-mail. Write to us any time to unsubscribe; we use your address only for the newsletter and never sell it.";
