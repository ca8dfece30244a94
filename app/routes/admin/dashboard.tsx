import { useState, type ReactNode } from "react";
import { Workflow } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { AiStatCards } from "../../components/admin/ai/ai-stat-cards.tsx";
import { AiActionsCard } from "../../components/admin/dashboard/ai-actions-card.tsx";
import { AutomationStatus } from "../../components/admin/dashboard/automation-status.tsx";
import { ContentStats } from "../../components/admin/dashboard/content-stats.tsx";
import { DashboardError, DashboardSkeleton } from "../../components/admin/dashboard/dashboard-states.tsx";
import { useAdminStats } from "../../components/admin/dashboard/dashboard-queries.ts";
import { GenerateBlogCard, RecentAiContentCard } from "../../components/admin/dashboard/generate-blog-card.tsx";
import { MarketTrendsCard } from "../../components/admin/dashboard/market-trends-card.tsx";
import { PerformanceStats } from "../../components/admin/dashboard/performance-stats.tsx";
import { RecentActivityCard } from "../../components/admin/dashboard/recent-activity-card.tsx";
import { StatCard } from "../../components/ui/stat-card.tsx";
import { useAnalytics } from "../../components/admin/n8n/n8n-api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { useCan } from "../../lib/access.ts";
import { NeedsAttentionStrip } from "../../components/admin/dashboard/needs-attention.tsx";
import { DueTasksCard } from "../../components/admin/dashboard/due-tasks-card.tsx";

export const meta = () => adminMeta("Dashboard");

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function N8nWorkflowsCard() {
  const a = useAnalytics(null).data;
  return <StatCard title="n8n Workflows" value={a?.totalWorkflows ?? 0} detail={`${a?.activeWorkflows ?? 0} active`} icon={Workflow} href="/admin/n8n" hrefLabel="Open" />;
}

/** The dashboard: every card and state, with real figures rather than placeholders. */
export default function AdminDashboard() {
  const stats = useAdminStats();
  const [topic, setTopic] = useState("");
  // Each card shows only to the roles that may use its data (common/auth/access.ts); the owner sees them all.
  const can = useCan();

  // A refetch after a failure (Try Again, or the live desk's refresh when it connects) puts a query without data back
  // to pending: the error card stays, its button spinning, instead of flashing the skeleton.
  if (stats.isLoading && stats.errorUpdateCount === 0) return <DashboardSkeleton />;
  if (stats.isError || !stats.data) return <DashboardError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;

  return (
    <div className="space-y-8">
      <AdminPageHeader title="Dashboard" description="Your site, leads and automations at a glance." />
      {can("chat") && <NeedsAttentionStrip />}
      {can("contacts") && <DueTasksCard />}
      <Section title="Content & Engagement">
        <ContentStats stats={stats.data} />
      </Section>
      {can("ai_content") && (
        <Section title="AI Automation">
          <AiStatCards>{can("n8n") && <N8nWorkflowsCard />}</AiStatCards>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <div className="min-w-0 space-y-4">
              <GenerateBlogCard topic={topic} onTopicChange={setTopic} />
              <RecentAiContentCard />
            </div>
            <div className="min-w-0 space-y-4">
              <MarketTrendsCard onPick={setTopic} />
              {can("ai_automation") && <AiActionsCard />}
            </div>
          </div>
        </Section>
      )}
      {can("n8n") && (
        <Section title="Automation Status">
          <AutomationStatus />
        </Section>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecentActivityCard />
        {can("analytics") && <PerformanceStats />}
      </div>
    </div>
  );
}
