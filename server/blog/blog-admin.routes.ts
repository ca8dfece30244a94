import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, parseOrThrow, readJson, readJsonBody } from "../lib/validate.ts";
import { type z } from "../../common/lib/zod.ts";
import {
  blogDraftAutosaveSchema,
  blogPostCreateSchema,
  blogPostPatchSchema,
  markdownPreviewSchema,
} from "../../common/blog/blog-schemas.ts";
import { renderPostHtml } from "./post-html.ts";

const restoreSchema = blogPostPatchSchema.pick({ baseVersion: true });

/** `autosave: true` marks a draft's autosave: relaxed required fields, never published (docs/decisions/026). */
async function readSave<S extends z.ZodType>(c: Context<AppEnv>, full: S) {
  const body = await readJsonBody(c);
  const autosave = typeof body === "object" && body !== null && (body as { autosave?: unknown }).autosave === true;
  return autosave ? parseOrThrow(blogDraftAutosaveSchema, body) : (parseOrThrow(full, body) as z.infer<S>);
}

/** /api/admin/blog (spec §7) and the editor's revisions. The admin guard is installed by admin.routes.ts. */
export function blogAdminRoutes(deps: AppDeps) {
  const blog = deps.services.blogAdmin;
  const saveOptions = (c: Context<AppEnv>) => {
    const user = c.get("user");
    return { siteUrl: deps.env.PUBLIC_URL ?? new URL(c.req.url).origin, editor: { id: user.id, name: user.name } };
  };

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await blog.list()))

    .post("/", async (c) => {
      const post = await blog.create(await readSave(c, blogPostCreateSchema), saveOptions(c));
      c.get("log").info({ event: "blog_post_created", id: post.id }, "blog post created");
      return c.json(post, 201);
    })

    // Renders exactly like a save, so the editor's preview shows what visitors will see; off the event loop and
    // with a time limit, and dropped when the editor gives up on it (a newer keystroke aborts the request).
    .post("/preview", async (c) => {
      const { content } = await readJson(c, markdownPreviewSchema);
      const { contentHtml } = await renderPostHtml(deps.services.markdown, content, { siteUrl: saveOptions(c).siteUrl, signal: c.req.raw.signal });
      return c.json({ html: contentHtml });
    })

    .get("/:id", async (c) => c.json(await blog.get(parseId(c.req.param("id"), "Blog post"))))

    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      return c.json(await blog.update(id, await readSave(c, blogPostPatchSchema), saveOptions(c)));
    })

    .delete("/:id", async (c) => {
      await blog.remove(parseId(c.req.param("id"), "Blog post"));
      return c.json({ message: "Blog post deleted" });
    })

    .get("/:id/revisions", async (c) => c.json(await blog.listRevisions(parseId(c.req.param("id"), "Blog post"))))

    .get("/:id/revisions/:revisionId", async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      return c.json(await blog.getRevision(id, parseId(c.req.param("revisionId"), "Revision")));
    })

    .post("/:id/revisions/:revisionId/restore", async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      const revisionId = parseId(c.req.param("revisionId"), "Revision");
      const { baseVersion } = await readJson(c, restoreSchema);
      return c.json(await blog.restore(id, revisionId, { ...saveOptions(c), baseVersion }));
    });

  return app;
}
