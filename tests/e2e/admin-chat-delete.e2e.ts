import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn, shot } from "./support/browser.ts";

// Staff delete a chat conversation in /admin/chat (a privacy request): asked first, then gone from the list and the API.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A conversation through the public chat API, as a new visitor. */
async function startConversation(page: Page, message: string): Promise<string> {
  const visitorId = `visitor_${Date.now()}_${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`;
  const res = await page.request.post("/api/chat", { data: { message, visitorId } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { conversationId: string }).conversationId;
}

async function adminGet(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: res.ok() ? await res.json() : null };
}

const listItem = (page: Page, text: string) => page.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: text });

describe("admin chat: delete a conversation", () => {
  it("asks first, can be cancelled, then deletes it with a toast and selects another one", async () => {
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
    ] as const) {
      const { page, context } = await newPage(browser, { width, height });
      const keep = `Keep me ${width}: what are your hours?`;
      const gone = `Delete me ${width}: tell me about the Growth package`;
      await startConversation(page, keep);
      const id = await startConversation(page, gone);
      await signIn(page);
      await page.goto(`/admin/chat?c=${id}`);
      const transcript = page.getByRole("article", { name: "Transcript" });
      await expect.poll(() => transcript.textContent()).toContain(gone);
      await expect.poll(() => listItem(page, gone).count()).toBe(1);

      // Cancel keeps it.
      await transcript.getByRole("button", { name: "Delete conversation" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect.poll(() => dialog.textContent()).toContain("The conversation and its 2 messages will be permanently deleted.");
      await shot(page, { path: `/tmp/admin-chat-delete-${width}.png` });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect((await adminGet(page, `/api/admin/chat/conversations/${id}`)).status).toBe(200);

      await transcript.getByRole("button", { name: "Delete conversation" }).click();
      const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/admin/chat/conversations/${id}`) && r.request().method() === "DELETE");
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      expect((await deleted).status()).toBe(200);
      await expect.poll(() => page.getByText("Conversation deleted successfully!", { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => listItem(page, gone).count()).toBe(0);
      expect(await listItem(page, keep).count()).toBe(1);
      // The deleted one left the URL; the page shows the newest remaining conversation instead of an error.
      expect(new URL(page.url()).searchParams.get("c")).toBeNull();
      await expect.poll(() => transcript.textContent()).toContain(keep);
      expect(await page.getByText("Failed to load the transcript").count()).toBe(0);
      expect((await adminGet(page, `/api/admin/chat/conversations/${id}`)).status).toBe(404);
      await shot(page, { path: `/tmp/admin-chat-deleted-${width}.png` });
      await context.close();
    }
  });

  it("says so when the delete fails and keeps the conversation", async () => {
    const { page, context } = await newPage(browser);
    const text = "Failing delete: do you build chatbots?";
    const id = await startConversation(page, text);
    await signIn(page);
    await page.goto(`/admin/chat?c=${id}`);
    const transcript = page.getByRole("article", { name: "Transcript" });
    await expect.poll(() => transcript.textContent()).toContain(text);
    await page.route(`**/api/admin/chat/conversations/${id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal server error"}' })
        : route.continue(),
    );
    await transcript.getByRole("button", { name: "Delete conversation" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByText("Could not delete the conversation", { exact: true }).first().isVisible()).toBe(true);
    // The dialog stays for another try; behind it (hidden from the accessibility tree while it is open) nothing changed.
    expect(await page.getByRole("alertdialog").isVisible()).toBe(true);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => listItem(page, text).count()).toBe(1);
    expect(await transcript.textContent()).toContain(text);
    await context.close();
  });

  it("keeps a transcript with a long link inside a phone's screen", async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 740 });
    const long = `Can your AI read https://listings.example.com/houston/the-heights/${"very-long-listing-path-".repeat(6)}1234 for me?`;
    const id = await startConversation(page, long);
    await signIn(page);
    await page.goto(`/admin/chat?c=${id}`);
    await expect.poll(() => page.getByRole("article", { name: "Transcript" }).textContent()).toContain("very-long-listing-path");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
  it("deletes several selected conversations at once, asked first, and keeps the others", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 800 });
    const run = Date.now().toString(36);
    const keep = `Bulk keep ${run}: do you serve Katy?`;
    const first = `Bulk gone one ${run}: what does setup cost?`;
    const second = `Bulk gone two ${run}: can you text my leads?`;
    await startConversation(page, keep);
    const ids = [await startConversation(page, first), await startConversation(page, second)];
    await signIn(page);
    await page.goto(`/admin/chat?q=${run}`);
    await expect.poll(() => page.getByRole("list", { name: "Conversations" }).getByRole("listitem").count()).toBe(3);

    await page.getByRole("button", { name: "Select", exact: true }).click();
    await listItem(page, first).getByRole("checkbox").check();
    await listItem(page, second).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete selected (2)" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.textContent()).toContain("Delete 2 conversations?");
    await shot(page, { path: "/tmp/admin-chat-bulk-delete-1280.png" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByText("2 conversations deleted", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("list", { name: "Conversations" }).getByRole("listitem").count()).toBe(1);
    expect(await listItem(page, keep).count()).toBe(1);
    for (const id of ids) expect((await adminGet(page, `/api/admin/chat/conversations/${id}`)).status).toBe(404);
    // Selection mode ends with the delete.
    expect(await page.getByRole("button", { name: "Select", exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
