import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, E2E_ADMIN, launchBrowser, newPage, shot } from "./support/browser.ts";
import { DEFAULT_BOOKING_URL } from "./support/site.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server.ts";
import type { BookingSlots } from "#common/booking/booking-schemas.ts";

// The visitor's booking pages against the real /api/booking: /book by keyboard, a time taken meanwhile, the
// single-use cancel and reschedule links from the confirmation e-mail, Spanish, the browser's language offered, booking
// switched off, and a look at phone and desktop. The file books 5 times from 127.0.0.1: the per-address limit per 10
// minutes (booking.service.ts); a further booking here needs another test file.

let browser: Browser;
let smtp: FakeSmtpServer;
let token: string;

async function admin(path: string, json?: unknown): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: json ? "POST" : "GET",
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
}

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  browser = await launchBrowser();
  const res = await fetch(baseUrl() + "/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
  for (const [key, value] of [["smtp_host", "127.0.0.1"], ["smtp_port", String(smtp.port)]] as const) {
    expect((await admin("/api/admin/settings", { category: "email", key, value })).status).toBe(200);
  }
});
afterAll(async () => {
  await admin("/api/admin/settings", { category: "email", key: "smtp_host", value: "" });
  await admin("/api/admin/settings", { category: "general", key: "booking_on_site", value: "on" });
  await browser.close();
  await smtp.close();
});

const TIMES = '[aria-labelledby="booking-times"] button';

async function slots(): Promise<BookingSlots> {
  const res = await fetch(`${baseUrl()}/api/booking/slots?limit=40`);
  expect(res.status).toBe(200);
  return (await res.json()) as BookingSlots;
}

/** /book with its times shown and its form live. */
async function openBook(page: Page, path = "/book"): Promise<void> {
  await page.goto(path);
  await page.locator(TIMES).first().waitFor();
  await page.locator("form[data-hydrated]").waitFor();
}

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

describe("booking a consultation on /book", () => {
  it("books a time with the keyboard alone and shows the confirmation", async () => {
    const { page, context } = await newPage(browser);
    await openBook(page);
    await tabTo(page, '[aria-label="Days"] button');
    // The second day, then its first time.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-pressed"))).toBe("true");
    await tabTo(page, TIMES);
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator(`${TIMES}[aria-pressed="true"]`).count()).toBe(1);
    await expect.poll(() => page.locator("#booking-chosen").textContent()).not.toContain("Choose a time above first.");
    // "Tuesday, December 1, 3:00 PM UTC · 9:00 AM CST (Central)": the visitor's clock first.
    const chosen = ((await page.locator("#booking-chosen").textContent()) ?? "").split(" · ")[0]!;
    await tabTo(page, "#booking-name");
    await page.keyboard.type("Keyboard Visitor");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`kb-${Date.now()}@example.com`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-phone");
    await page.keyboard.press("Tab");
    expect((await focusedText(page)).trim()).toBe("Book this time");
    await page.keyboard.press("Enter");

    const heading = page.getByRole("heading", { name: "You're booked" });
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("You're booked");
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain("A confirmation e-mail is on its way");
    expect(main).toContain(chosen);
    await context.close();
  });

  it("says a time was just taken, shows the next times and keeps what was typed", async () => {
    const { page, context } = await newPage(browser);
    await openBook(page);
    const first = (await slots()).slots[0]!;
    await page.locator(TIMES).first().click();
    await page.getByLabel("Name").fill("Second Visitor");
    await page.getByLabel("E-mail").fill("second@example.com");
    // Someone else takes the same time meanwhile.
    const other = await fetch(`${baseUrl()}/api/booking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hostId: first.hostId, start: first.start, name: "Quicker Visitor", email: "quicker@example.com", language: "en" }),
    });
    expect(other.status).toBe(201);

    await page.getByRole("button", { name: "Book this time" }).click();
    await page.getByText("That time was just taken by someone else.").waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Second Visitor");
    expect(await page.getByLabel("E-mail").inputValue()).toBe("second@example.com");
    expect(await page.locator("#booking-chosen").textContent()).toBe("Choose a time above first.");
    // The new times do not offer the taken one.
    expect(await page.locator(`${TIMES}[aria-pressed="true"]`).count()).toBe(0);
    expect((await slots()).slots.some((s) => Date.parse(s.start) === Date.parse(first.start) && s.hostId === first.hostId)).toBe(false);
    // (Booking one of them is the first test's path; bookings per address are limited, so it is not repeated here.)
    await context.close();
  });

  it("cancels from the e-mail's link once; the link's second visit says it was used", async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const slot = (await slots()).slots[0]!;
    const res = await fetch(`${baseUrl()}/api/booking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hostId: slot.hostId, start: slot.start, name: "Cancel Visitor", email, language: "en" }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => smtp.messages.some((m) => m.envelope.to.includes(email)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.messages.find((m) => m.envelope.to.includes(email))!;
    const link = /\/book\/cancel\/[A-Za-z0-9_-]+(\?[^\s"'<>)]*)?/.exec(`${mail.text ?? ""} ${mail.html ?? ""}`.replace(/&amp;/g, "&"))?.[0];
    expect(link, "cancel link in the confirmation e-mail").toBeTruthy();

    const { page, context } = await newPage(browser);
    await page.goto(link!);
    const button = page.getByRole("button", { name: "Cancel this consultation" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await page.locator("main").textContent()).toContain("Your current time");
    await button.click();
    await page.getByRole("heading", { name: "Your consultation is cancelled" }).waitFor();

    await page.goto(link!);
    await page.getByRole("heading", { name: "This link has already been used or has expired." }).waitFor();
    expect(await page.getByRole("link", { name: "Book a new time" }).getAttribute("href")).toBe("/book?lang=en");
    // The freed time can be booked again.
    expect((await slots()).slots.some((s) => Date.parse(s.start) === Date.parse(slot.start))).toBe(true);
    await context.close();
  });

  it("moves a booking from the e-mail's reschedule link; the old time is free again and the link is used up", async () => {
    const email = `move-${Date.now()}@example.com`;
    const [slot] = (await slots()).slots;
    const res = await fetch(`${baseUrl()}/api/booking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hostId: slot!.hostId, start: slot!.start, name: "Move Visitor", email, language: "en" }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => smtp.messages.some((m) => m.envelope.to.includes(email)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.messages.find((m) => m.envelope.to.includes(email))!;
    const link = /\/book\/reschedule\/[A-Za-z0-9_-]+(\?[^\s"'<>)]*)?/.exec(`${mail.text ?? ""} ${mail.html ?? ""}`.replace(/&amp;/g, "&"))?.[0];
    expect(link, "reschedule link in the confirmation e-mail").toBeTruthy();

    const { page, context } = await newPage(browser);
    await page.goto(link!);
    await page.getByRole("heading", { name: "Reschedule your consultation" }).waitFor();
    const offered = page.locator('[aria-labelledby="reschedule-times"] button');
    await offered.first().waitFor();
    expect(await page.locator("main").textContent()).toContain("Your current time");
    // The current time is not offered as a new one; take the last time shown.
    await offered.nth((await offered.count()) - 1).click();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await page.getByRole("heading", { name: "Your consultation is moved" }).waitFor();
    await expect.poll(async () => (await slots()).slots.some((s) => Date.parse(s.start) === Date.parse(slot!.start) && s.hostId === slot!.hostId)).toBe(true);

    await page.goto(link!);
    await page.getByRole("heading", { name: "This link has already been used or has expired." }).waitFor();
    await context.close();
  });

  it("stays in the address's language and offers the browser's own, which a visitor can dismiss for good", async () => {
    const { page, context } = await newPage(browser, { locale: "es-MX" });
    await openBook(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Book a Free Consultation");
    const offer = page.getByRole("link", { name: "Ver esta página en español" });
    await offer.waitFor();
    await offer.click();
    await page.waitForURL((u) => u.search === "?lang=es");
    await page.getByRole("heading", { level: 1, name: "Reserve una consulta gratuita" }).waitFor();
    expect(await offer.count()).toBe(0);

    await openBook(page);
    await offer.waitFor();
    await page.getByRole("button", { name: "Cerrar" }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await openBook(page);
    await page.locator("form[data-hydrated]").waitFor();
    expect(await offer.count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Book a Free Consultation");
    await context.close();
  });

  it("speaks Spanish with ?lang=es, field messages included", async () => {
    const { page, context } = await newPage(browser);
    await openBook(page, "/book?lang=es");
    expect(await page.title()).toBe("Reserve una consulta gratuita | Bayou City AI");
    expect(await page.locator("main").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Reserve una consulta gratuita");
    await page.getByRole("heading", { name: "Elija un horario" }).waitFor();
    expect(await page.getByLabel("Correo electrónico").count()).toBe(1);
    expect(await page.getByLabel("Teléfono (opcional)").count()).toBe(1);
    await page.locator(TIMES).first().click();
    await page.getByLabel("Nombre").fill("A");
    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByRole("button", { name: "Reservar este horario" }).click();
    await page.getByText("Escriba su nombre (de 2 a 120 caracteres).").waitFor();
    await page.getByText("Escriba un correo electrónico válido, por ejemplo usted@ejemplo.com.").waitFor();
    expect(await page.getByLabel("Nombre").inputValue()).toBe("A");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await context.close();
  });

  it("while booking on the site is off, the buttons and /book lead to the external booking page", async () => {
    expect((await admin("/api/admin/settings", { category: "general", key: "booking_on_site", value: "off" })).status).toBe(200);
    const { page, context } = await newPage(browser);
    await page.goto("/");
    await expect.poll(() => page.locator("[data-cta=consultation]").first().getAttribute("href")).toBe(DEFAULT_BOOKING_URL);
    await page.goto("/book");
    await page.getByRole("heading", { name: "Booking on this page is paused" }).waitFor();
    expect(await page.getByRole("link", { name: /Open the scheduling page/ }).getAttribute("href")).toBe(DEFAULT_BOOKING_URL);
    expect((await admin("/api/admin/settings", { category: "general", key: "booking_on_site", value: "on" })).status).toBe(200);
    await page.goto("/");
    await expect.poll(() => page.locator("[data-cta=consultation]").first().getAttribute("href")).toBe("/book");
    await context.close();
  });

  it("looks right on a phone and a desktop (screenshots for review)", async () => {
    for (const [name, width, height] of [["phone", 375, 812], ["desktop", 1280, 900]] as const) {
      const { page, context } = await newPage(browser, { width, height });
      await openBook(page);
      // Any time of the day shown: late in the day, after the tests above booked some, one may be left.
      await page.locator(TIMES).last().click();
      await shot(page, { path: `booking-${name}.png`, fullPage: true });
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });
});
