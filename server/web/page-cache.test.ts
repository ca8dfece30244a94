import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createDeps } from "../deps.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../lib/logger.ts";
import { blogPosts } from "../db/schema.ts";
import { cacheKey, isCacheablePath } from "./page-cache.ts";

// The cache seen from outside, through the feeds (real public content that needs no page build): what is served
// again without a render, what a staff change or the clock invalidates, and what never comes from the cache.
// The pages themselves: page-cache-pages.test.ts and tests/e2e/page-cache.e2e.ts.

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: "https://www.bayou.example" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.login();
});

const RSS = "/blog/rss.xml";
const rss = async (headers: Record<string, string> = {}) => (await t.request(RSS, { headers })).text();
const row = (slug: string, publishedAt = new Date(Date.now() - 60_000)) => ({
  title: `Title ${slug}`,
  slug,
  excerpt: "Excerpt",
  content: "Body",
  category: "Strategy",
  author: "Bayou City AI",
  isPublished: true,
  publishedAt,
});
const createPost = (title: string, publishedAt: string) =>
  t.request("/api/admin/blog", { method: "POST", headers: admin, json: { title, excerpt: "Excerpt", content: "Body", category: "Strategy", isPublished: true, publishedAt } });

describe("public page cache", () => {
  it("serves a cached feed again without rendering it, until the content version moves", async () => {
    expect(await rss()).not.toContain("behind-the-back");
    // Written straight to the database: no staff-change hook runs, so the cached feed is what comes back.
    await t.deps.db.insert(blogPosts).values(row("behind-the-back"));
    expect(await rss()).not.toContain("behind-the-back");
    await t.deps.contentVersion.bump();
    expect(await rss()).toContain("https://www.bayou.example/blog/behind-the-back");
  });

  it("shows a staff change made through the admin API on the very next request", async () => {
    expect(await rss()).not.toContain("Fresh From Staff");
    const res = await createPost("Fresh From Staff", new Date(Date.now() - 1_000).toISOString());
    expect(res.status).toBe(201);
    expect(await rss()).toContain("Fresh From Staff");
  });

  it("never answers a request carrying Authorization from the cache", async () => {
    await rss();
    await t.deps.db.insert(blogPosts).values(row("for-the-signed-in"));
    expect(await rss()).not.toContain("for-the-signed-in");
    expect(await rss(admin)).toContain("for-the-signed-in");
  });

  it("publishes a scheduled post when its time comes, with no further change", async () => {
    const res = await createPost("Due Very Soon", new Date(Date.now() + 1_500).toISOString());
    expect(res.status).toBe(201);
    expect(await rss()).not.toContain("Due Very Soon");
    await expect.poll(() => rss(), { timeout: 15_000, interval: 200 }).toContain("Due Very Soon");
  });

  it("answers If-None-Match with 304 while the content is the same, and sends public Cache-Control and an ETag", async () => {
    const first = await t.request(RSS);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");

    const again = await t.request(RSS, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("s-maxage=10");
    expect((await t.request(RSS, { headers: { "if-none-match": `"other", ${etag.slice(2)}` } })).status).toBe(304);

    await createPost("Changes The Feed", new Date(Date.now() - 1_000).toISOString());
    const changed = await t.request(RSS, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("Changes The Feed");
  });

  it("serves the precompressed forms the client accepts, and HEAD without a body", async () => {
    await t.deps.db.insert(blogPosts).values(["one", "two", "three", "four", "five"].map((s) => row(`a-post-long-enough-to-compress-${s}`)));
    await t.deps.contentVersion.bump();
    const plain = await (await t.request(RSS)).text();
    const br = await t.app.request(RSS, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await t.app.request(RSS, { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const head = await t.request(RSS, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(plain)));
    expect(await head.text()).toBe("");
  });

  it("caches the public API's reads like the pages, and nothing else of the API", async () => {
    const first = await t.request("/api/blog");
    expect(first.headers.get("etag")).toMatch(/^W\//);
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    await t.deps.db.insert(blogPosts).values(row("api-sees-it"));
    expect(await (await t.request("/api/blog")).text()).not.toContain("api-sees-it");
    expect(await (await t.request("/api/admin/blog", { headers: admin })).text()).toContain("api-sees-it");
    await t.deps.contentVersion.bump();
    expect(await (await t.request("/api/blog")).text()).toContain("api-sees-it");
    expect((await t.request("/api/blog/api-sees-it")).status).toBe(200);
  });
});

describe("several instances on one database", () => {
  it("shows a change made on one instance on the other within 2 s", async () => {
    // A second app with its own cache and its own content-version watcher (LISTEN on PostgreSQL, polling on both).
    const other = createDeps(t.env, t.deps.database, createLogger("silent"));
    const otherApp = createApp(other);
    const otherRss = async () => (await otherApp.request(RSS)).text();
    try {
      await expect.poll(async () => (await otherApp.request(RSS)).headers.get("etag"), { timeout: 15_000 }).toBeTruthy();
      expect(await otherRss()).not.toContain("Made On Instance One");
      const res = await createPost("Made On Instance One", new Date(Date.now() - 1_000).toISOString());
      expect(res.status).toBe(201);
      await expect.poll(otherRss, { timeout: 2_000, interval: 50 }).toContain("Made On Instance One");
    } finally {
      await other.close();
    }
  });
});

describe("keys", () => {
  it("caches the public pages, feeds and unknown pages, not the API, the admin, files or route data", () => {
    for (const p of ["/", "/solutions", "/blog", "/blog/a-post", "/contact", "/privacy", "/no-such-page", "/sitemap.xml", "/robots.txt", RSS]) {
      expect(isCacheablePath(p), p).toBe(true);
    }
    for (const p of ["/api/site", "/api/blog", "/api/blog/a-post"]) expect(isCacheablePath(p), p).toBe(true);
    for (const p of ["/api/admin/blog", "/api/chat/messages", "/api/auth/me", "/api/contact", "/api/blog/a/b", "/admin", "/admin/blog", "/assets/x.js", "/favicon.svg", "/blog.data", "/__manifest", "/healthz", "/readyz"]) {
      expect(isCacheablePath(p), p).toBe(false);
    }
  });

  it("keys on origin, path and the sorted query", () => {
    expect(cacheKey(new URL("http://a.example/blog?q=x&category=Tools"))).toBe(cacheKey(new URL("http://a.example/blog?category=Tools&q=x")));
    expect(cacheKey(new URL("http://a.example/blog?q=x"))).not.toBe(cacheKey(new URL("http://b.example/blog?q=x")));
    expect(cacheKey(new URL("http://a.example/blog?q=x"))).not.toBe(cacheKey(new URL("http://a.example/blog?q=y")));
  });
});
