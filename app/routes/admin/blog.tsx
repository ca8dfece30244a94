import { useMemo, useState } from "react";
import { Link } from "react-router";
import { CalendarClock, ExternalLink, FileText, Pencil, Plus, Search } from "lucide-react";
import type { Route } from "./+types/blog";
import type { AdminBlogPost } from "../../../common/blog/blog-schemas.ts";
import { filterPosts } from "../../../common/blog/blog-rules.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { CategoryBadge } from "../../components/blog/category-badge.tsx";
import { useCan } from "../../lib/access.ts";
import { SubscribersPanel } from "../../components/admin/blog/subscribers-panel.tsx";
import { NewsletterComposer } from "../../components/admin/newsletter/newsletter-composer.tsx";
import { SentIssues } from "../../components/admin/newsletter/sent-issues.tsx";
import { ConfirmDelete } from "../../components/ui/confirm-dialog.tsx";
import { formatAdminDate } from "../../components/admin/content/datetime.ts";
import { usePostMutations, usePosts } from "../../components/admin/blog/blog-api.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { errorMessage } from "../../lib/api.ts";
import proseHref from "../../components/blog/blog-prose.css?url";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Blog Posts");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseHref }];

function StatusBadges({ post }: { post: AdminBlogPost }) {
  const scheduled = post.isPublished && post.publishedAt !== null && new Date(post.publishedAt).getTime() > Date.now();
  return (
    <span className="flex flex-wrap gap-1.5">
      {post.isPublished ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Draft</Badge>}
      {scheduled && (
        <Badge variant="outline" title={`Goes live ${formatAdminDate(post.publishedAt, true)}`}>
          <CalendarClock />
          Scheduled
        </Badge>
      )}
    </span>
  );
}

function PostRow({ post, onDelete }: { post: AdminBlogPost; onDelete: () => Promise<unknown> }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-5" data-testid="admin-post">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-foreground">{post.title || "(Untitled)"}</h2>
          <StatusBadges post={post} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <CategoryBadge category={post.category} />
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <span>{post.publishedAt ? formatAdminDate(post.publishedAt) : "Not published"}</span>
          <span aria-hidden="true">·</span>
          <span className="font-mono">/blog/{post.slug}</span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
        <Button asChild variant="ghost" size="icon" className="text-muted-foreground">
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View “${post.title}” in a new tab`}>
            <ExternalLink />
          </a>
        </Button>
        <Button asChild variant="ghost" size="icon" className="text-muted-foreground">
          <Link to={`/admin/blog/${post.id}`} aria-label={`Edit “${post.title || "(Untitled)"}”`}>
            <Pencil />
          </Link>
        </Button>
        <ConfirmDelete what="post" name={post.title} onConfirm={onDelete} />
      </div>
    </li>
  );
}

export default function AdminBlogPage() {
  const posts = usePosts();
  const { remove } = usePostMutations();
  const [q, setQ] = useState("");
  // Subscribers are personal data: not for editors (common/auth/access.ts).
  const can = useCan();
  const visible = useMemo(() => filterPosts(posts.data ?? [], { q }), [posts.data, q]);

  return (
    <div>
      <AdminPageHeader
        title="Blog Posts"
        description="Write, edit and publish posts for The AI Advantage Weekly."
        actions={
          <Button asChild>
            <Link to="/admin/blog/new">
              <Plus />
              New Post
            </Link>
          </Button>
        }
      />
      <Tabs defaultValue="posts">
        <TabsList>
          <TabsTrigger value="posts">Posts{posts.data ? ` (${posts.data.length})` : ""}</TabsTrigger>
          {can("newsletter") && <TabsTrigger value="subscribers">Subscribers</TabsTrigger>}
          {can("newsletter") && <TabsTrigger value="newsletter">Newsletter</TabsTrigger>}
        </TabsList>
        <TabsContent value="posts" className="mt-4">
          {posts.isLoading ? (
            <div className="grid gap-3" aria-label="Loading posts">
              {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24" />)}
            </div>
          ) : posts.isError ? (
            <Card className="p-6 text-center">
              <p className="text-sm text-destructive">{errorMessage(posts.error, "Failed to load posts")}</p>
              <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => posts.refetch()}>
                Try Again
              </Button>
            </Card>
          ) : (
            <Card className="gap-0 overflow-hidden py-0">
              <div className="border-b p-3 sm:p-4">
                <div className="relative max-w-sm">
                  <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
                  <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search posts" aria-label="Search posts" className="pl-9" />
                </div>
              </div>
              {visible.length === 0 ? (
                <EmptyState
                  icon={FileText}
                  title={q ? "No posts match your search" : "No posts yet"}
                  description={q ? "Try another word." : "Create the first post of The AI Advantage Weekly."}
                />
              ) : (
                <ul className="divide-y">
                  {visible.map((post) => (
                    <PostRow key={post.id} post={post} onDelete={() => remove.mutateAsync(post.id)} />
                  ))}
                </ul>
              )}
            </Card>
          )}
        </TabsContent>
        {can("newsletter") && (
          <TabsContent value="subscribers" className="mt-4 min-w-0">
            <SubscribersPanel />
          </TabsContent>
        )}
        {can("newsletter") && (
          <TabsContent value="newsletter" className="mt-4 grid min-w-0 gap-4">
            <NewsletterComposer />
            <SentIssues />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
