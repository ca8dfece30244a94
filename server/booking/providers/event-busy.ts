import type { Interval } from "../slot-engine.ts";
import { fromWallClock, toWallClock } from "#common/lib/zoned-time.ts";
import { parseDuration, parseUtc, unfold } from "./icalendar.ts";

// Busy times read from calendar objects, for CalDAV servers without free-busy-query (docs/decisions/045): what a
// calendar-query REPORT answers. An event takes time unless it is TRANSP:TRANSPARENT ("show me as free") or
// STATUS:CANCELLED; all-day and floating times are on the host's clock. Recurring events come expanded when the
// server honours <C:expand>; when it sends the master instead, its DAILY and WEEKLY rules (INTERVAL, BYDAY, COUNT,
// UNTIL, EXDATE, moved or cancelled instances) are expanded here on its own zone's clock, so 9:00 stays 9:00 across
// a clock change; other frequencies count their first instance only.

const DAY = 86_400_000;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
/** At most this many days walked per recurring event (a weekly meeting since 1990 still ends). */
const MAX_DAYS = 40_000;

/** A property's value with its parameters, as read from one content line. */
interface IcsValue {
  value: string;
  params: Map<string, string>;
}

function properties(lines: readonly string[], name: string): IcsValue[] {
  const found: IcsValue[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const [key, ...rest] = line.slice(0, colon).split(";");
    if (key?.toUpperCase() !== name) continue;
    const params = new Map(rest.map((p) => [p.split("=")[0]!.toUpperCase(), p.slice(p.indexOf("=") + 1).replace(/^"|"$/g, "")]));
    found.push({ value: line.slice(colon + 1).trim(), params });
  }
  return found;
}
const property = (lines: readonly string[], name: string): IcsValue | null => properties(lines, name)[0] ?? null;

const isDate = (t: IcsValue) => t.params.get("VALUE")?.toUpperCase() === "DATE" || /^\d{8}$/.test(t.value);
const isoDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

/** A zone Intl knows, else the fallback (a Windows name or a custom VTIMEZONE reads as the host's clock). */
function knownZone(zone: string | undefined, fallback: string): string {
  if (!zone) return fallback;
  const name = zone.replace(/^\/.*?\/(?=[A-Za-z]+\/)/, ""); // "/mozilla.org/20050126_1/America/New_York"
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name;
  } catch {
    return fallback;
  }
}

/** The zone a DATE or DATE-TIME is on: UTC (…Z), its TZID, or the host's (floating, all-day). */
const zoneOf = (t: IcsValue, zone: string) => (/Z$/.test(t.value) ? "UTC" : isDate(t) ? zone : knownZone(t.params.get("TZID"), zone));

/** One value (DTSTART, DTEND, EXDATE's, RECURRENCE-ID, UNTIL) to epoch ms. */
function instant(value: string, t: IcsValue, zone: string): number | null {
  if (/^\d{8}$/.test(value)) return Date.parse(fromWallClock({ date: isoDate(value), time: "00:00" }, zone)) || null;
  const utc = parseUtc(value);
  if (utc !== null) return utc;
  const m = /^(\d{8})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const at = Date.parse(fromWallClock({ date: isoDate(m[1]!), time: `${m[2]}:${m[3]}` }, zoneOf(t, zone)));
  return Number.isNaN(at) ? null : at + Number(m[4]) * 1000;
}
const instantOf = (t: IcsValue | null, zone: string) => (t ? instant(t.value, t, zone) : null);

interface EventTimes {
  uid: string;
  start: number;
  end: number;
  /** Takes no time (transparent or cancelled); still read, since a cancelled instance removes its master's. */
  free: boolean;
  recurrenceId: number | null;
  rrule: string | null;
  exdates: number[];
  dtstart: IcsValue;
}

/** The event's own lines (not those of a VALARM inside it), read. */
function readEvent(all: readonly string[], zone: string): EventTimes | null {
  const lines: string[] = [];
  let depth = 0;
  for (const line of all) {
    if (/^BEGIN:/i.test(line)) depth++;
    else if (/^END:/i.test(line)) depth = Math.max(0, depth - 1);
    else if (depth === 0) lines.push(line);
  }
  const dtstart = property(lines, "DTSTART");
  const start = instantOf(dtstart, zone);
  if (!dtstart || start === null) return null;
  const dtend = property(lines, "DTEND");
  const duration = parseDuration(property(lines, "DURATION")?.value ?? "");
  let end: number | null = null;
  if (dtend) end = instantOf(dtend, zone);
  else if (duration !== null) end = start + duration;
  // RFC 5545 3.6.1: a DATE start alone lasts the day; a DATE-TIME start alone is an instant (it holds no time).
  else if (isDate(dtstart)) end = start + DAY;
  if (end === null || end <= start) return null;
  return {
    uid: property(lines, "UID")?.value ?? "",
    start,
    end,
    free: property(lines, "TRANSP")?.value.toUpperCase() === "TRANSPARENT" || property(lines, "STATUS")?.value.toUpperCase() === "CANCELLED",
    recurrenceId: instantOf(property(lines, "RECURRENCE-ID"), zone),
    rrule: property(lines, "RRULE")?.value ?? null,
    exdates: properties(lines, "EXDATE").flatMap((t) => t.value.split(",").map((v) => instant(v.trim(), t, zone) ?? NaN)),
    dtstart,
  };
}

/**
 * The starts of a recurring event's instances before `until`, walked day by day on its zone's clock; without a
 * COUNT the walk starts a whole period before `from` (every instance before it is of no interest).
 */
function starts(event: EventTimes, from: number, until: number, zone: string): number[] {
  const rule = new Map(event.rrule!.split(";").map((part) => [part.split("=")[0]!.toUpperCase(), part.slice(part.indexOf("=") + 1).toUpperCase()]));
  const freq = rule.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY") return [event.start];
  const clock = zoneOf(event.dtstart, zone);
  const interval = Math.max(1, Number(rule.get("INTERVAL") ?? 1) || 1);
  const count = rule.has("COUNT") ? Number(rule.get("COUNT")) : Number.POSITIVE_INFINITY;
  const untilValue = rule.get("UNTIL");
  // A DATE UNTIL includes its whole day.
  const last = untilValue ? (instant(untilValue, { value: untilValue, params: new Map() }, clock) ?? Number.POSITIVE_INFINITY) + (/^\d{8}$/.test(untilValue) ? DAY - 1 : 0) : Number.POSITIVE_INFINITY;
  const wall = toWallClock(event.start, clock)!;
  const first = Date.parse(`${wall.date}T00:00:00Z`);
  const byDay = rule.get("BYDAY")?.split(",").map((d) => WEEKDAYS.indexOf(d.slice(-2))).filter((d) => d >= 0);
  const weekdays = byDay && byDay.length > 0 ? byDay : freq === "WEEKLY" ? [new Date(first).getUTCDay()] : null;
  const monday = (day: number) => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
  const period = (freq === "DAILY" ? 1 : 7) * interval * DAY;
  const skip = count === Number.POSITIVE_INFINITY ? Math.max(0, Math.floor((from - first) / period) - 1) * period : 0;
  const found: number[] = [];
  for (let day = first + skip, walked = 0; walked < MAX_DAYS && found.length < count; day += DAY, walked++) {
    const step = freq === "DAILY" ? Math.round((day - first) / DAY) : Math.round((monday(day) - monday(first)) / (7 * DAY));
    if (step % interval !== 0 || (weekdays && !weekdays.includes(new Date(day).getUTCDay()))) continue;
    const at = Date.parse(fromWallClock({ date: new Date(day).toISOString().slice(0, 10), time: wall.time }, clock));
    if (at < event.start) continue;
    if (at > last || at >= until) break;
    found.push(at);
  }
  return found;
}

/** The busy times of calendar objects within [from, until): see the file's comment. */
export function busyFromEvents(calendars: readonly string[], from: number, until: number, zone: string): Interval[] {
  const busy: Interval[] = [];
  for (const text of calendars) {
    const events: EventTimes[] = [];
    let lines: string[] | null = null;
    for (const line of unfold(text)) {
      if (/^BEGIN:VEVENT$/i.test(line)) lines = [];
      else if (/^END:VEVENT$/i.test(line) && lines) {
        const event = readEvent(lines, zone);
        if (event) events.push(event);
        lines = null;
      } else lines?.push(line);
    }
    // Instances moved or cancelled on their own (RECURRENCE-ID) replace their master's.
    const replaced = new Set(events.filter((e) => e.recurrenceId !== null).map((e) => `${e.uid} ${e.recurrenceId}`));
    for (const event of events) {
      if (event.free) continue;
      const length = event.end - event.start;
      const all = event.rrule && event.recurrenceId === null ? starts(event, from, until, zone).filter((s) => !event.exdates.includes(s) && !replaced.has(`${event.uid} ${s}`)) : [event.start];
      for (const start of all) if (start < until && start + length > from) busy.push({ start, end: start + length });
    }
  }
  return busy.sort((a, b) => a.start - b.start);
}
