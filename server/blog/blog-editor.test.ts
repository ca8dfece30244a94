// The post editor's API (docs/decisions/026): versions and conflicts, draft autosave, revisions, restore.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { blogPostRevisions, blogPosts } from "../db/schema.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { KEPT_REVISIONS, type PostRevision, type RevisionSummary, type VersionConflictBody } from "#common/blog/post-revisions.ts";

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

const valid = { title: "Speed to Lead", excerpt: "Answer fast.", content: "## Why\n\nBuyers compare agents.", isPublished: false };

async function call<T>(method: string, path: string, json?: unknown, headers = auth): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api/admin/blog${path}`, { method, json, headers });
  return { status: res.status, body: (await res.json()) as T };
}
async function created(body: Record<string, unknown> = valid): Promise<AdminBlogPost> {
  const res = await call<AdminBlogPost>("POST", "", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const revisions = async (id: number) => (await call<RevisionSummary[]>("GET", `/${id}/revisions`)).body;

describe("versions", () => {
  it("starts at 1 and adds one per save; a stale baseVersion answers 409 with the current post and who saved it", async () => {
    const post = await created();
    expect(post.version).toBe(1);
    const first = await call<AdminBlogPost>("PATCH", `/${post.id}`, { title: "Mine", baseVersion: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const stale = await call<VersionConflictBody>("PATCH", `/${post.id}`, { title: "Theirs", baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "version_conflict", savedBy: "Test Admin", current: { title: "Mine", version: 2 } });
    expect(stale.body.message).toBe("Test Admin saved a newer version of this post while you were editing");
    expect((await call<AdminBlogPost>("GET", `/${post.id}`)).body.title).toBe("Mine");

    // A stale save of exactly what is stored (the editor's own save on leaving, read late by the reloaded page) is
    // no conflict: the post as it is answers, and no version is added.
    const same = await call<AdminBlogPost>("PATCH", `/${post.id}`, { title: "Mine", baseVersion: 1 });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ title: "Mine", version: 2 });
    // As the editor sends it: every field, the tags as the form's text.
    const stored = same.body;
    const form = { title: stored.title, slug: stored.slug, excerpt: stored.excerpt, content: stored.content, category: stored.category, coverImage: stored.coverImage, author: stored.author, tags: stored.tags.join(", "), seoTitle: stored.seoTitle, seoDescription: stored.seoDescription, isPublished: stored.isPublished, publishedAt: stored.publishedAt, language: stored.language };
    expect((await call<AdminBlogPost>("PATCH", `/${post.id}`, { ...form, baseVersion: 1 })).body.version).toBe(2);
    expect((await call("PATCH", `/${post.id}`, { ...form, content: `${form.content} More.`, baseVersion: 1 })).status).toBe(409);

    // Without a baseVersion (the spec's PATCH) the save goes through as before.
    expect((await call<AdminBlogPost>("PATCH", `/${post.id}`, { title: "Plain" })).body.version).toBe(3);
    expect((await call("PATCH", `/${post.id}`, { baseVersion: 0 })).status).toBe(400);
  });
});

describe("draft autosave", () => {
  it("creates an untitled, empty draft and fills it in later; it never publishes", async () => {
    const draft = await created({ autosave: true, content: "Half a thought" });
    expect(draft).toMatchObject({ title: "", slug: "untitled", excerpt: "", content: "Half a thought", isPublished: false, publishedAt: null });
    expect((await created({ autosave: true })).slug).toBe("untitled-2");

    const saved = await call<AdminBlogPost>("PATCH", `/${draft.id}`, { autosave: true, baseVersion: 1, title: "Now titled", slug: "now-titled" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: "Now titled", slug: "now-titled", content: "Half a thought", version: 2 });

    const publish = await call<{ errors: Record<string, string> }>("PATCH", `/${draft.id}`, { autosave: true, isPublished: true });
    expect(publish.status).toBe(400);
    expect(publish.body.errors.isPublished).toBe("An autosave never publishes: save the post to publish it");
    // Publishing it needs what is still missing, with the form's message at its field.
    const full = await call<{ errors: Record<string, string> }>("PATCH", `/${draft.id}`, { isPublished: true });
    expect(full.body.errors).toEqual({ excerpt: "Excerpt is required" });
  });

  it("refuses to autosave a published post (it changes only by an explicit save)", async () => {
    const post = await created({ ...valid, isPublished: true });
    const res = await call<{ message: string }>("PATCH", `/${post.id}`, { autosave: true, content: "Typed but not saved" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This post is published: autosave does not change it. Save it to update the live post.");
    expect((await call<AdminBlogPost>("GET", `/${post.id}`)).body.content).toBe(valid.content);
  });
});

describe("revisions", () => {
  it("keeps one per save with who and when, and coalesces one author's autosaves for 10 minutes", async () => {
    const post = await created({ autosave: true, content: "a" });
    for (const content of ["ab", "abc", "abcd"]) await call("PATCH", `/${post.id}`, { autosave: true, content });
    let list = await revisions(post.id);
    // The first version stays as it was; the autosaves after it merge into one.
    expect(list.map((r) => [r.kind, r.postVersion, r.savedBy, r.milestone])).toEqual([
      ["autosave", 4, "Test Admin", null],
      ["autosave", 1, "Test Admin", "first"],
    ]);

    // Another author's autosave starts their own revision; an explicit save is always one of its own.
    const editor = await t.loginAs("editor");
    await call("PATCH", `/${post.id}`, { autosave: true, content: "abcde" }, editor);
    await call("PATCH", `/${post.id}`, { ...valid, content: "saved" });
    list = await revisions(post.id);
    expect(list.map((r) => [r.kind, r.savedBy])).toEqual([
      ["save", "Test Admin"],
      ["autosave", "Test editor"],
      ["autosave", "Test Admin"],
      ["autosave", "Test Admin"],
    ]);

    // Ten minutes after an autosave revision began, the next autosave starts a new one.
    await call("PATCH", `/${post.id}`, { autosave: true, content: "x" });
    await call("PATCH", `/${post.id}`, { autosave: true, content: "xy" });
    expect((await revisions(post.id)).length).toBe(5);
    const [latest] = await revisions(post.id);
    await t.deps.db.update(blogPostRevisions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(blogPostRevisions.id, latest!.id));
    await call("PATCH", `/${post.id}`, { autosave: true, content: "xyz" });
    expect((await revisions(post.id)).length).toBe(6);
  });

  it(`keeps ${KEPT_REVISIONS}: the first version and the newest others`, async () => {
    const post = await created();
    for (let i = 1; i <= KEPT_REVISIONS + 2; i++) await call("PATCH", `/${post.id}`, { title: `Take ${i}` });
    const list = await revisions(post.id);
    expect(list).toHaveLength(KEPT_REVISIONS);
    expect(list[0]!.title).toBe(`Take ${KEPT_REVISIONS + 2}`);
    expect(list.at(-2)!.title).toBe("Take 4");
    expect(list.at(-1)).toMatchObject({ title: valid.title, milestone: "first" });
  });

  it("keeps a post written before revisions as its original, once, at its first save", async () => {
    const post = await created();
    await t.deps.db.delete(blogPostRevisions).where(eq(blogPostRevisions.postId, post.id));
    await call("PATCH", `/${post.id}`, { title: "Edited" });
    await call("PATCH", `/${post.id}`, { title: "Edited again" });
    const list = await revisions(post.id);
    expect(list.map((r) => [r.kind, r.title, r.savedBy])).toEqual([
      ["save", "Edited again", "Test Admin"],
      ["save", "Edited", "Test Admin"],
      ["original", "Speed to Lead", null],
    ]);
  });

  it("answers one revision's full snapshot for a compare, 404 for another post's revision", async () => {
    const post = await created();
    await call("PATCH", `/${post.id}`, { content: "## Why\n\nBuyers compare agents fast.", tags: "AI, Leads" });
    const [newest, oldest] = await revisions(post.id);
    const a = (await call<PostRevision>("GET", `/${post.id}/revisions/${oldest!.id}`)).body;
    const b = (await call<PostRevision>("GET", `/${post.id}/revisions/${newest!.id}`)).body;
    expect(a.snapshot).toMatchObject({ content: valid.content, tags: [] });
    expect(b.snapshot).toMatchObject({ content: "## Why\n\nBuyers compare agents fast.", tags: ["AI", "Leads"] });
    const other = await created({ ...valid, title: "Other" });
    expect((await call("GET", `/${other.id}/revisions/${oldest!.id}`)).status).toBe(404);
    expect((await call("GET", `/9999/revisions`)).status).toBe(404);
  });
});

describe("restore", () => {
  it("brings back an older revision as a new save, keeping the slug and publication state", async () => {
    const post = await created({ ...valid, isPublished: true });
    await call("PATCH", `/${post.id}`, { title: "Rewritten", content: "All new", slug: "rewritten" });
    const original = (await revisions(post.id)).at(-1)!;
    const stale = await call<VersionConflictBody>("POST", `/${post.id}/revisions/${original.id}/restore`, { baseVersion: 1 });
    expect(stale.status).toBe(409);

    const res = await call<AdminBlogPost>("POST", `/${post.id}/revisions/${original.id}/restore`, { baseVersion: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: valid.title, content: valid.content, slug: "rewritten", isPublished: true, version: 3 });
    expect((await revisions(post.id)).map((r) => [r.kind, r.milestone])).toEqual([
      ["restore", null],
      ["save", "before-restore"],
      ["save", "first"],
    ]);
    const live = await t.request("/api/blog/rewritten");
    expect(await live.text()).toContain("Buyers compare agents.");
  });

  it("refuses an unfinished draft revision on a published post", async () => {
    const post = await created({ autosave: true, title: "Only a title" });
    await call("PATCH", `/${post.id}`, { ...valid, isPublished: true });
    const first = (await revisions(post.id)).at(-1)!;
    const res = await call<{ message: string }>("POST", `/${post.id}/revisions/${first.id}/restore`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/unfinished draft/);
  });
});

describe("who may", () => {
  it("lets editors use the history and refuses sales", async () => {
    const post = await created();
    const editor = await t.loginAs("editor");
    expect((await call("GET", `/${post.id}/revisions`, undefined, editor)).status).toBe(200);
    const sales = await t.loginAs("sales");
    expect((await call("GET", `/${post.id}/revisions`, undefined, sales)).status).toBe(403);
    const [rev] = await revisions(post.id);
    expect((await call("POST", `/${post.id}/revisions/${rev!.id}/restore`, {}, sales)).status).toBe(403);
    expect((await call("POST", "", { autosave: true }, sales)).status).toBe(403);
    expect((await t.request(`/api/admin/blog/${post.id}/revisions`)).status).toBe(401);
    await t.deps.db.delete(blogPosts);
  });
});
