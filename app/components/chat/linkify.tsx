import type { ReactNode } from "react";
import { Link } from "react-router";

// Replies are plain text. Links are made into elements here (React escapes everything else), so no
// reply, however it was produced, can inject markup. Only http(s), mailto, tel and our own paths become links.
// A URL ends at the first non-ASCII character: Chinese text written right after a link is not part of it.
const TOKEN =
  /(https?:\/\/[^\s<>"'\u0080-\uffff]+)|((?<![\w/.])\/(?:contact|blog|solutions)(?:\/[\w-]+)?(?:\?[\w=&%-]+)?)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d))/g;
const TRAILING = /[.,;:!?)\]]+$/;
// A long link breaks where it must to fit the bubble, not at every character.
const linkClass = "font-medium underline underline-offset-2 [overflow-wrap:anywhere] hover:no-underline";

function linkFor(kind: "url" | "path" | "email" | "phone", value: string, key: number): ReactNode {
  switch (kind) {
    case "url":
      return (
        <a key={key} href={value} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {value}
        </a>
      );
    case "path":
      return (
        <Link key={key} to={value} className={linkClass}>
          {value}
        </Link>
      );
    case "email":
      return (
        <a key={key} href={`mailto:${value}`} className={linkClass}>
          {value}
        </a>
      );
    case "phone":
      return (
        <a key={key} href={`tel:+${value.replace(/\D/g, "").replace(/^(?!1)/, "1")}`} className={linkClass}>
          {value}
        </a>
      );
  }
}

/** The text as strings and link elements, for rendering inside an element with white-space: pre-line. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, url, path, email] = match;
    const start = match.index;
    // "see https://example.com." ends the sentence, not the URL.
    const trimmed = url || path ? whole.replace(TRAILING, "") : whole;
    if (start > last) parts.push(text.slice(last, start));
    const kind = url ? "url" : path ? "path" : email ? "email" : "phone";
    parts.push(linkFor(kind, trimmed, key++));
    last = start + trimmed.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
