import { localeFromPath, unlocalizedPath, type Locale } from "./locales.ts";
import { localizedPageOf, pageLocale } from "./page-languages.ts";

/**
 * The language an address is shown in: its page's (pageLocale), and for an address under a language prefix that is
 * none of our pages — a 404 — the prefix's language: every screen under /es/ that is not an untranslated page speaks
 * Spanish (the chrome and the not-found screen's words are complete in every language).
 */
export function shownLocale(pathname: string): Locale {
  return localizedPageOf(unlocalizedPath(pathname)) === null ? localeFromPath(pathname) : pageLocale(pathname);
}
