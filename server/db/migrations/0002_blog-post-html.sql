-- Posts keep the HTML rendered when they are saved. Markdown cannot be rendered in SQL: existing rows get theirs
-- at the next start (seed() renders every post whose html_version is null or older) or on their first read.
ALTER TABLE "blog_posts" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reading_minutes" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "html_version" integer;