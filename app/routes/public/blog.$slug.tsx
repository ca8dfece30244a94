import { data, isRouteErrorResponse, Link, redirect, useRouteError, type MetaDescriptor } from "react-router";
import { keepTogether } from "../../lib/keep-together.tsx";
import { ArrowLeft, CalendarDays, Clock, UserRound } from "../../components/ui/blog-icons.tsx";
import type { Route } from "./+types/blog.$slug";
import { appContext } from "../../lib/app-context.ts";
import { requestPath } from "../../lib/request-path.ts";
import { PUBLIC_LAYOUT_ID } from "../../lib/public-layout.ts";
import { absoluteUrl, pageMeta, publicPage, type PublicPage } from "../../lib/public-page.server.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import type { ContentLanguages } from "../../lib/content-languages.ts";
import { relatedPosts } from "#common/blog/blog-rules.ts";
import { RSS_PATH } from "#common/blog/blog-meta.ts";
import { DEFAULT_COVER_IMAGE, type PublicPostDetail } from "#common/blog/blog-types.ts";
import { postPath, withCategoryLabels, withDateLabelsIn } from "#common/blog/post-format.ts";
import { LOCALES, localeFromPath, localizedPath } from "#common/i18n/locales.ts";
import { fill } from "#common/i18n/fill.ts";
import { blogEn, type BlogText } from "#common/i18n/blog.ts";
import { POST_NOT_FOUND } from "../../lib/page-title.ts";
import { blogTranslations } from "#common/i18n/blog.translations.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";
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

/**
 * The post of the address's language (services.blog.postPage): another language's slug leads to its version in this
 * one; a post without one shows in English with the "not translated" note; the page's words follow the post. Its
 * tags are built here, on the server (a 404's come with the thrown data).
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const { services, origin } = context.get(appContext);
  const [shows, page] = await Promise.all([
    services.blog.postPage(localeFromPath(requestPath(request)), params.slug, { siteUrl: origin }),
    publicPage(args),
  ]);
  // Unknown, draft and scheduled posts all look the same from outside: 404.
  if (!shows) throw data({ message: "Post not found", meta: notFoundMeta(page, params.slug) }, { status: 404 });
  // Not permanent: the version it leads to may be unpublished later.
  if (shows.kind === "redirect") throw redirect(postPath(shows.to), 302);
  const { post, versions } = shows;
  const shown = post.language;
  const text = shown === "en" ? null : (blogTranslations[shown] ?? null);
  const shownIn = <T extends Parameters<ReturnType<typeof withDateLabelsIn>>[0]>(p: T) =>
    withCategoryLabels(text?.list.categories ?? null)(withDateLabelsIn(LOCALES[shown].intl)(p));
  const related = relatedPosts(post, await services.blog.listPublished({ language: shown }), 3).map(shownIn);
  const contentLanguages: ContentLanguages = { shown, paths: Object.fromEntries(versions.map((v) => [v.language, `/blog/${v.slug}`])) };
  // The HTML and reading time were computed when the post was saved: nothing is rendered per request.
  return {
    post: shownIn(post),
    related,
    shareUrl: absoluteUrl(origin, postPath(post)),
    minutes: post.readingMinutes,
    text,
    contentLanguages,
    meta: postMeta(page, post, text ?? blogEn, contentLanguages),
  };
}

/** An unknown post's tags: in the address's language (the chrome's words for it), not indexed. */
function notFoundMeta(page: PublicPage, slug: string): MetaDescriptor[] {
  const words = (page.locale === "en" ? null : siteChromeTranslations[page.locale])?.errors ?? POST_NOT_FOUND;
  return pageMeta(page, { title: words.postNotFoundTitle, description: words.postNotFoundMessage, path: `/blog/${slug}`, noindex: true });
}

function postMeta(page: PublicPage, post: PublicPostDetail, text: BlogText, contentLanguages: ContentLanguages): MetaDescriptor[] {
  const { origin } = page;
  const path = postPath(post);
  const image = absoluteUrl(origin, post.coverImage || DEFAULT_COVER_IMAGE);
  const rss = { tagName: "link", rel: "alternate", type: "application/rss+xml", title: text.meta.title, href: localizedPath(post.language, RSS_PATH) };
  return [...pageMeta(page, {
    title: post.seoTitle,
    description: post.seoDescription,
    path: `/blog/${post.slug}`,
    content: contentLanguages,
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
        inLanguage: LOCALES[post.language].htmlLang,
        mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(origin, path) },
        url: absoluteUrl(origin, path),
        isPartOf: { "@type": "Blog", name: text.meta.title, url: absoluteUrl(origin, localizedPath(post.language, "/blog")) },
      },
    ],
  }), rss];
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (loaderData) return loaderData.meta;
  // A 404 brings its tags (the loader built them before throwing); another failure is titled as its screen is, by the
  // layout.
  const thrown = isRouteErrorResponse(error) ? (error.data as { meta?: MetaDescriptor[] } | null) : null;
  return thrown?.meta ?? matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.meta ?? [];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related, shareUrl, minutes } = loaderData;
  const text = loaderData.text ?? blogEn;
  // Links stay in the address's language (on a post shown in English there, its list has the note too).
  const { to } = usePageLanguage();
  return (
    <main id="main">
      <Stylesheet href={proseHref} />
      <article aria-labelledby="post-title">
        <header className="dark surface-hero relative overflow-hidden pt-28 pb-40 text-foreground md:pt-36 md:pb-52">
          <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
          <div className="container-page relative max-w-3xl">
            <Link
              to={to("/blog")}
              prefetch="intent"
              className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-muted-foreground transition-colors hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {text.post.back}
            </Link>
            <div className="mt-8">
              <CategoryBadge category={post.category} label={post.categoryLabel} />
            </div>
            <h1 id="post-title" className="mt-5 text-h1 text-white">
              {keepTogether(post.title)}
            </h1>
            <p className="mt-6 max-w-3xl text-lead text-muted-foreground">{keepTogether(post.excerpt)}</p>
            <dl className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-300">
              <div className="flex items-center gap-2">
                <dt className="sr-only">{text.post.author}</dt>
                <UserRound aria-hidden="true" className="size-4 text-brand" />
                <dd className="font-medium text-white">{post.author}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">{text.post.published}</dt>
                <CalendarDays aria-hidden="true" className="size-4 text-brand" />
                <dd>
                  <time dateTime={post.publishedAt}>{post.dateLabel}</time>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">{text.post.readingTime}</dt>
                <Clock aria-hidden="true" className="size-4 text-brand" />
                <dd>{fill(text.post.minutes, { minutes })}</dd>
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
                <h2 className="sr-only">{text.post.tags}</h2>
                <ul className="flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={to(`/blog?q=${encodeURIComponent(tag)}`)}
                        className="inline-flex rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-brand"
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ShareButtons url={shareUrl} title={post.title} heading={text.post.share} shareOn={text.post.shareOn} />
          </footer>
        </div>
      </article>

      {/* The newsletter is written in English: it is offered under English posts. */}
      {post.language === "en" && (
        <div className="container-page max-w-5xl pb-16">
          <NewsletterSignup source="blog-post" />
        </div>
      )}

      {related.length > 0 && <RelatedPosts posts={related} title={text.post.related} readLabel={text.list.readArticle} />}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  return <ErrorScreen />;
}
