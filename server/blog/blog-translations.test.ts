import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminBlogPost, PostTranslations, PublicPost } from "#common/blog/blog-schemas.ts";

// Posts per language (issue 39): a translation is a draft linked to its original, slugs are unique per language,
// and each language has its own list and feed. Without a model there is no AI translation.

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

const original = {
  title: "Speed to Lead in Katy",
  excerpt: "Answer every inquiry within minutes.",
  content: "## Why speed\n\nBuyers compare agents fast.",
  category: "Strategy",
  tags: ["Leads", "CRM"],
  seoTitle: "Speed to Lead",
  seoDescription: "Reply in minutes.",
  isPublished: true,
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
};

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, headers: auth, json });
async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const createPost = async (body: object = original) => ok<AdminBlogPost>(await send("POST", "/api/admin/blog", body), 201);
const translate = (id: number, body: object) => send("POST", `/api/admin/blog/${id}/translations`, body);
const publish = (post: AdminBlogPost, fields: object = {}) =>
  send("PATCH", `/api/admin/blog/${post.id}`, { ...fields, isPublished: true, publishedAt: new Date(Date.now() - 60_000).toISOString() });

describe("translations in the admin", () => {
  it("adds a translation as an unpublished draft linked to the post, a copy of its words to translate", async () => {
    const post = await createPost();
    expect(post).toMatchObject({ language: "en", translationGroup: null });
    const draft = await ok<AdminBlogPost>(await translate(post.id, { language: "es" }), 201);
    expect(draft).toMatchObject({
      language: "es",
      isPublished: false,
      publishedAt: null,
      translationGroup: post.id,
      title: original.title,
      content: original.content,
      seoTitle: original.seoTitle,
      category: original.category,
      // The original's slug is free in Spanish: a translation may keep it until it gets its own.
      slug: "speed-to-lead-in-katy",
    });
    const fromOriginal = await ok<PostTranslations>(await send("GET", `/api/admin/blog/${post.id}/translations`));
    expect(fromOriginal.translations.map((v) => [v.language, v.id])).toEqual([["es", draft.id]]);
    expect(fromOriginal.aiTranslation).toBe(false);
    const fromDraft = await ok<PostTranslations>(await send("GET", `/api/admin/blog/${draft.id}/translations`));
    expect(fromDraft.translations.map((v) => [v.language, v.id])).toEqual([["en", post.id]]);
  });

  it("links a translation of a translation to the same group, one version per language", async () => {
    const post = await createPost();
    const es = await ok<AdminBlogPost>(await translate(post.id, { language: "es" }), 201);
    const vi = await ok<AdminBlogPost>(await translate(es.id, { language: "vi" }), 201);
    expect(vi.translationGroup).toBe(post.id);
    const again = await translate(post.id, { language: "es" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("This post already has a version in that language");
    expect((await translate(post.id, { language: "en" })).status).toBe(409);
    expect((await translate(post.id, { language: "fr" })).status).toBe(400);
    const listed = await ok<PostTranslations>(await send("GET", `/api/admin/blog/${vi.id}/translations`));
    expect(listed.translations.map((v) => v.language)).toEqual(["en", "es"]);
  });

  it("keeps slugs unique within a language, not across languages", async () => {
    await createPost();
    const spanish = await createPost({ ...original, title: "Otro artículo", slug: "speed-to-lead-in-katy", language: "es" });
    expect(spanish).toMatchObject({ language: "es", slug: "speed-to-lead-in-katy" });
    const clash = await send("POST", "/api/admin/blog", { ...original, title: "Otro más", slug: "speed-to-lead-in-katy", language: "es" });
    expect(clash.status).toBe(409);
    // A draft takes the next free slug of its language.
    const draft = await createPost({ title: "Otro", slug: "speed-to-lead-in-katy", language: "es", isPublished: false });
    expect(draft.slug).toBe("speed-to-lead-in-katy-2");
  });

  it("refuses the AI translation when no model is configured, and writes nothing", async () => {
    const post = await createPost();
    const res = await translate(post.id, { language: "es", ai: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/No AI model is configured/);
    const listed = await ok<PostTranslations>(await send("GET", `/api/admin/blog/${post.id}/translations`));
    expect(listed.translations).toEqual([]);
  });
});

describe("the public blog per language", () => {
  async function spanishVersion() {
    const post = await createPost();
    const draft = await ok<AdminBlogPost>(await translate(post.id, { language: "es" }), 201);
    const es = await ok<AdminBlogPost>(
      await publish(draft, { title: "Responda en minutos en Katy", slug: "responda-en-minutos-en-katy", excerpt: "Conteste cada consulta en minutos." }),
    );
    return { post, es };
  }

  it("lists each language's posts apart: English by default, Spanish with ?language=es", async () => {
    await spanishVersion();
    const english = await ok<PublicPost[]>(await t.request("/api/blog"));
    expect(english.map((p) => [p.language, p.slug])).toEqual([["en", "speed-to-lead-in-katy"]]);
    const spanish = await ok<PublicPost[]>(await t.request("/api/blog?language=es"));
    expect(spanish.map((p) => [p.language, p.slug])).toEqual([["es", "responda-en-minutos-en-katy"]]);
    expect(await ok<PublicPost[]>(await t.request("/api/blog?language=vi"))).toEqual([]);
  });

  it("finds what each address shows: the version, a redirect to it, or the English post with the note", async () => {
    const { es } = await spanishVersion();
    const blog = t.deps.services.blog;
    const versions = [
      { language: "en", slug: "speed-to-lead-in-katy" },
      { language: "es", slug: "responda-en-minutos-en-katy" },
    ];
    expect(await blog.postPage("es", es.slug)).toMatchObject({ kind: "post", post: { language: "es", title: "Responda en minutos en Katy" }, versions });
    expect(await blog.postPage("es", "speed-to-lead-in-katy")).toEqual({ kind: "redirect", to: versions[1] });
    expect(await blog.postPage("en", es.slug)).toEqual({ kind: "redirect", to: versions[0] });
    expect(await blog.postPage("vi", "speed-to-lead-in-katy")).toMatchObject({ kind: "fallback", post: { language: "en" }, versions });
    expect(await blog.postPage("vi", es.slug)).toMatchObject({ kind: "fallback", post: { language: "en" } });
    expect(await blog.postPage("es", "no-such-post")).toBeNull();
  });

  it("has a feed per language, titled in it, with its own posts at their addresses", async () => {
    await spanishVersion();
    const english = await (await t.request("/blog/rss.xml")).text();
    expect(english).toContain("<link>https://www.bayou.example/blog/speed-to-lead-in-katy</link>");
    expect(english).not.toContain("responda-en-minutos");
    const res = await t.request("/es/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const spanish = await res.text();
    expect(spanish).toContain("<language>es-us</language>");
    expect(spanish).toContain("<title>La ventaja de la IA: el blog en español | ");
    expect(spanish).toContain("<link>https://www.bayou.example/es/blog</link>");
    expect(spanish).toContain('<atom:link href="https://www.bayou.example/es/blog/rss.xml"');
    expect(spanish).toContain("<link>https://www.bayou.example/es/blog/responda-en-minutos-en-katy</link>");
    expect(spanish).not.toContain("speed-to-lead-in-katy");
    expect(await (await t.request("/vi/blog/rss.xml")).text()).not.toContain("<item>");
  });

  it("keeps newsletter issues to English posts: a translation is not offered again", async () => {
    await spanishVersion();
    const choices = (await ok<{ title: string }[]>(await send("GET", "/api/admin/newsletter/issues/posts"))).map((c) => c.title);
    expect(choices).toEqual([original.title]);
  });
});
