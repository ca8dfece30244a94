import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { E2E_ADMIN, launchBrowser, shot } from "./support/browser.ts";
import { startAppProcess, type AppProcess } from "../support/app-process.ts";

// Pop-ups and the chat inbox's reply box: no pop-up for what the inbox already shows (a visitor asking for a person),
// and no pop-up ever over the reply box. A server of its own: these tests send new leads through the contact form,
// whose per-address limit the other browser tests share.

let browser: Browser;
let app: AppProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-toasts-"));
  app = await startAppProcess({
    name: "inbox-toasts",
    readyTimeoutMs: 90_000,
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SECRET_KEY: "e2e-secret-key-e2e-secret-key-0123456789",
      SHUTDOWN_DRAIN_MS: "100",
      EVENTS_PER_MINUTE: "100000",
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  app.child.kill("SIGTERM");
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(app.base + url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A visitor's chat: each message through the public API, in one conversation. Returns its id. */
async function visitorChat(visitorId: string, messages: string[]): Promise<string> {
  let conversationId: string | undefined;
  for (const message of messages) ({ conversationId } = await post<{ conversationId: string }>("/api/chat", { message, visitorId, conversationId }));
  return conversationId!;
}

let leads = 0;
/** A lead from the contact form: the admin announces it with a "New lead" pop-up. */
const newLead = () =>
  post("/api/contact", {
    firstName: "Toni",
    lastName: "Lead",
    email: `toast-lead-${++leads}-${Date.now()}@example.com`,
    phone: "7135550100",
    company: "Heights Realty",
    automation: "Follow up with every new listing lead by text",
    contactMethod: "email",
  });

/** The inbox with one conversation open, signed in as the owner, its live stream connected. */
async function inboxAt(conversationId: string, width: number, height: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { token } = await post<{ token: string }>("/api/auth/login", E2E_ADMIN);
  const context = await browser.newContext({ baseURL: app.base, viewport: { width, height } });
  await context.addInitScript((t) => window.localStorage.setItem("auth_token", t), token);
  const page = await context.newPage();
  await page.goto(`/admin/chat?c=${encodeURIComponent(conversationId)}`);
  await expect.poll(() => page.getByTestId("live-state").getAttribute("data-state")).toBe("live");
  await expect.poll(() => page.getByRole("button", { name: "Send reply" }).isVisible()).toBe(true);
  return { page, close: () => context.close() };
}

const openToasts = (page: Page) => page.locator('[data-slot="toast"][data-state="open"]');

/** Brings a pop-up up with a new lead and waits for it. */
async function leadToast(page: Page): Promise<Locator> {
  await newLead();
  const toast = openToasts(page).filter({ hasText: "New lead" });
  await expect.poll(() => toast.count()).toBe(1);
  // Wait for the slide-in to end: the box is then where it stays.
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
  return toast;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** True when a click at the middle of `target` reaches it (nothing lies over it). */
const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });

const replyForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel(/Reply|Your reply/) });
/** The reply box scrolled to the bottom of the screen, as staff reading a conversation down to it have it. */
const scrollReplyToBottom = (page: Page) => replyForm(page).evaluate((el) => el.scrollIntoView({ block: "end" }));

const CHAT = ["Hello there", "What do you automate for realtors?", "How much does the starter package cost?", "Do you work with teams in Katy?"];

describe("pop-ups on the chat inbox", () => {
  it("brings no pop-up over the inbox when a visitor asks for a person, and Send reply works at once", async () => {
    const open = await visitorChat(`visitor_${Date.now()}_reader01`, CHAT);
    const { page, close } = await inboxAt(open, 1280, 800);
    // A first pop-up loads the toaster's code, so a pop-up for the request below would show at once.
    await (await leadToast(page)).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => openToasts(page).count()).toBe(0);

    await page.getByLabel(/Reply/).fill("Happy to help with Katy listings.");
    await scrollReplyToBottom(page);
    const asking = `I want to talk to a real person please ${Date.now()}`;
    await visitorChat(`visitor_${Date.now()}_asking01`, [asking]);
    // The inbox shows the request itself (in its list, and the sidebar's count): no pop-up for it.
    const listed = page.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: asking });
    await expect.poll(() => listed.count()).toBe(1);
    expect(await page.locator('[data-slot="toast"]').filter({ hasText: "asked for a person" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Chat Inbox (1 waiting for a person)" }).count()).toBe(1);
    await shot(page, { path: "/tmp/inbox-handoff-1280.png" });

    const send = page.getByRole("button", { name: "Send reply" });
    expect(await reachable(send)).toBe(true);
    await send.click({ timeout: 2_000 });
    await expect
      .poll(() => page.getByRole("article", { name: "Transcript" }).getByRole("list", { name: "Messages" }).textContent())
      .toContain("Happy to help with Katy listings.");
    await close();
  });

  it("puts a pop-up where it leaves the reply box free, on a desktop and on a phone", async () => {
    const open = await visitorChat(`visitor_${Date.now()}_reader02`, CHAT);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const { page, close } = await inboxAt(open, width, height);
      await page.getByLabel(/Reply/).fill("Let me check the calendar");
      await scrollReplyToBottom(page);
      const toast = await leadToast(page);
      const [toastBox, formBox] = [await toast.boundingBox(), await replyForm(page).boundingBox()];
      expect(toastBox && formBox, `${width}px`).toBeTruthy();
      expect(overlap(toastBox!, formBox!), `${width}px: pop-up ${JSON.stringify(toastBox)} over the reply box ${JSON.stringify(formBox)}`).toBe(false);
      expect(await reachable(page.getByRole("button", { name: "Send reply" })), `${width}px`).toBe(true);
      await shot(page, { path: `/tmp/inbox-toast-${width}.png` });
      await close();
    }
  });
});

/** The contacts page with one contact's card open, signed in as the owner, its live stream connected. */
async function contactAt(width: number, height: number): Promise<{ page: Page; card: Locator; close: () => Promise<void> }> {
  const { token } = await post<{ token: string }>("/api/auth/login", E2E_ADMIN);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await fetch(`${app.base}/api/admin/contacts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ firstName: "Nora", lastName: `Notes ${stamp}`, email: `nora.${stamp}@example.com`, contactMethod: "email" }),
  });
  if (!res.ok) throw new Error(`add contact: ${res.status} ${await res.text()}`);
  const contact = (await res.json()) as { id: number; name: string };
  const context = await browser.newContext({ baseURL: app.base, viewport: { width, height } });
  await context.addInitScript((t) => window.localStorage.setItem("auth_token", t), token);
  const page = await context.newPage();
  // The inbox shows when the live stream is connected; the sidebar then takes the page over without reconnecting.
  await page.goto("/admin/chat");
  await expect.poll(() => page.getByTestId("live-state").getAttribute("data-state")).toBe("live");
  await page.getByRole("link", { name: "Contacts", exact: true }).first().click();
  const card = page.getByRole("article", { name: contact.name, exact: true });
  await expect.poll(() => card.isVisible()).toBe(true);
  await card.getByRole("button", { name: new RegExp(`^${contact.name}`) }).click();
  await expect.poll(() => card.getByLabel("Add a note").isVisible()).toBe(true);
  return { page, card, close: () => context.close() };
}

describe("pop-ups on the contacts page", () => {
  it("brings no New lead pop-up over the contacts page, which lists the lead itself", async () => {
    const { page, close } = await contactAt(1280, 800);
    // A first pop-up (a visitor asking for a person is not shown by this page) loads the toaster's code.
    await visitorChat(`visitor_${Date.now()}_asking02`, [`I want to talk to a real person please ${Date.now()}`]);
    const handoff = openToasts(page).filter({ hasText: "asked for a person" });
    await expect.poll(() => handoff.count()).toBe(1);
    await handoff.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => openToasts(page).count()).toBe(0);

    const leadCards = page.getByRole("article", { name: "Toni Lead", exact: true });
    const before = await leadCards.count();
    await newLead();
    await expect.poll(() => leadCards.count()).toBe(before + 1);
    expect(await page.locator('[data-slot="toast"]').filter({ hasText: "New lead" }).count()).toBe(0);
    await close();
  });

  it("puts a pop-up where it leaves the notes box free while staff write a note, on a desktop and on a phone", async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const { page, card, close } = await contactAt(width, height);
      const notes = card.locator("form").filter({ has: page.getByLabel("Add a note") });
      await card.getByLabel("Add a note").fill("Called, she wants a demo on Friday");
      await notes.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await expect.poll(() => card.getByLabel("Add a note").evaluate((el) => el === document.activeElement)).toBe(true);
      await visitorChat(`visitor_${Date.now()}_asking${width}`, [`I want to talk to a real person please ${Date.now()}`]);
      const toast = openToasts(page).filter({ hasText: "asked for a person" });
      await expect.poll(() => toast.count()).toBe(1);
      await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
      const [toastBox, notesBox] = [await toast.boundingBox(), await notes.boundingBox()];
      expect(toastBox && notesBox, `${width}px`).toBeTruthy();
      expect(overlap(toastBox!, notesBox!), `${width}px: pop-up ${JSON.stringify(toastBox)} over the notes box ${JSON.stringify(notesBox)}`).toBe(false);
      expect(await reachable(card.getByRole("button", { name: "Add Note" })), `${width}px`).toBe(true);
      await shot(page, { path: `/tmp/contact-notes-toast-${width}.png` });
      await close();
    }
  });
});
