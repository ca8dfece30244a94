import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "./client.ts";
import * as schema from "./schema.ts";

// Migration 0013 marks the revisions kept before it: each post's oldest is its first version, and one followed by a
// restore is the version that restore replaced (neither is merged into by later autosaves).
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

describe("migration 0013: revision milestones", () => {
  // A fresh PGlite (initdb) and every migration: a minute and more on a busy 2-core machine.
  it("marks each post's first revision and the ones a restore replaced", { timeout: 120_000 }, async () => {
    const client = new PGlite();
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsUpTo("0012_lead-lookup-indexes") });
      for (const slug of ["a", "b"]) {
        await client.query(`insert into blog_posts (title, slug, excerpt, content, category, author) values ('T', $1, '', '', 'News', 'Staff')`, [slug]);
      }
      const kinds: [string, string][] = [
        ["a", "autosave"],
        ["a", "autosave"],
        ["b", "original"],
        ["a", "restore"],
        ["a", "save"],
        ["b", "save"],
        ["b", "restore"],
      ];
      for (const [slug, kind] of kinds) {
        await client.query(
          `insert into blog_post_revisions (post_id, post_version, kind, author_name, title, slug, excerpt, content, category, cover_image, author, tags,
             seo_title, seo_description, is_published)
           select id, 1, $2, '', 'T', slug, '', '', 'News', '', 'Staff', '[]', '', '', false from blog_posts where slug = $1`,
          [slug, kind],
        );
      }
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      const rows = await client.query<{ slug: string; kind: string; milestone: string | null; changes: unknown }>(
        "select p.slug, r.kind, r.milestone, r.changes from blog_post_revisions r join blog_posts p on p.id = r.post_id order by r.id",
      );
      expect(rows.rows.map((r) => [r.slug, r.kind, r.milestone])).toEqual([
        ["a", "autosave", "first"],
        ["a", "autosave", "before-restore"],
        ["b", "original", "first"],
        ["a", "restore", null],
        ["a", "save", null],
        ["b", "save", "before-restore"],
        ["b", "restore", null],
      ]);
      expect(rows.rows.every((r) => r.changes === null)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
