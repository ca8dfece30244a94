import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, slugify } from "#common/blog/blog-rules.ts";
import { markdownToPlainText, renderMarkdown } from "../../blog/markdown.ts";
import { seedBlogPosts, seedBlogTranslations } from "./blog-posts.ts";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

describe("seedBlogPosts", () => {
  it("has six posts with unique slugs derived from their titles", () => {
    expect(seedBlogPosts).toHaveLength(6);
    for (const post of seedBlogPosts) expect(post.slug).toBe(slugify(post.title));
    expect(new Set(seedBlogPosts.map((p) => p.slug)).size).toBe(6);
  });

  it("covers every category", () => {
    expect(new Set(seedBlogPosts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it("has distinct publish dates in 2026 before November", () => {
    const times = seedBlogPosts.map((p) => p.publishedAt.getTime());
    expect(new Set(times).size).toBe(6);
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1));
      expect(time).toBeLessThan(Date.UTC(2026, 10, 1));
    }
  });

  it.each(seedBlogPosts.map((p) => [p.slug, p] as const))("%s has complete, publishable fields", (_slug, post) => {
    expect(post.author).toBe("Bayou City AI");
    expect(post.isPublished).toBe(true);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(6);
    expect(new Set(post.tags.map((t) => t.toLowerCase())).size).toBe(post.tags.length);
    expect(post.seoTitle.length).toBeLessThanOrEqual(60);
    expect(post.seoDescription.length).toBeLessThanOrEqual(160);
    expect(post.excerpt.length).toBeGreaterThan(60);
    expect(post.coverImage).toBe(`/images/blog/${post.slug}.svg`);
  });

  it.each(seedBlogPosts.map((p) => [p.slug, p] as const))("%s has a real Markdown body", (_slug, post) => {
    const words = markdownToPlainText(post.content).split(" ").length;
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
    const html = renderMarkdown(post.content);
    expect(html.match(/<h2 id="/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(html).toMatch(/<ul>|<ol>/);
    expect(html).toMatch(/<a href="/);
  });

  it("has a table in at least one post", () => {
    expect(seedBlogPosts.some((p) => renderMarkdown(p.content).includes("<table>"))).toBe(true);
  });
});

describe("blog cover images", () => {
  const files = [...seedBlogPosts.map((p) => p.coverImage), "/images/blog/default-cover.svg"];

  it.each(files)("%s ships, is small, 1200x630 and has no baked-in text", (path) => {
    const file = `${publicDir}${path}`;
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/<(text|tspan|textPath|script|foreignObject|image)\b/);
    expect(svg).not.toMatch(/\bon[a-z]+=|href="(?!#)/);
  });
});

describe("seedBlogTranslations", () => {
  it.each(seedBlogTranslations.map((p) => [p.slug, p] as const))("%s translates a seeded post, with publishable fields", (_slug, post) => {
    expect(seedBlogPosts.some((p) => p.slug === post.of)).toBe(true);
    expect(post.slug).toBe(slugify(post.title));
    expect(post.seoTitle.length).toBeLessThanOrEqual(60);
    expect(post.seoDescription.length).toBeLessThanOrEqual(160);
    expect(post.excerpt.length).toBeGreaterThan(60);
    expect(renderMarkdown(post.content)).toContain("<h2");
    // Its links stay in its language's addresses.
    expect([...post.content.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]).every((href) => href!.startsWith(`/${post.language}/`))).toBe(true);
  });
});
