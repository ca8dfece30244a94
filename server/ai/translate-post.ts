import { z } from "#common/lib/zod.ts";
import type { Locale } from "#common/i18n/locales.ts";
import { LlmError, type Llm } from "../integrations/llm.ts";
import { ApiError } from "../lib/errors.ts";
import type { TranslationWords } from "../blog/blog-admin.service.ts";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "#common/ai/blog-post-output.ts";
import { clampAtWord } from "./text.ts";

// "Draft translation with AI": the model translates a post's words into another language. The result is stored as
// an unpublished draft for the staff to review (never published here); without a model there is no such draft.

/** The English names the prompt uses (the model knows "Spanish (US)" better than "es"). */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English (United States)",
  es: "Spanish as spoken in Houston, Texas (US Spanish, neutral Latin American, usted)",
  vi: "Vietnamese",
  zh: "Simplified Chinese",
};

const nonEmpty = (description: string) => z.string().refine((v) => v.trim().length > 0, { message: "must not be empty" }).describe(description);

export const translatedPostSchema = z.object({
  title: nonEmpty("The title, translated"),
  excerpt: nonEmpty("The excerpt, translated"),
  content: nonEmpty("The Markdown body, translated: the same headings, lists, links (URLs unchanged) and images"),
  tags: z.array(z.string()).describe("The tags, translated"),
  seoTitle: z.string().describe(`The search-result title, translated, at most ${SEO_TITLE_MAX} characters`),
  seoDescription: z.string().describe(`The search-result description, translated, at most ${SEO_DESCRIPTION_MAX} characters`),
});

export function buildTranslationPrompt(post: TranslationWords, from: Locale, to: Locale): { system: string; prompt: string } {
  return {
    system: [
      `You translate blog posts of an AI-automation agency for Houston real-estate professionals from ${LANGUAGE_NAMES[from]} into ${LANGUAGE_NAMES[to]}.`,
      "Write as a native speaker would, for local readers: natural, plain and warm, not word for word.",
      "Keep the Markdown structure, every link target and image URL, every number, name, price and date exactly; translate link texts and image descriptions.",
      "Keep product and brand names as they are. Add nothing and leave nothing out.",
    ].join(" "),
    prompt: JSON.stringify(
      { title: post.title, excerpt: post.excerpt, content: post.content, tags: post.tags ?? [], seoTitle: post.seoTitle ?? "", seoDescription: post.seoDescription ?? "" },
      null,
      1,
    ),
  };
}

function explain(error: LlmError): ApiError {
  if (error.kind === "timeout") return new ApiError(504, `The AI model took too long to translate the post (${error.message}). Nothing was saved; please try again.`);
  if (error.kind === "output") return new ApiError(502, `The AI model returned an unusable translation: ${error.message}. Nothing was saved; please try again.`);
  return new ApiError(502, `The AI provider could not translate the post: ${error.message}. Nothing was saved.`);
}

/** The model's translation of a post's words; an ApiError (502/504) with a toast-ready message when it fails. */
export async function translatePost(llm: Llm, post: TranslationWords, from: Locale, to: Locale, signal?: AbortSignal): Promise<TranslationWords> {
  const { system, prompt } = buildTranslationPrompt(post, from, to);
  try {
    const { object } = await llm.generateStructured({ system, prompt, schema: translatedPostSchema, signal });
    const title = object.title.trim();
    const excerpt = object.excerpt.trim();
    return {
      title,
      excerpt,
      content: object.content.trim() + "\n",
      tags: object.tags.map((t) => t.trim()).filter(Boolean),
      seoTitle: clampAtWord(object.seoTitle.trim() || title, SEO_TITLE_MAX),
      seoDescription: clampAtWord(object.seoDescription.trim() || excerpt, SEO_DESCRIPTION_MAX),
    };
  } catch (error) {
    if (error instanceof LlmError) throw explain(error);
    throw error;
  }
}
