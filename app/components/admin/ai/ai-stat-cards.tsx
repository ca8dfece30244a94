import type { ReactNode } from "react";
import { Bot, FileText, Lightbulb } from "lucide-react";
import { StatCard } from "../../ui/stat-card.tsx";
import { useCan } from "#app/lib/access.ts";
import { useAiContent, useAiTasks, useWorkflowSuggestions } from "./ai-api.ts";
import { contentCounts, countOf, suggestionCounts, taskCounts } from "./ai-summary.ts";

function TasksCard() {
  const tasks = taskCounts(useAiTasks().data);
  return <StatCard title="Active AI Tasks" value={tasks.active} detail={`${tasks.total} total`} icon={Bot} />;
}

function ContentCard() {
  const content = contentCounts(useAiContent().data);
  return <StatCard title="AI Generated Content" value={content.total} detail={countOf(content.blogPosts, "blog post")} icon={FileText} />;
}

function SuggestionsCard() {
  const suggestions = suggestionCounts(useWorkflowSuggestions().data);
  return <StatCard title="Workflow Suggestions" value={suggestions.suggested} detail={`${suggestions.highPriority} high priority`} icon={Lightbulb} />;
}

/**
 * Active AI Tasks, AI Generated Content, Workflow Suggestions, then the page's own fourth card.
 * Each card shows (and asks the server) only when the role may see its data.
 */
export function AiStatCards({ children }: { children?: ReactNode }) {
  const can = useCan();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {can("ai_automation") && <TasksCard />}
      <ContentCard />
      {can("ai_automation") && <SuggestionsCard />}
      {children}
    </div>
  );
}
