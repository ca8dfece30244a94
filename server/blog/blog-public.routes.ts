import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { notFound } from "../lib/errors.ts";
import { filterPosts } from "../../common/blog/blog-rules.ts";

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** GET /api/blog and /api/blog/:slug: the published posts (the home page preview reads the list). */
export function blogPublicRoutes(deps: AppDeps) {
  const blog = deps.services.blog;
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const limit = Number(c.req.query("limit"));
    const posts = filterPosts(await blog.listPublished(), { category: c.req.query("category"), q: c.req.query("q") });
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(Number.isSafeInteger(limit) && limit > 0 ? posts.slice(0, limit) : posts);
  });

  app.get("/:slug", async (c) => {
    const siteUrl = publicOrigin(deps.env, c);
    const post = await blog.getPublishedBySlug(c.req.param("slug"), { siteUrl });
    if (!post) throw notFound("Post");
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(post);
  });

  return app;
}
