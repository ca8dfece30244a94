import { and, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import { containsPattern, ordered, pageWindow } from "../lib/list-paging.ts";
import { defaultDirection } from "#common/lib/list-query.ts";
import { POST_SORTS_DESCENDING, type PostListPage, type PostListQuery } from "#common/blog/blog-list.ts";
import type { BlogAdminService } from "./blog-admin.service.ts";
import { toAdminPost } from "./blog-admin.service.ts";

// The posts admin's list, paged, sorted and searched on the server (docs/decisions/028), and its bulk actions.

const p = blogPosts;
const shownDate = sql`coalesce(${p.publishedAt}, ${p.createdAt})`;

function conditions(query: PostListQuery, now: Date): SQL | undefined {
  const q = query.search?.trim();
  const pattern = q ? containsPattern(q) : "";
  const parts = [
    q ? or(ilike(p.title, pattern), ilike(p.excerpt, pattern), ilike(p.slug, pattern), ilike(p.author, pattern), sql`${p.tags}::text ilike ${pattern}`) : undefined,
    query.category ? eq(p.category, query.category) : undefined,
    query.status === "draft" ? eq(p.isPublished, false) : undefined,
    query.status === "published" ? and(eq(p.isPublished, true), lte(p.publishedAt, now)) : undefined,
    query.status === "scheduled" ? and(eq(p.isPublished, true), gt(p.publishedAt, now)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return parts.length ? and(...parts) : undefined;
}

function ordering(query: PostListQuery, now: Date): SQL[] {
  const dir = query.dir ?? defaultDirection(query.sort, POST_SORTS_DESCENDING);
  const newest = [desc(shownDate), desc(p.id)];
  switch (query.sort) {
    case "title":
      return [ordered(sql`lower(${p.title})`, dir), ...newest];
    case "category":
      return [ordered(p.category, dir), ...newest];
    case "status":
      // Drafts, then scheduled, then live (reversed by desc).
      return [ordered(sql`case when not ${p.isPublished} then 0 when ${p.publishedAt} > ${now} then 1 else 2 end`, dir), ...newest];
    case "updated":
      return [ordered(p.updatedAt, dir), desc(p.id)];
    default:
      return [ordered(shownDate, dir), ordered(p.id, dir)];
  }
}

export function createPostList(db: Db) {
  async function page(query: PostListQuery & { page: number }): Promise<PostListPage> {
    const now = new Date();
    const where = conditions(query, now);
    const { limit, offset } = pageWindow(query);
    const [rows, [counted]] = await Promise.all([
      db.select().from(p).where(where).orderBy(...ordering(query, now)).limit(limit).offset(offset),
      db.select({ total: count() }).from(p).where(where),
    ]);
    const items = rows.map((row) => {
      const { content: _content, ...item } = toAdminPost(row);
      return item;
    });
    return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Publish or unpublish: each post is an ordinary save (a version and a revision, the public pages refreshed) by
   * the member. A draft without a title, excerpt or content is not published (it would be an empty page).
   */
  async function setPublished(blog: BlogAdminService, ids: number[], publish: boolean, save: Parameters<BlogAdminService["update"]>[2]) {
    const rows = await db.select({ id: p.id, title: p.title, excerpt: p.excerpt, content: p.content, isPublished: p.isPublished }).from(p).where(inArray(p.id, ids));
    const skipped: { id: number; reason: string }[] = ids.filter((id) => !rows.some((r) => r.id === id)).map((id) => ({ id, reason: "Not found" }));
    let changed = 0;
    for (const row of rows) {
      if (row.isPublished === publish) continue;
      if (publish && (!row.title.trim() || !row.excerpt.trim() || !row.content.trim())) {
        skipped.push({ id: row.id, reason: `“${row.title || "(Untitled)"}” needs a title, an excerpt and content before it can be published` });
        continue;
      }
      await blog.update(row.id, { isPublished: publish }, save);
      changed++;
    }
    return { changed, skipped };
  }

  return { page, setPublished };
}
export type PostList = ReturnType<typeof createPostList>;
