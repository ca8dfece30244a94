// Posts per language (issue 39): a translation is made in the editor, published, and shown on the Spanish blog with
// hreflang links reciprocal to its English original; the switcher on a post goes to its translation. No model is
// configured here, so the editor offers no AI translation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn, shot } from "./support/browser.ts";
import { chromeAndPage, hasPhrase } from "./support/site-languages.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";
import { formatPostDate } from "#common/blog/post-format.ts";
import { LOCALES } from "#common/i18n/locales.ts";

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
    await shot(page, { path: "/tmp/blog-languages-editor-1280.png", fullPage: false });

    // Spanish is the first language offered.
    const originalUrl = page.url();
    await languages.getByRole("button", { name: "Add translation" }).click();
    await page.waitForURL((u) => u.href !== originalUrl && /^\/admin\/blog\/\d+$/.test(u.pathname));
    await expect.poll(() => page.getByTestId("post-languages").getByText("Language: Spanish").isVisible()).toBe(true);
    // A copy of the original's words to translate, linked back to it.
    await expect.poll(() => box(page, "Title").inputValue()).toBe(english.title);
    // The link to the original comes with the translation group's own query, which may land after the post's.
    await expect.poll(() => page.getByTestId("post-languages").getByRole("link", { name: new RegExp(english.title) }).count()).toBe(1);

    await box(page, "Title").fill(spanish.title);
    await box(page, "Excerpt").fill("Qué mandar después de una casa abierta, y cuándo.");
    await box(page, "Content").fill("## El mismo día\n\nAgradézcale a cada visitante antes de la cena.");
    await expect.poll(() => box(page, "Slug").inputValue()).toBe(spanish.slug);
    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Blog post updated successfully!").first().isVisible()).toBe(true);
    await shot(page, { path: "/tmp/blog-languages-translation-1280.png", fullPage: false });
    await context.close();

    const visitor = await newPage(browser);
    const res = await visitor.page.goto("/es/blog");
    expect(res?.status()).toBe(200);
    expect(await visitor.page.locator("html").getAttribute("lang")).toBe("es");
    await expect.poll(() => visitor.page.getByRole("link", { name: spanish.title }).first().isVisible()).toBe(true);
    expect(await visitor.page.getByRole("link", { name: english.title }).count()).toBe(0);
    expect(await visitor.page.getByText("Artículos relacionados").count()).toBe(0);
    await shot(visitor.page, { path: "/tmp/blog-languages-es-blog-1280.png", fullPage: true });
    await visitor.page.goto("/blog");
    await expect.poll(() => visitor.page.getByRole("link", { name: english.title }).first().isVisible()).toBe(true);
    expect(await visitor.page.getByRole("link", { name: spanish.title }).count()).toBe(0);
    await visitor.context.close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await phone.page.goto("/es/blog");
    await expect.poll(() => phone.page.getByRole("link", { name: spanish.title }).first().isVisible()).toBe(true);
    await shot(phone.page, { path: "/tmp/blog-languages-es-blog-390.png", fullPage: true });
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
    await shot(page, { path: "/tmp/blog-languages-es-post-1280.png", fullPage: true });
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

describe("an unknown post under a language prefix", () => {
  it("is a 404 in that language (title, screen, button to that language's blog), no English left", async () => {
    for (const locale of ["es", "vi", "zh"] as const) {
      const words = siteChromeTranslations[locale].errors;
      const { page, context } = await newPage(browser, locale === "es" ? { width: 390, height: 844 } : {});
      const res = await page.goto(`/${locale}/blog/nope`);
      expect(res?.status()).toBe(404);
      expect(await page.locator("html").getAttribute("lang")).toBe(LOCALES[locale].htmlLang);
      expect(await page.title()).toContain(words.postNotFoundTitle);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(words.postNotFoundTitle);
      expect(await page.getByText(words.postNotFoundMessage).count()).toBe(1);
      expect(await page.getByRole("link", { name: words.backToBlog }).getAttribute("href")).toBe(`/${locale}/blog`);
      if (locale === "es") await shot(page, { path: "/tmp/es-blog-nope-390.png", fullPage: true });
      const text = await chromeAndPage(page);
      for (const english of ["Post Not Found", "Back to Blog", "doesn't exist", "Page Not Found"]) expect(hasPhrase(text, english), `${locale}: ${english}`).toBe(false);
      await context.close();
    }
  });
});

/** A new post written in `language` first, chosen in the editor's Language select, published. */
async function publishNewPost(page: Page, language: string, post: { title: string; excerpt: string; content: string }, shotName?: string) {
  await page.goto("/admin/blog/new");
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: language, exact: true }).click();
  await expect.poll(() => page.getByRole("combobox", { name: "Language" }).textContent()).toBe(language);
  await box(page, "Title").fill(post.title);
  await box(page, "Excerpt").fill(post.excerpt);
  await box(page, "Content").fill(post.content);
  if (shotName && process.env.E2E_SHOTS) {
    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: language, exact: true }).waitFor();
    await shot(page, { path: `${shotName}-1280.png` });
    await page.keyboard.press("Escape");
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page);
    await phone.page.goto("/admin/blog/new");
    await phone.page.getByRole("combobox", { name: "Language" }).scrollIntoViewIfNeeded();
    await shot(phone.page, { path: `${shotName}-390.png` });
    await phone.context.close();
  }
  await page.waitForURL((u) => /^\/admin\/blog\/\d+$/.test(u.pathname));
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: /^(Create Post|Save Changes)$/ }).click();
  await expect.poll(() => page.getByText(/^Blog post (created|updated) successfully!$/).first().isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId("post-languages").getByText(`Language: ${language}`).isVisible()).toBe(true);
}

describe("a new post in another language first", () => {
  const first = {
    es: { title: `Guía de seguimiento para Sugar Land ${stamp}`, slug: `guia-de-seguimiento-para-sugar-land-${stamp}`, excerpt: "Qué responder y cuándo.", content: "## Primero\n\nResponda en minutos." },
    vi: { title: `Huong dan cho Bellaire ${stamp}`, slug: `huong-dan-cho-bellaire-${stamp}`, excerpt: "Trả lời trong vài phút.", content: "## Đầu tiên\n\nTrả lời nhanh." },
  };

  it("is chosen in the new-post form's Language select and lives on that language's blog: list, feed, sitemap", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await publishNewPost(page, "Spanish", first.es, "/tmp/blog-new-post-language");
    await publishNewPost(page, "Vietnamese", first.vi);
    await context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto("/es/blog");
    await expect.poll(() => visitor.page.getByRole("link", { name: first.es.title }).first().isVisible()).toBe(true);
    await visitor.page.goto("/blog");
    expect(await visitor.page.getByRole("link", { name: first.es.title }).count()).toBe(0);
    // Its English address leads to it in its own language.
    const hop = await visitor.page.request.get(`/blog/${first.es.slug}`, { maxRedirects: 0 });
    expect([hop.status(), hop.headers()["location"]]).toEqual([302, `/es/blog/${first.es.slug}`]);
    expect(await (await visitor.page.request.get("/es/blog/rss.xml")).text()).toContain(`/es/blog/${first.es.slug}</link>`);
    expect(await (await visitor.page.request.get("/blog/rss.xml")).text()).not.toContain(first.es.slug);
    const sitemap = await (await visitor.page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/es/blog/${first.es.slug}</loc>`);
    expect(sitemap).toContain(`/vi/blog/${first.vi.slug}</loc>`);
    expect(sitemap).toMatch(/\/es\/blog<\/loc>/);
    expect(sitemap).toMatch(/\/vi\/blog<\/loc>/);
    expect(sitemap).not.toMatch(/\/zh\/blog<\/loc>/);
    await visitor.context.close();
  });

  it("its dates are in the page's language (Intl), and its structured data says the same language", async () => {
    const { page, context } = await newPage(browser);
    for (const [locale, post] of Object.entries(first) as ["es" | "vi", (typeof first)["es"]][]) {
      await page.goto(`/${locale}/blog/${post.slug}`);
      const iso = (await page.locator("header time").getAttribute("datetime"))!;
      const long = formatPostDate(iso, "long", LOCALES[locale].intl);
      expect(await page.locator("header time").textContent()).toBe(long);
      expect(long).not.toBe(formatPostDate(iso, "long", "en-US"));
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { inLanguage: string };
      expect(ld.inLanguage).toBe(LOCALES[locale].htmlLang);
      await page.goto(`/${locale}/blog`);
      // On the list: the featured post's long date, a card's short one.
      const shown = [formatPostDate(iso, "long", LOCALES[locale].intl), formatPostDate(iso, "short", LOCALES[locale].intl)];
      await expect.poll(() => page.locator(`main time[datetime="${iso}"]`).first().textContent()).toBeOneOf(shown);
    }
    await context.close();
  });

  it("the blog lists with posts point to each other; an empty one is not indexed and offers no feed", async () => {
    const { page, context } = await newPage(browser);
    const list = await alternatesOf(page, "/blog");
    const origin = new URL(list[0]!.split(" ")[1]!).origin;
    expect(list).toEqual([`en ${origin}/blog`, `es ${origin}/es/blog`, `vi ${origin}/vi/blog`, `x-default ${origin}/blog`]);
    for (const path of ["/es/blog", "/vi/blog"]) expect(await alternatesOf(page, path)).toEqual(list);
    expect(await alternatesOf(page, "/zh/blog")).toEqual([]);
    const zh = await (await page.request.get("/zh/blog")).text();
    expect(zh).toMatch(/<meta name="robots" content="noindex"/);
    expect(zh).not.toContain("application/rss+xml");
    expect(await (await page.request.get("/es/blog")).text()).toContain('href="/es/blog/rss.xml"');
    await context.close();
  });
});
