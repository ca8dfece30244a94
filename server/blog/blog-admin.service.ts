import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { conflict, badRequest, notFound } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";
import { renderPostHtml, type PostHtml } from "./post-html.ts";
import { freeSlug, slugBase, SLUG_TAKEN } from "./post-slugs.ts";
import { getRevision, keepOriginal, listRevisions, markBeforeRestore, recordRevision, savedByOf, type Editor } from "./post-revisions.ts";
import { toAdminPost, type SaveOptions } from "./admin-post.ts";
import { assertLanguageFree, createPostTranslations } from "./blog-translations.service.ts";
import { INCOMPLETE_REVISION, PostVersionConflictError, PUBLISHED_NOT_AUTOSAVED } from "./post-conflict.ts";
import {
  DEFAULT_BLOG_CATEGORY,
  publishingProblems,
  type AdminBlogPost,
  type BlogDraftAutosaveInput,
  type BlogDraftSaveInput,
  type BlogPostCreateInput,
  type BlogPostPatchInput,
} from "#common/blog/blog-schemas.ts";
import { slugify } from "#common/blog/blog-rules.ts";
import { RESTORED_FIELDS } from "#common/blog/post-revisions.ts";
import { DEFAULT_LOCALE } from "#common/i18n/locales.ts";

type PostRow = typeof blogPosts.$inferSelect;
type PostValues = typeof blogPosts.$inferInsert;

export { SLUG_TAKEN, toAdminPost, type SaveOptions };
export { SAME_LANGUAGE, TRANSLATION_EXISTS, type TranslationWords } from "./blog-translations.service.ts";

/** Publishing without a date means "now"; an explicit (possibly future) date is kept, which schedules the post. */
function publishDate(isPublished: boolean, requested: string | null | undefined, current: Date | null): Date | null {
  if (requested !== undefined) return requested === null ? (isPublished ? new Date() : null) : new Date(requested);
  return isPublished ? (current ?? new Date()) : current;
}

/**
 * When a save makes the post live now it is announced by that save (its content-version bump); a scheduled post is
 * announced by the `scheduled-posts` job when its time comes (scheduled-posts.ts). Null while not live.
 */
function wentLiveAt(isPublished: boolean, publishedAt: Date | null | undefined, current: Date | null): Date | null {
  if (!isPublished || !publishedAt || publishedAt.getTime() > Date.now()) return null;
  return current ?? new Date();
}

/** Tries for a free derived slug when another save took the one just read. */
const SLUG_ATTEMPTS = 3;

/** A draft written elsewhere (the AI generator): the post's fields and its rendered HTML. */
export type DraftPost = Pick<PostValues, "title" | "excerpt" | "content" | "category" | "tags" | "seoTitle" | "seoDescription"> & PostHtml & { author: string };
export type SavedDraft = { id: number; slug: string; title: string };


/** A publishing save (full rules), a draft's explicit save, or its autosave (relaxed rules). */
type CreateInput = BlogPostCreateInput | BlogDraftSaveInput | BlogDraftAutosaveInput;
type PatchInput = BlogPostPatchInput | BlogDraftSaveInput | BlogDraftAutosaveInput;
const isAutosave = (input: CreateInput | PatchInput): input is BlogDraftAutosaveInput => "autosave" in input && input.autosave === true;

/** Every field the patch sets already holds that value (a date by its instant; a field the row lacks counts as a change). */
function savesNothingNew(row: PostRow, patch: PatchInput): boolean {
  const same = (stored: unknown, value: unknown) =>
    stored instanceof Date ? typeof value === "string" && new Date(value).getTime() === stored.getTime() : JSON.stringify(stored) === JSON.stringify(value);
  return Object.entries(patch).every(([key, value]) => key === "baseVersion" || key === "autosave" || (key in row && same(row[key as keyof PostRow], value)));
}

/** A post that is (or becomes) published needs a title, an excerpt and content: 400 with the form's field messages. */
function assertPublishable(post: { title: string; excerpt: string; content: string }): void {
  const problems = publishingProblems(post);
  const fields = Object.keys(problems);
  if (fields.length) throw badRequest(`Please check: ${fields.join(", ")}`, problems);
}

/**
 * Blog CMS: every post, published or not. The public site reads through blog-public.service.ts. A save
 * renders the Markdown (off the event loop, bounded: markdown-renderer.ts) and stores the HTML with it.
 */
export function createBlogAdminService(db: Db, settings: SettingsService, renderer: MarkdownRenderer) {
  const brandName = () => settings.siteName();

  async function assertSlugFree(q: DbOrTx, language: string, slug: string, exceptId?: number): Promise<void> {
    const same = and(eq(blogPosts.language, language), eq(blogPosts.slug, slug));
    const where = exceptId === undefined ? same : and(same, ne(blogPosts.id, exceptId));
    const [clash] = await q.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
    if (clash) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
  }

  /** The check above covers the common case; the unique index settles a race between two saves. */
  async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      throw error;
    }
  }

  /**
   * The post, locked for this save; a save based on another version than the current one is a conflict, unless it
   * would change nothing (`alreadySaved`): the editor's own save on leaving the page, stored after the reloaded page
   * read the post, holds the very words the restored copy then saves again.
   */
  async function lockedPost(tx: Tx, id: number, baseVersion: number | undefined, alreadySaved?: (row: PostRow) => boolean): Promise<PostRow> {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!current) throw notFound("Blog post");
    if (baseVersion !== undefined && baseVersion !== current.version && !alreadySaved?.(current)) {
      throw new PostVersionConflictError(toAdminPost(current), await savedByOf(tx, id, current.version));
    }
    return current;
  }

  /**
   * A slug asked for: on a post that is (or becomes) published it must be free (409 otherwise: a live address is
   * never changed silently); a draft takes the next free one ("title-2"), so a draft always saves.
   */
  async function wantedSlug(q: DbOrTx, language: string, slug: string, published: boolean, exceptId?: number): Promise<string> {
    if (!published) return freeSlug(q, language, slug, exceptId);
    await assertSlugFree(q, language, slug, exceptId);
    return slug;
  }

  /** The columns a PATCH changes (its fields, a re-derived or checked slug, the publication date). */
  async function patchValues(tx: Tx, current: PostRow, patch: PatchInput, author: string | undefined): Promise<Partial<PostValues>> {
    const { slug, author: _author, isPublished, publishedAt, baseVersion: _base, language: asked, ...fields } = patch;
    const values: Partial<PostValues> = { ...fields };
    delete (values as { autosave?: unknown }).autosave;
    const published = isPublished ?? current.isPublished;
    if (published) assertPublishable({ title: values.title ?? current.title, excerpt: values.excerpt ?? current.excerpt, content: values.content ?? current.content });
    // Another language: refused when another version of its group is in it; its slug must be free there too.
    const language = asked ?? current.language;
    const moved = language !== current.language;
    if (moved) {
      await assertLanguageFree(tx, current.translationGroup, language, current.id);
      values.language = language;
    }
    // An emptied slug is re-derived from the (possibly new) title; an unchanged one is left alone (in its language).
    const wanted = slug ?? current.slug;
    if (wanted !== current.slug || moved) {
      if (wanted === "") {
        const base = slugBase(patch.title ?? current.title, !published);
        values.slug = base === current.slug && !moved ? base : await freeSlug(tx, language, base, current.id);
      } else {
        values.slug = await wantedSlug(tx, language, wanted, published, current.id);
      }
    }
    if (author !== undefined) values.author = author;
    values.isPublished = published;
    values.publishedAt = publishDate(published, publishedAt, current.publishedAt);
    values.wentLiveAt = wentLiveAt(published, values.publishedAt, current.wentLiveAt);
    return values;
  }

  /** Writes a save: one version more, the original kept when the post had no revision yet, then this revision. */
  async function writeSave(tx: Tx, current: PostRow, values: Partial<PostValues>, kind: "autosave" | "save" | "restore", editor: Editor): Promise<PostRow> {
    await keepOriginal(tx, current);
    const [row] = await tx
      .update(blogPosts)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(blogPosts.id, current.id))
      .returning();
    await recordRevision(tx, row!, kind, editor);
    return row!;
  }

  async function get(id: number): Promise<AdminBlogPost> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw notFound("Blog post");
    return toAdminPost(row);
  }

  return {
    async list(): Promise<AdminBlogPost[]> {
      const rows = await db
        .select()
        .from(blogPosts)
        .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id));
      return rows.map(toAdminPost);
    },

    get,
    // Adding and listing a post's versions in other languages (blog-translations.service.ts).
    ...createPostTranslations(db, renderer, get),

    /**
     * A new post: published (title, excerpt and content required), or a draft, by an explicit save or its first
     * autosave (`autosave: true`), which may still be untitled or empty; a draft's taken slug gets a free one.
     */
    async create(input: CreateInput, opts: SaveOptions = {}): Promise<AdminBlogPost> {
      const autosave = isAutosave(input);
      const isPublished = input.isPublished ?? false;
      const title = input.title ?? "";
      const language = input.language ?? DEFAULT_LOCALE;
      if (isPublished) assertPublishable({ title, excerpt: input.excerpt ?? "", content: input.content ?? "" });
      const slug = input.slug ? await wantedSlug(db, language, input.slug, isPublished) : await freeSlug(db, language, slugBase(title, !isPublished));
      const html = await renderPostHtml(renderer, input.content ?? "", opts);
      const publishedAt = publishDate(isPublished, input.publishedAt, null);
      const values: PostValues = {
        title,
        slug,
        excerpt: input.excerpt ?? "",
        content: input.content ?? "",
        ...html,
        category: input.category ?? DEFAULT_BLOG_CATEGORY,
        coverImage: input.coverImage ?? "",
        author: input.author || (await brandName()),
        tags: input.tags ?? [],
        seoTitle: input.seoTitle ?? "",
        seoDescription: input.seoDescription ?? "",
        isPublished,
        publishedAt,
        wentLiveAt: wentLiveAt(isPublished, publishedAt, null),
        language,
      };
      return guardUnique(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(blogPosts).values(values).returning();
          await recordRevision(tx, row!, autosave ? "autosave" : "save", opts.editor ?? null);
          return toAdminPost(row!);
        }),
      );
    },

    /**
     * Saves changes: every save adds one to the version and keeps a revision. With `baseVersion` a save based on
     * an older version is refused (409 with the current post); an autosave never touches a published post.
     */
    async update(id: number, patch: PatchInput, opts: SaveOptions = {}): Promise<AdminBlogPost> {
      const autosave = isAutosave(patch);
      // Rendered before the transaction: the row is locked only for the write. Only new content is rendered: a row
      // still without current HTML gets it at start or on its first read (post-html.ts), so an unrelated change such
      // as unpublishing never fails on old content.
      const html = patch.content !== undefined ? await renderPostHtml(renderer, patch.content, opts) : {};
      // An emptied author is the site name, read before the transaction (the settings read through their own connection).
      const author = patch.author === undefined ? undefined : patch.author || (await brandName());
      return guardUnique(() =>
        db.transaction(async (tx) => {
          const current = await lockedPost(tx, id, patch.baseVersion, (row) => savesNothingNew(row, patch));
          // A stale save of what is already stored: nothing to write, the post as it is answers.
          if (patch.baseVersion !== undefined && patch.baseVersion !== current.version) return toAdminPost(current);
          if (autosave && current.isPublished) throw conflict(PUBLISHED_NOT_AUTOSAVED);
          const values = { ...(await patchValues(tx, current, patch, author)), ...html };
          return toAdminPost(await writeSave(tx, current, values, autosave ? "autosave" : "save", opts.editor ?? null));
        }),
      );
    },

    listRevisions: async (id: number) => {
      await get(id);
      return listRevisions(db, id);
    },

    getRevision: (id: number, revisionId: number) => getRevision(db, id, revisionId),

    /**
     * Brings back an older revision's words and metadata as a new save (and revision); the slug and the publication
     * state stay as they are, so a live post keeps its address and status.
     */
    async restore(id: number, revisionId: number, opts: SaveOptions & { baseVersion?: number } = {}): Promise<AdminBlogPost> {
      const { snapshot } = await getRevision(db, id, revisionId);
      const html = await renderPostHtml(renderer, snapshot.content, opts);
      return db.transaction(async (tx) => {
        const current = await lockedPost(tx, id, opts.baseVersion);
        if (current.isPublished && (snapshot.title === "" || snapshot.excerpt === "" || snapshot.content === "")) throw badRequest(INCOMPLETE_REVISION);
        const values: Partial<PostValues> = { ...html };
        for (const field of RESTORED_FIELDS) Object.assign(values, { [field]: snapshot[field] });
        await keepOriginal(tx, current);
        await markBeforeRestore(tx, id);
        return toAdminPost(await writeSave(tx, current, values, "restore", opts.editor ?? null));
      });
    },

    /**
     * Stores an unpublished draft under a free slug derived from its title; `alongside` writes the caller's own
     * rows in the same transaction (the AI module's record of what it generated), so either both are saved or neither.
     */
    async createDraft<T>(draft: DraftPost, alongside: (tx: Tx, post: SavedDraft) => Promise<T>): Promise<SavedDraft & { alongside: T }> {
      const base = slugify(draft.title) || "ai-draft";
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            const slug = await freeSlug(tx, DEFAULT_LOCALE, base);
            const [row] = await tx
              .insert(blogPosts)
              .values({ ...draft, slug, isPublished: false, publishedAt: null })
              .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
            return { ...row!, alongside: await alongside(tx, row!) };
          });
        } catch (error) {
          // Another save took the same slug between our read and our insert: pick the next free one.
          if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The ids actually deleted (bulk delete; unknown ids are ignored). */
    async removeMany(ids: number[]): Promise<number[]> {
      const deleted = await db.delete(blogPosts).where(inArray(blogPosts.id, ids)).returning({ id: blogPosts.id });
      return deleted.map((d) => d.id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      if (deleted.length === 0) throw notFound("Blog post");
    },
  };
}
export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
