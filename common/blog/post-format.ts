// Display helpers for posts. Dates are shown in Houston time so the server and the browser print the same day.
import type { PublicPost } from "./blog-schemas.ts";

// Made on first use: a browser's first Intl.DateTimeFormat with a time zone loads the zone data, ~40 ms of one task
// (~90 ms on Lighthouse's mobile CPU) — which is why the public pages get their dates written out by the server.
let longFormat: Intl.DateTimeFormat | undefined;
let shortFormat: Intl.DateTimeFormat | undefined;
const dateFormat = (style: "long" | "short") =>
  style === "long"
    ? (longFormat ??= new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "America/Chicago" }))
    : (shortFormat ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "America/Chicago" }));

export function formatPostDate(iso: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateFormat(style).format(date);
}

/** A published post as the public pages show it: its date already written out, long and short. */
export type ShownPost = PublicPost & { dateLabel: string; shortDateLabel: string };

/** Run in a page's loader (on the server), so the page's script formats no dates while it hydrates. */
export function withDateLabels<T extends PublicPost>(post: T): T & ShownPost {
  return { ...post, dateLabel: formatPostDate(post.publishedAt), shortDateLabel: formatPostDate(post.publishedAt, "short") };
}

/** Minutes to read at ~225 words a minute, at least 1; counts the words of the rendered HTML. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 225));
}
