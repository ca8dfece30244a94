import { eq, like, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import { badRequest } from "../lib/errors.ts";
import { slugify } from "../../common/blog/blog-rules.ts";

export const SLUG_TAKEN = "This slug is already used by another post";
const NO_SLUG = "Slug is required when the title has no letters or numbers";
/** An autosaved draft without a title yet still needs an address: "untitled", "untitled-2"… */
const UNTITLED_SLUG = "untitled";

/** A derived slug never clashes: "title", "title-2", "title-3"… (read through the caller's transaction when there is one). */
export async function freeSlug(q: DbOrTx, base: string): Promise<string> {
  const rows = await q
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The slug base a title gives; a title without letters or numbers is refused, except in a draft's autosave. */
export function slugBase(title: string, autosave: boolean): string {
  const base = slugify(title);
  if (base !== "") return base;
  if (autosave) return UNTITLED_SLUG;
  throw badRequest("Please check: slug", { slug: NO_SLUG });
}
