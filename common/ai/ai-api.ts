import { z } from "../lib/zod.ts";
import { BLOG_URGENCIES } from "./blog-suggestion.ts";
import { INSIGHT_SEVERITIES } from "./contact-insight.ts";
import { WORKFLOW_DIFFICULTIES, WORKFLOW_PRIORITIES } from "./workflow-suggestion.ts";

// Request bodies and response shapes of /api/admin/ai/*, shared by the server and the pages.

export const AI_API = "/api/admin/ai";

export const BLOG_TOPIC_MAX = 200;

export const generateBlogSchema = z.object({
  topic: z
    .string({ message: "Please enter a topic for the blog post." })
    .trim()
    .min(1, { message: "Please enter a topic for the blog post." })
    .max(BLOG_TOPIC_MAX, { message: `The topic must be at most ${BLOG_TOPIC_MAX} characters.` }),
});

/** The generation payload is fixed to Houston, type real_estate_automation. */
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

export const AI_TASK_STATUSES = ["completed", "running", "failed", "pending"] as const;
export type AiTaskStatus = (typeof AI_TASK_STATUSES)[number];

/** An AI task, plus what the Tasks tab shows. */
export const aiTaskViewSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  type: z.string(),
  schedule: z.string().nullable().meta({ description: "Cron pattern, or null for a manual task" }),
  status: z.enum(AI_TASK_STATUSES),
  isActive: z.boolean(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});
export type AiTaskView = z.infer<typeof aiTaskViewSchema>;

export const aiTaskRunViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(AI_TASK_STATUSES),
  trigger: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
});
export type AiTaskRunView = z.infer<typeof aiTaskRunViewSchema>;

export const runTaskResponseSchema = z.object({
  message: z.string(),
  run: z.object({ status: z.enum(AI_TASK_STATUSES), summary: z.string().nullable(), error: z.string().nullable() }),
  task: aiTaskViewSchema,
});
export type RunTaskResponse = z.infer<typeof runTaskResponseSchema>;

export const AI_CONTENT_TYPES = ["blog_post", "workflow_suggestions", "contact_insights"] as const;
export type AiContentType = (typeof AI_CONTENT_TYPES)[number];

/** A piece of AI-generated content. */
export const aiContentViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  createdAt: z.string(),
  tokens: z.number().int(),
  blogPostId: z.number().int().nullable(),
  model: z.string().nullable(),
});
export type AiContentView = z.infer<typeof aiContentViewSchema>;

export const generateBlogResponseSchema = z.object({
  title: z.string(),
  id: z.number().int().meta({ description: "The draft blog post's id" }),
  slug: z.string(),
  source: z.enum(["llm", "offline"]),
  contentId: z.number().int(),
});
export type GenerateBlogResponse = z.infer<typeof generateBlogResponseSchema>;

/** A blog suggestion; `id` is the catalogue key, stable across refreshes. */
export const blogSuggestionViewSchema = z.object({
  id: z.string(),
  topic: z.string(),
  title: z.string(),
  description: z.string(),
  urgency: z.enum(BLOG_URGENCIES),
  keywords: z.array(z.string()),
  category: z.string(),
});
export type BlogSuggestionView = z.infer<typeof blogSuggestionViewSchema>;

/** A workflow suggestion, plus the figures behind it (`rationale`): a stored draft as the page gets it. */
export const workflowSuggestionViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(WORKFLOW_PRIORITIES),
  aiConfidence: z.number().meta({ description: "Whole percent, 0-100" }),
  estimatedImpact: z.string(),
  difficulty: z.enum(WORKFLOW_DIFFICULTIES),
  category: z.string(),
  rationale: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type WorkflowSuggestionView = z.infer<typeof workflowSuggestionViewSchema>;

export const contactInsightsViewSchema = z.object({
  insights: z.array(
    z.object({ key: z.string(), title: z.string(), finding: z.string(), metric: z.string(), severity: z.enum(INSIGHT_SEVERITIES) }),
  ),
  generatedAt: z.string(),
  source: z.enum(["llm", "offline"]),
});
export type ContactInsightsView = z.infer<typeof contactInsightsViewSchema>;

/** Counted as "high priority" on the cards: the two top priorities. */
export function isHighPriority(priority: string): boolean {
  return priority === "critical" || priority === "high";
}
