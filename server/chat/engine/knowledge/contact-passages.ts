import { contactTextIn } from "#common/i18n/contact.translations.ts";
import type { Language, SiteFacts } from "../types.ts";
import type { Passage } from "./passage-sources.ts";

// The contact page's own words about being texted: the consent box shown when the preferred contact method is SMS or
// WhatsApp (how often, "Reply STOP to opt out", what happens when it is left unticked) and the field offering the
// methods. They are the site's answer to "if I pick text on your form, how do I opt out later?" or "what if I pick
// WhatsApp but leave the box unticked?", in every language the contact page is translated into.

const LANGUAGES: readonly Language[] = ["en", "es", "vi", "zh"];

function byLanguage(make: (page: ReturnType<typeof contactTextIn>["page"], language: Language) => string): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  const english = contactTextIn("en").page;
  for (const language of LANGUAGES) {
    const page = contactTextIn(language).page;
    // A language the contact page is not shipped in is read in English (the glossary carries the question there).
    if (language === "en" || page !== english) out[language] = make(page, language);
  }
  return out;
}

/** The contact form's texting consent and its contact-method field, as passages of the contact page. */
export function contactPassages(facts: SiteFacts): Passage[] {
  const title = "Contact form: texting consent (SMS or WhatsApp), reply STOP to opt out";
  return [
    {
      id: "page:contact-consent",
      kind: "page",
      title,
      url: "/contact",
      text: byLanguage((page, language) => {
        const channels = Object.values(page.consent.channels).join(language === "zh" ? "/" : " / ");
        const label = page.consent.label.replaceAll("{siteName}", facts.siteName).replaceAll("{channel}", channels);
        return `${page.form.contactMethod}: ${Object.values(page.form.methods).join(language === "zh" ? "、" : ", ")}. ${label} ${page.consent.unchecked}`;
      }),
    },
  ];
}
