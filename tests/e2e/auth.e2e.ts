import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser, holdScripts, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("admin sign-in", () => {
  it("shows the login form on any /admin path while signed out", async () => {
    const { page, context } = await newPage(browser);
    for (const path of ["/admin", "/admin/blog", "/admin/settings", "/admin/anything/else"]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
      expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    }
    await context.close();
  });

  it("keeps what was typed before the page's script arrived, and signs in with it", async () => {
    const { page, context } = await newPage(browser);
    const release = await holdScripts(page);
    await page.goto("/admin/login", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    expect(await page.locator("form[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("form[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
    await context.close();
  });

  it("keeps a new password typed before the reset page's script arrived, and sends it", async () => {
    const { page, context } = await newPage(browser);
    const release = await holdScripts(page);
    await page.goto("/admin/reset-password?token=made-up-token", { waitUntil: "domcontentloaded" });
    await page.getByLabel("New password", { exact: true }).fill("a-long-new-passphrase-42");
    await page.getByLabel("Confirm new password").fill("a-long-new-passphrase-42");
    expect(await page.locator("form[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("form[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Save new password" }).click();
    // The typed password reached the server, which refuses the made-up token (not "enter a password").
    await expect.poll(() => page.getByText(/expired or was already used/).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the spec's validation messages", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email").isVisible()).toBe(true);
    expect(await page.getByText("Password must be at least 6 characters").isVisible()).toBe(true);
    await context.close();
  });

  it("shows 'Login Failed' for wrong credentials", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("wrong-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Login Failed", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Invalid email or password", { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("signs in, keeps the session across reloads, and signs out to /", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await expect.poll(() => page.getByText(/^Welcome back/).isVisible()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect.poll(() => nav.isVisible()).toBe(true);
    for (const label of ["Dashboard", "Blog Posts", "Testimonials", "Announcements", "Contacts", "AI Management", "n8n Integration", "Settings"]) {
      expect(await nav.getByRole("link", { name: label }).count(), label).toBe(1);
    }
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();

    await page.goto("/admin/blog");
    await expect.poll(() => nav.getByRole("link", { name: "Blog Posts" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect.poll(() => page.getByText("Logged Out", { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await page.goto("/admin");
    await expect.poll(() => page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    await context.close();
  });

  it("treats a revoked token as signed out", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await page.evaluate(() => localStorage.setItem("auth_token", "revoked-or-made-up"));
    await page.goto("/admin");
    await expect.poll(() => page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await context.close();
  });
});

describe("public errors", () => {
  it("answers an unknown path with the 404 page and status", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(baseUrl() + "/");
    await context.close();
  });
});
