// One schema for the admin post form, the API body and the insert.
import { z } from "../lib/zod.ts";
import { BLOG_CATEGORIES, parseTags } from "./blog-rules.ts";
import { imageUrl, isoDateTime, optionalText, requiredText } from "../lib/form-fields.ts";
import { MAX_CONTENT_CHARS, NESTING_MESSAGE, withinNestingLimit } from "./markdown-limits.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { LOCALE_CODES, type Locale } from "../i18n/locales.ts";

export const postLanguageField = z.enum(LOCALE_CODES as [Locale, ...Locale[]], { message: `Language must be one of: ${LOCALE_CODES.join(", ")}` });

/** A published post as the public site and `GET /api/blog` see it. Dates are ISO strings. */
export const publicPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  category: z.string(),
  coverImage: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  publishedAt: isoTime,
  /** The post's language (en, es, vi, zh): its address is /blog/{slug} in English, /{language}/blog/{slug} otherwise. */
  language: postLanguageField,
});
export type PublicPost = z.infer<typeof publicPostSchema>;

export const publicPostDetailSchema = publicPostSchema.extend({
  /** Sanitized HTML rendered from the post's Markdown on the server when the post was saved. */
  contentHtml: z.string(),
  /** Minutes to read, counted from that HTML. */
  readingMinutes: z.number(),
});
export type PublicPostDetail = z.infer<typeof publicPostDetailSchema>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_TAGS = 20;

/** Tags arrive as the form's comma-separated text or as a list (API clients); both end as a clean list. */
const tagsField = z
  .union([z.string(), z.array(z.string())], { message: "Tags must be comma-separated text or a list" })
  .transform((v) => parseTags(Array.isArray(v) ? v.join(",") : v))
  .refine((tags) => tags.length <= MAX_TAGS, { message: `At most ${MAX_TAGS} tags` })
  .refine((tags) => tags.every((t) => t.length <= 40), { message: "Each tag must be at most 40 characters" });

export const DEFAULT_BLOG_CATEGORY = BLOG_CATEGORIES[0];

export const blogPostCreateSchema = z.object({
  title: requiredText(200, "Title"),
  /** Empty or absent: derived from the title on the server. */
  slug: optionalText(200, "Slug")
    .refine((v) => v === "" || SLUG_PATTERN.test(v), {
      message: "Slug may only contain lowercase letters, numbers and single hyphens",
    })
    .optional(),
  excerpt: requiredText(500, "Excerpt"),
  content: requiredText(MAX_CONTENT_CHARS, "Content").refine(withinNestingLimit, { message: NESTING_MESSAGE }),
  category: z.enum(BLOG_CATEGORIES, { message: `Category must be one of: ${BLOG_CATEGORIES.join(", ")}` }).optional(),
  coverImage: imageUrl("Cover image").optional(),
  /** Empty or absent: the site name (the brand) is used. */
  author: optionalText(100, "Author").optional(),
  tags: tagsField.optional(),
  seoTitle: optionalText(120, "SEO title").optional(),
  seoDescription: optionalText(320, "SEO description").optional(),
  isPublished: z.boolean({ message: "Published must be true or false" }).optional(),
  /** When the post goes live; a future date schedules it. Null or absent while published: now. */
  publishedAt: isoDateTime("Publish date must be a valid date and time").nullable().optional(),
  /**
   * The editor's Language (a translation gets its own from POST /:id/translations); English when absent. Changing
   * it moves the post to that language's blog, refused while another version of its group is in it.
   */
  language: postLanguageField.optional(),
});
export type BlogPostCreateInput = z.infer<typeof blogPostCreateSchema>;

const baseVersionField = z
  .number({ message: "Base version must be a whole number" })
  .int({ message: "Base version must be a whole number" })
  .positive({ message: "Base version must be a whole number" });

/**
 * PATCH: any subset of the fields, each with the same rules. `baseVersion`, when sent, is the version the editor
 * started from: a post saved meanwhile answers 409 instead of being overwritten (docs/decisions/026).
 */
export const blogPostPatchSchema = blogPostCreateSchema.partial().extend({ baseVersion: baseVersionField.optional() });
export type BlogPostPatchInput = z.infer<typeof blogPostPatchSchema>;

/**
 * A draft's save (explicit or autosave): the same fields and limits, but a draft may still be untitled, without an
 * excerpt or without content; those are required to publish (`publishingProblems`). The API reads a body with
 * `isPublished: true` by the full schemas above, so a publishing request keeps their field messages.
 */
export const blogDraftSaveSchema = z.object({
  baseVersion: baseVersionField.optional(),
  title: optionalText(200, "Title").optional(),
  slug: blogPostCreateSchema.shape.slug,
  excerpt: optionalText(500, "Excerpt").optional(),
  content: optionalText(MAX_CONTENT_CHARS, "Content").refine(withinNestingLimit, { message: NESTING_MESSAGE }).optional(),
  category: blogPostCreateSchema.shape.category,
  coverImage: blogPostCreateSchema.shape.coverImage,
  author: blogPostCreateSchema.shape.author,
  tags: blogPostCreateSchema.shape.tags,
  seoTitle: blogPostCreateSchema.shape.seoTitle,
  seoDescription: blogPostCreateSchema.shape.seoDescription,
  isPublished: blogPostCreateSchema.shape.isPublished,
  publishedAt: blogPostCreateSchema.shape.publishedAt,
  language: blogPostCreateSchema.shape.language,
});
export type BlogDraftSaveInput = z.infer<typeof blogDraftSaveSchema>;

/** An autosave (`autosave: true`, POST or PATCH): a draft's save that never publishes. */
export const blogDraftAutosaveSchema = blogDraftSaveSchema.extend({
  autosave: z.literal(true),
  isPublished: z.literal(false, { message: "An autosave never publishes: save the post to publish it" }).optional(),
});
export type BlogDraftAutosaveInput = z.infer<typeof blogDraftAutosaveSchema>;

/** The fields a published post needs, with the form's messages ("Excerpt is required"); empty when it may be published. */
export function publishingProblems(post: { title: string; excerpt: string; content: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!post.title.trim()) problems.title = "Title is required";
  if (!post.excerpt.trim()) problems.excerpt = "Excerpt is required";
  if (!post.content.trim()) problems.content = "Content is required";
  return problems;
}

export const markdownPreviewSchema = z.object({
  content: z
    .string({ message: "Content must be text" })
    .max(MAX_CONTENT_CHARS, { message: `Content must be at most ${MAX_CONTENT_CHARS} characters` })
    .refine(withinNestingLimit, { message: NESTING_MESSAGE }),
});

/** A post as the admin sees it (GET /api/admin/blog): the public fields, its Markdown and its state. Dates are ISO strings. */
export const adminBlogPostSchema = publicPostSchema.extend({
  content: z.string(),
  isPublished: z.boolean(),
  publishedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Goes up by one with every save (optimistic concurrency). */
  version: z.number(),
  /** Shared by a post and its translations; null while it has none. */
  translationGroup: z.number().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** A post's versions in other languages, as the editor lists them. */
export const postTranslationSchema = z.object({
  id: z.number(),
  language: postLanguageField,
  title: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  publishedAt: isoTime.nullable(),
});
export const postTranslationsSchema = z.object({
  /** The other versions (this post not included), in the locales' order. */
  translations: z.array(postTranslationSchema),
  /** A model is configured: the editor offers "Draft translation with AI". */
  aiTranslation: z.boolean(),
});
export type PostTranslations = z.infer<typeof postTranslationsSchema>;

/** POST /api/admin/blog/:id/translations: a new draft in `language`, a copy to translate or (`ai`) the model's draft. */
export const createTranslationSchema = z.object({
  language: postLanguageField,
  ai: z.boolean({ message: "ai must be true or false" }).optional(),
});
