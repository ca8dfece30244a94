import { useCallback, useEffect, useState } from "react";
import { preferredLocale, type Locale } from "#common/i18n/locales.ts";

// Public pages are rendered (and cached) from a clean request, without Accept-Language (server/web/page-cache.ts): a
// page is in the language its address names, and stays so (for shared links and search engines). The browser's own
// language is offered, never forced (LanguageSuggestion).

const DISMISSED = "bcai.language-suggestion-dismissed";

/**
 * The browser's preferred language when it is one the page has (`offered`), differs from the page's and the visitor
 * has not dismissed the offer; null otherwise (and on the server, which cannot know). The dismissal is remembered.
 */
export function useSuggestedLanguage(
  current: Locale,
  offered: readonly Locale[],
  suppressed = false,
): [Locale | null, () => void] {
  const [suggested, setSuggested] = useState<Locale | null>(null);
  const key = offered.join(",");
  useEffect(() => {
    if (suppressed) return setSuggested(null);
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(DISMISSED) === "1";
    } catch {
      // Storage refused (private mode): offer it; dismissing still hides it for this visit.
    }
    const preferred = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    setSuggested(!dismissed && preferred && preferred !== current && key.split(",").includes(preferred) ? preferred : null);
  }, [suppressed, current, key]);
  const dismiss = useCallback(() => {
    setSuggested(null);
    try {
      window.localStorage.setItem(DISMISSED, "1");
    } catch {
      // Not remembered; hidden for this visit.
    }
  }, []);
  return [suggested, dismiss];
}
