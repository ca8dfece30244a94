import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";

// A post's language chosen in the editor (issue 39): a new post may be written in Spanish first and lives on the
// Spanish blog only; changing the language is refused when another version of its group already has it.

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: "https://www.bayou.example" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const spanish = {
  title: "Cómo responder a cada cliente en minutos",
  excerpt: "Responda cada consulta en minutos.",
  content: "## Por qué\n\nLos compradores comparan agentes rápido.",
  isPublished: true,
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  language: "es",
};
const send = (method: string, path: string, json?: unknown) => t.request(path, { method, headers: auth, json });
async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const create = async (body: object) => ok<AdminBlogPost>(await send("POST", "/api/admin/blog", body), 201);
const text = async (path: string) => (await t.request(path)).text();

describe("a new post's language", () => {
  it("a Spanish-first post is on the Spanish blog, its feed and the sitemap, and nowhere in English", async () => {
    const post = await create(spanish);
    expect(post).toMatchObject({ language: "es", slug: "como-responder-a-cada-cliente-en-minutos", translationGroup: null });
    expect((await t.deps.services.blog.listPublished({ language: "es" })).map((p) => p.slug)).toEqual([post.slug]);
    expect(await t.deps.services.blog.listPublished()).toEqual([]);
    expect(await text("/es/blog/rss.xml")).toContain("<link>https://www.bayou.example/es/blog/como-responder-a-cada-cliente-en-minutos</link>");
    expect(await text("/blog/rss.xml")).not.toContain(post.slug);
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain("<loc>https://www.bayou.example/es/blog/como-responder-a-cada-cliente-en-minutos</loc>");
    expect(sitemap).toContain("<loc>https://www.bayou.example/es/blog</loc>");
    expect(sitemap).not.toContain("<loc>https://www.bayou.example/vi/blog</loc>");
  });

  it("an unknown language is refused with the field's message; none is English", async () => {
    const res = await send("POST", "/api/admin/blog", { ...spanish, language: "fr" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.language).toBe("Language must be one of: en, es, vi, zh");
    const draft = await ok<AdminBlogPost>(await send("POST", "/api/admin/blog", { title: "Draft", autosave: true }), 201);
    expect(draft.language).toBe("en");
  });
});

describe("changing a post's language", () => {
  it("moves a draft to another language, its slug kept when free there and made free when not", async () => {
    await create({ ...spanish, title: "Katy", language: "vi" });
    const draft = await create({ title: "Katy", excerpt: "", content: "", language: "en" });
    const moved = await ok<AdminBlogPost>(await send("PATCH", `/api/admin/blog/${draft.id}`, { language: "es", baseVersion: draft.version }));
    expect(moved).toMatchObject({ language: "es", slug: "katy" });
    const taken = await ok<AdminBlogPost>(await send("PATCH", `/api/admin/blog/${draft.id}`, { language: "vi", baseVersion: moved.version }));
    expect(taken).toMatchObject({ language: "vi", slug: "katy-2" });
  });

  it("a published post keeps its slug in the new language or is refused: a live address is never changed silently", async () => {
    await create({ ...spanish, title: "Katy" });
    const post = await create({ ...spanish, title: "Katy", language: "en" });
    const res = await send("PATCH", `/api/admin/blog/${post.id}`, { language: "es" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.slug).toBe("This slug is already used by another post");
  });

  it("is refused clearly when another version of the post's group already has that language", async () => {
    const english = await create({ ...spanish, title: "Speed to Lead", language: "en" });
    const es = await ok<AdminBlogPost>(await send("POST", `/api/admin/blog/${english.id}/translations`, { language: "es" }), 201);
    const vi = await ok<AdminBlogPost>(await send("POST", `/api/admin/blog/${english.id}/translations`, { language: "vi" }), 201);
    for (const [post, language] of [[vi, "es"], [es, "en"], [english, "vi"]] as const) {
      const res = await send("PATCH", `/api/admin/blog/${post.id}`, { language });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: "This post already has a version in that language", errors: { language: "This post already has a version in that language" } });
    }
    // A language the group does not have yet is fine.
    expect(await ok<AdminBlogPost>(await send("PATCH", `/api/admin/blog/${vi.id}`, { language: "zh" }))).toMatchObject({ language: "zh", translationGroup: english.id });
  });
});
