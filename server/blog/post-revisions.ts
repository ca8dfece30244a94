// The revisions of a post (blog_post_revisions): one per save, autosaves coalesced, the newest KEPT_REVISIONS
// kept besides the first. Written only inside the blog admin service's save transactions (docs/decisions/026, 035).
import { and, desc, eq, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { blogPostRevisions, type blogPosts } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { revisionChanges } from "./revision-changes.ts";
import {
  AUTOSAVE_COALESCE_MINUTES,
  KEPT_REVISIONS,
  type PostRevision,
  type PostSnapshot,
  type RevisionKind,
  type RevisionMilestone,
  type RevisionSummary,
} from "#common/blog/post-revisions.ts";

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

type SummaryRow = Omit<RevisionRow, keyof PostSnapshot | "postId" | "authorId"> & { title: string };

function toSummary(row: SummaryRow, changes = row.changes): RevisionSummary {
  return {
    id: row.id,
    postVersion: row.postVersion,
    kind: row.kind as RevisionKind,
    savedBy: row.kind === "original" ? null : row.authorName || null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    milestone: row.milestone ?? null,
    changes: changes ?? noChanges,
  };
}

/** A revision read alone (not listed) whose changes were never stored: none are claimed. */
const noChanges = { wordsAdded: 0, wordsRemoved: 0, firstChange: null, fields: [] };

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

/** The newest revision kept before `beforeId` (the newest of all without it): what a new revision is compared with. */
async function previousRevision(tx: DbOrTx, postId: number, beforeId?: number): Promise<RevisionRow | undefined> {
  const where = beforeId === undefined ? eq(blogPostRevisions.postId, postId) : and(eq(blogPostRevisions.postId, postId), lt(blogPostRevisions.id, beforeId));
  const [row] = await tx.select().from(blogPostRevisions).where(where).orderBy(desc(blogPostRevisions.id)).limit(1);
  return row;
}

/**
 * Before a post's first kept revision, its state as it was (posts written before revisions existed, or by the AI
 * generator) becomes an "original" revision, so the first edit can be undone. Idempotent: only when it has none.
 */
export async function keepOriginal(tx: DbOrTx, post: PostRow): Promise<void> {
  if (await previousRevision(tx, post.id)) return;
  const snapshot = snapshotValues(post);
  const changes = revisionChanges(null, toSnapshot(snapshot));
  await tx.insert(blogPostRevisions).values({ kind: "original", milestone: "first", authorId: null, authorName: "", changes, ...snapshot });
}

/**
 * Records the post as just saved. An autosave by the same author whose latest revision is their own autosave,
 * started less than AUTOSAVE_COALESCE_MINUTES ago and not a milestone, rewrites that revision instead of adding one.
 * A post's first revision is its "first" milestone.
 */
export async function recordRevision(tx: DbOrTx, post: PostRow, kind: Exclude<RevisionKind, "original">, editor: Editor): Promise<void> {
  const snapshot = snapshotValues(post);
  const values = { ...snapshot, kind, authorId: editor?.id ?? null, authorName: editor?.name ?? "" };
  const latest = await previousRevision(tx, post.id);
  const now = new Date();
  const coalesce =
    kind === "autosave" &&
    latest?.kind === "autosave" &&
    latest.milestone === null &&
    editor !== null &&
    latest.authorId === editor.id &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_COALESCE_MINUTES * 60_000;
  if (latest && coalesce) {
    const before = await previousRevision(tx, post.id, latest.id);
    const changes = revisionChanges(before ? toSnapshot(before) : null, toSnapshot(snapshot));
    await tx.update(blogPostRevisions).set({ ...values, changes, updatedAt: now }).where(eq(blogPostRevisions.id, latest.id));
    return;
  }
  const changes = revisionChanges(latest ? toSnapshot(latest) : null, toSnapshot(snapshot));
  await tx.insert(blogPostRevisions).values({ ...values, changes, milestone: latest ? null : "first" });
  await pruneRevisions(tx, post.id);
}

/**
 * A restore is about to replace the post: the revision holding it as it is now becomes a "before-restore" milestone
 * (the first version stays "first"), so no later autosave merges into it.
 */
export async function markBeforeRestore(tx: DbOrTx, postId: number): Promise<void> {
  const latest = await previousRevision(tx, postId);
  if (!latest || latest.milestone !== null) return;
  const milestone: RevisionMilestone = "before-restore";
  await tx.update(blogPostRevisions).set({ milestone }).where(eq(blogPostRevisions.id, latest.id));
}

/** Keeps KEPT_REVISIONS: the first version and the newest others. */
async function pruneRevisions(tx: DbOrTx, postId: number): Promise<void> {
  const kept = await tx
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id))
    .limit(KEPT_REVISIONS - 1);
  if (kept.length < KEPT_REVISIONS - 1) return;
  await tx.delete(blogPostRevisions).where(
    and(
      eq(blogPostRevisions.postId, postId),
      or(isNull(blogPostRevisions.milestone), ne(blogPostRevisions.milestone, "first")),
      notInArray(
        blogPostRevisions.id,
        kept.map((r) => r.id),
      ),
    ),
  );
}

const summaryColumns = {
  id: blogPostRevisions.id,
  postVersion: blogPostRevisions.postVersion,
  kind: blogPostRevisions.kind,
  authorName: blogPostRevisions.authorName,
  createdAt: blogPostRevisions.createdAt,
  updatedAt: blogPostRevisions.updatedAt,
  title: blogPostRevisions.title,
  milestone: blogPostRevisions.milestone,
  changes: blogPostRevisions.changes,
};

/**
 * The newest first, without their text. Rows stored before changes were kept get theirs computed here, against
 * the revision listed after them (the only time their text is read).
 */
export async function listRevisions(db: Db, postId: number): Promise<RevisionSummary[]> {
  const rows = await db.select(summaryColumns).from(blogPostRevisions).where(eq(blogPostRevisions.postId, postId)).orderBy(desc(blogPostRevisions.id));
  if (rows.every((r) => r.changes !== null)) return rows.map((r) => toSummary(r));
  const full = await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, postId)).orderBy(desc(blogPostRevisions.id));
  return full.map((row, i) => {
    const before = full[i + 1];
    return toSummary(row, row.changes ?? revisionChanges(before ? toSnapshot(before) : null, toSnapshot(row)));
  });
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
