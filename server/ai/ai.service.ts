import { desc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { aiContent } from "../db/schema.ts";
import type { Llm } from "../integrations/llm.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import type { Logger } from "../lib/logger.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { AiContentView } from "#common/ai/ai-api.ts";
import { generateAndSaveBlogPost } from "./ai-blog.ts";
import type { MarkdownRenderer } from "../blog/markdown-renderer.ts";
import type { BlogAdminService } from "../blog/blog-admin.service.ts";
import { blogSuggestions } from "./ai-trends.ts";
import { generateSuggestions, listSuggestions, setSuggestionStatus } from "./ai-workflows.ts";
import { generateInsights, latestInsights } from "./ai-insights.ts";
import { createAiTasks } from "./ai-tasks.ts";

export type AiServiceDeps = {
  db: Db;
  logger: Logger;
  settings: SettingsService;
  scheduler: Scheduler;
  llm: Llm | null;
  markdown: MarkdownRenderer;
  /** Writes the generated drafts (the blog admin owns blog_posts). */
  blogAdmin: Pick<BlogAdminService, "createDraft">;
};

/**
 * AI management: blog generation, topic and workflow suggestions, contact insights and the scheduled
 * tasks. Every path works without an LLM; with one configured, the model writes or rewords.
 */
export function createAiService(deps: AiServiceDeps) {
  const tasks = createAiTasks(deps.db, deps.scheduler);
  return {
    tasks,
    llmModel: deps.llm?.model ?? null,

    /** Every record (small rows; the cards count them all), newest first. */
    async content(): Promise<AiContentView[]> {
      const rows = await deps.db.select().from(aiContent).orderBy(desc(aiContent.createdAt), desc(aiContent.id));
      return rows.map((r) => ({ id: r.id, title: r.title, type: r.type, createdAt: r.createdAt.toISOString(), tokens: r.tokens, blogPostId: r.blogPostId, model: r.model }));
    },

    generateBlog: (topic: string) => generateAndSaveBlogPost(deps, topic),
    blogSuggestions: (opts: { refresh?: boolean } = {}) => blogSuggestions(deps, opts),
    generateWorkflows: (location: string) => generateSuggestions(deps, location),
    workflowSuggestions: () => listSuggestions(deps.db),
    setSuggestionStatus: (id: number, status: "accepted" | "dismissed") => setSuggestionStatus(deps.db, id, status),
    generateInsights: () => generateInsights(deps),
    latestInsights: () => latestInsights(deps.db),
  };
}
export type AiService = ReturnType<typeof createAiService>;
