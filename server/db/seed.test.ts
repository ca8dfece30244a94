import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { seed } from "./seed.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await t.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);

describe("seed", () => {
  it("inserts the sample posts and settings once, and never brings back deleted posts", async () => {
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(6);
    const settings = await count("settings");
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(6);
    expect(await count("settings")).toBe(settings);
    await t.deps.db.execute(sql`delete from blog_posts where id = (select min(id) from blog_posts)`);
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(5);
  });

  it("publishes the sample posts newest first through the public service", async () => {
    const posts = await t.deps.services.blog.listPublished();
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const dates = posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const detail = await t.deps.services.blog.getPublishedBySlug(posts[0]!.slug);
    expect(detail?.contentHtml).toContain("<h2");
  });
});
