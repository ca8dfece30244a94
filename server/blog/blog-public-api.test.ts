import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { PublicPost, PublicPostDetail } from "#common/blog/blog-types.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const base = { excerpt: "Excerpt", content: "## Body\n\nText with [HAR](https://www.har.com).", isPublished: true };

beforeEach(async () => {
  await t.reset();
  const blog = t.deps.services.blogAdmin;
  const hour = 3_600_000;
  await blog.create({ ...base, title: "Old Tools Post", category: "Tools", tags: ["CRM"], publishedAt: new Date(Date.now() - 3 * hour).toISOString() });
  await blog.create({ ...base, title: "New Strategy Post", category: "Strategy", tags: ["Leads"], publishedAt: new Date(Date.now() - hour).toISOString(), seoTitle: "SEO!" });
  await blog.create({ ...base, title: "Draft Post", category: "Tools", isPublished: false });
  await blog.create({ ...base, title: "Scheduled Post", category: "Tools", publishedAt: new Date(Date.now() + 24 * hour).toISOString() });
});

describe("GET /api/blog", () => {
  it("lists only live posts, newest first, with SEO fallbacks", async () => {
    const res = await t.request("/api/blog");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    const posts = (await res.json()) as PublicPost[];
    expect(posts.map((p) => p.slug)).toEqual(["new-strategy-post", "old-tools-post"]);
    expect(posts[0]).toMatchObject({ seoTitle: "SEO!", seoDescription: "Excerpt" });
    expect(posts[1]).toMatchObject({ seoTitle: "Old Tools Post" });
    expect(posts[0]).not.toHaveProperty("content");
  });

  it("filters by category and search, and limits", async () => {
    const get = async (qs: string) => ((await (await t.request(`/api/blog${qs}`)).json()) as PublicPost[]).map((p) => p.slug);
    expect(await get("?category=Tools")).toEqual(["old-tools-post"]);
    expect(await get("?q=leads")).toEqual(["new-strategy-post"]);
    expect(await get("?category=News")).toEqual([]);
    expect(await get("?limit=1")).toEqual(["new-strategy-post"]);
  });
});

describe("GET /api/blog/:slug", () => {
  it("returns the rendered post", async () => {
    const res = await t.request("/api/blog/old-tools-post");
    expect(res.status).toBe(200);
    const post = (await res.json()) as PublicPostDetail;
    expect(post.contentHtml).toContain('<h2 id="body">Body</h2>');
    expect(post.contentHtml).toContain('rel="noopener noreferrer"');
  });

  it("answers 404 for unknown, draft and scheduled slugs", async () => {
    for (const slug of ["nope", "draft-post", "scheduled-post"]) {
      const res = await t.request(`/api/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual({ message: "Post not found" });
    }
  });
});

describe("GET /blog/rss.xml", () => {
  it("serves an RSS 2.0 feed of the live posts only", async () => {
    const res = await t.request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>The AI Advantage Weekly | Bayou City AI</title>");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(["http://localhost/blog/new-strategy-post", "http://localhost/blog/old-tools-post"]);
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("scheduled-post");
  });
});
