// The one CSV writer of every export (contacts, newsletter subscribers, import errors). The files are
// opened in Excel or Sheets and hold text typed by anyone on the internet, so (OWASP "CSV injection"):
// - every field is quoted, so a comma, quote or line break inside a value never starts a new cell;
// - a formula start (= + - @ tab CR) gets an apostrophe in front wherever a cell may begin: at the start of the
//   value and after any separator inside it (, ; | tab, line breaks, quotes), where a misparsing reader would see a
//   new cell begin, and also after blanks there (`then; @SUM(2)`), since readers trim them before evaluating;
// - CRLF line ends and a UTF-8 byte-order mark, so Excel reads accents (Spanish names) correctly.

const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);
const SEPARATOR = new Set([",", ";", "|", "\t", "\r", "\n", '"']);
// Blanks a reader may trim from a cell's start: spaces of any kind (tab and CR are formula starts above).
const BLANK = /^[\s\u200b\ufeff]$/u;

function neutralise(text: string): string {
  let out = "";
  let cellStart = true;
  for (const ch of text) {
    if (cellStart && FORMULA_START.has(ch)) out += "'";
    out += ch;
    cellStart = SEPARATOR.has(ch) || (cellStart && BLANK.test(ch));
  }
  return out;
}

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutralise(text).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
