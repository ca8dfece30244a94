import { parseTags } from "#common/blog/blog-rules.ts";
import { DEFAULT_BLOG_CATEGORY, type AdminBlogPost } from "#common/blog/blog-schemas.ts";
import type { PostSnapshot } from "#common/blog/post-revisions.ts";
import { isoToLocalInput, localInputToIso } from "../content/datetime.ts";
import { DEFAULT_LOCALE, type Locale } from "#common/i18n/locales.ts";

/** The editor's fields as typed (tags as comma-separated text, the date as a local date-time input). */
export type PostValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  coverImage: string;
  author: string;
  tags: string;
  seoTitle: string;
  seoDescription: string;
  isPublished: boolean;
  publishedAt: string;
  /** The blog it is on (docs/decisions/055): chosen for a new post or a draft. */
  language: Locale;
};

export function valuesOf(post: Pick<AdminBlogPost, keyof PostSnapshot | "language"> | null, defaultAuthor: string): PostValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    category: post?.category ?? DEFAULT_BLOG_CATEGORY,
    coverImage: post?.coverImage ?? "",
    author: post?.author ?? defaultAuthor,
    tags: post?.tags.join(", ") ?? "",
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
    isPublished: post?.isPublished ?? false,
    publishedAt: isoToLocalInput(post?.publishedAt),
    language: post?.language ?? DEFAULT_LOCALE,
  };
}

/** What the API takes (the same body for a save and, with `autosave: true`, for a draft's autosave). */
export const inputOf = (v: PostValues) => ({ ...v, publishedAt: localInputToIso(v.publishedAt) });

/** The values as a revision would hold them, for comparing what is typed with a saved version. */
export const snapshotOf = (v: PostValues): PostSnapshot => ({ ...v, tags: parseTags(v.tags), publishedAt: localInputToIso(v.publishedAt) });

export const sameValues = (a: PostValues, b: PostValues) => (Object.keys(a) as (keyof PostValues)[]).every((k) => a[k] === b[k]);
