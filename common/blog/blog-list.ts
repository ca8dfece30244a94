import { z } from "../lib/zod.ts";
import { anyMeansNone, listPageSchema, optionalPage, pagingFields, sortField } from "../lib/list-query.ts";
import { adminBlogPostSchema } from "./blog-schemas.ts";
import { recordId } from "../lib/record-id.ts";

// GET /api/admin/blog?page=…: the posts admin paged, sorted and searched on the server.
// Without `page` the route answers the original array of every post (docs/decisions/028).

export const POST_SORTS = ["date", "title", "category", "status", "updated"] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const POST_SORT_LABELS: Record<PostSort, string> = { date: "Published", title: "Title", category: "Category", status: "Status", updated: "Last edited" };
/** Dates start newest first; words A to Z. */
export const POST_SORTS_DESCENDING: readonly PostSort[] = ["date", "updated"];

export const POST_STATES = ["published", "scheduled", "draft"] as const;
export type PostState = (typeof POST_STATES)[number];

export const postListQuerySchema = z.object({
  ...pagingFields,
  page: optionalPage,
  sort: sortField(POST_SORTS, "date"),
  status: z.preprocess(anyMeansNone, z.enum(POST_STATES, { message: "Status is published, scheduled or draft" }).optional()),
  category: z.preprocess(anyMeansNone, z.string().max(60).optional()),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

/** A post in the paged list: everything but its Markdown (the editor reads one post with it). */
export const postListItemSchema = adminBlogPostSchema.omit({ content: true });
export type PostListItem = z.infer<typeof postListItemSchema>;
export const postListPageSchema = listPageSchema(postListItemSchema);
export type PostListPage = z.infer<typeof postListPageSchema>;

const postIds = z
  .array(recordId("Please select posts"), { message: "Please select posts" })
  .min(1, { message: "Please select posts" })
  .max(100, { message: "At most 100 posts at once" })
  .transform((list) => [...new Set(list)]);

export const POST_BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export const bulkPostsSchema = z.object({
  action: z.enum(POST_BULK_ACTIONS, { message: "Please choose publish, unpublish or delete" }),
  ids: postIds,
});
export type BulkPostsInput = z.input<typeof bulkPostsSchema>;
export const bulkPostsAnswerSchema = z.object({ message: z.string(), count: z.number(), skipped: z.array(z.object({ id: z.number(), reason: z.string() })) });
