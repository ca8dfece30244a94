ALTER TABLE "blog_post_revisions" ADD COLUMN "milestone" text;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
-- Hand-written (docs/decisions/032): each post's oldest kept revision is its first version, and a revision followed
-- by a restore is the version that restore replaced; both are milestones, never merged into by later autosaves.
UPDATE "blog_post_revisions" SET "milestone" = 'first' WHERE "id" IN (SELECT min("id") FROM "blog_post_revisions" GROUP BY "post_id");--> statement-breakpoint
UPDATE "blog_post_revisions" SET "milestone" = 'before-restore' WHERE "milestone" IS NULL AND "id" IN (
  SELECT "id" FROM (SELECT "id", lead("kind") OVER (PARTITION BY "post_id" ORDER BY "id") AS "next_kind" FROM "blog_post_revisions") AS "r"
  WHERE "next_kind" = 'restore'
);
