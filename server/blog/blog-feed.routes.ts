import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { buildRssFeed } from "./feeds.ts";
import { RSS_PATH } from "#common/blog/blog-meta.ts";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { PAGE_TRANSLATIONS } from "#common/i18n/page-languages.ts";
import { blogEn } from "#common/i18n/blog.ts";
import { blogTranslations } from "#common/i18n/blog.translations.ts";

/** The languages with a blog of their own (English and those its pages are translated into), each with its feed. */
export const FEED_LANGUAGES: readonly Locale[] = [DEFAULT_LOCALE, ...PAGE_TRANSLATIONS["/blog"]];

/**
 * RSS 2.0 feed of the published posts at /blog/rss.xml (beside /sitemap.xml, outside /api), and of each other
 * language's posts at /{language}/blog/rss.xml, titled and described in that language.
 */
export function blogFeedRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const language of FEED_LANGUAGES) {
    const feedPath = localizedPath(language, RSS_PATH);
    const text = (language === DEFAULT_LOCALE ? null : blogTranslations[language]) ?? blogEn;
    app.get(feedPath, async (c) => {
      const siteUrl = publicOrigin(deps.env, c);
      const { siteName } = await deps.services.settings.publicSite();
      const xml = buildRssFeed({
        siteName: `${text.meta.title} | ${siteName}`,
        siteUrl,
        description: text.meta.description,
        posts: await deps.services.blog.listPublishedWithHtml({ siteUrl, language }),
        feedPath,
        blogPath: localizedPath(language, "/blog"),
        language: LOCALES[language].intl.toLowerCase(),
      });
      return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
    });
  }
  return app;
}
