import { Link } from "react-router";
import { Languages, SearchX } from "lucide-react";
import { postPath, type ShownPost } from "#common/blog/post-format.ts";
import { blogEn, type BlogListText } from "#common/i18n/blog.ts";
import { PostCard } from "./post-card.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { siteButton } from "../ui/site-button.ts";

/** The blog list's cards below the featured post: a deferred section of the blog page (see deferred.tsx). */
export function PostGrid({ posts, readLabel }: { posts: readonly ShownPost[]; readLabel?: string }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} href={postPath(post)} readLabel={readLabel} />
        </li>
      ))}
    </ul>
  );
}

/** Nothing matches the filters. A link, not a button: clearing the filters is going to plain /blog. */
export function NoPosts({ text = blogEn.list, listPath = "/blog" }: { text?: BlogListText; listPath?: string }) {
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h2"
      title={text.noResultsTitle}
      description={text.noResultsText}
      className="mt-8 rounded-3xl border border-dashed py-20"
      action={
        <Link to={listPath} replace preventScrollReset className={siteButton({ tone: "outline", size: "default" })}>
          {text.clearFilters}
        </Link>
      }
    />
  );
}

/** Another language's blog without a post yet: said in that language, with the way to the English blog. */
export function NoPostsInLanguage({ text }: { text: BlogListText }) {
  return (
    <EmptyState
      icon={Languages}
      titleAs="h2"
      title={text.emptyTitle}
      description={text.emptyText}
      className="rounded-3xl border border-dashed py-20"
      action={
        <Link to="/blog" hrefLang="en" className={siteButton({ tone: "outline", size: "default" })}>
          {text.emptyLink}
        </Link>
      }
    />
  );
}

/** "Related articles" under a post: a deferred section of the post page. */
export function RelatedPosts({ posts, title = "Related articles", readLabel }: { posts: readonly ShownPost[]; title?: string; readLabel?: string }) {
  return (
    <section aria-labelledby="related-title" className="border-t bg-secondary/60 py-16 md:py-20">
      <div className="container-page">
        <h2 id="related-title" className="text-h3 text-foreground">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((other) => (
            <li key={other.id} className="flex">
              <PostCard post={other} headingLevel="h3" href={postPath(other)} readLabel={readLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
