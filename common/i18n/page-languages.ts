import { DEFAULT_LOCALE, localeFromPath, localizedPath, unlocalizedPath, type Locale } from "./locales.ts";

// Which public pages exist under the language prefixes, and which of them are translated. A page is "shipped" in a
// language only when its dictionary exists: page-languages.test.ts fails when this list and the dictionaries
// disagree. Kept apart from the dictionaries so the browser learns the list without loading any translation.

/** The public pages served under /es/, /vi/, /zh/ (app/routes.ts), by their English path pattern. */
export const LOCALIZED_PAGES = ["/", "/solutions", "/blog", "/blog/:slug", "/contact", "/privacy"] as const;
export type LocalizedPage = (typeof LOCALIZED_PAGES)[number];

/** The languages each page is translated into, besides English. */
export const PAGE_TRANSLATIONS: Record<LocalizedPage, readonly Locale[]> = {
  "/": ["es", "vi", "zh"],
  "/solutions": ["es"],
  "/blog": ["es", "vi", "zh"],
  // The post page's own words; which posts exist in a language is the posts' data (blog.$slug.tsx, PostPage).
  "/blog/:slug": ["es", "vi", "zh"],
  "/contact": ["es", "vi", "zh"],
  "/privacy": ["es"],
};

/** The page an English path is ("/blog/some-post" → "/blog/:slug"); null for paths that have no language versions. */
export function localizedPageOf(path: string): LocalizedPage | null {
  if (path === "/" || path === "") return "/";
  const trimmed = path.replace(/\/+$/, "");
  if (/^\/blog\/[^/]+$/.test(trimmed)) return "/blog/:slug";
  return (LOCALIZED_PAGES as readonly string[]).includes(trimmed) ? (trimmed as LocalizedPage) : null;
}

/** Every language a path's page really has, English first (just English for an untranslated page). */
export function pageLanguages(path: string): Locale[] {
  const page = localizedPageOf(unlocalizedPath(path));
  return [DEFAULT_LOCALE, ...(page ? PAGE_TRANSLATIONS[page] : [])];
}

/**
 * The blog lists worth pointing to (sitemap, hreflang, feed links): English always, another language's once it has a
 * live post. An empty one still answers, in its language, but leads to the English blog and is not indexed.
 */
export function blogListLanguages(withPosts: readonly Locale[]): Locale[] {
  return [DEFAULT_LOCALE, ...PAGE_TRANSLATIONS["/blog"].filter((l) => withPosts.includes(l))];
}

/**
 * What an address shows: the language it names, or English when that page is not translated into it yet (the
 * fallback note says so). Everything on the page but the note follows this, so a page is never mixed.
 */
export function pageLocale(pathname: string): Locale {
  const locale = localeFromPath(pathname);
  return pageLanguages(pathname).includes(locale) ? locale : DEFAULT_LOCALE;
}

/** True when an address names a language its page is not translated into (it shows English and the note). */
export function isFallbackPage(pathname: string): boolean {
  return localizedPageOf(unlocalizedPath(pathname)) !== null && localeFromPath(pathname) !== pageLocale(pathname);
}

/**
 * Where the language switcher sends a visitor on `pathname` who picks `locale`: the same page in that language
 * (its fallback note if untranslated); the booking pages keep their own ?lang=; anything else (a 404) that
 * language's home page.
 */
export function switchLanguageHref(locale: Locale, pathname: string): string {
  const path = unlocalizedPath(pathname);
  if (localizedPageOf(path)) return localizedPath(locale, path);
  if (/^\/book(\/|$)/.test(path)) return `${path}?lang=${locale}`;
  return localizedPath(locale, "/");
}
