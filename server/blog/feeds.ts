// RSS 2.0 feed and XML sitemap as plain strings: the formats are tiny and fixed, so templates plus strict
// escaping are clearer than an XML builder dependency.

export type FeedPost = {
  title: string;
  slug: string;
  /** The post's language: its link is /{language}/blog/{slug} outside English. */
  language?: string;
  excerpt: string;
  category?: string | null;
  author?: string | null;
  publishedAt: Date | string;
  /** The post's stored HTML: sent as content:encoded so readers show the whole post. */
  contentHtml?: string;
};

export type RssFeedInput = {
  siteName: string;
  /** Absolute origin, e.g. "https://bayoucity.example" (a trailing slash is ignored). */
  siteUrl: string;
  description: string;
  posts: readonly FeedPost[];
  /** Path the feed is served from; used for atom:link rel="self". */
  feedPath?: string;
  /** The blog list the channel links to. */
  blogPath?: string;
  language?: string;
};

export type ChangeFreq = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type SitemapPage = {
  path: string;
  lastmod?: Date | string | null;
  changefreq?: ChangeFreq;
  priority?: number;
  /** The same page in other languages (hreflang → path), this one included, plus x-default (docs/decisions/048). */
  alternates?: readonly { hreflang: string; path: string }[];
};

// XML 1.0 forbids most control characters even when escaped; a stray one would make the whole feed invalid.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(value: string): string {
  return value.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "");
}

function absolute(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin(siteUrl)}${path.startsWith("/") ? path : `/${path}`}`;
}

function toDate(value: Date | string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function postUrl(siteUrl: string, slug: string, language = "en"): string {
  return `${origin(siteUrl)}${language === "en" ? "" : `/${language}`}/blog/${encodeURIComponent(slug)}`;
}

function rssItem(siteUrl: string, post: FeedPost): string {
  const link = escapeXml(postUrl(siteUrl, post.slug, post.language));
  const date = toDate(post.publishedAt);
  const lines = [
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    // toUTCString() is the RFC 822 form ("Tue, 10 Feb 2026 15:00:00 GMT") that RSS 2.0 requires.
    date ? `      <pubDate>${date.toUTCString()}</pubDate>` : null,
    `      <description>${escapeXml(post.excerpt)}</description>`,
    // Escaped rather than CDATA: a "]]>" inside the HTML cannot end the element early.
    post.contentHtml ? `      <content:encoded>${escapeXml(post.contentHtml)}</content:encoded>` : null,
    post.category ? `      <category>${escapeXml(post.category)}</category>` : null,
    post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : null,
  ];
  return `    <item>\n${lines.filter((line) => line !== null).join("\n")}\n    </item>`;
}

/** RSS 2.0 with atom:link self; items newest first. */
export function buildRssFeed(input: RssFeedInput): string {
  const { siteName, siteUrl, description, feedPath = "/blog/rss.xml", blogPath = "/blog", language = "en-us" } = input;
  const posts = [...input.posts].sort(
    (a, b) => (toDate(b.publishedAt)?.getTime() ?? 0) - (toDate(a.publishedAt)?.getTime() ?? 0),
  );
  const newest = posts[0] ? toDate(posts[0].publishedAt) : null;
  const channel = [
    `    <title>${escapeXml(siteName)}</title>`,
    `    <link>${escapeXml(absolute(siteUrl, blogPath))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(language)}</language>`,
    `    <atom:link href="${escapeXml(absolute(siteUrl, feedPath))}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : null,
    ...posts.map((post) => rssItem(siteUrl, post)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    ...channel.filter((line) => line !== null),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

function sitemapUrl(siteUrl: string, page: SitemapPage): string {
  const lastmod = page.lastmod ? toDate(page.lastmod) : null;
  const priority = page.priority === undefined ? null : Math.min(1, Math.max(0, page.priority));
  const lines = [
    `    <loc>${escapeXml(absolute(siteUrl, page.path))}</loc>`,
    lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>` : null,
    page.changefreq ? `    <changefreq>${page.changefreq}</changefreq>` : null,
    priority === null || Number.isNaN(priority) ? null : `    <priority>${priority.toFixed(1)}</priority>`,
    ...(page.alternates ?? []).map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(absolute(siteUrl, a.path))}"/>`,
    ),
  ];
  return `  <url>\n${lines.filter((line) => line !== null).join("\n")}\n  </url>`;
}

/** sitemaps.org 0.9 urlset; paths are made absolute against siteUrl. */
export function buildSitemap(input: { siteUrl: string; pages: readonly SitemapPage[] }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // The xhtml namespace only when a page has language versions (Google's sitemap hreflang format).
    input.pages.some((p) => p.alternates?.length)
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...input.pages.map((page) => sitemapUrl(input.siteUrl, page)),
    "</urlset>",
    "",
  ].join("\n");
}
