import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { bookingLanguage } from "./booking-text.ts";

/**
 * The booking pages' fallback to the browser's language. Public pages are rendered (and cached) from a clean request,
 * without Accept-Language (server/web/page-cache.ts), so a page without ?lang= is English; a browser that prefers
 * Spanish, Vietnamese or Chinese is moved to ?lang=… once, in place (the loader answers in that language).
 */
export function useBrowserLanguage(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.has("lang");
  useEffect(() => {
    if (asked) return;
    const preferred = bookingLanguage(null, navigator.languages?.join(",") || navigator.language);
    if (preferred === "en") return;
    const next = new URLSearchParams(params);
    next.set("lang", preferred);
    void navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}
