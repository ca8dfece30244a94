import { describe, expect, it } from "vitest";
import { contentCounts, suggestionCounts, taskCounts, urgencyVariant } from "./ai-summary.ts";
import type { AiContentView, AiTaskView, WorkflowSuggestionView } from "#common/ai/ai-api.ts";

const task = (isActive: boolean, status: AiTaskView["status"]): AiTaskView => ({ id: 1, key: "k", title: "T", type: "x", schedule: null, status, isActive, lastRunAt: null, nextRunAt: null });
const suggestion = (status: string, priority: WorkflowSuggestionView["priority"]) => ({ status, priority }) as WorkflowSuggestionView;

describe("AI card figures", () => {
  it("counts active, total and running tasks", () => {
    expect(taskCounts([task(true, "running"), task(false, "completed"), task(true, "failed")])).toEqual({ active: 2, total: 3, running: 1 });
    expect(taskCounts(undefined)).toEqual({ active: 0, total: 0, running: 0 });
  });

  it("counts AI content and its blog posts", () => {
    const content = [{ type: "blog_post" }, { type: "workflow_suggestions" }, { type: "blog_post" }] as AiContentView[];
    expect(contentCounts(content)).toEqual({ total: 3, blogPosts: 2 });
  });

  it("counts suggestions waiting for a decision and the high-priority ones among them", () => {
    const list = [suggestion("suggested", "critical"), suggestion("suggested", "high"), suggestion("suggested", "low"), suggestion("accepted", "high")];
    expect(suggestionCounts(list)).toEqual({ suggested: 3, highPriority: 2 });
  });

  it("maps urgency to the spec's badge variants", () => {
    expect(["high", "medium", "low", "other"].map(urgencyVariant)).toEqual(["destructive", "default", "secondary", "secondary"]);
  });
});
