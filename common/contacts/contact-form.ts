import { z } from "../lib/zod.ts";
import { BUNDLE_KEYS, contactRoles } from "../content/contact-options.ts";
import { emailAddress } from "../lib/form-fields.ts";
import { CONTACT_METHODS, EMPTY_CONTACT_FORM, type ContactFormField } from "./contact-form-fields.ts";

export * from "./contact-form-fields.ts";

// One schema for the contact form, POST /api/contact and the no-JavaScript form post.
// Field messages are the spec's, word for word; the upper bounds only protect the database.

const text = (min: number, max: number, message: string) =>
  z.string({ message }).trim().min(min, { message }).max(max, { message: `Please keep this under ${max} characters` });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { message }), z.literal("")], { message })
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactFormSchema = z.object({
  firstName: text(2, 100, "First name must be at least 2 characters"),
  lastName: text(2, 100, "Last name must be at least 2 characters"),
  email: emailAddress("Please enter a valid email address"),
  phone: text(10, 40, "Please enter a valid phone number"),
  budget: z.string().trim().max(100, { message: "Please keep this under 100 characters" }).optional().default(""),
  company: text(1, 200, "Company name is required"),
  automation: text(10, 5000, "Please provide more details about your automation needs"),
  contactMethod: z.enum(CONTACT_METHODS, { message: "Please select a preferred contact method" }),
  role: optionalChoice(contactRoles, "Please choose one of the listed roles"),
  bundle: optionalChoice(BUNDLE_KEYS, "Please choose one of the listed bundles"),
});

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
