import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { keepTogether } from "../../lib/keep-together.tsx";
import { ArrowLeft, CalendarDays, Clock, UserRound } from "lucide-react";
import type { Route } from "./+types/blog.$slug";
import { appContext } from "../../lib/app-context.ts";
import { absoluteUrl, seoMeta } from "../../lib/seo.ts";
import { relatedPosts } from "#common/blog/blog-rules.ts";
import { BLOG_TITLE, RSS_PATH } from "#common/blog/blog-meta.ts";
import { DEFAULT_COVER_IMAGE } from "#common/blog/blog-types.ts";
import { withDateLabels } from "#common/blog/post-format.ts";
import { CoverImage } from "../../components/blog/cover-image.tsx";
import { CategoryBadge } from "../../components/blog/category-badge.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { ErrorScreen } from "../../components/errors/error-screen.tsx";
import proseHref from "../../components/blog/blog-prose.css?url";
import { Stylesheet } from "../../lib/inline-stylesheet.tsx";

// Below the article: their code loads as the reader gets there.
const ShareButtons = deferred("post-share", () => import("../../components/blog/share-buttons.tsx").then((m) => m.ShareButtons));
const NewsletterSignup = deferred("post-newsletter", () =>
  import("../../components/blog/newsletter-signup.tsx").then((m) => m.NewsletterSignup),
);
const RelatedPosts = deferred("post-related", () => import("../../components/blog/post-grid.tsx").then((m) => m.RelatedPosts), {
  offscreenHeight: 640,
});
const PostNotFound = deferred("post-not-found", () => import("../../components/errors/post-not-found.tsx").then((m) => m.PostNotFound), {
  preloadOnNavigation: false,
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(appContext);
  const post = await services.blog.getPublishedBySlug(params.slug, { siteUrl: origin });
  // Unknown, draft and scheduled posts all look the same from outside: 404.
  if (!post) throw data({ message: "Post not found" }, { status: 404 });
  const related = relatedPosts(post, await services.blog.listPublished(), 3).map(withDateLabels);
  // The HTML and reading time were computed when the post was saved: nothing is rendered per request.
  return { post: withDateLabels(post), related, origin, minutes: post.readingMinutes };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: BLOG_TITLE, href: RSS_PATH },
];

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  if (!loaderData) {
    return seoMeta({ matches, title: "Post Not Found", description: "The article you're looking for doesn't exist.", path: `/blog/${params.slug}`, noindex: true });
  }
  const { post, origin } = loaderData;
  const path = `/blog/${post.slug}`;
  const image = absoluteUrl(origin, post.coverImage || DEFAULT_COVER_IMAGE);
  return seoMeta({
    matches,
    title: post.seoTitle,
    description: post.seoDescription,
    path,
    type: "article",
    image: { url: image, width: 1200, height: 630, alt: post.title },
    extra: [
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:author", content: post.author },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.seoTitle,
        description: post.seoDescription,
        image: [image],
        datePublished: post.publishedAt,
        author: { "@type": "Organization", name: post.author },
        articleSection: post.category,
        keywords: post.tags.join(", "),
        mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(origin, path) },
        url: absoluteUrl(origin, path),
        isPartOf: { "@type": "Blog", name: BLOG_TITLE, url: absoluteUrl(origin, "/blog") },
      },
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related, origin, minutes } = loaderData;
  const url = absoluteUrl(origin, `/blog/${post.slug}`);
  return (
    <main id="main">
      <Stylesheet href={proseHref} />
      <article aria-labelledby="post-title">
        <header className="dark surface-hero relative overflow-hidden pt-28 pb-40 text-foreground md:pt-36 md:pb-52">
          <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
          <div className="container-page relative max-w-3xl">
            <Link
              to="/blog"
              prefetch="intent"
              className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-muted-foreground transition-colors hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Blog
            </Link>
            <div className="mt-8">
              <CategoryBadge category={post.category} />
            </div>
            <h1 id="post-title" className="mt-5 text-h1 text-white">
              {keepTogether(post.title)}
            </h1>
            <p className="mt-6 max-w-3xl text-lead text-muted-foreground">{keepTogether(post.excerpt)}</p>
            <dl className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-300">
              <div className="flex items-center gap-2">
                <dt className="sr-only">Author</dt>
                <UserRound aria-hidden="true" className="size-4 text-brand" />
                <dd className="font-medium text-white">{post.author}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">Published</dt>
                <CalendarDays aria-hidden="true" className="size-4 text-brand" />
                <dd>
                  <time dateTime={post.publishedAt}>{post.dateLabel}</time>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">Reading time</dt>
                <Clock aria-hidden="true" className="size-4 text-brand" />
                <dd>{minutes} min read</dd>
              </div>
            </dl>
          </div>
        </header>

        <div className="container-page relative -mt-28 max-w-5xl md:-mt-40">
          <div className="aspect-[1200/630] overflow-hidden rounded-2xl bg-navy-950 shadow-2xl ring-1 ring-black/5 md:rounded-3xl">
            <CoverImage src={post.coverImage} alt={post.title} priority sizes="(min-width: 64rem) 64rem, 100vw" />
          </div>
        </div>

        <div className="container-page max-w-3xl py-12 md:py-16">
          <div className="blog-prose" data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />

          <footer className="mt-12 space-y-8 border-t pt-8">
            {post.tags.length > 0 && (
              <div>
                <h2 className="sr-only">Tags</h2>
                <ul className="flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={`/blog?q=${encodeURIComponent(tag)}`}
                        className="inline-flex rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-brand"
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ShareButtons url={url} title={post.title} />
          </footer>
        </div>
      </article>

      <div className="container-page max-w-5xl pb-16">
        <NewsletterSignup source="blog-post" />
      </div>

      {related.length > 0 && <RelatedPosts posts={related} />}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  return <ErrorScreen />;
}
