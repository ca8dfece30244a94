import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createLogger } from "../lib/logger.ts";
import { createContentVersion } from "./content-version.ts";
import { blogPosts } from "../db/schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const watcher = (pollMs: number) => {
  const v = createContentVersion({ database: t.deps.database, logger: createLogger("silent"), pollMs });
  v.watch();
  return v;
};

describe("content version", () => {
  it("moves at once on the instance that bumps it, and on another one by polling", async () => {
    const here = watcher(60_000);
    const there = watcher(100);
    try {
      await expect.poll(() => here.generation() !== undefined && there.generation() !== undefined).toBe(true);
      const [h, th] = [here.generation() ?? 0, there.generation() ?? 0];
      await here.bump();
      // At once, without waiting for a poll (on PostgreSQL its own NOTIFY may move it once more).
      expect(here.generation()).toBeGreaterThan(h);
      await expect.poll(() => there.generation()).toBeGreaterThan(th);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });

  it("counts a scheduled post whose time passed between two checks (none of them saw it still ahead)", async () => {
    const there = watcher(100);
    try {
      await expect.poll(() => there.generation()).not.toBeUndefined();
      const before = there.generation() ?? 0;
      // Written behind the app's back with a time already reached: no check ever saw it in the future.
      await t.deps.db.insert(blogPosts).values({
        title: "Went live between checks",
        slug: "went-live-between-checks",
        excerpt: "Excerpt",
        content: "Body",
        category: "Strategy",
        author: "Bayou City AI",
        isPublished: true,
        publishedAt: new Date(),
      });
      await expect.poll(() => there.generation()).toBeGreaterThan(before);
    } finally {
      await there.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("reaches another instance through LISTEN/NOTIFY on PostgreSQL, long before its next poll", async () => {
    const here = watcher(60_000);
    const there = watcher(60_000);
    try {
      await expect.poll(() => here.generation() !== undefined && there.generation() !== undefined).toBe(true);
      const before = there.generation() ?? 0;
      // The LISTEN connection comes up alongside the first read; a bump before it would only be seen by polling.
      await expect
        .poll(
          async () => {
            await here.bump();
            return (there.generation() ?? 0) > before;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});
