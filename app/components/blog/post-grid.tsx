import { Link } from "react-router";
import { SearchX } from "lucide-react";
import type { ShownPost } from "#common/blog/post-format.ts";
import { PostCard } from "./post-card.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { siteButton } from "../ui/site-button.ts";

/** The blog list's cards below the featured post: a deferred section of the blog page (see deferred.tsx). */
export function PostGrid({ posts }: { posts: readonly ShownPost[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** Nothing matches the filters. A link, not a button: clearing the filters is going to plain /blog. */
export function NoPosts() {
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h2"
      title="No articles found"
      description="Try adjusting your search or category filter."
      className="mt-8 rounded-3xl border border-dashed py-20"
      action={
        <Link to="/blog" replace preventScrollReset className={siteButton({ tone: "outline", size: "default" })}>
          Clear filters
        </Link>
      }
    />
  );
}

/** "Related articles" under a post: a deferred section of the post page. */
export function RelatedPosts({ posts }: { posts: readonly ShownPost[] }) {
  return (
    <section aria-labelledby="related-title" className="border-t bg-secondary/60 py-16 md:py-20">
      <div className="container-page">
        <h2 id="related-title" className="text-h3 text-foreground">
          Related articles
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((other) => (
            <li key={other.id} className="flex">
              <PostCard post={other} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
