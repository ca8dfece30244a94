import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { blogPostCreateSchema, blogPostPatchSchema, markdownPreviewSchema } from "../../common/blog/blog-schemas.ts";
import { renderMarkdown } from "./markdown.ts";

/** /api/admin/blog (spec §7). The admin guard is installed by admin.routes.ts. */
export function blogAdminRoutes(deps: AppDeps) {
  const blog = deps.services.blogAdmin;
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json(await blog.list()));

  app.post("/", async (c) => {
    const post = await blog.create(await readJson(c, blogPostCreateSchema));
    c.get("log").info({ event: "blog_post_created", id: post.id }, "blog post created");
    return c.json(post, 201);
  });

  // Renders exactly like the public post page, so the editor's preview shows what visitors will see.
  app.post("/preview", async (c) => {
    const { content } = await readJson(c, markdownPreviewSchema);
    const siteUrl = deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
    return c.json({ html: renderMarkdown(content, { siteUrl }) });
  });

  app.get("/:id", async (c) => c.json(await blog.get(parseId(c.req.param("id"), "Blog post"))));

  app.patch("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "Blog post");
    return c.json(await blog.update(id, await readJson(c, blogPostPatchSchema)));
  });

  app.delete("/:id", async (c) => {
    await blog.remove(parseId(c.req.param("id"), "Blog post"));
    return c.json({ message: "Blog post deleted" });
  });

  return app;
}
