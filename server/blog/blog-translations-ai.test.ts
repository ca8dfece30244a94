import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeOpenAiServer } from "#tests/fakes/openai-server.ts";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminBlogPost, PostTranslations } from "#common/blog/blog-schemas.ts";

// "Draft translation with AI" with a model configured: a local server speaking OpenAI's protocol stands in for it.

const apiKey = "sk-blog-translation-test";
const openai = createFakeOpenAiServer({ apiKey });
let t: TestContext;
let auth: Record<string, string>;

const spanish = {
  title: "Responda en minutos en Katy",
  excerpt: "Conteste cada consulta en cuestión de minutos.",
  content: "## Por qué la rapidez\n\nLos compradores comparan agentes rápido. [Hable con nosotros](/contact).",
  tags: ["Prospectos", "CRM"],
  seoTitle: "Responda en minutos",
  seoDescription: "Conteste en minutos.",
};

beforeAll(async () => {
  await openai.start();
  t = await createTestContext({ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: openai.baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "1500" });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
  openai.clear();
  openai.failNext(0);
  openai.setJsonReply(spanish);
});

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, headers: auth, json });

async function englishPost(): Promise<AdminBlogPost> {
  const res = await send("POST", "/api/admin/blog", {
    title: "Speed to Lead in Katy",
    excerpt: "Answer every inquiry within minutes.",
    content: "## Why speed\n\nBuyers compare agents fast. [Talk to us](/contact).",
    category: "Strategy",
    tags: ["Leads", "CRM"],
    isPublished: true,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as AdminBlogPost;
}

describe("POST /api/admin/blog/:id/translations with ai: true", () => {
  it("offers the AI translation, and saves the model's translation as a linked draft for review", async () => {
    const post = await englishPost();
    const offered = (await (await send("GET", `/api/admin/blog/${post.id}/translations`)).json()) as PostTranslations;
    expect(offered.aiTranslation).toBe(true);

    const res = await send("POST", `/api/admin/blog/${post.id}/translations`, { language: "es", ai: true });
    expect(res.status, await res.clone().text()).toBe(201);
    const draft = (await res.json()) as AdminBlogPost;
    expect(draft).toMatchObject({
      language: "es",
      translationGroup: post.id,
      isPublished: false,
      title: spanish.title,
      slug: "responda-en-minutos-en-katy",
      excerpt: spanish.excerpt,
      tags: spanish.tags,
      seoTitle: spanish.seoTitle,
      category: "Strategy",
    });
    expect(draft.content).toContain("## Por qué la rapidez");
    // The model was asked for Houston Spanish, with the post's words.
    expect(openai.systemPrompt()).toMatch(/Spanish as spoken in Houston/);
    expect(JSON.stringify(openai.requests.at(-1)!.json.messages)).toContain("Speed to Lead in Katy");
    // Never published by itself.
    expect(await t.deps.services.blog.listPublished({ language: "es" })).toEqual([]);
  });

  it("saves nothing when the model fails, with a message for the staff", async () => {
    const post = await englishPost();
    openai.failNext(Infinity, 500);
    const res = await send("POST", `/api/admin/blog/${post.id}/translations`, { language: "es", ai: true });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/Nothing was saved/);
    const listed = (await (await send("GET", `/api/admin/blog/${post.id}/translations`)).json()) as PostTranslations;
    expect(listed.translations).toEqual([]);
  });

  it("does not call the model for a language the post already has", async () => {
    const post = await englishPost();
    expect((await send("POST", `/api/admin/blog/${post.id}/translations`, { language: "es" })).status).toBe(201);
    const before = openai.requests.length;
    expect((await send("POST", `/api/admin/blog/${post.id}/translations`, { language: "es", ai: true })).status).toBe(409);
    expect(openai.requests.length).toBe(before);
  });
});
