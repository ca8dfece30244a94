// The contact form's messages in English: the field messages are the spec's, word for word (docs/decisions/053). The
// schema (common/contacts/contact-form.ts) is built from a set of these, so the browser and the API answer a visitor
// in the page's language from one set (contact.translations.ts holds the others).

export const contactMessagesEn = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  company: "Company name is required",
  automation: "Please provide more details about your automation needs",
  contactMethod: "Please select a preferred contact method",
  role: "Please choose one of the listed roles",
  bundle: "Please choose one of the listed bundles",
  /** {max}. */
  tooLong: "Please keep this under {max} characters",
  /** The API's answer beside the field messages; English keeps the generic one ("Please check: email, phone"). */
  checkFields: "Please check the highlighted fields.",
  success: "We'll contact you within 24 hours to discuss your automation needs.",
  rateLimited: "You've sent several messages in a short time. Please wait a few minutes and try again, or call us directly.",
  tooFast: "That was quick! Please take a moment to check your details, then submit the form again.",
  stale: "This form has expired. Please reload the page and submit it again.",
};

export type ContactMessages = typeof contactMessagesEn;
