import { Link } from "react-router";
import { X } from "lucide-react";
import type { BookingLanguage } from "#common/booking/booking-schemas.ts";
import { bookingText } from "./booking-text.ts";
import { useSuggestedLanguage } from "./use-browser-language.ts";

/**
 * "View this page in Spanish", in Spanish, for a browser that prefers it: a floating note above the contact card's button (it takes no room, so
 * nothing moves when it appears) with a link to the same page in that language and a button to dismiss it for good.
 */
export function LanguageSuggestion({
  current,
  path,
}: {
  current: BookingLanguage;
  path: string;
}) {
  const [lang, dismiss] = useSuggestedLanguage(current);
  if (!lang) return null;
  const text = bookingText(lang);
  return (
    <aside
      lang={lang}
      aria-label={text.suggestLanguage}
      className="fixed bottom-22 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full border border-border bg-card py-1 pl-4 pr-1 text-sm shadow-lg"
    >
      <Link
        to={`${path}?lang=${lang}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {text.suggestLanguage}
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
