import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { Llm } from "../integrations/llm.ts";
import type { Logger } from "../lib/logger.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { blogSuggestionRewriteSchema } from "#common/ai/blog-suggestion.ts";
import { blogSuggestionViewSchema, type BlogSuggestionView } from "#common/ai/ai-api.ts";
import { suggestBlogTopics } from "./blog-trends.ts";
import { applyTrendRewrites, buildTrendRewritePrompt } from "./rephrase.ts";
import { readCache, writeCache } from "../lib/cache-entries.ts";
import { trendInput } from "./ai-data.ts";

// Blog topic suggestions, cached for 24 hours in the shared cache so every instance answers
// the same list; 'Refresh Blog Trends' and the weekly job recompute it from the current data.

export const BLOG_SUGGESTIONS_KEY = "ai:blog-suggestions";
export const BLOG_SUGGESTIONS_TTL_MS = 24 * 60 * 60_000;

const cachedSchema = z.object({ suggestions: z.array(blogSuggestionViewSchema), generatedAt: z.string(), source: z.enum(["llm", "offline"]) });
export type BlogSuggestionsResult = z.infer<typeof cachedSchema>;

type Deps = { db: Db; settings: SettingsService; llm: Llm | null; logger: Logger };

export async function computeBlogSuggestions(deps: Deps, now = new Date()): Promise<BlogSuggestionsResult> {
  let ranked = suggestBlogTopics(await trendInput(deps.db, now));
  let source: "llm" | "offline" = "offline";
  if (deps.llm && ranked.length > 0) {
    try {
      const { system, prompt } = buildTrendRewritePrompt(await deps.settings.siteName(), ranked);
      const { object } = await deps.llm.generateStructured({ system, prompt, schema: blogSuggestionRewriteSchema });
      ranked = applyTrendRewrites(ranked, object);
      source = "llm";
    } catch (error) {
      // The computed titles are good on their own; a failed polish is not worth an error.
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "blog trend rewrite failed; keeping computed titles");
    }
  }
  const suggestions: BlogSuggestionView[] = ranked.map((s) => ({
    id: s.key,
    topic: s.topic,
    title: s.title,
    description: s.description,
    urgency: s.urgency,
    keywords: s.keywords,
    category: s.category,
  }));
  const result = { suggestions, generatedAt: now.toISOString(), source };
  await writeCache(deps.db, BLOG_SUGGESTIONS_KEY, result, BLOG_SUGGESTIONS_TTL_MS);
  return result;
}

export async function blogSuggestions(deps: Deps, opts: { refresh?: boolean } = {}): Promise<BlogSuggestionsResult> {
  if (!opts.refresh) {
    const cached = await readCache(deps.db, BLOG_SUGGESTIONS_KEY, cachedSchema);
    if (cached) return cached.value;
  }
  return computeBlogSuggestions(deps);
}
