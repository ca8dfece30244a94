import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { PublicPost, PublicPostDetail } from "#common/blog/blog-types.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";
import { hasCurrentHtml, storeMissingHtml, type PostHtml } from "./post-html.ts";

type PostRow = typeof blogPosts.$inferSelect;

/** seoTitle falls back to the title, seoDescription to the excerpt. */
export function toPublicPost(row: PostRow): PublicPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    coverImage: row.coverImage ?? "",
    author: row.author,
    tags: row.tags ?? [],
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.excerpt,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** Published means: the flag is set and the publish date has come (so posts can be scheduled). */
const isLive = () => and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, new Date()));

/**
 * Pages and feeds serve the HTML stored when the post was saved. `renderer` is only used for a row that has
 * none yet (see post-html.ts), once: the result is stored.
 */
export function createBlogPublicService(db: Db, renderer: MarkdownRenderer) {
  async function storedHtml(row: PostRow, siteUrl: string | undefined): Promise<Pick<PostHtml, "contentHtml" | "readingMinutes">> {
    if (hasCurrentHtml(row)) return { contentHtml: row.contentHtml ?? "", readingMinutes: row.readingMinutes ?? 1 };
    // Not the whole PostHtml: its render version is ours, not the visitor's (the API contract caught it leaking).
    const { contentHtml, readingMinutes } = await storeMissingHtml(db, renderer, row, { siteUrl });
    return { contentHtml, readingMinutes };
  }

  async function published(limit?: number): Promise<PostRow[]> {
    const query = db.select().from(blogPosts).where(isLive()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    return limit ? await query.limit(limit) : await query;
  }

  return {
    async listPublished(opts: { limit?: number } = {}): Promise<PublicPost[]> {
      return (await published(opts.limit)).map(toPublicPost);
    },

    /** What the assistant reads of each post (site-facts.ts): its card fields and its Markdown, newest first. */
    async listPublishedForAssistant(opts: { limit?: number } = {}): Promise<(Pick<PublicPost, "title" | "slug" | "excerpt" | "category" | "tags"> & { content: string })[]> {
      return (await published(opts.limit)).map((row) => ({ title: row.title, slug: row.slug, excerpt: row.excerpt, category: row.category, tags: row.tags ?? [], content: row.content }));
    },

    /** The RSS feed's items: each post with its stored HTML. */
    async listPublishedWithHtml(opts: { siteUrl?: string } = {}): Promise<(PublicPost & { contentHtml: string })[]> {
      const rows = await published();
      const posts = [];
      for (const row of rows) posts.push({ ...toPublicPost(row), contentHtml: (await storedHtml(row, opts.siteUrl)).contentHtml });
      return posts;
    },

    async getPublishedBySlug(slug: string, opts: { siteUrl?: string } = {}): Promise<PublicPostDetail | null> {
      const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), isLive()));
      if (!row) return null;
      return { ...toPublicPost(row), ...(await storedHtml(row, opts.siteUrl)) };
    },
  };
}
export type BlogPublicService = ReturnType<typeof createBlogPublicService>;
