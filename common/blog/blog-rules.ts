// Blog rules shared by the public pages, the admin forms and the server. Browser-safe: no Node APIs.

export const BLOG_CATEGORIES = ["Real Estate", "News", "Strategy", "Tools"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const ALL_CATEGORIES = "All";
/** Chips of the public list, in the spec's order. */
export const BLOG_CATEGORY_CHIPS = [ALL_CATEGORIES, "Strategy", "Tools", "Real Estate", "News"] as const;
export type BlogCategoryChip = (typeof BLOG_CATEGORY_CHIPS)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Spec rule: lower-cased, runs of non-alphanumerics become one hyphen, no leading/trailing hyphen.
 * Accents are folded first ("Cómo" → "como") so Spanish titles keep their words instead of losing letters.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Whether a draft's slug is still the one its title gives ("title", or the free "title-2" a draft got because another
 * post had "title"; "untitled…" for no title), so it may keep following the title.
 */
export function slugFollowsTitle(slug: string, title: string): boolean {
  const base = slugify(title) || "untitled";
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/** Comma-separated tags: trimmed, empties dropped, later duplicates (any case) dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(",")) {
    const tag = part.trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export type FilterablePost = {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
};

export type PostFilter = { category?: string | null; q?: string | null };

/** Category is an exact match ('All' or empty shows all); q matches title, excerpt or any tag, ignoring case. */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filter: PostFilter = {}): T[] {
  const category = filter.category?.trim() ?? "";
  const q = filter.q?.trim().toLowerCase() ?? "";
  return posts.filter((post) => {
    if (category !== "" && category !== ALL_CATEGORIES && post.category !== category) return false;
    if (q === "") return true;
    return (
      post.title.toLowerCase().includes(q) ||
      post.excerpt.toLowerCase().includes(q) ||
      post.tags.some((tag) => tag.toLowerCase().includes(q))
    );
  });
}

export type DatedPost = { slug: string; category: string; publishedAt: Date | string | null | undefined };

function publishedTime(post: DatedPost): number {
  if (post.publishedAt == null) return Number.NEGATIVE_INFINITY;
  const time = new Date(post.publishedAt).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Comparator for Array.prototype.sort: newest first, undated or unparsable dates last. */
export function compareNewestFirst(a: DatedPost, b: DatedPost): number {
  const ta = publishedTime(a);
  const tb = publishedTime(b);
  if (ta === tb) return 0;
  return ta > tb ? -1 : 1;
}

/** Up to `max` posts of the same category, never the post itself (matched by slug), newest first. */
export function relatedPosts<T extends DatedPost>(post: DatedPost, posts: readonly T[], max = 3): T[] {
  if (max <= 0) return [];
  return posts
    .filter((other) => other.slug !== post.slug && other.category === post.category)
    .sort(compareNewestFirst)
    .slice(0, max);
}
