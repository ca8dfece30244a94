import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/blog";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { PostList } from "../../components/admin/blog/post-list.tsx";
import { Button } from "../../components/ui/button.tsx";
import proseHref from "../../components/blog/blog-prose.css?url";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Blog Posts");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseHref }];

// Subscribers and sending issues have a page of their own (/admin/newsletter), for the newsletter area's roles.
export default function AdminBlogPage() {
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
      <PostList />
    </div>
  );
}
