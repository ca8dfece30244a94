import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BookingLanguage } from "#common/booking/booking-schemas.ts";

// Public pages are rendered (and cached) from a clean request, without Accept-Language (server/web/page-cache.ts), so
// a booking page without ?lang= is English, and stays so: the address says what the page is (for shared links and
// search engines). The browser's own language is offered, not forced (app/components/site/language-suggestion.tsx).

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
