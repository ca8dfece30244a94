// A draft always saves (explicit save or autosave); a title, an excerpt, content and a free slug are needed to publish.
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

type Answer<T> = { status: number; body: T };
async function call<T = AdminBlogPost>(method: string, path: string, json?: unknown): Promise<Answer<T>> {
  const res = await t.request(`/api/admin/blog${path}`, { method, json, headers: auth });
  return { status: res.status, body: (await res.json()) as T };
}
type Refusal = { message: string; errors: Record<string, string> };
const full = { title: "Speed to Lead", excerpt: "Answer fast.", content: "## Why\n\nBuyers compare agents." };

describe("a draft's explicit save", () => {
  it("saves without an excerpt, content or title, by POST and by PATCH", async () => {
    const made = await call("POST", "", { title: "Half done", excerpt: "", content: "", isPublished: false });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: "Half done", slug: "half-done", excerpt: "", isPublished: false });
    const untitled = await call("POST", "", { title: "", content: "Only words" });
    expect(untitled.status).toBe(201);
    expect(untitled.body).toMatchObject({ title: "", slug: "untitled", content: "Only words" });

    const saved = await call("PATCH", `/${made.body.id}`, { title: "Half done", excerpt: "", content: "A start", baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ content: "A start", version: 2 });
    const [latest] = (await call<{ kind: string }[]>("GET", `/${made.body.id}/revisions`)).body;
    expect(latest!.kind).toBe("save");
  });

  it("still checks the format of what is typed", async () => {
    const res = await call<Refusal>("POST", "", { title: "x", coverImage: "javascript:alert(1)", isPublished: "yes" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      coverImage: "Cover image must be a full URL (https://…) or a site path (/images/…)",
      isPublished: "Published must be true or false",
    });
  });
});

describe("publishing", () => {
  it("needs a title, an excerpt and content, with the form's messages", async () => {
    const res = await call<Refusal>("POST", "", { title: "Half done", excerpt: "", isPublished: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ excerpt: "Excerpt is required", content: "Content is required" });

    const draft = await call("POST", "", { title: "Half done", content: "Words" });
    const publish = await call<Refusal>("PATCH", `/${draft.body.id}`, { isPublished: true });
    expect(publish.status).toBe(400);
    expect(publish.body).toEqual({ message: "Please check: excerpt", errors: { excerpt: "Excerpt is required" } });
    expect((await call("GET", `/${draft.body.id}`)).body.isPublished).toBe(false);

    // A published post cannot lose them either.
    const live = await call("PATCH", `/${draft.body.id}`, { excerpt: "Now complete.", isPublished: true });
    expect(live.status).toBe(200);
    const emptied = await call<Refusal>("PATCH", `/${draft.body.id}`, { excerpt: " " });
    expect(emptied.body.errors).toEqual({ excerpt: "Excerpt is required" });
  });
});

describe("slugs", () => {
  it("gives a new draft named like another post the next free slug, and keeps it on later saves", async () => {
    await call("POST", "", { ...full, isPublished: true });
    // The editor sends the slug it derived from the title.
    const draft = await call("POST", "", { title: "Speed to Lead", slug: "speed-to-lead", autosave: true });
    expect(draft.status).toBe(201);
    expect(draft.body.slug).toBe("speed-to-lead-2");
    const saved = await call("POST", "", { title: "Speed to Lead", slug: "speed-to-lead" });
    expect(saved.body.slug).toBe("speed-to-lead-3");

    const again = await call("PATCH", `/${draft.body.id}`, { title: "Speed to Lead", slug: "speed-to-lead", content: "More" });
    expect(again.status).toBe(200);
    expect(again.body.slug).toBe("speed-to-lead-2");
    const published = await call("PATCH", `/${draft.body.id}`, { ...full, slug: "speed-to-lead-2", isPublished: true });
    expect(published.body).toMatchObject({ slug: "speed-to-lead-2", isPublished: true });
  });

  it("refuses a taken slug when publishing, and never changes a published post's slug by itself", async () => {
    await call("POST", "", { ...full, isPublished: true });
    const clash = await call<Refusal>("POST", "", { ...full, slug: "speed-to-lead", isPublished: true });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.slug).toBe("This slug is already used by another post");

    const other = await call("POST", "", { ...full, title: "Other", isPublished: true });
    const moved = await call<Refusal>("PATCH", `/${other.body.id}`, { slug: "speed-to-lead" });
    expect(moved.status).toBe(409);
    const draft = await call("POST", "", { ...full, title: "Third" });
    const publish = await call<Refusal>("PATCH", `/${draft.body.id}`, { slug: "speed-to-lead", isPublished: true });
    expect(publish.status).toBe(409);
    expect((await call("GET", `/${draft.body.id}`)).body).toMatchObject({ slug: "third", isPublished: false });
  });
});
