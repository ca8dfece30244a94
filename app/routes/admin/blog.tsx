import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/blog";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { useCan } from "../../lib/access.ts";
import { SubscribersPanel } from "../../components/admin/blog/subscribers-panel.tsx";
import { PostList } from "../../components/admin/blog/post-list.tsx";
import { NewsletterComposer } from "../../components/admin/newsletter/newsletter-composer.tsx";
import { SentIssues } from "../../components/admin/newsletter/sent-issues.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import proseHref from "../../components/blog/blog-prose.css?url";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Blog Posts");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseHref }];

export default function AdminBlogPage() {
  // Subscribers are personal data: not for editors (common/auth/access.ts).
  const can = useCan();

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
          <TabsTrigger value="posts">Posts</TabsTrigger>
          {can("newsletter") && <TabsTrigger value="subscribers">Subscribers</TabsTrigger>}
          {can("newsletter") && <TabsTrigger value="newsletter">Newsletter</TabsTrigger>}
        </TabsList>
        <TabsContent value="posts" className="mt-4">
          <PostList />
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
