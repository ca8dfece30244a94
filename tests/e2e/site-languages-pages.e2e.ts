import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, shot } from "./support/browser.ts";
import { openHydrated, scrollTo, visible } from "./support/site.ts";
import { alternatesOf, chromeAndPage, englishLeftovers, hasPhrase } from "./support/site-languages.ts";
import { siteChromeEnAll as siteChromeEn } from "#common/i18n/site-chrome.all.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";
import { solutionsEn } from "#common/i18n/solutions.ts";
import { solutionsTranslations } from "#common/i18n/solutions.translations.ts";
import { privacyPageEn } from "#common/i18n/privacy.ts";
import { privacyTranslations } from "#common/i18n/privacy.translations.ts";

// Solutions, the privacy page, the 404 and the chat panel in Spanish (docs/decisions/048): no English left in what
// is translated, hreflang pairs for Solutions, and the chat panel in the page's language (es, vi, zh).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const es = { chrome: siteChromeTranslations.es, solutions: solutionsTranslations.es!, privacy: privacyTranslations.es! };

describe("site languages: Solutions, privacy, 404, chat panel", () => {
  it("/es/solutions is Spanish from top to bottom: packages, add-ons, bundles, setup choices, FAQ, with the prices still hidden", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/es/solutions");
    expect(res?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toContain("Soluciones y paquetes");
    await visible(page, es.solutions.hero.titleHighlight);
    const text = await chromeAndPage(page);
    for (const spanish of ["Precio a consultar", "El más popular", "Cómo eligen nuestros clientes", "Pregunte a la IA por Growth", "Bundle Starter"]) {
      expect(text, spanish).toContain(spanish);
    }
    expect(text).toContain(es.solutions.faq.entries[0]!.question);
    for (const english of ["Contact for pricing", "Most Popular", "How Clients Choose", "Frequently asked questions", "Ask our AI"]) {
      expect(hasPhrase(text, english), english).toBe(false);
    }
    const left = englishLeftovers([
      [siteChromeEn, es.chrome],
      [solutionsEn, es.solutions],
    ]).filter((english) => hasPhrase(text, english));
    expect(left).toEqual([]);
    // The pricing rule in every language: three blurred placeholders of zeros, no figure.
    expect(await page.locator("[data-price-placeholder]").count()).toBe(3);
    for (const card of await page.locator("[data-package]").allTextContents()) expect(card).not.toMatch(/\$[\d,]*[1-9]/);
    // The FAQ's structured data is in Spanish too; the bundle links stay in /es/.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain(es.solutions.faq.entries[0]!.question);
    expect(await page.locator('[data-bundle="pro"] a').getAttribute("href")).toBe("/es/contact?bundle=pro");
    await context.close();
  });

  it("looks right on a phone and a desktop: the longer Spanish words fit (screenshots in /tmp)", async () => {
    for (const width of [390, 1280]) {
      const { page, context } = await newPage(browser, { width, height: width < 600 ? 844 : 900 });
      await openHydrated(page, "/es/solutions");
      await shot(page, { path: `/tmp/es-solutions-${width}.png` });
      for (const section of ["packages", "add-ons", "platform-setup", "bundles", "how-clients-choose", "faq"]) {
        await scrollTo(page.locator(`#${section}`));
        await shot(page, { path: `/tmp/es-solutions-${section}-${width}.png` });
        // Laid out only once near (render-when-near): measured section by section.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), section).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });

  it("hreflang pairs for Solutions are reciprocal: the English and Spanish pages list the same set, x-default included", async () => {
    const { page, context } = await newPage(browser);
    const [en, esSet] = await Promise.all([alternatesOf(page, "/solutions"), alternatesOf(page, "/es/solutions")]);
    const origin = (en.find((s) => s.startsWith("en ")) ?? "").slice(3).replace(/\/solutions$/, "");
    expect(en).toEqual([`en ${origin}/solutions`, `es ${origin}/es/solutions`, `x-default ${origin}/solutions`]);
    expect(esSet).toEqual(en);
    await page.goto("/es/solutions");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origin}/es/solutions`);
    await context.close();
  });

  it("/es/privacy is the whole policy in Spanish", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/es/privacy");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toContain("Política de privacidad");
    const text = await chromeAndPage(page);
    expect(text).toContain(es.privacy.policy.summary.title);
    expect(text).toContain(es.privacy.policy["your-choices"].title);
    expect(text).toContain("28 de noviembre de 2026");
    await shot(page, { path: "/tmp/es-privacy-1280.png" });
    for (const english of ["The short version", "On this page", "Last updated", "Who else sees your information"]) {
      expect(hasPhrase(text, english), english).toBe(false);
    }
    const left = englishLeftovers([
      [siteChromeEn, es.chrome],
      [privacyPageEn, es.privacy],
    ]).filter((english) => hasPhrase(text, english));
    expect(left).toEqual([]);
    await context.close();
  });

  it("a 404 under /es/ is Spanish, and its button leads to the Spanish home page", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/es/no-existe");
    expect(res?.status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toContain(es.chrome.errors.notFoundTitle);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.chrome.errors.notFoundTitle);
    expect(await page.getByRole("link", { name: es.chrome.errors.backHome }).getAttribute("href")).toBe("/es/");
    await shot(page, { path: "/tmp/es-404-1280.png" });
    const text = await chromeAndPage(page);
    expect(text).toContain(es.chrome.header.solutions);
    for (const english of ["Page Not Found", "Back to Home", "doesn't exist"]) expect(hasPhrase(text, english), english).toBe(false);
    // English addresses keep the English screen.
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Found");
    await context.close();
  });

  it("the chat panel speaks the page's language: Spanish on /es/solutions, and an 'Ask our AI' button asks in Spanish", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/es/solutions");
    await page.getByRole("button", { name: es.chrome.chat.open }).click();
    const panel = page.getByTestId("chat-panel");
    await expect.poll(() => panel.isVisible()).toBe(true);
    const input = panel.getByRole("textbox", { name: es.chrome.chatPanel.inputLabel });
    expect(await input.getAttribute("placeholder")).toBe(es.chrome.chatPanel.placeholder);
    await visible(page, /¡Hola! Soy el asistente de/);
    await shot(page, { path: "/tmp/es-chat-1280.png" });
    expect(await panel.getByRole("button", { name: es.chrome.chatPanel.minimize }).count()).toBe(1);
    expect(await panel.getByRole("heading", { level: 2 }).textContent()).toMatch(/^Asistente de /);
    const panelText = (await panel.textContent()) ?? "";
    for (const english of ["Assistant", "Type your message", "answers 24/7", "Ask me about"]) expect(panelText, english).not.toContain(english);
    await panel.getByRole("button", { name: es.chrome.chatPanel.close }).click();
    await page.getByRole("button", { name: "Pregunte a la IA por Growth" }).click();
    await visible(page, "¿Qué incluye el paquete Growth?");
    await context.close();
  });

  it("the chat panel is Vietnamese on /vi/ and Chinese on /zh/", async () => {
    for (const locale of ["vi", "zh"] as const) {
      const { page, context } = await newPage(browser);
      const words = siteChromeTranslations[locale];
      await openHydrated(page, `/${locale}/`);
      await page.getByRole("button", { name: words.chat.open }).click();
      const panel = page.getByTestId("chat-panel");
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getByRole("textbox", { name: words.chatPanel.inputLabel }).getAttribute("placeholder")).toBe(words.chatPanel.placeholder);
      expect(await panel.getByRole("button", { name: words.chatPanel.send }).count()).toBe(1);
      expect((await panel.textContent()) ?? "").not.toContain("Type your message");
      await context.close();
    }
  });
});
