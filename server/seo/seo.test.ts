import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { eq } from "drizzle-orm";
import { blogPosts } from "../db/schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: "https://www.bayou.example" });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const post = (slug: string, isPublished: boolean, publishedAt: Date | null) => ({
  title: slug,
  slug,
  excerpt: "Excerpt",
  content: "# Body",
  category: "Strategy",
  author: "Bayou City AI",
  isPublished,
  publishedAt,
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages and every published post, not drafts or scheduled posts", async () => {
    await t.deps.db.insert(blogPosts).values([
      post("live-post", true, new Date("2025-01-02T03:04:05Z")),
      post("draft-post", false, new Date("2025-01-01T00:00:00Z")),
      post("scheduled-post", true, new Date(Date.now() + 86_400_000)),
    ]);
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://www.bayou.example/",
      "https://www.bayou.example/solutions",
      "https://www.bayou.example/blog",
      "https://www.bayou.example/contact",
      "https://www.bayou.example/privacy",
      "https://www.bayou.example/es/",
      "https://www.bayou.example/vi/",
      "https://www.bayou.example/zh/",
      "https://www.bayou.example/es/solutions",
      "https://www.bayou.example/es/contact",
      "https://www.bayou.example/vi/contact",
      "https://www.bayou.example/zh/contact",
      "https://www.bayou.example/es/privacy",
      "https://www.bayou.example/blog/live-post",
    ]);
    // The policy's own "Last updated" date, so crawlers re-read it when it changes.
    expect(xml).toContain("<loc>https://www.bayou.example/privacy</loc>\n    <lastmod>2026-11-28T00:00:00.000Z</lastmod>");
    expect(xml).toContain("<lastmod>2025-01-02T03:04:05.000Z</lastmod>");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("gives each language version of a translated page the same reciprocal alternates, x-default included; untranslated versions are not listed", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`),
    }));
    const home = ["/", "/es/", "/vi/", "/zh/"].map((path) => entries.find((e) => e.loc === `https://www.bayou.example${path}`)!);
    const expected = [
      "en https://www.bayou.example/",
      "es https://www.bayou.example/es/",
      "vi https://www.bayou.example/vi/",
      "zh-Hans https://www.bayou.example/zh/",
      "x-default https://www.bayou.example/",
    ];
    for (const entry of home) expect(entry.alternates).toEqual(expected);
    // A page translated into one language lists that pair (and x-default) in both versions.
    const solutions = ["en https://www.bayou.example/solutions", "es https://www.bayou.example/es/solutions", "x-default https://www.bayou.example/solutions"];
    for (const loc of ["/solutions", "/es/solutions"]) expect(entries.find((e) => e.loc === `https://www.bayou.example${loc}`)!.alternates).toEqual(solutions);
    // A language a page is not translated into has no entry (its address shows the English page with a note).
    expect(entries.some((e) => e.loc === "https://www.bayou.example/vi/solutions")).toBe(false);
  });

  it("lists each post's versions at their own slugs with the same reciprocal alternates; a post alone has none", async () => {
    const [en] = await t.deps.db.insert(blogPosts).values(post("first-post", true, new Date("2025-01-02T00:00:00Z"))).returning();
    await t.deps.db.insert(blogPosts).values([
      { ...post("primer-articulo", true, new Date("2025-01-03T00:00:00Z")), language: "es", translationGroup: en!.id },
      { ...post("bai-dau-tien", false, null), language: "vi", translationGroup: en!.id },
      post("lonely-post", true, new Date("2025-01-04T00:00:00Z")),
    ]);
    await t.deps.db.update(blogPosts).set({ translationGroup: en!.id }).where(eq(blogPosts.id, en!.id));
    const xml = await (await t.request("/sitemap.xml")).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`),
    }));
    const pair = ["en https://www.bayou.example/blog/first-post", "es https://www.bayou.example/es/blog/primer-articulo", "x-default https://www.bayou.example/blog/first-post"];
    expect(entries.find((e) => e.loc === "https://www.bayou.example/blog/first-post")!.alternates).toEqual(pair);
    expect(entries.find((e) => e.loc === "https://www.bayou.example/es/blog/primer-articulo")!.alternates).toEqual(pair);
    // The unpublished Vietnamese draft is nowhere; English posts are not repeated under the other prefixes.
    expect(xml).not.toContain("bai-dau-tien");
    expect(xml).not.toContain("/es/blog/first-post");
    expect(entries.find((e) => e.loc === "https://www.bayou.example/blog/lonely-post")!.alternates).toEqual([]);
  });
});

describe("the blog lists in the sitemap", () => {
  const entriesOf = (xml: string) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`),
    }));

  it("lists a language's blog only when it has a live post, with reciprocal alternates among those that do", async () => {
    // Spanish first: no English version; a Vietnamese draft and a scheduled Chinese post do not count.
    await t.deps.db.insert(blogPosts).values([
      { ...post("solo-en-espanol", true, new Date("2025-02-01T00:00:00Z")), language: "es" },
      { ...post("ban-nhap", false, null), language: "vi" },
      { ...post("ji-hua", true, new Date(Date.now() + 86_400_000)), language: "zh" },
    ]);
    const entries = entriesOf(await (await t.request("/sitemap.xml")).text());
    const blogs = entries.filter((e) => /\/blog$/.test(e.loc)).map((e) => e.loc);
    expect(blogs).toEqual(["https://www.bayou.example/blog", "https://www.bayou.example/es/blog"]);
    const pair = ["en https://www.bayou.example/blog", "es https://www.bayou.example/es/blog", "x-default https://www.bayou.example/blog"];
    for (const loc of blogs) expect(entries.find((e) => e.loc === loc)!.alternates).toEqual(pair);
    expect(entries.some((e) => e.loc === "https://www.bayou.example/es/blog/solo-en-espanol")).toBe(true);
  });

  it("without any post in another language, the English blog stands alone", async () => {
    const entries = entriesOf(await (await t.request("/sitemap.xml")).text());
    expect(entries.filter((e) => e.loc.includes("/blog")).map((e) => e.loc)).toEqual(["https://www.bayou.example/blog"]);
    expect(entries.find((e) => e.loc === "https://www.bayou.example/blog")!.alternates).toEqual([]);
  });
});

describe("GET /robots.txt", () => {
  it("allows the site, keeps crawlers out of the admin and the API, and names the sitemap", async () => {
    const res = await t.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/");
    expect(text).toContain("Sitemap: https://www.bayou.example/sitemap.xml");
  });
});
