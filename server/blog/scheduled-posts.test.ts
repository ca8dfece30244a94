// Scheduled publishing (docs/decisions/029): a post with a future publish time is absent from the blog list, its
// page, RSS, the sitemap and the assistant's knowledge until its time; the leased job then announces it exactly once.
// The test does not wait for the clock: it moves the post's time into the past, as time passing would, and runs the job.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { blogPosts } from "../db/schema.ts";
import { registerJobs } from "../register-jobs.ts";
import { createFactsSource } from "../chat/site-facts.ts";
import { markDuePostsLive, scheduledPostsJob } from "./scheduled-posts.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { RSS_PATH } from "#common/blog/blog-meta.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
  registerJobs(t.deps);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.deps.services.scheduler.sync();
  auth = await t.login();
});

const DAY = 86_400_000;
const post = { title: "Open House Season", excerpt: "Plan the spring.", content: "## Spring\n\nBuyers are out.", category: "Strategy", isPublished: true };

async function schedule(at: Date): Promise<AdminBlogPost> {
  const res = await t.request("/api/admin/blog", { method: "POST", json: { ...post, publishedAt: at.toISOString() }, headers: auth });
  expect(res.status).toBe(201);
  return (await res.json()) as AdminBlogPost;
}

/** Where a visitor (or a crawler, or the assistant) could find the post. */
async function visibleIn(slug: string, facts: ReturnType<typeof createFactsSource>) {
  const list = (await (await t.request("/api/blog")).json()) as { slug: string }[];
  return {
    list: list.some((p) => p.slug === slug),
    page: (await t.request(`/api/blog/${slug}`)).status === 200,
    rss: (await (await t.app.request(RSS_PATH)).text()).includes(`/blog/${slug}<`),
    sitemap: (await (await t.app.request("/sitemap.xml")).text()).includes(`/blog/${slug}<`),
    chat: (await facts.get()).posts.some((p) => p.slug === slug),
  };
}
const nowhere = { list: false, page: false, rss: false, sitemap: false, chat: false };
const everywhere = { list: true, page: true, rss: true, sitemap: true, chat: true };

/** What time passing does: the publish time is now behind us (the clock is not touched). */
const timePasses = (id: number) => t.deps.db.update(blogPosts).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(blogPosts.id, id));

describe("scheduled posts", () => {
  it("stay hidden until their time, then the job announces them once and every reader shows them", async () => {
    // The chat's facts as the server keeps them: cached for a day here, so only the content version can refresh them.
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers, ttlMs: DAY });
    t.deps.contentVersion.watch();
    facts.follow(() => t.deps.contentVersion.generation());

    const scheduled = await schedule(new Date(Date.now() + DAY));
    expect(scheduled).toMatchObject({ isPublished: true });
    expect(await visibleIn(scheduled.slug, facts)).toEqual(nowhere);
    await t.deps.services.scheduler.runNow("scheduled-posts");
    expect(await visibleIn(scheduled.slug, facts)).toEqual(nowhere);

    await timePasses(scheduled.id);
    const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, scheduled.id));
    expect(row!.wentLiveAt).toBeNull();
    const generation = t.deps.contentVersion.generation();
    await t.deps.services.scheduler.runNow("scheduled-posts");
    expect(t.deps.contentVersion.generation()).not.toBe(generation);
    const [after] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, scheduled.id));
    expect(after!.wentLiveAt).toBeInstanceOf(Date);
    expect(await visibleIn(scheduled.slug, facts)).toEqual(everywhere);

    const tasks = (await (await t.request("/api/admin/ai/tasks", { headers: auth })).json()) as { key: string; lastResult?: string | null }[];
    expect(tasks.some((task) => task.key === "scheduled-posts")).toBe(true);
  });

  it("goes live exactly once, however many instances run the job at the same moment", async () => {
    const a = await schedule(new Date(Date.now() + DAY));
    const b = await schedule(new Date(Date.now() + 2 * DAY));
    await timePasses(a.id);
    await timePasses(b.id);
    const announced: number[][] = [];
    const job = () => scheduledPostsJob({ db: t.deps.db, announce: async (posts) => void announced.push(posts.map((p) => p.id)) }).run();
    const results = await Promise.all([job(), job(), job()]);
    expect(announced.flat().sort()).toEqual([a.id, b.id].sort());
    expect(results.filter((r) => r === "no scheduled post was due").length).toBeGreaterThanOrEqual(1);
    expect(await markDuePostsLive(t.deps.db)).toEqual([]);
  });

  it("a post published now is announced by its save, not again by the job; unscheduling takes it back to a draft", async () => {
    const live = await schedule(new Date(Date.now() - 60_000));
    expect(await markDuePostsLive(t.deps.db)).toEqual([]);
    expect((await t.request(`/api/blog/${live.slug}`)).status).toBe(200);

    const later = await schedule(new Date(Date.now() + DAY));
    const res = await t.request(`/api/admin/blog/${later.id}`, { method: "PATCH", json: { isPublished: false, publishedAt: null, baseVersion: later.version }, headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isPublished: false, publishedAt: null });
    await timePasses(later.id);
    await t.deps.db.update(blogPosts).set({ publishedAt: null }).where(eq(blogPosts.id, later.id));
    expect(await markDuePostsLive(t.deps.db)).toEqual([]);
    expect((await t.request(`/api/blog/${later.slug}`)).status).toBe(404);

    // Moving a live post's time into the future schedules it again: hidden, and announced again when it comes.
    const moved = await t.request(`/api/admin/blog/${live.id}`, { method: "PATCH", json: { publishedAt: new Date(Date.now() + DAY).toISOString() }, headers: auth });
    expect(moved.status).toBe(200);
    expect((await t.request(`/api/blog/${live.slug}`)).status).toBe(404);
    await timePasses(live.id);
    expect((await markDuePostsLive(t.deps.db)).map((p) => p.id)).toEqual([live.id]);
  });
});
