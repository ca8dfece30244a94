import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser } from "./support/browser.ts";
import { openHydrated } from "./support/site.ts";

// On a phone the first tap on a deferred control acts, even while its code is still on the way.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Holds the chunk whose path matches until `release()`; `requested` settles once the browser asked for it. */
async function holdChunk(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let requested!: () => void;
  const asked = new Promise<void>((r) => (requested = r));
  await page.route(pattern, async (route) => {
    requested();
    await gate;
    await route.continue();
  });
  return { release, requested: asked };
}

describe("deferred controls on a touch screen", () => {
  it("opens the floating contact card on the first tap while its code is still loading", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const chunk = await holdChunk(page, /\/assets\/floating-contact-card-[\w-]+\.js$/);
    await openHydrated(page, "/");
    const launcher = page.getByRole("button", { name: "Contact us" });
    expect(await page.locator('[data-deferred="floating-contact-card"]').getAttribute("data-hydrated")).toBeNull();
    await launcher.tap();
    await chunk.requested;
    chunk.release();
    await expect.poll(() => launcher.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("region", { name: /^Contact / }).isVisible()).toBe(true);
    await context.close();
  });

  it("opens the chat on a tap made before the page's scripts arrived (held by the page's first script, replayed)", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The shell's chunk (header, chat launcher, deferred-section runtime) is held: nothing on the page has hydrated.
    const chunk = await holdChunk(page, /\/assets\/site-[\w-]+\.js$/);
    await page.goto("/");
    await chunk.requested;
    const launcher = page.getByRole("button", { name: "Open chat" });
    // (By its attribute: once the chat is open the launcher is hidden, and a role query no longer finds it.)
    const marker = page.locator('[data-deferred="chat-launcher"]');
    expect(await marker.getAttribute("data-hydrated")).toBeNull();
    await launcher.tap();
    chunk.release();
    await expect.poll(() => page.getByLabel("Your message").isVisible()).toBe(true);
    expect(await marker.getAttribute("data-hydrated")).toBe("true");
    await context.close();
  });

  it("opens it on the first tap when the code arrives at once", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openHydrated(page, "/");
    const launcher = page.getByRole("button", { name: "Contact us" });
    await launcher.tap();
    await expect.poll(() => launcher.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });

  it("dismisses the announcement on the first tap made right after load, before the banner's code arrived", async () => {
    const api = await browser.newContext({ baseURL: baseUrl() });
    const login = await api.request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const title = `Touch test ${Date.now()}`;
    const res = await api.request.post("/api/admin/announcements", {
      headers,
      data: { title, content: "Tap to dismiss", type: "news", priority: "urgent", targetAudience: "all", startDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const chunk = await holdChunk(page, /\/assets\/announcement-banner-[\w-]+\.js$/);
      await openHydrated(page, "/");
      await chunk.requested;
      const dismiss = page.getByRole("button", { name: `Dismiss announcement: ${title}` });
      await dismiss.tap();
      chunk.release();
      await expect.poll(() => page.getByText(title).count()).toBe(0);
    } finally {
      await context.close();
      await api.request.delete(`/api/admin/announcements/${id}`, { headers });
      await api.close();
    }
  });
});
