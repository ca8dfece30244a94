import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn, shot } from "./support/browser.ts";

// Staff teach the assistant from /admin/chat/unanswered: a question a member had to take over is listed, answered
// once, and then shows as answered (hidden unless "Show answered"), with the answer in the taught list.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function adminPost(page: Page, path: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  return (await page.request.post(path, { headers: { authorization: `Bearer ${token}` } })).status();
}

describe("admin chat: Unanswered", () => {
  it("answers a group of questions once, and the group is then marked answered", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    // Letters only: digits would read as a phone number (lead details, not a question).
    const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
    const question = `What are your office hours on Mardi Gras, ${tag}?`;
    const visitorId = `visitor_${Date.now()}_${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`;
    const res = await page.request.post("/api/chat", { data: { message: question, visitorId } });
    expect(res.status()).toBe(200);
    const { conversationId } = (await res.json()) as { conversationId: string };
    await signIn(page);
    // Whether the assistant had no answer or not, a member taking it over lists the question.
    expect(await adminPost(page, `/api/admin/chat/conversations/${conversationId}/takeover`)).toBe(200);

    await page.goto("/admin/chat");
    await page.getByRole("navigation", { name: "Chat views" }).getByRole("link", { name: "Unanswered" }).click();
    await expect.poll(() => page.url()).toContain("/admin/chat/unanswered");
    const group = page.getByRole("list", { name: "Unanswered questions" }).getByRole("listitem").filter({ hasText: question });
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.textContent()).toContain("Asked once");
    expect(await group.getByRole("link", { name: "View an example conversation" }).getAttribute("href")).toBe(`/admin/chat?c=${conversationId}`);

    await group.getByRole("button", { name: "Answer this" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Questions").inputValue()).toBe(question);
    // Nothing written yet: the form names the answer as what is missing.
    await dialog.getByRole("button", { name: "Save Answer" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toContain("Answer is required");
    await dialog.getByLabel("English").fill("We are open 9 to 5 on Mardi Gras; the assistant takes messages after hours.");
    await expect.poll(() => dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByLabel("Spanish").fill("Abrimos de 9 a 5 en Mardi Gras.");
    await shot(page, { path: "/tmp/admin-unanswered-dialog.png" });
    await dialog.getByRole("button", { name: "Save Answer" }).click();
    await expect.poll(() => page.getByText("Taught answer created successfully!", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    // Answered: gone from the list, back with "Show answered" as answered, and in the taught answers.
    await expect.poll(() => group.count()).toBe(0);
    const taught = page.getByRole("list", { name: "Taught answers" }).getByRole("listitem").filter({ hasText: question });
    await expect.poll(() => taught.count()).toBe(1);
    expect(await taught.textContent()).toContain("Spanish");
    await page.getByRole("switch", { name: "Show answered" }).click();
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.textContent()).toContain("Answered");
    await expect.poll(() => group.getByRole("link", { name: "See the answer" }).count()).toBe(1);
    await shot(page, { path: "/tmp/admin-unanswered-desktop.png", fullPage: true });
    await context.close();

    const phone = await newPage(browser, { width: 375, height: 740 });
    await signIn(phone.page);
    await phone.page.goto("/admin/chat/unanswered?answered=1");
    await expect.poll(() => phone.page.getByRole("list", { name: "Taught answers" }).getByRole("listitem").filter({ hasText: question }).count()).toBe(1);
    await shot(phone.page, { path: "/tmp/admin-unanswered-phone.png", fullPage: true });
    await phone.context.close();
  });
});
