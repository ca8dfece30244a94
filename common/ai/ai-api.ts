import { z } from "../lib/zod.ts";
import type { BlogUrgency } from "./blog-suggestion.ts";
import type { ContactInsight } from "./contact-insight.ts";
import type { WorkflowSuggestionDraft } from "./workflow-suggestion.ts";

// Request bodies and response shapes of /api/admin/ai/* (spec sections 3 and 7), shared by the server and the pages.

export const AI_API = "/api/admin/ai";

export const BLOG_TOPIC_MAX = 200;

export const generateBlogSchema = z.object({
  topic: z
    .string({ message: "Please enter a topic for the blog post." })
    .trim()
    .min(1, { message: "Please enter a topic for the blog post." })
    .max(BLOG_TOPIC_MAX, { message: `The topic must be at most ${BLOG_TOPIC_MAX} characters.` }),
});

/** Spec §9: the generation payload is fixed to Houston, type real_estate_automation. */
export const GENERATION_BUSINESS_DATA = { type: "real_estate_automation", location: "Houston" } as const;

export const generateWorkflowsSchema = z.object({
  businessData: z.object(
    {
      type: z.literal(GENERATION_BUSINESS_DATA.type, { message: "businessData.type must be real_estate_automation" }),
      location: z.literal(GENERATION_BUSINESS_DATA.location, { message: "businessData.location must be Houston" }),
    },
    { message: "businessData is required" },
  ),
});

export const taskPatchSchema = z.object({ isActive: z.boolean({ message: "isActive must be true or false" }) });

export const suggestionPatchSchema = z.object({
  status: z.enum(["accepted", "dismissed"], { message: "status must be accepted or dismissed" }),
});

export type AiTaskStatus = "completed" | "running" | "failed" | "pending";

/** Spec §3 AI task, plus what the Tasks tab shows. */
export interface AiTaskView {
  id: number;
  key: string;
  title: string;
  type: string;
  /** Cron pattern, or null for a manual task. */
  schedule: string | null;
  status: AiTaskStatus;
  isActive: boolean;
  lastRunAt: string | null;
  nextRunAt: string | null;
}

export interface AiTaskRunView {
  id: number;
  status: AiTaskStatus;
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  summary: string | null;
  error: string | null;
}

export interface RunTaskResponse {
  message: string;
  run: { status: AiTaskStatus; summary: string | null; error: string | null };
  task: AiTaskView;
}

export const AI_CONTENT_TYPES = ["blog_post", "workflow_suggestions", "contact_insights"] as const;
export type AiContentType = (typeof AI_CONTENT_TYPES)[number];

/** Spec §3 AI content. */
export interface AiContentView {
  id: number;
  title: string;
  type: string;
  createdAt: string;
  tokens: number;
  blogPostId: number | null;
  model: string | null;
}

export interface GenerateBlogResponse {
  title: string;
  /** The draft blog post's id. */
  id: number;
  slug: string;
  source: "llm" | "offline";
  contentId: number;
}

/** Spec §3 Blog suggestion; `id` is the catalogue key, stable across refreshes. */
export interface BlogSuggestionView {
  id: string;
  topic: string;
  title: string;
  description: string;
  urgency: BlogUrgency;
  keywords: string[];
  category: string;
}

/** Spec §3 Workflow suggestion, plus the figures behind it: a stored draft (workflow-suggestion.ts) as the page gets it. */
export interface WorkflowSuggestionView extends Omit<WorkflowSuggestionDraft, "key" | "status"> {
  id: number;
  status: string;
  createdAt: string;
}

export interface ContactInsightsView {
  insights: ContactInsight[];
  generatedAt: string;
  source: "llm" | "offline";
}

/** Counted as "high priority" on the cards: the two top priorities. */
export function isHighPriority(priority: string): boolean {
  return priority === "critical" || priority === "high";
}
