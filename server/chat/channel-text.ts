// The assistant's reply as a text message (SMS, WhatsApp): plain words, no markdown, links as full addresses, short.

/** Three SMS segments of plain text: long enough for an answer, short enough to read on a phone. */
export const MAX_TEXT_LENGTH = 480;

const BOOK_LINE: Record<string, (url: string) => string> = {
  en: (url) => `Pick a time for a free consultation: ${url}`,
  es: (url) => `Elija un horario para su consulta gratuita: ${url}`,
  vi: (url) => `Chọn giờ cho buổi tư vấn miễn phí: ${url}`,
  zh: (url) => `预约免费咨询时间：${url}`,
};

// The site's own paths the replies quote (the widget links them in place); a text needs the whole address.
const SITE_PATH = /(?<![\w/.:])\/(contact|blog|solutions|book|privacy)((?:\/[\w-]+)?(?:\?[\w=&%-]+)?)/g;

/** Markdown a model may write, as the plain text it stands for. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+|\/[^\s)]*)\)/g, (_m, label: string, url: string) => (label === url ? url : `${label}: ${url}`))
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(?<![\w*])\*(?!\s)([^*\n]+?)\*(?![\w*])/g, "$1")
    .replace(/`([^`\n]+)`/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*[*+]\s+/gm, "- ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Cut after the last sentence or line that fits (never inside a link), keeping the lines as written; a link of the cut part follows on its own line. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const links = (text.match(/https?:\/\/\S+/g) ?? []).map((l) => l.replace(/[.,;:!?)]+$/, ""));
  let cut = 0;
  for (const m of text.matchAll(/[.!?。！？](?=\s|$)|\n/gu)) {
    const end = m.index + (m[0] === "\n" ? 0 : m[0].length);
    if (end > max) break;
    cut = end;
  }
  const out = cut > 0 ? text.slice(0, cut).trimEnd() : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
  const lost = links.find((l) => !out.includes(l));
  return lost ? `${out}\n${lost}` : out;
}

/** Up to the end of the first sentence or line. */
function firstSentence(text: string): string {
  const end = /[.!?。！？](?=\s|$)|\n/u.exec(text);
  return end ? text.slice(0, end.index + (end[0] === "\n" ? 0 : end[0].length)).trim() : text;
}

/**
 * The reply for a text: plain, the site's paths as full URLs from the public address, short, and (when the engine
 * offers booking and booking is on the site) the next open times (`times`, numbered) and the booking page's address
 * in the visitor's language.
 */
export function renderForText(text: string, opts: { baseUrl: string | undefined; language: string; offerBooking: boolean; times?: string; max?: number }): string {
  const base = opts.baseUrl?.replace(/\/+$/, "");
  const max = opts.max ?? MAX_TEXT_LENGTH;
  let out = plain(text);
  if (base) out = out.replace(SITE_PATH, (_m, page: string, rest: string) => `${base}/${page}${rest}`);
  if (!(opts.offerBooking && base)) return shorten(out, max);
  // The booking offer (the numbered times, then the page's link) always fits whole: the answer gives way to it.
  const url = `${base}/book`;
  const link = (BOOK_LINE[opts.language] ?? BOOK_LINE.en!)(url);
  // With the times, the answer's own booking words (another link, "call us") would only compete: its first sentence
  // acknowledges the visitor, the list does the rest.
  if (opts.times) out = firstSentence(out);
  // An answer that already gives the page's address keeps it where it stands (when it survives the cut).
  const linked = out.includes(url);
  const offer = [opts.times, linked ? null : link].filter(Boolean).join("\n");
  if (!offer) return shorten(out, max);
  return `${shorten(out, Math.max(0, max - offer.length - 2))}\n\n${offer}`;
}
