import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CoverImage } from "./cover-image.tsx";

const render = (props: Parameters<typeof CoverImage>[0]) => renderToString(createElement(CoverImage, props));
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? "";

describe("CoverImage", () => {
  it("a hero cover is fetched first everywhere", () => {
    const html = render({ src: "/images/blog/a.svg", alt: "A", priority: true });
    expect(tag(html, "img")).toContain('loading="eager"');
    expect(tag(html, "img")).toContain('fetchPriority="high"');
  });

  it("a cover above the fold only on wide screens is preloaded there and lazy elsewhere", () => {
    const html = render({ src: "/images/blog/a.svg", alt: "", priorityMedia: "(min-width: 1024px)" });
    const link = tag(html, "link");
    expect(link).toContain('rel="preload"');
    expect(link).toContain('href="/images/blog/a.svg"');
    expect(link).toContain('media="(min-width: 1024px)"');
    expect(link).toContain('fetchPriority="high"');
    const img = tag(html, "img");
    expect(img).toContain('loading="lazy"');
    expect(img).not.toContain("fetchPriority");
  });

  it("an ordinary cover is lazy and preloads nothing", () => {
    const html = render({ src: "/images/blog/a.svg", alt: "" });
    expect(tag(html, "link")).toBe("");
    expect(tag(html, "img")).toContain('loading="lazy"');
  });
});
