import { Link, useLocation, useSearchParams } from "react-router";
import { clsx } from "clsx";
import { isLocale, LOCALE_CODES, LOCALES, localeFromPath, unlocalizedPath, type Locale } from "#common/i18n/locales.ts";
import { switchLanguageHref } from "#common/i18n/page-languages.ts";
import { contentHref, useContentLanguages } from "../../lib/content-languages.ts";

/** The language the visitor is reading in: the address's prefix, or a booking page's ?lang=. */
function useCurrentLocale(): Locale {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const asked = params.get("lang");
  if (/^\/book(\/|$)/.test(unlocalizedPath(pathname)) && isLocale(asked)) return asked;
  return localeFromPath(pathname);
}

/**
 * A language's name in its own script is set in the system's font: Inter's faces for é, ñ, Vietnamese (and no Inter
 * for Chinese) would otherwise be fetched by every English page just for the switcher (theme.css, the core subset).
 */
export const OWN_SCRIPT_FONT = "[font-family:system-ui,sans-serif]";

/**
 * Links to this same page in each language, each named in its own language (lang, hreflang); the current one is
 * marked aria-current. `compact` shows the codes (EN · ES · VI · 中文) with the full names for screen readers.
 */
export function LanguageLinks({ compact = false, className, linkClassName }: { compact?: boolean; className?: string; linkClassName?: string }) {
  const { pathname } = useLocation();
  const current = useCurrentLocale();
  // A post's versions are its translations, each at its own slug.
  const content = useContentLanguages();
  const href = (locale: Locale) => (content ? contentHref(content, locale, "/blog") : switchLanguageHref(locale, pathname));
  return (
    <ul className={className}>
      {LOCALE_CODES.map((locale) => {
        const { htmlLang, label } = LOCALES[locale];
        const here = locale === current;
        return (
          <li key={locale}>
            <Link
              to={href(locale)}
              lang={htmlLang}
              hrefLang={htmlLang}
              aria-current={here ? "true" : undefined}
              data-locale={locale}
              className={clsx(linkClassName, OWN_SCRIPT_FONT, here && "text-white")}
            >
              {compact ? (
                <>
                  <span aria-hidden="true">{locale === "zh" ? label : locale.toUpperCase()}</span>
                  <span className="sr-only">{label}</span>
                </>
              ) : (
                label
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
