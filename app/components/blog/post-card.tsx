import { Link } from "react-router";
import { ArrowRight } from "../ui/site-icons.tsx";
import { CalendarDays } from "../ui/blog-icons.tsx";
import { postPath, type ShownPost } from "#common/blog/post-format.ts";
import { CoverImage } from "./cover-image.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { keepTogether } from "../../lib/keep-together.tsx";

/** A post in the blog grid and in "related posts": the whole card is one link (the title), the rest is text. */
export function PostCard({
  post,
  headingLevel = "h2",
  href = postPath(post),
  readLabel = "Read article",
}: {
  post: ShownPost;
  headingLevel?: "h2" | "h3";
  /** The post's address in the page's language. */
  href?: string;
  readLabel?: string;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-all duration-200 hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring">
      <div className="aspect-[1200/630] overflow-hidden bg-navy-950">
        <CoverImage src={post.coverImage} alt="" sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" className="transition-transform duration-500 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
          <CategoryBadge category={post.category} label={post.categoryLabel} />
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={post.publishedAt}>{post.shortDateLabel}</time>
          </span>
        </div>
        <Heading className="mt-4 text-lg leading-snug font-semibold tracking-tight text-foreground">
          <Link to={href} prefetch="intent" className="outline-none after:absolute after:inset-0 after:content-['']">
            {keepTogether(post.title)}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{keepTogether(post.excerpt)}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand">
          {readLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
