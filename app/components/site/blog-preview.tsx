import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { ShownPost } from "#common/blog/post-format.ts";
import { BLOG_NAME } from "#common/content/site-facts.ts";
import { PostCard } from "../blog/post-card.tsx";
import { Section, SectionHeader } from "./section.tsx";

/** The 3 latest published posts of The AI Advantage Weekly (cards shared with the blog list). */
export function BlogPreview({ posts }: { posts: readonly ShownPost[] }) {
  return (
    <Section tone="light" labelledBy="blog-preview-title" id="insights">
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <SectionHeader
          id="blog-preview-title"
          align="left"
          eyebrow={BLOG_NAME}
          title="Insights for Houston real estate pros"
          lead="Practical playbooks on AI, automation and the Houston market."
        />
        <Link to="/blog" prefetch="intent" className="group inline-flex shrink-0 items-center gap-1.5 rounded-sm font-semibold text-brand hover:underline">
          View all articles
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-12 text-muted-foreground">New articles are on their way. Check back soon.</p>
      ) : (
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} data-post-card={post.slug} className="flex">
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
