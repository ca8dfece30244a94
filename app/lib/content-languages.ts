import { useMatches } from "react-router";
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type Locale } from "#common/i18n/locales.ts";

// A page whose languages are its content's, not its dictionary's: a post exists in the languages it was translated
// into, each at its own slug. Its loader data says so (`contentLanguages`); the <html lang>, the chrome, the
// canonical and hreflang links, the switcher and the language offer then follow the post (docs/decisions/055).

export interface ContentLanguages {
  /** The language the page is shown in: the address's when the post exists in it, else English (with the note). */
  shown: Locale;
  /** Each language the content is live in → its English-form path ("/blog/como-responder"). */
  paths: Partial<Record<Locale, string>>;
}

type MatchLike = { loaderData?: unknown; data?: unknown } | undefined;

/** The deepest route's `contentLanguages`, if the page has any. */
export function contentLanguagesOf(matches: readonly MatchLike[]): ContentLanguages | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = (matches[i]?.loaderData ?? matches[i]?.data) as { contentLanguages?: ContentLanguages } | null | undefined;
    if (data && typeof data === "object" && data.contentLanguages) return data.contentLanguages;
  }
  return null;
}

export const useContentLanguages = (): ContentLanguages | null => contentLanguagesOf(useMatches());

/** The languages the content has, in the locales' order. */
export const contentLocales = (content: ContentLanguages): Locale[] => LOCALE_CODES.filter((l) => content.paths[l] !== undefined);

/**
 * Where the switcher sends a reader who picks `locale`: the content's version in it; without one the English version's
 * address in that language (the English post with the "not translated" note), or that language's blog list.
 */
export function contentHref(content: ContentLanguages, locale: Locale, listPath: string): string {
  const own = content.paths[locale];
  if (own) return localizedPath(locale, own);
  const english = content.paths[DEFAULT_LOCALE];
  return localizedPath(locale, english ?? listPath);
}
