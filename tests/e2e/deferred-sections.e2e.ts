import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser.ts";
import { chatOpens, openHydrated, spyOnChat } from "./support/site.ts";

// Deferred sections (docs/decisions/010): server HTML at once, code when near or used, held clicks replayed.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("deferred sections", () => {
  it("sends a section's HTML at once, loads its code only when it comes near, and renders it at once after a client-side navigation", async () => {
    const { page, context } = await newPage(browser, { width: 412, height: 823 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await openHydrated(page, "/");
    const below = page.locator('[data-deferred="home-below-fold"]');
    expect(await below.getByRole("heading", { level: 2, name: "Ready to put AI to work in your business?" }).count()).toBe(1);
    expect(await below.getAttribute("data-hydrated")).toBeNull();
    expect(scripts.some((s) => s.includes("home-below-fold"))).toBe(false);

    await below.locator("[data-stat]").first().scrollIntoViewIfNeeded();
    await expect.poll(() => below.getAttribute("data-hydrated")).toBe("true");
    expect(scripts.some((s) => s.includes("home-below-fold"))).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Solutions" }).click();
    await page.waitForURL((u) => u.pathname === "/solutions");
    const solutions = page.locator('[data-deferred="solutions-packages"]');
    await expect.poll(() => solutions.getAttribute("data-hydrated")).toBe("true");
    expect(await solutions.locator("[data-package]").count()).toBe(3);
    await expect.poll(() => page.locator('[data-deferred="solutions-below-fold"]').getAttribute("data-hydrated")).toBe("true");
    await context.close();
  });

  it("holds a click made on a section before it hydrated and replays it once the section is live", async () => {
    const { page, context } = await newPage(browser, { width: 412, height: 823 });
    await spyOnChat(context);
    await openHydrated(page, "/");
    const below = page.locator('[data-deferred="home-below-fold"]');
    expect(await below.getAttribute("data-hydrated")).toBeNull();
    // The closing call to action is far below the fold: its code is not there when the click lands.
    await below.getByRole("button", { name: "Chat with Our AI" }).click();
    await expect.poll(() => chatOpens(page)).toEqual(["home_closing"]);
    expect(await below.getAttribute("data-hydrated")).toBe("true");
    await context.close();
  });

  it("loads the Solutions packages' code only when a card is used, and keeps a click made before it arrived", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await spyOnChat(context);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await openHydrated(page, "/solutions");
    const packages = page.locator('[data-deferred="solutions-packages"]');
    // In view at once, and its server HTML is the whole card; no code until someone reaches for it.
    expect(await packages.locator("[data-package]").count()).toBe(3);
    expect(await packages.getAttribute("data-hydrated")).toBeNull();
    expect(scripts.some((s) => s.includes("/packages-"))).toBe(false);
    await page.locator('[data-package="growth"]').getByRole("button", { name: "Ask our AI about Growth" }).click();
    await expect.poll(() => chatOpens(page)).toEqual(["pricing_growth"]);
    expect(await packages.getAttribute("data-hydrated")).toBe("true");
    await context.close();
  });

  it("replays a held click on the element that replaced the one clicked while the section was waiting", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await spyOnChat(context);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/packages-*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await openHydrated(page, "/solutions");
    const packages = page.locator('[data-deferred="solutions-packages"]');
    await page.locator('[data-package="growth"]').getByRole("button", { name: "Ask our AI about Growth" }).click();
    // What React does when it renders a waiting section afresh: the element clicked is gone, an equal one stands there.
    await page.evaluate(() => {
      const card = document.querySelector('[data-package="growth"]');
      card?.replaceWith(card.cloneNode(true));
    });
    release();
    await expect.poll(() => packages.getAttribute("data-hydrated")).toBe("true");
    await expect.poll(() => chatOpens(page)).toEqual(["pricing_growth"]);
    await context.close();
  });

  it("loads the blog's featured post code only when it is used, and follows a click made before it arrived", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await openHydrated(page, "/blog");
    const featured = page.locator('[data-deferred="blog-featured"]');
    expect(await featured.getAttribute("data-hydrated")).toBeNull();
    expect(scripts.some((s) => s.includes("/featured-post-"))).toBe(false);
    const link = featured.getByRole("heading", { level: 2 }).getByRole("link");
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    expect(scripts.some((s) => s.includes("/featured-post-"))).toBe(true);
    await context.close();
  });

  it("lets a held click through natively when the section's code cannot load", async () => {
    const { page, context } = await newPage(browser);
    await page.route("**/assets/site-footer-*.js", (route) => route.abort());
    await openHydrated(page, "/");
    const footer = page.locator('[data-deferred="site-footer"]');
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/privacy");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Privacy");
    await context.close();
  });
  it("works as plain HTML when no script arrives: a link in a section is followed at once", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 800 });
    // Public pages start their scripts after the first paint (app/lib/scripts-after-paint.ts); here none arrives.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await page.locator("script#rr-after-paint").count()).toBe(1);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL((u) => u.pathname === "/privacy", { timeout: 5_000 });
    await context.close();
  });
});
