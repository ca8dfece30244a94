import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { mountWeb } from "../web.ts";
import { blogPosts } from "../db/schema.ts";
import { warmUp, warmUpOrigins } from "./warm-up.ts";

// The real pages (the React Router build: `npm run build`).
const buildFile = path.resolve("build/server/index.js");

let t: TestContext;

describe("warm-up origins", () => {
  it("are the public host first (as a proxy ending TLS forwards it), then the server's own address by name and by number", () => {
    expect(warmUpOrigins(3000, undefined)).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(warmUpOrigins(8080, "https://www.bayou.example/")).toEqual(["http://www.bayou.example", "http://localhost:8080", "http://127.0.0.1:8080"]);
  });
});

describe.skipIf(!existsSync(buildFile))("warm-up", () => {
  beforeAll(async () => {
    t = await createTestContext();
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    mountWeb(t.app, t.deps, { loadBuild: async () => build, clientDir: null, mode: "production" });
    await t.login();
    for (const title of ["Older Warm Post", "Newest Warm Post"]) {
      await t.deps.services.blogAdmin.create({ title, excerpt: "Excerpt", content: "Body", category: "Strategy", isPublished: true, publishedAt: new Date(Date.now() - (title.startsWith("Older") ? 120_000 : 60_000)).toISOString() });
    }
    await t.deps.contentVersion.bump();
  });
  afterAll(() => t.close());

  it("puts the public pages and the newest post into the page cache before the first visitor asks", async () => {
    await warmUp((request) => t.app.fetch(request), t.deps, ["http://localhost", "http://127.0.0.1"]);
    // Changed without telling the cache: a page the warm-up rendered is served as it was then.
    await t.deps.db.update(blogPosts).set({ title: "Changed After Warm-up" }).where(eq(blogPosts.slug, "newest-warm-post"));
    const post = await (await t.request("/blog/newest-warm-post")).text();
    expect(post).toContain("Newest Warm Post");
    expect(await (await t.request("/blog")).text()).not.toContain("Changed After Warm-up");
    // Under the server's other address the home page is warm; another page renders when first asked.
    expect(await (await t.app.fetch(new Request("http://127.0.0.1/", { headers: { accept: "text/html" } }))).text()).not.toContain("Changed After Warm-up");
    expect(await (await t.app.fetch(new Request("http://127.0.0.1/blog/newest-warm-post", { headers: { accept: "text/html" } }))).text()).toContain("Changed After Warm-up");
    // The older post was not warmed: rendered now, with the change.
    await t.deps.db.update(blogPosts).set({ title: "Older Changed" }).where(eq(blogPosts.slug, "older-warm-post"));
    expect(await (await t.request("/blog/older-warm-post")).text()).toContain("Older Changed");
  });
});
