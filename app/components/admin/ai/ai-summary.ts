import { isHighPriority, type AiContentView, type AiTaskView, type WorkflowSuggestionView } from "#common/ai/ai-api.ts";
import type { BlogUrgency } from "#common/ai/blog-suggestion.ts";
import { formatDate as formatAdminDate } from "#common/lib/format-date.ts";

// The figures of the AI cards (dashboard and AI page), computed from the lists the pages already load.

export function taskCounts(tasks: readonly AiTaskView[] | undefined) {
  const list = tasks ?? [];
  return { active: list.filter((t) => t.isActive).length, total: list.length, running: list.filter((t) => t.status === "running").length };
}

export function contentCounts(content: readonly AiContentView[] | undefined) {
  const list = content ?? [];
  return { total: list.length, blogPosts: list.filter((c) => c.type === "blog_post").length };
}

/** Waiting for a decision, and how many of those are critical or high. */
export function suggestionCounts(suggestions: readonly WorkflowSuggestionView[] | undefined) {
  const open = (suggestions ?? []).filter((s) => s.status === "suggested");
  return { suggested: open.length, highPriority: open.filter((s) => isHighPriority(s.priority)).length };
}

/** Priority badges: high shown destructive, medium default, otherwise secondary. */
export function urgencyVariant(urgency: BlogUrgency | string): "destructive" | "default" | "secondary" {
  return urgency === "high" ? "destructive" : urgency === "medium" ? "default" : "secondary";
}

const TYPE_LABELS: Record<string, string> = { blog_post: "Blog post", workflow_suggestions: "Workflow suggestions", contact_insights: "Contact insights" };
export const contentTypeLabel = (type: string) => TYPE_LABELS[type] ?? type.replaceAll("_", " ");

export const formatDate = (iso: string) => formatAdminDate(iso);
export const formatTokens = (tokens: number) => `${tokens.toLocaleString("en-US")} tokens`;

/** "1 blog post", "3 blog posts". */
export const countOf = (n: number, singular: string, pluralForm = `${singular}s`) => `${n} ${n === 1 ? singular : pluralForm}`;
