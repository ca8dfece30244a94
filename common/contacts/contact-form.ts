import { z } from "../lib/zod.ts";
import { BUNDLE_KEYS, contactRoles } from "../content/contact-options.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { CONTACT_METHODS, EMPTY_CONTACT_FORM, type ContactFormField } from "./contact-form-fields.ts";
import { contactMessagesEn, type ContactMessages } from "../i18n/contact-messages.ts";
import { fill } from "../i18n/fill.ts";

export * from "./contact-form-fields.ts";

// One schema for the contact form, POST /api/contact and the no-JavaScript form post.
// Field messages are the spec's, word for word; the upper bounds only protect the database.

/** The schema with its messages in one language (English: the spec's; the others: common/i18n/contact.translations.ts). */
export function contactFormSchemaIn(m: ContactMessages) {
  const tooLong = (max: number) => fill(m.tooLong, { max });
  const text = (min: number, max: number, message: string) =>
    z.string({ message }).trim().min(min, { message }).max(max, { message: tooLong(max) });
  const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z
      .union([z.enum(values, { message }), z.literal("")], { message })
      .optional()
      .transform((v) => (v ? v : undefined));
  return z.object({
    firstName: text(2, 100, m.firstName),
    lastName: text(2, 100, m.lastName),
    email: emailAddress(m.email),
    phone: text(10, 40, m.phone),
    budget: z.string().trim().max(100, { message: tooLong(100) }).optional().default(""),
    company: text(1, 200, m.company),
    automation: text(10, 5000, m.automation),
    contactMethod: z.enum(CONTACT_METHODS, { message: m.contactMethod }),
    role: optionalChoice(contactRoles, m.role),
    bundle: optionalChoice(BUNDLE_KEYS, m.bundle),
  });
}

export const contactFormSchema = contactFormSchemaIn(contactMessagesEn);

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactSubmission = z.output<typeof contactFormSchema>;

/** First message per field, as the form shows them. */
export function contactFormErrors(error: z.ZodError): Partial<Record<ContactFormField, string>> {
  const errors: Partial<Record<ContactFormField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in EMPTY_CONTACT_FORM) errors[field as ContactFormField] ??= issue.message;
  }
  return errors;
}

// Compile-time check: the zod-free field list and the schema name exactly the same fields.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _CONTACT_FIELDS_MATCH: Same<keyof ContactFormInput, ContactFormField> = true;
