import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { E2E_ADMIN } from "./server-setup.ts";

export { E2E_ADMIN };

// Debian's headless shell when installed (.ci/run installs it): the same Blink as chromium without the browser's UI
// processes, about 40 % less CPU on the e2e run (docs/decisions/062); chromium itself otherwise.
const SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : "/usr/bin/chromium");

/** Playwright gives every launch a fresh temporary profile (the fresh --user-data-dir). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export const baseUrl = () => inject("baseUrl");

export async function newPage(browser: Browser, opts: { width?: number; height?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 }, locale: opts.locale });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the real login form. */
export async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname === "/admin");
}

/**
 * Waits until a page has settled: loaded, and no loading skeleton left. Admin pages keep a live event stream open
 * (docs/decisions/021), so Playwright's "networkidle" never comes there.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  if (!new URL(page.url()).pathname.startsWith("/admin")) {
    await page.waitForLoadState("networkidle");
    return;
  }
  await expect.poll(() => page.locator('[aria-busy="true"], [aria-label^="Loading"]').count()).toBe(0);
}

/**
 * A screenshot for review, taken only when E2E_SHOTS names a folder (`E2E_SHOTS=/tmp/shots npm run test:e2e`), where it
 * keeps its file name. Nothing asserts on the image, and drawing one costs CPU the run shares with the other group.
 */
export async function shot(target: Page | Locator, opts: { path: string; fullPage?: boolean }): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, path.basename(opts.path));
  await ("goto" in target ? target.screenshot({ fullPage: opts.fullPage, path: file }) : target.screenshot({ path: file }));
}

/**
 * Resolves with the page's clock (ms since the epoch) when `text` first shows on it. Started before the action, it
 * catches a pop-up however briefly it stays (a toast can be replaced by the next one); a full navigation ends it.
 */
export function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (!document.body.innerText.includes(wanted)) return false;
          observer.disconnect();
          resolve(Date.now());
          return true;
        };
        const observer = new MutationObserver(check);
        if (!check()) observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/**
 * Holds back the page's scripts matching `pattern` until the returned function is called: the page stays server HTML
 * (what a visitor on a slow phone types into before hydration).
 */
export async function holdScripts(page: Page, pattern = "**/assets/*.js"): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
