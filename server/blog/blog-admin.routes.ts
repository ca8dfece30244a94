import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { blogPostCreateSchema, blogPostPatchSchema, markdownPreviewSchema } from "../../common/blog/blog-schemas.ts";
import { renderPostHtml } from "./post-html.ts";

/** /api/admin/blog (spec §7). The admin guard is installed by admin.routes.ts. */
export function blogAdminRoutes(deps: AppDeps) {
  const blog = deps.services.blogAdmin;
  const siteUrl = (c: Context<AppEnv>) => deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await blog.list()))

    .post("/", async (c) => {
      const post = await blog.create(await readJson(c, blogPostCreateSchema), { siteUrl: siteUrl(c) });
      c.get("log").info({ event: "blog_post_created", id: post.id }, "blog post created");
      return c.json(post, 201);
    })

    // Renders exactly like a save, so the editor's preview shows what visitors will see; off the event loop and
    // with a time limit, and dropped when the editor gives up on it (a newer keystroke aborts the request).
    .post("/preview", async (c) => {
      const { content } = await readJson(c, markdownPreviewSchema);
      const { contentHtml } = await renderPostHtml(deps.services.markdown, content, { siteUrl: siteUrl(c), signal: c.req.raw.signal });
      return c.json({ html: contentHtml });
    })

    .get("/:id", async (c) => c.json(await blog.get(parseId(c.req.param("id"), "Blog post"))))

    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      return c.json(await blog.update(id, await readJson(c, blogPostPatchSchema), { siteUrl: siteUrl(c) }));
    })

    .delete("/:id", async (c) => {
      await blog.remove(parseId(c.req.param("id"), "Blog post"));
      return c.json({ message: "Blog post deleted" });
    });

  return app;
}
