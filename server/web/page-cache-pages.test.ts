import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { mountWeb } from "../web.ts";
import { blogPosts } from "../db/schema.ts";
import { FRESH_TOKEN_MS } from "./cached-response.ts";

// The real pages through the cache (the React Router build: `npm run build`; `npm test` builds before its browser
// tests, which cover the same in a browser: tests/e2e/page-cache.e2e.ts).
const buildFile = path.resolve("build/server/index.js");

let t: TestContext;
let admin: Record<string, string>;

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
/** Every inline script the browser would run (JSON-LD is data, not run). */
const executableInlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs = ""]) => !/src=|application\/ld\+json/.test(attrs)).map(([, , body = ""]) => body);
const scriptSrcOf = (res: Response) => /script-src ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";

describe.skipIf(!existsSync(buildFile))("cached public pages", () => {
  beforeAll(async () => {
    t = await createTestContext({ PUBLIC_URL: "https://www.bayou.example" });
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    mountWeb(t.app, t.deps, { loadBuild: async () => build, clientDir: null, mode: "production" });
    admin = await t.login();
    await t.deps.services.blogAdmin.create({ title: "Cached Post Title", excerpt: "Excerpt", content: "Body", category: "Strategy", isPublished: true, publishedAt: new Date(Date.now() - 60_000).toISOString() });
    await t.deps.contentVersion.bump();
  });
  afterAll(() => t.close());

  it("serves a page again without running its loaders, until the content version moves", async () => {
    const first = await t.request("/blog/cached-post-title");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Cached Post Title");
    await t.deps.db.update(blogPosts).set({ title: "Changed Behind The Back" }).where(eq(blogPosts.slug, "cached-post-title"));
    expect(await (await t.request("/blog/cached-post-title")).text()).toBe(html);
    await t.deps.contentVersion.bump();
    expect(await (await t.request("/blog/cached-post-title")).text()).toContain("Changed Behind The Back");
  });

  it("sends a policy that lists exactly the hashes of the page's inline scripts, the same for every visitor", async () => {
    for (const page of ["/", "/solutions", "/blog", "/privacy", "/no-such-page"]) {
      const res = await t.request(page);
      const html = await res.text();
      const src = scriptSrcOf(res);
      const scripts = executableInlineScripts(html);
      expect(scripts.length, page).toBeGreaterThan(2);
      expect(src, page).toBe(["'self'", ...new Set(scripts.map(sha)), "'strict-dynamic'"].join(" "));
      expect(html, page).not.toContain("nonce=");
      expect(res.headers.get("cache-control"), page).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
      const again = await t.request(page);
      expect(scriptSrcOf(again), page).toBe(src);
      expect(again.headers.get("etag"), page).toBe(res.headers.get("etag"));
    }
    expect((await t.request("/no-such-page")).status).toBe(404);
  });

  it("renders signed-in requests and the admin afresh: per-response nonce, no-store", async () => {
    const signedIn = await t.request("/", { headers: admin });
    expect(scriptSrcOf(signedIn)).toMatch(/^'self' 'nonce-[\w+/=]+' 'strict-dynamic'$/);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    expect(signedIn.headers.get("etag")).toBeNull();
    const login = await t.request("/admin/login");
    expect(scriptSrcOf(login)).toContain("'nonce-");
    expect(login.headers.get("cache-control")).toBe("no-store");
  });

  it("gives every visitor of the contact page a fill-time token of the current second, with its script's hash, and keeps it out of shared caches", async () => {
    const contactToken = async (headers: Record<string, string> = {}) => {
      const res = await t.request("/contact", { headers });
      const html = await res.text();
      const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(Date.now() - Number(token.split(".")[0])).toBeLessThan(FRESH_TOKEN_MS + 5_000);
      const withToken = executableInlineScripts(html).find((s) => s.includes(token));
      expect(withToken).toBeDefined();
      expect(scriptSrcOf(res)).toContain(sha(withToken ?? ""));
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("etag")).toBeNull();
      return token;
    };
    const first = await contactToken();
    // A new token once the second has passed (the form measures from when the page was served).
    await expect.poll(() => contactToken(), { timeout: 15_000 }).not.toBe(first);
    const later = await contactToken();
    expect(Number(later.split(".")[0])).toBeGreaterThan(Number(first.split(".")[0]));
  });

  it("keys the blog's query variants on their sorted parameters", async () => {
    const a = await t.request("/blog?q=zillow&category=Strategy");
    const b = await t.request("/blog?category=Strategy&q=zillow");
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    expect(await a.text()).toContain('value="zillow"');
    const other = await t.request("/blog?q=other");
    expect(other.headers.get("etag")).not.toBe(a.headers.get("etag"));
  });

  it("passes a post's redirect to its version in the address's language through, with where it leads", async () => {
    const [post] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.slug, "cached-post-title"));
    const draft = await t.deps.services.blogAdmin.createTranslation(post!.id, "es", { title: "Título en caché", excerpt: "Resumen", content: "Cuerpo" });
    await t.deps.services.blogAdmin.update(draft.id, { isPublished: true, publishedAt: new Date(Date.now() - 60_000).toISOString() });
    await t.deps.contentVersion.bump();
    const res = await t.request("/es/blog/cached-post-title");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es/blog/titulo-en-cache");
    expect((await t.request("/es/blog/titulo-en-cache")).status).toBe(200);
  });
});
