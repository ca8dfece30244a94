import { Link } from "react-router";
import { ArrowRight } from "../ui/site-icons.tsx";
import { postPath, type ShownPost } from "#common/blog/post-format.ts";
import { blogEn, type BlogListText } from "#common/i18n/blog.ts";
import { CoverImage } from "./cover-image.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { keepTogether } from "../../lib/keep-together.tsx";

/** The newest post, wide, above the grid of the unfiltered list. */
export function FeaturedPost({ post, text = blogEn.list }: { post: ShownPost; text?: BlogListText }) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border bg-card shadow-sm transition-shadow duration-200 hover:shadow-xl focus-within:ring-2 focus-within:ring-ring lg:grid-cols-[1.25fr_1fr]">
      <div className="aspect-[1200/630] overflow-hidden bg-navy-950 lg:aspect-auto lg:min-h-[22rem]">
        <CoverImage src={post.coverImage} alt="" priorityMedia="(min-width: 1024px)" sizes="(min-width: 1024px) 42rem, 100vw" className="transition-transform duration-500 group-hover:scale-[1.02]" />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
          <span className="text-eyebrow text-brand uppercase">{text.latest}</span>
          <CategoryBadge category={post.category} label={post.categoryLabel} />
          <time dateTime={post.publishedAt}>{post.dateLabel}</time>
        </div>
        <h2 className="mt-4 text-h3 text-foreground">
          <Link to={postPath(post)} prefetch="intent" className="outline-none after:absolute after:inset-0 after:content-['']">
            {keepTogether(post.title)}
          </Link>
        </h2>
        <p className="mt-4 line-clamp-4 leading-relaxed text-muted-foreground">{keepTogether(post.excerpt)}</p>
        <span aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
          {text.readArticle}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
