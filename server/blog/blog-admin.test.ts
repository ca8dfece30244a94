import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";

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

const valid = {
  title: "Speed to Lead in Katy",
  excerpt: "Answer every inquiry within minutes.",
  content: "## Why speed\n\nBuyers compare agents fast.",
  category: "Strategy",
  tags: " AI, Leads ,, ai ",
  isPublished: true,
};

async function create(body: Record<string, unknown>): Promise<Response> {
  return t.request("/api/admin/blog", { method: "POST", json: body, headers: auth });
}
async function createOk(body: Record<string, unknown> = valid): Promise<AdminBlogPost> {
  const res = await create(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminBlogPost;
}

describe("POST /api/admin/blog", () => {
  it("creates a post: slug from the title, tags parsed, author = site name, published now", async () => {
    const before = Date.now();
    const post = await createOk();
    expect(post).toMatchObject({
      title: valid.title,
      slug: "speed-to-lead-in-katy",
      tags: ["AI", "Leads"],
      author: "Bayou City AI",
      category: "Strategy",
      coverImage: "",
      isPublished: true,
    });
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const list = (await (await t.request("/api/admin/blog", { headers: auth })).json()) as AdminBlogPost[];
    expect(list.map((p) => p.slug)).toEqual(["speed-to-lead-in-katy"]);
  });

  it("uses the site_name setting as the default author", async () => {
    await t.deps.services.settings.set({ category: "general", key: "site_name", value: "Gulf Coast AI" });
    expect((await createOk({ ...valid, author: "  " })).author).toBe("Gulf Coast AI");
    expect((await createOk({ ...valid, title: "Other", author: "Dana Ruiz" })).author).toBe("Dana Ruiz");
  });

  it("keeps drafts unpublished with no date, and keeps a future date (scheduled)", async () => {
    const draft = await createOk({ ...valid, isPublished: false });
    expect(draft.isPublished).toBe(false);
    expect(draft.publishedAt).toBeNull();
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await createOk({ ...valid, title: "Later", publishedAt: when });
    expect(scheduled.publishedAt).toBe(when);
    const pub = (await (await t.request("/api/blog")).json()) as { slug: string }[];
    expect(pub.map((p) => p.slug)).toEqual([]);
  });

  it("answers 400 with the field messages for missing required fields when publishing", async () => {
    const res = await create({ title: "  ", excerpt: "", category: "Gossip", coverImage: "javascript:alert(1)", isPublished: true });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      title: "Title is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
      category: "Category must be one of: Real Estate, News, Strategy, Tools",
      coverImage: "Cover image must be a full URL (https://…) or a site path (/images/…)",
    });
    expect(body.message).toMatch(/^Please check: /);
  });

  it("rejects malformed slugs and JSON", async () => {
    const res = await create({ ...valid, slug: "Not A Slug" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.slug).toBe(
      "Slug may only contain lowercase letters, numbers and single hyphens",
    );
    const bad = await t.request("/api/admin/blog", { method: "POST", body: "{", headers: { ...auth, "content-type": "application/json" } });
    expect(bad.status).toBe(400);
  });

  it("answers 409 with a slug field message for a duplicate explicit slug", async () => {
    await createOk({ ...valid, slug: "taken" });
    const res = await create({ ...valid, title: "Another", slug: "taken" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "This slug is already used by another post",
      errors: { slug: "This slug is already used by another post" },
    });
  });

  it("adds a numeric suffix when only the derived slug clashes", async () => {
    await createOk();
    expect((await createOk()).slug).toBe("speed-to-lead-in-katy-2");
    expect((await createOk()).slug).toBe("speed-to-lead-in-katy-3");
  });
});

describe("PATCH /api/admin/blog/:id", () => {
  it("updates fields, keeps the slug when the title changes, unpublishes", async () => {
    const post = await createOk();
    const res = await t.request(`/api/admin/blog/${post.id}`, {
      method: "PATCH",
      json: { title: "New title", tags: ["Houston"], isPublished: false },
      headers: auth,
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as AdminBlogPost;
    expect(updated).toMatchObject({ title: "New title", slug: post.slug, tags: ["Houston"], isPublished: false });
    expect(updated.publishedAt).toBe(post.publishedAt);
  });

  it("answers 409 when the new slug belongs to another post, 200 for its own slug", async () => {
    const a = await createOk({ ...valid, slug: "a" });
    await createOk({ ...valid, slug: "b" });
    const clash = await t.request(`/api/admin/blog/${a.id}`, { method: "PATCH", json: { slug: "b" }, headers: auth });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { errors: Record<string, string> }).errors.slug).toBe("This slug is already used by another post");
    const same = await t.request(`/api/admin/blog/${a.id}`, { method: "PATCH", json: { slug: "a" }, headers: auth });
    expect(same.status).toBe(200);
  });

  it("validates present fields and answers 404 for unknown ids", async () => {
    const post = await createOk();
    const res = await t.request(`/api/admin/blog/${post.id}`, { method: "PATCH", json: { title: "" }, headers: auth });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.title).toBe("Title is required");
    for (const id of ["9999", "abc", "0"]) {
      const missing = await t.request(`/api/admin/blog/${id}`, { method: "PATCH", json: { title: "x" }, headers: auth });
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toEqual({ message: "Blog post not found" });
    }
  });
});

describe("DELETE /api/admin/blog/:id", () => {
  it("deletes, then answers 404", async () => {
    const post = await createOk();
    expect((await t.request(`/api/admin/blog/${post.id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    expect((await t.request(`/api/admin/blog/${post.id}`, { method: "DELETE", headers: auth })).status).toBe(404);
    expect((await (await t.request("/api/admin/blog", { headers: auth })).json()) as unknown[]).toEqual([]);
  });
});

describe("POST /api/admin/blog/preview", () => {
  it("renders sanitized Markdown the same way as the public page", async () => {
    const res = await t.request("/api/admin/blog/preview", {
      method: "POST",
      json: { content: "## Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=/a.png onerror=alert(2)>" },
      headers: auth,
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('<h2 id="hi">Hi</h2>');
    expect(html).not.toMatch(/script|javascript|onerror|alert/i);
    expect(html).toContain('<img src="/a.png" loading="lazy" decoding="async" />');
  });

  it("validates the body", async () => {
    const res = await t.request("/api/admin/blog/preview", { method: "POST", json: { content: 5 }, headers: auth });
    expect(res.status).toBe(400);
  });
});

describe("without a session", () => {
  it("answers 401 on every blog admin route", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/blog"],
      ["POST", "/api/admin/blog"],
      ["POST", "/api/admin/blog/preview"],
      ["PATCH", "/api/admin/blog/1"],
      ["DELETE", "/api/admin/blog/1"],
    ];
    for (const [method, path] of calls) {
      const res = await t.request(path, { method, json: method === "GET" ? undefined : valid });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request("/api/admin/blog", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });
});
