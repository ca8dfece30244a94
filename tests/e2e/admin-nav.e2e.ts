import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, E2E_ADMIN, launchBrowser, newPage, shot } from "./support/browser.ts";
import type { StaffRole } from "#common/auth/roles.ts";

// The admin's navigation by role: the chat inbox is an entry of its own, with the waiting count, for every role that
// may answer chats; sales reach the newsletter's subscribers (README, "Staff and roles").

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(baseUrl() + path, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const ownerToken = async () => (await api<{ token: string }>("/api/auth/login", { method: "POST", body: E2E_ADMIN })).token;

/** A new member of the role, invited by the owner and joined from the link: their session token. */
async function memberToken(role: Exclude<StaffRole, "owner">): Promise<string> {
  const email = `nav-${role}-${Date.now()}@example.com`;
  const { link } = await api<{ link: string }>("/api/admin/staff/invitations", { method: "POST", token: await ownerToken(), body: { email, role } });
  const token = new URL(link).searchParams.get("token")!;
  const joined = await api<{ token: string }>(`/api/auth/invitations/${token}`, { method: "POST", body: { name: `Nav ${role}`, password: "lantern-orchard-quarry-73" } });
  return joined.token;
}

/** The admin at `path`, signed in with a session token (kept where the admin keeps it). */
async function adminAs(token: string, path: string, size = { width: 1280, height: 800 }): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, size);
  await context.addInitScript((t) => window.localStorage.setItem("auth_token", t), token);
  await page.goto(path);
  await expect.poll(() => page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(true);
  return { page, close: () => context.close() };
}

describe("admin navigation by role", () => {
  it("lists the chat inbox with the waiting count for the owner, administrators and sales, not for an editor", async () => {
    const visitorId = `visitor_${Date.now()}_navcount`;
    await api("/api/chat", { method: "POST", body: { message: "I want to talk to a real person please", visitorId } });
    const { waiting } = await api<{ waiting: number }>("/api/admin/chat/stats", { token: await ownerToken() });
    expect(waiting).toBeGreaterThan(0);

    const tokens: [StaffRole, string][] = [
      ["owner", await ownerToken()],
      ["admin", await memberToken("admin")],
      ["sales", await memberToken("sales")],
      ["editor", await memberToken("editor")],
    ];
    for (const [role, token] of tokens) {
      const { page, close } = await adminAs(token, "/admin");
      const nav = page.getByRole("navigation", { name: "Admin" });
      const inbox = nav.getByRole("link", { name: /^Chat Inbox/ });
      if (role === "editor") {
        // The rest of the editor's sidebar is there: the inbox is left out, not missing because nothing loaded.
        await expect.poll(() => nav.getByRole("link", { name: "Blog Posts" }).isVisible()).toBe(true);
        expect(await inbox.count(), role).toBe(0);
      } else {
        const named = nav.getByRole("link", { name: `Chat Inbox (${waiting} waiting for a person)`, exact: true });
        await expect.poll(() => named.count(), { message: role }).toBe(1);
        expect(await named.getAttribute("href")).toBe("/admin/chat");
        expect(await page.getByTestId("live-waiting-badge").locator("[aria-hidden]").textContent()).toBe(String(waiting));
      }
      if (role === "owner") {
        await shot(page, { path: "/tmp/admin-nav-owner-1280.png" });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        // Phone width: the sidebar shows icons only, the count on the inbox's icon.
        await expect.poll(() => page.getByTestId("live-waiting-badge").isVisible()).toBe(true);
        expect(await page.getByRole("button", { name: "Expand sidebar" }).count()).toBe(1);
        await shot(page, { path: "/tmp/admin-nav-owner-390.png" });
      }
      if (role === "sales") await shot(page, { path: "/tmp/admin-nav-sales-1280.png" });
      await close();
    }
  });

  it("opens the newsletter's subscribers and issues for sales; an editor is refused", async () => {
    const email = `nav-reader-${Date.now()}@example.com`;
    await api("/api/newsletter", { method: "POST", body: { email, source: "blog" } });

    const sales = await adminAs(await memberToken("sales"), "/admin");
    await sales.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" }).click();
    await expect.poll(() => sales.page.getByRole("heading", { name: "Newsletter", level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => sales.page.getByRole("cell", { name: email, exact: true }).isVisible()).toBe(true);
    await shot(sales.page, { path: "/tmp/admin-newsletter-sales-1280.png" });
    // Sending reads the published posts from the newsletter's own API, which sales may use.
    await sales.page.getByRole("tab", { name: "Issues" }).click();
    await expect.poll(() => sales.page.getByLabel("Content").locator("option").count()).toBeGreaterThan(1);
    await sales.close();

    const editor = await adminAs(await memberToken("editor"), "/admin/newsletter");
    await expect.poll(() => editor.page.getByRole("heading", { name: "You don't have access" }).isVisible()).toBe(true);
    await editor.close();
  });
});
