import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { z } from "../../common/lib/zod.ts";
import { messageSchema } from "../../common/lib/api-shapes.ts";
import { adminBlogPostSchema, blogPostCreateSchema, blogPostPatchSchema, markdownPreviewSchema } from "../../common/blog/blog-schemas.ts";
import { contract } from "../openapi/route-contract.ts";
import { renderPostHtml } from "./post-html.ts";

/** /api/admin/blog (spec §7). The admin guard is installed by admin.routes.ts. */
export function blogAdminRoutes(deps: AppDeps) {
  const blog = deps.services.blogAdmin;
  const siteUrl = (c: Context<AppEnv>) => deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;

  const app = new Hono<AppEnv>()
    .get("/", contract({ summary: "All posts, drafts included", responses: { 200: z.array(adminBlogPostSchema) } }), async (c) => c.json(await blog.list()))

    .post("/", contract({ summary: "Create a post (Markdown rendered at save)", body: blogPostCreateSchema, responses: { 201: adminBlogPostSchema }, errors: [409, 422, 503] }), async (c) => {
      const post = await blog.create(c.req.valid("json"), { siteUrl: siteUrl(c) });
      c.get("log").info({ event: "blog_post_created", id: post.id }, "blog post created");
      return c.json(post, 201);
    })

    // Renders exactly like a save, so the editor's preview shows what visitors will see; off the event loop and
    // with a time limit, and dropped when the editor gives up on it (a newer keystroke aborts the request).
    .post("/preview", contract({ summary: "Render Markdown exactly as a save would", body: markdownPreviewSchema, responses: { 200: z.object({ html: z.string() }) }, errors: [422, 503] }), async (c) => {
      const { content } = c.req.valid("json");
      const { contentHtml } = await renderPostHtml(deps.services.markdown, content, { siteUrl: siteUrl(c), signal: c.req.raw.signal });
      return c.json({ html: contentHtml });
    })

    .get("/:id", contract({ summary: "One post", responses: { 200: adminBlogPostSchema } }), async (c) => c.json(await blog.get(parseId(c.req.param("id"), "Blog post"))))

    .patch("/:id", contract({ summary: "Change a post", body: blogPostPatchSchema, responses: { 200: adminBlogPostSchema }, errors: [409, 422, 503] }), async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      return c.json(await blog.update(id, c.req.valid("json"), { siteUrl: siteUrl(c) }));
    })

    .delete("/:id", contract({ summary: "Delete a post", responses: { 200: messageSchema } }), async (c) => {
      await blog.remove(parseId(c.req.param("id"), "Blog post"));
      return c.json({ message: "Blog post deleted" });
    });

  return app;
}
