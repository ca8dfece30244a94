import { useRef } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { Route } from "./+types/blog-editor";
import { PostEditor } from "../../components/admin/blog/post-editor.tsx";
import { usePost, useSiteDetails } from "../../components/admin/blog/blog-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import proseHref from "../../components/blog/blog-prose.css?url";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id === "new" ? "New Post" : "Edit Post");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseHref }];

/** Which post the editor was opened for: a new post keeps its editor when its first autosave moves it to /admin/blog/{id}. */
function useOpenedFor(): string {
  const { id = "new" } = useParams();
  const state = useLocation().state as { createdFrom?: string } | null;
  const opened = useRef(id);
  if (id !== opened.current && state?.createdFrom !== "new") opened.current = id;
  return opened.current;
}

export default function BlogEditorPage() {
  const opened = useOpenedFor();
  const id = opened === "new" ? null : Number(opened);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const post = usePost(valid ? id : null);
  const site = useSiteDetails();

  if (!valid || post.isError) {
    return (
      <Card className="mx-auto max-w-md p-6 text-center">
        <p className="text-sm text-destructive">{valid ? errorMessage(post.error, "Could not load the post") : "Blog post not found"}</p>
        <Button asChild variant="outline" className="mx-auto mt-3 w-fit">
          <Link to="/admin/blog">Back to Blog Posts</Link>
        </Button>
      </Card>
    );
  }
  // The site name is a new post's author: the editor starts once it is known (or known to be unavailable).
  if ((id !== null && post.isPending) || (id === null && site.isPending)) {
    return (
      <div className="grid gap-4" aria-label="Loading the post">
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  return <PostEditor key={opened} post={id === null ? null : (post.data ?? null)} defaultAuthor={site.data?.siteName ?? ""} />;
}
