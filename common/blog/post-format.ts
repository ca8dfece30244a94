// Display helpers for posts. Dates are shown in Houston time so the server and the browser print the same day.
import type { PublicPost } from "./blog-schemas.ts";
import { localizedPath } from "../i18n/locales.ts";

/** A post's address: /blog/{slug} in English, /{language}/blog/{slug} in another language. */
export const postPath = (post: Pick<PublicPost, "language" | "slug">): string => localizedPath(post.language, `/blog/${encodeURIComponent(post.slug)}`);

// Made on first use: a browser's first Intl.DateTimeFormat with a time zone loads the zone data, ~40 ms of one task
// (~90 ms on Lighthouse's mobile CPU) — which is why the public pages get their dates written out by the server.
const formats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (style: "long" | "short", locale: string) => {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: style, day: "numeric", year: "numeric", timeZone: "America/Chicago" });
    formats.set(key, format);
  }
  return format;
};

/** `locale` is an Intl locale (common/i18n/locales.ts `intl`). */
export function formatPostDate(iso: string | null | undefined, style: "long" | "short" = "long", locale = "en-US"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(style, locale).format(date);
}

/** A published post as the public pages show it: its date already written out, long and short. */
export type ShownPost = PublicPost & { dateLabel: string; shortDateLabel: string; /** The category's name in the page's language (English: none, the category itself). */ categoryLabel?: string };

/** Names the posts' categories in the page's language (`names`: the dictionary's, null for English). */
export const withCategoryLabels =
  (names: Readonly<Record<string, string>> | null) =>
  <T extends ShownPost>(post: T): T =>
    names && names[post.category] ? { ...post, categoryLabel: names[post.category] } : post;

/** Run in a page's loader (on the server), so the page's script formats no dates while it hydrates. */
export function withDateLabels<T extends PublicPost>(post: T): T & ShownPost {
  return { ...post, dateLabel: formatPostDate(post.publishedAt), shortDateLabel: formatPostDate(post.publishedAt, "short") };
}

/** withDateLabels in another language's dates (an Intl locale, e.g. "es-US"), for `posts.map(...)`. */
export const withDateLabelsIn =
  (locale: string) =>
  <T extends PublicPost>(post: T): T & ShownPost => ({
    ...post,
    dateLabel: formatPostDate(post.publishedAt, "long", locale),
    shortDateLabel: formatPostDate(post.publishedAt, "short", locale),
  });

/** Minutes to read at ~225 words a minute, at least 1; counts the words of the rendered HTML. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 225));
}
