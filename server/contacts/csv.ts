// RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with an apostrophe
// (OWASP "CSV injection"), since lead fields are typed by anyone on the internet.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  // CRLF line ends and a byte-order mark, so Excel opens accents (Spanish names) correctly.
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
