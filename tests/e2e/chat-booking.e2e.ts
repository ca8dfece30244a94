import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, shot } from "./support/browser.ts";
import { bookingText } from "#app/components/booking/booking-text.ts";
import type { BookingLanguage } from "#common/booking/booking-schemas.ts";

// Booking in the chat (issue 37): in each language a visitor asks for a consultation (or says yes to the one the
// assistant offered), opens the times under the reply, picks one and books with the keyboard alone, and reads the
// confirmation in the chat, which then goes on. Phone and desktop screenshots for review.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PICK_A_TIME: Record<BookingLanguage, string> = { en: "Pick a time", es: "Elegir un horario", vi: "Chọn giờ hẹn", zh: "选择时间" };
const FLOW = '[data-testid="chat-booking"]';
const TIMES = `${FLOW} [aria-labelledby$="-times"] button`;

const input = (page: Page) => page.getByLabel("Your message");
const focused = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

async function openChat(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => window.bayouChat !== undefined);
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect.poll(() => input(page).isVisible()).toBe(true);
}

async function say(page: Page, text: string) {
  const replied = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
  await input(page).fill(text);
  await input(page).press("Enter");
  await replied;
  await expect.poll(() => input(page).isEnabled()).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, key = "Tab", max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await focused(page, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}

const DIALOGUES: { lang: BookingLanguage; messages: string[]; width: number; height: number; name: string }[] = [
  // Saying yes to the consultation the pricing answer offers.
  { lang: "en", messages: ["How much does it cost?", "yes, let's book"], width: 390, height: 844, name: "Chat Visitor" },
  { lang: "es", messages: ["Quiero agendar una consulta"], width: 1280, height: 900, name: "Lucía Pérez" },
  { lang: "vi", messages: ["Tôi muốn đặt lịch tư vấn"], width: 390, height: 844, name: "Nguyễn Văn An" },
  { lang: "zh", messages: ["我想预约咨询"], width: 1280, height: 900, name: "王小明" },
];

describe("booking a consultation in the chat", () => {
  it.each(DIALOGUES)("books in $lang with the keyboard and shows the confirmation in the chat", async ({ lang, messages, width, height, name }) => {
    const text = bookingText(lang);
    const { page, context } = await newPage(browser, { width, height });
    await openChat(page);
    for (const message of messages) await say(page, message);

    // The reply's button, reached from the message box by keyboard; the flow opens in the panel and takes focus.
    const pick = page.getByRole("button", { name: PICK_A_TIME[lang] }).last();
    await pick.waitFor();
    await tabTo(page, '[data-testid="chat-pick-time"]', "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.locator(TIMES).first().waitFor();
    await page.getByRole("heading", { name: text.pickTime }).waitFor();
    await expect.poll(() => focused(page, `${FLOW} [role="group"][tabindex="-1"]`)).toBe(true);

    await tabTo(page, TIMES);
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator(`${TIMES}[aria-pressed="true"]`).count()).toBe(1);
    await expect.poll(() => page.locator(`${FLOW} [id$="-chosen"]`).textContent()).not.toBe(text.noTimeChosen);
    // Nothing sticks out sideways: the flow fits the panel.
    const panelWidth = await page.getByTestId("chat-panel").evaluate((el) => el.clientWidth);
    expect(await page.locator(FLOW).evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(panelWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, { path: `chat-booking-${lang}-${width}-times.png` });

    await tabTo(page, `${FLOW} input[name="name"]`);
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(`chat-${lang}-${Date.now()}@example.com`);
    await tabTo(page, `${FLOW} button[type="submit"]`);
    await page.keyboard.press("Enter");

    const booked = page.getByTestId("chat-panel").getByRole("heading", { name: text.booked });
    await booked.waitFor();
    await expect.poll(() => booked.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator(FLOW).textContent()).toContain(text.emailOnWay);
    await shot(page, { path: `chat-booking-${lang}-${width}-booked.png` });

    // The conversation goes on, the confirmation stays in it.
    await say(page, lang === "en" ? "Thanks!" : lang === "es" ? "¡Gracias!" : lang === "vi" ? "Cảm ơn!" : "谢谢！");
    expect(await booked.isVisible()).toBe(true);
    await context.close();
  });
});

describe("booking in the chat with what the chat already knows", () => {
  // The wide panel is only looked at: a sixth booking from one address in ten minutes would meet the booking limit.
  it.each([
    { width: 390, height: 844, books: true },
    { width: 1280, height: 900, books: false },
  ])("starts with the visitor's name and e-mail at $width px, books with them, and asks one question after", async ({ width, height, books }) => {
    const text = bookingText("en");
    const { page, context } = await newPage(browser, { width, height });
    await openChat(page);
    const email = `ana.prefill-${Date.now()}@example.com`;
    await say(page, `Hi, I'm Ana Torres, my e-mail is ${email}`);
    await say(page, "I'd like to book a consultation");
    await page.getByRole("button", { name: PICK_A_TIME.en }).last().click();
    await page.locator(TIMES).first().waitFor();

    // Name and e-mail known: one line stands for the fields, which hold them (hidden until "Change details").
    const known = page.locator(`${FLOW} [data-testid="booking-known"]`);
    await known.waitFor();
    expect(await known.textContent()).toContain(`Ana Torres · ${email}`);
    expect(await page.locator(`${FLOW} input[name="name"]`).isVisible()).toBe(false);
    await page.locator(TIMES).first().click();
    await expect.poll(() => page.locator(`${FLOW} [id$="-chosen"]`).textContent()).not.toBe(text.noTimeChosen);
    await known.scrollIntoViewIfNeeded();
    await shot(page, { path: `chat-booking-prefilled-${width}.png` });
    if (!books) return void (await context.close());

    // Editable: "Change details" shows the filled fields and puts the cursor in the first.
    await page.getByRole("button", { name: text.changeDetails }).click();
    await expect.poll(() => focused(page, `${FLOW} input[name="name"]`)).toBe(true);
    expect(await page.locator(`${FLOW} input[name="name"]`).inputValue()).toBe("Ana Torres");
    expect(await page.locator(`${FLOW} input[name="email"]`).inputValue()).toBe(email);
    await page.locator(`${FLOW} input[name="phone"]`).scrollIntoViewIfNeeded();
    await shot(page, { path: `chat-booking-prefilled-390-edit.png` });

    await page.locator(`${FLOW} button[type="submit"]`).click();
    await page.getByTestId("chat-panel").getByRole("heading", { name: text.booked }).waitFor();
    // The assistant's one question about their business, under the confirmation.
    const question = page.getByTestId("chat-booking-question");
    await question.waitFor();
    expect(await question.textContent()).toContain("are you an agent, a broker");
    await question.scrollIntoViewIfNeeded();
    await shot(page, { path: `chat-booking-prefilled-390-booked.png` });
    await context.close();
  });
});
