import type { blogPosts } from "../db/schema.ts";
import { toSnapshot, type Editor } from "./post-revisions.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#common/i18n/locales.ts";

// A post row as the admin sees it, shared by the editor's saves (blog-admin.service.ts) and its translations
// (blog-translations.service.ts).

type PostRow = typeof blogPosts.$inferSelect;

export const postLanguage = (row: Pick<PostRow, "language">): Locale => (isLocale(row.language) ? row.language : DEFAULT_LOCALE);

export function toAdminPost(row: PostRow): AdminBlogPost {
  return {
    id: row.id,
    ...toSnapshot(row),
    language: postLanguage(row),
    translationGroup: row.translationGroup,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * How a save renders the post's Markdown (`siteUrl` decides which absolute links count as the site's own) and
 * who makes it (the revision's author).
 */
export type SaveOptions = { siteUrl?: string; editor?: Editor };
