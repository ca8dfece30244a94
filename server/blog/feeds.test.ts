import { describe, expect, it } from "vitest";
import { buildRssFeed, buildSitemap, escapeXml, type FeedPost } from "./feeds.ts";

// A deliberately strict XML well-formedness parser (no DTD, comments or CDATA: our output never has them).
type XmlNode = { name: string; attrs: Record<string, string>; children: (XmlNode | string)[] };
const NAME = "[A-Za-z_][\\w.:-]*";
const REF = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;

function decode(raw: string): string {
  if (raw.includes("<") || raw.replace(REF, "").includes("&")) throw new Error(`unescaped markup in ${JSON.stringify(raw)}`);
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return raw.replace(REF, (ref) => {
    const body = ref.slice(1, -1);
    if (body.startsWith("#x")) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return named[body] ?? ref;
  });
}

function parseXml(xml: string): XmlNode {
  let rest = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>/, "");
  const root: XmlNode = { name: "#document", attrs: {}, children: [] };
  const stack: XmlNode[] = [root];
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`);
  while (rest.length > 0) {
    const lt = rest.indexOf("<");
    const text = lt === -1 ? rest : rest.slice(0, lt);
    const parent = stack[stack.length - 1]!;
    if (text.length > 0) {
      if (parent === root && text.trim() !== "") throw new Error("text outside the root element");
      parent.children.push(decode(text));
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    const m = tag.exec(rest);
    if (!m) throw new Error(`malformed tag at ${JSON.stringify(rest.slice(0, 40))}`);
    const [whole, closing, name, attrText, selfClosing] = m as unknown as [string, string, string, string, string];
    rest = rest.slice(whole.length);
    if (closing) {
      if (attrText || selfClosing || stack.length < 2 || stack.pop()!.name !== name) throw new Error(`bad close </${name}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, "g"))) {
      if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
      attrs[a[1]!] = decode(a[2]!);
    }
    const node: XmlNode = { name, attrs, children: [] };
    if (parent === root && root.children.some((c) => typeof c !== "string")) throw new Error("two root elements");
    stack[stack.length - 1]!.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  const top = root.children.find((c): c is XmlNode => typeof c !== "string");
  if (!top) throw new Error("no root element");
  return top;
}

const kids = (node: XmlNode, name: string) => node.children.filter((c): c is XmlNode => typeof c !== "string" && c.name === name);
const kid = (node: XmlNode, name: string) => {
  const found = kids(node, name);
  if (found.length !== 1) throw new Error(`expected one <${name}>, found ${found.length}`);
  return found[0]!;
};
const text = (node: XmlNode) => node.children.filter((c) => typeof c === "string").join("");

describe("the test's XML checker", () => {
  it.each(["<a>&</a>", "<a>x < y</a>", "<a><b></a></b>", '<a x="1" x="2"/>', "<a>", "<a/><b/>", "<a x=1/>", "<a>&nbsp;</a>"])(
    "rejects %j",
    (xml) => expect(() => parseXml(xml)).toThrow(),
  );
});

const posts: FeedPost[] = [
  {
    title: 'Tom & Jerry\'s <Guide> to "MLS"',
    slug: "older-post",
    excerpt: "Beltway 8 < I-10 & 610 > nothing\u0001",
    category: "Real Estate",
    author: "Bayou City AI",
    publishedAt: "2026-02-10T15:00:00.000Z",
  },
  { title: "Newest", slug: "newest-post", excerpt: "Fresh", category: "News", publishedAt: new Date("2026-07-14T14:30:00Z") },
];

describe("buildRssFeed", () => {
  const xml = buildRssFeed({ siteName: "The AI Advantage Weekly", siteUrl: "https://bayoucity.example/", description: "AI & real estate", posts });
  const rss = parseXml(xml);
  const channel = kid(rss, "channel");

  it("is well-formed RSS 2.0 with an atom self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss')).toBe(true);
    expect(rss.name).toBe("rss");
    expect(rss.attrs).toMatchObject({ version: "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom" });
    expect(text(kid(channel, "title"))).toBe("The AI Advantage Weekly");
    expect(text(kid(channel, "link"))).toBe("https://bayoucity.example/blog");
    expect(text(kid(channel, "description"))).toBe("AI & real estate");
    expect(kid(channel, "atom:link").attrs).toEqual({
      href: "https://bayoucity.example/blog/rss.xml",
      rel: "self",
      type: "application/rss+xml",
    });
    expect(text(kid(channel, "lastBuildDate"))).toBe("Tue, 14 Jul 2026 14:30:00 GMT");
  });

  it("lists items newest first with escaped, round-tripping fields", () => {
    const items = kids(channel, "item");
    expect(items.map((item) => text(kid(item, "title")))).toEqual(["Newest", 'Tom & Jerry\'s <Guide> to "MLS"']);
    const older = items[1]!;
    expect(text(kid(older, "link"))).toBe("https://bayoucity.example/blog/older-post");
    expect(kid(older, "guid").attrs).toEqual({ isPermaLink: "true" });
    expect(text(kid(older, "guid"))).toBe("https://bayoucity.example/blog/older-post");
    expect(text(kid(older, "pubDate"))).toBe("Tue, 10 Feb 2026 15:00:00 GMT");
    expect(text(kid(older, "description"))).toBe("Beltway 8 < I-10 & 610 > nothing");
    expect(text(kid(older, "category"))).toBe("Real Estate");
    expect(text(kid(older, "dc:creator"))).toBe("Bayou City AI");
    expect(kids(items[0]!, "dc:creator")).toHaveLength(0);
    expect(text(kid(items[0]!, "pubDate"))).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it("is valid with no posts", () => {
    const empty = parseXml(buildRssFeed({ siteName: "S", siteUrl: "http://localhost:3000", description: "D", posts: [] }));
    expect(kids(kid(empty, "channel"), "item")).toHaveLength(0);
  });
});

describe("buildSitemap", () => {
  const xml = buildSitemap({
    siteUrl: "https://bayoucity.example",
    pages: [
      { path: "/", changefreq: "weekly", priority: 1 },
      { path: "blog/a-&-b?x=1&y='2'", lastmod: "2026-03-17T15:00:00Z", priority: 0.64 },
      { path: "/contact", priority: 7 },
    ],
  });
  const urlset = parseXml(xml);

  it("is a well-formed sitemaps.org urlset with absolute, escaped locations", () => {
    expect(urlset.name).toBe("urlset");
    expect(urlset.attrs).toEqual({ xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" });
    const urls = kids(urlset, "url");
    expect(urls.map((u) => text(kid(u, "loc")))).toEqual([
      "https://bayoucity.example/",
      "https://bayoucity.example/blog/a-&-b?x=1&y='2'",
      "https://bayoucity.example/contact",
    ]);
    expect(xml).toContain("<loc>https://bayoucity.example/blog/a-&amp;-b?x=1&amp;y=&apos;2&apos;</loc>");
  });

  it("writes optional fields only when given, with clamped one-decimal priorities", () => {
    const [home, post, contact] = kids(urlset, "url") as [XmlNode, XmlNode, XmlNode];
    expect(text(kid(home, "changefreq"))).toBe("weekly");
    expect(text(kid(home, "priority"))).toBe("1.0");
    expect(kids(home, "lastmod")).toHaveLength(0);
    expect(text(kid(post, "lastmod"))).toBe("2026-03-17T15:00:00.000Z");
    expect(text(kid(post, "priority"))).toBe("0.6");
    expect(text(kid(contact, "priority"))).toBe("1.0");
  });
});

describe("escapeXml", () => {
  it("escapes the five special characters and removes characters XML forbids", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0000\u000b\t\n`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;\t\n");
  });
});
