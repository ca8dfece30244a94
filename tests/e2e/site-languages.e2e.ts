import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser.ts";
import { openHydrated, visible } from "./support/site.ts";
import { alternatesOf, chromeAndPage, englishLeftovers, hasPhrase, leaves } from "./support/site-languages.ts";
import { siteChromeEnAll as siteChromeEn } from "#common/i18n/site-chrome.all.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";
import { homeEn } from "#common/i18n/home.ts";
import { homeTranslations } from "#common/i18n/home.translations.ts";
import { blogTranslations } from "#common/i18n/blog.translations.ts";

// The public site in other languages (docs/decisions/048): /es/ in Spanish with no English left in the translated
// areas, the switcher, hreflang, the English fallback with its note, and the browser's language offered, not forced.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The English chrome and home texts the Spanish home page must not show. */
const englishLeftoversOfHome = () =>
  englishLeftovers([
    [siteChromeEn, siteChromeTranslations.es],
    [homeEn, homeTranslations.es],
  ]);

describe("site languages", () => {
  it("/es/ is Spanish: lang, title, chrome and home page, with no English left in them", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/es/");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toContain("Automatización con IA para bienes raíces en Houston");
    await visible(page, homeTranslations.es!.hero.titleHighlight);
    expect(await page.getByRole("link", { name: homeTranslations.es!.cta.consultation }).first().isVisible()).toBe(true);
    // The booking page speaks Spanish too: the consultation buttons lead to it in Spanish.
    expect(await page.getByRole("link", { name: homeTranslations.es!.cta.consultation }).first().getAttribute("href")).toBe("/book?lang=es");
    const text = await chromeAndPage(page);
    expect(text).toContain(homeTranslations.es!.who.title);
    expect(text).toContain(siteChromeTranslations.es.footer.tagline);
    const left = englishLeftoversOfHome().filter((english) => hasPhrase(text, english));
    expect(left).toEqual([]);
    // Internal links stay in Spanish.
    expect(await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Soluciones" }).getAttribute("href")).toBe(
      "/es/solutions",
    );
    await context.close();
  });

  it("/es/'s blog preview shows Spanish posts, with their categories in Spanish", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/es/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const cards = page.locator("[data-post-card]");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const slugs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-post-card")));
    expect(slugs).toContain("responda-a-cada-prospecto-en-houston-en-cuestion-de-minutos");
    // Each card is a post the Spanish blog lists (an English post on the Spanish home page would be a mixed page).
    const spanishBlog = await (await page.request.get("/es/blog")).text();
    for (const slug of slugs) expect(spanishBlog, `${slug}`).toContain(`/es/blog/${slug}"`);
    const spanishCategories = Object.values(blogTranslations.es!.list.categories);
    for (const badge of await cards.locator("span.rounded-full").allTextContents()) expect(spanishCategories).toContain(badge.trim());
    await context.close();
  });

  it("the switcher keeps the visitor on the same page in the other language", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/es/");
    const switcher = page.getByRole("navigation", { name: "Idioma" });
    expect(await switcher.locator('[aria-current="true"]').getAttribute("lang")).toBe("es");
    await switcher.locator('a[lang="en"]').click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await visible(page, "Close more deals with AI that works");
    await page.getByRole("navigation", { name: "Language" }).locator('a[lang="vi"]').click();
    await page.waitForURL((u) => u.pathname === "/vi/");
    await visible(page, homeTranslations.vi!.hero.titleHighlight);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("vi");
    await context.close();
  });

  it("hreflang pairs are reciprocal: every version of the home page lists the same set, x-default included", async () => {
    const { page, context } = await newPage(browser);
    const sets = await Promise.all(["/", "/es/", "/vi/", "/zh/"].map((path) => alternatesOf(page, path)));
    const origin = (sets[0]!.find((s) => s.startsWith("en ")) ?? "").slice(3).replace(/\/$/, "");
    expect(sets[0]).toEqual([`en ${origin}/`, `es ${origin}/es/`, `vi ${origin}/vi/`, `x-default ${origin}/`, `zh-Hans ${origin}/zh/`].sort());
    for (const set of sets) expect(set).toEqual(sets[0]);
    // A page in English only has none (Solutions and the privacy page: site-languages-pages.e2e.ts).
    expect(await alternatesOf(page, "/book")).toEqual([]);
    await context.close();
  });

  it("each page's tags come with its data: after links and the switcher the head is a fresh load's; no tag builder in the script", async () => {
    const { page, context } = await newPage(browser);
    const scripts: Promise<string | null>[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r.text().then((s) => (s.includes("summary_large_image") ? r.url() : null)));
    });
    await openHydrated(page, "/");
    // The builder (app/lib/seo.ts) runs in the loaders: its words are in none of the first load's scripts.
    expect((await Promise.all(scripts)).filter(Boolean)).toEqual([]);
    const tags = (path: string | null) =>
      page.evaluate(async (p) => {
        const doc = p === null ? document : new DOMParser().parseFromString(await (await fetch(p)).text(), "text/html");
        const selector = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';
        return [...doc.head.querySelectorAll(selector)].map((el) => (el.tagName === "TITLE" ? `title ${el.textContent}` : el.outerHTML));
      }, path);
    const steps: [string, string][] = [
      ["/solutions", 'header a[href="/solutions"]'],
      ["/es/solutions", 'header a[lang="es"]'],
      ["/es/blog", 'header a[href="/es/blog"]'],
      ["/es/", 'header a[href="/es/"]'],
      ["/zh/", 'header a[lang="zh-Hans"]'],
      ["/zh/contact", 'header a[href="/zh/contact"]'],
      ["/contact", 'header a[lang="en"]'],
    ];
    for (const [path, link] of steps) {
      await page.locator(link).first().click();
      await page.waitForURL((u) => u.pathname === path);
      const fresh = (await tags(path)).sort();
      expect(fresh.some((t) => t.includes('rel="canonical"'))).toBe(true);
      // The same tags (React may keep kept tags where they were, so in another order).
      await expect.poll(async () => (await tags(null)).sort(), { message: path }).toEqual(fresh);
    }
    await context.close();
  });

  it("an untranslated page under /vi/ is the English page with a note in Vietnamese, and its links stay in /vi/", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/vi/solutions");
    expect(res?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const note = page.locator("[data-language-fallback]");
    expect(await note.textContent()).toBe(siteChromeTranslations.vi.languages.fallbackNote);
    expect(await note.getAttribute("lang")).toBe("vi");
    // Everything else is the English page, chrome included.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Solutions" }).getAttribute("href")).toBe("/vi/solutions");
    const text = (await chromeAndPage(page)).replace(await note.textContent() ?? "", "");
    const english = new Map(leaves(siteChromeEn));
    const vietnamese = leaves(siteChromeTranslations.vi)
      .filter(([key, t]) => t !== english.get(key) && t.length >= 6)
      .flatMap(([, t]) => t.split(/\{\w+\}/).map((piece) => piece.trim()).filter((piece) => piece.length >= 6));
    expect(vietnamese.filter((t) => hasPhrase(text, t))).toEqual([]);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/solutions$/);
    await context.close();
  });

  it("an unknown language prefix is a 404", async () => {
    const { page, context } = await newPage(browser);
    expect((await page.goto("/fr/"))?.status()).toBe(404);
    expect((await page.goto("/es/not-a-page"))?.status()).toBe(404);
    await context.close();
  });

  it("offers a Spanish browser the Spanish page (never a redirect), and remembers the dismissal", async () => {
    const { page, context } = await newPage(browser, { locale: "es-MX" });
    await openHydrated(page, "/");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const offer = page.locator("[data-language-suggestion]");
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await offer.getByRole("link", { name: "Ver esta página en español" }).getAttribute("href")).toBe("/es/");
    await offer.getByRole("button", { name: "Cerrar" }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await openHydrated(page, "/solutions");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it("the chat greets in the page's language", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/es/");
    await page.getByRole("button", { name: "Abrir el chat" }).click();
    await visible(page, /¡Hola! Soy el asistente de/);
    await context.close();
  });
});
