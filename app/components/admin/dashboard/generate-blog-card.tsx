import { PenLine } from "lucide-react";
import { BlogGenerator, DASHBOARD_ERROR_COPY } from "../ai/blog-generator.tsx";
import { RecentAiContent } from "../ai/recent-ai-content.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";

/** The dashboard's Generate Blog Post card (with the dashboard's toasts). */
export function GenerateBlogCard({ topic, onTopicChange }: { topic: string; onTopicChange: (topic: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PenLine className="size-5 text-primary" aria-hidden />
          Generate Blog Post
        </CardTitle>
        <CardDescription>Write a draft grounded in your services and Houston's neighborhoods.</CardDescription>
      </CardHeader>
      <CardContent>
        <BlogGenerator id="dashboard-blog-topic" topic={topic} onTopicChange={onTopicChange} errorCopy={DASHBOARD_ERROR_COPY} />
      </CardContent>
    </Card>
  );
}

/** Recent AI Content card: 4 items, or 'No AI content generated yet'. */
export function RecentAiContentCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent AI Content</CardTitle>
        <CardDescription>The latest drafts, suggestions and insights.</CardDescription>
      </CardHeader>
      <CardContent>
        <RecentAiContent limit={4} />
      </CardContent>
    </Card>
  );
}
