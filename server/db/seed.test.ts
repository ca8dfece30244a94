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
  it("inserts the sample posts (six, and one of them in Spanish) and settings once, and never brings back deleted posts", async () => {
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(7);
    const settings = await count("settings");
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(7);
    expect(await count("settings")).toBe(settings);
    await t.deps.db.execute(sql`delete from blog_posts where id = (select min(id) from blog_posts)`);
    await seed(t.deps);
    expect(await count("blog_posts")).toBe(6);
  });

  it("links the Spanish sample post to its English original, so the Spanish blog is not empty", async () => {
    await seed(t.deps);
    const spanish = await t.deps.services.blog.listPublished({ language: "es" });
    expect(spanish.map((p) => p.slug)).toEqual(["responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos"]);
    const page = await t.deps.services.blog.postPage("es", spanish[0]!.slug);
    expect(page?.kind === "post" && page.versions).toEqual([
      { language: "en", slug: "speed-to-lead-answer-every-houston-inquiry-within-minutes" },
      { language: "es", slug: "responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos" },
    ]);
    expect((await t.deps.services.blog.listPublished()).every((p) => p.language === "en")).toBe(true);
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
