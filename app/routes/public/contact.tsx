import { data } from "react-router";
import type { Route } from "./+types/contact";
import { appContext } from "../../lib/app-context.ts";
import { requestPath } from "../../lib/request-path.ts";
import { pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { Section } from "../../components/site/section.tsx";
import type { ContactErrors, ContactValues } from "../../components/contact/contact-form.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { EMPTY_CONTACT_FORM, type ContactFormField } from "#common/contacts/contact-form-fields.ts";
import { BUNDLE_KEYS, type BundleKey } from "#common/content/contact-options.ts";
import { isApiError } from "#common/lib/api-error.ts";
import { pageLocale } from "#common/i18n/page-languages.ts";
import { contactPageEn } from "#common/i18n/contact-page.ts";
import { contactTranslations } from "#common/i18n/contact.translations.ts";

// Beside the form on wide screens, under it on phones: its code loads when it comes near the viewport.
// Only shown after a form post without JavaScript.
const ContactThanks = deferred("contact-thanks", () => import("../../components/contact/contact-thanks.tsx").then((m) => m.ContactThanks), {
  preloadOnNavigation: false,
});
// The form is server HTML that works without script (it posts to the action below); its code (checks in the browser,
// the JSON post, toasts) loads when someone first points at, touches or focuses it. Its fields are uncontrolled, so
// what is typed meanwhile stays, and a submit made before the code arrived is held and replayed (deferred.tsx).
const ContactForm = deferred("contact-form", () => import("../../components/contact/contact-form.tsx").then((m) => m.ContactForm), {
  when: "interaction",
});
const ContactAside = deferred("contact-aside", () => import("../../components/contact/contact-aside.tsx").then((m) => m.ContactAside));

// The page's words in another language come with the data, with the form's messages (contactTranslations stays on
// the server); English is built into the components and the schema. Its tags are built here, on the server.
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { services } = context.get(appContext);
  const bundle = new URL(request.url).searchParams.get("bundle");
  const locale = pageLocale(requestPath(request));
  const translated = locale === "en" ? null : (contactTranslations[locale] ?? null);
  const { meta: words } = translated?.page ?? contactPageEn;
  return {
    formToken: services.contacts.issueFormToken(),
    bundle: BUNDLE_KEYS.includes(bundle as BundleKey) ? (bundle as BundleKey) : null,
    locale,
    text: translated?.page ?? null,
    messages: translated?.messages ?? null,
    meta: pageMeta(await publicPage(args), { title: words.title, description: words.description, path: "/contact" }),
  };
}

type ActionResult =
  | { status: "success"; message: string }
  | { status: "error"; message: string; errors: ContactErrors; values: ContactValues };


/** The no-JavaScript path: a plain form post, answered with the page (thank-you, or the errors with the values kept). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const form = await request.formData();
  const raw: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") raw[key] = value;
  try {
    const result = await services.contacts.submitForm(raw, { ip: clientIp });
    return { status: "success", message: result.message } satisfies ActionResult;
  } catch (error) {
    // The form service's expected failures (common/lib/api-error.ts); anything else is the error page's.
    if (!isApiError(error) || error.status >= 500) throw error;
    const expected = error;
    const values = { ...EMPTY_CONTACT_FORM };
    for (const field of Object.keys(values) as ContactFormField[]) values[field] = raw[field] ?? "";
    return data({ status: "error", message: expected.message, errors: expected.errors ?? {}, values } satisfies ActionResult, { status: expected.status });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = usePublicSite();
  const { to } = usePageLanguage();
  const text = loaderData.text ?? contactPageEn;
  const result = actionData as ActionResult | undefined;
  const failed = result?.status === "error" ? result : undefined;
  // (Only the fields that start filled: the form's field list stays in the form's own code.)
  const initialValues: Partial<ContactValues> = failed?.values ?? (loaderData.bundle ? { bundle: loaderData.bundle } : {});
  // Field errors speak for themselves; a message without them (rate limit, sent too fast) is shown as is.
  const formMessage = failed && Object.keys(failed.errors).length === 0 ? failed.message : undefined;

  return (
    <main id="main">
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={text.hero.lead} />
      <Section tone="muted" labelledBy="contact-form-title">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)]">
          <div className="relative rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            {result?.status === "success" ? (
              <ContactThanks message={result.message} text={text.thanks} again={to("/contact")} />
            ) : (
              <>
                <h2 id="contact-form-title" className="text-h3">
                  {text.form.title}
                </h2>
                <p className="mt-2 mb-6 text-muted-foreground">{text.form.intro}</p>
                <ContactForm
                  key={loaderData.formToken}
                  formToken={loaderData.formToken}
                  initialValues={initialValues}
                  initialErrors={failed?.errors}
                  initialMessage={formMessage}
                  text={text}
                  messages={loaderData.messages}
                  locale={loaderData.locale}
                  siteName={site.siteName}
                />
              </>
            )}
          </div>
          <ContactAside site={site} text={text.aside} />
        </div>
      </Section>
    </main>
  );
}
