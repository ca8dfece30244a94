import type { NewsletterSubscriber } from "../../common/newsletter/newsletter-schemas.ts";

/**
 * RFC 4180 field; a value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, because the file is meant to be opened in Excel or Sheets.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  const lines = [["email", "source", "subscribed_at"], ...subscribers.map((s) => [s.email, s.source, s.createdAt])];
  return lines.map((cells) => cells.map(csvField).join(",")).join("\r\n") + "\r\n";
}
