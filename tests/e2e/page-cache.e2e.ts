import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser.ts";
import { contactFormLive, openHydrated } from "./support/site.ts";

// Cached pages carry a hash-based CSP (docs/decisions/016): the browser must run their scripts — on a cache hit and
// when it revalidates its own copy (304) — without a single violation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function watch(context: BrowserContext, page: Page) {
  const violations: string[] = [];
  const documents: { url: string; status: number; csp: string }[] = [];

  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("console", (m) => {
    if (/content security policy|CSP violation/i.test(m.text())) violations.push(m.text());
  });
  page.on("response", (r) => {
    if (r.request().resourceType() === "document") documents.push({ url: r.url(), status: r.status(), csp: r.headers()["content-security-policy"] ?? "" });
  });
  return { violations, documents };
}

describe("cached pages in the browser", () => {
  it("hydrate with no CSP violation on a cache hit and after a 304 revalidation", async () => {
    // No request routing on this page: Playwright turns the HTTP cache off for a page that routes requests.
    const { page, context } = await newPage(browser);
    const { violations, documents } = await watch(context, page);
    await page.goto("/blog");
    const post = (await page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first().getAttribute("href")) ?? "";
    expect(post).toMatch(/^\/blog\/[\w-]+$/);

    for (const path of ["/", "/solutions", post, "/privacy"]) {
      // Two visitors: the first may fill the cache, the second is served from it; both pages hydrate.
      for (let i = 0; i < 2; i++) {
        const visitor = await newPage(browser);
        const seen = await watch(visitor.context, visitor.page);
        await openHydrated(visitor.page, path);
        expect(seen.violations, path).toEqual([]);
        await visitor.context.close();
      }
      // A returning visitor: the reload revalidates the browser's copy. The browser reports it as its stored 200;
      // the navigation's timing tells the 304 (only headers came over the wire for a body it already had).
      await page.goto(path);
      await page.reload();
      const nav = await page.evaluate(() => {
        const e = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { transfer: e.transferSize, body: e.encodedBodySize };
      });
      expect(nav.body, path).toBeGreaterThan(1000);
      expect(nav.transfer, path).toBeLessThan(nav.body);
      // And it hydrated under the policy the 304 carried: the chat launcher answers.
      await page.getByRole("button", { name: "Open chat" }).click();
      await expect.poll(() => page.getByLabel("Your message").isVisible(), { message: path }).toBe(true);
    }
    expect(documents.filter((d) => d.status === 200).every((d) => d.csp.includes("'sha256-") && !d.csp.includes("'nonce-"))).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("runs the contact form's scripts with the per-response token's hash, on every load", async () => {
    const { page, context } = await newPage(browser);
    const { violations } = await watch(context, page);
    for (let i = 0; i < 2; i++) {
      await openHydrated(page, "/contact");
      await contactFormLive(page);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it("shows the 404 page from the cache with its scripts running", async () => {
    const { page, context } = await newPage(browser);
    const { violations, documents } = await watch(context, page);
    await openHydrated(page, "/no-such-page-here");
    await openHydrated(page, "/no-such-page-here");
    expect(documents.map((d) => d.status)).toEqual([404, 404]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
