// A post's HTML is rendered once, when the post is saved, and stored beside its Markdown (content_html):
// pages and feeds read it and never render per request. Rows without current HTML (written before
// migration 0002, inserted directly, or rendered by an older MARKDOWN_RENDER_VERSION) are rendered at start
// by seed() and, should one still be missed, on their first read.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts } from "../db/schema.ts";
import { ApiError } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";
import { MARKDOWN_RENDER_VERSION } from "./markdown.ts";
import { MarkdownRejectedError, type MarkdownRenderer } from "./markdown-renderer.ts";

export type PostHtml = { contentHtml: string; readingMinutes: number; htmlVersion: number };
type RenderOptions = { siteUrl?: string; signal?: AbortSignal };

/** For a save: a document past the limits is refused with its message at the content field. */
export async function renderPostHtml(renderer: MarkdownRenderer, content: string, opts: RenderOptions = {}): Promise<PostHtml> {
  try {
    const { html, readingMinutes } = await renderer.render(content, opts);
    return { contentHtml: html, readingMinutes, htmlVersion: MARKDOWN_RENDER_VERSION };
  } catch (error) {
    if (error instanceof MarkdownRejectedError) throw new ApiError(error.status, error.message, { errors: { content: error.message } });
    throw error;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** A stored post that cannot be rendered still shows its words: escaped paragraphs, built in linear time. */
export function plainTextHtml(content: string): PostHtml {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${p.replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch).replace(/\n/g, "<br>")}</p>`);
  const words = content.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return { contentHtml: paragraphs.join("\n"), readingMinutes: Math.max(1, Math.round(words / 225)), htmlVersion: MARKDOWN_RENDER_VERSION };
}

const isOutdated = () => or(isNull(blogPosts.htmlVersion), lt(blogPosts.htmlVersion, MARKDOWN_RENDER_VERSION));

export const hasCurrentHtml = (row: { contentHtml: string | null; htmlVersion: number | null }): boolean =>
  row.contentHtml !== null && row.htmlVersion === MARKDOWN_RENDER_VERSION;

/**
 * Renders and stores one row's HTML; a document the renderer refuses is stored as plain text so it is never
 * tried again on a visitor's request. The write is skipped when a save stored current HTML meanwhile.
 */
export async function storeMissingHtml(
  db: Db,
  renderer: MarkdownRenderer,
  row: { id: number; content: string },
  opts: { siteUrl?: string; logger?: Logger } = {},
): Promise<PostHtml> {
  let html: PostHtml;
  try {
    const rendered = await renderer.render(row.content, { siteUrl: opts.siteUrl });
    html = { contentHtml: rendered.html, readingMinutes: rendered.readingMinutes, htmlVersion: MARKDOWN_RENDER_VERSION };
  } catch (error) {
    if (!(error instanceof MarkdownRejectedError) || error.status === 503) throw error;
    opts.logger?.warn({ postId: row.id, reason: error.message }, "blog post stored as plain text: its Markdown cannot be rendered");
    html = plainTextHtml(row.content);
  }
  await db.update(blogPosts).set(html).where(and(eq(blogPosts.id, row.id), isOutdated()));
  return html;
}

/** At start: every post without current HTML gets it. Several instances may do this at once; the result is the same. */
export async function renderOutdatedPosts(db: Db, renderer: MarkdownRenderer, opts: { siteUrl?: string; logger?: Logger } = {}): Promise<number> {
  const rows = await db.select({ id: blogPosts.id, content: blogPosts.content }).from(blogPosts).where(isOutdated());
  // One at a time: the renderer has one worker, and a queue of hundreds would be refused.
  for (const row of rows) await storeMissingHtml(db, renderer, row, opts);
  return rows.length;
}
