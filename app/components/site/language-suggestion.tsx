import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import type { Locale } from "#common/i18n/locales.ts";
import { pageLanguages, pageLocale, switchLanguageHref } from "#common/i18n/page-languages.ts";
import { useSuggestedLanguage } from "../../lib/use-suggested-language.ts";

// Most visitors read the page in their browser's language: the note's code and words load only for the others.
const LanguageSuggestionNote = lazy(() => import("./language-suggestion-note.tsx").then((m) => ({ default: m.LanguageSuggestionNote })));

/**
 * "View this page in Spanish", in Spanish, for a browser that prefers a language this page has (never a redirect:
 * the address says what the page is). Shared by the localized pages (SiteLanguageSuggestion) and the booking pages.
 */
export function LanguageSuggestion({
  current,
  offered,
  href,
  suppressed = false,
}: {
  current: Locale;
  /** The languages this page has. */
  offered: readonly Locale[];
  href: (locale: Locale) => string;
  /** The address already names a language the visitor chose (a booking link's ?lang=). */
  suppressed?: boolean;
}) {
  const [lang, dismiss] = useSuggestedLanguage(current, offered, suppressed);
  if (!lang) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionNote lang={lang} href={href(lang)} onDismiss={dismiss} />
    </Suspense>
  );
}

/** The offer on a localized public page: only languages the page is really translated into. */
export function SiteLanguageSuggestion() {
  const { pathname } = useLocation();
  return (
    <LanguageSuggestion
      current={pageLocale(pathname)}
      offered={pageLanguages(pathname)}
      href={(locale) => switchLanguageHref(locale, pathname)}
    />
  );
}
