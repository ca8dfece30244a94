import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { pageLanguages } from "#common/i18n/page-languages.ts";
import { publicTitle } from "./page-title.ts";
import { contentLocales, type ContentLanguages } from "./content-languages.ts";
import { DEFAULT_SITE_NAME, PUBLIC_LAYOUT_ID, type PublicLayoutData } from "./public-layout.ts";

// The tags of a public page. They are built by its loader, on the server (public-page.server.ts): this module, and
// the page-language and settings logic it needs, stay out of the pages' script.

export { DEFAULT_SITE_NAME, PUBLIC_LAYOUT_ID, type PublicLayoutData };

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** 1200×630 link-preview image shipped in public/. */
export const DEFAULT_SHARE_IMAGE = { path: "/images/site/og-default.png", width: 1200, height: 630, alt: "Bayou City AI — AI automation for Houston real estate" };

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Finds the public layout's data among a meta function's `matches`. */
export function publicLayoutData(matches: readonly MatchLike[]): PublicLayoutData | undefined {
  const data = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData;
  if (data && typeof data === "object" && "site" in data && "origin" in data) return data as PublicLayoutData;
  return undefined;
}

/** The site-wide facts a page's tags need: the public layout's settings, origin and address language. */
export type SeoSite = Pick<PublicLayoutData, "site" | "origin"> & { locale?: Locale };

export interface SeoInput {
  /** The request's site facts (publicPage() in a loader)… */
  layout?: SeoSite;
  /** …or the public layout's data among a meta function's matches. */
  matches?: readonly MatchLike[];
  /** Page title without the brand; the brand is appended ("Solutions | Bayou City AI"). */
  title: string;
  /** Use the title as given, without the brand suffix (the home page). */
  exactTitle?: boolean;
  description: string;
  /** Site path of the canonical URL, e.g. "/solutions" (query strings never belong in it). */
  path: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: readonly object[];
  /** Extra tags (e.g. article:published_time). */
  extra?: readonly MetaDescriptor[];
  /**
   * A page whose languages are its content's (a post): the canonical is its version in the shown language, the
   * hreflang links its versions (x-default: the English one, when there is one). `path` is then unused for them.
   */
  content?: ContentLanguages | null;
  /** The languages the page really has when its data decides (a blog list without posts has none); else the path's. */
  languages?: readonly Locale[];
}

/**
 * The page's address in each language it really has, and x-default (English): each version lists all of them, so the
 * pairs are reciprocal. Nothing for a page that exists in English only.
 */
export function hreflangLinks(origin: string, path: string, languages: readonly Locale[] = pageLanguages(path)): MetaDescriptor[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALES[l].htmlLang, href: absoluteUrl(origin, localizedPath(l, path)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, localizedPath(DEFAULT_LOCALE, path)) },
  ];
}

/**
 * A post's versions: each lists all of them and x-default (the English version, when there is one), so the pairs
 * are reciprocal. None for a post in one language, nor on an address that shows another language's version.
 */
export function contentHreflangLinks(origin: string, content: ContentLanguages, locale: Locale): MetaDescriptor[] {
  const languages = contentLocales(content);
  if (languages.length < 2 || content.shown !== locale) return [];
  const english = content.paths[DEFAULT_LOCALE];
  return [
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALES[l].htmlLang, href: absoluteUrl(origin, localizedPath(l, content.paths[l]!)) })),
    ...(english ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, english) }] : []),
  ];
}

/**
 * Title, description, canonical, Open Graph, Twitter card and JSON-LD for one public page. `path` is the page's
 * English path: under a language prefix the canonical is that language's address when the page is translated into
 * it, else the English page's (the address shows the English page with a note).
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const layout = input.layout ?? publicLayoutData(input.matches ?? []);
  const siteName = layout?.site.siteName || DEFAULT_SITE_NAME;
  const origin = layout?.origin ?? "";
  const title = input.exactTitle ? input.title : publicTitle(input.title, siteName);
  // Data from before languages (tests, a stale page) has no locale: English.
  const locale = layout?.locale ?? DEFAULT_LOCALE;
  const content = input.content ?? null;
  const languages = content ? contentLocales(content) : (input.languages ?? pageLanguages(input.path));
  const shown = content ? content.shown : languages.includes(locale) ? locale : DEFAULT_LOCALE;
  const url = absoluteUrl(origin, localizedPath(shown, content?.paths[shown] ?? input.path));
  const image = input.image ?? { url: DEFAULT_SHARE_IMAGE.path, width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height, alt: DEFAULT_SHARE_IMAGE.alt };
  const imageUrl = absoluteUrl(origin, image.url);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALES[shown].ogLocale },
    ...(input.noindex ? [] : languages.filter((l) => l !== shown).map((l) => ({ property: "og:locale:alternate", content: LOCALES[l].ogLocale }))),
    { property: "og:image", content: imageUrl },
    ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : content ? contentHreflangLinks(origin, content, locale) : hreflangLinks(origin, input.path, languages)),
    ...(input.extra ?? []),
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  return tags;
}
