import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { buildSitemap, type SitemapPage } from "../blog/feeds.ts";
import { PRIVACY_LAST_UPDATED, PRIVACY_PATH } from "#common/content/privacy.ts";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { blogListLanguages, pageLanguages } from "#common/i18n/page-languages.ts";
import { postPath } from "#common/blog/post-format.ts";
import type { PostVersion } from "../blog/blog-public.service.ts";

/** The public pages search engines should index; posts are added from the database. */
export const PUBLIC_PAGES: readonly SitemapPage[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/solutions", changefreq: "monthly", priority: 0.9 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
  { path: "/contact", changefreq: "yearly", priority: 0.7 },
  { path: PRIVACY_PATH, changefreq: "yearly", priority: 0.3, lastmod: PRIVACY_LAST_UPDATED.iso },
];

/**
 * A page translated into other languages becomes one entry per language, each listing all of them and x-default
 * (English): the reciprocal pairs search engines expect. An untranslated page stays one entry. The English entries
 * keep their order; the other languages' follow them.
 */
export function withLanguageVersions(pages: readonly SitemapPage[], languagesOf: (path: string) => readonly Locale[] = pageLanguages): SitemapPage[] {
  const others: SitemapPage[] = [];
  const english = pages.map((page) => {
    const languages = languagesOf(page.path);
    if (languages.length < 2) return page;
    const alternates = [
      ...languages.map((l) => ({ hreflang: LOCALES[l].htmlLang, path: localizedPath(l, page.path) })),
      { hreflang: "x-default", path: localizedPath(DEFAULT_LOCALE, page.path) },
    ];
    for (const l of languages) if (l !== DEFAULT_LOCALE) others.push({ ...page, path: localizedPath(l, page.path), alternates });
    return { ...page, alternates };
  });
  return [...english, ...others];
}

/**
 * A post's versions are its translations, each at its own slug: every version lists them all and x-default (the
 * English one, when there is one). None for a post in one language.
 */
export function postAlternates(versions: readonly PostVersion[]): SitemapPage["alternates"] {
  if (versions.length < 2) return undefined;
  const english = versions.find((v) => v.language === DEFAULT_LOCALE);
  return [
    ...versions.map((v) => ({ hreflang: LOCALES[v.language].htmlLang, path: postPath(v) })),
    ...(english ? [{ hreflang: "x-default", path: postPath(english) }] : []),
  ];
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** /robots.txt and /sitemap.xml (public pages + every published post). */
export function seoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/robots.txt", (c) =>
    c.text(robotsTxt(publicOrigin(deps.env, c)), 200, { "Cache-Control": "public, max-age=3600" }),
  );
  app.get("/sitemap.xml", async (c) => {
    const [posts, withPosts] = await Promise.all([deps.services.blog.listAllVersions(), deps.services.blog.languagesWithPosts()]);
    const newest = posts.find((p) => p.language === DEFAULT_LOCALE)?.publishedAt ?? null;
    const pages: SitemapPage[] = [
      ...withLanguageVersions(
        PUBLIC_PAGES.map((p) => (p.path === "/blog" ? { ...p, lastmod: newest } : p)),
        (path) => (path === "/blog" ? blogListLanguages(withPosts) : pageLanguages(path)),
      ),
      ...posts.map((p) => ({ path: postPath(p), lastmod: p.publishedAt, changefreq: "monthly" as const, priority: 0.6, alternates: postAlternates(p.versions) })),
    ];
    const xml = buildSitemap({ siteUrl: publicOrigin(deps.env, c), pages });
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
  });
  return app;
}
