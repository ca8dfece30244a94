import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BookingLanguage } from "#common/booking/booking-schemas.ts";
import { bookingLanguage } from "./booking-text.ts";

// Public pages are rendered (and cached) from a clean request, without Accept-Language (server/web/page-cache.ts), so
// a booking page without ?lang= is English, and stays so: the address says what the page is (for shared links and
// search engines). The browser's own language is offered, not forced (LanguageSuggestion).

/** Moves the page to `lang` unless the address already names one: a booking's own language, read from its link. */
export function useLanguageSwitch(current: BookingLanguage): (lang: BookingLanguage) => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.has("lang");
  return useCallback(
    (lang: BookingLanguage) => {
      if (asked || lang === current) return;
      void navigate({ search: `?lang=${lang}` }, { replace: true, preventScrollReset: true });
    },
    [asked, current, navigate],
  );
}

const DISMISSED = "bcai.language-suggestion-dismissed";

/**
 * The browser's preferred language when it is one of ours, differs from the page's, the address names none and the
 * visitor has not dismissed the offer; null otherwise (and on the server, which cannot know).
 */
export function useSuggestedLanguage(current: BookingLanguage): [BookingLanguage | null, () => void] {
  const [params] = useSearchParams();
  const asked = params.has("lang");
  const [suggested, setSuggested] = useState<BookingLanguage | null>(null);
  useEffect(() => {
    if (asked) return setSuggested(null);
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(DISMISSED) === "1";
    } catch {
      // Storage refused (private mode): offer it; dismissing still hides it for this visit.
    }
    const preferred = bookingLanguage(null, navigator.languages?.join(",") || navigator.language);
    setSuggested(!dismissed && preferred !== current ? preferred : null);
  }, [asked, current]);
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
