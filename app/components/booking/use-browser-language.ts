import { useCallback, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BookingLanguage } from "#common/booking/booking-schemas.ts";
import { bookingLanguage } from "./booking-text.ts";

// Public pages are rendered (and cached) from a clean request, without Accept-Language (server/web/page-cache.ts), so
// a booking page without ?lang= is English. These move a page to ?lang=… in place, once, when a better language is
// known in the browser (the loader then answers in it).

/** Moves the page to `lang` unless the address already names one. */
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

/** /book: the browser's preferred language, when it is one of ours. */
export function useBrowserLanguage(current: BookingLanguage): void {
  const switchTo = useLanguageSwitch(current);
  useEffect(() => {
    switchTo(bookingLanguage(null, navigator.languages?.join(",") || navigator.language));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
