import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { blogPosts } from "../db/schema.ts";
import { MARKDOWN_RENDER_VERSION } from "./markdown.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import type { PublicPostDetail } from "#common/blog/blog-types.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const valid = { title: "Stored Post", excerpt: "Excerpt", content: "## Hello\n\nWorld *here*.", category: "News", isPublished: true };

async function createOk(body: Record<string, unknown> = valid): Promise<AdminBlogPost> {
  const res = await t.request("/api/admin/blog", { method: "POST", json: body, headers: auth });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminBlogPost;
}
const row = async (id: number) => (await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
const setStoredHtml = (id: number, html: string) => t.deps.db.update(blogPosts).set({ contentHtml: html }).where(eq(blogPosts.id, id));
const detail = async (slug: string) => (await (await t.request(`/api/blog/${slug}`)).json()) as PublicPostDetail;

describe("stored post HTML", () => {
  it("is rendered when a post is saved, with the reading time", async () => {
    const post = await createOk({ ...valid, content: `## Hello\n\n${"word ".repeat(900)}` });
    expect(await row(post.id)).toMatchObject({ readingMinutes: 4, htmlVersion: MARKDOWN_RENDER_VERSION });
    expect((await row(post.id)).contentHtml).toMatch(/^<h2 id="hello">Hello<\/h2>\n<p>word word/);
  });

  it("is what the post API, the post page's service and the RSS feed serve: nothing renders per request", async () => {
    const post = await createOk();
    await setStoredHtml(post.id, "<p>Stored marker</p>");
    expect(await detail(post.slug)).toMatchObject({ contentHtml: "<p>Stored marker</p>", readingMinutes: 1 });
    // The page's loader reads through this service.
    expect((await t.deps.services.blog.getPublishedBySlug(post.slug))?.contentHtml).toBe("<p>Stored marker</p>");
    const rss = await (await t.request("/blog/rss.xml")).text();
    expect(rss).toContain("<content:encoded>&lt;p&gt;Stored marker&lt;/p&gt;</content:encoded>");
    expect(rss).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
  });

  it("is rendered again when the content changes, and kept when other fields do", async () => {
    const post = await createOk();
    await setStoredHtml(post.id, "<p>Stored marker</p>");
    await t.request(`/api/admin/blog/${post.id}`, { method: "PATCH", json: { title: "Renamed" }, headers: auth });
    expect((await detail(post.slug)).contentHtml).toBe("<p>Stored marker</p>");
    await t.request(`/api/admin/blog/${post.id}`, { method: "PATCH", json: { content: "New **body**" }, headers: auth });
    expect((await detail(post.slug)).contentHtml).toBe("<p>New <strong>body</strong></p>\n");
  });

  it("of a row written without it is rendered once, on its first read, and stored", async () => {
    const [inserted] = await t.deps.db
      .insert(blogPosts)
      .values({ title: "Direct", slug: "direct", excerpt: "E", content: "Direct *row*", category: "News", author: "A", isPublished: true, publishedAt: new Date() })
      .returning();
    expect(inserted!.contentHtml).toBeNull();
    expect((await detail("direct")).contentHtml).toBe("<p>Direct <em>row</em></p>\n");
    expect(await row(inserted!.id)).toMatchObject({ contentHtml: "<p>Direct <em>row</em></p>\n", htmlVersion: MARKDOWN_RENDER_VERSION });
  });

  it("of a stored row the renderer refuses is its escaped text, so a visitor never gets a 500 or a stall", async () => {
    await t.deps.db
      .insert(blogPosts)
      .values({ title: "Deep", slug: "deep", excerpt: "E", content: `Intro <b>\n\n${">".repeat(90_000)}`, category: "News", author: "A", isPublished: true, publishedAt: new Date() });
    const res = await t.request("/api/blog/deep");
    expect(res.status).toBe(200);
    const { contentHtml } = (await res.json()) as PublicPostDetail;
    expect(contentHtml.startsWith("<p>Intro &lt;b&gt;</p>\n<p>&gt;&gt;&gt;")).toBe(true);
    expect((await t.deps.db.select().from(blogPosts).where(eq(blogPosts.slug, "deep")))[0]!.contentHtml).toBe(contentHtml);
  });

  it("of a row from an older renderer version is rendered again", async () => {
    const post = await createOk();
    await t.deps.db.execute(sql`update blog_posts set content_html = '<p>old</p>', html_version = ${MARKDOWN_RENDER_VERSION - 1} where id = ${post.id}`);
    expect((await detail(post.slug)).contentHtml).toBe('<h2 id="hello">Hello</h2>\n<p>World <em>here</em>.</p>\n');
  });

  it("is stored with an AI-generated draft", async () => {
    const generated = await t.deps.services.ai.generateBlog("Speed to lead for Katy agents");
    const stored = await row(generated.id);
    expect(stored.contentHtml).toContain("<h2");
    expect(stored.htmlVersion).toBe(MARKDOWN_RENDER_VERSION);
  });
});
