import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, shot } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PANEL_CHUNK = /\/assets\/chat-panel-[\w-]+\.js$/;
const FAILURE = (email: string) =>
  `I apologize, but I'm having trouble responding right now. Please try again or contact us directly at ${email} for immediate assistance.`;

const panel = (page: Page) => page.getByRole("dialog", { name: /Assistant/ });
const input = (page: Page) => page.getByLabel("Your message");
const log = (page: Page) => page.getByRole("log", { name: "Chat messages" });
/** The transcript as a screen reader hears it ("You: …", "Assistant: …"). */
const transcript = async (page: Page) => (await log(page).textContent()) ?? "";

/** Waits for hydration: before it, the launcher's button and event listener do nothing yet. */
const hydrated = (page: Page) => page.waitForFunction(() => window.bayouChat !== undefined);

async function openChat(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect.poll(() => input(page).isVisible()).toBe(true);
}

async function sendAndWait(page: Page, text: string) {
  const replied = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
  await input(page).fill(text);
  await input(page).press("Enter");
  await replied;
  await expect.poll(() => input(page).isEnabled()).toBe(true);
}

describe("chat widget", () => {
  it("loads the panel's code only when opened, then shows the welcome message and moves focus in", async () => {
    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // Beacon bodies are invisible to the request events: record what the page hands to sendBeacon.
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { sentBeacons: sent });
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((t) => sent.push(t));
        return original(url, data);
      };
    });
    const beacons = () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons.map((b) => JSON.parse(b) as { type: string; props?: unknown }));
    await page.goto("/");
    // Hydrated: the page view goes out when the browser is idle. One more idle callback after that, and the launcher's
    // own idle check (registered before it) has run too.
    await expect.poll(async () => (await beacons()).some((b) => b.type === "page_view"), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => PANEL_CHUNK.test(s))).toEqual([]);

    await openChat(page);
    expect(scripts.some((s) => PANEL_CHUNK.test(s))).toBe(true);
    expect(await panel(page).isVisible()).toBe(true);
    await expect.poll(() => transcript(page)).toMatch(/^Assistant: Hi! I'm the .+ assistant/);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await beacons()).filter((b) => b.type === "chat_started")).toEqual([
      expect.objectContaining({ type: "chat_started", props: { source: "widget" } }),
    ]);
    await context.close();
  });

  it("sends with Enter, keeps Shift+Enter as a new line, ignores blank input and shows 'Thinking...' while waiting", async () => {
    const { page, context } = await newPage(browser);
    let posts = 0;
    // The answer is held until the waiting state has been seen, then let through.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat", async (route) => {
      posts++;
      await answered;
      await route.continue();
    });
    await page.goto("/");
    await openChat(page);

    await input(page).fill("   ");
    await input(page).press("Enter");
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);

    await input(page).fill("Hello there");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("what are your hours?");
    expect(await input(page).inputValue()).toBe("Hello there\nwhat are your hours?");
    await input(page).press("Enter");

    await expect.poll(() => page.getByText("Thinking...").isVisible()).toBe(true);
    expect(await input(page).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
    expect(await input(page).inputValue()).toBe("");

    release();
    // The first reply of a fresh server builds the reply engine; on a busy 2-core machine that can take well over 10 s.
    await expect.poll(() => transcript(page), { timeout: 30_000 }).toContain("Monday - Friday, 8 AM - 6 PM CST");
    expect(await page.getByText("Thinking...").count()).toBe(0);
    expect(await transcript(page)).toContain("You: Hello there\nwhat are your hours?Assistant:");
    expect(posts).toBe(1);
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("minimizes, restores, closes with the button and with Escape, returning focus to the launcher", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/");
    await openChat(page);

    await page.getByRole("button", { name: "Minimize chat" }).click();
    expect(await input(page).isVisible()).toBe(false);
    const restore = page.getByRole("button", { name: "Restore chat" });
    expect(await restore.isVisible()).toBe(true);
    expect(await restore.evaluate((el) => el === document.activeElement)).toBe(true);
    await restore.click();
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: "Close chat" }).click();
    expect(await panel(page).isVisible()).toBe(false);
    const launcher = page.getByRole("button", { name: "Open chat" });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);

    await launcher.click();
    await expect.poll(() => input(page).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("keeps the conversation across navigation and a reload, sending the conversationId back", async () => {
    const { page, context } = await newPage(browser);
    const bodies: { conversationId?: string; visitorId: string }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/chat") && r.method() === "POST") bodies.push(JSON.parse(r.postData() ?? "{}") as { visitorId: string });
    });
    await page.goto("/");
    await openChat(page);
    await sendAndWait(page, "Tell me about the Growth package");
    const conversationId = await page.evaluate(() => localStorage.getItem("chat_conversation_id"));
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    // Client-side navigation: the layout (and the open panel) stay.
    await page.getByRole("navigation").getByRole("link", { name: "Blog", exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/blog");
    expect(await transcript(page)).toContain("Tell me about the Growth package");
    await sendAndWait(page, "how much is that one?");
    await expect.poll(() => transcript(page)).toMatch(/Growth pricing/);

    await page.reload();
    await openChat(page);
    const text = await transcript(page);
    expect(text).toContain("Tell me about the Growth package");
    expect(text).toContain("how much is that one?");
    expect(text.match(/Hi! I'm the/g)).toHaveLength(1);
    await sendAndWait(page, "thanks!");

    expect(bodies).toHaveLength(3);
    expect(bodies[0]?.conversationId).toBeUndefined();
    expect(bodies.slice(1).map((b) => b.conversationId)).toEqual([conversationId, conversationId]);
    expect(new Set(bodies.map((b) => b.visitorId)).size).toBe(1);
    expect(bodies[0]?.visitorId).toMatch(/^visitor_\d{13}_[a-z0-9]{10}$/);
    expect(await page.evaluate(() => localStorage.getItem("chat_conversation_id"))).toBe(conversationId);
    await context.close();
  });

  it("opens on the public site's open-chat event and from the Contact page's Start Chat button", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/contact");
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("bayou:open-chat", { detail: { source: "test" } })));
    await expect.poll(() => input(page).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close chat" }).click();
    await page.getByRole("button", { name: "Start Chat" }).click();
    await expect.poll(() => input(page).isVisible()).toBe(true);
    await context.close();
  });

  it("'Ask our AI about Growth' and the bundle and add-on chat buttons open the chat with that topic already asked", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/solutions");
    await hydrated(page);
    const replied = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Ask our AI about Growth" }).click();
    await replied;
    await expect.poll(() => transcript(page)).toContain("You: What's included in the Growth package?");
    await expect.poll(() => transcript(page)).toContain("AI lead capture and qualification agent");
    await page.getByRole("button", { name: "Close chat" }).click();
    await page.getByRole("button", { name: "Ask our AI about the Pro Bundle" }).click();
    await expect.poll(() => transcript(page)).toContain("covers any 4 platforms for $900");
    await page.getByRole("button", { name: "Close chat" }).click();
    await page.getByRole("button", { name: "Ask our AI about Voice AI" }).click();
    await expect.poll(() => transcript(page)).toContain("$197/month");
    await context.close();
  });

  it("shows the spec's apology with the contact e-mail when the request fails, and the empty-reply text", async () => {
    const { page, context } = await newPage(browser);
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal server error"}' }));
    await page.goto("/");
    const site = (await (await page.request.get("/api/site")).json()) as { contactEmail: string };
    await openChat(page);
    await sendAndWait(page, "hello?");
    await expect.poll(() => transcript(page)).toContain(FAILURE(site.contactEmail));
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("chat_messages") ?? "[]") as { intent?: string; sentiment?: string }[]);
    expect((await stored()).at(-1)).toMatchObject({ intent: "error", sentiment: "neutral" });

    // An answer without text, intent or sentiment: the widget fills in the defaults.
    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"conversationId":"c-1","response":"  "}' }));
    await sendAndWait(page, "anyone there?");
    await expect.poll(() => transcript(page)).toMatch(/Assistant: I'm sorry, I couldn't generate a response\. Please try again\.$/);
    expect((await stored()).at(-1)).toMatchObject({ intent: "unknown", sentiment: "neutral" });
    await context.close();
  });

  it("fills a small screen and is 384 × 500 on a wide one", async () => {
    for (const [width, height, expected] of [
      [375, 740, { width: 375, height: 740 }],
      [1280, 800, { width: 384, height: 500 }],
    ] as const) {
      const { page, context } = await newPage(browser, { width, height });
      await page.goto("/");
      await openChat(page);
      await sendAndWait(page, "What add-ons do you offer? Email me at sam@example.com");
      const box = await panel(page).boundingBox();
      expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual(expected);
      await shot(page, { path: `/tmp/chat-${width}.png` });
      await context.close();
    }
  });
});
