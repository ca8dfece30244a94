import { BLOG_TAGS_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, blogPostOutputSchema, type BlogPostOutput } from "#common/ai/blog-post-output.ts";
import { LlmError, type Llm, type LlmErrorKind } from "../integrations/llm.ts";
import { countTokens } from "../integrations/tokens.ts";
import { OFFLINE_MODEL, composeBlogDraft } from "./blog-composer.ts";
import { buildBlogPrompt } from "./blog-prompt.ts";
import { clampAtWord } from "./text.ts";
import type { BlogFacts } from "./topic-analysis.ts";

// One entry point for "write a post about X": the configured LLM when there is one, the offline composer
// otherwise. Nothing is stored here; a failed model call throws and the caller saves nothing.

export type GeneratedBlogPost = {
  post: BlogPostOutput;
  /** The provider's reported usage, or the tokenizer's count of what was produced offline. */
  tokens: number;
  model: string;
  source: "llm" | "offline";
};

export type BlogGenerationErrorKind = LlmErrorKind | "input";

/** A generation that produced nothing usable. The message is meant for the staff toast. */
export class BlogGenerationError extends Error {
  readonly kind: BlogGenerationErrorKind;
  readonly status: number | undefined;

  constructor(message: string, options: { kind: BlogGenerationErrorKind; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "BlogGenerationError";
    this.kind = options.kind;
    this.status = options.status;
  }
}

/** Trimmed fields, de-duplicated tags, SEO fields filled and cut to their limits. */
export function finalizeBlogPost(post: BlogPostOutput): BlogPostOutput {
  const seen = new Set<string>();
  const tags = post.tags
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "" && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
    .slice(0, BLOG_TAGS_MAX);
  const title = post.title.trim();
  const excerpt = post.excerpt.trim();
  return {
    title,
    excerpt,
    content: post.content.trim() + "\n",
    category: post.category,
    tags,
    seoTitle: clampAtWord(post.seoTitle.trim() || title, SEO_TITLE_MAX),
    seoDescription: clampAtWord(post.seoDescription.trim() || excerpt, SEO_DESCRIPTION_MAX),
  };
}

/** Tokens of everything a post carries, counted with the o200k tokenizer. */
export function countPostTokens(post: BlogPostOutput): number {
  return countTokens([post.title, post.excerpt, post.content, post.tags.join(", "), post.seoTitle, post.seoDescription].join("\n"));
}

function explain(error: LlmError): string {
  switch (error.kind) {
    case "output":
      return `The AI model returned an unusable blog post: ${error.message}. Nothing was saved; please try again.`;
    case "timeout":
      return `The AI model took too long to write the post (${error.message}). Nothing was saved; please try again.`;
    case "provider":
      return `The AI provider could not write the post: ${error.message}. Nothing was saved.`;
  }
}

export async function generateBlogPost(input: { topic: string; facts: BlogFacts; llm: Llm | null; signal?: AbortSignal }): Promise<GeneratedBlogPost> {
  const topic = input.topic.trim();
  if (topic === "") throw new BlogGenerationError("Please enter a topic for the blog post.", { kind: "input" });

  if (!input.llm) {
    const post = finalizeBlogPost(composeBlogDraft({ topic, facts: input.facts }));
    return { post, tokens: countPostTokens(post), model: OFFLINE_MODEL, source: "offline" };
  }

  const { system, prompt } = buildBlogPrompt({ topic, facts: input.facts });
  try {
    const { object, usage } = await input.llm.generateStructured({ system, prompt, schema: blogPostOutputSchema, signal: input.signal });
    const post = finalizeBlogPost(object);
    // Some compatible servers report no usage; then count what went in and came out ourselves.
    const tokens = usage.totalTokens > 0 ? usage.totalTokens : countTokens(`${system}\n${prompt}`) + countPostTokens(post);
    return { post, tokens, model: input.llm.model, source: "llm" };
  } catch (error) {
    if (error instanceof LlmError) throw new BlogGenerationError(explain(error), { kind: error.kind, status: error.status, cause: error });
    throw error;
  }
}
