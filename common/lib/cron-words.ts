// Cron patterns in plain English for the AI Tasks tab. Browser-safe (no croner here): only shapes whose meaning
// is certain are described; anything else falls back to the pattern itself, so a schedule is never described wrongly.

/**
 * The zone the scheduler reads every pattern in (server/jobs/scheduler.ts passes it to croner), so a job runs at
 * the same hour whatever zone the host is set to, and the words below can name it.
 */
export const SCHEDULER_TIME_ZONE = "UTC";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH_NAMES = MONTHS.map((m) => m.slice(0, 3).toLowerCase());
/** Days of each month that exist every year (29 February does not). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** croner's shorthands. */
const NICKNAMES: Record<string, string> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@hourly": "0 * * * *",
};

function number(field: string, min: number, max: number, names: readonly string[] = []): number | null {
  const named = names.indexOf(field.toLowerCase());
  if (named >= 0) return named + min;
  if (!/^\d{1,2}$/.test(field)) return null;
  const value = Number(field);
  return value >= min && value <= max ? value : null;
}

/** A comma list of numbers and ascending ranges (no steps), sorted and without repeats; null otherwise. */
function values(field: string, min: number, max: number, names: readonly string[] = []): number[] | null {
  const out = new Set<number>();
  for (const part of field.split(",")) {
    const [from, to, extra] = part.split("-");
    const a = number(from ?? "", min, max, names);
    const b = to === undefined ? a : number(to, min, max, names);
    if (a === null || b === null || extra !== undefined || b < a) return null;
    for (let v = a; v <= b; v++) out.add(v);
  }
  return [...out].sort((x, y) => x - y);
}

// "*/N" where N divides the cycle evenly, so the gap is N every time ("*/7" minutes leaves 4 minutes from :56 to :00).
function evenStep(field: string, cycle: number): number | null {
  const match = /^\*\/(\d{1,2})$/.exec(field);
  const step = match ? Number(match[1]) : null;
  return step !== null && step > 0 && step < cycle && cycle % step === 0 ? step : null;
}

const joinWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const clock = (hour: number, minute: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;

function weekdays(field: string): string | null {
  // 0 and 7 are both Sunday; listed Monday first, as a week reads.
  const days = values(field, 0, 7, DAY_NAMES);
  if (!days) return null;
  const order = [...new Set(days.map((d) => (d + 6) % 7))].sort((a, b) => a - b);
  if (order.length === 7) return "Every day";
  const name = (i: number) => DAYS[(i + 1) % 7]!;
  const contiguous = order.length >= 3 && order.at(-1)! - order[0]! === order.length - 1;
  if (contiguous) return `${name(order[0]!)} to ${name(order.at(-1)!)}`;
  return `Every ${joinWords(order.map(name))}`;
}

function days(dom: string, month: string, dow: string): string | null {
  if (dom === "*" && month === "*") return dow === "*" ? "Every day" : weekdays(dow);
  if (dow !== "*") return null; // day of month AND day of week: cron runs on either, too easy to misread
  if (month === "*") {
    const dates = values(dom, 1, 28);
    return dates ? `On ${dates.length > 1 ? "days" : "day"} ${joinWords(dates.map(String))} of every month` : null;
  }
  const m = number(month, 1, 12, MONTH_NAMES);
  const d = m === null ? null : number(dom, 1, MONTH_DAYS[m - 1]!);
  return m !== null && d !== null ? `Every year on ${MONTHS[m - 1]} ${d}` : null;
}

/** Words for a 5-field pattern (or 6 with seconds first); null when its meaning is not one of the shapes known here. */
export function describeCron(pattern: string, timeZone: string = SCHEDULER_TIME_ZONE): string | null {
  let fields = (NICKNAMES[pattern.trim().toLowerCase()] ?? pattern).trim().split(/\s+/);
  if (fields.length === 6) {
    const [second, ...rest] = fields;
    const everySecond = rest.every((f) => f === "*");
    if (everySecond && second === "*") return "Every second";
    const step = everySecond ? evenStep(second ?? "", 60) : null;
    if (step !== null) return step === 1 ? "Every second" : `Every ${step} seconds`;
    if (number(second ?? "", 0, 0) === null) return null;
    fields = rest;
  }
  if (fields.length !== 5) return null;
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  const everyDay = dom === "*" && month === "*" && dow === "*";

  if (everyDay && hour === "*") {
    if (minute === "*") return "Every minute";
    const step = evenStep(minute, 60);
    if (step !== null) return step === 1 ? "Every minute" : `Every ${step} minutes`;
  }
  const minutes = values(minute, 0, 59);
  if (!minutes || minutes.length > 6) return null;
  const past = joinWords(minutes.map((m) => `:${String(m).padStart(2, "0")}`));
  if (everyDay && hour === "*") return `Every hour at ${past}`;
  const hourStep = everyDay ? evenStep(hour, 24) : null;
  if (hourStep !== null) return hourStep === 1 ? `Every hour at ${past}` : `Every ${hourStep} hours at ${past}`;

  const hours = minutes.length === 1 ? values(hour, 0, 23) : null;
  const when = days(dom, month, dow);
  if (!hours || !when || hours.length > 6) return null;
  return `${when} at ${joinWords(hours.map((h) => clock(h, minutes[0]!)))} (${timeZone})`;
}

/** What the Tasks tab shows: 'Manual' for a job without a schedule, else words, else the pattern as written. */
export function scheduleInWords(schedule: string | null, timeZone: string = SCHEDULER_TIME_ZONE): string {
  if (schedule === null || schedule.trim() === "") return "Manual";
  return describeCron(schedule, timeZone) ?? schedule;
}
