import { FileText, Lightbulb, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Badge } from "../../ui/badge.tsx";
import { useAiContent } from "./ai-api.ts";
import { contentTypeLabel, formatDate, formatTokens } from "./ai-summary.ts";

const ICONS: Record<string, typeof FileText> = { blog_post: FileText, workflow_suggestions: Lightbulb, contact_insights: Users };

/** The latest AI content (4 on both pages): title, type, created date, tokens. */
export function RecentAiContent({ limit = 4 }: { limit?: number }) {
  const content = useAiContent();
  if (content.isLoading) return <Skeleton className="h-40" />;
  const items = (content.data ?? []).slice(0, limit);
  if (items.length === 0) return <EmptyState icon={Sparkles} title="No AI content generated yet" className="py-8" />;
  return (
    <ul className="divide-y" aria-label="Recent AI content">
      {items.map((item) => {
        const Icon = ICONS[item.type] ?? Sparkles;
        return (
          <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={item.title}>
                {item.blogPostId ? (
                  <Link to="/admin/blog" className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <Badge variant="outline">{contentTypeLabel(item.type)}</Badge>
                <span>{formatDate(item.createdAt)}</span>
                <span>{formatTokens(item.tokens)}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
