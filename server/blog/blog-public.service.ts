import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { PublicPost, PublicPostDetail } from "../../common/blog/blog-types.ts";
import { renderMarkdown } from "./markdown.ts";

type PostRow = typeof blogPosts.$inferSelect;

/** Spec §7 mapping: seoTitle falls back to the title, seoDescription to the excerpt. */
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

export function createBlogPublicService(db: Db) {
  return {
    async listPublished(opts: { limit?: number } = {}): Promise<PublicPost[]> {
      const query = db.select().from(blogPosts).where(isLive()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      const rows = opts.limit ? await query.limit(opts.limit) : await query;
      return rows.map(toPublicPost);
    },

    async getPublishedBySlug(slug: string, opts: { siteUrl?: string } = {}): Promise<PublicPostDetail | null> {
      const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), isLive()));
      if (!row) return null;
      return { ...toPublicPost(row), contentHtml: renderMarkdown(row.content, { siteUrl: opts.siteUrl }) };
    },
  };
}
export type BlogPublicService = ReturnType<typeof createBlogPublicService>;
