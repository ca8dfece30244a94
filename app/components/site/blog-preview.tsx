import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { ShownPost } from "#common/blog/post-format.ts";
import { BLOG_NAME } from "#common/content/site-facts.ts";
import { PostCard } from "../blog/post-card.tsx";
import { Section, SectionHeader } from "./section.tsx";
import { localizedPath, type Locale } from "#common/i18n/locales.ts";
import type { HomeText } from "#common/i18n/home.ts";

/** The 3 latest published posts of The AI Advantage Weekly (cards shared with the blog list). */
export function BlogPreview({ posts, text, locale = "en" }: { posts: readonly ShownPost[]; text: HomeText["blog"]; locale?: Locale }) {
  return (
    <Section tone="light" labelledBy="blog-preview-title" id="insights">
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <SectionHeader
          id="blog-preview-title"
          align="left"
          eyebrow={BLOG_NAME}
          title={text.title}
          lead={text.lead}
        />
        <Link to={localizedPath(locale, "/blog")} prefetch="intent" className="group inline-flex shrink-0 items-center gap-1.5 rounded-sm font-semibold text-brand hover:underline">
          {text.viewAll}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-12 text-muted-foreground">{text.empty}</p>
      ) : (
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} data-post-card={post.slug} className="flex">
              <PostCard post={post} headingLevel="h3" href={localizedPath(locale, `/blog/${post.slug}`)} readLabel={text.readArticle} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
