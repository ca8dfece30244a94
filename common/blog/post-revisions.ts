// What the editor's history shows of a post's revisions (GET /api/admin/blog/:id/revisions), browser-safe.
import type { AdminBlogPost } from "./blog-schemas.ts";

/** At least this many revisions are kept per post; older ones are pruned at each save. */
export const KEPT_REVISIONS = 50;
/** Autosaves by one author within this many minutes of the revision they started update it instead of adding one. */
export const AUTOSAVE_COALESCE_MINUTES = 10;

export const REVISION_KINDS = ["original", "autosave", "save", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The post's fields a revision keeps (and that a compare lists). */
export type PostSnapshot = Pick<
  AdminBlogPost,
  "title" | "slug" | "excerpt" | "content" | "category" | "coverImage" | "author" | "tags" | "seoTitle" | "seoDescription" | "isPublished" | "publishedAt"
>;

export interface RevisionSummary {
  id: number;
  postVersion: number;
  kind: RevisionKind;
  /** Who saved it (their name when saved), null for the post as it was before revisions were kept. */
  savedBy: string | null;
  createdAt: string;
  updatedAt: string;
  title: string;
}

export interface PostRevision extends RevisionSummary {
  snapshot: PostSnapshot;
}

/** What a restore brings back: the words and metadata, never the address or the publication state (decision 026). */
export const RESTORED_FIELDS = ["title", "excerpt", "content", "category", "coverImage", "author", "tags", "seoTitle", "seoDescription"] as const;

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  original: "Before history",
  autosave: "Autosave",
  save: "Saved",
  restore: "Restored",
};

/** The 409 body of a save based on an older version: the post as it is now and who saved it last. */
export interface VersionConflictBody {
  message: string;
  code: "version_conflict";
  current: AdminBlogPost;
  savedBy: string | null;
  savedAt: string;
}
