import { formatDateTime } from "#common/lib/format-date.ts";

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday"; older than a week as a date. Admin pages render in the browser only. */
export function formatRelativeTime(iso: string | null, now: number = Date.now()): string {
  if (!iso) return "never";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "never";
  const diff = time - now;
  if (Math.abs(diff) < 45_000) return "just now";
  if (Math.abs(diff) > 7 * 86_400_000) return formatDateTime(time);
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(Math.round(diff / 1000), "second");
}

export function formatAbsoluteTime(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : formatDateTime(time);
}
