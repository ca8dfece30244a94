import { describe, expect, it } from "vitest";
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_CHIPS,
  compareNewestFirst,
  filterPosts,
  isBlogCategory,
  parseTags,
  relatedPosts,
  slugify,
} from "./blog-rules.ts";

describe("slugify", () => {
  it.each([
    ["Speed to Lead: 5 Minutes or Less", "speed-to-lead-5-minutes-or-less"],
    ["  --Hello,   World!!--  ", "hello-world"],
    ["I-10 / 610 / Beltway 8", "i-10-610-beltway-8"],
    ["AI & the HAR MLS (2026)", "ai-the-har-mls-2026"],
    ["Cómo vender en Sugar Land", "como-vender-en-sugar-land"],
    ["Already-a-slug", "already-a-slug"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("is idempotent", () => {
    const once = slugify("The Woodlands — Katy & Heights");
    expect(slugify(once)).toBe(once);
  });
});

describe("parseTags", () => {
  it("trims, drops empties and keeps the first spelling of a duplicate", () => {
    expect(parseTags(" AI , Houston,,  ,MLS, ai, houston ,Lead Gen ")).toEqual(["AI", "Houston", "MLS", "Lead Gen"]);
  });

  it("returns an empty list for blank text", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });
});

const posts = [
  { slug: "a", title: "Speed to Lead", excerpt: "Answer every inquiry fast", category: "Strategy", tags: ["Leads"], publishedAt: "2026-02-10T15:00:00Z" },
  { slug: "b", title: "Hurricane Prep", excerpt: "Storm season for landlords", category: "Real Estate", tags: ["Property Management"], publishedAt: "2026-05-12T15:00:00Z" },
  { slug: "c", title: "Workflow Stack", excerpt: "CRM and MLS glue", category: "Tools", tags: ["n8n", "CRM"], publishedAt: "2026-03-17T15:00:00Z" },
  { slug: "d", title: "Traffic-Aware Showings", excerpt: "Plan around the Beltway", category: "Strategy", tags: ["Scheduling"], publishedAt: "2026-07-14T15:00:00Z" },
  { slug: "e", title: "Launch", excerpt: "The newsletter starts", category: "News", tags: [], publishedAt: null },
  { slug: "f", title: "Old Strategy", excerpt: "From last winter", category: "Strategy", tags: [], publishedAt: "2026-01-05T15:00:00Z" },
  { slug: "g", title: "Newest Strategy", excerpt: "Fresh", category: "Strategy", tags: [], publishedAt: new Date("2026-09-01T15:00:00Z") },
];
const slugs = (list: readonly { slug: string }[]) => list.map((p) => p.slug);

describe("filterPosts", () => {
  it("shows everything for All, empty or missing category and query", () => {
    expect(filterPosts(posts)).toHaveLength(posts.length);
    expect(filterPosts(posts, { category: "All", q: "" })).toHaveLength(posts.length);
    expect(filterPosts(posts, { category: "", q: "   " })).toHaveLength(posts.length);
    expect(filterPosts(posts, { category: null, q: null })).toHaveLength(posts.length);
  });

  it("matches the category exactly", () => {
    expect(slugs(filterPosts(posts, { category: "Strategy" }))).toEqual(["a", "d", "f", "g"]);
    expect(filterPosts(posts, { category: "strategy" })).toEqual([]);
    expect(filterPosts(posts, { category: "Real" })).toEqual([]);
  });

  it("searches title, excerpt and tags ignoring case", () => {
    expect(slugs(filterPosts(posts, { q: "HURRICANE" }))).toEqual(["b"]);
    expect(slugs(filterPosts(posts, { q: "beltway" }))).toEqual(["d"]);
    expect(slugs(filterPosts(posts, { q: "n8N" }))).toEqual(["c"]);
    expect(slugs(filterPosts(posts, { q: "property management" }))).toEqual(["b"]);
    expect(filterPosts(posts, { q: "no such words" })).toEqual([]);
  });

  it("combines category and search", () => {
    expect(slugs(filterPosts(posts, { category: "Strategy", q: "lead" }))).toEqual(["a"]);
    expect(filterPosts(posts, { category: "Tools", q: "lead" })).toEqual([]);
  });
});

describe("relatedPosts", () => {
  it("returns same-category posts, newest first, without the post itself, at most 3", () => {
    expect(slugs(relatedPosts(posts[0]!, posts))).toEqual(["g", "d", "f"]);
  });

  it("honours max and a category with no others", () => {
    expect(slugs(relatedPosts(posts[0]!, posts, 2))).toEqual(["g", "d"]);
    expect(relatedPosts(posts[0]!, posts, 0)).toEqual([]);
    expect(relatedPosts(posts[2]!, posts)).toEqual([]);
  });

  it("does not reorder the input", () => {
    const before = slugs(posts);
    relatedPosts(posts[0]!, posts);
    expect(slugs(posts)).toEqual(before);
  });

  it("puts undated posts last", () => {
    const list = [{ slug: "x", category: "News", publishedAt: null }, { slug: "y", category: "News", publishedAt: "2026-03-01" }];
    expect(slugs([...list].sort(compareNewestFirst))).toEqual(["y", "x"]);
  });
});

describe("categories", () => {
  it("lists the four categories and the chips in the spec's order", () => {
    expect(BLOG_CATEGORIES).toEqual(["Real Estate", "News", "Strategy", "Tools"]);
    expect(BLOG_CATEGORY_CHIPS).toEqual(["All", "Strategy", "Tools", "Real Estate", "News"]);
    expect(isBlogCategory("Tools")).toBe(true);
    expect(isBlogCategory("All")).toBe(false);
    expect(isBlogCategory(3)).toBe(false);
  });
});
