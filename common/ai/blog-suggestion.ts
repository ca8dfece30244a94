import { z } from "../lib/zod.ts";

// Blog topic suggestions (at most 8, the dashboard shows 4 with 3 keywords).

export const BLOG_URGENCIES = ["high", "medium", "low"] as const;
export type BlogUrgency = (typeof BLOG_URGENCIES)[number];

export const BLOG_SUGGESTIONS_MAX = 8;
export const BLOG_SUGGESTION_KEYWORDS_MAX = 5;

export interface BlogTopicSuggestion {
  topic: string;
  title: string;
  description: string;
  urgency: BlogUrgency;
  keywords: string[];
}

/**
 * Optional LLM pass: the model may only rephrase the title and description of the suggestions it was
 * given (matched back by key), never add topics or change the ranking. Strict-mode friendly (all required).
 */
export const blogSuggestionRewriteSchema = z.object({
  suggestions: z.array(
    z.object({
      key: z.string().describe("The key of the suggestion being rewritten, unchanged"),
      title: z.string().describe("A sharper blog title, at most about 80 characters"),
      description: z.string().describe("One or two sentences on why this topic matters to Houston agents now"),
    }),
  ),
});
export type BlogSuggestionRewrite = z.infer<typeof blogSuggestionRewriteSchema>;
