import type { ReactNode } from "react";
import { Bot, FileText, Lightbulb } from "lucide-react";
import { StatCard } from "../dashboard/stat-card.tsx";
import { useAiContent, useAiTasks, useWorkflowSuggestions } from "./ai-queries.ts";
import { contentCounts, countOf, suggestionCounts, taskCounts } from "./ai-summary.ts";

/** Spec §2: Active AI Tasks, AI Generated Content, Workflow Suggestions, then the page's own fourth card. */
export function AiStatCards({ children }: { children: ReactNode }) {
  const tasks = taskCounts(useAiTasks().data);
  const content = contentCounts(useAiContent().data);
  const suggestions = suggestionCounts(useWorkflowSuggestions().data);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Active AI Tasks" value={tasks.active} detail={`${tasks.total} total`} icon={Bot} />
      <StatCard title="AI Generated Content" value={content.total} detail={countOf(content.blogPosts, "blog post")} icon={FileText} />
      <StatCard title="Workflow Suggestions" value={suggestions.suggested} detail={`${suggestions.highPriority} high priority`} icon={Lightbulb} />
      {children}
    </div>
  );
}
