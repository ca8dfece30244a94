import { z } from "../lib/zod.ts";
import { BLOG_CATEGORIES } from "../blog/blog-rules.ts";

// The shape of a generated blog post, for the LLM's structured output and for the offline composer.
// The JSON schema sent to the model stays inside what every provider's strict mode accepts: every field
// required, no length or count keywords (OpenAI rejects them). Limits are told to the model in the
// descriptions, checked here with refinements (which never reach the JSON schema) where an answer
// would be unusable, and enforced afterwards by `finalizeBlogPost` where a trim is enough.

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const BLOG_TAGS_MAX = 8;

const nonEmpty = () => z.string().refine((value) => value.trim().length > 0, { message: "must not be empty" });
const text = (description: string) => nonEmpty().describe(description);

export const blogPostOutputSchema = z.object({
  title: text("Headline of the post, specific and plain, at most about 80 characters"),
  excerpt: text("One or two sentences (under 300 characters) that make a Houston agent want to read on"),
  content: nonEmpty()
    .refine((value) => /^#{2,3} \S/m.test(value), { message: "must be Markdown with ## section headings" })
    .describe("The article body in Markdown: an opening paragraph, then sections with ## headings, lists where useful, and a closing call to action"),
  category: z.enum(BLOG_CATEGORIES).describe("Exactly one of the blog's categories"),
  tags: z.array(z.string()).describe("3 to 6 short tags in Title Case"),
  // May come back empty: finalizeBlogPost then falls back to the title and the excerpt.
  seoTitle: z.string().describe(`Search-result title, at most ${SEO_TITLE_MAX} characters`),
  seoDescription: z.string().describe(`Search-result description, at most ${SEO_DESCRIPTION_MAX} characters`),
});

export type BlogPostOutput = z.infer<typeof blogPostOutputSchema>;
