// <input type="datetime-local"> speaks local wall-clock time without a zone; the API speaks ISO 8601 UTC.
const pad = (n: number) => String(n).padStart(2, "0");

export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "" → null; anything unparsable is passed through so the schema reports it at the field. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === "") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Admin pages render in the browser only, so the viewer's own time zone is the right one. */
export function formatAdminDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : (withTime ? DATE_TIME : DATE).format(d);
}
