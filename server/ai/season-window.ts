import type { AnnualWindow } from "./topic-types.ts";

// Date arithmetic on Houston calendar days. Days are counted as UTC day numbers of the local
// (America/Chicago) date, so results do not depend on the server's time zone or the hour of `now`.

const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const houstonDate = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric", month: "numeric", day: "numeric" });

export type LocalDay = { year: number; day: number };

/** The Houston calendar date of an instant, as a day number, with its year. */
export function houstonDay(now: Date): LocalDay {
  const parts = Object.fromEntries(houstonDate.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  return { year, day: Date.UTC(year, Number(parts.month) - 1, Number(parts.day)) / DAY_MS };
}

function dayOf(year: number, monthDay: string): number {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** "Jun 1" for "06-01". */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${day}`;
}

export type SeasonPhase =
  | { phase: "peak" | "active"; year: number; daysLeft: number; afterPeak: boolean; window: AnnualWindow }
  | { phase: "upcoming"; year: number; daysUntil: number; window: AnnualWindow }
  | { phase: "off" };

type Occurrence = { year: number; start: number; end: number; peakStart: number | null; peakEnd: number | null; window: AnnualWindow };

function occurrences(window: AnnualWindow, year: number): Occurrence[] {
  return [year - 1, year, year + 1].map((y) => {
    const start = dayOf(y, window.from);
    const end = window.to >= window.from ? dayOf(y, window.to) : dayOf(y + 1, window.to);
    let peakStart: number | null = null;
    let peakEnd: number | null = null;
    if (window.peak) {
      peakStart = dayOf(window.peak.from >= window.from ? y : y + 1, window.peak.from);
      peakEnd = dayOf(window.peak.to >= window.from ? y : y + 1, window.peak.to);
    }
    return { year: y, start, end, peakStart, peakEnd, window };
  });
}

/** Where `today` falls for a set of yearly windows: in one (peak or not), before the nearest, or neither. */
export function seasonPhase(windows: readonly AnnualWindow[], today: LocalDay): SeasonPhase {
  let upcoming: Occurrence | null = null;
  for (const window of windows) {
    for (const o of occurrences(window, today.year)) {
      if (o.start <= today.day && today.day <= o.end) {
        const inPeak = o.peakStart !== null && o.peakEnd !== null && o.peakStart <= today.day && today.day <= o.peakEnd;
        const afterPeak = o.peakEnd !== null && today.day > o.peakEnd;
        return { phase: inPeak ? "peak" : "active", year: o.year, daysLeft: o.end - today.day, afterPeak, window };
      }
      if (o.start > today.day && (!upcoming || o.start < upcoming.start)) upcoming = o;
    }
  }
  return upcoming ? { phase: "upcoming", year: upcoming.year, daysUntil: upcoming.start - today.day, window: upcoming.window } : { phase: "off" };
}
