import type { Db } from "../db/client.ts";
import { aiContent } from "../db/schema.ts";
import type { Llm } from "../integrations/llm.ts";
import type { Logger } from "../lib/logger.ts";
import { ApiError } from "../lib/errors.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { GenerateBlogResponse } from "#common/ai/ai-api.ts";
import { BlogGenerationError, generateBlogPost, type GeneratedBlogPost } from "./generate-blog.ts";
import { blogFacts } from "./ai-data.ts";
import { MarkdownRejectedError, type MarkdownRenderer } from "../blog/markdown-renderer.ts";
import { MARKDOWN_RENDER_VERSION } from "../blog/markdown.ts";
import type { BlogAdminService } from "../blog/blog-admin.service.ts";

// "Generate Blog Post": write (LLM or offline composer), then save the draft post and its AI content
// record in one transaction. A failed generation saves nothing and answers with a toast-ready message.

/** 400 for the topic, 504 when the model took too long, 502 for anything the provider got wrong. */
export function generationStatus(error: BlogGenerationError): 400 | 502 | 504 {
  if (error.kind === "input") return 400;
  if (error.kind === "timeout") return 504;
  return 502;
}

/** The draft is stored with its HTML like any saved post; a body past the Markdown limits saves nothing. */
async function renderDraft(markdown: MarkdownRenderer, content: string) {
  try {
    const { html, readingMinutes } = await markdown.render(content);
    return { contentHtml: html, readingMinutes, htmlVersion: MARKDOWN_RENDER_VERSION };
  } catch (error) {
    if (error instanceof MarkdownRejectedError && error.status !== 503) {
      throw new ApiError(502, `The AI model returned a blog post that cannot be displayed (${error.message}). Nothing was saved; please try again.`);
    }
    throw error;
  }
}

/** The blog admin stores the draft; its AI content record is written in the same transaction. */
async function saveDraft(deps: { markdown: MarkdownRenderer; blogAdmin: Pick<BlogAdminService, "createDraft"> }, generated: GeneratedBlogPost, author: string) {
  const { post } = generated;
  const html = await renderDraft(deps.markdown, post.content);
  const saved = await deps.blogAdmin.createDraft({ ...post, ...html, author }, async (tx, row) => {
    const [content] = await tx
      .insert(aiContent)
      .values({ title: post.title, type: "blog_post", blogPostId: row.id, tokens: generated.tokens, model: generated.model })
      .returning({ id: aiContent.id });
    return content!.id;
  });
  return { ...saved, contentId: saved.alongside };
}

export async function generateAndSaveBlogPost(
  deps: { db: Db; settings: SettingsService; llm: Llm | null; logger: Logger; markdown: MarkdownRenderer; blogAdmin: Pick<BlogAdminService, "createDraft"> },
  topic: string,
): Promise<GenerateBlogResponse> {
  const facts = await blogFacts(deps.db, deps.settings);
  let generated: GeneratedBlogPost;
  try {
    generated = await generateBlogPost({ topic, facts, llm: deps.llm });
  } catch (error) {
    // Answered with generationStatus (server/error-responses.ts); the kind is for the operator.
    if (error instanceof BlogGenerationError) deps.logger.warn({ kind: error.kind, err: error.message }, "blog generation failed");
    throw error;
  }
  const saved = await saveDraft(deps, generated, await deps.settings.siteName());
  return { title: saved.title, id: saved.id, slug: saved.slug, source: generated.source, contentId: saved.contentId };
}
