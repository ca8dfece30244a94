import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { launchBrowser } from "./support/browser.ts";
import { axeViolations } from "./support/axe.ts";
import { startAppProcess, type AppProcess } from "../support/app-process.ts";

// A server of this file's own, started the way `npm start` first starts: no ADMIN_PASSWORD, so the owner gets a
// generated password printed once. The shared e2e server's admin is left alone (2FA on it would sign every
// later file out of the code step).
const OWNER_EMAIL = "owner@example.com";
const OWNER_NAME = "Administrator"; // ADMIN_NAME unset
const NEW_PASSWORD = "velvet-harbor-compass-81";
const FIREFOX_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let browser: Browser;
let server: AppProcess;
let dataDir: string;
let generatedPassword: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-e2e-account-"));
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppProcess({
      name: "account-server",
      readyTimeoutMs: 90_000,
      env: { DATA_DIR: dataDir, ADMIN_EMAIL: OWNER_EMAIL, SECRET_KEY: "e2e-account-secret-key-0123456789abcdef", SHUTDOWN_DRAIN_MS: "100", EVENTS_PER_MINUTE: "100000" },
    }),
  ]);
  const printed = /Password: (\S+)/.exec(server.output());
  if (!printed) throw new Error(`no generated password printed:\n${server.output()}`);
  generatedPassword = printed[1]!;
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(opts: { userAgent?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP: axe is injected as an inline script.
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 }, bypassCSP: true, ...opts });
  return { context, page: await context.newPage() };
}

async function passwordStep(page: Page, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

describe("a generated first password", () => {
  it("must be replaced at the first sign-in before any admin page opens", async () => {
    expect(server.output()).toContain("the first sign-in asks you to choose your own");
    const { context, page } = await open();
    await passwordStep(page, generatedPassword);
    // Never signed in before: no "Welcome back".
    await expect.poll(() => page.getByText(`Welcome, ${OWNER_NAME}!`).isVisible()).toBe(true);
    const heading = page.getByRole("heading", { name: "Choose a new password" });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    await page.goto("/admin/blog");
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Current password").fill(generatedPassword);
    await page.getByLabel("New password", { exact: true }).fill("password1234");
    await page.getByLabel("Confirm new password").fill("password1234");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect.poll(() => page.getByText(/too easy to guess/).isVisible()).toBe(true);

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect.poll(() => page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(true);
    expect(await heading.count()).toBe(0);
    await context.close();
  });
});

describe("two-factor sign-in and sessions", () => {
  it("turns on 2FA, signs in with a code and ends another session", async () => {
    // A second device signed in before 2FA is turned on: ended from the first one at the end.
    const other = await open({ userAgent: FIREFOX_UA });
    await passwordStep(other.page, NEW_PASSWORD);
    await other.page.waitForURL((u) => u.pathname === "/admin");

    const { context, page } = await open();
    await passwordStep(page, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.getByRole("link", { name: "Account" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/account");
    await page.getByLabel("Your password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secretText = page.getByTestId("totp-secret");
    await expect.poll(() => secretText.isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: /QR code/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const secret = ((await secretText.textContent()) ?? "").replace(/\s+/g, "");
    await page.getByLabel("Code from the app").fill(totp(secret).generate());
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await expect.poll(() => page.getByText(/10 of 10 recovery codes left/).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await passwordStep(page, NEW_PASSWORD);
    await expect.poll(() => page.getByText("Enter the 6-digit code from your authenticator app").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Use a recovery code instead" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByText("That code is not valid", { exact: false }).isVisible()).toBe(true);
    // The set-up used this step's code; the next step's is accepted (one step of clock drift) and not yet used.
    const next = totp(secret).generate({ timestamp: Date.now() + 30_000 });
    await page.getByLabel("Authentication code").fill(next);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByText(/^Welcome back/).isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === "/admin");

    await page.goto("/admin/account");
    // One row per device: this one, with the first test's session (the same browser, still signed in: a password
    // change keeps its session) counted on it, and the Firefox one.
    const rows = page.getByTestId("session-row");
    await expect.poll(() => rows.count()).toBe(2);
    const here = rows.filter({ hasText: "This device" });
    expect(await here.count()).toBe(1);
    expect(await here.textContent()).toContain("2 sessions");
    const firefox = rows.filter({ hasText: "Firefox on Linux" });
    expect(await firefox.textContent()).toContain("127.0.0.1 · 1 session ·");
    await firefox.getByRole("button", { name: /End session/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await firefox.count()).toBe(0);

    await other.page.reload();
    await expect.poll(() => other.page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    await Promise.all([context.close(), other.context.close()]);
  });

  it("sends a forgotten-password request with the same answer for any e-mail", async () => {
    const { context, page } = await open();
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/forgot-password");
    // The URL changes before the new page has replaced the sign-in form, which has an "Email" field too.
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect.poll(() => page.getByText("If an account exists for that e-mail, a reset link is on its way.").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/admin/reset-password?token=made-up-token");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD + "x");
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD + "x");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect.poll(() => page.getByText(/expired or was already used/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
