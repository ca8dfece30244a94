// What the editor's history shows of a post's revisions (GET /api/admin/blog/:id/revisions); admin-only.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { adminBlogPostSchema } from "./blog-schemas.ts";

/** At least this many revisions are kept per post; older ones are pruned at each save. */
export const KEPT_REVISIONS = 50;
/** Autosaves by one author within this many minutes of the revision they started update it instead of adding one. */
export const AUTOSAVE_COALESCE_MINUTES = 10;

export const REVISION_KINDS = ["original", "autosave", "save", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The post's fields a revision keeps (and that a compare lists). */
export const postSnapshotSchema = adminBlogPostSchema.pick({
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  category: true,
  coverImage: true,
  author: true,
  tags: true,
  seoTitle: true,
  seoDescription: true,
  isPublished: true,
  publishedAt: true,
});
export type PostSnapshot = z.infer<typeof postSnapshotSchema>;

export const revisionSummarySchema = z.object({
  id: z.number(),
  postVersion: z.number(),
  kind: z.enum(REVISION_KINDS),
  /** Who saved it (their name when saved), null for the post as it was before revisions were kept. */
  savedBy: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  title: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const postRevisionSchema = revisionSummarySchema.extend({ snapshot: postSnapshotSchema });
export type PostRevision = z.infer<typeof postRevisionSchema>;

/** What a restore brings back: the words and metadata, never the address or the publication state (decision 026). */
export const RESTORED_FIELDS = ["title", "excerpt", "content", "category", "coverImage", "author", "tags", "seoTitle", "seoDescription"] as const;

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  original: "Before history",
  autosave: "Autosave",
  save: "Saved",
  restore: "Restored",
};

/** The 409 body of a save based on an older version: the post as it is now and who saved it last. */
export const versionConflictBodySchema = z.object({
  message: z.string(),
  code: z.literal("version_conflict"),
  current: adminBlogPostSchema,
  savedBy: z.string().nullable(),
  savedAt: isoTime,
});
export type VersionConflictBody = z.infer<typeof versionConflictBodySchema>;
