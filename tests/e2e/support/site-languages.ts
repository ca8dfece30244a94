import type { Page } from "playwright-core";

// What the site-languages tests share: a dictionary's texts, the page's translated text and its hreflang links.

/** Every text of a dictionary, by key ("a.b.0.c"). */
export function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

/**
 * The English texts a translated page must not show: every text of each [English, translation] pair whose
 * translation differs, cut at its placeholders ("Why {siteName}" → "Why "), keeping pieces long enough to mean something.
 */
export function englishLeftovers(pairs: readonly [unknown, unknown][]): string[] {
  return pairs.flatMap(([english, translation]) => {
    const translated = new Map(leaves(translation));
    return leaves(english)
      .filter(([key, text]) => translated.get(key) !== text)
      .flatMap(([, text]) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 6);
  });
}

/**
 * The text of the translated areas: header, the page, footer (laid out or not: the text nodes), without what staff
 * wrote in the admin (posts, testimonials, announcements: shown as stored).
 */
export const chromeAndPage = (page: Page) =>
  page.evaluate(() =>
    ["header", "main", "footer"]
      .map((s) => {
        const el = document.querySelector(s)?.cloneNode(true) as HTMLElement | undefined;
        if (!el) return "";
        el.querySelectorAll("[data-post-card], [data-testimonial], [data-announcement-id]").forEach((c) => c.remove());
        // Text node by text node, so neighbouring elements' words never run together.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
        return parts.join("\n");
      })
      .join("\n"),
  );

/** `phrase` as whole words of `text` ("Contact" is not in "Contacto"). */
export const hasPhrase = (text: string, phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);

/** The page's hreflang links as "hreflang href", sorted. */
export const alternatesOf = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)]
    .map((m) => `${/hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(m[0])?.slice(1).find(Boolean)} ${/href="([^"]+)"/.exec(m[0])?.[1]}`)
    .sort();
};
