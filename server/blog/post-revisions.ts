// The revisions of a post (blog_post_revisions): one per save, autosaves coalesced, the newest KEPT_REVISIONS
// kept. Written only inside the blog admin service's save transactions (docs/decisions/026).
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { blogPostRevisions, type blogPosts } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import {
  AUTOSAVE_COALESCE_MINUTES,
  KEPT_REVISIONS,
  type PostRevision,
  type PostSnapshot,
  type RevisionKind,
  type RevisionSummary,
} from "../../common/blog/post-revisions.ts";

type PostRow = typeof blogPosts.$inferSelect;
type RevisionRow = typeof blogPostRevisions.$inferSelect;

/** Who saves: the signed-in staff member (null for saves made by the system). */
export type Editor = { id: number; name: string } | null;

const snapshotValues = (post: PostRow) => ({
  postId: post.id,
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  category: post.category,
  coverImage: post.coverImage,
  author: post.author,
  tags: post.tags,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  isPublished: post.isPublished,
  publishedAt: post.publishedAt,
  postVersion: post.version,
});

function toSummary(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    postVersion: row.postVersion,
    kind: row.kind as RevisionKind,
    savedBy: row.kind === "original" ? null : row.authorName || null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
  };
}

/** A post row or a revision row as the fields a revision keeps (dates as ISO strings). */
export function toSnapshot(row: Pick<RevisionRow, keyof PostSnapshot>): PostSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    coverImage: row.coverImage,
    author: row.author,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * Before a post's first kept revision, its state as it was (posts written before revisions existed, or by the AI
 * generator) becomes an "original" revision, so the first edit can be undone. Idempotent: only when it has none.
 */
export async function keepOriginal(tx: DbOrTx, post: PostRow): Promise<void> {
  const [any] = await tx.select({ id: blogPostRevisions.id }).from(blogPostRevisions).where(eq(blogPostRevisions.postId, post.id)).limit(1);
  if (any) return;
  await tx.insert(blogPostRevisions).values({ kind: "original", authorId: null, authorName: "", ...snapshotValues(post) });
}

/**
 * Records the post as just saved. An autosave by the same author whose latest revision is their own autosave,
 * started less than AUTOSAVE_COALESCE_MINUTES ago, rewrites that revision instead of adding one.
 */
export async function recordRevision(tx: DbOrTx, post: PostRow, kind: Exclude<RevisionKind, "original">, editor: Editor): Promise<void> {
  const values = { ...snapshotValues(post), kind, authorId: editor?.id ?? null, authorName: editor?.name ?? "" };
  const [latest] = await tx
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, post.id))
    .orderBy(desc(blogPostRevisions.id))
    .limit(1);
  const now = new Date();
  const coalesce =
    kind === "autosave" &&
    latest?.kind === "autosave" &&
    editor !== null &&
    latest.authorId === editor.id &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_COALESCE_MINUTES * 60_000;
  if (coalesce) {
    await tx.update(blogPostRevisions).set({ ...values, updatedAt: now }).where(eq(blogPostRevisions.id, latest.id));
    return;
  }
  await tx.insert(blogPostRevisions).values(values);
  await pruneRevisions(tx, post.id);
}

async function pruneRevisions(tx: DbOrTx, postId: number): Promise<void> {
  const kept = await tx
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id))
    .limit(KEPT_REVISIONS);
  if (kept.length < KEPT_REVISIONS) return;
  await tx.delete(blogPostRevisions).where(
    and(
      eq(blogPostRevisions.postId, postId),
      notInArray(
        blogPostRevisions.id,
        kept.map((r) => r.id),
      ),
    ),
  );
}

/** The newest first, without their text (the history list). */
export async function listRevisions(db: Db, postId: number): Promise<RevisionSummary[]> {
  const rows = await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, postId)).orderBy(desc(blogPostRevisions.id));
  return rows.map(toSummary);
}

export async function getRevision(db: DbOrTx, postId: number, revisionId: number): Promise<PostRevision> {
  const [row] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)));
  if (!row) throw notFound("Revision");
  return { ...toSummary(row), snapshot: toSnapshot(row) };
}

/** Who made this version of the post, for a conflict's "saved by" (the latest revision of that version). */
export async function savedByOf(db: DbOrTx, postId: number, version: number): Promise<string | null> {
  const [row] = await db
    .select({ kind: blogPostRevisions.kind, authorName: blogPostRevisions.authorName })
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.postVersion, version)))
    .orderBy(desc(blogPostRevisions.id))
    .limit(1);
  return row && row.kind !== "original" ? row.authorName || null : null;
}
