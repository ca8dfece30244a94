// Posts per language (issue 39): a translation is made in the editor, published, and shown on the Spanish blog with
// hreflang links reciprocal to its English original; the switcher on a post goes to its translation. No model is
// configured here, so the editor offers no AI translation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now();
const english = { title: `Open House Follow-Up in Katy ${stamp}`, slug: `open-house-follow-up-in-katy-${stamp}` };
const spanish = { title: `Seguimiento después de una casa abierta en Katy ${stamp}`, slug: `seguimiento-despues-de-una-casa-abierta-en-katy-${stamp}` };

const box = (p: Page, name: string) => p.getByRole("textbox", { name, exact: true });

/** Each rel="alternate" hreflang link of a page's server HTML as "hreflang href", sorted. */
const alternatesOf = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang[^>]*>|<link[^>]*hreflang[^>]*rel="alternate"[^>]*>/gi)]
    .map((m) => `${/hrefLang="([^"]+)"/i.exec(m[0])?.[1]} ${/href="([^"]+)"/.exec(m[0])?.[1]}`)
    .sort();
};

describe("a post in Spanish", () => {
  it("is added in the editor as a linked draft, published, and listed on /es/blog only", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    // The English original, published.
    await page.goto("/admin/blog/new");
    await box(page, "Title").fill(english.title);
    await box(page, "Excerpt").fill("What to send after an open house, and when.");
    await box(page, "Content").fill("## The same day\n\nThank every visitor before dinner.");
    await page.waitForURL((u) => /^\/admin\/blog\/\d+$/.test(u.pathname));
    await page.getByRole("switch", { name: "Published" }).click();
    // A new post's first save is "Create Post" (its autosaves kept it a draft until now).
    await page.getByRole("button", { name: /^(Create Post|Save Changes)$/ }).click();
    await expect.poll(() => page.getByText(/^Blog post (created|updated) successfully!$/).first().isVisible()).toBe(true);

    const languages = page.getByTestId("post-languages");
    await expect.poll(() => languages.getByText("Language: English").isVisible()).toBe(true);
    // No model is configured: the AI button is absent, not broken.
    expect(await page.getByRole("button", { name: "Draft translation with AI" }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/blog-languages-editor-1280.png", fullPage: false });

    // Spanish is the first language offered.
    const originalUrl = page.url();
    await languages.getByRole("button", { name: "Add translation" }).click();
    await page.waitForURL((u) => u.href !== originalUrl && /^\/admin\/blog\/\d+$/.test(u.pathname));
    await expect.poll(() => page.getByTestId("post-languages").getByText("Language: Spanish").isVisible()).toBe(true);
    // A copy of the original's words to translate, linked back to it.
    await expect.poll(() => box(page, "Title").inputValue()).toBe(english.title);
    expect(await page.getByTestId("post-languages").getByRole("link", { name: new RegExp(english.title) }).count()).toBe(1);

    await box(page, "Title").fill(spanish.title);
    await box(page, "Excerpt").fill("Qué mandar después de una casa abierta, y cuándo.");
    await box(page, "Content").fill("## El mismo día\n\nAgradézcale a cada visitante antes de la cena.");
    await expect.poll(() => box(page, "Slug").inputValue()).toBe(spanish.slug);
    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Blog post updated successfully!").first().isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/blog-languages-translation-1280.png", fullPage: false });
    await context.close();

    const visitor = await newPage(browser);
    const res = await visitor.page.goto("/es/blog");
    expect(res?.status()).toBe(200);
    expect(await visitor.page.locator("html").getAttribute("lang")).toBe("es");
    await expect.poll(() => visitor.page.getByRole("link", { name: spanish.title }).first().isVisible()).toBe(true);
    expect(await visitor.page.getByRole("link", { name: english.title }).count()).toBe(0);
    expect(await visitor.page.getByText("Artículos relacionados").count()).toBe(0);
    await visitor.page.screenshot({ path: "/tmp/blog-languages-es-blog-1280.png", fullPage: true });
    await visitor.page.goto("/blog");
    await expect.poll(() => visitor.page.getByRole("link", { name: english.title }).first().isVisible()).toBe(true);
    expect(await visitor.page.getByRole("link", { name: spanish.title }).count()).toBe(0);
    await visitor.context.close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.page.goto("/es/blog");
    await expect.poll(() => phone.page.getByRole("link", { name: spanish.title }).first().isVisible()).toBe(true);
    await phone.page.screenshot({ path: "/tmp/blog-languages-es-blog-390.png", fullPage: true });
    await phone.context.close();
  });

  it("and its English original list each other as hreflang alternates, x-default the English one; canonical per language", async () => {
    const { page, context } = await newPage(browser);
    const es = await alternatesOf(page, `/es/blog/${spanish.slug}`);
    const en = await alternatesOf(page, `/blog/${english.slug}`);
    const origin = new URL((es.find((a) => a.startsWith("en ")) ?? "en http://x").slice(3)).origin;
    expect(en).toEqual([`en ${origin}/blog/${english.slug}`, `es ${origin}/es/blog/${spanish.slug}`, `x-default ${origin}/blog/${english.slug}`]);
    expect(es).toEqual(en);
    await page.goto(`/es/blog/${spanish.slug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origin}/es/blog/${spanish.slug}`);
    expect(await page.getByText("Volver al blog").count()).toBe(1);
    await page.screenshot({ path: "/tmp/blog-languages-es-post-1280.png", fullPage: true });
    // The English slug under /es/ leads to the Spanish version.
    const hop = await page.request.get(`/es/blog/${english.slug}`, { maxRedirects: 0 });
    expect([hop.status(), hop.headers()["location"]]).toEqual([302, `/es/blog/${spanish.slug}`]);
    await page.goto(`/es/blog/${english.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/es/blog/${spanish.slug}`);
    await context.close();
  });

  it("the switcher on the English post goes to its Spanish version, and back", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/blog/${english.slug}`);
    await page.waitForLoadState("networkidle");
    const spanishLink = page.locator('header a[data-locale="es"]').first();
    expect(await spanishLink.getAttribute("href")).toBe(`/es/blog/${spanish.slug}`);
    await page.locator('footer a[data-locale="es"], header a[data-locale="es"]').last().evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((u) => u.pathname === `/es/blog/${spanish.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(spanish.title);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.locator('header a[data-locale="en"]').first().getAttribute("href")).toBe(`/blog/${english.slug}`);
    // A language the post is not in: the English post there, with the note (never a mixed page).
    expect(await page.locator('header a[data-locale="vi"]').first().getAttribute("href")).toBe(`/vi/blog/${english.slug}`);
    await context.close();
  });

  it("a language without posts says so in that language and leads to the English blog", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/zh/blog");
    await expect.poll(() => page.getByText("暂无中文文章").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "前往英文博客" }).getAttribute("href")).toBe("/blog");
    await page.goto(`/vi/blog/${english.slug}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("[data-language-fallback]").textContent()).toBeTruthy();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(english.title);
    await context.close();
  });
});
