import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage } from "./support/browser.ts";
import { openHydrated } from "./support/site.ts";

// Stylesheets are written into the HTML (app/lib/inline-stylesheet.tsx, docs/decisions/017): no render-blocking
// request, a hydration that leaves them alone, and client-side navigations that still get the CSS they need.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The class names a stylesheet has rules for (Tailwind escapes ":", "/", "[", "." … in selectors with "\\"). */
function classesStyledBy(css: string): Set<string> {
  const names = new Set<string>();
  for (const m of css.matchAll(/\.((?:[\w-]|\\.)+)/g)) names.add(m[1]!.replace(/\\(.)/g, "$1"));
  return names;
}

/** Errors the page reports (a hydration mismatch is reported as an uncaught error or on the console). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

describe("inline stylesheets", () => {
  it("writes the site's CSS and the post's prose CSS into the HTML instead of linking them", async () => {
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`).then((r) => r.text());
    const postPath = /\/blog\/[a-z0-9-]+(?=<)/.exec(sitemap)?.[0] ?? "";
    expect(postPath).not.toBe("");
    for (const path of ["/", "/privacy", postPath, "/no-such-page"]) {
      const html = await fetch(baseUrl() + path).then((r) => r.text());
      // Booleans: a failure would otherwise print the whole page.
      expect(/<link[^>]+rel="stylesheet"/.test(html), path).toBe(false);
      // Public pages carry site.css (their own rules); the admin's app.css is the superset (docs/decisions/017).
      expect(/<style data-precedence="default" data-href="[^"]*\/assets\/site-[\w-]+\.css/.test(html), path).toBe(true);
      expect(/\/assets\/app-[\w-]+\.css/.test(html), path).toBe(false);
      expect(/font-family:\s*"?Inter Fallback/.test(html), path).toBe(true);
    }
    const post = await fetch(baseUrl() + postPath).then((r) => r.text());
    // React writes the styles of one precedence as one element, listing their URLs.
    expect(/<style data-precedence="default" data-href="[^"]*\/assets\/blog-prose-[\w-]+\.css/.test(post)).toBe(true);
    expect(post.includes(".blog-prose{")).toBe(true);
  });

  it("styles every class a public page uses that the admin's full stylesheet styles (site.css misses no folder)", async () => {
    const admin = await fetch(`${baseUrl()}/admin/login`).then((r) => r.text());
    const adminHref = /data-href="([^"]*\/assets\/app-[\w-]+\.css)/.exec(admin)?.[1];
    expect(adminHref).toBeDefined();
    const full = classesStyledBy(await fetch(baseUrl() + adminHref!).then((r) => r.text()));
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`).then((r) => r.text());
    const postPath = /\/blog\/[a-z0-9-]+(?=<)/.exec(sitemap)?.[0] ?? "";
    for (const path of ["/", "/solutions", "/blog", postPath, "/contact", "/privacy", "/no-such-page"]) {
      const html = await fetch(baseUrl() + path).then((r) => r.text());
      const inline = classesStyledBy([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n"));
      const used = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
      const unstyled = [...used].filter((c) => full.has(c) && !inline.has(c));
      expect(unstyled, path).toEqual([]);
      expect(used.size, path).toBeGreaterThan(50);
    }
  });

  it("hydrates without an error and keeps the one inline style", async () => {
    const { page, context } = await newPage(browser);
    const errors = pageErrors(page);
    await openHydrated(page, "/");
    expect(await page.locator("style[data-precedence]").count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator("header").first().evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable", "Inter Fallback"/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the prose stylesheet on a client-side navigation to a page that needs it", async () => {
    const { page, context } = await newPage(browser);
    const errors = pageErrors(page);
    await openHydrated(page, "/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/privacy");
    await expect.poll(() => page.locator('link[rel="stylesheet"][href*="blog-prose"]').count()).toBe(1);
    // .blog-prose sets its own text colour (a mix of foreground and background): not the inherited foreground.
    const colours = () =>
      page.evaluate(() => {
        const prose = document.querySelector(".blog-prose");
        return prose ? [getComputedStyle(prose).color, getComputedStyle(document.body).color] : [];
      });
    await expect.poll(async () => {
      const [prose, body] = await colours();
      return prose !== undefined && prose !== body;
    }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
