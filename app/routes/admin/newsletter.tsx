import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { SubscribersPanel } from "../../components/admin/newsletter/subscribers-panel.tsx";
import { NewsletterComposer } from "../../components/admin/newsletter/newsletter-composer.tsx";
import { SentIssues } from "../../components/admin/newsletter/sent-issues.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Newsletter");

/**
 * Subscribers and the issues sent to them: a page of its own, for the roles of the newsletter area (sales among
 * them, who work the subscribers as leads but do not edit the blog).
 */
export default function AdminNewsletterPage() {
  return (
    <div>
      <AdminPageHeader title="Newsletter" description="The AI Advantage Weekly: who subscribed, and the issues sent to them." />
      <Tabs defaultValue="subscribers">
        <TabsList>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="issues">Issues</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers" className="mt-4 min-w-0">
          <SubscribersPanel />
        </TabsContent>
        <TabsContent value="issues" className="mt-4 grid min-w-0 gap-4">
          <NewsletterComposer />
          <SentIssues />
        </TabsContent>
      </Tabs>
    </div>
  );
}
