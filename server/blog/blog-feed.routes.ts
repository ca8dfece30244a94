import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { buildRssFeed } from "./feeds.ts";
import { BLOG_DESCRIPTION, BLOG_TITLE, RSS_PATH } from "#common/blog/blog-meta.ts";

/** RSS 2.0 feed of the published posts at /blog/rss.xml (beside /sitemap.xml, outside /api). */
export function blogFeedRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(RSS_PATH, async (c) => {
    const siteUrl = publicOrigin(deps.env, c);
    const { siteName } = await deps.services.settings.publicSite();
    const xml = buildRssFeed({
      siteName: `${BLOG_TITLE} | ${siteName}`,
      siteUrl,
      description: BLOG_DESCRIPTION,
      posts: await deps.services.blog.listPublishedWithHtml({ siteUrl }),
      feedPath: RSS_PATH,
    });
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
  });
  return app;
}
