// What the editor's history shows of a post's revisions (GET /api/admin/blog/:id/revisions); admin-only.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { adminBlogPostSchema } from "./blog-schemas.ts";

/** This many revisions are kept per post: the first version and the newest others (older ones pruned at each save). */
export const KEPT_REVISIONS = 50;
/**
 * Autosaves by one author within this many minutes of the autosave they started update it instead of adding one;
 * never a milestone (the first version, the version before a restore), an explicit save or a restore.
 */
export const AUTOSAVE_COALESCE_MINUTES = 10;

export const REVISION_KINDS = ["original", "autosave", "save", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** A revision that is never merged into: the post's first version (never pruned either) and the one a restore replaced. */
export const REVISION_MILESTONES = ["first", "before-restore"] as const;
export type RevisionMilestone = (typeof REVISION_MILESTONES)[number];

/** The text fields whose lines a revision's "first change" points at, in reading order. */
export const TEXT_FIELDS = ["title", "excerpt", "content"] as const;

/** What a revision changed relative to the revision kept before it (to an empty post for the first one). */
export const revisionChangesSchema = z.object({
  /** Words of the title, excerpt and content added and removed. */
  wordsAdded: z.number(),
  wordsRemoved: z.number(),
  /** The first line that differs, reading title, excerpt, then content (1-based line of that field); null: none. */
  firstChange: z.object({ field: z.enum(TEXT_FIELDS), line: z.number(), text: z.string(), removed: z.boolean() }).nullable(),
  /** The other fields that differ (category, tags…), by name. */
  fields: z.array(z.string()),
});
export type RevisionChanges = z.infer<typeof revisionChangesSchema>;

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
  milestone: z.enum(REVISION_MILESTONES).nullable(),
  changes: revisionChangesSchema,
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

export const REVISION_MILESTONE_LABELS: Record<RevisionMilestone, string> = {
  first: "First version",
  "before-restore": "Before restore",
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
