import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, signIn, shot } from "./support/browser.ts";
import { axeViolations } from "./support/axe.ts";
import type { CopilotStats } from "#common/chat/copilot.ts";

// The staff copilot (docs/decisions/050) in two browsers: a member takes a chat over, the desk offers a drafted reply
// to the visitor's new message with its sources, the member edits and sends it (the visitor reads it), discards
// another, and the figures count both.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openVisitorChat(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => (window as unknown as { bayouChat?: unknown }).bayouChat !== undefined);
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect.poll(() => page.getByTestId("chat-panel").getByLabel("Your message").isVisible()).toBe(true);
}

async function visitorSays(page: Page, text: string) {
  const box = page.getByTestId("chat-panel").getByLabel("Your message");
  await expect.poll(() => box.isEnabled()).toBe(true);
  await box.fill(text);
  await box.press("Enter");
}

async function copilotStats(page: Page): Promise<CopilotStats> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const res = await page.request.get("/api/admin/chat/drafts/stats", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as CopilotStats;
}

describe("copilot in the live desk", () => {
  it("offers a draft with its sources in a taken-over chat; edited and sent it reaches the visitor; discarded it is counted", async () => {
    // The site's CSP blocks inline scripts without its nonce: bypassed to inject axe.
    const staffContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const staff = await staffContext.newPage();
    const { context: visitorContext, page: visitor } = await newPage(browser, { width: 375, height: 740 });
    await signIn(staff);
    const before = await copilotStats(staff);

    // Digits would read as a phone number (a lead).
    const opening = `Hi there, I'm looking around (${Math.random().toString(36).slice(2, 10).replace(/\d/g, "q")})`;
    await openVisitorChat(visitor);
    await visitorSays(visitor, opening);
    await staff.goto("/admin/chat");
    await expect.poll(() => staff.getByTestId("live-state").getAttribute("data-state")).toBe("live");
    const item = staff.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: opening }).first();
    await expect.poll(() => item.count()).toBeGreaterThan(0);
    await item.getByRole("link").click();
    await staff.getByRole("button", { name: "Take over" }).click();
    await expect.poll(() => visitor.getByTestId("chat-system-note").last().textContent()).toContain("from the team joined the conversation");

    // A new visitor message while the member handles the chat: a draft is offered in the reply box by itself.
    const reply = staff.getByLabel(/Your reply/);
    const notice = staff.getByTestId("copilot-notice");
    await visitorSays(visitor, "what are your office hours?");
    await expect.poll(() => notice.textContent()).toContain("Draft ready in the reply box");
    expect(await reply.inputValue()).toMatch(/Monday/);
    await expect.poll(() => staff.getByTestId("copilot-sources").textContent()).toContain("Drafted by the assistant from:");
    await shot(staff, { path: "/tmp/desk-copilot-draft-1280.png", fullPage: true });
    expect(await axeViolations(staff)).toEqual([]);

    // Edited, then sent with Enter as any reply: the visitor reads the edited text.
    const edited = `${await reply.inputValue()} — Sam from the team`;
    await reply.fill(edited);
    await reply.press("Enter");
    await expect.poll(() => visitor.getByTestId("chat-staff-message").last().textContent()).toContain("Sam from the team");
    await expect.poll(() => reply.inputValue()).toBe("");

    // Asked for by hand, then discarded: the box empties.
    await visitorSays(visitor, "do you write a blog?");
    await expect.poll(() => notice.textContent()).toContain("Draft ready in the reply box");
    await staff.getByRole("button", { name: "Discard draft" }).click();
    await expect.poll(() => notice.textContent()).toBe("Draft discarded.");
    expect(await reply.inputValue()).toBe("");
    await staff.getByRole("button", { name: "Draft a reply" }).click();
    await expect.poll(() => notice.textContent()).toContain("Draft ready in the reply box");
    const unchanged = await reply.inputValue();
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => visitor.getByTestId("chat-staff-message").last().textContent()).toContain(unchanged.slice(0, 40));

    // Nothing on the site about it: no draft, and the desk says so when asked.
    await visitorSays(visitor, "Do you also sell commercial fishing boats and their insurance in Alaska?");
    await expect.poll(() => staff.getByRole("article", { name: "Transcript" }).textContent()).toContain("fishing boats");
    await staff.getByRole("button", { name: "Draft a reply" }).click();
    await expect.poll(() => notice.textContent()).toContain("No draft: the site doesn't cover this");
    expect(await reply.inputValue()).toBe("");

    // The figures: one sent unchanged, one edited, one discarded more than before.
    const after = await copilotStats(staff);
    expect(after).toMatchObject({ sentUnchanged: before.sentUnchanged + 1, sentEdited: before.sentEdited + 1, discarded: before.discarded + 1 });
    await expect
      .poll(() => staff.getByTestId("copilot-figures").textContent())
      .toContain(`${after.sentUnchanged} sent unchanged, ${after.sentEdited} edited, ${after.discarded} discarded`);

    // On a phone: a draft and its sources fit the screen.
    await visitorSays(visitor, "what are your office hours?");
    await expect.poll(() => notice.textContent()).toContain("Draft ready in the reply box");
    const phone = await staffContext.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(staff.url());
    await phone.getByRole("button", { name: "Draft a reply" }).click();
    await expect.poll(() => phone.getByTestId("copilot-notice").textContent()).toContain("Draft ready in the reply box");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await phone.getByTestId("copilot").scrollIntoViewIfNeeded();
    await shot(phone, { path: "/tmp/desk-copilot-draft-375.png" });
    await shot(visitor, { path: "/tmp/desk-copilot-visitor-375.png" });
    await staffContext.close();
    await visitorContext.close();
  });
});
