import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";

export type WentLive = { id: number; slug: string; title: string };

/**
 * Marks the posts whose publish time has come and that were not announced yet, in one statement: however many
 * instances run it at once, each post is returned to exactly one of them.
 */
export async function markDuePostsLive(db: Db, now: Date = new Date()): Promise<WentLive[]> {
  return db
    .update(blogPosts)
    .set({ wentLiveAt: now })
    .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now), isNull(blogPosts.wentLiveAt)))
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
}

/** Every 30 s: a scheduled post is live (the public reads compare its time with the clock) and announced within ~40 s. */
export const SCHEDULED_POSTS_CRON = "*/30 * * * * *";

/**
 * The leased job (one instance runs it at a time, jobs/scheduler.ts) that announces scheduled posts when they go
 * live: `announce` moves the content version (every instance's cached pages, feeds and chat knowledge start over).
 * The public reads already hide a post until its time; this makes every cache follow (docs/decisions/029).
 */
export function scheduledPostsJob(opts: { db: Db; announce: (posts: WentLive[]) => Promise<void>; now?: () => Date }): JobDefinition {
  return {
    key: "scheduled-posts",
    title: "Publish scheduled blog posts",
    type: "maintenance",
    schedule: SCHEDULED_POSTS_CRON,
    run: async () => {
      const posts = await markDuePostsLive(opts.db, opts.now?.() ?? new Date());
      if (posts.length === 0) return "no scheduled post was due";
      await opts.announce(posts);
      return `${posts.length} post${posts.length === 1 ? "" : "s"} went live: ${posts.map((p) => p.slug).join(", ")}`;
    },
  };
}
