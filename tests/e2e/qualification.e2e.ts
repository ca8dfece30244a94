import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, settled, signIn } from "./support/browser.ts";

// A visitor states their role and team in the chat; staff see them on the CRM card with the score and why, filter by
// score band, and correct a field (a bad value gets its message, nothing typed is lost).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe("qualification", () => {
  it("shows what the chat learned on the CRM card with the score, and lets staff correct it", async () => {
    const { page, context } = await newPage(browser);
    const visitorId = `visitor_${Date.now()}_qualify1`;
    const first = await page.request.post("/api/chat", { data: { message: "I'm a broker with 25 agents in Katy and we need it asap", visitorId } });
    expect(first.status()).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    const second = await page.request.post("/api/chat", { data: { message: "I'm Quinn Qualls, quinn.qual.e2e@example.com", visitorId, conversationId } });
    expect(second.status()).toBe(200);

    await signIn(page);
    await page.goto("/admin/contacts?band=hot");
    await settled(page);
    const quinn = card(page, "Quinn Qualls");
    await expect.poll(() => quinn.isVisible()).toBe(true);
    await expect.poll(() => quinn.getByTestId("score-badge").first().textContent()).toMatch(/Hot · \d+/);
    await quinn.getByRole("button", { name: /^Quinn Qualls/ }).click();
    const details = quinn.getByTestId("qualification");
    await expect.poll(() => details.getByText("25 people").isVisible()).toBe(true);
    expect(await details.getByRole("definition").filter({ hasText: /^Broker$/ }).isVisible()).toBe(true);
    expect(await details.getByRole("definition").filter({ hasText: /^Katy/ }).isVisible()).toBe(true);
    expect(await details.getByRole("list", { name: "Why hot" }).getByText("Team of 25").isVisible()).toBe(true);

    // Staff correct the team size: a bad value is refused at its field and kept as typed.
    await quinn.getByRole("button", { name: "Edit qualification of Quinn Qualls" }).click();
    const form = page.getByRole("form", { name: "Edit qualification" });
    await form.getByLabel("Team size").fill("about thirty");
    await form.getByRole("button", { name: "Save qualification" }).click();
    await expect.poll(() => form.getByText("Team size is a whole number").isVisible()).toBe(true);
    expect(await form.getByLabel("Team size").inputValue()).toBe("about thirty");
    await form.getByLabel("Team size").fill("30");
    await form.getByRole("button", { name: "Save qualification" }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => details.getByText("30 people").isVisible()).toBe(true);
    await expect.poll(() => quinn.getByText(/Qualification edited by .+: Team size 25 → 30/).isVisible()).toBe(true);
    await context.close();
  });
});
