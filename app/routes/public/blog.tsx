import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Rss } from "../../components/ui/blog-icons.tsx";
import type { Route } from "./+types/blog";
import { appContext } from "../../lib/app-context.ts";
import { requestPath } from "../../lib/request-path.ts";
import { pageMeta, publicPage, type PublicPage } from "../../lib/public-page.server.ts";
import { ALL_CATEGORIES, filterPosts } from "#common/blog/blog-rules.ts";
import { RSS_PATH } from "#common/blog/blog-meta.ts";
import { withCategoryLabels, withDateLabelsIn } from "#common/blog/post-format.ts";
import { LOCALES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { blogListLanguages, pageLocale } from "#common/i18n/page-languages.ts";
import { fill } from "#common/i18n/fill.ts";
import { blogEn, type BlogText } from "#common/i18n/blog.ts";
import { blogTranslations } from "#common/i18n/blog.translations.ts";
import { BlogFilters, blogSearch } from "../../components/blog/blog-filters.tsx";
import { deferred } from "../../components/site/deferred.tsx";

// Visible at once in the hero, but only needed by someone who uses it: it loads on the first touch, hover or focus.
const NewsletterSignup = deferred(
  "blog-newsletter",
  () => import("../../components/blog/newsletter-signup.tsx").then((m) => m.NewsletterSignup),
  { when: "interaction" },
);

// The list under the filters (and the rare empty result): their code loads as soon as someone reaches for the
// filters, which is what changes them. The featured post (in view at once on a wide screen) is one link: its server
// HTML is all a reader needs until they touch, point at or focus it (a click made before is held and replayed).
const FeaturedPost = deferred("blog-featured", () => import("../../components/blog/featured-post.tsx").then((m) => m.FeaturedPost), {
  when: "interaction",
});
// Below the featured post: on a phone it starts under the first screen; its code loads as it comes near.
const PostGrid = deferred("blog-post-grid", () => import("../../components/blog/post-grid.tsx").then((m) => m.PostGrid), {
  offscreenHeight: 2300,
});
const NoPosts = deferred("blog-no-posts", () => import("../../components/blog/post-grid.tsx").then((m) => m.NoPosts), {
  preloadOnNavigation: false,
});
const NoPostsInLanguage = deferred("blog-no-posts-in-language", () => import("../../components/blog/post-grid.tsx").then((m) => m.NoPostsInLanguage));
const preloadLists = () => {
  void FeaturedPost.preload();
  void PostGrid.preload();
  void NoPosts.preload();
};

/**
 * Every published post in the page's language; the list is small, so filtering happens on the page (server- and
 * client-side alike). The page's words in another language come with the data (blogTranslations stays on the server).
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context.get(appContext);
  const locale = pageLocale(requestPath(args.request));
  const text = locale === "en" ? null : (blogTranslations[locale] ?? null);
  const [posts, withPosts, page] = await Promise.all([
    services.blog.listPublished({ language: locale }),
    services.blog.languagesWithPosts(),
    publicPage(args),
  ]);
  // The lists with posts point to each other; an empty one (not English) is not indexed and offers no feed.
  const listed = blogListLanguages(withPosts);
  return {
    locale,
    text,
    posts: posts.map(withDateLabelsIn(LOCALES[locale].intl)).map(withCategoryLabels(text?.list.categories ?? null)),
    meta: blogListMeta(page, text ?? blogEn, locale, listed.includes(locale) ? listed : null),
  };
}

/** The list's tags (built here, on the server), with the feed of the page's language once it has posts (`listed`). */
function blogListMeta(page: PublicPage, text: BlogText, locale: Locale, listed: readonly Locale[] | null) {
  return [
    ...pageMeta(page, { title: text.meta.title, description: text.meta.description, path: "/blog", languages: listed ?? undefined, noindex: !listed }),
    ...(listed ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: text.meta.title, href: localizedPath(locale, RSS_PATH) }] : []),
  ];
}

// Typing in the search box rewrites ?q= on every pause; the posts are already here, so don't refetch them.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const URL_DELAY_MS = 250;

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, locale } = loaderData;
  const text: BlogText = loaderData.text ?? blogEn;
  const listPath = localizedPath(locale, "/blog");
  const rssPath = localizedPath(locale, RSS_PATH);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const category = searchParams.get("category") || ALL_CATEGORIES;
  const urlQ = searchParams.get("q") ?? "";
  // A category chosen while its navigation is still under way is the one a search typed meanwhile belongs to.
  const pending = useNavigation().location;
  const nextCategory = pending?.pathname === listPath ? new URLSearchParams(pending.search).get("category") || ALL_CATEGORIES : category;
  const [q, setQ] = useState(urlQ);
  const writeUrl = useCallback(
    (toCategory: string, text: string) =>
      navigate(
        { pathname: listPath, search: blogSearch(toCategory, text) },
        { replace: true, preventScrollReset: true, state: { searchBox: true } },
      ),
    [navigate, listPath],
  );
  // The box writes the URL itself (marked in the entry's state); a change the router commits late, after more
  // typing, must not put the box back to that older text. Any other change of ?q= (a chip, a link) leads the box.
  const location = useLocation();
  const ownWrite =
    useNavigationType() === "REPLACE" && (location.state as { searchBox?: boolean } | null)?.searchBox === true;
  const seenUrlQ = useRef(urlQ);

  // A search typed into the server-rendered box before the page's script arrived is taken up once the page has
  // hydrated. Hydrating with it instead would render another list than the server's HTML: React would throw that
  // HTML away and render the page afresh, and the box would lose the focus and the rest of what is being typed.
  useLayoutEffect(() => {
    const typed = document.querySelector<HTMLInputElement>('input[name="q"]')?.value;
    if (typed !== undefined && typed !== urlQ) setQ(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render finds text typed before hydration
  }, []);

  useEffect(() => {
    if (urlQ === seenUrlQ.current) return;
    seenUrlQ.current = urlQ;
    if (!ownWrite) setQ(urlQ);
  }, [urlQ, ownWrite]);

  // The box leads while typing: the list filters at once, the URL follows after a short pause.
  useEffect(() => {
    if (q.trim() === urlQ.trim()) return;
    const timer = setTimeout(() => writeUrl(nextCategory, q), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, urlQ, nextCategory, writeUrl]);

  const visible = useMemo(() => filterPosts(posts, { category, q }), [posts, category, q]);
  const filtered = category !== ALL_CATEGORIES || q.trim() !== "";
  const featured = filtered ? undefined : visible[0];
  const gridPosts = featured ? visible.slice(1) : visible;
  const categoryLabel = (text.list.categories as Record<string, string>)[category] ?? category;
  // The newsletter is written in English: it is offered on the English blog.
  const english = locale === "en";

  return (
    <main id="main">
      <section aria-labelledby="blog-title" className="dark surface-hero relative overflow-hidden pt-32 pb-16 text-foreground md:pt-40 md:pb-24">
        <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-50" aria-hidden="true" />
        <div className={english ? "container-page relative grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end" : "container-page relative"}>
          <div>
            <p className="text-eyebrow text-brand uppercase">{text.hero.eyebrow}</p>
            <h1 id="blog-title" className="mt-4 text-h1 text-white">
              {text.hero.titleStart}
              <span className="gradient-text">{text.hero.titleHighlight}</span>
              {text.hero.titleEnd}
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-muted-foreground">{text.meta.description}</p>
          </div>
          {english && (
            <div className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm sm:p-6">
              <p className="font-semibold text-white">Get one practical idea every week</p>
              <p className="mt-1 mb-4 text-sm text-muted-foreground">Join Houston agents, brokers and property managers.</p>
              <NewsletterSignup source="blog" layout="inline" />
            </div>
          )}
        </div>
      </section>

      <section aria-label={text.list.articles} className="section-y bg-background !pt-10 md:!pt-14">
        <div className="container-page">
          {posts.length === 0 && !english ? (
            // A language whose blog has no post yet says so, in that language, and leads to the English blog.
            <NoPostsInLanguage text={text.list} />
          ) : (
            <>
              {/* Typing or choosing a category changes the list below: have its code ready. */}
              <div onFocusCapture={preloadLists} onPointerEnter={preloadLists}>
                <BlogFilters
                  category={category}
                  q={q}
                  onQueryChange={setQ}
                  onSubmit={() => writeUrl(category, q)}
                  listPath={listPath}
                  text={text.list}
                />
              </div>
              <div className="mt-6 flex items-center justify-between gap-4 text-sm text-muted-foreground">
                <p aria-live="polite" data-testid="result-count">
                  {visible.length === 1 ? text.list.countOne : fill(text.list.countOther, { count: visible.length })}
                  {category !== ALL_CATEGORIES && fill(text.list.inCategory, { category: categoryLabel })}
                  {q.trim() && fill(text.list.matching, { q: q.trim() })}
                </p>
                <a href={rssPath} className="inline-flex items-center gap-1.5 font-medium hover:text-brand">
                  <Rss aria-hidden="true" className="size-4" />
                  RSS
                </a>
              </div>

              {visible.length === 0 ? (
                <NoPosts text={text.list} listPath={listPath} />
              ) : (
                <>
                  {featured && (
                    <div className="mt-8">
                      <FeaturedPost post={featured} text={text.list} />
                    </div>
                  )}
                  <PostGrid posts={gridPosts} readLabel={text.list.readArticle} />
                </>
              )}
            </>
          )}
        </div>
      </section>
    </main>
  );
}
