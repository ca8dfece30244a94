// Just enough MIME decoding for tests to read what nodemailer sent: headers (unfolded, RFC 2047
// words decoded), multipart walking, quoted-printable and base64 bodies.

export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string | undefined;
  text: string | undefined;
  html: string | undefined;
  /** A calendar invitation's text (the text/calendar part) and its Content-Type (which carries its method). */
  calendar: { contentType: string; text: string } | undefined;
  /** The attachments' file names. */
  attachments: string[];
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : qpBytes(text.replace(/_/g, " "));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return qpBytes(part.body.replace(/=\n/g, "")).toString("utf8");
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((s) => !s.startsWith("--")).flatMap((s) => leaves(splitPart(s.replace(/^\n/, ""))));
}

function calendarOf(parts: Part[]): ParsedMail["calendar"] {
  const part = parts.find((p) => (p.headers.get("content-type") ?? "").toLowerCase().startsWith("text/calendar"));
  // Its line ends are CRLF when it came base64-encoded, LF when it came as plain lines (splitPart normalises those).
  return part ? { contentType: part.headers.get("content-type")!, text: decodeBody(part) } : undefined;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const parts = leaves(root);
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
    return part ? decodeBody(part).replace(/\n$/, "") : undefined;
  };
  return {
    headers: root.headers,
    subject: root.headers.get("subject") ?? "",
    from: root.headers.get("from") ?? "",
    to: root.headers.get("to") ?? "",
    replyTo: root.headers.get("reply-to"),
    text: find("text/plain"),
    html: find("text/html"),
    calendar: calendarOf(parts),
    attachments: parts.map((p) => /filename="?([^";]+)"?/i.exec(p.headers.get("content-disposition") ?? "")?.[1]).filter((n): n is string => Boolean(n)),
  };
}
