// Post bodies are Markdown written by staff (or by the AI generator): render with marked, then treat the
// HTML as untrusted and pass it through an allow-list, because Markdown allows raw HTML by design.
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { slugify } from "#common/blog/blog-rules.ts";
import { responsiveImage } from "#common/media/media-images.ts";
import { delimiterBudgetHook } from "./markdown-budget.ts";

/** An inline image spans the post's text column (blog-prose.css: at most 48rem). */
export const INLINE_IMAGE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";

/**
 * Posts store the HTML rendered at save time. Bump this whenever renderMarkdown's output changes (a sanitizer
 * rule above all): stored HTML of an older version is rendered again at the next start.
 */
export const MARKDOWN_RENDER_VERSION = 2; // 2: our uploads get srcset, sizes, width and height (docs/decisions/029)

export type RenderMarkdownOptions = {
  /** The site's own origin (e.g. "https://bayoucity.ai"): absolute links to it are not treated as external. */
  siteUrl?: string;
};

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_SCHEMES = ["http", "https"];
// Content of these is dropped along with the tag (the default would keep e.g. an iframe's fallback text).
const NON_TEXT_TAGS = ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "select"];

type UrlKind = "bad" | "relative" | "same-site" | "external";

function classifyUrl(raw: string, schemes: readonly string[], siteHost: string | null): UrlKind {
  // Browsers ignore whitespace/control characters inside a scheme ("java\tscript:"), so check without them.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const compact = raw.replace(/[\u0000-\u0020\u007f]+/g, "");
  if (compact === "") return "bad";
  if (/^[\\/]{2}/.test(compact)) return "bad"; // protocol-relative (and the "/\host" variant): host unknown
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return "relative";
  if (!schemes.includes(scheme)) return "bad";
  if (scheme !== "http" && scheme !== "https") return "same-site";
  try {
    return new URL(compact).host === siteHost ? "same-site" : "external";
  } catch {
    return "bad";
  }
}

function hostOf(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).host;
  } catch {
    return null;
  }
}

function sanitizeOptions(siteHost: string | null): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li",
      "strong", "em", "del", "s", "code", "pre", "kbd", "sup", "sub", "a", "img",
      "table", "thead", "tbody", "tr", "th", "td", "input",
    ],
    allowedAttributes: {
      h1: ["id"], h2: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"],
      a: ["href", "title", "rel", "target"],
      img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
      ol: ["start"],
      th: [{ name: "align", values: ["left", "center", "right"] }],
      td: [{ name: "align", values: ["left", "center", "right"] }],
      input: ["type", "checked", "disabled"],
    },
    allowedClasses: { code: ["language-*"] },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: IMAGE_SCHEMES },
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    // Renaming a rejected element to a disallowed tag in transformTags leaves a stale rename behind in
    // sanitize-html 2.18 (stray closing tags), so rejected links/images lose their URL there and go here.
    exclusiveFilter: (frame) => {
      if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
      return frame.tag === "img" && !frame.attribs.src;
    },
    transformTags: {
      a: (_tag, attribs) => {
        const href = attribs.href ?? "";
        const kind = classifyUrl(href, LINK_SCHEMES, siteHost);
        if (kind === "bad") return { tagName: "a", attribs: {} }; // unwrapped by exclusiveFilter
        const clean: sanitizeHtml.Attributes = { href };
        if (attribs.title) clean.title = attribs.title;
        if (kind === "external") Object.assign(clean, { rel: "noopener noreferrer", target: "_blank" });
        return { tagName: "a", attribs: clean };
      },
      img: (_tag, attribs) => {
        const src = attribs.src ?? "";
        if (classifyUrl(src, IMAGE_SCHEMES, siteHost) === "bad") return { tagName: "img", attribs: {} };
        // Our uploads say their own size and widths: no layout shift, and the phone fetches the small one.
        const own = responsiveImage(src);
        const sized: sanitizeHtml.Attributes = own ? { srcset: own.srcSet, sizes: INLINE_IMAGE_SIZES, width: String(own.width), height: String(own.height) } : {};
        return { tagName: "img", attribs: { ...attribs, src, ...sized, loading: "lazy", decoding: "async" } };
      },
      // Only GFM task-list boxes are legitimate inputs in a post.
      input: (_tag, attribs) => ({
        tagName: "input",
        attribs: { type: "checkbox", disabled: "", ...("checked" in attribs ? { checked: "" } : {}) },
      }),
    },
  };
}

function createMarked(): Marked {
  const usedIds = new Map<string, number>();
  return new Marked({
    gfm: true,
    async: false,
    // Refuses (MarkdownTooComplexError) before emphasis matching goes quadratic on marks that never close.
    hooks: { emStrongMask: delimiterBudgetHook() },
    renderer: {
      heading({ tokens, depth }: Tokens.Heading): string {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer).replace(/<[^>]*>/g, "");
        const base = slugify(text) || "section";
        const count = usedIds.get(base) ?? 0;
        usedIds.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count}`;
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
}

function markdownToHtml(md: string): string {
  // A fresh instance per call keeps heading-id de-duplication local to one document.
  return createMarked().parse(md, { async: false });
}

export function renderMarkdown(md: string, options: RenderMarkdownOptions = {}): string {
  return sanitizeHtml(markdownToHtml(md), sanitizeOptions(hostOf(options.siteUrl)));
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/** Plain text for meta descriptions and RSS: no markup, whitespace collapsed, cut at a word with "…". */
export function markdownToPlainText(md: string, maxChars = Number.POSITIVE_INFINITY): string {
  // Block ends become spaces so "## Title" and the next paragraph do not run together.
  const html = markdownToHtml(md).replace(/<\/(?:p|h[1-6]|li|td|th|blockquote|pre|tr)>|<br\s*\/?>/gi, "$& ");
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  if (maxChars <= 1) return chars.slice(0, Math.max(0, maxChars)).join("");
  const cut = chars.slice(0, maxChars - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  const head = lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, "")}…`;
}
