import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { preferredLocale, type Locale } from "#common/i18n/locales.ts";
import { pageLanguages, pageLocale, switchLanguageHref } from "#common/i18n/page-languages.ts";
import { contentHref, contentLocales, useContentLanguages } from "../../lib/content-languages.ts";

// Most visitors read a page in their browser's language: the offer's code and words load only for the others.
const LanguageSuggestion = lazy(() => import("./language-suggestion.tsx").then((m) => ({ default: m.LanguageSuggestion })));

/** On a localized public page, the offer of a language the browser prefers and the page is translated into. */
export function SiteLanguageOffer() {
  const { pathname } = useLocation();
  // A post offers the languages it was translated into.
  const content = useContentLanguages();
  const shown = content?.shown ?? pageLocale(pathname);
  const offered = content ? contentLocales(content) : pageLanguages(pathname);
  const key = offered.join(",");
  const [wanted, setWanted] = useState<Locale | null>(null);
  useEffect(() => {
    const preferred = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    setWanted(preferred && preferred !== shown && key.split(",").includes(preferred) ? preferred : null);
  }, [shown, key]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion current={shown} offered={offered} href={(locale) => (content ? contentHref(content, locale, "/blog") : switchLanguageHref(locale, pathname))} />
    </Suspense>
  );
}
