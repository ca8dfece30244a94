import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseUrl, launchBrowser, settled, signIn } from "./support/browser.ts";
import { axeViolations } from "./support/axe.ts";

// No axe violation of any impact on any public or admin page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The site's CSP (rightly) blocks inline scripts without its nonce; the tests bypass it to inject axe.
const open = (width: number): Promise<BrowserContext> => browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 }, bypassCSP: true });

async function settle(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  await page.locator("h1").first().waitFor({ state: "attached", timeout: 15_000 }).catch(() => { throw new Error(`no h1 on ${path}`); });
}

async function firstPostPath(page: Page): Promise<string> {
  await settle(page, "/blog");
  const href = await page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first().getAttribute("href");
  if (!href) throw new Error("no post on /blog");
  return href;
}

describe("axe on the public site", () => {
  for (const width of [375, 1280]) {
    it(`has no violation on any public page at ${width}px`, async () => {
      const context = await open(width);
      const page = await context.newPage();
      const post = await firstPostPath(page);
      const found: Record<string, string[]> = {};
      for (const path of ["/", "/solutions", "/blog", post, "/contact", "/privacy", "/book", "/book/cancel/no-such-link", "/no-such-page"]) {
        await settle(page, path);
        found[path] = await axeViolations(page);
      }
      await settle(page, "/");
      await page.getByRole("button", { name: "Open chat" }).click();
      await page.getByRole("log", { name: "Chat messages" }).or(page.getByTestId("chat-panel")).first().waitFor();
      await page.waitForLoadState("networkidle");
      found["chat panel"] = await axeViolations(page);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
      await context.close();
    });
  }
});

describe("axe on the admin portal", () => {
  it("has no violation on the login page or any admin page", async () => {
    const context = await open(1280);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    await settle(page, "/admin/login");
    found["/admin/login"] = await axeViolations(page);
    await signIn(page);
    for (const path of ["/admin", "/admin/blog", "/admin/blog/new", "/admin/testimonials", "/admin/announcements", "/admin/contacts", "/admin/ai", "/admin/chat", "/admin/newsletter", "/admin/n8n", "/admin/settings", "/admin/staff", "/admin/audit", "/admin/account"]) {
      await settle(page, path);
      found[path] = await axeViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });
});

describe("admin dialogs", () => {
  it("give focus back to the control that opened them", async () => {
    const context = await open(1280);
    const page = await context.newPage();
    await signIn(page);
    const openers: [string, string | RegExp][] = [
      ["/admin/blog", /^Delete post “/],
      ["/admin/testimonials", "New Testimonial"],
      ["/admin/announcements", "New Announcement"],
      ["/admin/n8n", "Add Instance"],
      ["/admin/staff", "Invite"],
    ];
    for (const [path, name] of openers) {
      if (new URL(page.url()).pathname !== path) await settle(page, path);
      const opener = page.getByRole("button", { name }).first();
      await opener.evaluate((el) => el.setAttribute("data-opener", ""));
      await opener.click();
      const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-opener") ?? false), { message: `${path}: ${String(name)}` })
        .toBe(true);
      await opener.evaluate((el) => el.removeAttribute("data-opener"));
    }
    await context.close();
  });
});

describe("document titles", () => {
  it("name every public page 'Page | Site' and show one not-found screen for a path and a post", async () => {
    const context = await open(1280);
    const page = await context.newPage();
    const titles: Record<string, string> = {};
    const screens: Record<string, string | null> = {};
    for (const path of ["/solutions", "/contact", "/privacy", "/no-such-page", "/blog/no-such-post"]) {
      await settle(page, path);
      titles[path] = await page.title();
      screens[path] = await page.locator("main").getAttribute("class");
    }
    expect(titles).toEqual({
      "/solutions": "Solutions & Packages | Bayou City AI",
      "/contact": "Contact Us | Bayou City AI",
      "/privacy": "Privacy Policy | Bayou City AI",
      "/no-such-page": "Page Not Found | Bayou City AI",
      "/blog/no-such-post": "Post Not Found | Bayou City AI",
    });
    expect(screens["/no-such-page"]).toBe(screens["/blog/no-such-post"]);
    await context.close();
  });

  it("name every admin page 'Page | Admin Portal' and any admin address signed out 'Sign In | Admin Portal'", async () => {
    const context = await open(1280);
    const page = await context.newPage();
    for (const path of ["/admin/login", "/admin", "/admin/blog"]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe("Sign In | Admin Portal");
    }
    await signIn(page);
    const expected: Record<string, string> = {
      "/admin": "Dashboard",
      "/admin/blog": "Blog Posts",
      "/admin/testimonials": "Testimonials",
      "/admin/announcements": "Announcements",
      "/admin/contacts": "Contacts",
      "/admin/ai": "AI Management",
      "/admin/chat": "Chat Conversations",
      "/admin/newsletter": "Newsletter",
      "/admin/n8n": "n8n Integration",
      "/admin/settings": "Settings",
      "/admin/staff": "Staff",
      "/admin/audit": "Audit Log",
      "/admin/no-such-page": "Page Not Found",
    };
    const titles: Record<string, string> = {};
    for (const path of Object.keys(expected)) {
      await settle(page, path);
      titles[path] = await page.title();
    }
    expect(titles).toEqual(Object.fromEntries(Object.entries(expected).map(([path, name]) => [path, `${name} | Admin Portal`])));
    await context.close();
  });
});
