import { useState } from "react";
import { MessageSquare } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { AiStatCards } from "../../components/admin/ai/ai-stat-cards.tsx";
import { AI_PAGE_ERROR_COPY, BlogGenerator } from "../../components/admin/ai/blog-generator.tsx";
import { GenerateInsightsButton } from "../../components/admin/ai/generate-insights-button.tsx";
import { GenerateWorkflowsButton } from "../../components/admin/ai/generate-workflows-button.tsx";
import { InsightsCard } from "../../components/admin/ai/insights-card.tsx";
import { RecentAiContent } from "../../components/admin/ai/recent-ai-content.tsx";
import { RefreshTrendsButton } from "../../components/admin/ai/refresh-trends-button.tsx";
import { TaskList } from "../../components/admin/ai/task-list.tsx";
import { TopicCarousel } from "../../components/admin/ai/topic-carousel.tsx";
import { WorkflowSuggestionList } from "../../components/admin/ai/workflow-suggestion-list.tsx";
import { useBlogSuggestions } from "../../components/admin/ai/ai-api.ts";
import { useChatStats } from "../../components/admin/chat/chat-admin-api.ts";
import { countOf } from "../../components/admin/ai/ai-summary.ts";
import { StatCard } from "../../components/ui/stat-card.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { adminMeta } from "../../lib/page-title.ts";
import { useCan } from "../../lib/access.ts";

export const meta = () => adminMeta("AI Management");

function ChatConversationsCard() {
  const chat = useChatStats().data;
  return (
    <StatCard
      title="Chat Conversations"
      value={chat ? chat.conversations : "-"}
      detail={chat ? `${countOf(chat.leads, "lead")} from chat` : "loading"}
      icon={MessageSquare}
      href="/admin/chat"
      hrefLabel="View conversations"
    />
  );
}

function ContentTab() {
  const [topic, setTopic] = useState("");
  const suggestions = useBlogSuggestions();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>
            <h2>Trending Topics</h2>
          </CardTitle>
          <CardDescription>Houston seasons, events and what your leads and chat ask about. Click one to use it.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {suggestions.isLoading ? (
            <Skeleton className="h-40" />
          ) : (
            <TopicCarousel suggestions={suggestions.data ?? []} onPick={setTopic} action={<RefreshTrendsButton label="Refresh Trends" variant="outline" size="sm" />} />
          )}
          <BlogGenerator id="ai-blog-topic" topic={topic} onTopicChange={setTopic} errorCopy={AI_PAGE_ERROR_COPY} buttonLabel="Generate Blog Post" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Recent AI Content</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <RecentAiContent limit={4} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The AI dashboard: Generate Insights / Generate Workflows, four stat cards, three tabs. */
export default function AdminAiPage() {
  // An editor uses content generation only; tasks, workflows and lead insights are the administrators' (docs/decisions/018).
  const can = useCan();
  const automation = can("ai_automation");
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="AI Management"
        description="Generate content, suggest topics and workflows, and track AI tasks."
        actions={
          automation ? (
            <>
              <GenerateInsightsButton />
              <GenerateWorkflowsButton />
            </>
          ) : undefined
        }
      />
      <AiStatCards>{can("chat") && <ChatConversationsCard />}</AiStatCards>
      {automation && <InsightsCard />}
      <Tabs defaultValue="content">
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value="content">Content Generation</TabsTrigger>
          {automation && <TabsTrigger value="tasks">AI Tasks</TabsTrigger>}
          {automation && <TabsTrigger value="workflows">Workflow Suggestions</TabsTrigger>}
        </TabsList>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        {automation && (
          <TabsContent value="tasks">
            <Card>
              <CardContent>
                <TaskList />
              </CardContent>
            </Card>
          </TabsContent>
        )}
        {automation && (
          <TabsContent value="workflows">
            <WorkflowSuggestionList />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
