import { and, eq, like, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import { badRequest } from "../lib/errors.ts";
import { slugify } from "#common/blog/blog-rules.ts";

export const SLUG_TAKEN = "This slug is already used by another post";
const NO_SLUG = "Slug is required when the title has no letters or numbers";
/** A draft without a title yet still needs an address: "untitled", "untitled-2"… */
const UNTITLED_SLUG = "untitled";

/**
 * A slug no other post of the same language has: `base`, or "base-2", "base-3"… (read through the caller's
 * transaction when there is one). `exceptId`: the post being saved, whose own slug does not count as taken.
 */
export async function freeSlug(q: DbOrTx, language: string, base: string, exceptId?: number): Promise<string> {
  const similar = and(eq(blogPosts.language, language), or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  const rows = await q
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(exceptId === undefined ? similar : and(similar, ne(blogPosts.id, exceptId)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The slug base a title gives; a title without letters or numbers is refused, except in a draft. */
export function slugBase(title: string, draft: boolean): string {
  const base = slugify(title);
  if (base !== "") return base;
  if (draft) return UNTITLED_SLUG;
  throw badRequest("Please check: slug", { slug: NO_SLUG });
}
