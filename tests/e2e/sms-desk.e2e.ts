import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";
import { createFakeTwilioServer } from "#tests/fakes/twilio-server.ts";

// Texts in the live desk (docs/decisions/049): a text from a contact lands beside web chats with an SMS badge and the
// number; a member's reply goes out through (fake) Twilio and shows its delivery status; after the contact texts
// "alto" the automatic confirmation shows, and a later reply is visibly blocked with its reason. With the assistant on
// for texts, its answer shows in the desk as the assistant's, with its delivery status.

const SID = "AC00000000000000000000000000e2e000";
const TOKEN = "e2e-twilio-auth-token-0123456789";
const NUMBER = "+17135550100";
const twilio = createFakeTwilioServer({ accountSid: SID, authToken: TOKEN, number: NUMBER });
let browser: Browser;

beforeAll(async () => {
  await twilio.start();
  twilio.setKeywordHandling(false);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await twilio.close();
});

async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json() as Promise<unknown>;
}

/** A text as Twilio posts it to the site (no PUBLIC_URL on the e2e server: the URL it reached is the one signed). */
async function textIn(from: string, body: string) {
  const d = twilio.inbound({ from, body }, `${baseUrl()}/api/sms/twilio/inbound`);
  const res = await fetch(d.url, { method: "POST", body: d.body, headers: d.headers });
  expect(res.status).toBe(200);
}

describe("SMS in the live desk", () => {
  it("shows a text with its channel and number, a reply's delivery status, and a blocked reply's reason", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    for (const [key, value] of [["twilio_account_sid", SID], ["twilio_auth_token", TOKEN], ["twilio_from_number", NUMBER], ["twilio_api_url", twilio.url], ["twilio_keyword_replies", "off"], ["assistant_answers", "off"]]) {
      await api(page, "POST", "/api/admin/settings", { category: "sms", key, value });
    }
    const phone = `+1713555${String(Date.now()).slice(-4)}`;
    await textIn(phone, "Hi, can your assistant answer my clients' texts?");
    const list = (await api(page, "GET", "/api/admin/chat/conversations")) as { id: string; phone: string | null }[];
    const id = list.find((c) => c.phone === phone)!.id;

    await page.goto(`/admin/chat?c=${id}`);
    const transcript = page.getByRole("article", { name: "Transcript" });
    await expect.poll(() => transcript.getByTestId("conversation-channel").textContent()).toBe(`SMS${phone}`);
    const row = page.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: "answer my clients' texts" });
    await expect.poll(() => row.getByTestId("conversation-channel").textContent()).toBe(`SMS${phone}`);

    await page.getByLabel(/sent as a text to/).fill("Yes! Happy to show you. This is Sam.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => twilio.messages.filter((m) => m.to === phone).length).toBe(1);
    const sent = twilio.messages.find((m) => m.to === phone)!;
    // The e2e server has no PUBLIC_URL: the callbacks go to the address it listens on.
    const messages = ((await api(page, "GET", `/api/admin/chat/conversations/${id}`)) as { messages: { id: number; sender: string }[] }).messages;
    sent.statusCallback = `${baseUrl()}/api/sms/twilio/status?m=${messages.find((m) => m.sender === "staff")!.id}`;
    expect(await twilio.postStatusCallbacks(sent.sid, ["delivered", "sent"])).toEqual([200, 200]);
    await expect.poll(() => transcript.getByTestId("delivery-status").first().textContent()).toBe("Delivered");

    await textIn(phone, "alto");
    await expect.poll(() => transcript.textContent()).toContain("Automatic text");
    await expect.poll(() => twilio.messages.filter((m) => m.to === phone).length).toBe(2);
    await page.getByLabel(/sent as a text to/).fill("Just checking in tomorrow?");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => transcript.getByTestId("delivery-status").last().textContent()).toMatch(/^Blocked · Not sent: this contact texted STOP/);
    expect(twilio.messages.filter((m) => m.to === phone)).toHaveLength(2);
    await settled(page);
    await shot(page, { path: "/tmp/sms-desk-1280.png", fullPage: true });
    // On a phone: the badge, the number and the blocked reason stay inside the screen.
    const phoneView = await newPage(browser, { width: 375, height: 800 });
    await signIn(phoneView.page);
    await phoneView.page.goto(`/admin/chat?c=${id}`);
    const small = phoneView.page.getByRole("article", { name: "Transcript" });
    await expect.poll(() => small.getByTestId("delivery-status").last().textContent()).toMatch(/^Blocked/);
    const box = await small.getByTestId("delivery-status").last().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await settled(phoneView.page);
    await shot(phoneView.page, { path: "/tmp/sms-desk-375.png", fullPage: true });
    await phoneView.context.close();

    await page.goto("/admin/settings");
    await settled(page);
    await page.getByRole("tab", { name: "SMS (Twilio)" }).click();
    await page.getByRole("button", { name: "Test Twilio connection" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Twilio accepted the SID and token" }).count()).toBeGreaterThan(0);
    await shot(page, { path: "/tmp/sms-settings-1280.png", fullPage: true });
    await context.close();
  });

  it("shows the assistant's answer to a text, sent through Twilio, and goes quiet once a member takes over", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    for (const [key, value] of [["twilio_account_sid", SID], ["twilio_auth_token", TOKEN], ["twilio_from_number", NUMBER], ["twilio_api_url", twilio.url], ["assistant_answers", "on"]]) {
      await api(page, "POST", "/api/admin/settings", { category: "sms", key, value });
    }
    const phone = `+1832555${String(Date.now()).slice(-4)}`;
    await textIn(phone, "Hola, ¿qué servicios ofrecen?");
    await expect.poll(() => twilio.messages.filter((m) => m.to === phone).length).toBe(1);
    const reply = twilio.messages.find((m) => m.to === phone)!.body;
    const list = (await api(page, "GET", "/api/admin/chat/conversations")) as { id: string; phone: string | null }[];
    const id = list.find((c) => c.phone === phone)!.id;

    await page.goto(`/admin/chat?c=${id}`);
    const transcript = page.getByRole("article", { name: "Transcript" });
    const answer = transcript.getByRole("listitem").filter({ hasText: "Assistant" }).last();
    await expect.poll(() => answer.textContent()).toContain(reply.split("\n")[0]);
    await expect.poll(() => answer.getByTestId("delivery-status").textContent()).toMatch(/^(Sending|Sent|Delivered)/);

    await page.getByRole("button", { name: /take over/i }).first().click();
    await expect.poll(() => transcript.textContent()).toMatch(/joined/i);
    await textIn(phone, "¿Y cuánto cuesta?");
    await expect.poll(() => transcript.textContent()).toContain("¿Y cuánto cuesta?");
    expect(twilio.messages.filter((m) => m.to === phone)).toHaveLength(1);
    await settled(page);
    await shot(page, { path: "/tmp/sms-assistant-1280.png", fullPage: true });
    const phoneView = await newPage(browser, { width: 375, height: 800 });
    await signIn(phoneView.page);
    await phoneView.page.goto(`/admin/chat?c=${id}`);
    await expect.poll(() => phoneView.page.getByRole("article", { name: "Transcript" }).textContent()).toContain("Assistant");
    await settled(phoneView.page);
    await shot(phoneView.page, { path: "/tmp/sms-assistant-375.png", fullPage: true });
    await phoneView.context.close();
    await context.close();
  });
});
