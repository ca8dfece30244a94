import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeOpenAiServer } from "#tests/fakes/openai-server.ts";
import { SEO_TITLE_MAX } from "#common/ai/blog-post-output.ts";
import { seedBlogPosts } from "../db/seed/blog-posts.ts";
import { createLlm, type Llm } from "../integrations/llm.ts";
import { countTokens } from "../integrations/tokens.ts";
import { DRAFT_NOTE_MARKER, OFFLINE_MODEL } from "./blog-composer.ts";
import { BlogGenerationError, countPostTokens, generateBlogPost } from "./generate-blog.ts";
import type { BlogFacts } from "./topic-analysis.ts";
import { localAllowHosts } from "#tests/fakes/outbound.ts";

const apiKey = "sk-test-key";
const openai = createFakeOpenAiServer({ apiKey });
const facts: BlogFacts = {
  siteName: "Bayou City AI",
  bookingUrl: "https://calendly.example.com/bayou-city-ai",
  posts: seedBlogPosts.map(({ title, slug, excerpt, tags, category }) => ({ title, slug, excerpt, tags, category })),
};

const modelPost = {
  title: "Hurricane Season Checklist for Clear Lake Landlords",
  excerpt: "What to send tenants before June 1, and how to automate it.",
  content: "Storms are part of life on the Bay.\n\n## Before the season\n\n- Send the checklist\n- Check flood insurance\n\n## Next step\n\n[Book a free consultation](/contact).",
  category: "Real Estate",
  tags: ["Hurricane Season", " hurricane season ", "Clear Lake", ""],
  seoTitle: "Hurricane Season Checklist for Clear Lake Landlords and Property Managers in Houston",
  seoDescription: "",
};

// Generous default: the machine is shared, and a slow answer must not turn an output test into a timeout.
function llm(timeoutMs = 15_000): Llm {
  return createLlm({ provider: "openai-compatible", apiKey, baseUrl: openai.baseUrl, model: "test-model", timeoutMs, allowHosts: localAllowHosts })!;
}

async function failure(promise: Promise<unknown>): Promise<BlogGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BlogGenerationError);
  return error as BlogGenerationError;
}

beforeAll(async () => {
  await openai.start();
  // Load the tokenizer's ranks now: the first load is a long synchronous pause, during which the fake
  // server's keep-alive timeout can close the pooled socket and turn the next request into a reset.
  countTokens("warm up");
});
afterAll(() => openai.close());
beforeEach(() => {
  openai.clear();
  openai.setDelay(0);
  openai.failNext(0);
  openai.setUsage({ promptTokens: 900, completionTokens: 650 });
  openai.setJsonReply(modelPost);
});

describe("generateBlogPost with an LLM", () => {
  it("asks for strict structured output grounded in the agency and Houston, and reports real usage", async () => {
    const result = await generateBlogPost({ topic: "Hurricane prep for Clear Lake landlords", facts, llm: llm() });

    expect(result).toMatchObject({ source: "llm", model: "test-model", tokens: 1_550 });
    expect(result.post).toEqual({
      ...modelPost,
      content: `${modelPost.content}\n`,
      tags: ["Hurricane Season", "Clear Lake"],
      seoTitle: "Hurricane Season Checklist for Clear Lake Landlords", // cut at a word, without a dangling "and"
      seoDescription: modelPost.excerpt,
    });
    expect(result.post.seoTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX);

    const request = openai.requests[0]!.json;
    expect(request.response_format?.type).toBe("json_schema");
    const schema = request.response_format?.json_schema?.schema as { required: string[]; additionalProperties: boolean; properties: Record<string, unknown> };
    expect(schema.required).toEqual(["title", "excerpt", "content", "category", "tags", "seoTitle", "seoDescription"]);
    expect(schema.additionalProperties).toBe(false);
    expect(JSON.stringify(schema)).not.toMatch(/maxLength|minLength|maxItems/);
    expect(schema.properties.category).toMatchObject({ enum: ["Real Estate", "News", "Strategy", "Tools"] });

    const system = openai.systemPrompt()!;
    expect(system).toContain("Custom AI Agents & Lead Capture");
    expect(system).toContain("Clear Lake: the Bay Area near NASA's Johnson Space Center");
    expect(system).toContain("(/blog/hurricane-season-playbook-for-houston-property-managers, Real Estate)");
    expect(system).toContain('say "Contact for pricing"');
    expect(system).not.toMatch(/\$\d/);
    const prompt = JSON.stringify(request.messages?.at(-1)?.content);
    expect(prompt).toContain("Topic: Hurricane prep for Clear Lake landlords");
    expect(prompt).toContain("Local context (Hurricane season)");
  });

  it("counts tokens itself when the server reports no usage", async () => {
    openai.setUsage({ promptTokens: 0, completionTokens: 0 });
    const result = await generateBlogPost({ topic: "Hurricane prep", facts, llm: llm() });
    expect(result.tokens).toBeGreaterThan(countPostTokens(result.post));
  });

  it("turns malformed structured output into a clear error", async () => {
    openai.setJsonReply({ ...modelPost, title: "  ", category: "Cooking" });
    const invalid = await failure(generateBlogPost({ topic: "Hurricane prep", facts, llm: llm() }));
    expect(invalid.message).toBe(
      'The AI model returned an unusable blog post: LLM output did not match the expected structure (title: must not be empty; category: Invalid option: expected one of "Real Estate"|"News"|"Strategy"|"Tools"). Nothing was saved; please try again.',
    );
    expect(invalid.kind).toBe("output");

    openai.setJsonReply({ ...modelPost, content: "Just one paragraph, no sections." });
    const flat = await failure(generateBlogPost({ topic: "Hurricane prep", facts, llm: llm() }));
    expect(flat.message).toContain("content: must be Markdown with ## section headings");

    openai.setReply("Sure! Here is your blog post about hurricanes...");
    const prose = await failure(generateBlogPost({ topic: "Hurricane prep", facts, llm: llm() }));
    expect(prose.message).toBe("The AI model returned an unusable blog post: LLM output did not match the expected structure (the answer is not valid JSON). Nothing was saved; please try again.");
  });

  it("reports provider errors and timeouts", async () => {
    openai.failNext(1, 500);
    const down = await failure(generateBlogPost({ topic: "Hurricane prep", facts, llm: llm() }));
    expect(down.kind).toBe("provider");
    expect(down.status).toBe(500);
    expect(down.message).toMatch(/^The AI provider could not write the post: LLM provider \(openai-compatible\) answered HTTP 500/);

    openai.setDelay(2_000);
    const slow = await failure(generateBlogPost({ topic: "Hurricane prep", facts, llm: llm(200) }));
    expect(slow.kind).toBe("timeout");
    expect(slow.message).toBe("The AI model took too long to write the post (LLM did not answer within 200 ms). Nothing was saved; please try again.");
  });
});

describe("generateBlogPost offline", () => {
  it("uses the composer and counts tokens with the real tokenizer", async () => {
    const result = await generateBlogPost({ topic: "School zoning questions from Katy families", facts, llm: null });
    expect(result.source).toBe("offline");
    expect(result.model).toBe(OFFLINE_MODEL);
    expect(result.post.content).toContain(DRAFT_NOTE_MARKER);
    expect(result.post.content).toContain("Katy ISD");
    expect(result.tokens).toBe(countPostTokens(result.post));
    expect(result.tokens).toBeGreaterThan(400);
    expect(result.tokens).toBe(countTokens([result.post.title, result.post.excerpt, result.post.content, result.post.tags.join(", "), result.post.seoTitle, result.post.seoDescription].join("\n")));
    expect(openai.requests).toHaveLength(0);
  });

  it("rejects an empty topic before doing anything", async () => {
    const error = await failure(generateBlogPost({ topic: "  ", facts, llm: llm() }));
    expect(error).toMatchObject({ kind: "input", message: "Please enter a topic for the blog post." });
    expect(openai.requests).toHaveLength(0);
  });
});
