import { Link, useLocation } from "react-router";
import { X } from "lucide-react";
import { LOCALES, type Locale } from "#common/i18n/locales.ts";
import { pageLanguages, pageLocale, switchLanguageHref } from "#common/i18n/page-languages.ts";
import { useSuggestedLanguage } from "../../lib/use-suggested-language.ts";
import { OWN_SCRIPT_FONT } from "./language-switcher.tsx";

/**
 * "View this page in Spanish", in Spanish, for a browser that prefers it: a floating note above the contact card's
 * button (it takes no room, so nothing moves when it appears) with a link to the same page in that language and a
 * button to dismiss it for good. Shared by the localized pages (SiteLanguageSuggestion) and the booking pages.
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
  const text = LOCALES[lang];
  return (
    <aside
      lang={text.htmlLang}
      aria-label={text.viewThisPage}
      data-language-suggestion={lang}
      className={`${OWN_SCRIPT_FONT} fixed bottom-22 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full border border-border bg-card py-1 pl-4 pr-1 text-sm shadow-lg`}
    >
      <Link to={href(lang)} hrefLang={text.htmlLang} className="font-medium text-primary underline-offset-4 hover:underline">
        {text.viewThisPage}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{text.dismiss}</span>
      </button>
    </aside>
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
