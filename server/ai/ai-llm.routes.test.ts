import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createFakeOpenAiServer, type ChatCompletionRequestBody } from "#tests/fakes/openai-server.ts";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { countTokens } from "../integrations/tokens.ts";
import type { AiContentView, BlogSuggestionView, ContactInsightsView, GenerateBlogResponse, WorkflowSuggestionView } from "#common/ai/ai-api.ts";
import { insertLeads } from "#tests/support/ai-test-fixtures.ts";

// The AI routes with an LLM configured: a local server speaking OpenAI's protocol stands in for the provider.

const apiKey = "sk-ai-routes-test";
const openai = createFakeOpenAiServer({ apiKey });
let t: TestContext;
let headers: Record<string, string>;

const modelPost = {
  title: "Spring Listing Prep for Katy Sellers",
  excerpt: "What Katy sellers should fix, stage and automate before the spring rush.",
  content: "Spring moves fast in Katy.\n\n## Before you list\n\n- Fix the small things\n- Stage the main rooms\n\n## Next step\n\n[Book a free consultation](/contact).",
  category: "Real Estate",
  tags: ["Spring Market", "Katy"],
  seoTitle: "Spring Listing Prep for Katy Sellers",
  seoDescription: "A spring checklist for Katy sellers.",
};

beforeAll(async () => {
  await openai.start();
  t = await createTestContext({
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: openai.baseUrl,
    LLM_API_KEY: apiKey,
    LLM_MODEL: "test-model",
    LLM_TIMEOUT_MS: "1500",
  });
  countTokens("warm up");
});
afterAll(async () => {
  await t.close();
  await openai.close();
});
beforeEach(async () => {
  await t.reset();
  headers = await t.login();
  openai.clear();
  openai.setDelay(0);
  openai.failNext(0);
  openai.setUsage({ promptTokens: 900, completionTokens: 650 });
  openai.setJsonReply(modelPost);
});

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, headers, json });
const count = async (table: "blog_posts" | "ai_content") => Number((await t.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);
const userJson = (request: ChatCompletionRequestBody) => {
  const content = request.messages?.at(-1)?.content;
  return JSON.parse(typeof content === "string" ? content : "null") as unknown;
};

describe("POST /api/admin/ai/generate-blog with an LLM", () => {
  it("saves the model's post as a draft, with the provider's token usage", async () => {
    const res = await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring listing prep in Katy" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as GenerateBlogResponse;
    expect(body).toMatchObject({ title: modelPost.title, slug: "spring-listing-prep-for-katy-sellers", source: "llm" });
    expect(openai.requests[0]!.json.response_format?.type).toBe("json_schema");
    const [content] = (await (await send("GET", "/api/admin/ai/content")).json()) as AiContentView[];
    expect(content).toMatchObject({ type: "blog_post", tokens: 1_550, model: "test-model", blogPostId: body.id });
    const [post] = (await t.deps.db.execute<{ is_published: boolean; category: string }>(sql`select is_published, category from blog_posts`)).rows;
    expect(post).toEqual({ is_published: false, category: "Real Estate" });
  });

  it("answers 502 with a clear message for malformed structured output, and saves nothing", async () => {
    openai.setJsonReply({ ...modelPost, category: "Cooking", content: "One paragraph without sections." });
    let res = await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring listing prep in Katy" });
    expect(res.status).toBe(502);
    const { message } = (await res.json()) as { message: string };
    expect(message).toMatch(/^The AI model returned an unusable blog post: LLM output did not match the expected structure \(content: must be Markdown with ## section headings; category: Invalid option/);
    expect(message).toMatch(/Nothing was saved; please try again\.$/);

    openai.setReply("Here is a lovely post about Katy!");
    res = await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring listing prep in Katy" });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toContain("the answer is not valid JSON");

    expect(await count("blog_posts")).toBe(0);
    expect(await count("ai_content")).toBe(0);
  });

  it("answers 502 when the provider fails and 504 when it is too slow", async () => {
    openai.failNext(1, 500);
    let res = await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring listing prep in Katy" });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/^The AI provider could not write the post: LLM provider \(openai-compatible\) answered HTTP 500/);

    openai.setDelay(2_500);
    res = await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring listing prep in Katy" });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: "The AI model took too long to write the post (LLM did not answer within 1500 ms). Nothing was saved; please try again." });
    expect(await count("blog_posts")).toBe(0);
  });
});

describe("LLM rewording of computed results", () => {
  it("lets the model rewrite blog suggestion titles, keeping the ranking and the numbers", async () => {
    openai.setReply((request) => {
      const items = userJson(request) as { key: string; title: string; description: string }[];
      return JSON.stringify({ suggestions: items.map((s) => ({ key: s.key, title: s.title.toUpperCase(), description: s.description })) });
    });
    const suggestions = (await (await send("GET", "/api/admin/ai/blog-suggestions?refresh=1")).json()) as BlogSuggestionView[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) expect(s.title).toBe(s.title.toUpperCase());

    // A failed rewrite keeps the computed titles rather than failing the list.
    openai.failNext(1, 500);
    const fallback = (await (await send("POST", "/api/admin/ai/blog-suggestions/refresh")).json()) as BlogSuggestionView[];
    expect(fallback.map((s) => s.id)).toEqual(suggestions.map((s) => s.id));
    expect(fallback.some((s) => s.title !== s.title.toUpperCase())).toBe(true);
  });

  it("lets the model rephrase insights, and ignores a rephrasing that drops a number", async () => {
    await insertLeads(t.deps.db, 3, { role: "Broker", interests: ["CRM Integration"], ageHours: 5 });
    openai.setReply((request) => {
      const items = userJson(request) as { key: string; finding: string }[];
      return JSON.stringify({ insights: items.map((i) => ({ key: i.key, finding: i.key === "volume" ? "Leads are up." : `In short: ${i.finding}` })) });
    });
    const res = await send("POST", "/api/admin/ai/contact-insights");
    const body = (await res.json()) as ContactInsightsView;
    expect(body.source).toBe("llm");
    expect(body.insights.find((i) => i.key === "volume")!.finding).toBe("3 new leads in the last 7 days, up from none the week before.");
    expect(body.insights.find((i) => i.key === "interests")!.finding).toBe("In short: Top interest: CRM Integration, 3 of 3 leads (100%).");
    const [content] = (await (await send("GET", "/api/admin/ai/content")).json()) as AiContentView[];
    expect(content).toMatchObject({ type: "contact_insights", model: "test-model", tokens: 1_550 });
  });

  it("stores the model's workflow suggestions, and the computed ones when the model fails", async () => {
    await insertLeads(t.deps.db, 3, { role: "Broker", interests: ["CRM Integration"], status: "contacted", ageHours: 5 });
    openai.setJsonReply({
      suggestions: [
        { title: "Push every Houston lead into HubSpot", description: "Create or update the contact with its source and interest.", priority: "high", aiConfidence: 81.6, estimatedImpact: "3 of 3 recent leads", difficulty: "Easy", category: "CRM", rationale: "3 of 3 leads chose CRM Integration." },
      ],
    });
    const body = { businessData: { type: "real_estate_automation", location: "Houston" } };
    let res = await send("POST", "/api/admin/ai/generate-workflows", body);
    expect(res.status).toBe(200);
    const fromModel = ((await res.json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    expect(fromModel).toEqual([expect.objectContaining({ title: "Push every Houston lead into HubSpot", aiConfidence: 82, status: "suggested" })]);
    expect(openai.systemPrompt()).toContain("in Houston, Texas");

    openai.failNext(1, 500);
    res = await send("POST", "/api/admin/ai/generate-workflows", body);
    const computed = ((await res.json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    expect(computed.map((s) => s.title)).toContain("Sync every new lead into your CRM");
  });
});
