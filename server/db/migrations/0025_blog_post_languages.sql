ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_slug_unique";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_group" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_language_slug_key" ON "blog_posts" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_language_key" ON "blog_posts" USING btree ("translation_group","language") WHERE "blog_posts"."translation_group" is not null;