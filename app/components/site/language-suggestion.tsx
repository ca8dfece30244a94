import { Link } from "react-router";
import { X } from "../ui/site-icons.tsx";
import { LOCALES, type Locale } from "#common/i18n/locales.ts";
import { suggestionText } from "#common/i18n/suggestion.ts";
import { useSuggestedLanguage } from "../../lib/use-suggested-language.ts";
import { OWN_SCRIPT_FONT } from "./language-switcher.tsx";

/**
 * "View this page in Spanish", in Spanish, for a browser that prefers a language this page has (never a redirect:
 * the address says what the page is): a floating note above the contact card's button (it takes no room, so nothing
 * moves when it appears) with a link to the same page in that language and a button to dismiss it for good. Shared by
 * the localized pages (loaded by SiteLanguageOffer only when there is something to offer) and the booking pages.
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
  const { htmlLang } = LOCALES[lang];
  const text = suggestionText[lang];
  return (
    <aside
      lang={htmlLang}
      aria-label={text.viewThisPage}
      data-language-suggestion={lang}
      className={`${OWN_SCRIPT_FONT} fixed bottom-22 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full border border-border bg-card py-1 pl-4 pr-1 text-sm shadow-lg`}
    >
      <Link to={href(lang)} hrefLang={htmlLang} className="font-medium text-primary underline-offset-4 hover:underline">
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
