import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Rss } from "lucide-react";
import type { Route } from "./+types/blog";
import { appContext } from "../../lib/app-context.ts";
import { seoMeta } from "../../lib/seo.ts";
import { ALL_CATEGORIES, filterPosts } from "#common/blog/blog-rules.ts";
import { BLOG_DESCRIPTION, BLOG_TITLE, RSS_PATH } from "#common/blog/blog-meta.ts";
import { withDateLabels } from "#common/blog/post-format.ts";
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
const preloadLists = () => {
  void FeaturedPost.preload();
  void PostGrid.preload();
  void NoPosts.preload();
};

/** Every published post; the list is small, so filtering happens on the page (server- and client-side alike). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { posts: (await services.blog.listPublished()).map(withDateLabels) };
}

// Typing in the search box rewrites ?q= on every pause; the posts are already here, so don't refetch them.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: BLOG_TITLE, description: BLOG_DESCRIPTION, path: "/blog" });

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: BLOG_TITLE, href: RSS_PATH }];

const URL_DELAY_MS = 250;

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const category = searchParams.get("category") || ALL_CATEGORIES;
  const urlQ = searchParams.get("q") ?? "";
  // A category chosen while its navigation is still under way is the one a search typed meanwhile belongs to.
  const pending = useNavigation().location;
  const nextCategory = pending?.pathname === "/blog" ? new URLSearchParams(pending.search).get("category") || ALL_CATEGORIES : category;
  const [q, setQ] = useState(urlQ);
  const writeUrl = useCallback(
    (toCategory: string, text: string) =>
      navigate(
        { pathname: "/blog", search: blogSearch(toCategory, text) },
        { replace: true, preventScrollReset: true, state: { searchBox: true } },
      ),
    [navigate],
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

  return (
    <main id="main">
      <section aria-labelledby="blog-title" className="dark surface-hero relative overflow-hidden pt-32 pb-16 text-foreground md:pt-40 md:pb-24">
        <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-50" aria-hidden="true" />
        <div className="container-page relative grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end">
          <div>
            <p className="text-eyebrow text-brand uppercase">The Blog</p>
            <h1 id="blog-title" className="mt-4 text-h1 text-white">
              The <span className="gradient-text">AI Advantage</span> Weekly
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-muted-foreground">{BLOG_DESCRIPTION}</p>
          </div>
          <div className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm sm:p-6">
            <p className="font-semibold text-white">Get one practical idea every week</p>
            <p className="mt-1 mb-4 text-sm text-muted-foreground">Join Houston agents, brokers and property managers.</p>
            <NewsletterSignup source="blog" layout="inline" />
          </div>
        </div>
      </section>

      <section aria-label="Articles" className="section-y bg-background !pt-10 md:!pt-14">
        <div className="container-page">
          {/* Typing or choosing a category changes the list below: have its code ready. */}
          <div onFocusCapture={preloadLists} onPointerEnter={preloadLists}>
            <BlogFilters
              category={category}
              q={q}
              onQueryChange={setQ}
              onSubmit={() => writeUrl(category, q)}
            />
          </div>
          <div className="mt-6 flex items-center justify-between gap-4 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="result-count">
              {visible.length === 1 ? "1 article" : `${visible.length} articles`}
              {category !== ALL_CATEGORIES && ` in ${category}`}
              {q.trim() && ` matching “${q.trim()}”`}
            </p>
            <a href={RSS_PATH} className="inline-flex items-center gap-1.5 font-medium hover:text-brand">
              <Rss aria-hidden="true" className="size-4" />
              RSS
            </a>
          </div>

          {visible.length === 0 ? (
            <NoPosts />
          ) : (
            <>
              {featured && (
                <div className="mt-8">
                  <FeaturedPost post={featured} />
                </div>
              )}
              <PostGrid posts={gridPosts} />
            </>
          )}
        </div>
      </section>
    </main>
  );
}
