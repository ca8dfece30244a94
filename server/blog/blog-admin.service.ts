import { and, desc, eq, like, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { conflict, badRequest, notFound } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";
import { renderPostHtml, type PostHtml } from "./post-html.ts";
import { slugify } from "../../common/blog/blog-rules.ts";
import {
  DEFAULT_BLOG_CATEGORY,
  type AdminBlogPost,
  type BlogPostCreateInput,
  type BlogPostPatchInput,
} from "../../common/blog/blog-schemas.ts";

type PostRow = typeof blogPosts.$inferSelect;
type PostValues = typeof blogPosts.$inferInsert;

export const SLUG_TAKEN = "This slug is already used by another post";
const NO_SLUG = "Slug is required when the title has no letters or numbers";

export function toAdminPost(row: PostRow): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    coverImage: row.coverImage,
    author: row.author,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Publishing without a date means "now"; an explicit (possibly future) date is kept, which schedules the post. */
function publishDate(isPublished: boolean, requested: string | null | undefined, current: Date | null): Date | null {
  if (requested !== undefined) return requested === null ? (isPublished ? new Date() : null) : new Date(requested);
  return isPublished ? (current ?? new Date()) : current;
}

/** A derived slug never clashes: "title", "title-2", "title-3"… (read through the caller's transaction when there is one). */
async function freeSlug(q: DbOrTx, base: string): Promise<string> {
  const rows = await q
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Tries for a free derived slug when another save took the one just read. */
const SLUG_ATTEMPTS = 3;

/** A draft written elsewhere (the AI generator): the post's fields and its rendered HTML. */
export type DraftPost = Pick<PostValues, "title" | "excerpt" | "content" | "category" | "tags" | "seoTitle" | "seoDescription"> & PostHtml & { author: string };
export type SavedDraft = { id: number; slug: string; title: string };

/** How a save renders the post's Markdown: `siteUrl` decides which absolute links count as the site's own. */
export type SaveOptions = { siteUrl?: string };

/**
 * Blog CMS: every post, published or not. The public site reads through blog-public.service.ts. A save
 * renders the Markdown (off the event loop, bounded: markdown-renderer.ts) and stores the HTML with it.
 */
export function createBlogAdminService(db: Db, settings: SettingsService, renderer: MarkdownRenderer) {
  const brandName = () => settings.siteName();

  async function assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    const where = exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId));
    const [clash] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where).limit(1);
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

    async create(input: BlogPostCreateInput, opts: SaveOptions = {}): Promise<AdminBlogPost> {
      const html = await renderPostHtml(renderer, input.content, opts);
      let slug = input.slug ?? "";
      if (slug !== "") await assertSlugFree(slug);
      else {
        const base = slugify(input.title);
        if (base === "") throw badRequest("Please check: slug", { slug: NO_SLUG });
        slug = await freeSlug(db, base);
      }
      const isPublished = input.isPublished ?? false;
      const values: PostValues = {
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content: input.content,
        ...html,
        category: input.category ?? DEFAULT_BLOG_CATEGORY,
        coverImage: input.coverImage ?? "",
        author: input.author || (await brandName()),
        tags: input.tags ?? [],
        seoTitle: input.seoTitle ?? "",
        seoDescription: input.seoDescription ?? "",
        isPublished,
        publishedAt: publishDate(isPublished, input.publishedAt, null),
      };
      const [row] = await guardUnique(() => db.insert(blogPosts).values(values).returning());
      return toAdminPost(row!);
    },

    async update(id: number, patch: BlogPostPatchInput, opts: SaveOptions = {}): Promise<AdminBlogPost> {
      const [current] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!current) throw notFound("Blog post");
      const { slug, author, isPublished, publishedAt, ...rest } = patch;
      const values: Partial<PostValues> = { ...rest, updatedAt: new Date() };
      // Only new content is rendered here: a row still without current HTML gets it at start or on its first read
      // (post-html.ts), so an unrelated change such as unpublishing never fails on old content.
      if (patch.content !== undefined) Object.assign(values, await renderPostHtml(renderer, patch.content, opts));
      // An emptied slug is re-derived from the (possibly new) title; an unchanged one is left alone.
      if (slug !== undefined && slug !== current.slug) {
        if (slug === "") {
          const base = slugify(patch.title ?? current.title);
          if (base === "") throw badRequest("Please check: slug", { slug: NO_SLUG });
          values.slug = base === current.slug ? base : await freeSlug(db, base);
        } else {
          await assertSlugFree(slug, id);
          values.slug = slug;
        }
      }
      if (author !== undefined) values.author = author || (await brandName());
      const published = isPublished ?? current.isPublished;
      values.isPublished = published;
      values.publishedAt = publishDate(published, publishedAt, current.publishedAt);
      const [row] = await guardUnique(() => db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning());
      return toAdminPost(row!);
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
            const slug = await freeSlug(tx, base);
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

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      if (deleted.length === 0) throw notFound("Blog post");
    },
  };
}
export type BlogAdminService = ReturnType<typeof createBlogAdminService>;
