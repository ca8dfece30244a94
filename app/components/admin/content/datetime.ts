import { formatDate, formatDateTime } from "#common/lib/format-date.ts";
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

/** "Nov 29, 2026" (with the time: "Nov 29, 2026, 8:30 PM") in Houston time, as every admin page writes dates. */
export function formatAdminDate(iso: string | null | undefined, withTime = false): string {
  return withTime ? formatDateTime(iso) : formatDate(iso);
}
