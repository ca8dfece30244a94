import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, parseOrThrow, readJsonBody } from "../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { apiErrorBodySchema } from "#common/lib/api-error.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import {
  adminBlogPostSchema,
  blogDraftAutosaveSchema,
  blogDraftSaveSchema,
  blogPostCreateSchema,
  blogPostPatchSchema,
  createTranslationSchema,
  markdownPreviewSchema,
  postTranslationsSchema,
} from "#common/blog/blog-schemas.ts";
import { postRevisionSchema, revisionSummarySchema, versionConflictBodySchema } from "#common/blog/post-revisions.ts";
import { route } from "../openapi/route-contract.ts";
import { renderPostHtml } from "./post-html.ts";
import { createPostList } from "./post-list.ts";
import { bulkPostsAnswerSchema, bulkPostsSchema, postListPageSchema, postListQuerySchema } from "#common/blog/blog-list.ts";
import { auditActor } from "../audit/audit-context.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { ApiError } from "../lib/errors.ts";
import { GENERATIONS_PER_HOUR } from "#common/ai/generation-limits.ts";

export const NO_MODEL = "No AI model is configured: add the translation and write it yourself";

const restoreSchema = blogPostPatchSchema.pick({ baseVersion: true });
/** A save based on an older version answers the post as it is now (docs/decisions/026); other 409s are plain errors. */
const conflict = z.union([versionConflictBodySchema, apiErrorBodySchema]);

/**
 * `autosave: true` marks a draft's autosave (never published); `isPublished: true` a publishing save, read by the full
 * schema with the form's messages; anything else saves a draft, whose title, excerpt and content may still be empty
 * (the service checks them when the post it saves is published). docs/decisions/026, 035.
 */
async function readSave<S extends z.ZodType>(c: Context<AppEnv>, full: S) {
  const body = await readJsonBody(c);
  const flags = typeof body === "object" && body !== null ? (body as { autosave?: unknown; isPublished?: unknown }) : {};
  if (flags.autosave === true) return parseOrThrow(blogDraftAutosaveSchema, body);
  return flags.isPublished === true ? (parseOrThrow(full, body) as z.infer<S>) : parseOrThrow(blogDraftSaveSchema, body);
}

/** /api/admin/blog and the editor's revisions. The admin guard is installed by admin.routes.ts. */
export function blogAdminRoutes(deps: AppDeps) {
  const blog = deps.services.blogAdmin;
  const saveOptions = (c: Context<AppEnv>) => {
    const user = c.get("user");
    return { siteUrl: deps.env.PUBLIC_URL ?? new URL(c.req.url).origin, editor: { id: user.id, name: user.name } };
  };

  const postList = createPostList(deps.db);

  const app = new Hono<AppEnv>()
    // The spec's call (no `page`) answers every post as an array; with `page`, one page of the list (docs/decisions/028).
    .get(...route(
      "/", {
        summary: "All posts, drafts included; with `page`, one page paged, sorted and searched",
        query: postListQuerySchema,
        responses: { 200: z.union([z.array(adminBlogPostSchema), postListPageSchema]) },
      },
      async (c) => {
        const query = c.req.valid("query");
        return c.json(query.page === undefined ? await blog.list() : await postList.page({ ...query, page: query.page }));
      },
    ))

    .post(...route("/bulk", { summary: "Publish, unpublish or delete the selected posts", body: bulkPostsSchema, responses: { 200: bulkPostsAnswerSchema } }, async (c) => {
      const { action, ids } = c.req.valid("json");
      if (action === "delete") {
        const deleted = await blog.removeMany(ids);
        if (deleted.length) await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.deleted", target: `${deleted.length} blog posts`, details: { ids: deleted.join(",") } });
        return c.json({ message: `${deleted.length} ${deleted.length === 1 ? "post" : "posts"} deleted`, count: deleted.length, skipped: [] });
      }
      const { changed, skipped } = await postList.setPublished(blog, ids, action === "publish", saveOptions(c));
      const done = action === "publish" ? "published" : "unpublished";
      return c.json({ message: `${changed} ${changed === 1 ? "post" : "posts"} ${done}${skipped.length ? `; ${skipped.length} skipped` : ""}`, count: changed, skipped });
    }))

    // The body is a post to publish, a draft, or a draft's autosave (`autosave: true`): readSave picks the schema.
    .post(...route(
      "/", { summary: "Create a post (Markdown rendered at save), a draft, or a draft's first autosave", body: z.union([blogPostCreateSchema, blogDraftSaveSchema, blogDraftAutosaveSchema]), parseBody: false, responses: { 201: adminBlogPostSchema }, errors: [409, 422, 503] },
      async (c) => {
        const post = await blog.create(await readSave(c, blogPostCreateSchema), saveOptions(c));
        c.get("log").info({ event: "blog_post_created", id: post.id }, "blog post created");
        return c.json(post, 201);
      },
    ))

    // Renders exactly like a save, so the editor's preview shows what visitors will see; off the event loop and
    // with a time limit, and dropped when the editor gives up on it (a newer keystroke aborts the request).
    .post(...route("/preview", { summary: "Render Markdown exactly as a save would", body: markdownPreviewSchema, responses: { 200: z.object({ html: z.string() }) }, errors: [422, 503] }, async (c) => {
      const { content } = c.req.valid("json");
      const { contentHtml } = await renderPostHtml(deps.services.markdown, content, { siteUrl: saveOptions(c).siteUrl, signal: c.req.raw.signal });
      return c.json({ html: contentHtml });
    }))

    .get(...route("/:id", { summary: "One post", responses: { 200: adminBlogPostSchema } }, async (c) => c.json(await blog.get(parseId(c.req.param("id"), "Blog post")))))

    .patch(...route(
      "/:id", { summary: "Change a post, or autosave a draft; a stale baseVersion answers the current post", body: z.union([blogPostPatchSchema, blogDraftSaveSchema, blogDraftAutosaveSchema]), parseBody: false, responses: { 200: adminBlogPostSchema, 409: conflict }, errors: [422, 503] },
      async (c) => {
        const id = parseId(c.req.param("id"), "Blog post");
        return c.json(await blog.update(id, await readSave(c, blogPostPatchSchema), saveOptions(c)), 200);
      },
    ))

    .delete(...route("/:id", { summary: "Delete a post", responses: { 200: messageSchema } }, async (c) => {
      await blog.remove(parseId(c.req.param("id"), "Blog post"));
      return c.json({ message: "Blog post deleted" });
    }))

    .get(...route("/:id/revisions", { summary: "A post's revisions, newest first", responses: { 200: z.array(revisionSummarySchema) } }, async (c) =>
      c.json(await blog.listRevisions(parseId(c.req.param("id"), "Blog post"))),
    ))

    .get(...route("/:id/revisions/:revisionId", { summary: "One revision with the post's fields as saved", responses: { 200: postRevisionSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      return c.json(await blog.getRevision(id, parseId(c.req.param("revisionId"), "Revision")));
    }))

    .get(...route("/:id/translations", { summary: "The post's versions in other languages, and whether a model can draft one", responses: { 200: postTranslationsSchema } }, async (c) =>
      c.json({ translations: await blog.translations(parseId(c.req.param("id"), "Blog post")), aiTranslation: deps.services.llm !== null }),
    ))

    // A new draft linked to the post: a copy of its words to translate, or (`ai: true`, a model configured) the
    // model's translation for the staff to review. Never published here.
    .post(...route("/:id/translations", { summary: "Add a translation (an unpublished draft)", body: createTranslationSchema, responses: { 201: adminBlogPostSchema }, errors: [409, 429, 502, 504] }, async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      const { language, ai } = c.req.valid("json");
      let words = null;
      if (ai) {
        const llm = deps.services.llm;
        if (!llm) throw new ApiError(409, NO_MODEL);
        // Refused before the model is paid for: the same language, or a version in it already.
        const original = await blog.translationSource(id, language);
        await enforceLimits(deps.rateLimits, [
          { key: limitKey("ai-generate", c.get("user").id), limit: GENERATIONS_PER_HOUR, windowMs: 3_600_000, message: "Too many AI generations in the last hour; please wait a little." },
        ]);
        // The AI feature translates (it stands above the blog: server/ai/translate-post.ts).
        words = await deps.services.translatePost(llm, original, original.language, language, c.req.raw.signal);
      }
      const post = await blog.createTranslation(id, language, words, saveOptions(c));
      c.get("log").info({ event: "blog_translation_created", id: post.id, of: id, language, ai: ai === true }, "blog translation created");
      return c.json(post, 201);
    }))

    .post(...route("/:id/revisions/:revisionId/restore", { summary: "Restore a revision (itself a new save and revision)", body: restoreSchema, responses: { 200: adminBlogPostSchema, 409: conflict } }, async (c) => {
      const id = parseId(c.req.param("id"), "Blog post");
      const revisionId = parseId(c.req.param("revisionId"), "Revision");
      const { baseVersion } = c.req.valid("json");
      return c.json(await blog.restore(id, revisionId, { ...saveOptions(c), baseVersion }), 200);
    }));

  return app;
}
