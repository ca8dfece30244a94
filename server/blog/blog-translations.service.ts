import { and, eq, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import { conflict } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";
import { renderPostHtml } from "./post-html.ts";
import { freeSlug } from "./post-slugs.ts";
import { recordRevision } from "./post-revisions.ts";
import type { AdminBlogPost, PostTranslations } from "#common/blog/blog-schemas.ts";
import { slugify } from "#common/blog/blog-rules.ts";
import { LOCALE_CODES, type Locale } from "#common/i18n/locales.ts";
import { postLanguage, toAdminPost, type SaveOptions } from "./admin-post.ts";

// A post's versions in other languages (docs/decisions/055): one per language in a translation group.

type PostValues = typeof blogPosts.$inferInsert;
type PostTranslation = PostTranslations["translations"][number];

/** A translation's own words (a copy of the original's, or the model's translation of them). */
export type TranslationWords = Pick<PostValues, "title" | "excerpt" | "content" | "tags" | "seoTitle" | "seoDescription">;
export const TRANSLATION_EXISTS = "This post already has a version in that language";
export const SAME_LANGUAGE = "The post is already in that language";

/** 409 when another post of `group` (not `exceptId`) is in `language`: a group has one version per language. */
export async function assertLanguageFree(q: DbOrTx, group: number | null, language: string, exceptId?: number): Promise<void> {
  if (group === null) return;
  const same = and(eq(blogPosts.translationGroup, group), eq(blogPosts.language, language));
  const [clash] = await q
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === undefined ? same : and(same, ne(blogPosts.id, exceptId)))
    .limit(1);
  if (clash) throw conflict(TRANSLATION_EXISTS, { language: TRANSLATION_EXISTS });
}

/** Adding and listing translations; `get` is the admin service's read of one post (404 when unknown). */
export function createPostTranslations(db: Db, renderer: MarkdownRenderer, get: (id: number) => Promise<AdminBlogPost>) {
  /** The post a translation into `language` is made from; 409 when it is in that language or has a version in it. */
  async function translationSource(id: number, language: Locale): Promise<AdminBlogPost> {
    const original = await get(id);
    if (original.language === language) throw conflict(SAME_LANGUAGE, { language: SAME_LANGUAGE });
    await assertLanguageFree(db, original.translationGroup, language);
    return original;
  }

  return {
    translationSource,

    /** The post's versions in other languages (drafts included), in the locales' order. */
    async translations(id: number): Promise<PostTranslation[]> {
      const post = await get(id);
      if (post.translationGroup === null) return [];
      const rows = await db
        .select({ id: blogPosts.id, language: blogPosts.language, title: blogPosts.title, slug: blogPosts.slug, isPublished: blogPosts.isPublished, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.translationGroup, post.translationGroup), ne(blogPosts.id, id)));
      return rows
        .map((r) => ({ ...r, language: postLanguage(r), publishedAt: r.publishedAt?.toISOString() ?? null }))
        .sort((a, b) => LOCALE_CODES.indexOf(a.language) - LOCALE_CODES.indexOf(b.language));
    },

    /**
     * A new unpublished draft of post `id` in `language`, linked to it (and to its other translations): `words` are
     * the translation's (the model's) or, without them, a copy of the original's for the staff to translate. Cover,
     * category and author are the original's. One version per language (409).
     */
    async createTranslation(id: number, language: Locale, words: TranslationWords | null, opts: SaveOptions = {}): Promise<AdminBlogPost> {
      const original = await translationSource(id, language);
      const text: TranslationWords = words ?? {
        title: original.title,
        excerpt: original.excerpt,
        content: original.content,
        tags: original.tags,
        seoTitle: original.seoTitle,
        seoDescription: original.seoDescription,
      };
      const html = await renderPostHtml(renderer, text.content ?? "", opts);
      const group = original.translationGroup ?? original.id;
      try {
        return await db.transaction(async (tx) => {
          await assertLanguageFree(tx, group, language);
          if (original.translationGroup === null) await tx.update(blogPosts).set({ translationGroup: group }).where(eq(blogPosts.id, original.id));
          const slug = await freeSlug(tx, language, slugify(text.title ?? "") || original.slug);
          const [row] = await tx
            .insert(blogPosts)
            .values({
              ...text,
              ...html,
              slug,
              category: original.category,
              coverImage: original.coverImage,
              author: original.author,
              language,
              translationGroup: group,
              isPublished: false,
              publishedAt: null,
            })
            .returning();
          await recordRevision(tx, row!, "save", opts.editor ?? null);
          return toAdminPost(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TRANSLATION_EXISTS, { language: TRANSLATION_EXISTS });
        throw error;
      }
    },
  };
}
