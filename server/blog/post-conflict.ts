import { ApiError } from "../lib/errors.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import type { VersionConflictBody } from "#common/blog/post-revisions.ts";

/** A save based on an older version of the post: 409 with the post as it is now and who saved it (decision 026). */
export class PostVersionConflictError extends ApiError {
  readonly current: AdminBlogPost;
  readonly savedBy: string | null;

  constructor(current: AdminBlogPost, savedBy: string | null) {
    super(409, savedBy ? `${savedBy} saved a newer version of this post while you were editing` : "A newer version of this post was saved while you were editing", {
      code: "version_conflict",
    });
    this.current = current;
    this.savedBy = savedBy;
  }

  override get body(): VersionConflictBody {
    return { message: this.message, code: "version_conflict", current: this.current, savedBy: this.savedBy, savedAt: this.current.updatedAt };
  }
}

export const PUBLISHED_NOT_AUTOSAVED = "This post is published: autosave does not change it. Save it to update the live post.";
export const INCOMPLETE_REVISION = "This revision is an unfinished draft (title, excerpt or content empty): unpublish the post to restore it";
