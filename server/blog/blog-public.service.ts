import { and, desc, eq, inArray, isNotNull, lte, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { PublicPost, PublicPostDetail } from "#common/blog/blog-types.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "#common/i18n/locales.ts";
import type { MarkdownRenderer } from "./markdown-renderer.ts";
import { hasCurrentHtml, storeMissingHtml, type PostHtml } from "./post-html.ts";

type PostRow = typeof blogPosts.$inferSelect;

/** A live English post as the assistant knows it, with its live versions in other languages. */
export type AssistantPost = Pick<PublicPost, "title" | "slug" | "excerpt" | "category" | "tags"> & {
  content: string;
  translations: { language: Exclude<Locale, "en">; title: string; slug: string; excerpt: string; content: string }[];
};

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
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
  };
}

/** A live version of a post: its language and slug (its address is localizedPath(language, `/blog/${slug}`)). */
export type PostVersion = { language: Locale; slug: string };

/**
 * What an address /{language}/blog/{slug} shows (docs/decisions/055-blog-languages): the post in that language; a
 * redirect to the version in that language when the slug is another language's post that has one; the English
 * version with the "not translated" note when there is one; else a redirect to the post in its own language. A page
 * is never mixed: the post's words and the page's are in one language.
 */
export type PostPage =
  | { kind: "post"; post: PublicPostDetail; versions: PostVersion[] }
  | { kind: "fallback"; post: PublicPostDetail; versions: PostVersion[] }
  | { kind: "redirect"; to: PostVersion };

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

  /** Live posts in one language (English unless asked), newest first. */
  async function published(limit?: number, language: Locale = DEFAULT_LOCALE): Promise<PostRow[]> {
    const query = db
      .select()
      .from(blogPosts)
      .where(and(isLive(), eq(blogPosts.language, language)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    return limit ? await query.limit(limit) : await query;
  }

  /** The live versions of a post (itself included), in the locales' order. */
  async function versionsOf(row: PostRow): Promise<PostVersion[]> {
    const rows =
      row.translationGroup === null
        ? [row]
        : await db.select().from(blogPosts).where(and(isLive(), eq(blogPosts.translationGroup, row.translationGroup)));
    return rows
      .map((r) => ({ language: toPublicPost(r).language, slug: r.slug }))
      .sort((a, b) => LOCALE_CODES.indexOf(a.language) - LOCALE_CODES.indexOf(b.language));
  }

  async function liveRow(language: Locale, slug: string): Promise<PostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), eq(blogPosts.language, language), isLive()));
    return row;
  }

  async function detail(row: PostRow, siteUrl: string | undefined): Promise<PublicPostDetail> {
    return { ...toPublicPost(row), ...(await storedHtml(row, siteUrl)) };
  }

  return {
    async listPublished(opts: { limit?: number; language?: Locale } = {}): Promise<PublicPost[]> {
      return (await published(opts.limit, opts.language)).map(toPublicPost);
    },

    /** The languages that have at least one live post, in the locales' order (a blog list worth indexing). */
    async languagesWithPosts(): Promise<Locale[]> {
      const rows = await db.selectDistinct({ language: blogPosts.language }).from(blogPosts).where(isLive());
      const found = new Set(rows.map((r) => r.language));
      return LOCALE_CODES.filter((l) => found.has(l));
    },

    /** Every live post of every language with its group, for the sitemap's language alternates. */
    async listAllVersions(): Promise<(PublicPost & { versions: PostVersion[] })[]> {
      const rows = await db.select().from(blogPosts).where(isLive()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      const groups = new Map<number, PostVersion[]>();
      for (const r of rows) {
        if (r.translationGroup === null) continue;
        groups.set(r.translationGroup, [...(groups.get(r.translationGroup) ?? []), { language: toPublicPost(r).language, slug: r.slug }]);
      }
      const order = (v: PostVersion[]) => [...v].sort((a, b) => LOCALE_CODES.indexOf(a.language) - LOCALE_CODES.indexOf(b.language));
      return rows.map((r) => {
        const post = toPublicPost(r);
        return { ...post, versions: order(r.translationGroup === null ? [{ language: post.language, slug: r.slug }] : groups.get(r.translationGroup)!) };
      });
    },

    /** What the assistant reads of each post (site-facts.ts): its card fields and its Markdown, newest first (English). */
    async listPublishedForAssistant(opts: { limit?: number } = {}): Promise<AssistantPost[]> {
      const rows = await published(opts.limit);
      // Their live versions in other languages, so a visitor is quoted the post in their own language.
      const groups = rows.flatMap((r) => (r.translationGroup === null ? [] : [r.translationGroup]));
      const others = groups.length === 0 ? [] : await db.select().from(blogPosts).where(and(isLive(), inArray(blogPosts.translationGroup, groups), ne(blogPosts.language, DEFAULT_LOCALE)));
      return rows.map((row) => ({
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt,
        category: row.category,
        tags: row.tags ?? [],
        content: row.content,
        translations: others
          .filter((o) => row.translationGroup !== null && o.translationGroup === row.translationGroup && isLocale(o.language))
          .map((o) => ({ language: o.language as Exclude<Locale, "en">, title: o.title, slug: o.slug, excerpt: o.excerpt, content: o.content })),
      }));
    },

    /** The RSS feed's items: each post of one language (English unless asked) with its stored HTML. */
    async listPublishedWithHtml(opts: { siteUrl?: string; language?: Locale } = {}): Promise<(PublicPost & { contentHtml: string })[]> {
      const rows = await published(undefined, opts.language);
      const posts = [];
      for (const row of rows) posts.push({ ...toPublicPost(row), contentHtml: (await storedHtml(row, opts.siteUrl)).contentHtml });
      return posts;
    },

    /** A live post by its slug in one language (English unless asked). */
    async getPublishedBySlug(slug: string, opts: { siteUrl?: string; language?: Locale } = {}): Promise<PublicPostDetail | null> {
      const row = await liveRow(opts.language ?? DEFAULT_LOCALE, slug);
      return row ? detail(row, opts.siteUrl) : null;
    },

    /** What /{language}/blog/{slug} shows (see PostPage); null: no live post has that slug. */
    async postPage(language: Locale, slug: string, opts: { siteUrl?: string } = {}): Promise<PostPage | null> {
      const found = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), isLive()));
      const own = found.find((r) => r.language === language);
      if (own) return { kind: "post", post: await detail(own, opts.siteUrl), versions: await versionsOf(own) };
      // Another language's post: English first, then the locales' order.
      const other = [...found].sort((a, b) => LOCALE_CODES.indexOf(a.language as Locale) - LOCALE_CODES.indexOf(b.language as Locale))[0];
      if (!other) return null;
      const versions = await versionsOf(other);
      const wanted = versions.find((v) => v.language === language);
      if (wanted) return { kind: "redirect", to: wanted };
      const english = versions.find((v) => v.language === DEFAULT_LOCALE);
      if (english) {
        const row = other.language === DEFAULT_LOCALE ? other : await liveRow(DEFAULT_LOCALE, english.slug);
        if (row) return { kind: "fallback", post: await detail(row, opts.siteUrl), versions };
      }
      return { kind: "redirect", to: { language: toPublicPost(other).language, slug: other.slug } };
    },

  };
}
export type BlogPublicService = ReturnType<typeof createBlogPublicService>;
