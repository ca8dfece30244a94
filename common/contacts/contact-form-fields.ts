// The contact form's constants without zod, so the page can render the form without loading the validator.

export const CONTACT_METHODS = ["email", "sms", "whatsapp"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = { email: "Email", sms: "SMS / Text", whatsapp: "WhatsApp" };

/** The server's default thank-you message. */
export const CONTACT_SUCCESS_MESSAGE = "We'll contact you within 24 hours to discuss your automation needs.";

/** Names of the two anti-spam fields the form sends besides the spec's fields. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";

export const CONTACT_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "budget",
  "company",
  "automation",
  "contactMethod",
  "role",
  "bundle",
] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The form's empty state: what a successful submission resets to. */
export const EMPTY_CONTACT_FORM = Object.fromEntries(CONTACT_FORM_FIELDS.map((f) => [f, ""])) as Record<ContactFormField, string>;

export interface ContactSubmitResponse {
  message: string;
}
