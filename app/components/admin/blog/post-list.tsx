import { Link } from "react-router";
import { CalendarClock, Eye, EyeOff, ExternalLink, FileText, Pencil } from "lucide-react";
import { BLOG_CATEGORIES } from "#common/blog/blog-rules.ts";
import { POST_SORTS_DESCENDING, POST_SORT_LABELS, type PostListItem } from "#common/blog/blog-list.ts";
import { formatAdminDate } from "../content/datetime.ts";
import { postPath } from "#common/blog/post-format.ts";
import { LANGUAGE_NAMES } from "./post-languages.tsx";
import { CategoryBadge } from "../../blog/category-badge.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { ConfirmDelete } from "../../ui/confirm-dialog.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { NativeSelect } from "../../ui/native-select.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { errorMessage } from "#app/lib/api.ts";
import { ListPager } from "../lists/list-pager.tsx";
import { ListSearch } from "../lists/list-search.tsx";
import { SortButton } from "../lists/sort-header.tsx";
import { BulkBar, useSelection } from "../lists/bulk-bar.tsx";
import { useListState } from "../lists/use-list-state.ts";
import { useBulkPosts, usePostMutations, usePostsPage } from "./blog-api.ts";

function StatusBadges({ post }: { post: PostListItem }) {
  const scheduled = post.isPublished && post.publishedAt !== null && new Date(post.publishedAt).getTime() > Date.now();
  return (
    <span className="flex flex-wrap gap-1.5">
      {scheduled ? (
        <Badge variant="outline" title="Goes live at this time (your time zone)">
          <CalendarClock />
          Scheduled for {formatAdminDate(post.publishedAt, true)}
        </Badge>
      ) : post.isPublished ? (
        <Badge variant="success">Published</Badge>
      ) : (
        <Badge variant="secondary">Draft</Badge>
      )}
    </span>
  );
}

function PostRow({ post, selected, onSelect, onDelete }: { post: PostListItem; selected: boolean; onSelect: (on: boolean) => void; onDelete: () => Promise<unknown> }) {
  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:p-5" data-testid="admin-post">
      <Checkbox className="mt-1" checked={selected} onCheckedChange={(on) => onSelect(on === true)} aria-label={`Select “${post.title || "(Untitled)"}”`} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-foreground">{post.title || "(Untitled)"}</h2>
            <StatusBadges post={post} />
            {post.language !== "en" && (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground" data-testid="post-language">
                {LANGUAGE_NAMES[post.language]}
              </span>
            )}
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <CategoryBadge category={post.category} />
            <span>{post.author}</span>
            <span aria-hidden="true">·</span>
            <span>{post.publishedAt ? formatAdminDate(post.publishedAt) : "Not published"}</span>
            <span aria-hidden="true">·</span>
            <span className="font-mono break-all">{postPath(post)}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
          <Button asChild variant="ghost" size="icon" className="text-muted-foreground">
            <a href={postPath(post)} target="_blank" rel="noopener noreferrer" aria-label={`View “${post.title}” in a new tab`}>
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
      </div>
    </li>
  );
}

function PostBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkPosts();
  const n = ids.length;
  const run = (action: "publish" | "unpublish" | "delete") => bulk.mutateAsync({ action, ids }).then(onDone);
  return (
    <BulkBar
      count={n}
      className="border-b"
      onClear={onDone}
      remove={{
        title: `Delete ${n} ${n === 1 ? "post" : "posts"}?`,
        description: "They and their revisions will be removed, and their pages will no longer be found. This cannot be undone.",
        disabled: bulk.isPending,
        onConfirm: () => run("delete"),
      }}
    >
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => void run("publish").catch(() => undefined)}>
        <Eye aria-hidden="true" />
        Publish
      </Button>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => void run("unpublish").catch(() => undefined)}>
        <EyeOff aria-hidden="true" />
        Unpublish
      </Button>
    </BulkBar>
  );
}

/** The posts, paged, sorted and searched on the server; the list's state lives in the URL. */
export function PostList() {
  const list = useListState({ sort: "date", descending: POST_SORTS_DESCENDING, filters: ["status", "category"] });
  const posts = usePostsPage(list.query);
  const { remove } = usePostMutations();
  const { selected, toggle, clear } = useSelection();
  const items = posts.data?.items ?? [];
  const filtered = list.search !== "" || list.filters.status !== "all" || list.filters.category !== "all";

  if (posts.isError && !posts.data) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-destructive">{errorMessage(posts.error, "Failed to load posts")}</p>
        <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => posts.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="grid gap-3 border-b p-3 sm:p-4" role="search">
        <ListSearch label="Search posts" placeholder="Search posts" value={list.search} onChange={list.setSearch} />
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect aria-label="Filter by status" className="w-auto" value={list.filters.status} onChange={(e) => (list.setFilter("status", e.target.value), clear())}>
            <option value="all">All statuses</option>
            <option value="published">Published</option>
            <option value="scheduled">Scheduled</option>
            <option value="draft">Drafts</option>
          </NativeSelect>
          <NativeSelect aria-label="Filter by category" className="w-auto" value={list.filters.category} onChange={(e) => (list.setFilter("category", e.target.value), clear())}>
            <option value="all">All categories</option>
            {BLOG_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-2 text-muted-foreground sm:px-5">
        {items.length > 0 && (
          <Checkbox checked={items.every((p) => selected.has(p.id))} onCheckedChange={(on) => items.forEach((p) => toggle(p.id, on === true))} aria-label="Select all posts on this page" />
        )}
        {(["title", "category", "status", "date", "updated"] as const).map((column) => (
          <SortButton key={column} list={list} column={column} label={POST_SORT_LABELS[column]} />
        ))}
        <span className="ml-auto text-xs" aria-live="polite">{posts.data ? `${posts.data.total} ${posts.data.total === 1 ? "post" : "posts"}` : ""}</span>
      </div>
      {selected.size > 0 && <PostBulkBar ids={[...selected]} onDone={clear} />}
      {posts.isLoading ? (
        <div className="grid gap-3 p-4" aria-label="Loading posts">
          {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20" />)}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={filtered ? "No posts match your search" : "No posts yet"}
          description={filtered ? "Try another word or filter." : "Create the first post of The AI Advantage Weekly."}
        />
      ) : (
        <ul className="divide-y">
          {items.map((post) => (
            <PostRow key={post.id} post={post} selected={selected.has(post.id)} onSelect={(on) => toggle(post.id, on)} onDelete={() => remove.mutateAsync(post.id)} />
          ))}
        </ul>
      )}
      {posts.data && <ListPager label="Post pages" page={list.page} pageSize={posts.data.pageSize} total={posts.data.total} onPage={(p) => (list.setPage(p), clear())} />}
    </Card>
  );
}
