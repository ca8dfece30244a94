import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";
import { createFakeWhatsappServer } from "#tests/fakes/whatsapp-server.ts";

// WhatsApp in the live desk (docs/decisions/051): a message from a contact lands with a WhatsApp badge and the number;
// a member's reply goes out through the (fake) Cloud API and shows its status; a contact who last wrote more than 24
// hours ago gets the window notice above the composer, and the approved template goes out instead.

const PHONE_NUMBER_ID = "106540352242922";
const WABA_ID = "102290129340398";
const TOKEN = "EAAG-e2e-whatsapp-access-token";
const SECRET = "e2e-meta-app-secret-0123456789";
const wa = createFakeWhatsappServer({ phoneNumberId: PHONE_NUMBER_ID, businessAccountId: WABA_ID, accessToken: TOKEN, appSecret: SECRET });
let browser: Browser;

beforeAll(async () => {
  await wa.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await wa.close();
});

async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json() as Promise<unknown>;
}

/** A message as Meta posts it to the site's webhook, signed with the app secret. */
async function writeIn(waId: string, body: string, at?: Date) {
  expect(await wa.post(`${baseUrl()}/api/whatsapp/webhook`, [wa.inbound({ waId, body, name: "Rosa Díaz", ...(at ? { at } : {}) })])).toEqual([200]);
}

async function conversationOf(page: Page, phone: string): Promise<string> {
  const list = (await api(page, "GET", "/api/admin/chat/conversations")) as { id: string; phone: string | null }[];
  return list.find((c) => c.phone === phone)!.id;
}

describe("WhatsApp in the live desk", () => {
  it("shows a message with its channel, a reply's status, and outside the 24-hour window the notice and the template", async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    const settings = [
      ["phone_number_id", PHONE_NUMBER_ID], ["business_account_id", WABA_ID], ["access_token", TOKEN], ["app_secret", SECRET], ["verify_token", "e2e-verify"], ["api_url", wa.url],
      // Staff's side of WhatsApp; the assistant's answers are covered by server/whatsapp/whatsapp.test.ts.
      ["assistant_answers", "off"],
      ["template_name", "follow_up"], ["template_language", "en_US"], ["template_body", "Hi {{1}}, following up on your question about {{2}}. Reply here to continue."],
    ];
    for (const [key, value] of settings) await api(page, "POST", "/api/admin/settings", { category: "whatsapp", key, value });
    const digits = `1713555${String(Date.now()).slice(-4)}`;
    const phone = `+${digits}`;

    // The desk is open when the message comes: it appears live.
    await page.goto("/admin/chat");
    await settled(page);
    await writeIn(digits, "Hola! Can your assistant answer WhatsApp for my salon?");
    const row = page.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: "answer WhatsApp for my salon" });
    await expect.poll(() => row.getByTestId("conversation-channel").textContent()).toBe(`WhatsApp${phone}`);
    const id = await conversationOf(page, phone);
    await page.goto(`/admin/chat?c=${id}`);
    const transcript = page.getByRole("article", { name: "Transcript" });
    await expect.poll(() => transcript.getByTestId("conversation-channel").textContent()).toBe(`WhatsApp${phone}`);
    await expect.poll(() => page.getByTestId("whatsapp-window-open").textContent()).toMatch(/^WhatsApp: free-form replies can be sent until /);
    expect(await page.getByTestId("whatsapp-window-notice").count()).toBe(0);

    await page.getByLabel(/sent on WhatsApp to/).fill("Yes! Happy to show you. This is Sam.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => wa.messages.filter((m) => m.to === digits).map((m) => m.body)).toEqual(["Yes! Happy to show you. This is Sam."]);
    const sent = wa.messages.find((m) => m.to === digits)!;
    expect(await wa.post(`${baseUrl()}/api/whatsapp/webhook`, wa.statuses(sent.id, ["read", "delivered"]))).toEqual([200, 200]);
    await expect.poll(() => transcript.getByTestId("delivery-status").first().textContent()).toBe("Read");
    await settled(page);
    await shot(page, { path: "/tmp/whatsapp-desk-1280.png", fullPage: true });

    // Another contact last wrote 30 hours ago: only the template may go out.
    const oldDigits = `1713556${String(Date.now()).slice(-4)}`;
    await writeIn(oldDigits, "Do you also do booking reminders?", new Date(Date.now() - 30 * 3600_000));
    const oldId = await conversationOf(page, `+${oldDigits}`);
    await page.goto(`/admin/chat?c=${oldId}`);
    const notice = page.getByTestId("whatsapp-window-notice");
    await expect.poll(() => notice.getByRole("heading").textContent()).toMatch(/^WhatsApp's 24-hour window closed on /);
    await page.getByLabel(/sent on WhatsApp to/).fill("Are you still there?");
    expect(await page.getByRole("button", { name: "Send reply" }).isDisabled()).toBe(true);
    await page.getByLabel("Value for {{1}}").fill("Rosa");
    await page.getByLabel("Value for {{2}}").fill("booking reminders");
    await settled(page);
    await shot(page, { path: "/tmp/whatsapp-window-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Send template" }).click();
    await expect
      .poll(() => wa.messages.filter((m) => m.to === oldDigits).map((m) => m.template))
      .toEqual([{ name: "follow_up", language: "en_US", params: ["Rosa", "booking reminders"] }]);
    await expect.poll(() => transcript.textContent()).toContain("Hi Rosa, following up on your question about booking reminders.");

    // On a phone: the notice and its template form stay inside the screen.
    const small = await newPage(browser, { width: 375, height: 800 });
    await signIn(small.page);
    await small.page.goto(`/admin/chat?c=${oldId}`);
    const smallNotice = small.page.getByTestId("whatsapp-window-notice");
    await expect.poll(() => smallNotice.count()).toBe(1);
    const box = await smallNotice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await settled(small.page);
    await shot(small.page, { path: "/tmp/whatsapp-window-375.png", fullPage: true });
    await small.context.close();

    await page.goto("/admin/settings");
    await settled(page);
    await page.getByRole("tab", { name: "WhatsApp" }).click();
    await page.getByRole("button", { name: "Test WhatsApp connection" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "WhatsApp accepted the access token" }).count()).toBeGreaterThan(0);
    await shot(page, { path: "/tmp/whatsapp-settings-1280.png", fullPage: true });
    await context.close();
  });
});
