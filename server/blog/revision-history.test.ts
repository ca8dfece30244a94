// A post's history keeps its first version, every explicit save and the version a restore replaced, and says what
// each revision changed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { blogPostRevisions } from "../db/schema.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import type { PostRevision, RevisionSummary } from "#common/blog/post-revisions.ts";
import { revisionChanges } from "./revision-changes.ts";

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

async function call<T = AdminBlogPost>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await t.request(`/api/admin/blog${path}`, { method, json, headers: auth });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}
const revisions = (id: number) => call<RevisionSummary[]>("GET", `/${id}/revisions`);
const autosave = (id: number, content: string) => call("PATCH", `/${id}`, { autosave: true, title: "Notes", content });

describe("kept versions", () => {
  it("keeps the first version, explicit saves and the version before a restore; each can be restored", async () => {
    const post = await call("POST", "", { autosave: true, title: "Notes", content: "one" });
    await autosave(post.id, "one two");
    await autosave(post.id, "one two three");
    await call("PATCH", `/${post.id}`, { title: "Notes", content: "saved by hand" });
    await autosave(post.id, "saved by hand, then more");
    await autosave(post.id, "saved by hand, then more and more");

    const before = await revisions(post.id);
    const first = before.at(-1)!;
    expect(before.map((r) => [r.kind, r.milestone])).toEqual([
      ["autosave", null],
      ["save", null],
      ["autosave", null],
      ["autosave", "first"],
    ]);
    await call("POST", `/${post.id}/revisions/${first.id}/restore`, {});
    // Typing on after the restore never merges into the version the restore replaced.
    await autosave(post.id, "one, typed again");
    await autosave(post.id, "one, typed again and again");

    const after = await revisions(post.id);
    expect(after.map((r) => [r.kind, r.milestone])).toEqual([
      ["autosave", null],
      ["restore", null],
      ["autosave", "before-restore"],
      ["save", null],
      ["autosave", null],
      ["autosave", "first"],
    ]);
    const contentOf = async (r: RevisionSummary) => (await call<PostRevision>("GET", `/${post.id}/revisions/${r.id}`)).snapshot.content;
    expect(await contentOf(after[2]!)).toBe("saved by hand, then more and more");
    expect(await contentOf(after.at(-1)!)).toBe("one");
    for (const kept of [after[2]!, after[3]!, after.at(-1)!]) {
      const restored = await call("POST", `/${post.id}/revisions/${kept.id}/restore`, {});
      expect(restored.content).toBe(await contentOf(kept));
    }
  });
});

describe("what changed", () => {
  it("lists words added and removed and the first changed line, relative to the revision before", async () => {
    const post = await call("POST", "", { title: "Notes", excerpt: "", content: "Line one\nLine two", isPublished: false });
    await call("PATCH", `/${post.id}`, { content: "Line one\nLine 2 rewritten here\nLine three", tags: "AI" });
    await call("PATCH", `/${post.id}`, { content: "Line one" });
    const [removed, rewritten, first] = await revisions(post.id);
    expect(first!.changes).toEqual({ wordsAdded: 5, wordsRemoved: 0, firstChange: { field: "title", line: 1, text: "Notes", removed: false }, fields: [] });
    expect(rewritten!.changes).toEqual({
      wordsAdded: 5,
      wordsRemoved: 1,
      firstChange: { field: "content", line: 2, text: "Line 2 rewritten here", removed: false },
      fields: ["tags"],
    });
    expect(removed!.changes).toMatchObject({ wordsAdded: 0, wordsRemoved: 6, firstChange: { field: "content", line: 2, text: "Line 2 rewritten here", removed: true } });
  });

  it("works out the changes of revisions stored before they were kept, when listed", async () => {
    const post = await call("POST", "", { title: "Notes", content: "alpha beta" });
    await call("PATCH", `/${post.id}`, { content: "alpha gamma" });
    await t.deps.db.update(blogPostRevisions).set({ changes: null }).where(eq(blogPostRevisions.postId, post.id));
    const [second, first] = await revisions(post.id);
    expect(second!.changes).toMatchObject({ wordsAdded: 1, wordsRemoved: 1, firstChange: { field: "content", line: 1, text: "alpha gamma" } });
    expect(first!.changes.wordsAdded).toBe(3);
  });

  it("counts a large rewrite by its words when the word diff gives up", () => {
    const words = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(" ");
    const snap = (content: string) => ({ ...{ title: "T", slug: "t", excerpt: "", content, category: "News", coverImage: "" }, ...{ author: "A", tags: [], seoTitle: "", seoDescription: "", isPublished: false, publishedAt: null } });
    const changes = revisionChanges(snap(words(3000, "old")), snap(words(3000, "new")));
    expect(changes).toMatchObject({ wordsAdded: 3000, wordsRemoved: 3000, firstChange: { field: "content", line: 1 } });
  });
});
