import type { ReactNode } from "react";

// Highway names (I-10, US-59, SH-288, FM-1960): a browser may break a line at their hyphen, leaving "I-" and "10"
// on two lines. Case-sensitive on purpose, so ordinary hyphenated words still wrap.
const HIGHWAY = /\b((?:I|US|SH|FM|TX|IH)-\d+[A-Z]?)\b/g;

/** The text with every highway name kept on one line; plain text when there is none. */
export function keepTogether(text: string): ReactNode {
  const parts = text.split(HIGHWAY);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
