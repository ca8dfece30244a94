// The few facts the page shell of every public page needs (footer, contact card), apart from the larger
// offerings catalogue so that loading them does not load it (docs/decisions/010). Re-exported by offerings.ts.

export const CONTACT_FOR_PRICING = "Contact for pricing";
export const BUSINESS_HOURS = "Monday - Friday, 8 AM - 6 PM CST";
export const BLOG_NAME = "The AI Advantage Weekly";
/** Promised reply time to a lead. */
export const REPLY_WITHIN_HOURS = 24;
/** How long a newsletter confirmation link stays valid (it works once). */
export const NEWSLETTER_LINK_HOURS = 48;
