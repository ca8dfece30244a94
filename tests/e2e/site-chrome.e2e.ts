import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser, newPage } from "./support/browser.ts";
import { chatOpens, openHydrated, recordEvents, seenText, spyOnChat, visible } from "./support/site.ts";
import { BUSINESS_HOURS } from "#common/content/offerings.ts";

// The chrome of every public page (header, footer, contact card, banner), errors, sitemap/robots (axe: accessibility.e2e).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("site chrome", () => {
  it("turns the fixed header opaque after 100 px of scroll", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/");
    const header = page.locator("header").first();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await expect.poll(() => header.getAttribute("data-opaque")).toBe("false");
    const alpha = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await alpha()).toMatch(/^(rgba\(|oklab\(|color\().*\/ ?0\.\d+\)$|rgba\(.*, 0\.\d+\)$/);
    // At 90 px it stays clear: a scroll handler has run (a frame later) without turning it opaque.
    await page.evaluate(() => new Promise((resolve) => {
      window.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true });
      window.scrollTo(0, 90);
    }));
    expect(await header.getAttribute("data-opaque")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => header.getAttribute("data-opaque")).toBe("true");
    await expect.poll(alpha).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-opaque")).toBe("false");
    await context.close();
  });

  it("opens and closes the mobile menu", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await openHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Solutions" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Blog" }).isVisible()).toBe(true);
    await close.click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    // Following a link closes the menu too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Solutions" }).click();
    await page.waitForURL((u) => u.pathname === "/solutions");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it("has the header links, the footer and the floating contact card", async () => {
    const { page, context } = await newPage(browser);
    await openHydrated(page, "/");
    const main = page.getByRole("navigation", { name: "Main" });
    expect(await main.getByRole("link", { name: "Solutions" }).getAttribute("href")).toBe("/solutions");
    expect(await main.getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/blog");
    expect(await page.getByRole("banner").getByRole("link", { name: "Deploy AI" }).getAttribute("href")).toBe("/contact");

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [["Solutions", "/solutions"], ["Blog", "/blog"], ["Contact", "/contact"], ["Admin Access", "/admin"]]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    expect(await footer.getByRole("link", { name: "Privacy", exact: true }).getAttribute("href")).toBe("/privacy");
    expect(await footer.getByRole("list", { name: "Social media" }).getByRole("link").count()).toBe(3);
    expect(await footer.getByRole("link", { name: "Bayou City AI on LinkedIn" }).getAttribute("href")).toBe("https://linkedin.example.com/company/bayoucityai");
    expect(await seenText(footer)).toMatch(new RegExp(`© ${new Date().getFullYear()} Bayou City AI`));

    // The card's code loads on the first hover, focus or tap (a tap before it arrives is replayed).
    const launcher = page.getByRole("button", { name: "Contact us" });
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    await launcher.click();
    const card = page.getByRole("region", { name: "Contact Bayou City AI" });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "Contact form" }).getAttribute("href")).toBe("/contact");
    expect(await card.getByRole("link", { name: /\(713\) 555-0123/ }).getAttribute("href")).toBe("tel:+17135550123");
    expect(await card.getByRole("link", { name: /hello@example\.com/ }).getAttribute("href")).toBe("mailto:hello@example.com");
    expect(await card.getByText(BUSINESS_HOURS).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await card.isVisible()).toBe(false);
    await context.close();
  });

  it("draws every public page with the preloaded subset of its font alone (theme.css)", async () => {
    const { page, context } = await newPage(browser, { width: 412, height: 823 });
    const fonts = new Set<string>();
    page.on("request", (r) => r.resourceType() === "font" && fonts.add(new URL(r.url()).pathname.replace(/-[\w-]{8}\.woff2$/, "")));
    const slug = ((await (await fetch(`${baseUrl()}/api/blog`)).json()) as { slug: string }[])[0]!.slug;
    for (const path of ["/", "/solutions", "/blog", `/blog/${slug}`, "/contact", "/privacy", "/no-such-page"]) {
      await openHydrated(page, path);
      // All of the page laid out (the footer and the blocks below the fold too), and its text drawn.
      await page.evaluate(() => document.querySelectorAll(".render-when-near").forEach((el) => el.classList.remove("render-when-near")));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded" && f.family === "Inter Variable").length)).toBe(1);
    }
    expect([...fonts]).toEqual(["/assets/inter-core-wght"]);
    await context.close();
  });

  it("draws each language's pages with the cuts of the font it preloads, never Fontsource's whole Latin files", async () => {
    const cuts = { es: ["accents", "core"], vi: ["accents", "core", "vietnamese"], zh: ["core"] };
    for (const [locale, expected] of Object.entries(cuts)) {
      for (const path of [`/${locale}/`, `/${locale}/contact`]) {
        // A fresh browser context each time: a font from the cache would not be requested again.
        const { page, context } = await newPage(browser, { width: 412, height: 823 });
        const fonts = new Set<string>();
        page.on("request", (r) => r.resourceType() === "font" && fonts.add(/inter-([a-z-]+?)-wght/.exec(new URL(r.url()).pathname)?.[1] ?? r.url()));
        await openHydrated(page, path);
        await page.evaluate(() => document.querySelectorAll(".render-when-near").forEach((el) => el.classList.remove("render-when-near")));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect([...fonts].sort(), path).toEqual(expected);
        const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) => links.map((l) => /inter-([a-z-]+?)-wght/.exec(l.getAttribute("href")!)?.[1]));
        expect(preloaded.sort(), path).toEqual(expected);
        await context.close();
      }
    }
  });

  it("records a page view on load and on each client-side navigation", async () => {
    const { page, context } = await newPage(browser);
    const events = await recordEvents(page);
    await page.goto("/");
    await expect.poll(() => events.filter((e) => e.type === "page_view").map((e) => e.path)).toEqual(["/"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Solutions" }).click();
    await page.waitForURL((u) => u.pathname === "/solutions");
    await expect.poll(() => events.filter((e) => e.type === "page_view").map((e) => e.path)).toEqual(["/", "/solutions"]);
    expect(events.every((e) => e.status === 204)).toBe(true);
    const cookies = await context.cookies();
    expect(cookies).toEqual([]);
    await context.close();
  });

  it("keeps the reading position through Back and a reload, and reads no saved positions on a fresh load", async () => {
    const { page, context } = await newPage(browser, { width: 412, height: 823 });
    await context.addInitScript(() => {
      const w = window as unknown as { __positionReads: number };
      w.__positionReads = 0;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === "react-router-scroll-positions") w.__positionReads += 1;
        return getItem.call(this, key);
      };
    });
    const positionReads = () => page.evaluate(() => (window as unknown as { __positionReads: number }).__positionReads);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

    await openHydrated(page, "/blog");
    // A new history entry cannot have a saved position: storage is not read for one.
    expect(await positionReads()).toBe(0);

    const post = page.locator('main a[href^="/blog/"]').last();
    await post.scrollIntoViewIfNeeded();
    const listY = await scrollY();
    expect(listY).toBeGreaterThan(500);
    await post.click();
    await page.waitForURL((u) => u.pathname.startsWith("/blog/") && u.pathname.length > "/blog/".length);
    await expect.poll(scrollY).toBe(0);

    // Back (a client-side navigation): the list at the place it was left.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/blog");
    await expect.poll(scrollY).toBe(listY);

    // A reload: the inline script restores the position before the first paint.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBe(600);
    await page.reload();
    await expect.poll(scrollY).toBe(600);
    expect(await positionReads()).toBeGreaterThan(0);

    // Back to this page after another document: its position comes back too.
    await page.goto("/privacy");
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/blog");
    await expect.poll(scrollY).toBe(600);
    await context.close();
  });

  it("opens the chat from the home page's call to action", async () => {
    const { page, context } = await newPage(browser);
    await spyOnChat(context);
    const events = await openHydrated(page, "/");
    await page.getByRole("button", { name: "Chat with Our AI" }).first().click();
    await expect.poll(() => chatOpens(page)).toEqual(["home_hero"]);
    await expect.poll(() => events.some((e) => e.type === "cta_click" && e.props?.action === "chat")).toBe(true);
    await context.close();
  });
});

describe("announcements and testimonials", () => {
  it("shows the most important running announcement until it is dismissed, and featured testimonials", async () => {
    const api = await browser.newContext({ baseURL: baseUrl() });
    const login = await api.request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const start = new Date(Date.now() - 60_000).toISOString();
    const created: string[] = [];
    for (const [title, priority, targetAudience] of [["Normal news", "normal", "all"], ["Urgent launch", "urgent", "prospects"], ["Clients only", "urgent", "clients"]]) {
      const res = await api.request.post("/api/admin/announcements", { headers, data: { title, content: `${title} body`, type: "launch", priority, targetAudience, startDate: start } });
      expect(res.status(), await res.text()).toBe(201);
      created.push(`/api/admin/announcements/${((await res.json()) as { id: number }).id}`);
    }
    for (const [clientName, isFeature] of [["Maria Gonzalez", true], ["Hidden Person", false]] as const) {
      const res = await api.request.post("/api/admin/testimonials", {
        headers,
        data: { clientName, clientTitle: "Broker", clientCompany: "Heights Realty", testimonialText: "Our response time went from hours to seconds.", rating: 5, location: "Heights", isFeature, isActive: true },
      });
      expect(res.status(), await res.text()).toBe(201);
      created.push(`/api/admin/testimonials/${((await res.json()) as { id: number }).id}`);
    }

    const { page, context } = await newPage(browser);
    const events = await openHydrated(page, "/");
    const banner = page.getByRole("region", { name: "Announcement" });
    // The banner's code loads only when there is an announcement (a deferred section): wait until it is live.
    const bannerLive = () => page.locator('[data-deferred="announcement-banner"][data-hydrated]').waitFor();
    await bannerLive();
    await expect.poll(() => banner.innerText()).toContain("Urgent launch");
    await banner.getByRole("button", { name: "Dismiss announcement: Urgent launch" }).click();
    await expect.poll(() => banner.innerText()).toContain("Normal news");
    const hydrated = async () => {
      const views = events.filter((e) => e.type === "page_view").length;
      await page.reload();
      await expect.poll(() => events.filter((e) => e.type === "page_view").length, { timeout: 15_000 }).toBe(views + 1);
    };
    await hydrated();
    await bannerLive();
    await expect.poll(() => banner.innerText()).toContain("Normal news");
    await banner.getByRole("button", { name: /Dismiss/ }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await hydrated();
    await expect.poll(() => banner.count()).toBe(0);

    for (const path of ["/", "/solutions"]) {
      await page.goto(path);
      const section = page.locator("#testimonials");
      await expect.poll(() => seenText(section)).toContain("Maria Gonzalez");
      expect(await section.innerText()).not.toContain("Hidden Person");
      expect(await section.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);
    }
    await context.close();
    for (const path of created) await api.request.delete(path, { headers });
    await api.close();
  });
});

describe("errors, sitemap and robots", () => {
  it("answers an unknown path with the 404 page inside the site chrome", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/solutions/nothing-here");
    expect(res?.status()).toBe(404);
    await visible(page, "The page you're looking for doesn't exist or has been moved.");
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    // The chrome keeps the real site settings although the page's loader failed. The footer is laid out only when it
    // comes near the viewport (content-visibility: auto), so it is read once scrolled to, as a visitor would.
    await expect.poll(() => seenText(page.getByRole("contentinfo"))).toContain("(713) 555-0123");
    await context.close();
  });

  it("serves robots.txt and a sitemap of the public pages and posts", async () => {
    const { page, context } = await newPage(browser);
    const robots = await page.request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 4)).toEqual(["/", "/solutions", "/blog", "/contact"].map((p) => baseUrl() + p));
    expect(locs.filter((l) => l?.includes("/blog/")).length).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});
