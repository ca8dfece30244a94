import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { notFound } from "../lib/errors.ts";
import { filterPosts } from "#common/blog/blog-rules.ts";
import { DEFAULT_LOCALE, isLocale } from "#common/i18n/locales.ts";
import { z } from "#common/lib/zod.ts";
import { publicPostDetailSchema, publicPostSchema } from "#common/blog/blog-schemas.ts";
import { route, NO_BODY } from "../openapi/route-contract.ts";

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** Filters of the public list; a limit that is not a positive whole number means no limit. */
const blogListQuery = z.object({
  category: z.string().optional(),
  q: z.string().optional(),
  limit: z.string().optional().meta({ description: "At most this many posts (a positive whole number)" }),
  language: z.string().optional().meta({ description: "The posts of this language (en, es, vi, zh); English when absent or unknown" }),
});

/** GET /api/blog and /api/blog/:slug: the published posts (the home page preview reads the list). */
export function blogPublicRoutes(deps: AppDeps) {
  const blog = deps.services.blog;
  const app = new Hono<AppEnv>();

  app.get(...route("/", { summary: "Published posts, newest first", query: blogListQuery, responses: { 200: z.array(publicPostSchema), 304: NO_BODY } }, async (c) => {
    const query = c.req.valid("query");
    const limit = Number(query.limit);
    const language = isLocale(query.language) ? query.language : DEFAULT_LOCALE;
    const posts = filterPosts(await blog.listPublished({ language }), { category: query.category, q: query.q });
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(Number.isSafeInteger(limit) && limit > 0 ? posts.slice(0, limit) : posts);
  }));

  app.get(...route("/:slug", { summary: "One published post with its HTML", responses: { 200: publicPostDetailSchema, 304: NO_BODY } }, async (c) => {
    const siteUrl = publicOrigin(deps.env, c);
    const post = await blog.getPublishedBySlug(c.req.param("slug"), { siteUrl });
    if (!post) throw notFound("Post");
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(post);
  }));

  return app;
}
