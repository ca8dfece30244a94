import { useLocation, useRouteLoaderData } from "react-router";
import { localeFromPath, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { isFallbackPage } from "#common/i18n/page-languages.ts";
import { shownLocale } from "#common/i18n/shown-locale.ts";
import { siteChromeEn, type SiteChromeText, type SiteChromeTopText } from "#common/i18n/site-chrome.ts";
import { PUBLIC_LAYOUT_ID, type PublicLayoutData } from "./public-layout.ts";
import { useContentLanguages } from "./content-languages.ts";

export interface PageLanguage {
  /** The language the address names (/es/… → es); internal links stay in it. */
  locale: Locale;
  /** The language the page is shown in: `locale`, or English while the page is not translated into it (shown-locale.ts). */
  shown: Locale;
  /** The first screen's chrome words in the shown language. */
  chrome: SiteChromeTopText;
  /**
   * The whole chrome in the shown language when that is not English; null for English, whose footer, contact card
   * and announcement words come with their own code (`translated?.footer ?? footerEn`).
   */
  translated: SiteChromeText | null;
  /** The "not translated yet" note, in the address's language; null on a page shown in its own language. */
  fallbackNote: string | null;
  /** An English site path in the address's language. */
  to(path: string): string;
}

/**
 * The public page's languages, from its address (never from the browser: cached pages are rendered from the URL
 * alone). Another language's chrome dictionary comes with the public layout's loader data; English is built in.
 */
export function usePageLanguage(): PageLanguage {
  const { pathname } = useLocation();
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  const locale = localeFromPath(pathname);
  // A post shows in its own language: English (with the note) at another language's address that has no version.
  const content = useContentLanguages();
  const shown = content?.shown ?? shownLocale(pathname);
  // The layout's data is of the address's language (it reloads when that changes); English until it arrives.
  const translated = data?.locale === locale ? data.chrome : null;
  const inShown = shown === "en" ? null : translated;
  return {
    locale,
    shown,
    chrome: inShown ?? siteChromeEn,
    translated: inShown,
    fallbackNote: (content ? shown !== locale : isFallbackPage(pathname)) && translated ? translated.languages.fallbackNote : null,
    to: (path) => localizedPath(locale, path),
  };
}
