import { useEffect, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { CONTACT_METHODS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type ContactFormField } from "#common/contacts/contact-form-fields.ts";
import { BUNDLE_KEYS, contactRoles } from "#common/content/contact-options.ts";
import { TEXT_CONSENT_FIELD, textChannelOf, textConsentWording } from "#common/contacts/text-consent.ts";
import type { ContactPageText } from "#common/i18n/contact-page.ts";
import type { ContactMessages } from "#common/i18n/contact-messages.ts";
import type { Locale } from "#common/i18n/locales.ts";
import { siteButton } from "../ui/site-button.ts";
import { FormField } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";
import { NativeSelect } from "../ui/native-select.tsx";
import { Textarea } from "../ui/textarea.tsx";
import type * as ContactSubmitModule from "./contact-submit.ts";

type ContactSubmit = typeof ContactSubmitModule;
export type ContactValues = Record<ContactFormField, string>;
export type ContactErrors = Partial<Record<ContactFormField, string>>;

const ORDER: ContactFormField[] = ["firstName", "lastName", "email", "phone", "company", "role", "contactMethod", "budget", "bundle", "automation"];

/** The fields as they are in the form: the DOM holds them (the controls are uncontrolled). */
function readValues(data: FormData): ContactValues {
  return Object.fromEntries(ORDER.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
}

/**
 * The spec's contact form. With JavaScript it validates in the browser and posts JSON to /api/contact
 * with toasts; without, the same <form> posts to the page's action, which answers with a page. The validating and
 * sending code (zod, the API client) loads on the first submit, not with the page: see contact-submit.ts.
 *
 * The controls are uncontrolled: what a visitor types is in the DOM, and React never writes a value back. The page
 * hydrates this form when someone first reaches for it (a deferred section), so typing usually starts before React
 * has it; with uncontrolled fields no keystroke made before or during hydration can be overwritten.
 */
export function ContactForm({
  formToken,
  initialValues,
  initialErrors = {},
  initialMessage,
  text,
  messages,
  locale,
  siteName,
}: {
  formToken: string;
  /** The page's words in its language; `messages`: the checks' words, null for English (built into the schema). */
  text: Pick<ContactPageText, "form" | "consent" | "toast">;
  messages: ContactMessages | null;
  locale: Locale;
  siteName: string;
  /** Fields that start filled (a bundle from ?bundle=, or what a post without JavaScript sent back); others start empty. */
  initialValues: Partial<ContactValues>;
  initialErrors?: ContactErrors;
  initialMessage?: string;
}) {
  const [errors, setErrors] = useState<ContactErrors>(initialErrors);
  const [formError, setFormError] = useState<string | undefined>(initialMessage);
  const formRef = useRef<HTMLFormElement>(null);
  // Marks the moment the browser-side validation takes over from the plain form post (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Plain state rather than a query client: the public pages ship without TanStack Query.
  const [pending, setPending] = useState(false);
  // The preferred channel decides whether the consent to texts is offered. The select stays uncontrolled: its value is
  // read when it changes, and once on hydration (a choice made before the form's code arrived).
  const [method, setMethod] = useState(initialValues.contactMethod ?? "");
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("contactMethod") as HTMLSelectElement | null;
    if (select) setMethod(select.value);
  }, []);
  const channel = textChannelOf(method);
  const t = text.form;

  const validating = useRef(false);

  function focusFirst(next: ContactErrors) {
    const first = ORDER.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || validating.current) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = readValues(form);
    setFormError(undefined);
    validating.current = true;
    let submit: ContactSubmit;
    let invalid: ContactErrors | null;
    try {
      submit = await import("./contact-submit.ts");
      invalid = await submit.validateContact(values, messages);
    } catch {
      setFormError(t.connectionError);
      return;
    } finally {
      validating.current = false;
    }
    if (invalid) {
      setErrors(invalid);
      focusFirst(invalid);
      return;
    }
    setErrors({});
    setPending(true);
    const outcome = await submit.sendContact(values, form, { locale, toast: text.toast }).finally(() => setPending(false));
    if (outcome.ok) {
      for (const field of ORDER) {
        const control = formElement.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
        if (control) control.value = outcome.values[field];
      }
      setMethod("");
      return;
    }
    setErrors(outcome.errors);
    focusFirst(outcome.errors);
    if (outcome.message) setFormError(outcome.message);
  }

  const bind = (name: ContactFormField) => ({ name, defaultValue: initialValues[name] ?? "", disabled: pending });

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} data-hydrated={hydrated || undefined} aria-describedby={formError ? "contact-form-error" : undefined} className="grid gap-5">
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {/* The answers (messages, thanks, the lead's e-mail) are in the page's language. */}
      <input type="hidden" name="locale" value={locale} />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only scripts fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label>
          {t.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-firstName" label={t.firstName} required error={errors.firstName}>
          <Input autoComplete="given-name" {...bind("firstName")} />
        </FormField>
        <FormField id="contact-lastName" label={t.lastName} required error={errors.lastName}>
          <Input autoComplete="family-name" {...bind("lastName")} />
        </FormField>
        <FormField id="contact-email" label={t.email} required error={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...bind("email")} />
        </FormField>
        <FormField id="contact-phone" label={t.phone} required error={errors.phone}>
          <Input type="tel" autoComplete="tel" placeholder="(713) 555-0123" {...bind("phone")} />
        </FormField>
        <FormField id="contact-company" label={t.company} required error={errors.company}>
          <Input autoComplete="organization" {...bind("company")} />
        </FormField>
        <FormField id="contact-role" label={t.role} error={errors.role}>
          <NativeSelect {...bind("role")}>
            <option value="">{t.rolePlaceholder}</option>
            {contactRoles.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="contact-contactMethod" label={t.contactMethod} required error={errors.contactMethod}>
          <NativeSelect {...bind("contactMethod")} onChange={(event) => setMethod(event.currentTarget.value)}>
            <option value="">{t.contactMethodPlaceholder}</option>
            {CONTACT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t.methods[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="contact-budget" label={t.budget} error={errors.budget}>
          <Input placeholder={t.budgetPlaceholder} {...bind("budget")} />
        </FormField>
      </div>
      {channel && (
        <div data-consent={channel} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
          <label className="flex items-start gap-3 text-sm leading-relaxed">
            {/* Unchecked by default: consent to automated texts is asked for, never assumed. */}
            <input type="checkbox" name={TEXT_CONSENT_FIELD} value="yes" disabled={pending} className="mt-1 size-4 shrink-0 accent-brand" />
            <span>{textConsentWording(text.consent, siteName, channel)}</span>
          </label>
          <p className="pl-7 text-sm text-muted-foreground">{text.consent.unchecked}</p>
        </div>
      )}
      <FormField id="contact-bundle" label={t.bundle} error={errors.bundle} description={t.bundleHelp}>
        <NativeSelect {...bind("bundle")}>
          <option value="">{t.bundleNone}</option>
          {BUNDLE_KEYS.map((key) => (
            <option key={key} value={key}>
              {t.bundles[key]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="contact-automation" label={t.automation} required error={errors.automation}>
        <Textarea
          rows={5}
          placeholder={t.automationPlaceholder}
          {...bind("automation")}
        />
      </FormField>

      {formError && (
        <p id="contact-form-error" role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {formError}
        </p>
      )}

      <button type="submit" disabled={pending} className={siteButton({ tone: "brand", size: "block" })}>
        {/* A CSS spinner (no icon to load): the button's text already says "Submitting...". */}
        {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" /> : <Send aria-hidden="true" />}
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
