// Display helpers for posts. Dates are shown in Houston time so the server and the browser print the same day.
const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "America/Chicago" });
const SHORT_DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "America/Chicago" });

export function formatPostDate(iso: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (style === "long" ? DATE_FORMAT : SHORT_DATE_FORMAT).format(date);
}

/** Minutes to read at ~225 words a minute, at least 1; counts the words of the rendered HTML. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 225));
}
