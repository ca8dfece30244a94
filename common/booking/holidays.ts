// The days the office is closed for a holiday, by default: the US federal holidays a Houston office keeps, Texas'
// Emancipation Day (Juneteenth, also federal), the day after Thanksgiving and Christmas Eve. A fixed-date holiday
// on a Saturday is kept on the Friday before, on a Sunday on the Monday after, as US offices do. Staff add their
// own days off beside these (Settings → Booking).

export interface Holiday {
  /** "2026-12-25" */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The n-th (1-based) given weekday of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(year, month, 1);
    return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(year, month, lastDate);
  return iso(year, month, lastDate - ((last - day + 7) % 7));
}

/** A fixed-date holiday as kept: Saturday → the Friday before, Sunday → the Monday after. */
function observed(year: number, month: number, day: number): string {
  const at = new Date(Date.UTC(year, month - 1, day));
  const shift = at.getUTCDay() === 6 ? -1 : at.getUTCDay() === 0 ? 1 : 0;
  at.setUTCDate(at.getUTCDate() + shift);
  return at.toISOString().slice(0, 10);
}

/** The default holidays of one year, in date order. */
export function houstonHolidays(year: number): Holiday[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const dayAfter = new Date(`${thanksgiving}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const christmasEve = weekday(year, 12, 24);
  const list: Holiday[] = [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: "Martin Luther King Jr. Day" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    { date: observed(year, 6, 19), name: "Juneteenth (Emancipation Day)" },
    { date: observed(year, 7, 4), name: "Independence Day" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: thanksgiving, name: "Thanksgiving Day" },
    { date: dayAfter.toISOString().slice(0, 10), name: "Day after Thanksgiving" },
    // Christmas Eve is kept on a weekday only (on a weekend the office is closed anyway).
    ...(christmasEve >= 1 && christmasEve <= 5 && observed(year, 12, 25) !== iso(year, 12, 24) ? [{ date: iso(year, 12, 24), name: "Christmas Eve" }] : []),
    { date: observed(year, 12, 25), name: "Christmas Day" },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** Every default holiday date from `fromYear` to `toYear`, as a set of "YYYY-MM-DD". */
export function holidayDates(fromYear: number, toYear: number): Set<string> {
  const dates = new Set<string>();
  for (let y = fromYear; y <= toYear; y++) for (const h of houstonHolidays(y)) dates.add(h.date);
  // New Year's Day on a Saturday is kept on the Friday before, in the year before.
  for (const h of houstonHolidays(toYear + 1)) if (h.date.startsWith(String(toYear))) dates.add(h.date);
  return dates;
}
