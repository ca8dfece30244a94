import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { loadEnv } from "../env.ts";
import { createLogger } from "../lib/logger.ts";
import { createDeps } from "../deps.ts";
import { MARKDOWN_RENDER_VERSION } from "../blog/markdown.ts";
import { migrationsFolder, type Database, type Db } from "./client.ts";
import * as schema from "./schema.ts";
import { seed } from "./seed.ts";
import { seedBlogPosts, seedBlogTranslations } from "./seed/blog-posts.ts";

// Migration 0002 adds the stored-HTML columns; a database that already holds posts gets their HTML at the
// next start (seed), before any visitor asks. Here: migrate to 0001, add a post as it looked then, migrate
// to the end and start.
const tmp = mkdtempSync(path.join(os.tmpdir(), "bcai-migration-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function migrationsUpTo(tag: string): string {
  const folder = path.join(tmp, "migrations");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe("migration 0002: stored post HTML", () => {
  it("gives the posts written before it their HTML at the next start, once", async () => {
    const client = new PGlite();
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsUpTo("0001_purge-deleted-leads-outbox") });
    await client.query(
      `insert into blog_posts (title, slug, excerpt, content, category, author, is_published, published_at)
       values ('Before', 'before', 'E', '## Written before\n\nWith *Markdown*.', 'News', 'Staff', true, now())`,
    );
    await migrate(drizzle(client, { schema }), { migrationsFolder });

    const database: Database = { db: drizzle(client, { schema }) as unknown as Db, kind: "pglite", migrate: async () => [], poolStats: () => ({ max: 1, total: 1, idle: null, waiting: null }), ping: async () => undefined, close: () => client.close() };
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SECRET_KEY: process.env.SECRET_KEY, DATA_DIR: "/nonexistent" });
    const deps = createDeps(env, database, createLogger("silent"));
    try {
      const before = await client.query<{ content_html: string | null }>("select content_html from blog_posts");
      expect(before.rows).toEqual([{ content_html: null }]);

      await seed(deps);
      const rows = await client.query<{ slug: string; content_html: string | null; reading_minutes: number | null; html_version: number | null }>(
        "select slug, content_html, reading_minutes, html_version from blog_posts order by id",
      );
      expect(rows.rows).toHaveLength(1 + seedBlogPosts.length + seedBlogTranslations.length);
      expect(rows.rows[0]).toEqual({
        slug: "before",
        content_html: '<h2 id="written-before">Written before</h2>\n<p>With <em>Markdown</em>.</p>\n',
        reading_minutes: 1,
        html_version: MARKDOWN_RENDER_VERSION,
      });
      for (const r of rows.rows) expect(r.content_html, r.slug).toMatch(/<p>/);

      // A second start has nothing left to render and changes nothing.
      await client.query("update blog_posts set content_html = '<p>kept</p>' where slug = 'before'");
      await seed(deps);
      const again = await client.query<{ content_html: string }>("select content_html from blog_posts where slug = 'before'");
      expect(again.rows[0]!.content_html).toBe("<p>kept</p>");
    } finally {
      await deps.close();
      await client.close();
    }
  });
});
