// The few WebDAV answer elements the CalDAV provider reads (a 207 multistatus from PROPFIND), without an XML
// library: none is among the dependencies and these elements are simple. Namespace prefixes vary by server
// (d:, D:, none), so elements are matched by local name; CDATA and the five predefined entities are decoded.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => data.replace(/&/g, "&amp;").replace(/</g, "&lt;"))
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
      e[0] === "#" ? String.fromCodePoint(e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : (ENTITIES[e.toLowerCase()] ?? ""),
    );
}

/** The inner XML of every element with this local name (any prefix); an empty element gives "". */
export function elements(xml: string, localName: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`<((?:[\\w.-]+:)?${localName})(?:\\s[^>]*)?(/>|>([\\s\\S]*?)</\\1\\s*>)`, "g");
  for (const match of xml.matchAll(pattern)) found.push(match[2] === "/>" ? "" : (match[3] ?? ""));
  return found;
}

/** Whether an element with this local name occurs (empty or not). */
export function hasElement(xml: string, localName: string): boolean {
  return new RegExp(`<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?/?>`).test(xml);
}

/** One `response` of a multistatus: its href, the status of its found properties, and their XML. */
export interface DavResponse {
  href: string;
  ok: boolean;
  prop: string;
}

export function parseMultistatus(xml: string): DavResponse[] {
  return elements(xml, "response").map((response) => {
    const found = elements(response, "propstat").find((p) => /\s2\d\d\s/.test(elements(p, "status")[0] ?? ""));
    return { href: decodeXmlText(elements(response, "href")[0] ?? "").trim(), ok: found !== undefined, prop: found ? (elements(found, "prop")[0] ?? "") : "" };
  });
}
